import BarModel

/// A screen as SwiftUI: an actions type, one `ToolbarContent` type per toolbar, one view per hand-made bar,
/// and a screen view that builds the containers (`NavigationStack`, `TabView` with `Tab`, `NavigationSplitView`,
/// inspectors) with their titles and bar settings, taking each pane's content from the app.
struct SwiftUIGenerator {
    let screen: Screen
    private var typeName: String { SwiftSpelling.type(screen.id) }
    private var actionsType: String { typeName + "Actions" }

    init(screen: Screen) { self.screen = screen }

    func file(header: [String]) -> String {
        var source = SwiftSource()
        for line in header { source.line(line) }
        source.line()
        source.line("import SwiftUI")
        source.line()
        writeActions(&source)
        writeScreenView(&source)
        for (path, toolbar) in toolbars() where !toolbar.items.isEmpty || !toolbar.spacers.isEmpty {
            source.line()
            writeToolbar(toolbar, path: path, into: &source)
        }
        for bar in screen.handMadeBars {
            source.line()
            writeHandMadeBar(bar, into: &source)
        }
        return source.text
    }

    // MARK: Actions

    private func writeActions(_ source: inout SwiftSource) {
        let items = ScreenItems.all(in: screen)
        source.doc("What the app does for the items of screen `\(screen.id)`: one member per item, named after its id.")
        source.block("struct \(actionsType) {") { source in
            for item in items where !item.isMenu {
                if item.view == .label {
                    source.line("var \(SwiftSpelling.member(item.id)): () -> Void")
                } else {
                    source.doc("The custom view of `\(item.id)` (`view: \(item.view.rawValue)`).")
                    source.line("var \(SwiftSpelling.member(item.id)): AnyView")
                }
            }
        }
    }

    // MARK: Toolbars

    /// Every toolbar of the screen with the path that names its type, in declaration order.
    private func toolbars() -> [(path: [String], toolbar: Toolbar)] {
        var result: [([String], Toolbar)] = []
        func walk(_ container: Container, _ path: [String]) {
            switch container {
            case .stack(let stack):
                result.append((path, stack.toolbar))
                if let inspector = stack.inspector { result.append((path + ["inspector"], inspector.toolbar)) }
            case .tabView(let tabs):
                for tab in tabs.tabs { if let content = tab.content { walk(content, path + [tab.id]) } }
            case .splitView(let split):
                for column in split.columns {
                    result.append((path + [column.role.rawValue], column.toolbar))
                    if let inspector = column.inspector {
                        result.append((path + [column.role.rawValue, "inspector"], inspector.toolbar))
                    }
                }
            case .sheet(let sheet):
                result.append((path, sheet.toolbar))
            }
        }
        walk(screen.root, [])
        return result
    }

    private func toolbarType(_ path: [String]) -> String {
        typeName + path.map(SwiftSpelling.type).joined() + "Toolbar"
    }

    private func writeToolbar(_ toolbar: Toolbar, path: [String], into source: inout SwiftSource) {
        let place = path.isEmpty ? "the screen's top view" : "`" + path.joined(separator: " › ") + "`"
        source.doc("The toolbar of \(place) in screen `\(screen.id)`.")
        source.block("struct \(toolbarType(path)): ToolbarContent {") { source in
            source.line("var actions: \(actionsType)")
            source.line()
            source.block("var body: some ToolbarContent {") { source in
                for entry in ToolbarEntry.entries(of: toolbar) { write(entry, into: &source) }
            }
        }
    }

