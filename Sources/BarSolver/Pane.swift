import BarModel

/// A region of the window with a toolbar of its own: the main pane (a stack, the shown or detail column of a
/// split view, a sheet), a side column of an expanded split view, or an inspector.
///
/// A class, though nothing changes it once made: the structure, the routing and every bar placed hand it on,
/// and each copy of the struct retained its toolbar, its names and its notes.
final class Pane {
    /// `main` is the pane whose bars follow the screen's axis: only it may use the strip (P7, P8, P9).
    typealias Role = EntryPane

    let role: Role
    /// Prefix for the ids of its bars and system controls: empty for the main pane, else `sidebar`,
    /// `content`, `inspector`.
    let key: String
    /// The pane in words, for reasons: `the stack`, `the sidebar column`.
    let name: String
    let toolbar: Toolbar
    /// The declaration order number of the toolbar's first item; item `i` has `sequenceBase + i`.
    let sequenceBase: Int
    let hasBackButton: Bool
    /// Whether it has a navigation bar at its top (P15: hidden navigation bars hold nothing).
    let showsNavigationBar: Bool
    /// Whether its items may go into the vertical strip.
    let takesStrip: Bool
    let rect: Rect
    /// Why its items may or may not go vertical, shared by every item's trail.
    let axisNotes: [TrailNote]
    /// The rules that kept its items horizontal (empty when it takes the strip).
    let horizontalRules: [PlatformRule]

    init(
        role: Role, key: String, name: String, toolbar: Toolbar, sequenceBase: Int, hasBackButton: Bool, showsNavigationBar: Bool,
        takesStrip: Bool, rect: Rect, axisNotes: [TrailNote], horizontalRules: [PlatformRule]
    ) {
        self.role = role
        self.key = key
        self.name = name
        self.toolbar = toolbar
        self.sequenceBase = sequenceBase
        self.hasBackButton = hasBackButton
        self.showsNavigationBar = showsNavigationBar
        self.takesStrip = takesStrip
        self.rect = rect
        self.axisNotes = axisNotes
        self.horizontalRules = horizontalRules
    }

    /// The id of one of its bars or system controls: `top` for the main pane, `sidebar.top` for the sidebar.
    func id(_ local: String) -> String { key.isEmpty ? local : "\(key).\(local)" }
}
