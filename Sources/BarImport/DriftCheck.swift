import BarDiagnostics
import BarModel

/// One difference between what the code declares and what the checked-in specs say.
public struct DriftFinding: Sendable, Hashable {
    /// Where to show it: the Swift file (for something only in the code) or the spec file.
    public var path: String
    public var line: Int
    public var column: Int
    /// One line: control characters of the titles and paths it quotes are spelled as escapes
    /// (`TerminalText`), so a multi-line title cannot break the `path:line:column:` line in two.
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = TerminalText.escapingControls(message)
    }

    public static let id = "import-drift"

    /// `path:line:column: error: message [import-drift]`.
    public var rendered: String { "\(path):\(line):\(column): error: \(message) [\(DriftFinding.id)]" }
}

/// `bar import --check`: compares the imported specs with the specs checked in, entry by entry.
///
/// Each Swift file's screens are matched by id with those of its own spec — the file `--output` writes for it
/// (`expectedSpec`) — since ids are unique only within a file, and two Swift files may each have a screen of
/// one name (an app's `UpNextView` and its watch app's). A Swift file whose spec is not where `--output` would
/// write it (imported from another root) has its screens matched by id among the specs no Swift file claims.
/// Inside a screen, items, menus, groups, tabs and hand-made bars are matched by id. Each bar's
/// entries are compared in order, with their spacers, and so are a menu's entries and a tab view's tabs. For each
/// pair the facts that decide placement are compared — title, symbol, image, placement, axis, priority, badge, view,
/// the group and the overflow menu an item is in, which bar it belongs to, a hand-made bar's edge — and the
/// container settings: the kind, the screen's vertical behavior, compression and navigation bar, and each
/// container's own (titles, back button, navigation bar, selected tab, compact column, the vertical behavior
/// and compression set on a container, column or tab). Each difference is reported once, at the code when the
/// code has something the spec lacks, and at the spec otherwise.
public enum DriftCheck {
    /// A spec file read from the spec folder.
    public struct SpecFile: Sendable {
        public var source: SourceFile
        public init(source: SourceFile) { self.source = source }
    }

