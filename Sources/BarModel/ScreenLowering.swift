import BarDiagnostics
import BarSyntax

/// Lowers `screen` blocks and everything in them: containers, tabs, columns, toolbars and items.
struct ScreenLowering {
    let sink: DiagnosticSink
    /// Every id declared in the screen (items, menus, tabs, groups, hand-made bars): one namespace, so any
    /// command can name any entry unambiguously.
    private let ids: IDRegistry

    /// `source` is the file's bytes, which the ids are read from.
    init(sink: DiagnosticSink, source: [UInt8]) {
        self.sink = sink
        ids = IDRegistry(source: source)
    }

    func screen(_ block: Block) -> Screen? {
        let reader = BlockReader(block, sink: sink)
        guard let name = reader.name() else { return nil }
        var settings = ScreenSettings()
        if let value = reader.choice(.verticalBehavior, VerticalBehavior.self) { settings.verticalBehavior = value }
        if let value = reader.choice(.compression, Compression.self) { settings.compression = value }
        if let value = reader.bool(.immersive) { settings.immersive = value }
        if let value = reader.choice(.layoutDirection, LayoutDirection.self) { settings.layoutDirection = value }
        if let value = reader.choice(.navigationBar, NavigationBarVisibility.self) { settings.navigationBar = value }
        if let sdk = reader.attribute(.sdk)?.value {
            if let version = SDKVersion(parsing: sdk.text), !sdk.isIdentifier {
                settings.sdk = version
            } else {
                sink.error(.invalidValue, "'\(sdk.text)' is not an SDK version; write it as sdk: 27.1", at: sdk.range)
            }
        }
        var deviceRange: SourceRange?
        if let device = reader.reference(.device) {
            settings.device = device.text
            deviceRange = device.range
        }
        var handMadeBars: [HandMadeBar] = []
        for child in reader.children(.handMadeBar) {
            if let bar = handMadeBar(reader.reader(child)) { handMadeBars.append(bar) }
        }
        let containerBlock = reader.single(Self.containers, what: "container")
        guard let containerBlock else {
            sink.error(.missingContainer, "screen '\(name.text)' has no container; add one of: stack, tab-view, split-view, sheet", at: name.range)
            return nil
        }
        guard let root = container(reader, containerBlock) else { return nil }
        var screen = Screen(
            id: name.text, title: reader.string(.title), settings: settings, root: root, handMadeBars: handMadeBars,
            range: block.range, nameRange: name.range)
        screen.deviceRange = deviceRange
        return screen
    }

    // MARK: Containers

    private static let containers: [Word] = [.stack, .tabView, .splitView, .sheet]
    private static let tabContents: [Word] = [.stack, .splitView]

    /// The container `child` of the block `parent` reads.
    private func container(_ parent: BlockReader, _ child: BlockReader.Child) -> Container? {
        let reader = parent.reader(child)
        return switch child.word {
        case .stack: stack(reader).map(Container.stack)
        case .tabView: tabView(reader).map(Container.tabView)
        case .splitView: splitView(reader).map(Container.splitView)
        case .sheet: sheet(reader).map(Container.sheet)
        default: nil
        }
    }

    private func stack(_ reader: BlockReader) -> NavigationStack? {
        let block = reader.block
        reader.refuseName()
        let toolbar = reader.single(.toolbar, what: "toolbar").map { self.toolbar(reader.reader($0)) } ?? Toolbar()
        let inspector = reader.single(.inspector, what: "inspector").map { self.inspector(reader.reader($0)) }
        return NavigationStack(
            title: reader.string(.title), hasBackButton: reader.bool(.backButton) ?? false,
            navigationBar: reader.choice(.navigationBar, NavigationBarVisibility.self), toolbar: toolbar,
            inspector: inspector, settings: reader.settings(), range: block.range)
    }

