import BarModel
import BarSolver

/// Small builders for screens in tests: one line per item or tab.
enum Fixtures {
    static func item(
        _ id: String, symbol: String? = "circle", placement: ItemPlacement = .automatic, axis: AxisBehavior = .automatic,
        priority: VisibilityPriority = .automatic, view: ItemView = .label, group: String? = nil,
        inMenu: Bool = false, badge: Badge? = nil
    ) -> ToolbarItem {
        ToolbarItem(
            id: id, title: id.prefix(1).uppercased() + id.dropFirst(), symbol: symbol, placement: placement, axis: axis, priority: priority, badge: badge,
            view: view, groupID: group, isInOverflowMenu: inMenu)
    }

    static func tab(_ id: String, symbol: String? = "square", content: Container? = nil) -> Tab {
        Tab(id: id, title: id.prefix(1).uppercased() + id.dropFirst(), symbol: symbol, content: content)
    }

    /// Items named `prefix0`, `prefix1`, … with symbols and default settings.
    static func items(_ count: Int, prefix: String = "item") -> [ToolbarItem] {
        (0..<count).map { item("\(prefix)\($0)") }
    }

    static func stackScreen(
        _ items: [ToolbarItem], groups: [ToolbarGroup] = [], spacers: [ToolbarSpacer] = [], hasBackButton: Bool = false,
        settings: ScreenSettings = ScreenSettings(), navigationBar: NavigationBarVisibility? = nil,
        handMadeBars: [HandMadeBar] = []
    ) -> Screen {
        Screen(
            id: "screen", settings: settings,
            root: .stack(
                NavigationStack(
                    title: "Screen", hasBackButton: hasBackButton, navigationBar: navigationBar,
                    toolbar: Toolbar(items: items, groups: groups, spacers: spacers))),
            handMadeBars: handMadeBars)
    }

    static func tabScreen(
        tabs: [Tab], selected: String, style: TabView.Style = .tabBar, settings: ScreenSettings = ScreenSettings()
    ) -> Screen {
        Screen(id: "tabs", settings: settings, root: .tabView(TabView(tabs: tabs, selectedTabID: selected, style: style)))
    }

    static func solve(
        _ screen: Screen, _ posture: String, device: Device = BuiltInDevices.iphoneDuo, direction: LayoutDirection? = nil
    ) -> Placement {
        DuoSample.solve(screen, posture, device: device, direction: direction)
    }

    /// Every posture of every built-in device, with and without each obstruction.
    static var allSelections: [(Device, String)] {
        BuiltInDevices.all.flatMap { device in
            device.postures.flatMap { posture in
                [(device, posture.id)] + device.obstructions.map { (device, "\(posture.id)+\($0.id)") }
                    + [(device, "\(posture.id)+" + device.obstructions.map(\.id).joined(separator: "+"))]
            }
        }
    }
}