    /// `expectedSpec` gives the path of the spec `--output` writes for a Swift file's path (nil: none is
    /// expected, and every screen is matched by id among all the specs).
    public static func compare(
        imported: [ImportedFile], specs: [SpecFile], specFolder: String, expectedSpec: (String) -> String? = { _ in nil }
    ) -> [DriftFinding] {
        var findings: [DriftFinding] = []

        // The code's screens, with the Swift location of every named block.
        var codeScreens: [(screen: Screen, locations: [String: SwiftLocation], file: ImportedFile)] = []
        for file in imported {
            let loaded = SpecLoader.load(path: file.swiftPath, text: file.text)
            for screen in loaded.spec.screens {
                guard let block = file.screens.first(where: { $0.label == screen.id }) else { continue }
                var locations: [String: SwiftLocation] = [:]
                collectLocations(block, into: &locations)
                codeScreens.append((screen, locations, file))
            }
        }
        // Every spec screen, in file order, and the specs each Swift file claims by path.
        var specScreens: [(screen: Screen, source: SourceFile)] = []
        var specIndex: [String: Int] = [:]
        for (index, spec) in specs.enumerated() {
            specIndex[SpecPath.normalized(spec.source.path)] = specIndex[SpecPath.normalized(spec.source.path)] ?? index
        }
        var screensOfSpec: [Int: [String: Int]] = [:]
        var unclaimedScreens: [String: Int] = [:]
        let claimed = Set(imported.compactMap { file in expectedSpec(file.swiftPath).flatMap { specIndex[SpecPath.normalized($0)] } })
        for (index, spec) in specs.enumerated() {
            let loaded = SpecLoader.load(spec.source)
            for screen in loaded.spec.screens {
                let position = specScreens.count
                specScreens.append((screen, spec.source))
                if screensOfSpec[index]?[screen.id] == nil { screensOfSpec[index, default: [:]][screen.id] = position }
                if !claimed.contains(index), unclaimedScreens[screen.id] == nil { unclaimedScreens[screen.id] = position }
            }
        }

        var matched: Set<Int> = []
        for (screen, locations, file) in codeScreens {
            let screenLocation = locations["screen:" + screen.id] ?? SwiftLocation(path: file.swiftPath, line: 1, column: 1)
            let ownSpec = expectedSpec(file.swiftPath).flatMap { specIndex[SpecPath.normalized($0)] }
            let position = ownSpec.map { screensOfSpec[$0]?[screen.id] } ?? unclaimedScreens[screen.id]
            guard let position, !matched.contains(position) else {
                findings.append(
                    codeFinding(screenLocation, "screen '\(screen.id)' is in the code but not in \(ownSpec.map { specs[$0].source.path } ?? specFolder)"))
                continue
            }
            let (specScreen, specSource) = specScreens[position]
            matched.insert(position)
            func specFinding(_ range: SourceRange, _ message: String) -> DriftFinding {
                let place = specSource.location(of: range.start)
                return DriftFinding(path: specSource.path, line: place.line, column: place.column, message: message)
            }
            let codeEntries = entries(of: screen)
            let specEntries = entries(of: specScreen)
            let specByID = Dictionary(specEntries.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            let codeByID = Dictionary(codeEntries.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })

            for (key, codeValue, specValue) in settings(screen, specScreen) where codeValue != specValue {
                if codeValue == "not set" {
                    // Only the spec sets it: say so at the spec.
                    findings.append(specFinding(specScreen.nameRange, "screen '\(screen.id)': \(key) is \(specValue) in the spec but not set in the code"))
                    continue
                }
                findings.append(
                    codeFinding(
                        screenLocation,
                        "screen '\(screen.id)': \(key) is \(codeValue) in the code but \(specValue) in \(specSource.path)"))
            }
            for entry in codeEntries {
                let location = locations[entry.kind + ":" + entry.id] ?? screenLocation
                guard let other = specByID[entry.id] else {
                    findings.append(codeFinding(location, "\(entry.kind) '\(entry.id)' is in the code but not in \(specSource.path)"))
                    continue
                }
                if other.kind != entry.kind {
                    findings.append(codeFinding(location, "'\(entry.id)' is a \(entry.kind) in the code but a \(other.kind) in \(specSource.path)"))
                    continue
                }
                // Facts in key order: a dictionary's own order changes from run to run, and two findings at one
                // place would swap places between runs.
                for (key, value) in entry.facts.sorted(by: { $0.key < $1.key }) where other.facts[key] != value {
                    let specValue = other.facts[key] ?? "not set"
                    findings.append(
                        codeFinding(
                            location,
                            "\(entry.kind) '\(entry.id)': \(key) is \(value) in the code but \(specValue) in \(specSource.path)"))
                }
                for (key, value) in other.facts.sorted(by: { $0.key < $1.key }) where entry.facts[key] == nil {
                    findings.append(
                        specFinding(other.range, "\(entry.kind) '\(entry.id)': \(key) is \(value) in the spec but not set in the code"))
                }
            }
            for entry in specEntries where codeByID[entry.id] == nil {
                findings.append(specFinding(entry.range, "\(entry.kind) '\(entry.id)' is in the spec but not in the code (\(file.swiftPath))"))
            }
            // Order is meaning (the strip fills and overflows by it, P18, P22), and so are spacers (P20): a bar
            // whose shared entries stand in another order, or with other spacers between them, has drifted even
            // when every entry's own facts agree.
            let specArrangements = Dictionary(arrangements(of: specScreen).map { ($0.bar, $0.tokens) }, uniquingKeysWith: { a, _ in a })
            for (bar, codeTokens) in arrangements(of: screen) {
                guard let specTokens = specArrangements[bar] else { continue }
                let shared = Set(codeTokens.filter { !$0.hasPrefix(Self.spacerToken) }).intersection(specTokens)
                let code = Self.sharedArrangement(codeTokens, shared: shared)
                let spec = Self.sharedArrangement(specTokens, shared: shared)
                guard code != spec else { continue }
                let firstDifferent = zip(code, spec).first { $0 != $1 }?.0 ?? code.first
                let location = firstDifferent.flatMap { token in locations["item:" + token] ?? locations["tab:" + token] } ?? screenLocation
                findings.append(
                    codeFinding(
                        location,
                        "screen '\(screen.id)': \(bar) are in the order \(Self.spelled(code)) in the code but \(Self.spelled(spec)) in \(specSource.path)"))
            }
        }
        for (position, (screen, source)) in specScreens.enumerated() where !matched.contains(position) {
            let place = source.location(of: screen.nameRange.start)
            findings.append(
                DriftFinding(path: source.path, line: place.line, column: place.column, message: "screen '\(screen.id)' is in the spec but not in the code"))
        }
        return findings
    }