    private func tabView(_ reader: BlockReader) -> TabView? {
        let block = reader.block
        reader.refuseName()
        var tabs: [Tab] = []
        for child in reader.children(.tab) {
            appendTab(reader.reader(child), to: &tabs)
        }
        if reader.children(.tab).isEmpty {
            sink.error(.emptyTabView, "tab view has no tabs; add 'tab <id> { title: \"…\" symbol: \"…\" }'", at: block.keyword.range)
        }
        var selected = tabs.first?.id ?? ""
        if let reference = reader.reference(.selected) {
            if tabs.contains(where: { $0.id == reference.text }) {
                selected = reference.text
            } else if !tabs.isEmpty {
                let names = tabs.map(\.id)
                sink.error(.unknownReference, "no tab '\(reference.text)' in this tab view; tabs are: \(names.joined(separator: ", "))\(Suggestion.didYouMean(reference.text, in: names))", at: reference.range, fixIt: Suggestion.closest(to: reference.text, in: names).map { .init("replace with '\($0)'", replacing: reference.range, with: $0) })
            }
        }
        return TabView(tabs: tabs, selectedTabID: selected, style: reader.choice(.style, TabView.Style.self) ?? .tabBar, settings: reader.settings(), range: block.range)
    }

    /// Appends the tab `reader` reads to `tabs`, unless its id is missing, malformed or taken; appended where it
    /// is built, as items are (`appendItem`).
    private func appendTab(_ reader: BlockReader, to tabs: inout [Tab]) {
        let block = reader.block
        guard let name = reader.name(), register(name.text, name.range, isEntry: true) else { return }
        let contentBlock = reader.single(Self.tabContents, what: "content")
        let (symbol, image) = icon(reader, of: "tab", named: name.text)
        tabs.append(Tab(
            id: name.text, title: reader.string(.title), symbol: symbol, image: image, badge: reader.badge(.badge),
            content: contentBlock.flatMap { container(reader, $0) }, settings: reader.settings(), range: block.range, nameRange: name.range))
    }

    private func splitView(_ reader: BlockReader) -> SplitView? {
        let block = reader.block
        reader.refuseName()
        let sidebar = reader.single(.sidebar, what: "sidebar").map { column(reader.reader($0), role: .sidebar) }
        let content = reader.single(.content, what: "content column").map { column(reader.reader($0), role: .content) }
        let detail = reader.single(.detail, what: "detail column").map { column(reader.reader($0), role: .detail) }
        guard let sidebar, let detail else {
            let missing = [sidebar == nil ? "sidebar" : nil, detail == nil ? "detail" : nil].compactMap { $0 }
            sink.error(.missingColumn, "split view needs a \(missing.joined(separator: " and a ")) column; add '\(missing[0]) { … }'", at: block.keyword.range)
            return nil
        }
        var compact = reader.choice(.compactColumn, Column.Role.self) ?? .detail
        if compact == .content, content == nil, let range = reader.range(of: .compactColumn) {
            sink.error(.unknownReference, "compact-column is 'content' but this split view has no content column; add 'content { … }' or use compact-column: sidebar or detail", at: range)
            compact = .detail
        }
        return SplitView(sidebar: sidebar, content: content, detail: detail, compactColumn: compact, settings: reader.settings(), range: block.range)
    }

    private func column(_ reader: BlockReader, role: Column.Role) -> Column {
        reader.refuseName()
        return Column(
            role: role, title: reader.string(.title),
            toolbar: reader.single(.toolbar, what: "toolbar").map { toolbar(reader.reader($0)) } ?? Toolbar(),
            inspector: reader.single(.inspector, what: "inspector").map { inspector(reader.reader($0)) },
            settings: reader.settings(), range: reader.block.range)
    }

    private func sheet(_ reader: BlockReader) -> Sheet? {
        reader.refuseName()
        return Sheet(
            placement: reader.choice(.placement, Sheet.Placement.self) ?? .center, title: reader.string(.title),
            toolbar: reader.single(.toolbar, what: "toolbar").map { toolbar(reader.reader($0)) } ?? Toolbar(),
            settings: reader.settings(), range: reader.block.range)
    }

