import BarModel

/// Where an item would be shown once it is horizontal-only, as the rules that advise it need to know.
enum HorizontalHome {
    /// A horizontal bar shows it (or nothing tells against one): the fix keeps it.
    case shown
    /// No horizontal bar shows it in the postures with horizontal bars: horizontal-only hides it everywhere.
    case nowhere
    /// Its stack hides the navigation bar, where what cannot go vertical stays while the bars are vertical (P15):
    /// horizontal-only hides it in the postures with vertical bars.
    case notWhileVertical

    /// Why `.notWhileVertical`, in the words both rules that advise horizontal-only use.
    static let hiddenNavigationBarReason = "its stack hides the navigation bar, where a horizontal item stays while the bars are vertical (P15)"
}

extension LintContext {
    /// Whether `item` of `screen` has a home once it leaves the vertical bar: a horizontal bar (or the overflow
    /// menu) that shows it in the postures whose bars are horizontal, as solved without obstructions, and a
    /// navigation bar to stay in while the bars are vertical.
    ///
    /// Rules that advise `axis: horizontal-only` ask this before offering it as a fix-it. An item no horizontal
    /// bar shows (its screen's navigation bar hidden, and not placed at the bottom) is not shown at all once it
    /// is horizontal-only (P13, P15), and one placed at the bottom of a stack that hides its navigation bar is
    /// not shown in the postures with vertical bars: the fix would lose it there, so the advice is then to give it
    /// a bar first. A device without a posture of horizontal bars tells nothing against it: true.
    func horizontalHome(of item: ToolbarItem, in screen: Screen) -> HorizontalHome {
        let unobstructed = placements(screen).filter { $0.selection.obstructions.isEmpty }
        let horizontalPostures = unobstructed.filter { !$0.placement.barsAreVertical }
        let shownWhereHorizontal = horizontalPostures.isEmpty || horizontalPostures.contains { posture in
            posture.withItem(item.id) { $0.bar == .top || $0.bar == .bottom || $0.bar == .overflow } ?? false
        }
        guard shownWhereHorizontal else { return .nowhere }
        // While the bars are vertical, what cannot go vertical stays in the pane's navigation bar (P15): a stack
        // that hides it has nowhere to show the item (a bottom-placed one too).
        if horizontalPostures.count < unobstructed.count, Self.stackHidesNavigationBar(holding: item.id, in: screen.root, screen: screen.settings) {
            return .notWhileVertical
        }
        return .shown
    }

    /// Whether the stack whose toolbar declares `id` hides its navigation bar (its own setting, else the screen's).
    private static func stackHidesNavigationBar(holding id: String, in container: Container, screen: ScreenSettings) -> Bool {
        switch container {
        case .stack(let stack):
            guard stack.toolbar.items.contains(where: { $0.id == id }) else { return false }
            return (stack.navigationBar ?? screen.navigationBar) == .hidden
        case .tabView(let tabs):
            return tabs.tabs.contains { tab in tab.content.map { stackHidesNavigationBar(holding: id, in: $0, screen: screen) } ?? false }
        case .splitView, .sheet:
            return false
        }
    }
}
