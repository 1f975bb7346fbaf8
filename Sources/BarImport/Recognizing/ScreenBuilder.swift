import BarModel

/// Turns the facts gathered from a view into `screen` blocks of the language.
///
/// Choices made here, each written into the spec as a comment so nothing is a silent guess:
/// - a view with toolbar content but no navigation container of its own is imported as the top view of a
///   `stack` (it is shown in one by whoever presents it);
/// - each sheet or full-screen cover with bars is a screen of its own, `<screen>-<content view>`; one declared
///   in a view that several screens show (a list's row) is one screen, `<that view>-<content view>`;
/// - a tab's content, a split view's column, a sheet and an inspector take the bars of the navigation
///   stack inside them, if any.
enum ScreenBuilder {
    static let assumedStackNote = "no navigation container in this view: imported as the top view of a stack"

    /// `InboxView` → `Inbox`, `SettingsScreen` → `Settings`: the words the screen id is made from.
    static func screenHint(_ typeName: String) -> String {
        let base = SwiftProgram.shortName(typeName)
        for suffix in ["ViewController", "Controller", "Screen", "View"] where base.hasSuffix(suffix) && base.count > suffix.count {
            return String(base.dropLast(suffix.count))
        }
        return base
    }

    /// The screens of view `typeName`, and for each sheet screen declared in a view it shows (a list's row), by
    /// its position among them, the id hint it takes when several screens show that view and the sheet is
    /// imported once (`ScreenRecognition`): named after the view that declares it.
    /// The hand-made bars declared inside a container's content: its stack's, its columns', its tabs' content.
    static func innerHandMadeBars(_ container: ContainerFacts) -> [ImportedBlock] {
        func bars(_ facts: ViewFacts) -> [ImportedBlock] { facts.handMadeBars + facts.containers.flatMap(innerHandMadeBars) }
        switch container {
        case .stack(let inner, _): return bars(inner)
        case .tabView(let tabs, _, _): return tabs.flatMap { bars($0.content) }
        case .splitView(let sidebar, let content, let detail, _, _): return bars(sidebar) + (content.map(bars) ?? []) + bars(detail)
        }
    }

    static func screens(for typeName: String, facts: ViewFacts, location: SwiftLocation) -> (screens: [ImportedBlock], sharedHints: [Int: String]) {
        let hint = screenHint(typeName)
        var result: [ImportedBlock] = []
        var sharedHints: [Int: String] = [:]
        var screen = ImportedBlock("screen", idHint: hint, location: location)
        if let behavior = facts.verticalBehavior { screen.set("vertical-behavior", .word(behavior)) }
        if let compression = facts.compression { screen.set("compression", .word(compression)) }

        var container: ImportedBlock?
        if let first = facts.containers.first {
            container = block(for: first, outer: facts)
            if facts.containers.count > 1 {
                screen.notes.append("\(facts.containers.count - 1) more navigation container(s) in this view are not imported")
            }
        } else if !facts.toolbar.isEmpty || facts.inspector != nil || !facts.handMadeBars.isEmpty {
            var stack = stack(facts, location: location)
            stack.notes.append(assumedStackNote)
            container = stack
        }
        if let container {
            screen.children.append(container)
            screen.children += facts.handMadeBars
            // A bar the app builds inside the container's content (`NavigationStack { List {}.safeAreaInset(edge:
            // .bottom) { … } }`) is the screen's too: it was left out without a word.
            if let first = facts.containers.first { screen.children += innerHandMadeBars(first) }
            RereadEntries.drop(inContext: &screen)
            result.append(screen)
        }
        // A view whose only bars are those of the one sheet it presents is that sheet's screen.
        let sheetIsTheScreen = container == nil && facts.sheets.count == 1
        // A view that presents a sheet and is shown twice in one screen (two tabs with the same view) presents
        // the same sheet: one screen for it.
        var seen: [ImportedBlock] = []
        for (sheet, sheetHint, presenter) in facts.sheets {
            if seen.contains(sheet) { continue }
            seen.append(sheet)
            var sheetScreen = ImportedBlock("screen", idHint: sheetIsTheScreen ? hint : hint + " " + screenHint(sheetHint), location: sheet.location)
            var body = sheet
            body.location = nil
            let handMadeBars = body.children.filter { $0.keyword == "hand-made-bar" }
            body.children.removeAll { $0.keyword == "hand-made-bar" }
            sheetScreen.children = [body] + handMadeBars
            // A sheet's content read twice from one place (a view in both branches of an `if`) is one reading too.
            RereadEntries.drop(inContext: &sheetScreen)
            if let presenter { sharedHints[result.count] = screenHint(presenter) + " " + screenHint(sheetHint) }
            result.append(sheetScreen)
        }
        return (result, sharedHints)
    }

