import BarModel

/// A declared item or tab whose container is not on screen (a tab that is not selected, a column of a
/// collapsed split view, an inspector that is not presented).
struct HiddenDeclaration {
    enum Declared {
        case item(ToolbarItem)
        case tab(Tab)
    }

    var declared: Declared
    /// Declaration order across the whole screen.
    var sequence: Int
    var reason: HiddenReason
    /// What would show it.
    var change: String?
    /// The pane it would belong to (the inspector for an inspector's items).
    var pane: EntryPane = .main
}
