import BarModel
import BarSolver

/// What a picture needs from the model that the solver does not decide: an entry's symbol, badge, group and
/// requested placement (all looked up by id) — read from the screen's `ScreenOutline`, never by walking the
/// containers again. Nothing here moves an entry; placement comes only from `Placement`.
struct ScreenFacts {
    private var items: [String: ToolbarItem] = [:]
    private var tabs: [String: Tab] = [:]
    /// The tab the outermost tab view shows (its selection, else its first tab).
    private(set) var selectedTab: Tab?

    init(_ outline: ScreenOutline) {
        for declaration in outline.declarations {
            if let item = outline.item(declaration) {
                if items[item.id] == nil { items[item.id] = item }
            } else if let tab = outline.tab(declaration) {
                if tabs[tab.id] == nil { tabs[tab.id] = tab }
            }
        }
        // The outermost tab view is the first in canonical order.
        if let tabView = outline.tabViews.first { selectedTab = tabView.selectedTab ?? tabView.tabs.first }
    }

    init(_ screen: Screen) { self.init(ScreenOutline(screen)) }

    func item(_ id: String) -> ToolbarItem? { items[id] }
    func tab(_ id: String) -> Tab? { tabs[id] }

    /// The symbol an entry shows, if the model gives it one.
    func symbol(for entry: PlacedEntry) -> String? {
        switch entry.kind {
        case .item: item(entry.id)?.symbol
        case .tab: tab(entry.id)?.symbol
        case .tabButton: entry.id.hasSuffix("more-tab") ? nil : selectedTab?.symbol
        case .overflowButton, .backButton: nil
        }
    }

    func badge(for entry: PlacedEntry) -> Badge? {
        switch entry.kind {
        case .item: item(entry.id)?.badge
        case .tab: tab(entry.id)?.badge
        case .tabButton, .overflowButton, .backButton: nil
        }
    }

    /// Which of the vertical strip's groups (P18) an entry belongs to, for drawing the groups apart.
    func group(for entry: PlacedEntry) -> EntryGroup {
        switch entry.kind {
        case .backButton: return .navigation
        case .overflowButton: return .toolbar
        case .tab, .tabButton: return .tabs
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