    private static func block(for container: ContainerFacts, outer: ViewFacts) -> ImportedBlock {
        switch container {
        case .stack(var facts, let location):
            // Toolbar content written outside the stack's content still lands in it.
            if !outer.toolbar.isEmpty {
                facts.toolbar += outer.toolbar.map { entry in
                    var noted = entry
                    noted.notes.append("declared outside the NavigationStack")
                    return noted
                }
            }
            if facts.title == nil { (facts.title, facts.titleNote) = (outer.title, outer.titleNote) }
            facts.navigationBarHidden = facts.navigationBarHidden || outer.navigationBarHidden
            facts.showsBackButton = facts.showsBackButton ?? outer.showsBackButton
            facts.inspector = facts.inspector ?? outer.inspector
            return stack(facts, location: location)
        case .tabView(let tabs, let facts, let location):
            var tabView = ImportedBlock("tab-view", notes: facts.notes, location: location)
            if let style = outer.tabStyle ?? facts.tabStyle { tabView.set("style", .word(style)) }
            for tab in tabs { tabView.children.append(self.tab(tab)) }
            switch facts.selection {
            case .value(let key, let code)?:
                if let index = tabs.firstIndex(where: { $0.value == key }) {
                    tabView.set("selected", .childID(index))
                } else {
                    tabView.notes.append("the selection \(code) starts at a value no tab has: the first tab is taken as selected")
                }
            case .unknown(let code)?:
                tabView.notes.append("the selection \(code) starts at a value not read from the code: the first tab is taken as selected")
            case nil:
                break
            }
            if tabView.children.isEmpty {
                // The language needs at least one tab; without any readable tab the view is a plain stack.
                var stack = stack(outer, location: location)
                stack.notes.append("a TabView whose tabs could not be read")
                return stack
            }
            return tabView
        case .splitView(let sidebar, let content, let detail, let facts, let location):
            var split = ImportedBlock("split-view", location: location)
            switch facts.compactColumn {
            case .value(let key, let code)?:
                if let column = PlatformAPI.columns.value(forAPIName: String(key.dropFirst()), in: .swiftUI), key.hasPrefix(".") {
                    // A spec may only name a column the split view has: a two-column view has no content column.
                    if column == .content && content == nil {
                        split.notes.append("the compact column \(code) names a content column this split view does not have: the detail column is taken")
                    } else if column != .detail {
                        split.set("compact-column", .word(column.rawValue))
                    }
                } else {
                    split.notes.append("the compact column \(code) starts at a value that is not a column: the detail column is taken")
                }
            case .unknown(let code)?:
                split.notes.append("the compact column \(code) starts at a value not read from the code: the detail column is taken")
            case nil:
                break
            }
            split.children.append(column("sidebar", sidebar))
            if let content { split.children.append(column("content", content)) }
            split.children.append(column("detail", detail))
            return split
        }
    }

    /// Facts with the bars of a navigation stack inside them merged in.
    private static func flattened(_ facts: ViewFacts) -> ViewFacts {
        var result = facts
        result.containers = []
        for container in facts.containers {
            if case .stack(let inner, _) = container { result.absorb(inner) }
        }
        return result
    }

    static func stack(_ facts: ViewFacts, location: SwiftLocation?) -> ImportedBlock {
        var stack = ImportedBlock("stack", notes: facts.notes + (facts.titleNote.map { [$0] } ?? []), location: location)
        stack.set("title", string: facts.title)
        if facts.showsBackButton == true { stack.set("back-button", .word("true")) }
        if facts.navigationBarHidden { stack.set("navigation-bar", .word("hidden")) }
        if let behavior = facts.verticalBehavior { stack.set("vertical-behavior", .word(behavior)) }
        if let compression = facts.compression { stack.set("compression", .word(compression)) }
        if !facts.toolbar.isEmpty { stack.children.append(toolbar(facts.toolbar)) }
        if let inspector = facts.inspector { stack.children.append(inspector) }
        return stack
    }