    private static func codeFinding(_ location: SwiftLocation, _ message: String) -> DriftFinding {
        DriftFinding(path: location.path, line: location.line, column: location.column, message: message)
    }

    private static func collectLocations(_ block: ImportedBlock, into locations: inout [String: SwiftLocation]) {
        if let label = block.label, let location = block.location, block.needsID {
            let kind = block.keyword == "menu" ? "item" : block.keyword
            locations[kind + ":" + label] = location
        }
        for child in block.children { collectLocations(child, into: &locations) }
    }

    /// An entry of a screen, with the facts compared.
    struct Entry {
        var kind: String
        var id: String
        var facts: [String: String]
        var range: SourceRange
    }

    private static func settings(_ code: Screen, _ spec: Screen) -> [(String, String, String)] {
        var result = [
            ("container", kind(code.root), kind(spec.root)),
            ("vertical-behavior", code.settings.verticalBehavior.rawValue, spec.settings.verticalBehavior.rawValue),
            ("compression", code.settings.compression.rawValue, spec.settings.compression.rawValue),
            ("navigation-bar", code.settings.navigationBar.rawValue, spec.settings.navigationBar.rawValue),
        ]
        // The containers' own settings, by where they are (`tab inbox › stack`), when both have that container.
        let codeFacts = containerFacts(code.root, path: "")
        let specFacts = containerFacts(spec.root, path: "")
        if kind(code.root) == kind(spec.root) {
            for key in Set(codeFacts.keys).union(specFacts.keys).sorted() {
                result.append((key, codeFacts[key] ?? "not set", specFacts[key] ?? "not set"))
            }
        }
        return result
    }

    /// What a container sets besides its bars: titles, the back button, the navigation bar, the selected
    /// tab, the compact column, and the vertical behavior and compression set on a container or tab.
    static func containerFacts(_ container: Container, path: String) -> [String: String] {
        var facts: [String: String] = [:]
        func settings(_ override: SettingsOverride, _ prefix: String) {
            if let behavior = override.verticalBehavior { facts[prefix + "vertical-behavior"] = behavior.rawValue }
            if let compression = override.compression { facts[prefix + "compression"] = compression.rawValue }
        }
        switch container {
        case .stack(let stack):
            let prefix = path + "stack "
            if let title = stack.title { facts[prefix + "title"] = "'\(title)'" }
            if stack.hasBackButton { facts[prefix + "back-button"] = "true" }
            if let bar = stack.navigationBar { facts[prefix + "navigation-bar"] = bar.rawValue }
            settings(stack.settings, prefix)
        case .sheet(let sheet):
            let prefix = path + "sheet "
            if let title = sheet.title { facts[prefix + "title"] = "'\(title)'" }
            settings(sheet.settings, prefix)
        case .splitView(let split):
            let prefix = path + "split-view "
            facts[prefix + "compact-column"] = split.compactColumn.rawValue
            settings(split.settings, prefix)
            for column in split.columns {
                if let title = column.title { facts[prefix + column.role.rawValue + " title"] = "'\(title)'" }
                settings(column.settings, prefix + column.role.rawValue + " ")
            }
        case .tabView(let tabs):
            let prefix = path + "tab-view "
            facts[prefix + "selected"] = tabs.selectedTabID
            settings(tabs.settings, prefix)
            for tab in tabs.tabs {
                settings(tab.settings, path + "tab \(tab.id) ")
                if let content = tab.content {
                    facts.merge(containerFacts(content, path: path + "tab \(tab.id) › "), uniquingKeysWith: { a, _ in a })
                }
            }
        }
        return facts
    }

