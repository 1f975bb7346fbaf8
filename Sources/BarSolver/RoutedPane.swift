import BarModel

/// One pane's items sorted by where they ask to go (`ItemRouting`), each bucket in declaration order, ready
/// for the bar fitters.
struct RoutedPane {
    let pane: Pane
    let ranking: OverflowRanking
    var navigation: [OverflowCandidate] = []
    var pinnedVertical: [OverflowCandidate] = []
    var toolbarVertical: [OverflowCandidate] = []
    var bottomVertical: [OverflowCandidate] = []
    var topLeading: [OverflowCandidate] = []
    var topTrailing: [OverflowCandidate] = []
    var topPinned: [OverflowCandidate] = []
    var principal: [OverflowCandidate] = []
    var bottomToolbar: [OverflowCandidate] = []
    /// Declared inside `overflow-menu` (P25).
    var declaredMenu: [Int] = []
    var keyboard: [Int] = []
    var hidden: [(index: Int, reason: HiddenReason, change: String)] = []

    init(pane: Pane, posture: Posture, keyboardUp: Bool) {
        self.pane = pane
        self.ranking = OverflowRanking(toolbar: pane.toolbar, posture: posture)
        // Items are read in place, never copied out of the toolbar.
        pane.toolbar.items.withUnsafeBufferPointer { items in
            for index in items.indices { route(index, items[index], keyboardUp: keyboardUp) }
        }
    }

    private mutating func route(_ index: Int, _ item: borrowing ToolbarItem, keyboardUp: Bool) {
        switch ItemRouting.route(item, in: pane, keyboardUp: keyboardUp) {
        case .strip(.navigation): navigation.append(ranking.candidate(index))
        case .strip(.pinned): pinnedVertical.append(ranking.candidate(index))
        case .strip(.toolbar): toolbarVertical.append(ranking.candidate(index))
        case .strip(.bottom): bottomVertical.append(ranking.candidate(index))
        case .topBar(.leading): topLeading.append(ranking.horizontalCandidate(index))
        case .topBar(.trailing): topTrailing.append(ranking.horizontalCandidate(index))
        case .topBar(.pinned): topPinned.append(ranking.horizontalCandidate(index))
        case .topBar(.principal): principal.append(ranking.horizontalCandidate(index))
        case .bottomToolbar: bottomToolbar.append(ranking.horizontalCandidate(index))
        case .overflowMenu: declaredMenu.append(index)
        case .keyboard: keyboard.append(index)
        case .hidden(let reason, let change): hidden.append((index, reason, change))
        }
    }

    var hasTopBarContent: Bool {
        !(topLeading.isEmpty && topTrailing.isEmpty && topPinned.isEmpty && principal.isEmpty)
    }

    func item(_ index: Int) -> ToolbarItem { pane.toolbar.items[index] }
    func sequence(_ index: Int) -> Int { pane.sequenceBase + index }
}
