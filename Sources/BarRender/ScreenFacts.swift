import BarModel
import BarSolver

/// What a picture needs from the model that the solver does not decide: an entry's group and requested
/// placement (looked up by id) and the selected tab — read from the screen's `ScreenOutline`, never by walking
/// the containers again. Symbols and badges come with the placement. Nothing here moves an entry; placement
/// comes only from `Placement`.
struct ScreenFacts {
    private var items: [String: ToolbarItem] = [:]
    /// The tab the outermost tab view shows (its selection, else its first tab).
    private(set) var selectedTab: Tab?

    init(_ outline: ScreenOutline) {
        for declaration in outline.declarations {
            if let item = outline.item(declaration), items[item.id] == nil { items[item.id] = item }
        }
        // The outermost tab view is the first in canonical order.
        if let tabView = outline.tabViews.first { selectedTab = tabView.selectedTab ?? tabView.tabs.first }
    }

    init(_ screen: Screen) { self.init(ScreenOutline(screen)) }

    func item(_ id: String) -> ToolbarItem? { items[id] }

    /// Which of the vertical strip's groups (P18) an entry belongs to, for drawing the groups apart.
    func group(for entry: PlacedEntry) -> EntryGroup {
        switch entry.kind {
        case .backButton: return .navigation
        case .overflowButton: return .toolbar
        case .tab, .tabButton, .moreTab: return .tabs
        case .item:
            guard let item = item(entry.id) else { return .toolbar }
            if item.placement == .pinnedTrailing { return .pinned }
            if item.placement.isNavigation { return .navigation }
            if item.placement.isBottom { return .bottom }
            return .toolbar
        }
    }

    /// The explicit `group` an item was declared in, if any.
    func explicitGroup(for entry: PlacedEntry) -> String? {
        entry.kind == .item ? item(entry.id)?.groupID : nil
    }
}

/// The groups a bar's entries are drawn in (P18): each has its own tint, and neighbouring groups are drawn
/// apart.
public enum EntryGroup: String, Sendable, Hashable, CaseIterable {
    /// Back, close and other navigation items.
    case navigation
    /// `pinned-trailing` items such as Done.
    case pinned
    /// The other items and the `…` button that ends them (P19).
    case toolbar
    /// Former bottom-bar items.
    case bottom
    /// Tabs and the collapsed tab button.
    case tabs

    /// The word shown in legends.
    public var label: String {
        switch self {
        case .navigation: "navigation"
        case .pinned: "pinned"
        case .toolbar: "toolbar"
        case .bottom: "bottom items"
        case .tabs: "tabs"
        }
    }
}
