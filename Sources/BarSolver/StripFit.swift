import BarModel

/// What asks for room in the vertical strip.
struct StripDemand {
    var hasBackButton: Bool
    /// Candidates per section, each in declaration order.
    var navigation: [OverflowCandidate] = []
    var pinned: [OverflowCandidate] = []
    var toolbar: [OverflowCandidate] = []
    var bottom: [OverflowCandidate] = []
    var tabCount: Int
    /// The overflow menu has entries whatever happens here (declared `overflow-menu` items, items that left
    /// the top bar), so the `…` button shows (P25).
    var menuAlreadyUsed: Bool
}

/// How the strip's content was cut to fit.
struct StripFit {
    /// Every candidate in overflow order (ordinary items, then pinned ones); the first `removedCount` left.
    var order: [OverflowCandidate]
    var removedCount: Int
    var showsOverflowButton: Bool
    var showsBackButton: Bool
    var tabsCollapsed: Bool
    /// Why the tabs collapsed, if they did.
    var collapse: TabCollapse?
    /// Whether the tabs (whole, or their tab button) show at all; false only in a strip too short for even
    /// one entry beside the fixed ones [M].
    var showsTabs: Bool
    var requiredLength: Double
    var usedLength: Double
    var requiredEntries: Int
    var entryCapacity: Int
    /// The length the whole tab bar needs beside the pinned items, every other candidate in the overflow menu
    /// (the back button and the `…` button kept): the number that decides whether compression can keep the
    /// tabs whole (P24, P28).
    var wholeTabBarLength: Double
    /// How many ordinary candidates would leave if the tabs were collapsed (for "what would change").
    var removedIfTabsCollapsed: Int?
    var ordinaryCount: Int

    enum TabCollapse {
        /// P29: the screen prefers toolbar items and they did not all fit.
        case prefersToolbarItems
        /// [M] The whole tab bar did not fit beside the pinned items even with every other toolbar item in the
        /// overflow menu.
        case tabsDoNotFit
    }

    /// Whether pinned items ask for the strip (they follow the ordinary ones in `order`).
    var hasPinnedItems: Bool { order.count > ordinaryCount }

    /// Whether the candidate at this position in `order` stayed.
    func stays(_ orderIndex: Int) -> Bool { orderIndex >= removedCount }
}