    private func write(_ entry: ToolbarEntry, into source: inout SwiftSource) {
        switch entry {
        case .item(let item):
            notes(for: item, into: &source)
            let placement = item.placement == .automatic ? "" : "(placement: \(placement(item.placement)))"
            source.block("ToolbarItem\(placement) {") { source in control(item, into: &source) }
            contentModifiers(axis: item.axis, priority: item.priority, into: &source)
        case .group(let group, let members):
            let items = members.compactMap { if case .item(let item) = $0 { item } else { nil } }
            let placements = Set(items.map(\.placement))
            let axes = Set(items.map(\.axis))
            source.comment("group `\(group.id)`")
            if placements.count > 1 {
                source.comment("Its items ask for different placements; a ToolbarItemGroup has one, so each keeps its own below.")
                for item in items { write(.item(item), into: &source) }
                return
            }
            let groupPlacement = items.first?.placement ?? .automatic
            let placementText = groupPlacement == .automatic ? "" : "(placement: \(placement(groupPlacement)))"
            source.block("ToolbarItemGroup\(placementText) {") { source in
                for member in members {
                    switch member {
                    case .item(let item):
                        notes(for: item, into: &source)
                        if item.priority != .automatic {
                            source.comment("`\(item.id)` has priority \(item.priority) inside the group: SwiftUI sets visibility priority on toolbar content, not on a view inside a group.")
                        }
                        if axes.count > 1 && item.axis != .automatic {
                            source.comment("`\(item.id)` has axis \(item.axis.rawValue): SwiftUI sets the axis on toolbar content, not on a view inside a group.")
                        }
                        control(item, into: &source)
                    case .spacer(let kind):
                        source.comment("spacer \(kind.rawValue): a ToolbarSpacer is toolbar content and cannot stand inside a group.")
                    }
                }
            }
            contentModifiers(axis: axes.count == 1 ? axes.first! : .automatic, priority: group.priority, into: &source)
        case .spacer(let kind, let next):
            let sizing = "." + (PlatformAPI.spacers.spelling(of: kind, in: .swiftUI) ?? kind.rawValue)
            if let next, next != .automatic {
                source.line("ToolbarSpacer(\(sizing), placement: \(placement(next)))")
            } else {
                source.line("ToolbarSpacer(\(sizing))")
            }
        case .overflowMenu(let items):
            source.block("ToolbarOverflowMenu {") { source in
                for item in items {
                    notes(for: item, into: &source)
                    control(item, into: &source)
                }
            }
        }
    }

    private func placement(_ placement: ItemPlacement) -> String {
        "." + (PlatformAPI.placements.spelling(of: placement, in: .swiftUI) ?? placement.rawValue)
    }

    private func contentModifiers(axis: AxisBehavior, priority: VisibilityPriority, into source: inout SwiftSource) {
        if axis != .automatic {
            source.line(".axisBehavior(.\(PlatformAPI.axisBehaviors.spelling(of: axis, in: .swiftUI) ?? axis.rawValue))")
        }
        if priority != .automatic {
            source.line(".visibilityPriority(\(PlatformAPI.priorityExpression(priority, in: .swiftUI)))")
        }
    }

    /// Facts of the spec that no modifier states, as comments above the item.
    private func notes(for item: ToolbarItem, into source: inout SwiftSource) {
        if let alternate = item.alternateTitle {
            source.comment("`\(item.id)` switches its title to \(SwiftSpelling.literal(alternate)) (alternate-title); the app swaps the label.")
        }
        if let alternate = item.alternateSymbol {
            source.comment("`\(item.id)` switches its symbol to \(SwiftSpelling.literal(alternate)) (alternate-symbol); the app swaps the label.")
        }
        if item.view == .customVertical {
            source.comment("`\(item.id)` is a custom view with a layout for the vertical bar (view: custom-vertical); the app's view provides it.")
        }
    }

    /// The view of one item: a button, a menu of its entries, or the app's custom view.
    private func control(_ item: ToolbarItem, into source: inout SwiftSource) {
        let member = "actions." + SwiftSpelling.member(item.id)
        if item.view != .label {
            source.line(member)
            // A custom view's title is what VoiceOver says and the overflow menu shows: its accessibility label.
            if let title = item.title { source.indented { $0.line(".accessibilityLabel(\(SwiftSpelling.literal(title)))") } }
        } else if item.isMenu {
            menu(item, into: &source)
        } else {
            switch (item.title, item.symbol) {
            case (let title?, let symbol?):
                source.line("Button(\(SwiftSpelling.literal(title)), systemImage: \(SwiftSpelling.literal(symbol)), action: \(member))")
            case (nil, let symbol?):
                source.block("Button(action: \(member)) {") { source in
                    source.line("Image(systemName: \(SwiftSpelling.literal(symbol)))")
                }
            case (let title, nil) where item.image != nil:
                // An image of the app's own (`image`): a label with it, or the image alone.
                source.block("Button(action: \(member)) {") { source in source.line(Self.imageLabel(title: title, image: item.image!)) }
            case (let title?, nil):
                source.line("Button(\(SwiftSpelling.literal(title)), action: \(member))")
            case (nil, nil):
                source.comment(GeneratedLabel.emptyNote(item))
                source.line("Button(\"\", action: \(member))")
            }
        }
        if let badge = item.badge { source.indented { $0.line(".badge(\(badgeLiteral(badge)))") } }
    }

