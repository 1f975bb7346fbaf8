import BarModel

/// A screen's declarations flattened for comparison: every container with its settings, every toolbar with its
/// item order, every item and tab with its attributes, each under a stable path (`tab toolbar › stack`).
///
/// Values are rendered to the spelling of the language (`prefers-toolbar-items`, `lower-than-high`) so changes
/// read like the spec; an attribute left to inherit reads `inherit`, an absent one `none`.
struct DeclarationIndex {
    /// One named thing with ordered attributes.
    struct Subject {
        var name: String
        var attributes: [(name: String, value: String)]
        /// The title people see (items and tabs), compared separately as a rename.
        var title: String?
    }

    var screen: Subject
    /// Containers, inspectors, hand-made bars and groups, in declaration order.
    var containers: [Subject] = []
    /// Declared order of items in each toolbar and of tabs in each tab view: (subject, ids).
    var orders: [(name: String, ids: [String])] = []
    /// Items and tabs in declaration order; `key` is kind and id.
    var entries: [(key: EntryKey, subject: Subject)] = []

    init(_ screen: Screen) {
        let settings = screen.settings
        self.screen = Subject(
            name: "screen",
            attributes: [
                ("title", Self.quoted(screen.title)),
                ("sdk", settings.sdk.description),
                ("vertical-behavior", settings.verticalBehavior.rawValue),
                ("compression", settings.compression.rawValue),
                ("immersive", Self.yesNo(settings.immersive)),
                ("layout-direction", settings.layoutDirection.rawValue),
                ("navigation-bar", settings.navigationBar.rawValue),
                ("device", settings.device ?? "none"),
                ("root", Self.kind(of: screen.root)),
            ])
        visit(screen.root, path: Self.kind(of: screen.root))
        for bar in screen.handMadeBars {
            let path = "hand-made-bar \(bar.id)"
            containers.append(Subject(name: path, attributes: [("edge", bar.edge.rawValue)]))
            visit(bar.toolbar, path: path)
        }
    }

    static func kind(of container: Container) -> String {
        switch container {
        case .stack: "stack"
        case .tabView: "tab-view"
        case .splitView: "split-view"
        case .sheet: "sheet"
        }
    }

    private mutating func visit(_ container: Container, path: String) {
        switch container {
        case .stack(let stack):
            containers.append(
                Subject(
                    name: path,
                    attributes: [
                        ("title", Self.quoted(stack.title)),
                        ("back-button", Self.yesNo(stack.hasBackButton)),
                        ("navigation-bar", stack.navigationBar?.rawValue ?? "inherit"),
                    ] + Self.overrides(stack.settings)))
            visit(stack.toolbar, path: path)
            if let inspector = stack.inspector { visit(inspector, path: path) }
        case .tabView(let tabs):
            containers.append(
                Subject(
                    name: path,
                    attributes: [("selected", tabs.selectedTabID), ("style", tabs.style.rawValue)]
                        + Self.overrides(tabs.settings)))
            orders.append(("tabs of \(path)", tabs.tabs.map(\.id)))
            for tab in tabs.tabs {
                let name = "tab \(tab.id)"
                entries.append(
                    (
                        EntryKey(kind: .tab, id: tab.id),
                        Subject(
                            name: name,
                            attributes: [
                                ("symbol", Self.quoted(tab.symbol)),
                                ("badge", tab.badge.map { "\($0)" } ?? "none"),
                                ("content", tab.content.map(Self.kind(of:)) ?? "none"),
                            ] + Self.overrides(tab.settings),
                            title: tab.title)
                    ))
                if let content = tab.content { visit(content, path: "\(name) › \(Self.kind(of: content))") }
            }
        case .splitView(let split):
            containers.append(
                Subject(
                    name: path,
                    attributes: [
                        ("columns", split.columns.map(\.role.rawValue).joined(separator: ", ")),
                        ("compact-column", split.compactColumn.rawValue),
                    ] + Self.overrides(split.settings)))
            for column in split.columns {
                let columnPath = "\(path) › \(column.role.rawValue)"
                containers.append(
                    Subject(name: columnPath, attributes: [("title", Self.quoted(column.title))] + Self.overrides(column.settings)))
                visit(column.toolbar, path: columnPath)
                if let inspector = column.inspector { visit(inspector, path: columnPath) }
            }
        case .sheet(let sheet):
            containers.append(
                Subject(
                    name: path,
                    attributes: [("placement", sheet.placement.rawValue), ("title", Self.quoted(sheet.title))]
                        + Self.overrides(sheet.settings)))
            visit(sheet.toolbar, path: path)
        }
    }

    private mutating func visit(_ inspector: Inspector, path: String) {
        let inspectorPath = "\(path) › inspector"
        containers.append(
            Subject(
                name: inspectorPath,
                attributes: [("title", Self.quoted(inspector.title)), ("presented", Self.yesNo(inspector.isPresented))]))
        visit(inspector.toolbar, path: inspectorPath)
    }

    private mutating func visit(_ toolbar: Toolbar, path: String) {
        let toolbarPath = "\(path) › toolbar"
        for group in toolbar.groups {
            containers.append(Subject(name: "\(toolbarPath) › group \(group.id)", attributes: [("priority", group.priority.description)]))
        }
        if !toolbar.spacers.isEmpty {
            let spacers = toolbar.spacers.map { spacer -> String in
                let position = spacer.beforeItemIndex < toolbar.items.count ? "before \(toolbar.items[spacer.beforeItemIndex].id)" : "at the end"
                return "\(spacer.kind.rawValue) \(position)"
            }
            containers.append(Subject(name: toolbarPath, attributes: [("spacers", spacers.joined(separator: ", "))]))
        }
        orders.append(("items of \(toolbarPath)", toolbar.items.map(\.id)))
        for item in toolbar.items {
            entries.append((EntryKey(kind: .item, id: item.id), Self.subject(item, in: toolbarPath)))
        }
    }

    private static func subject(_ item: ToolbarItem, in toolbarPath: String) -> Subject {
        var attributes: [(String, String)] = [
            ("placement", item.placement.rawValue),
            ("axis", item.axis.rawValue),
            ("priority", item.priority.description),
            ("symbol", quoted(item.symbol)),
            ("badge", item.badge.map { "\($0)" } ?? "none"),
            ("view", item.view.rawValue),
            ("alternate-title", quoted(item.alternateTitle)),
            ("alternate-symbol", quoted(item.alternateSymbol)),
            ("group", item.groupID ?? "none"),
            ("overflow-menu", yesNo(item.isInOverflowMenu)),
            ("declared in", toolbarPath),
        ]
        if item.isMenu || !item.menuEntries.isEmpty {
            attributes.append(("menu", item.menuEntries.map { quoted($0.title ?? $0.id) }.joined(separator: ", ")))
        } else {
            attributes.append(("menu", "none"))
        }
        return Subject(name: "item \(item.id)", attributes: attributes, title: item.title)
    }

    private static func overrides(_ settings: SettingsOverride) -> [(String, String)] {
        [
            ("vertical-behavior", settings.verticalBehavior?.rawValue ?? "inherit"),
            ("compression", settings.compression?.rawValue ?? "inherit"),
        ]
    }

    static func quoted(_ text: String?) -> String {
        guard let text else { return "none" }
        return "\"\(text)\""
    }

    static func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }
}
