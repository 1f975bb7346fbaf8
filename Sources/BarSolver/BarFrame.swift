import BarModel

/// A bar drawn on screen and its rectangle, so a renderer draws only from the solver's numbers.
public struct BarFrame: Sendable, Hashable {
    /// What the bar is for; several bars can share a `BarKind` (every pane has its own top bar).
    public enum Role: String, Sendable, Hashable, CaseIterable {
        case verticalStrip = "vertical-strip"
        case navigationBar = "navigation-bar"
        case bottomToolbar = "bottom-toolbar"
        case tabBar = "tab-bar"
        case keyboardAccessory = "keyboard-accessory"
        case handMade = "hand-made"
    }

    /// Unique within a placement: `vertical`, `top`, `bottom`, `tab-bar`, `keyboard`, `sidebar.top`,
    /// `inspector.top`, `hand-made.<id>`, …
    public var id: String
    /// `vertical`, `top` or `bottom`.
    public var kind: BarKind
    public var role: Role
    /// For the vertical strip: its usable part (below the status cluster, above the bottom inset and any
    /// obstruction). For horizontal bars: the whole bar.
    public var rect: Rect
    /// The pane the bar belongs to, in words (`the stack`, `the sidebar column`), for renderers and messages.
    public var owner: String

    public init(id: String, kind: BarKind, role: Role, rect: Rect, owner: String) {
        self.id = id
        self.kind = kind
        self.role = role
        self.rect = rect
        self.owner = owner
    }
}

/// Competing UI in the chosen posture (P4): how much strip it takes and the window area it covers.
public struct ObstructionFrame: Sendable, Hashable {
    public var id: String
    public var stripReduction: Double
    /// The covered band at the window's bottom (the keyboard), nil when it covers none.
    public var rect: Rect?

    public init(id: String, stripReduction: Double, rect: Rect?) {
        self.id = id
        self.stripReduction = stripReduction
        self.rect = rect
    }
}
