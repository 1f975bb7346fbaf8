/// Which part of a screen a toolbar belongs to.
public enum ToolbarOwner: Sendable, Hashable {
    case stack
    case column(Column.Role)
    case inspector
    case sheet
    /// A bar the app builds itself (P5).
    case handMadeBar(id: String)

    /// Whether this toolbar's items can ever take the vertical bar: never an inspector's (P8) or a hand-made
    /// bar's (P5); the others in a posture with vertical bars.
    public var mayTakeVerticalBar: Bool {
        switch self {
        case .inspector, .handMadeBar: false
        case .stack, .column, .sheet: true
        }
    }

    /// In words, for messages: `the stack`, `the sidebar column`, `the inspector`.
    public var phrase: String {
        switch self {
        case .stack: "the stack"
        case .column(let role): role.phrase
        case .inspector: "the inspector"
        case .sheet: "the sheet"
        case .handMadeBar(let id): "the hand-made bar '\(id)'"
        }
    }
}

/// One toolbar of a screen and who owns it.
public struct ToolbarSite: Sendable {
    public var toolbar: Toolbar
    public var owner: ToolbarOwner
    /// The outline node that declares it.
    public var node: Int
}

/// One toolbar item (or an entry of a hand-made `menu`) and where it is declared.
///
/// A class, though it never changes: lint's rules walk every screen's items, each in every posture, and a copy
/// of the struct retained every string and array of the item, its toolbar and its menu.
public final class ItemSite: Sendable {
    public let item: ToolbarItem
    public let toolbar: Toolbar
    public let owner: ToolbarOwner
    /// The hand-made menu holding the item, when it is one of its entries.
    public let menu: ToolbarItem?
    /// The outline node whose toolbar declares it.
    public let node: Int

    public init(item: ToolbarItem, toolbar: Toolbar, owner: ToolbarOwner, menu: ToolbarItem?, node: Int) {
        self.item = item
        self.toolbar = toolbar
        self.owner = owner
        self.menu = menu
        self.node = node
    }

    /// Whether people only ever see it inside a menu: declared in `overflow-menu`, or an entry of a `menu`.
    public var isMenuEntry: Bool { menu != nil || item.isInOverflowMenu }

    /// Whether the item can take the vertical bar in some posture, as far as where it is declared says: not an
    /// entry of a menu, not a keyboard item (P10), not horizontal-only (P13), and not in an inspector's or a
    /// hand-made bar's toolbar. Rules that warn about what the vertical bar does to an item ask this first.
    public var mayTakeVerticalBar: Bool {
        !isMenuEntry && item.placement != .keyboard && item.axis != .horizontalOnly && owner.mayTakeVerticalBar
    }
}

/// One tab and its tab view.
public struct TabSite: Sendable {
    public var tab: Tab
    public var tabView: TabView
    /// The tab's outline node.
    public var node: Int
}

extension ScreenOutline {
    /// Every toolbar in canonical order.
    public var toolbars: [ToolbarSite] {
        nodes.indices.compactMap { index in
            let node = nodes[index]
            guard let toolbar = node.toolbar, let owner = node.owner else { return nil }
            return ToolbarSite(toolbar: toolbar, owner: owner, node: index)
        }
    }

    /// Every item in canonical order, each hand-made menu's entries right after the menu.
    public var items: [ItemSite] {
        var sites: [ItemSite] = []
        sites.reserveCapacity(declarations.count)
        for site in toolbars {
            // By index: each item is copied once, into its site (iterating copied it once more on the way).
            let items = site.toolbar.items
            for index in items.indices {
                sites.append(ItemSite(item: items[index], toolbar: site.toolbar, owner: site.owner, menu: nil, node: site.node))
                for entry in items[index].menuEntries {
                    sites.append(ItemSite(item: entry, toolbar: site.toolbar, owner: site.owner, menu: items[index], node: site.node))
                }
            }
        }
        return sites
    }

    /// Every tab in canonical order.
    public var tabs: [TabSite] {
        nodes.indices.compactMap { index in
            guard case .tab(let tab) = nodes[index].element, let parent = nodes[index].parent,
                case .container(.tabView(let tabView)) = nodes[parent].element
            else { return nil }
            return TabSite(tab: tab, tabView: tabView, node: index)
        }
    }

    /// The nodes of every tab view, split view or sheet, in canonical order.
    public var tabViewNodes: [Int] { nodes.indices.filter { if case .container(.tabView) = nodes[$0].element { true } else { false } } }
    public var splitViewNodes: [Int] { nodes.indices.filter { if case .container(.splitView) = nodes[$0].element { true } else { false } } }

    /// Every tab view in canonical order.
    public var tabViews: [TabView] {
        nodes.compactMap { if case .container(.tabView(let tabView)) = $0.element { tabView } else { nil } }
    }

    /// Every split view in canonical order.
    public var splitViews: [SplitView] {
        nodes.compactMap { if case .container(.splitView(let split)) = $0.element { split } else { nil } }
    }

    /// Every sheet in canonical order.
    public var sheets: [Sheet] {
        nodes.compactMap { if case .container(.sheet(let sheet)) = $0.element { sheet } else { nil } }
    }

    /// The declared item with this id (the first, for a screen that repeats one), including menu entries.
    public func item(_ id: String) -> ItemSite? { items.first { $0.item.id == id } }
}
