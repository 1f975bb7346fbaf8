import BarDiagnostics

/// What owns a screen's bars. Only navigation containers move bars into the vertical strip (P5).
public indirect enum Container: Sendable, Hashable {
    case stack(NavigationStack)
    case tabView(TabView)
    case splitView(SplitView)
    case sheet(Sheet)

    public var settings: SettingsOverride {
        switch self {
        case .stack(let stack): stack.settings
        case .tabView(let tabs): tabs.settings
        case .splitView(let split): split.settings
        case .sheet(let sheet): sheet.settings
        }
    }

    public var range: SourceRange {
        switch self {
        case .stack(let stack): stack.range
        case .tabView(let tabs): tabs.range
        case .splitView(let split): split.range
        case .sheet(let sheet): sheet.range
        }
    }
}

/// A navigation stack (`NavigationStack`, `UINavigationController`) showing one screen with its toolbar.
public struct NavigationStack: Sendable, Hashable {
    public var title: String?
    /// The top view was pushed, so the system adds a back button first in the bar (P18).
    public var hasBackButton: Bool
    public var navigationBar: NavigationBarVisibility?
    public var toolbar: Toolbar
    public var inspector: Inspector?
    public var settings: SettingsOverride
    public var range: SourceRange

    public init(
        title: String? = nil, hasBackButton: Bool = false, navigationBar: NavigationBarVisibility? = nil,
        toolbar: Toolbar = Toolbar(), inspector: Inspector? = nil, settings: SettingsOverride = SettingsOverride(),
        range: SourceRange = .at(0)
    ) {
        self.title = title
        self.hasBackButton = hasBackButton
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.inspector = inspector
        self.settings = settings
        self.range = range
    }
}

/// A tab view and its tabs; only the selected tab's content is on screen.
public struct TabView: Sendable, Hashable {
    /// P11: `sidebar-adaptable` may show a sidebar on the inner display; on iPhone it resolves to the tab bar.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case tabBar = "tab-bar"
        case sidebarAdaptable = "sidebar-adaptable"
    }

    public var tabs: [Tab]
    public var selectedTabID: String
    public var style: Style
    public var settings: SettingsOverride
    public var range: SourceRange

    public init(tabs: [Tab], selectedTabID: String, style: Style = .tabBar, settings: SettingsOverride = SettingsOverride(), range: SourceRange = .at(0)) {
        self.tabs = tabs
        self.selectedTabID = selectedTabID
        self.style = style
        self.settings = settings
        self.range = range
    }

    public var selectedTab: Tab? { tabs.first { $0.id == selectedTabID } }
}

/// One tab: its button, and optionally the screen it shows when selected.
public struct Tab: Sendable, Hashable, Identifiable {
    public var id: String
    public var title: String?
    public var symbol: String?
    /// An image of the app's own shown instead of a symbol (`image`); a tab gives one or the other.
    public var image: String?
    public var badge: Badge?
    public var content: Container?
    public var settings: SettingsOverride
    public var range: SourceRange
    public var nameRange: SourceRange

    public init(
        id: String, title: String? = nil, symbol: String? = nil, image: String? = nil, badge: Badge? = nil, content: Container? = nil,
        settings: SettingsOverride = SettingsOverride(), range: SourceRange = .at(0), nameRange: SourceRange? = nil
    ) {
        self.id = id
        self.title = title
        self.symbol = symbol
        self.image = image
        self.badge = badge
        self.content = content
        self.settings = settings
        self.range = range
        self.nameRange = nameRange ?? range
    }

    public var displayName: String { title ?? id }

    /// Whether the tab's button shows an icon: a symbol or an image.
    public var hasIcon: Bool { symbol != nil || image != nil }
}

/// A split view (`NavigationSplitView`, `UISplitViewController`): two or three columns, each with its own bar.
public struct SplitView: Sendable, Hashable {
    public var sidebar: Column
    public var content: Column?
    public var detail: Column
    /// The column a collapsed split view (outer display, P7) shows.
    public var compactColumn: Column.Role
    public var settings: SettingsOverride
    public var range: SourceRange

    public init(
        sidebar: Column, content: Column? = nil, detail: Column, compactColumn: Column.Role = .detail,
        settings: SettingsOverride = SettingsOverride(), range: SourceRange = .at(0)
    ) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.compactColumn = compactColumn
        self.settings = settings
        self.range = range
    }

    /// Leading to trailing.
    public var columns: [Column] { [sidebar] + (content.map { [$0] } ?? []) + [detail] }
}

/// One column of a split view.
public struct Column: Sendable, Hashable {
    public enum Role: String, Sendable, Hashable, CaseIterable {
        case sidebar
        case content
        case detail
    }

    public var role: Role
    public var title: String?
    public var toolbar: Toolbar
    public var inspector: Inspector?
    public var settings: SettingsOverride
    public var range: SourceRange

    public init(
        role: Role, title: String? = nil, toolbar: Toolbar = Toolbar(), inspector: Inspector? = nil,
        settings: SettingsOverride = SettingsOverride(), range: SourceRange = .at(0)
    ) {
        self.role = role
        self.title = title
        self.toolbar = toolbar
        self.inspector = inspector
        self.settings = settings
        self.range = range
    }
}

/// An inspector: a trailing column in regular width, a sheet in compact width; its items stay horizontal (P8).
public struct Inspector: Sendable, Hashable {
    public var title: String?
    public var toolbar: Toolbar
    /// Whether it is open in the state being predicted.
    public var isPresented: Bool
    public var range: SourceRange

    public init(title: String? = nil, toolbar: Toolbar = Toolbar(), isPresented: Bool = true, range: SourceRange = .at(0)) {
        self.title = title
        self.toolbar = toolbar
        self.isPresented = isPresented
        self.range = range
    }
}

/// A sheet and the edge it is presented from on the inner display (P9).
public struct Sheet: Sendable, Hashable {
    public enum Placement: String, Sendable, Hashable, CaseIterable {
        case center
        case leading
        case trailing
    }

    public var placement: Placement
    public var title: String?
    public var toolbar: Toolbar
    public var settings: SettingsOverride
    public var range: SourceRange

    public init(placement: Placement = .center, title: String? = nil, toolbar: Toolbar = Toolbar(), settings: SettingsOverride = SettingsOverride(), range: SourceRange = .at(0)) {
        self.placement = placement
        self.title = title
        self.toolbar = toolbar
        self.settings = settings
        self.range = range
    }
}