/// Fits the vertical strip (P18–P20, P22–P24, P27–P29, §10): every entry takes `entryLength`; a gap of
/// `groupGap` separates neighbouring non-empty groups (navigation, toolbar, tabs) and, inside the toolbar
/// group, the top-bar items from the former bottom-bar items (P18's system gap) [M]; neighbouring declared
/// groups are `groupGap` apart too (`GroupBoundaries`, [S2]) [M].
///
/// Items leave in overflow order until the rest fits. Because removals only ever shorten the strip, the
/// answer is the smallest count `k` of the sorted order whose remainder fits, found in one pass that keeps
/// running totals: O(n log n) for the sort, O(n) for the pass.
enum StripFitter {
    static func fit(_ demand: StripDemand, usable: Double, posture: Posture, compression: Compression) -> StripFit {
        // P22 / [S2]: overflow runs from the bottom of the strip up, so candidates are ranked by the place they
        // are shown (P18: navigation, pinned, toolbar, former bottom-bar items), not by declaration.
        let (order, ordinaryCount) = OverflowRanking.overflowOrder([
            (demand.navigation, false), (demand.pinned, true), (demand.toolbar, false), (demand.bottom, false),
        ])
        let measure = Measure(posture: posture, order: order, demand: demand)

        let required = measure.length(removed: 0, tabs: demand.tabCount, back: demand.hasBackButton, ellipsisAllowed: true)
        let wholeTabs = measure.smallestRemoval(limit: ordinaryCount, tabs: demand.tabCount, usable: usable, back: demand.hasBackButton)
        let canCollapse = demand.tabCount > 1
        var collapse: StripFit.TabCollapse?
        if canCollapse && compression == .prefersToolbarItems && wholeTabs != 0 {
            // P29: with tabs and toolbar items short of room, the tab bar gives way first. With room for
            // everything nothing collapses (P27 compresses only when things do not fit) [M].
            collapse = .prefersToolbarItems
        } else if canCollapse && wholeTabs == nil {
            // P28 keeps the tab bar whole by sending toolbar items to the overflow menu first ([S2], [S3]: automatic
            // compresses the toolbar first). Pinned items do not overflow (P24), so when every other item in the
            // menu still leaves no room for them beside the whole tab bar, the tab bar gives way [M]. (Letting the
            // pinned items leave instead broke P4: a shorter strip — an obstruction added — showed them again, as
            // soon as it was too short for the tabs alone and they collapsed.)
            collapse = .tabsDoNotFit
        }
        let tabs = collapse == nil ? demand.tabCount : 1
        let ifCollapsed = canCollapse && collapse == nil
            ? measure.smallestRemoval(limit: ordinaryCount, tabs: 1, usable: usable, back: demand.hasBackButton) : nil

        var back = demand.hasBackButton
        var ellipsisAllowed = true
        var removed = measure.smallestRemoval(limit: ordinaryCount, tabs: tabs, usable: usable, back: back)
        if collapse == .tabsDoNotFit, let fits = removed {
            // P28 sends toolbar items to the menu first, and all of them left before the tabs gave way: they stay
            // there, and the room the tab button leaves is not handed back to them (that is P29's trade, made
            // only when the screen prefers toolbar items). Handed back, a shorter strip showed more items than
            // a longer one — an obstruction brought items back, against P4.
            removed = Swift.max(fits, ordinaryCount)
        }
        if removed == nil {
            // [M] Last resort, a strip shorter than its fixed entries: pinned items leave too (SwiftUI lets them
            // go only when space is short, P24) ...
            removed = measure.smallestRemoval(limit: order.count, tabs: tabs, usable: usable, back: back)
        }
        // ... and then system controls are dropped: the back button, the `…` button, the tab button.
        if removed == nil, back {
            back = false
            removed = measure.smallestRemoval(limit: order.count, tabs: tabs, usable: usable, back: back)
        }
        if removed == nil {
            ellipsisAllowed = false
            removed = measure.smallestRemoval(limit: order.count, tabs: tabs, usable: usable, back: back, ellipsisAllowed: false)
        }
        let finalTabs = removed == nil ? 0 : tabs
        if removed == nil { removed = order.count }
        let count = removed ?? order.count
        let ellipsis = ellipsisAllowed && (demand.menuAlreadyUsed || count > 0)
        let used = measure.length(removed: count, tabs: finalTabs, back: back, ellipsisAllowed: ellipsisAllowed)
        let groups = measure.gapCount(removed: count, tabs: finalTabs, back: back, ellipsis: ellipsis)
        let capacity = posture.entryLength > 0
            ? Int(((usable - Double(groups) * posture.groupGap) / posture.entryLength).rounded(.down)) : 0
        let requiredEntries = order.count + (demand.hasBackButton ? 1 : 0) + demand.tabCount
            + (demand.menuAlreadyUsed ? 1 : 0)
        return StripFit(
            order: order, removedCount: count, showsOverflowButton: ellipsis, showsBackButton: back,
            tabsCollapsed: collapse != nil, collapse: collapse, showsTabs: finalTabs > 0,
            requiredLength: required, usedLength: used, requiredEntries: requiredEntries, entryCapacity: Swift.max(0, capacity),
            wholeTabBarLength: measure.length(removed: ordinaryCount, tabs: demand.tabCount, back: demand.hasBackButton, ellipsisAllowed: true),
            removedIfTabsCollapsed: ifCollapsed, ordinaryCount: ordinaryCount)
    }

    /// Lengths of the strip after removing a prefix of the overflow order.
    ///
    /// The fitter asks about many prefixes (the smallest removal that fits, with and without the tabs, the back
    /// button or `…`; then the lengths of the answer and of everything removed), so what is left after each
    /// prefix is worked out once, in one pass over the order (`Remaining`), and every question reads it.
    private struct Measure {
        let posture: Posture
        let demand: StripDemand
        /// What is still in the strip after the first `k` candidates of the order left, for `k` in
        /// `0...order.count`.
        let remaining: [Remaining]

