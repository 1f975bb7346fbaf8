import BarModel
import BarSolver

/// The sample app's Toolbar screen from the platform reference (§9), built in Swift: a tab view of five tabs
/// with "Toolbar" selected, whose stack declares the six observed items and one overflow-menu item.
enum DuoSample {
    static let itemIDs = ["automatic", "horizontal", "vertical", "share", "delete", "done", "export"]
    static let tabIDs = ["hinge", "layout", "arrangement", "regions", "toolbar"]

    static var toolbar: Toolbar {
        Toolbar(items: [
            ToolbarItem(id: "automatic", title: "Automatic", symbol: "a.circle", placement: .primary, axis: .automatic),
            ToolbarItem(id: "horizontal", title: "Horizontal Only", symbol: "arrow.left.and.right", axis: .horizontalOnly),
            ToolbarItem(id: "vertical", title: "Vertical Preferred", symbol: "arrow.up.and.down", axis: .verticalPreferred),
            ToolbarItem(id: "share", title: "Share", symbol: "square.and.arrow.up", priority: .high),
            ToolbarItem(id: "delete", title: "Delete", symbol: "trash", priority: .low),
            ToolbarItem(id: "done", title: "Done", symbol: "checkmark", placement: .pinnedTrailing),
            ToolbarItem(id: "export", title: "Export", symbol: "square.and.arrow.down", isInOverflowMenu: true),
        ])
    }

    static func screen(
        verticalBehavior: VerticalBehavior = .automatic, compression: Compression = .automatic,
        layoutDirection: LayoutDirection = .ltr
    ) -> Screen {
        let stack = NavigationStack(title: "Toolbar", toolbar: toolbar)
        let tabs = [
            Tab(id: "hinge", title: "Hinge", symbol: "rectangle.portrait.split.2x1"),
            Tab(id: "layout", title: "Layout", symbol: "square.grid.2x2"),
            Tab(id: "arrangement", title: "Arrangement", symbol: "rectangle.3.group"),
            Tab(id: "regions", title: "Regions", symbol: "square.dashed"),
            Tab(id: "toolbar", title: "Toolbar", symbol: "menubar.rectangle", content: .stack(stack)),
        ]
        return Screen(
            id: "toolbar-sample", title: "Toolbar",
            settings: ScreenSettings(verticalBehavior: verticalBehavior, compression: compression, layoutDirection: layoutDirection),
            root: .tabView(TabView(tabs: tabs, selectedTabID: "toolbar")))
    }

    static func solve(_ screen: Screen, _ posture: String, device: Device = BuiltInDevices.iphoneDuo, direction: LayoutDirection? = nil) -> Placement {
        guard case .success(let selection) = PostureSelection.parse(posture, device: device) else {
            fatalError("unknown posture \(posture) on \(device.id)")
        }
        return Solver.solve(screen, device: device, posture: selection, layoutDirection: direction)
    }
}

/// Short views of a placement for assertions.
extension Placement {
    /// Ids of the entries in one bar or menu, in display order (`…` for overflow buttons).
    func ids(in barID: String) -> [String] {
        entries(in: barID).map { $0.kind == .overflowButton ? "…" : $0.id }
    }

    /// Ids of the entries with this placement, in the order of `entries`.
    func ids(_ bar: BarKind) -> [String] { entries(bar).map(\.id) }
}