    /// A menu labelled as the spec labels it. A menu with only a symbol shows only the symbol
    /// (`Menu { … } label: { Image(systemName:) }`): its id is no text people read, so it never becomes a
    /// visible title — `bar import` would read that title back, and the wider label would move the menu.
    private func menu(_ item: ToolbarItem, into source: inout SwiftSource) {
        func entries(_ source: inout SwiftSource) {
            for entry in item.menuEntries { control(entry, into: &source) }
        }
        switch (item.title, item.symbol) {
        case (let title?, let symbol?):
            source.block("Menu(\(SwiftSpelling.literal(title)), systemImage: \(SwiftSpelling.literal(symbol))) {", entries)
        case (let title, nil) where item.image != nil:
            source.block("Menu {", closing: "} label: {", entries)
            source.indented { $0.line(Self.imageLabel(title: title, image: item.image!)) }
            source.line("}")
        case (let title?, nil):
            source.block("Menu(\(SwiftSpelling.literal(title))) {", entries)
        case (nil, let symbol?):
            source.block("Menu {", closing: "} label: {", entries)
            source.indented { $0.line("Image(systemName: \(SwiftSpelling.literal(symbol)))") }
            source.line("}")
        case (nil, nil):
            source.comment(GeneratedLabel.emptyNote(item))
            source.block("Menu(\"\") {", entries)
        }
    }

    /// The label of an item shown with an image of the app's own: the image with the title (`Label(_:image:)`),
    /// or the image alone when the spec gives no title.
    private static func imageLabel(title: String?, image: String) -> String {
        guard let title else { return "Image(\(SwiftSpelling.literal(image)))" }
        return "Label(\(SwiftSpelling.literal(title)), image: \(SwiftSpelling.literal(image)))"
    }

    private func badgeLiteral(_ badge: Badge) -> String {
        switch badge {
        case .count(let count): String(count)
        case .text(let text): SwiftSpelling.literal(text)
        }
    }

    // MARK: Hand-made bars

    private func writeHandMadeBar(_ bar: HandMadeBar, into source: inout SwiftSource) {
        source.doc("Hand-made bar `\(bar.id)` (edge: \(bar.edge.rawValue)): the app places it itself, so it never moves into the vertical bar.")
        source.block("struct \(handMadeBarType(bar)): View {") { source in
            source.line("var actions: \(actionsType)")
            source.line()
            source.block("var body: some View {") { source in
                source.block("HStack {") { source in
                    for (index, item) in bar.toolbar.items.enumerated() {
                        for spacer in bar.toolbar.spacers where spacer.beforeItemIndex == index { handMadeSpacer(spacer.kind, into: &source) }
                        notes(for: item, into: &source)
                        control(item, into: &source)
                    }
                    for spacer in bar.toolbar.spacers where spacer.beforeItemIndex >= bar.toolbar.items.count {
                        handMadeSpacer(spacer.kind, into: &source)
                    }
                }
            }
        }
    }

    private func handMadeBarType(_ bar: HandMadeBar) -> String {
        typeName + SwiftSpelling.type(bar.id) + "Bar"
    }

    private func handMadeSpacer(_ kind: ToolbarSpacer.Kind, into source: inout SwiftSource) {
        switch kind {
        case .flexible: source.line("Spacer()")
        case .fixed: source.comment("spacer fixed: the stack's spacing separates the items.")
        }
    }

    // MARK: The screen view