    private static func kind(_ container: Container) -> String {
        switch container {
        case .stack: "stack"
        case .tabView: "tab-view"
        case .splitView: "split-view"
        case .sheet: "sheet"
        }
    }

    /// The run of a bar an item of this placement stands in: the leading items (navigation), the trailing items
    /// (the ordinary placements), the pinned items, the principal ones, the bottom toolbar, the keyboard's bar.
    private static func run(of placement: ItemPlacement) -> String {
        switch placement {
        case _ where placement.isNavigation: "leading items"
        case .pinnedTrailing: "pinned items"
        case .principal: "principal items"
        case .bottom: "bottom items"
        case .keyboard: "keyboard items"
        default: "trailing items"
        }
    }

    /// A token that stands for a spacer in an arrangement (no id starts with a space).
    static let spacerToken = " spacer "

    /// `tokens` without the entries only one side has, and without the spacers next to those (a spacer added with
    /// its item, before or after it, is part of that item's finding, not an order change).
    static func sharedArrangement(_ tokens: [String], shared: Set<String>) -> [String] {
        var result: [String] = []
        var spacers: [String] = []
        var afterUnshared = false
        for token in tokens {
            if token.hasPrefix(spacerToken) {
                if !afterUnshared { spacers.append(token) }
            } else if shared.contains(token) {
                result += spacers + [token]
                spacers = []
                afterUnshared = false
            } else {
                spacers = []
                afterUnshared = true
            }
        }
        return result + spacers
    }

    /// `'a' · fixed spacer · 'b'`.
    private static func spelled(_ tokens: [String]) -> String {
        tokens.isEmpty ? "empty" : tokens.map { $0.hasPrefix(spacerToken) ? "\($0.dropFirst(spacerToken.count)) spacer" : "'\($0)'" }.joined(separator: " · ")
    }

    /// Each bar's entries in order, named as `entries(of:)` names the bar they are in, with its spacers where
    /// they stand; each menu's entries; and each tab view's tabs.
    static func arrangements(of screen: Screen) -> [(bar: String, tokens: [String])] {
        var result: [(bar: String, tokens: [String])] = []
        func toolbar(_ toolbar: Toolbar, bar: String) {
            // One sequence per run of the bars: items of other placements never stand side by side (a principal
            // item declared before or after a trailing one is the same bar), so only a run's own order is compared.
            var runs: [(run: String, tokens: [String])] = []
            func append(_ token: String, to run: String) {
                if let index = runs.firstIndex(where: { $0.run == run }) { runs[index].tokens.append(token) } else { runs.append((run, [token])) }
            }
            for (index, item) in toolbar.items.enumerated() {
                let run = Self.run(of: item.placement)
                for spacer in toolbar.spacers where spacer.beforeItemIndex == index { append(spacerToken + spacer.kind.rawValue, to: run) }
                append(item.id, to: run)
                if !item.menuEntries.isEmpty { result.append(("the entries of menu '\(item.id)'", item.menuEntries.map(\.id))) }
            }
            let lastRun = toolbar.items.last.map { Self.run(of: $0.placement) } ?? "items"
            for spacer in toolbar.spacers where spacer.beforeItemIndex >= toolbar.items.count { append(spacerToken + spacer.kind.rawValue, to: lastRun) }
            for (run, tokens) in runs { result.append(("the \(run) of \(bar)", tokens)) }
        }
        walkContainers(
            screen.root, tabSeparator: " › ", toolbar: { toolbar($0, bar: $1) },
            tabView: { tabs, place in result.append(("the tabs of \(place)tab-view", tabs.tabs.map(\.id))) })
        for bar in screen.handMadeBars { toolbar(bar.toolbar, bar: "hand-made-bar \(bar.id)") }
        return result
    }

