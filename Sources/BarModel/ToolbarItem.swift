import BarDiagnostics

/// Where an app asks for an item to go (SwiftUI `ToolbarItemPlacement`, UIKit bar placement).
public enum ItemPlacement: String, Sendable, Hashable, CaseIterable {
    case automatic
    case primary
    case secondary
    case cancellation
    case confirmation
    case navigation
    case pinnedTrailing = "pinned-trailing"
    case topLeading = "top-leading"
    case topTrailing = "top-trailing"
    case bottom
    case keyboard
    case principal

    /// Back and close: the first group of the vertical bar and the leading end of a horizontal one (P18).
    public var isNavigation: Bool { self == .cancellation || self == .navigation || self == .topLeading }
    /// Former bottom-bar items: after the system gap in the vertical bar (P18).
    public var isBottom: Bool { self == .bottom }
}

/// `axis`: which bars an item may take (P12–P14).
public enum AxisBehavior: String, Sendable, Hashable, CaseIterable {
    case automatic
    case horizontalOnly = "horizontal-only"
    case verticalPreferred = "vertical-preferred"
}

/// What the item's view is: a standard label (title and symbol), or a custom view with or without a layout
/// for the vertical bar (P12, P14).
public enum ItemView: String, Sendable, Hashable, CaseIterable {
    case label
    case custom
    case customVertical = "custom-vertical"
}

/// A badge on an item or tab: a number, or a short text.
public enum Badge: Sendable, Hashable, CustomStringConvertible {
    case count(Int)
    case text(String)

    /// The counts a badge takes: what a spec may write, and what `bar import` reads from code.
    public static let counts = 0...1_000_000

    public var description: String {
        switch self {
        case .count(let value): String(value)
        case .text(let value): value
        }
    }
}

/// One toolbar item as declared, with every attribute resolved to its default.
public struct ToolbarItem: Sendable, Hashable, Identifiable {
    // Stored in this order so that what the solver reads of every item (placement, axis, priority, view,
    // whether it is in `overflow-menu` or a menu, its group, symbol and title) lies in the first 56 bytes, and
    // what few items declare (a badge, an alternate title or symbol, an image, menu entries) behind one reference: an item
    // is 96 bytes, and a toolbar of 100,000 items 9.6 MB of declarations, which a solve reads in full.
    public var placement: ItemPlacement
    public var axis: AxisBehavior
    public var priority: VisibilityPriority
    public var view: ItemView
    /// Declared inside `overflow-menu`: always in the system overflow menu (P25).
    public var isInOverflowMenu: Bool
    public var isMenu: Bool
    /// Whether `image` is set: kept in the item's own bytes (where the fields before it leave room), so the
    /// solver asks whether an item shows an icon without reaching into the extras for every item.
    public private(set) var hasImage: Bool
    /// The explicit group holding the item, if any (P23).
    public var groupID: String?
    public var symbol: String?
    public var title: String?
    /// Stable id, unique within its screen; other commands, configs and baselines name items by it.
    public var id: String
    /// The badge, alternate title and symbol, image and menu entries, nil when the item has none of them.
    private var extras: ToolbarItemExtras?
    /// Where the declaration is, and where its name is (for precise diagnostics).
    public var range: SourceRange
    public var nameRange: SourceRange

    public var badge: Badge? {
        get { extras?.badge }
        set { setExtras(badge: newValue) }
    }
    /// The text or symbol the item switches to (Select ↔ Done while editing) — P17.
    public var alternateTitle: String? {
        get { extras?.alternateTitle }
        set { setExtras(alternateTitle: newValue) }
    }
    public var alternateSymbol: String? {
        get { extras?.alternateSymbol }
        set { setExtras(alternateSymbol: newValue) }
    }
    /// The name of an image of the app's own (an asset), shown instead of a symbol: the item is image-presented
    /// like a symbol item (`hasIconPresentation`). A spec gives an item a symbol or an image, not both.
    public var image: String? {
        get { extras?.image }
        set {
            setExtras(image: newValue)
            hasImage = newValue != nil
        }
    }
    /// Entries of a hand-made menu (`menu` instead of `item`): the item is one button that opens them.
    public var menuEntries: [ToolbarItem] {
        get { extras?.menuEntries ?? [] }
        set { setExtras(menuEntries: newValue) }
    }

    /// Replaces the extras with a copy that changes the given ones (they are shared between copies of the item,
    /// so never changed in place).
    private mutating func setExtras(
        badge: Badge?? = nil, alternateTitle: String?? = nil, alternateSymbol: String?? = nil, image: String?? = nil,
        menuEntries: [ToolbarItem]? = nil
    ) {
        extras = ToolbarItemExtras.make(
            badge: badge ?? self.badge, alternateTitle: alternateTitle ?? self.alternateTitle,
            alternateSymbol: alternateSymbol ?? self.alternateSymbol, image: image ?? self.image, menuEntries: menuEntries ?? self.menuEntries)
    }

