import BarModel

/// What asks for room in one pane's top navigation bar.
struct TopBarDemand {
    var hasBackButton: Bool
    /// Candidates in declaration order.
    var leading: [OverflowCandidate] = []
    var trailing: [OverflowCandidate] = []
    var pinned: [OverflowCandidate] = []
    /// Principal items: the title's place in the middle; they never overflow.
    var principal: [OverflowCandidate] = []
    /// Whether this bar shows the pane's `…` button (false while the pane's items use the strip: the button
    /// is in the strip then).
    var hostsOverflowButton: Bool
    /// The menu has entries whatever happens in this bar.
    var menuAlreadyUsed: Bool
}

/// How one horizontal bar's content was cut to fit.
struct HorizontalFit {
    /// The room one side has (a top bar's side, or a whole bottom toolbar).
    var sideLength: Double
    var leadingOrder: [OverflowCandidate] = []
    var leadingRemoved = 0
    /// Ordinary candidates in overflow order, then pinned ones.
    var trailingOrder: [OverflowCandidate] = []
    var trailingRemoved = 0
    var trailingOrdinaryCount = 0
    var showsBackButton = false
    var showsOverflowButton = false
    /// Entries a side holds (whole entries of `entryLength`).
    var sideCapacity: Int
    /// Entries the trailing side (or the whole bar) asked for before anything left.
    var trailingRequiredEntries = 0
    /// Gaps between neighbouring declared groups each side asked for before anything left ([S2]): the room they
    /// take counts in what the side needs.
    var leadingGroupGaps = 0
    var trailingGroupGaps = 0

    /// Whether any item left this bar for the menu.
    var overflowed: Bool { leadingRemoved > 0 || trailingRemoved > 0 }
}

/// When a horizontal bar shows the pane's `…` button: when it hosts it and the menu is not empty — because of
/// what the pane's other bars (or this bar's leading side) sent there, or because items leave this side.
struct OverflowButtonRule {
    var hosted: Bool
    var menuAlreadyUsed: Bool

    /// A bar that never shows it (a top bar's leading side).
    static let never = OverflowButtonRule(hosted: false, menuAlreadyUsed: false)

    /// Whether the button shows once the first `removed` candidates of the side's order left.
    func shows(removed: Int) -> Bool { hosted && (menuAlreadyUsed || removed > 0) }
}

/// Fits horizontal bars (P21, P22, §10). A top bar gives each side half of its width less both margins (and
/// less the principal items in the middle): leading items and the back button on one side; on the other the
/// trailing items, then `…`, then pinned items (P21). A bottom toolbar gives its items the whole width less
/// margins. On each side items leave in overflow order until the rest fits.
enum HorizontalBarFitter {
    static func fitTopBar(_ demand: TopBarDemand, width: Double, posture: Posture) -> HorizontalFit {
        let principal = demand.principal.reduce(0) { $0 + $1.weight }
        let side = Swift.max(0, (width - 2 * posture.barMargin - principal) / 2)
        var fit = HorizontalFit(sideLength: side, sideCapacity: capacity(side, posture))

        // P22: each side counts places from its own start (back button first on the leading side).
        fit.leadingOrder = OverflowRanking.overflowOrder([(demand.leading, false)]).order
        var back = demand.hasBackButton
        let leadingBoundaries = boundaries(fit.leadingOrder, pinned: 0)
        fit.leadingGroupGaps = leadingBoundaries.count
        var leading = smallestRemoval(
            fit.leadingOrder[...], limit: fit.leadingOrder.count, fixed: back ? posture.entryLength : 0, room: side,
            ellipsis: .never, posture: posture, boundaries: leadingBoundaries)
        if leading == nil {
            // [M] A bar narrower than its back button: the button is dropped.
            back = false
            leading = fit.leadingOrder.count
        }
        fit.leadingRemoved = leading ?? fit.leadingOrder.count
        fit.showsBackButton = back

        (fit.trailingOrder, fit.trailingOrdinaryCount) = OverflowRanking.overflowOrder([(demand.trailing, false), (demand.pinned, true)])
        fit.trailingRequiredEntries = fit.trailingOrder.count + (demand.hostsOverflowButton && demand.menuAlreadyUsed ? 1 : 0)
        let ellipsis = OverflowButtonRule(
            hosted: demand.hostsOverflowButton, menuAlreadyUsed: demand.menuAlreadyUsed || fit.leadingRemoved > 0)
        let trailingBoundaries = boundaries(fit.trailingOrder, pinned: demand.pinned.count)
        fit.trailingGroupGaps = trailingBoundaries.count
        fitTrailing(
            &fit, pinnedLength: demand.pinned.reduce(0) { $0 + $1.weight }, room: side, ellipsis: ellipsis, posture: posture,
            boundaries: trailingBoundaries)
        return fit
    }

