import BarModel

/// One pane's items sorted by where they ask to go (`ItemRouting`), each bucket in declaration order, ready
/// for the bar fitters.
///
/// A class, though nothing changes it once routed: the builder hands it from step to step, and each copy of
/// the struct retained its pane, its ranking and every bucket.
final class RoutedPane {
    let pane: Pane
    let ranking: OverflowRanking
    let navigation: [OverflowCandidate]
    let pinnedVertical: [OverflowCandidate]
    let toolbarVertical: [OverflowCandidate]
    let bottomVertical: [OverflowCandidate]
    let topLeading: [OverflowCandidate]
    let topTrailing: [OverflowCandidate]
    let topPinned: [OverflowCandidate]
    let principal: [OverflowCandidate]
    let bottomToolbar: [OverflowCandidate]
    /// Declared inside `overflow-menu` (P25).
    let declaredMenu: [Int]
    let keyboard: [Int]
    let hidden: [(index: Int, reason: HiddenReason, change: String)]
    /// Whether some item's route depends on whether a keyboard is up (a keyboard item outside the overflow
    /// menu, P10): otherwise the pane routes the same with the keyboard up or down.
    private(set) var dependsOnKeyboard = false

    init(pane: Pane, posture: Posture, keyboardUp: Bool) {
        self.pane = pane
        let ranking = OverflowRanking(toolbar: pane.toolbar, posture: posture)
        self.ranking = ranking
        // Two passes: every item's bucket first (one byte each, from the traits the ranking read in its pass over
        // the declarations), then each bucket filled at its final size, so no bucket is copied while it grows.
        var buckets: [Bucket] = []
        buckets.reserveCapacity(pane.toolbar.items.count)
        var counts = [Int](repeating: 0, count: Bucket.allCases.count)
        var hidden: [(index: Int, reason: HiddenReason, change: String)] = []
        var dependsOnKeyboard = false
        ranking.traits.withUnsafeBufferPointer { traits in
            for index in traits.indices {
                let bucket: Bucket
                switch ItemRouting.route(traits[index], in: pane, keyboardUp: keyboardUp) {
                case .strip(.navigation): bucket = .navigation
                case .strip(.pinned): bucket = .pinnedVertical
                case .strip(.toolbar): bucket = .toolbarVertical
                case .strip(.bottom): bucket = .bottomVertical
                case .topBar(.leading): bucket = .topLeading
                case .topBar(.trailing): bucket = .topTrailing
                case .topBar(.pinned): bucket = .topPinned
                case .topBar(.principal): bucket = .principal
                case .bottomToolbar: bucket = .bottomToolbar
                case .overflowMenu: bucket = .declaredMenu
                case .keyboard:
                    bucket = .keyboard
                    dependsOnKeyboard = true
                case .hidden(let reason, let change):
                    bucket = .hidden
                    hidden.append((index, reason, change))
                    if reason.cause == .keyboardDown { dependsOnKeyboard = true }
                }
                buckets.append(bucket)
                counts[Int(bucket.rawValue)] += 1
            }
        }
        self.hidden = hidden
        self.dependsOnKeyboard = dependsOnKeyboard
        func reserved(_ bucket: Bucket) -> [OverflowCandidate] {
            var candidates: [OverflowCandidate] = []
            candidates.reserveCapacity(counts[Int(bucket.rawValue)])
            return candidates
        }
        // Filled as locals and stored once, as constants: an append to a stored `var` array of a class is
        // checked for exclusive access at run time, two calls for each item of a long toolbar.
        var navigation = reserved(.navigation)
        var pinnedVertical = reserved(.pinnedVertical)
        var toolbarVertical = reserved(.toolbarVertical)
        var bottomVertical = reserved(.bottomVertical)
        var topLeading = reserved(.topLeading)
        var topTrailing = reserved(.topTrailing)
        var topPinned = reserved(.topPinned)
        var principal = reserved(.principal)
        var bottomToolbar = reserved(.bottomToolbar)
        var declaredMenu: [Int] = []
        var keyboard: [Int] = []
        for (index, bucket) in buckets.enumerated() {
            switch bucket {
            case .navigation: navigation.append(ranking.candidate(index))
            case .pinnedVertical: pinnedVertical.append(ranking.candidate(index))
            case .toolbarVertical: toolbarVertical.append(ranking.candidate(index))
            case .bottomVertical: bottomVertical.append(ranking.candidate(index))
            case .topLeading: topLeading.append(ranking.horizontalCandidate(index))
            case .topTrailing: topTrailing.append(ranking.horizontalCandidate(index))
            case .topPinned: topPinned.append(ranking.horizontalCandidate(index))
            case .principal: principal.append(ranking.horizontalCandidate(index))
            case .bottomToolbar: bottomToolbar.append(ranking.horizontalCandidate(index))
            case .declaredMenu: declaredMenu.append(index)
            case .keyboard: keyboard.append(index)
            case .hidden: break
            }
        }
        self.navigation = navigation
        self.pinnedVertical = pinnedVertical
        self.toolbarVertical = toolbarVertical
        self.bottomVertical = bottomVertical
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.topPinned = topPinned
        self.principal = principal
        self.bottomToolbar = bottomToolbar
        self.declaredMenu = declaredMenu
        self.keyboard = keyboard
    }

    /// The lists above, one per route (`ItemRoute`).
    private enum Bucket: UInt8, CaseIterable {
        case navigation, pinnedVertical, toolbarVertical, bottomVertical
        case topLeading, topTrailing, topPinned, principal, bottomToolbar
        case declaredMenu, keyboard, hidden
    }

    var hasTopBarContent: Bool {
        !(topLeading.isEmpty && topTrailing.isEmpty && topPinned.isEmpty && principal.isEmpty)
    }

    func sequence(_ index: Int) -> Int { pane.sequenceBase + index }
}