    /// P12: with `axis automatic`, only an item shown as an icon — a symbol, or an image of the app's own — may
    /// go vertical; text-only items and custom views without a vertical layout stay horizontal. The platform's
    /// reference says "an item with a symbol"; Apple's documentation of the automatic axis behaviour says image
    /// items support both axes, and a symbol is one kind of image, so an asset image counts the same.
    public var hasIconPresentation: Bool {
        switch view {
        case .label: symbol != nil || hasImage
        case .custom: false
        case .customVertical: true
        }
    }

    /// Whether the item's label shows an icon (a symbol or an image) — what its width and the lint rules about
    /// text beside an icon ask, whatever its `view`.
    public var hasIcon: Bool { symbol != nil || hasImage }

    /// The name people see: the title, else the id.
    public var displayName: String { title ?? id }
}

/// The attributes of a toolbar item that few items declare, kept out of the item's own bytes (see
/// `ToolbarItem`). Never changed once made; equal when what they hold is equal.
final class ToolbarItemExtras: Sendable, Hashable {
    let badge: Badge?
    let alternateTitle: String?
    let alternateSymbol: String?
    let image: String?
    let menuEntries: [ToolbarItem]

    private init(badge: Badge?, alternateTitle: String?, alternateSymbol: String?, image: String?, menuEntries: [ToolbarItem]) {
        self.badge = badge
        self.alternateTitle = alternateTitle
        self.alternateSymbol = alternateSymbol
        self.image = image
        self.menuEntries = menuEntries
    }

    /// The extras holding these values, or nil when every one is absent (most items).
    static func make(badge: Badge?, alternateTitle: String?, alternateSymbol: String?, image: String?, menuEntries: [ToolbarItem]) -> ToolbarItemExtras? {
        if badge == nil, alternateTitle == nil, alternateSymbol == nil, image == nil, menuEntries.isEmpty { return nil }
        return ToolbarItemExtras(badge: badge, alternateTitle: alternateTitle, alternateSymbol: alternateSymbol, image: image, menuEntries: menuEntries)
    }

    static func == (lhs: ToolbarItemExtras, rhs: ToolbarItemExtras) -> Bool {
        lhs === rhs
            || (lhs.badge == rhs.badge && lhs.alternateTitle == rhs.alternateTitle && lhs.alternateSymbol == rhs.alternateSymbol
                && lhs.image == rhs.image && lhs.menuEntries == rhs.menuEntries)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(badge)
        hasher.combine(alternateTitle)
        hasher.combine(alternateSymbol)
        hasher.combine(image)
        hasher.combine(menuEntries)
    }
}

/// The public initializer lives in an extension and hands every field to the memberwise one, which the
/// compiler keeps because the struct declares no initializer itself: an initializer that sets the fields of
/// `self` one by one builds the item on the stack, then copies it (retaining each of its strings and arrays)
/// and releases the original, about 350 instructions an item, and lowering builds one for every `item` and
/// `menu` of a spec. Built by the memberwise initializer, an item goes straight into its toolbar's array.
///
/// The call below reaches the memberwise initializer because its labels are the stored properties in
/// declaration order, which differs from this initializer's (and `nameRange` is passed unwrapped): a change to
/// either order must keep the call on the memberwise initializer — called with this initializer's labels it
/// would call itself (the compiler only warns), and every solver test that builds an item would crash on the
/// endless recursion.
extension ToolbarItem {
    public init(
        id: String, title: String? = nil, symbol: String? = nil, placement: ItemPlacement = .automatic,
        axis: AxisBehavior = .automatic, priority: VisibilityPriority = .automatic, badge: Badge? = nil,
        view: ItemView = .label, alternateTitle: String? = nil, alternateSymbol: String? = nil, image: String? = nil,
        menuEntries: [ToolbarItem] = [], isMenu: Bool = false, groupID: String? = nil,
        isInOverflowMenu: Bool = false, range: SourceRange = .at(0), nameRange: SourceRange? = nil
    ) {
        self.init(
            placement: placement, axis: axis, priority: priority, view: view, isInOverflowMenu: isInOverflowMenu,
            isMenu: isMenu, hasImage: image != nil, groupID: groupID, symbol: symbol, title: title, id: id,
            extras: ToolbarItemExtras.make(
                badge: badge, alternateTitle: alternateTitle, alternateSymbol: alternateSymbol, image: image, menuEntries: menuEntries),
            range: range, nameRange: nameRange ?? range)
    }
}
