import BarModel
import BarSyntax

/// A screen's declarations flattened for comparison: every container with its settings, every toolbar with its
/// item order, every item and tab with its attributes, each under the stable name the screen's `ScreenOutline`
/// gives its place (`tab toolbar › stack`). The outline decides the order; this only spells each node.
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
        let outline = ScreenOutline(screen)
        for node in outline.nodes { add(node) }
    }

    static func kind(of container: Container) -> String { ScreenOutline.kind(of: container) }

    /// One node of the outline: its subject, then the toolbar it declares.
    private mutating func add(_ node: ScreenOutline.Node) {
        let path = node.name
        switch node.element {
        case .container(.stack(let stack)):
            containers.append(
                Subject(
                    name: path,
                    attributes: [
                        ("title", Self.quoted(stack.title)),
                        ("back-button", Self.yesNo(stack.hasBackButton)),
                        ("navigation-bar", stack.navigationBar?.rawValue ?? "inherit"),
                    ] + Self.overrides(stack.settings)))
        case .container(.tabView(let tabs)):
            containers.append(
                Subject(
                    name: path,
                    attributes: [("selected", tabs.selectedTabID), ("style", tabs.style.rawValue)]
                        + Self.overrides(tabs.settings)))
            orders.append(("tabs of \(path)", tabs.tabs.map(\.id)))
        case .tab(let tab):
            entries.append(
                (
                    EntryKey(kind: .tab, id: tab.id),
                    Subject(
                        name: path,
                        attributes: [
                            ("symbol", Self.quoted(tab.symbol)),
                            ("image", Self.quoted(tab.image)),
                            ("badge", tab.badge.map { "\($0)" } ?? "none"),
                            ("content", tab.content.map(Self.kind(of:)) ?? "none"),
                        ] + Self.overrides(tab.settings),
                        title: tab.title)
                ))
        case .container(.splitView(let split)):
            containers.append(
                Subject(
                    name: path,
                    attributes: [
                        ("columns", split.columns.map(\.role.rawValue).joined(separator: ", ")),
                        ("compact-column", split.compactColumn.rawValue),
                    ] + Self.overrides(split.settings)))
        case .column(let column):
            containers.append(
                Subject(name: path, attributes: [("title", Self.quoted(column.title))] + Self.overrides(column.settings)))
        case .inspector(let inspector):
            containers.append(
                Subject(
                    name: path,
                    attributes: [("title", Self.quoted(inspector.title)), ("presented", Self.yesNo(inspector.isPresented))]))
        case .container(.sheet(let sheet)):
            containers.append(
                Subject(
                    name: path,
                    attributes: [("placement", sheet.placement.rawValue), ("title", Self.quoted(sheet.title))]
                        + Self.overrides(sheet.settings)))
        case .handMadeBar(let bar):
            containers.append(Subject(name: path, attributes: [("edge", bar.edge.rawValue)]))
        }
        if let toolbar = node.toolbar { add(toolbar, path: path) }
    }

    private mutating func add(_ toolbar: Toolbar, path: String) {
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
            ("image", quoted(item.image)),
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

    /// A title or symbol spelled as a spec writes it (`StringLiteral.encode`): quotes and backslashes escaped,
    /// control characters as `\u{…}`, so no byte of it acts on a terminal and `"A \"b\""` reads back.
    static func quoted(_ text: String?) -> String {
        guard let text else { return "none" }
        return StringLiteral.encode(text)
    }

    static func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }
}
