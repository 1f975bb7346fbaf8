import BarModel

extension LintContext {
    /// Whether a horizontal bar (or the overflow menu) shows `item` of `screen` in the postures whose bars are
    /// horizontal, as solved without obstructions: whether it has a home once it leaves the vertical bar.
    ///
    /// Rules that advise `axis: horizontal-only` ask this before offering it as a fix-it. An item no horizontal
    /// bar shows (its screen's navigation bar hidden, and not placed at the bottom) is not shown at all once it
    /// is horizontal-only (P13, P15): the fix would lose it in every posture, so the advice is then to give it a
    /// bar first. A device without a posture of horizontal bars tells nothing against it: true.
    func horizontalBarShows(_ item: ToolbarItem, in screen: Screen) -> Bool {
        let horizontalPostures = placements(screen).filter { !$0.placement.barsAreVertical && $0.selection.obstructions.isEmpty }
        guard !horizontalPostures.isEmpty else { return true }
        return horizontalPostures.contains { posture in
            posture.withItem(item.id) { $0.bar == .top || $0.bar == .bottom || $0.bar == .overflow } ?? false
        }
    }
}
