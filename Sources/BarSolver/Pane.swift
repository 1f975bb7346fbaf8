import BarModel

/// A region of the window with a toolbar of its own: the main pane (a stack, the shown or detail column of a
/// split view, a sheet), a side column of an expanded split view, or an inspector.
struct Pane {
    /// `main` is the pane whose bars follow the screen's axis: only it may use the strip (P7, P8, P9).
    typealias Role = EntryPane

    var role: Role
    /// Prefix for the ids of its bars and system controls: empty for the main pane, else `sidebar`,
    /// `content`, `inspector`.
    var key: String
    /// The pane in words, for reasons: `the stack`, `the sidebar column`.
    var name: String
    var toolbar: Toolbar
    /// The declaration order number of the toolbar's first item; item `i` has `sequenceBase + i`.
    var sequenceBase: Int
    var hasBackButton: Bool
    /// Whether it has a navigation bar at its top (P15: hidden navigation bars hold nothing).
    var showsNavigationBar: Bool
    /// Whether its items may go into the vertical strip.
    var takesStrip: Bool
    var rect: Rect
    /// Why its items may or may not go vertical, shared by every item's trail.
    var axisNotes: [TrailNote]
    /// The rules that kept its items horizontal (empty when it takes the strip).
    var horizontalRules: [PlatformRule]

    /// The id of one of its bars or system controls: `top` for the main pane, `sidebar.top` for the sidebar.
    func id(_ local: String) -> String { key.isEmpty ? local : "\(key).\(local)" }
}