    /// A place the app fills with its own view: the content of a stack, tab, column, inspector or sheet.
    private struct Pane {
        var path: [String]
        var property: String {
            if let fixedName { return fixedName }
            guard !path.isEmpty else { return "content" }
            // Lower-case first, so an id spelled with a capital (`Type`) does not name the property as its generic
            // parameter (`var TypePane: TypePane`).
            let name = SwiftSpelling.member(path.joined(separator: "-")).filter { $0 != "`" }
            return name.prefix(1).lowercased() + name.dropFirst() + "Pane"
        }
        var generic: String { SwiftSpelling.capitalized(property) }

        /// The view a sheet screen is presented over: the app's, like every pane.
        static let presenter = Pane(path: [], fixedName: "presenter")
        private var fixedName: String?

        init(path: [String], fixedName: String? = nil) {
            self.path = path
            self.fixedName = fixedName
        }
    }

    private func panes() -> [Pane] {
        var result: [Pane] = []
        func walk(_ container: Container, _ path: [String]) {
            switch container {
            case .stack(let stack):
                result.append(Pane(path: path))
                if stack.inspector != nil { result.append(Pane(path: path + ["inspector"])) }
            case .tabView(let tabs):
                for tab in tabs.tabs {
                    if let content = tab.content { walk(content, path + [tab.id]) } else { result.append(Pane(path: path + [tab.id])) }
                }
            case .splitView(let split):
                for column in split.columns {
                    result.append(Pane(path: path + [column.role.rawValue]))
                    if column.inspector != nil { result.append(Pane(path: path + [column.role.rawValue, "inspector"])) }
                }
            case .sheet:
                result.append(.presenter)
                result.append(Pane(path: path))
            }
        }
        walk(screen.root, [])
        return result
    }

    private func writeScreenView(_ source: inout SwiftSource) {
        let panes = panes()
        let generics = panes.map { "\($0.generic): View" }.joined(separator: ", ")
        source.line()
        source.doc("Screen `\(screen.id)`\(screen.title.map { " (" + SwiftSpelling.literal($0) + ")" } ?? ""): its containers, titles and bar settings.")
        source.doc("The app supplies the content of each pane and the actions of each item.")
        if case .sheet(let sheet) = screen.root {
            source.doc("The screen is a sheet presented over `presenter`, the app's view (`.sheet(isPresented:content:)`).")
            if let note = PlatformAPI.sheetPlacements.row(for: sheet.placement)?.swiftUINote {
                source.doc("The spec presents the sheet from `\(sheet.placement.rawValue)`: \(note).")
            }
        }
        for note in RecordedSettings.notes(screen) { source.doc(note) }
        source.block("struct \(typeName)Screen<\(generics)>: View {") { source in
            source.line("var actions: \(actionsType)")
            for pane in panes { source.line("var \(pane.property): \(pane.generic)") }
            var state: [String] = []
            collectState(screen.root, [], into: &state)
            if !state.isEmpty { source.line() }
            for line in state { source.line(line) }
            source.line()
            source.block("var body: some View {") { source in
                container(screen.root, path: [], navigationBar: screen.settings.navigationBar, into: &source)
                settings(SettingsOverride(verticalBehavior: screen.settings.verticalBehavior, compression: screen.settings.compression), omittingDefaults: true, into: &source)
                // A hand-made bar is a custom bar at the screen's edge, which the system never moves.
                for bar in screen.handMadeBars {
                    source.block(".safeAreaBar(edge: .\(bar.edge.rawValue)) {") { source in
                        source.line("\(handMadeBarType(bar))(actions: actions)")
                    }
                }
            }
        }
    }

    private func stateName(_ path: [String], _ suffix: String) -> String {
        let base = SwiftSpelling.member(path.joined(separator: "-")).filter { $0 != "`" }
        return path.isEmpty ? SwiftSpelling.member(suffix) : base + SwiftSpelling.type(suffix)
    }