        init(posture: Posture, order: [OverflowCandidate], demand: StripDemand) {
            self.posture = posture
            self.demand = demand
            // Each candidate's section, from its display place: `OverflowRanking.overflowOrder` numbered the
            // places across the sections in display order (navigation, pinned, toolbar, former bottom-bar items).
            let (navigationEnd, pinnedEnd) = (demand.navigation.count, demand.navigation.count + demand.pinned.count)
            let toolbarEnd = pinnedEnd + demand.toolbar.count
            func section(_ candidate: OverflowCandidate) -> StripSection {
                let place = candidate.key.position
                return place < navigationEnd ? .navigation : place < pinnedEnd ? .pinned : place < toolbarEnd ? .toolbar : .bottom
            }
            // Display places (`OverflowRanking.overflowOrder` numbered every candidate) with their declared
            // groups; the navigation group (navigation and pinned items), the toolbar items and the former
            // bottom-bar items are separate runs, already apart by the strip's own gaps.
            var boundaries = GroupBoundaries.none
            if order.contains(where: { $0.group >= 0 }) {
                var groups = [Int32](repeating: -1, count: order.count)
                var runs = [UInt8](repeating: 0, count: order.count)
                for candidate in order where candidate.key.position < order.count {
                    let section = section(candidate)
                    groups[candidate.key.position] = Int32(candidate.group)
                    runs[candidate.key.position] = section == .toolbar ? 1 : section == .bottom ? 2 : 0
                }
                boundaries = GroupBoundaries(groups: groups, runs: runs)
            }
            var totals = Totals(boundaries: boundaries)
            for candidate in order { totals.add(candidate, section(candidate), sign: 1) }
            var remaining: [Remaining] = []
            remaining.reserveCapacity(order.count + 1)
            remaining.append(Remaining(totals))
            for candidate in order {
                totals.add(candidate, section(candidate), sign: -1)
                remaining.append(Remaining(totals))
            }
            self.remaining = remaining
        }

        /// Running counts and lengths of what is still in the strip.
        struct Totals {
            var navigationCount = 0
            var toolbarCount = 0
            var bottomCount = 0
            var weight: Double = 0
            /// Neighbouring declared groups among what is still in the strip, each `groupGap` apart.
            var boundaries: GroupBoundaries

            mutating func add(_ candidate: OverflowCandidate, _ section: StripSection, sign: Int) {
                if sign < 0 { boundaries.remove(candidate.key.position) }
                switch section {
                case .navigation, .pinned: navigationCount += sign
                case .toolbar: toolbarCount += sign
                case .bottom: bottomCount += sign
                }
                weight += Double(sign) * candidate.weight
            }
        }

        /// What the lengths need of `Totals` after one prefix left: the candidates' room, the declared-group gaps,
        /// and which sections still have items.
        /// 16 bytes (one per candidate, and the strip holds the whole toolbar).
        struct Remaining {
            var weight: Double
            private var storedBoundaries: Int32
            var hasNavigation: Bool
            var hasToolbar: Bool
            var hasBottom: Bool

            var boundaries: Int { Int(storedBoundaries) }

            init(_ totals: Totals) {
                weight = totals.weight
                storedBoundaries = Int32(totals.boundaries.count)
                hasNavigation = totals.navigationCount > 0
                hasToolbar = totals.toolbarCount > 0
                hasBottom = totals.bottomCount > 0
            }
        }

        func length(_ remaining: Remaining, removed: Int, tabs: Int, back: Bool, ellipsisAllowed: Bool) -> Double {
            let ellipsis = ellipsisAllowed && (demand.menuAlreadyUsed || removed > 0)
            let gaps = gapCount(remaining, tabs: tabs, back: back, ellipsis: ellipsis)
            return remaining.weight + (back ? posture.entryLength : 0) + (ellipsis ? posture.entryLength : 0)
                + Double(tabs) * posture.entryLength + Double(gaps) * posture.groupGap
        }

        func gapCount(_ remaining: Remaining, tabs: Int, back: Bool, ellipsis: Bool) -> Int {
            let navigation = remaining.hasNavigation || back
            let toolbar = remaining.hasToolbar || remaining.hasBottom || ellipsis
            let groups = (navigation ? 1 : 0) + (toolbar ? 1 : 0) + (tabs > 0 ? 1 : 0)
            let systemGap = remaining.hasToolbar && remaining.hasBottom ? 1 : 0
            return Swift.max(0, groups - 1) + systemGap + remaining.boundaries
        }

        func length(removed: Int, tabs: Int, back: Bool, ellipsisAllowed: Bool) -> Double {
            length(remaining[removed], removed: removed, tabs: tabs, back: back, ellipsisAllowed: ellipsisAllowed)
        }

        func gapCount(removed: Int, tabs: Int, back: Bool, ellipsis: Bool) -> Int {
            gapCount(remaining[removed], tabs: tabs, back: back, ellipsis: ellipsis)
        }

        /// The smallest number of leading entries of the overflow order (at most `limit`) whose removal makes
        /// the rest fit `usable`; nil when even `limit` removals do not.
        func smallestRemoval(limit: Int, tabs: Int, usable: Double, back: Bool, ellipsisAllowed: Bool = true) -> Int? {
            for removed in 0...limit
            where length(remaining[removed], removed: removed, tabs: tabs, back: back, ellipsisAllowed: ellipsisAllowed) <= usable + Rect.tolerance {
                return removed
            }
            return nil
        }
    }
}