    private func inspector(_ reader: BlockReader) -> Inspector {
        reader.refuseName()
        return Inspector(
            title: reader.string(.title), toolbar: reader.single(.toolbar, what: "toolbar").map { toolbar(reader.reader($0)) } ?? Toolbar(),
            isPresented: reader.bool(.presented) ?? true, range: reader.block.range)
    }

    private func handMadeBar(_ reader: BlockReader) -> HandMadeBar? {
        let block = reader.block
        guard let name = reader.name(), register(name.text, name.range) else { return nil }
        var builder = ToolbarBuilder()
        content(of: reader, into: &builder, group: nil, inOverflowMenu: false)
        guard let edge = reader.choice(.edge, HandMadeBar.Edge.self) else {
            if !reader.has(.edge) {
                sink.error(.missingAttribute, "hand-made bar '\(name.text)' needs an edge: top or bottom", at: name.range, fixIt: .init("add 'edge: bottom'", replacing: .at(block.body?.openBrace.end ?? name.range.end), with: " edge: bottom"))
            }
            return nil
        }
        return HandMadeBar(id: name.text, edge: edge, toolbar: builder.toolbar(range: block.range), range: block.range)
    }

    // MARK: Toolbars

    /// Accumulates a toolbar's flattened content in declaration order.
    private struct ToolbarBuilder {
        var items: [ToolbarItem] = []
        var groups: [ToolbarGroup] = []
        var spacers: [ToolbarSpacer] = []

        func toolbar(range: SourceRange?) -> Toolbar { Toolbar(items: items, groups: groups, spacers: spacers, range: range) }
    }

    private func toolbar(_ reader: BlockReader) -> Toolbar {
        reader.refuseName()
        var builder = ToolbarBuilder()
        builder.items.reserveCapacity(itemCapacity(reader))
        content(of: reader, into: &builder, group: nil, inOverflowMenu: false)
        return builder.toolbar(range: reader.block.range)
    }

    /// About how many items `content` finds in a toolbar: its items and menus, and every statement of its
    /// groups and overflow menus (which hold items). Reserved up front, a toolbar's list of items is not copied
    /// into ever larger buffers as it grows, item by item (3 % of lowering).
    private func itemCapacity(_ reader: BlockReader) -> Int {
        var count = 0
        for entry in reader.children {
            switch entry.word {
            case .item, .menu: count += 1
            case .group, .overflowMenu: count += reader.block(entry).statementCount
            default: continue
            }
        }
        return count
    }

    private func content(of reader: BlockReader, into builder: inout ToolbarBuilder, group: String?, inOverflowMenu: Bool) {
        for entry in reader.children {
            switch entry.word {
            case .item, .menu:
                appendItem(reader.reader(entry), group: group, inOverflowMenu: inOverflowMenu, to: &builder.items)
            case .spacer:
                spacer(reader.reader(entry), into: &builder)
            case .group:
                let groupReader = reader.reader(entry)
                guard let name = groupReader.name(), register(name.text, name.range) else { continue }
                builder.groups.append(ToolbarGroup(id: name.text, priority: groupReader.priority(.priority) ?? .automatic, range: groupReader.block.range))
                content(of: groupReader, into: &builder, group: name.text, inOverflowMenu: inOverflowMenu)
            case .overflowMenu:
                let menuReader = reader.reader(entry)
                menuReader.refuseName()
                content(of: menuReader, into: &builder, group: group, inOverflowMenu: true)
            default:
                continue
            }
        }
    }

    /// `reader` has reported anything written inside the spacer's braces.
    private func spacer(_ reader: BlockReader, into builder: inout ToolbarBuilder) {
        let block = reader.block
        let kinds = ToolbarSpacer.Kind.allCases.map(\.rawValue)
        guard let label = block.label else {
            sink.error(.missingName, "a spacer is 'spacer fixed' or 'spacer flexible'", at: block.keyword.range, fixIt: .init("insert 'fixed'", replacing: .at(block.keyword.range.end), with: " fixed"))
            return
        }
        guard label.isIdentifier, let kind = ToolbarSpacer.Kind(rawValue: label.text) else {
            sink.error(.invalidValue, "'\(label.text)' is not a spacer kind; write 'spacer fixed' or 'spacer flexible'\(Suggestion.didYouMean(label.text, in: kinds))", at: label.range)
            return
        }
        builder.spacers.append(ToolbarSpacer(kind: kind, range: block.range, beforeItemIndex: builder.items.count))
    }