    private func collectState(_ container: Container, _ path: [String], into state: inout [String]) {
        switch container {
        case .stack(let stack):
            if let inspector = stack.inspector {
                state.append("@State private var \(inspectorState(path)) = \(inspector.isPresented)")
            }
        case .tabView(let tabs):
            state.append("@State private var \(stateName(path, "selected-tab")) = \(SwiftSpelling.literal(tabs.selectedTabID))")
            for tab in tabs.tabs { if let content = tab.content { collectState(content, path + [tab.id], into: &state) } }
        case .splitView(let split):
            let column = "." + (PlatformAPI.columns.spelling(of: split.compactColumn, in: .swiftUI) ?? split.compactColumn.rawValue)
            if split.content != nil {
                state.append("@State private var \(stateName(path, "column-visibility")): NavigationSplitViewVisibility = .automatic")
            }
            state.append("@State private var \(stateName(path, "preferred-compact-column")): NavigationSplitViewColumn = \(column)")
            for column in split.columns {
                if let inspector = column.inspector {
                    state.append("@State private var \(inspectorState(path + [column.role.rawValue])) = \(inspector.isPresented)")
                }
            }
        case .sheet:
            state.append("@State private var \(stateName(path, "is-presented")) = true")
        }
    }

    private func inspectorState(_ path: [String]) -> String {
        path.isEmpty ? "isInspectorPresented" : "is" + path.map(SwiftSpelling.type).joined() + "InspectorPresented"
    }

    /// Writes the view of `container`; the caller appends modifiers to its last line.
    private func container(_ container: Container, path: [String], navigationBar: NavigationBarVisibility, into source: inout SwiftSource) {
        switch container {
        case .stack(let stack):
            if stack.hasBackButton {
                source.comment("The top view was pushed: the system adds the back button (back-button: true), which it keeps.")
            }
            source.block("NavigationStack {") { source in
                pane(path: path, title: stack.title, toolbar: stack.toolbar, settings: stack.settings,
                     navigationBar: stack.navigationBar ?? navigationBar, inspector: stack.inspector,
                     hasBackButton: stack.hasBackButton, into: &source)
            }
        case .tabView(let tabs):
            source.block("TabView(selection: $\(stateName(path, "selected-tab"))) {") { source in
                for tab in tabs.tabs { self.tab(tab, path: path + [tab.id], navigationBar: navigationBar, into: &source) }
            }
            if tabs.style != .tabBar {
                source.line(".tabViewStyle(.\(PlatformAPI.tabViewStyles.spelling(of: tabs.style, in: .swiftUI) ?? tabs.style.rawValue))")
            }
            settings(tabs.settings, omittingDefaults: false, into: &source)
        case .splitView(let split):
            // SwiftUI takes the column a collapsed split view shows together with the column visibility when
            // there are three columns.
            let visibility = split.content == nil ? "" : "columnVisibility: $\(stateName(path, "column-visibility")), "
            source.line("NavigationSplitView(\(visibility)preferredCompactColumn: $\(stateName(path, "preferred-compact-column"))) {")
            source.indented { column(split.sidebar, path: path, navigationBar: navigationBar, into: &$0) }
            if let content = split.content {
                source.line("} content: {")
                source.indented { column(content, path: path, navigationBar: navigationBar, into: &$0) }
            }
            source.line("} detail: {")
            source.indented { column(split.detail, path: path, navigationBar: navigationBar, into: &$0) }
            source.line("}")
            settings(split.settings, omittingDefaults: false, into: &source)
        case .sheet(let sheet):
            source.line(Pane.presenter.property)
            source.indented { source in
                source.block(".sheet(isPresented: $\(stateName(path, "is-presented"))) {") { source in
                    source.block("NavigationStack {") { source in
                        pane(path: path, title: sheet.title, toolbar: sheet.toolbar, settings: sheet.settings,
                             navigationBar: navigationBar, inspector: nil, into: &source)
                    }
                    // The side the sheet comes from (P9); without the modifier the system centers it.
                    if sheet.placement != .center, let side = PlatformAPI.sheetPlacements.spelling(of: sheet.placement, in: .swiftUI) {
                        source.line(".presentationPlacement(.\(side))")
                    }
                }
            }
        }
    }