    /// Every toolbar of a container tree with the name of its bar (`stack`, `detail inspector`), in canonical
    /// order, and each tab view and tab before what is inside it; a tab's content is named after the tab
    /// (`tab inbox` and `tabSeparator` before its bars). Hand-made bars are the callers' to add.
    private static func walkContainers(
        _ container: Container, prefix: String = "", tabSeparator: String, toolbar: (Toolbar, String) -> Void,
        tabView: (TabView, String) -> Void = { _, _ in }, tab: (Tab) -> Void = { _ in }
    ) {
        switch container {
        case .stack(let stack):
            toolbar(stack.toolbar, prefix + "stack")
            if let inspector = stack.inspector { toolbar(inspector.toolbar, prefix + "stack inspector") }
        case .sheet(let sheet):
            toolbar(sheet.toolbar, prefix + "sheet")
        case .splitView(let split):
            for column in split.columns {
                toolbar(column.toolbar, prefix + column.role.rawValue)
                if let inspector = column.inspector { toolbar(inspector.toolbar, prefix + column.role.rawValue + " inspector") }
            }
        case .tabView(let tabs):
            tabView(tabs, prefix)
            for each in tabs.tabs {
                tab(each)
                if let content = each.content {
                    walkContainers(content, prefix: "\(prefix)tab \(each.id)\(tabSeparator)", tabSeparator: tabSeparator, toolbar: toolbar, tabView: tabView, tab: tab)
                }
            }
        }
    }

    static func entries(of screen: Screen) -> [Entry] {
        var result: [Entry] = []
        func toolbar(_ toolbar: Toolbar, bar: String) {
            for group in toolbar.groups {
                var facts = ["bar": bar]
                if group.priority != .automatic { facts["priority"] = group.priority.description }
                result.append(Entry(kind: "group", id: group.id, facts: facts, range: group.range))
            }
            for item in toolbar.items { add(item, bar: bar) }
        }
        func add(_ item: ToolbarItem, bar: String) {
            var facts: [String: String] = ["bar": bar]
            if let title = item.title { facts["title"] = "'\(title)'" }
            if let symbol = item.symbol { facts["symbol"] = "'\(symbol)'" }
            if let image = item.image { facts["image"] = "'\(image)'" }
            if item.placement != .automatic { facts["placement"] = item.placement.rawValue }
            if item.axis != .automatic { facts["axis"] = item.axis.rawValue }
            if item.priority != .automatic { facts["priority"] = item.priority.description }
            if let badge = item.badge { facts["badge"] = "'\(badge)'" }
            if item.view != .label { facts["view"] = item.view.rawValue }
            if let group = item.groupID { facts["group"] = group }
            if item.isInOverflowMenu { facts["overflow-menu"] = "true" }
            result.append(Entry(kind: "item", id: item.id, facts: facts, range: item.nameRange))
            for entry in item.menuEntries {
                var entryFacts: [String: String] = ["menu": item.id]
                if let title = entry.title { entryFacts["title"] = "'\(title)'" }
                if let symbol = entry.symbol { entryFacts["symbol"] = "'\(symbol)'" }
                if let image = entry.image { entryFacts["image"] = "'\(image)'" }
                result.append(Entry(kind: "item", id: entry.id, facts: entryFacts, range: entry.nameRange))
            }
        }
        walkContainers(screen.root, tabSeparator: " ", toolbar: { toolbar($0, bar: $1) }, tab: { tab in
            var facts: [String: String] = [:]
            if let title = tab.title { facts["title"] = "'\(title)'" }
            if let symbol = tab.symbol { facts["symbol"] = "'\(symbol)'" }
            if let image = tab.image { facts["image"] = "'\(image)'" }
            if let badge = tab.badge { facts["badge"] = "'\(badge)'" }
            result.append(Entry(kind: "tab", id: tab.id, facts: facts, range: tab.nameRange))
        })
        for bar in screen.handMadeBars {
            result.append(Entry(kind: "hand-made-bar", id: bar.id, facts: ["edge": bar.edge.rawValue], range: bar.range))
            toolbar(bar.toolbar, bar: "hand-made-bar \(bar.id)")
        }
        return result
    }
}

/// Spec paths compared as the same file however they were spelled (`Specs//a.bar`, `./Specs/a.bar`).
enum SpecPath {
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." { parts.append(part) }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