    /// A bottom toolbar: its items leading to trailing, then `…` when it hosts the pane's overflow button.
    static func fitBottomBar(
        _ items: [OverflowCandidate], width: Double, hostsOverflowButton: Bool, menuAlreadyUsed: Bool, posture: Posture
    ) -> HorizontalFit {
        let room = Swift.max(0, width - 2 * posture.barMargin)
        var fit = HorizontalFit(sideLength: room, sideCapacity: capacity(room, posture))
        fit.trailingOrder = OverflowRanking.overflowOrder([(items, false)]).order
        fit.trailingOrdinaryCount = items.count
        fit.trailingRequiredEntries = items.count + (hostsOverflowButton && menuAlreadyUsed ? 1 : 0)
        let trailingBoundaries = boundaries(fit.trailingOrder, pinned: 0)
        fit.trailingGroupGaps = trailingBoundaries.count
        fitTrailing(
            &fit, pinnedLength: 0, room: room, ellipsis: OverflowButtonRule(hosted: hostsOverflowButton, menuAlreadyUsed: menuAlreadyUsed),
            posture: posture, boundaries: trailingBoundaries)
        return fit
    }

    /// Declared groups by display place for one side's candidates (`OverflowRanking.overflowOrder` numbered
    /// them from 0); the last `pinned` places are a run of their own, after `…`.
    private static func boundaries(_ order: [OverflowCandidate], pinned: Int) -> GroupBoundaries {
        guard order.contains(where: { $0.group >= 0 }) else { return .none }
        var groups = [Int32](repeating: -1, count: order.count)
        var runs = [UInt8](repeating: 0, count: order.count)
        for candidate in order where candidate.key.position < order.count {
            groups[candidate.key.position] = Int32(candidate.group)
            runs[candidate.key.position] = candidate.key.position >= order.count - pinned ? 1 : 0
        }
        return GroupBoundaries(groups: groups, runs: runs)
    }

    private static func fitTrailing(
        _ fit: inout HorizontalFit, pinnedLength: Double, room: Double, ellipsis: OverflowButtonRule, posture: Posture,
        boundaries: GroupBoundaries
    ) {
        // Pinned items stay (P24) while ordinary ones can leave; only then may they leave too [M]. (The ordinary
        // prefix of the order is all that leaves in the first pass; the pinned items' own gaps stay counted.)
        var removed = smallestRemoval(
            fit.trailingOrder.prefix(fit.trailingOrdinaryCount), limit: fit.trailingOrdinaryCount,
            fixed: pinnedLength, room: room, ellipsis: ellipsis, posture: posture, boundaries: boundaries)
        var allowEllipsis = true
        if removed == nil {
            removed = smallestRemoval(
                fit.trailingOrder[...], limit: fit.trailingOrder.count, fixed: 0, room: room, ellipsis: ellipsis,
                posture: posture, boundaries: boundaries)
        }
        if removed == nil {
            // [M] Narrower than one entry: the `…` button cannot show either.
            allowEllipsis = false
            removed = fit.trailingOrder.count
        }
        fit.trailingRemoved = removed ?? fit.trailingOrder.count
        fit.showsOverflowButton = allowEllipsis && ellipsis.shows(removed: fit.trailingRemoved)
    }

    /// The smallest `k ≤ limit` such that the candidates after the first `k` of `order`, plus `fixed`, plus the
    /// `…` button when `ellipsis(k)`, plus `groupGap` between neighbouring declared groups, fit `room`. One pass
    /// with running totals.
    static func smallestRemoval(
        _ order: ArraySlice<OverflowCandidate>, limit: Int, fixed: Double, room: Double, ellipsis: OverflowButtonRule,
        posture: Posture, boundaries: GroupBoundaries
    ) -> Int? {
        var remaining = order.reduce(0) { $0 + $1.weight }
        var boundaries = boundaries
        for removed in 0...Swift.min(limit, order.count) {
            if removed > 0 {
                let candidate = order[order.startIndex + removed - 1]
                remaining -= candidate.weight
                boundaries.remove(candidate.key.position)
            }
            let gaps = Double(boundaries.count) * posture.groupGap
            let length = remaining + fixed + gaps + (ellipsis.shows(removed: removed) ? posture.entryLength : 0)
            if length <= room + Rect.tolerance { return removed }
        }
        return nil
    }

    static func capacity(_ length: Double, _ posture: Posture) -> Int {
        posture.entryLength > 0 ? Swift.max(0, Int((length / posture.entryLength).rounded(.down))) : 0
    }
}