    /// Appends the item or menu `reader` reads to `items`, unless its id is missing, malformed or taken.
    /// Appended where it is built: returned as an optional, each item was copied through the
    /// optional on its way to the toolbar, a few hundred instructions an item.
    private func appendItem(_ reader: BlockReader, group: String?, inOverflowMenu: Bool, to items: inout [ToolbarItem]) {
        let block = reader.block
        guard let name = reader.name(), register(name.text, name.range, isEntry: true) else { return }
        let isMenu = reader.word == .menu
        var entries: [ToolbarItem] = []
        if isMenu {
            for child in reader.children(.item) {
                appendItem(reader.reader(child), group: nil, inOverflowMenu: false, to: &entries)
            }
        }
        let placement = reader.choice(.placement, ItemPlacement.self) ?? .automatic
        if inOverflowMenu, placement == .pinnedTrailing, let range = reader.range(of: .placement) {
            sink.error(.pinnedInOverflowMenu, "item '\(name.text)' is pinned but sits in the overflow menu, and a pinned item is never in the overflow menu; move it out of 'overflow-menu' or remove 'placement: pinned-trailing'", at: range)
        }
        let view = reader.choice(.view, ItemView.self) ?? .label
        let (symbol, image) = icon(reader, of: isMenu ? "menu" : "item", named: name.text)
        items.append(ToolbarItem(
            id: name.text, title: reader.string(.title), symbol: symbol, placement: placement,
            axis: reader.choice(.axis, AxisBehavior.self) ?? .automatic, priority: reader.priority(.priority) ?? .automatic,
            badge: reader.badge(.badge), view: view, alternateTitle: reader.string(.alternateTitle),
            alternateSymbol: reader.string(.alternateSymbol), image: image, menuEntries: entries, isMenu: isMenu, groupID: group,
            isInOverflowMenu: inOverflowMenu, range: block.range, nameRange: name.range))
    }

    /// The symbol and the image an item or tab gives. A label shows one icon; given both, the code's choice
    /// cannot be told, so neither is guessed: the error asks for one of the two, and the entry keeps its image.
    /// The message is put together only for that error: this runs for every item and tab of a spec.
    private func icon(_ reader: BlockReader, of keyword: String, named name: String) -> (symbol: String?, image: String?) {
        let symbol = reader.string(.symbol)
        let image = reader.string(.image)
        guard symbol != nil, image != nil, let range = reader.range(of: .image) else { return (symbol, image) }
        sink.error(.symbolAndImage, "\(keyword) '\(name)' has both a symbol and an image, and a label shows one icon; remove 'symbol' or 'image'", at: range)
        return (nil, image)
    }

    /// Records an id, reporting a duplicate. Returns false when the id was already taken. An item's or tab's
    /// id may not be one the system gives its own controls (`SystemEntryIDs`); that is reported, and the
    /// declaration is kept so nothing else about it is lost.
    private func register(_ id: String, _ range: SourceRange, isEntry: Bool = false) -> Bool {
        let first: SourceRange?
        if isEntry {
            let entry = ids.registerEntry(id, at: range)
            if entry.isReserved {
                sink.error(.reservedId, "id '\(id)' is the id of a control the system adds to the bars; rename it (for example '\(id)-action'). Reserved: \(SystemEntryIDs.listed)", at: range)
            }
            first = entry.first
        } else {
            first = ids.register(id, at: range)
        }
        if let first {
            sink.error(.duplicateId, "id '\(id)' is already used in this screen; ids must be unique so other commands can name each entry", at: range, notes: [.init("first used here", at: first)])
            return false
        }
        return true
    }
}