    private static func tab(_ tab: TabFacts) -> ImportedBlock {
        // A tab's id comes from its title, else its value when that is a string, else its symbol or image.
        var block = ImportedBlock(
            "tab", idHint: IdentifierMaker.firstUsableHint(tab.title, tab.valueText, tab.symbol, tab.image), notes: tab.notes,
            location: tab.location)
        block.set("title", string: tab.title)
        block.set("symbol", string: tab.symbol)
        if tab.symbol == nil { block.set("image", string: tab.image) }
        if let badge = tab.badge ?? tab.content.tabBadge { block.set("badge", badge) }
        var content = tab.content
        content.notes = []
        // Settings written on the tab's content apply while the tab is selected: they are the tab's.
        if let behavior = content.verticalBehavior { block.set("vertical-behavior", .word(behavior)) }
        if let compression = content.compression { block.set("compression", .word(compression)) }
        content.verticalBehavior = nil
        content.compression = nil
        if let first = content.containers.first {
            switch first {
            case .stack, .splitView:
                block.children.append(self.block(for: first, outer: ViewFacts()))
            case .tabView:
                block.notes.append("a tab view inside a tab is not imported")
            }
        } else if !content.toolbar.isEmpty {
            var stack = stack(content, location: nil)
            stack.notes.append(assumedStackNote)
            block.children.append(stack)
        }
        return block
    }

    private static func column(_ role: String, _ facts: ViewFacts) -> ImportedBlock {
        let merged = flattened(facts)
        var column = ImportedBlock(role)
        column.set("title", string: merged.title)
        if let behavior = merged.verticalBehavior { column.set("vertical-behavior", .word(behavior)) }
        if let compression = merged.compression { column.set("compression", .word(compression)) }
        if !merged.toolbar.isEmpty { column.children.append(toolbar(merged.toolbar)) }
        if let inspector = merged.inspector { column.children.append(inspector) }
        return column
    }

    static func inspector(_ facts: ViewFacts, location: SwiftLocation) -> ImportedBlock {
        let merged = flattened(facts)
        var inspector = ImportedBlock("inspector", location: location)
        inspector.set("title", string: merged.title)
        if !merged.toolbar.isEmpty { inspector.children.append(toolbar(merged.toolbar)) }
        return inspector
    }

    static func sheet(_ facts: ViewFacts, location: SwiftLocation, fullScreen: Bool) -> ImportedBlock {
        let merged = flattened(facts)
        var sheet = ImportedBlock("sheet", location: location)
        if fullScreen { sheet.notes.append("a full-screen cover, imported as a sheet") }
        // The default, centered sheet is not written (`placement: center` is the language's default).
        if let side = merged.presentationPlacement, side != Sheet.Placement.center.rawValue { sheet.set("placement", .word(side)) }
        sheet.set("title", string: merged.title)
        if let behavior = merged.verticalBehavior { sheet.set("vertical-behavior", .word(behavior)) }
        if let compression = merged.compression { sheet.set("compression", .word(compression)) }
        if !merged.toolbar.isEmpty { sheet.children.append(toolbar(merged.toolbar)) }
        // The bars its content builds (Ice Cubes' composer: its accessory bar of eight buttons was left out
        // without a word), carried inside until `screens` puts them beside the sheet, where the language has them.
        sheet.children += merged.handMadeBars
        return sheet
    }

    /// A `toolbar` block, with entries the language does not allow where they stand made valid: a
    /// `pinned-trailing` item inside an overflow menu loses that placement.
    static func toolbar(_ entries: [ImportedBlock]) -> ImportedBlock {
        // Changed in place, and only in an overflow menu: the other entries (nearly all) keep the array they came
        // in, where mapping copied every entry, retaining and releasing each of its strings and arrays.
        var cleaned = entries
        for menu in cleaned.indices where cleaned[menu].keyword == "overflow-menu" {
            for index in cleaned[menu].children.indices where cleaned[menu].children[index].attribute("placement") == .word("pinned-trailing") {
                cleaned[menu].children[index].attributes.removeAll { $0.name == "placement" }
                cleaned[menu].children[index].notes.append("placement topBarPinnedTrailing is not allowed in the overflow menu")
            }
        }
        return ImportedBlock("toolbar", children: cleaned)
    }
}
