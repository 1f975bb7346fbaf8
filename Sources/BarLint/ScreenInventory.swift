import BarDiagnostics
import BarModel

/// Which part of a screen a toolbar belongs to.
public enum ToolbarOwner: Sendable, Hashable {
    case stack
    case column(Column.Role)
    case inspector
    case sheet
    /// A bar the app builds itself (P5).
    case handMadeBar(id: String)

    /// In words, for messages: `the stack`, `the sidebar column`, `the inspector`.
    public var phrase: String {
        switch self {
        case .stack: "the stack"
        case .column(let role): "the \(role.rawValue) column"
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
}

/// One toolbar item (or an entry of a hand-made `menu`) and where it is declared.
public struct ItemSite: Sendable {
    public var item: ToolbarItem
    public var toolbar: Toolbar
    public var owner: ToolbarOwner
    /// The hand-made menu holding the item, when it is one of its entries.
    public var menu: ToolbarItem?

    /// Whether people only ever see it inside a menu: declared in `overflow-menu`, or an entry of a `menu`.
    public var isMenuEntry: Bool { menu != nil || item.isInOverflowMenu }
}

/// One tab and its tab view.
public struct TabSite: Sendable {
    public var tab: Tab
    public var tabView: TabView
}

/// Everything one screen declares, flattened in declaration order, so rules do not each walk the containers.
public struct ScreenInventory: Sendable {
    public var screen: Screen
    public var toolbars: [ToolbarSite] = []
    /// Every item in declaration order; a menu's entries follow the menu.
    public var items: [ItemSite] = []
    public var tabs: [TabSite] = []
    public var tabViews: [TabView] = []
    public var splitViews: [SplitView] = []
    public var sheets: [Sheet] = []

    public init(_ screen: Screen) {
        self.screen = screen
        visit(screen.root)
        for bar in screen.handMadeBars {
            add(bar.toolbar, owner: .handMadeBar(id: bar.id))
        }
    }

    private mutating func visit(_ container: Container) {
        switch container {
        case .stack(let stack):
            add(stack.toolbar, owner: .stack)
            if let inspector = stack.inspector { add(inspector.toolbar, owner: .inspector) }
        case .tabView(let tabView):
            tabViews.append(tabView)
            for tab in tabView.tabs {
                tabs.append(TabSite(tab: tab, tabView: tabView))
                if let content = tab.content { visit(content) }
            }
        case .splitView(let split):
            splitViews.append(split)
            for column in split.columns {
                add(column.toolbar, owner: .column(column.role))
                if let inspector = column.inspector { add(inspector.toolbar, owner: .inspector) }
            }
        case .sheet(let sheet):
            sheets.append(sheet)
            add(sheet.toolbar, owner: .sheet)
        }
    }

    private mutating func add(_ toolbar: Toolbar, owner: ToolbarOwner) {
        toolbars.append(ToolbarSite(toolbar: toolbar, owner: owner))
        for item in toolbar.items {
            items.append(ItemSite(item: item, toolbar: toolbar, owner: owner, menu: nil))
            for entry in item.menuEntries {
                items.append(ItemSite(item: entry, toolbar: toolbar, owner: owner, menu: item))
            }
        }
    }

    /// The declared item with this id, if any.
    public func item(_ id: String) -> ItemSite? { items.first { $0.item.id == id } }
}