    private func tab(_ tab: Tab, path: [String], navigationBar: NavigationBarVisibility, into source: inout SwiftSource) {
        let value = SwiftSpelling.literal(tab.id)
        let opening: String
        var label: String?
        switch (tab.title, tab.symbol) {
        case (let title?, let symbol?): opening = "Tab(\(SwiftSpelling.literal(title)), systemImage: \(SwiftSpelling.literal(symbol)), value: \(value)) {"
        case (let title?, nil) where tab.image != nil:
            opening = "Tab(\(SwiftSpelling.literal(title)), image: \(SwiftSpelling.literal(tab.image!)), value: \(value)) {"
        case (nil, nil) where tab.image != nil: opening = "Tab(value: \(value)) {"; label = "Image(\(SwiftSpelling.literal(tab.image!)))"
        case (let title?, nil): opening = "Tab(value: \(value)) {"; label = "Text(\(SwiftSpelling.literal(title)))"
        case (nil, let symbol?): opening = "Tab(value: \(value)) {"; label = "Image(systemName: \(SwiftSpelling.literal(symbol)))"
        case (nil, nil): opening = "Tab(value: \(value)) {"
        }
        source.line(opening)
        source.indented { source in
            if let content = tab.content {
                container(content, path: path, navigationBar: navigationBar, into: &source)
                settings(tab.settings, omittingDefaults: false, into: &source)
            } else {
                source.line(Pane(path: path).property)
                settings(tab.settings, omittingDefaults: false, into: &source)
            }
        }
        if let label {
            source.line("} label: {")
            source.indented { $0.line(label) }
        }
        source.line("}")
        if let badge = tab.badge { source.line(".badge(\(badgeLiteral(badge)))") }
    }

    private func column(_ column: Column, path: [String], navigationBar: NavigationBarVisibility, into source: inout SwiftSource) {
        pane(path: path + [column.role.rawValue], title: column.title, toolbar: column.toolbar, settings: column.settings,
             navigationBar: navigationBar, inspector: column.inspector, into: &source)
    }

    /// A pane's content with its title, toolbar, settings and inspector as modifiers.
    private func pane(
        path: [String], title: String?, toolbar: Toolbar, settings: SettingsOverride, navigationBar: NavigationBarVisibility,
        inspector: Inspector?, hasBackButton: Bool = false, into source: inout SwiftSource
    ) {
        source.line(Pane(path: path).property)
        source.indented { source in
            if let title { source.line(".navigationTitle(\(SwiftSpelling.literal(title)))") }
            if hasBackButton { source.line(".navigationBarBackButtonHidden(false)") }
            if !toolbar.items.isEmpty || !toolbar.spacers.isEmpty {
                source.line(".toolbar { \(toolbarType(path))(actions: actions) }")
            }
            if navigationBar == .hidden {
                source.line(".toolbarVisibility(.\(PlatformAPI.navigationBarVisibilities.spelling(of: .hidden, in: .swiftUI) ?? "hidden"), for: .navigationBar)")
            }
            self.settings(settings, omittingDefaults: false, into: &source)
            if let inspector {
                let inspectorPath = path + ["inspector"]
                source.block(".inspector(isPresented: $\(inspectorState(path))) {") { source in
                    source.line(Pane(path: inspectorPath).property)
                    source.indented { source in
                        if let title = inspector.title { source.line(".navigationTitle(\(SwiftSpelling.literal(title)))") }
                        if !inspector.toolbar.items.isEmpty || !inspector.toolbar.spacers.isEmpty {
                            source.line(".toolbar { \(toolbarType(inspectorPath))(actions: actions) }")
                        }
                    }
                }
            }
        }
    }

    /// `vertical-behavior` and `compression` as modifiers. On the screen, defaults are left out (they are the
    /// platform's defaults); on a container, a value written in the spec is written out even when it is the
    /// default, as it overrides what the container inherits (P6).
    private func settings(_ settings: SettingsOverride, omittingDefaults: Bool, into source: inout SwiftSource) {
        var lines: [String] = []
        if let behavior = settings.verticalBehavior, !(omittingDefaults && behavior == .automatic) {
            lines.append(".toolbarVerticalBehavior(.\(PlatformAPI.verticalBehaviors.spelling(of: behavior, in: .swiftUI) ?? behavior.rawValue))")
        }
        if let compression = settings.compression, !(omittingDefaults && compression == .automatic) {
            lines.append(".toolbarVerticalCompressionBehavior(.\(PlatformAPI.compressions.spelling(of: compression, in: .swiftUI) ?? compression.rawValue))")
        }
        for line in lines { source.line(line) }
    }
}
