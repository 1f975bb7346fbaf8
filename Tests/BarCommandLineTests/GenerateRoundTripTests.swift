import BarDiagnostics
import BarGenerate
import BarImport
import BarModel
import BarSolver
import BarWorkspace
import Testing

/// generate → import → solve gives the placements the original spec gives, in every posture, for every screen
/// of every spec in `Specs/`, for both frameworks. `bar import` derives ids from titles, so entries are compared
/// by what people see — the bar, the position in it, the title (or, untitled, the symbol) — and whether they are
/// shown; the ids the code does carry must come back exactly (`RoundTripNames`). What the code carries besides
/// placements comes back too: each entry's badge and a menu's entries (`entryFacts`), the tabs' badges and the
/// declared groups. `constructSpecs` adds the constructs no spec in `Specs/` declares (a menu inside the overflow
/// menu, untitled entries), so each is round-tripped all the same.
///
/// A few facts of a spec have no API in the framework (docs/generate.md, "What has no counterpart"): the
/// generated code states them in a comment, which import cannot read back. For the specs listed in
/// `documentedExceptions`, the round trip must differ from the spec as written (so the list never keeps a spec
/// that no longer needs it) and equal the spec without exactly those facts (so nothing else is lost).
@Suite("bar generate → bar import round trip")
struct GenerateRoundTripTests {
    /// A fact that no API of the framework carries (Apple's iOS 27.1 reference), and how the spec reads without it.
    /// The generated code states each in a comment at its place; import reads code, not comments.
    enum UncarriedFact: String, CaseIterable {
        /// `sdk`: the SDK an app is built with is a build setting of the project, not Swift code (P5); generate
        /// records it in the doc comment of the file's top type.
        case sdk
        /// `layout-direction`: the reading direction is the locale's — the user's language — not code of the
        /// screen. SwiftUI's `.environment(\.layoutDirection, .rightToLeft)` and UIKit's
        /// `semanticContentAttribute` would force it for every language, and import reads neither: generate
        /// records it in the doc comment of the file's top type. It moves no entry (the strip keeps its physical
        /// side, P2); it flips the edge the app is told about.
        case layoutDirection
        /// `immersive`: whether a bar-less screen is meant so is a design intent, not an API; it changes no
        /// placement, and generate records it in the doc comment of the file's top type.
        case immersive
        /// SwiftUI: `axisBehavior(_:)` and `visibilityPriority(_:)` are modifiers of `ToolbarContent` (a
        /// `ToolbarItem` or a whole `ToolbarItemGroup`), not of a view inside a group, so a group member's own
        /// axis or priority has no spelling.
        case groupMemberAxisAndPriority
        /// UIKit: `visibilityPriority` is a property of `UIBarButtonItem` (an implicit group inherits it);
        /// `UIBarButtonItemGroup` has none, so a declared group's priority has no spelling.
        case groupPriority
        /// UIKit: the `.inspector` column belongs to `UISplitViewController`; a navigation stack has none.
        case inspectorOutsideSplitView
        /// UIKit: `toolbarItems` is `[UIBarButtonItem]`; the bottom toolbar takes no `UIBarButtonItemGroup`.
        case bottomToolbarGroup

        /// The facts each framework cannot carry.
        static func uncarried(by framework: UIFramework) -> [UncarriedFact] {
            switch framework {
            case .swiftUI: [.sdk, .layoutDirection, .immersive, .groupMemberAxisAndPriority]
            case .uiKit: [.sdk, .layoutDirection, .immersive, .groupPriority, .inspectorOutsideSplitView, .bottomToolbarGroup]
            }
        }

        func removed(from screen: Screen) -> Screen {
            var result = screen
            switch self {
            case .sdk:
                result.settings.sdk = .verticalBars
            case .layoutDirection:
                result.settings.layoutDirection = .ltr
            case .immersive:
                result.settings.immersive = false
            case .groupPriority:
                result.root = Self.mapToolbars(result.root) { toolbar in
                    var toolbar = toolbar
                    for index in toolbar.groups.indices { toolbar.groups[index].priority = .automatic }
                    return toolbar
                }
            case .bottomToolbarGroup:
                result.root = Self.mapToolbars(result.root) { toolbar in
                    var toolbar = toolbar
                    let bottomOnly = Set(toolbar.groups.map(\.id).filter { id in
                        toolbar.items.allSatisfy { $0.groupID != id || $0.placement == .bottom }
                    })
                    for index in toolbar.items.indices where toolbar.items[index].groupID.map(bottomOnly.contains) == true {
                        toolbar.items[index].groupID = nil
                    }
                    toolbar.groups.removeAll { bottomOnly.contains($0.id) }
                    return toolbar
                }
            case .inspectorOutsideSplitView:
                func strip(_ container: Container) -> Container {
                    switch container {
                    case .stack(var stack):
                        stack.inspector = nil
                        return .stack(stack)
                    case .tabView(var tabs):
                        for index in tabs.tabs.indices { tabs.tabs[index].content = tabs.tabs[index].content.map(strip) }
                        return .tabView(tabs)
                    case .splitView, .sheet:
                        return container
                    }
                }
                result.root = strip(result.root)
            case .groupMemberAxisAndPriority:
                result.root = Self.mapToolbars(result.root) { toolbar in
                    var toolbar = toolbar
                    for group in toolbar.groups {
                        let members = toolbar.items.indices.filter { toolbar.items[$0].groupID == group.id }
                        let axes = Set(members.map { toolbar.items[$0].axis })
                        for index in members {
                            toolbar.items[index].priority = .automatic
                            if axes.count > 1 { toolbar.items[index].axis = .automatic }
                        }
                    }
                    return toolbar
                }
            }
            return result
        }

        static func mapToolbars(_ container: Container, _ change: (Toolbar) -> Toolbar) -> Container {
            func column(_ column: Column) -> Column {
                var column = column
                column.toolbar = change(column.toolbar)
                if var inspector = column.inspector {
                    inspector.toolbar = change(inspector.toolbar)
                    column.inspector = inspector
                }
                return column
            }
            switch container {
            case .stack(var stack):
                stack.toolbar = change(stack.toolbar)
                if var inspector = stack.inspector {
                    inspector.toolbar = change(inspector.toolbar)
                    stack.inspector = inspector
                }
                return .stack(stack)
            case .tabView(var tabs):
                for index in tabs.tabs.indices {
                    if let content = tabs.tabs[index].content { tabs.tabs[index].content = mapToolbars(content, change) }
                }
                return .tabView(tabs)
            case .splitView(var split):
                split.sidebar = column(split.sidebar)
                split.content = split.content.map(column)
                split.detail = column(split.detail)
                return .splitView(split)
            case .sheet(var sheet):
                sheet.toolbar = change(sheet.toolbar)
                return .sheet(sheet)
            }
        }
    }

    /// Specs whose round trip needs facts removed, per framework, with the facts they lose. Each is explained
    /// in docs/generate.md ("The round trip").
    static let documentedExceptions: [UIFramework: [String: Set<UncarriedFact>]] = [
        .swiftUI: [
            "Specs/calculator/keypad.bar": [.immersive],
            "Specs/lint-examples/axis-mistakes.bar": [.groupMemberAxisAndPriority],
            "Specs/lint-examples/opting-out.bar": [.sdk],
            "Specs/mail/inbox-rtl.bar": [.layoutDirection],
        ],
        .uiKit: [
            "Specs/calculator/keypad.bar": [.immersive],
            "Specs/lint-examples/group-split.bar": [.bottomToolbarGroup],
            "Specs/lint-examples/missing-labels.bar": [.inspectorOutsideSplitView],
            "Specs/lint-examples/opting-out.bar": [.sdk],
            "Specs/mail/inbox-rtl.bar": [.layoutDirection],
            "Specs/notes/editor.bar": [.groupPriority],
        ],
    ]

    /// One posture's placements as comparable lines, in a fixed order; an item is named by `names` (its
    /// `RoundTripNames.name`), any other entry by its title.
    static func picture(_ placement: Placement, names: [String: String]) -> [String] {
        placement.entries.map { entry in
            let name = entry.kind == .item ? names[entry.id] ?? entry.title : entry.title
            return "\(entry.bar) #\(entry.index.map(String.init) ?? "-") \(entry.isVisible ? "shown" : "hidden") \(name)"
        }.sorted()
    }

    /// The declared groups of every toolbar of a screen, each as its members' titles: the round trip must neither
    /// lose a group the spec declares nor add one it does not (a declared group keeps its distance from its
    /// neighbours, so an added group would move items).
    static func declaredGroups(_ screen: Screen) -> [String] {
        var result: [String] = []
        func collect(_ toolbar: Toolbar) -> Toolbar {
            for group in toolbar.groups {
                let members = toolbar.items.filter { $0.groupID == group.id && !$0.isInOverflowMenu }.map { $0.title ?? $0.symbol ?? "?" }
                if !members.isEmpty { result.append(members.sorted().joined(separator: " + ")) }
            }
            return toolbar
        }
        _ = UncarriedFact.mapToolbars(screen.root, collect)
        for bar in screen.handMadeBars { _ = collect(bar.toolbar) }
        return result.sorted()
    }

    /// Every entry of every toolbar and hand-made bar of a screen, named as in the pictures
    /// (`RoundTripNames.name`), with its symbol, whether
    /// it is a menu or in the overflow menu, its badge, and a menu's entries with their names and symbols. The
    /// pictures hold none of these but the name, yet the code carries each both ways: `item.badge = .count(7)`
    /// and a `UIMenu` inside `additionalOverflowItems` were lost on the way back in UIKit while every placement
    /// still matched.
    static func entryFacts(_ screen: Screen, carried: Set<String>) -> [String] {
        var result: [String] = []
        func name(_ item: ToolbarItem) -> String { "\(RoundTripNames.name(item, carried: carried)) (\(item.symbol ?? "-"))" }
        func collect(_ toolbar: Toolbar) -> Toolbar {
            for item in toolbar.items {
                var line = name(item)
                if item.isMenu { line += " menu" }
                if item.isInOverflowMenu { line += " in overflow" }
                line += " badge: " + (item.badge.map { "\($0)" } ?? "-")
                if item.isMenu || !item.menuEntries.isEmpty {
                    line += " entries: [" + item.menuEntries.map(name).joined(separator: ", ") + "]"
                }
                result.append(line)
            }
            return toolbar
        }
        _ = UncarriedFact.mapToolbars(screen.root, collect)
        for bar in screen.handMadeBars { _ = collect(bar.toolbar) }
        return result.sorted()
    }

    /// The screen settings that move no entry but are facts of the spec all the same: the layout direction (it
    /// flips the edge the app is told about) and `immersive`. The pictures cannot see them, so they once went
    /// missing from the documented exceptions while every placement matched.
    static func screenFacts(_ screen: Screen) -> [String] {
        ["layout-direction: \(screen.settings.layoutDirection.rawValue)", "immersive: \(screen.settings.immersive)"]
    }

    /// Every tab's badge (by the tab's title): a badge is not a placement, but the code carries it both ways.
    static func tabBadges(_ screen: Screen) -> [String] {
        func badges(_ container: Container) -> [String] {
            guard case .tabView(let tabs) = container else { return [] }
            return tabs.tabs.flatMap { tab in
                ["\(tab.title ?? tab.id): \(tab.badge?.description ?? "-")"] + (tab.content.map(badges) ?? [])
            }
        }
        return badges(screen.root)
    }

    /// A screen's pictures on the built-in iphone-duo: a device a spec declares is not part of the code.
    static func pictures(_ document: Document, _ screen: Screen, carried: Set<String>) -> [[String]]? {
        guard case .success(let solved) = document.solve(screen, SolveRequest(device: "iphone-duo")) else { return nil }
        let names = RoundTripNames.names(screen, carried: carried)
        return solved.placements.map { picture($0, names: names) }
    }

    /// Specs of constructs that no spec in `Specs/` declares, round-tripped like them (keyed by a name for the
    /// messages; none is in `documentedExceptions`: both frameworks carry all of it).
    static let constructSpecs: [String: String] = [
        "constructs/menus-and-badges.bar": """
            screen menus-and-badges {
              hand-made-bar player {
                edge: bottom
                item queue { title: "Queue" symbol: "list.bullet" badge: 4 }
              }

              stack {
                title: "Note"

                toolbar {
                  item edit { title: "Edit" symbol: "pencil" badge: 2 }
                  menu sort {
                    title: "Sort"
                    symbol: "arrow.up.arrow.down"
                    badge: 1
                    item by-date { title: "By Date" symbol: "calendar" }
                    item by-name { title: "By Name" symbol: "textformat" }
                  }
                  overflow-menu {
                    item duplicate { title: "Duplicate" symbol: "plus.square.on.square" }
                    menu share {
                      title: "Share"
                      symbol: "square.and.arrow.up"
                      item mail { title: "Mail" symbol: "envelope" }
                      item message { title: "Message" symbol: "message" }
                    }
                  }
                }
              }
            }

            """,
        // Entries without a title, found by an exploratory review: a menu with only a symbol, which SwiftUI once
        // wrote `Menu("sort")` (import read "sort" back as the title, a wider entry that moved from V2 to T1), and
        // items with neither title nor symbol (an imported asset image), once written with their id as the
        // title, which moved NetNewsWire's three from the top bar to the overflow menu. Ids with a word that
        // starts with a digit once came back without its `-` (`line3-horizontal-decrease-circle`). A UIKit custom
        // view without a title came back titled "Custom View", with the id `item`.
        "constructs/untitled-entries.bar": """
            screen library {
              stack {
                title: "Library"

                toolbar {
                  item add { title: "Add" symbol: "plus" }
                  menu sort {
                    symbol: "arrow.up.arrow.down"
                    item newest { title: "Newest" }
                    item oldest { title: "Oldest" }
                  }
                  item assets-images-filter { placement: top-trailing }
                  item assets-images-search-2 { placement: top-trailing }
                  item profile-picture { placement: top-leading view: custom }
                  item line-3-horizontal-decrease-circle { symbol: "line.3.horizontal.decrease.circle" placement: bottom }
                  menu more {
                    placement: top-trailing
                    item rate { symbol: "star" }
                    item report { }
                  }
                  overflow-menu {
                    item slideshow { symbol: "play.rectangle" }
                    item assets-images-print { }
                  }
                }
              }
            }

            """,
    ]

    static func roundTrip(_ specPath: String, framework: UIFramework, mode: ImportMode) throws {
        try roundTrip(specPath, text: constructSpecs[specPath] ?? RepositoryFiles.text(specPath), framework: framework, mode: mode)
    }

    static func roundTrip(_ specPath: String, text: String, framework: UIFramework, mode: ImportMode) throws {
        let loaded = SpecLoader.load(path: specPath, text: text)
        try #require(!loaded.hasErrors)
        let original = Document(path: specPath, text: text)
        let exceptions = documentedExceptions[framework]?[specPath] ?? []
        let generated = Generator.generate(loaded.spec, specPath: specPath, framework: framework)
        var differedAsWritten = false
        for file in generated.files {
            let screen = try #require(loaded.spec.screens.first { $0.id == file.screenID })
            let imported = Importer.run(sources: [SourceFile(path: file.fileName, text: file.text)], mode: mode)
            let importedText = imported.files.map(\.text).joined(separator: "\n")
            let back = SpecLoader.load(path: "imported.bar", text: importedText)
            #expect(!back.hasErrors, "the import of \(file.fileName) does not load:\n\(importedText)")
            let backScreen = try #require(
                back.spec.screens.first { $0.id == screen.id }, "no screen \(screen.id) in the import of \(file.fileName):\n\(importedText)")
            var carried = screen
            for fact in UncarriedFact.allCases where exceptions.contains(fact) { carried = fact.removed(from: carried) }
            let carriedIDs = RoundTripNames.carriedIDs(carried, framework)
            let lostIDs = carriedIDs.subtracting(RoundTripNames.allIDs(backScreen))
            #expect(lostIDs.isEmpty, "screen \(screen.id) of \(specPath): ids \(lostIDs.sorted()) do not come back after generate \(framework) → import:\n\(importedText)")
            let backPictures = pictures(Document(path: "imported.bar", text: importedText), backScreen, carried: carriedIDs)
            let asWritten = pictures(original, screen, carried: carriedIDs)
            try #require(asWritten != nil)
            if backPictures != asWritten || declaredGroups(backScreen) != declaredGroups(screen) || screenFacts(backScreen) != screenFacts(screen) {
                differedAsWritten = true
            }
            #expect(
                declaredGroups(backScreen) == declaredGroups(carried),
                "screen \(screen.id) of \(specPath) has other declared groups after generate \(framework) → import:\n\(importedText)")
            #expect(
                screenFacts(backScreen) == screenFacts(carried),
                "screen \(screen.id) of \(specPath) has other screen settings after generate \(framework) → import")
            #expect(tabBadges(backScreen) == tabBadges(carried), "screen \(screen.id) of \(specPath): tab badges differ after generate \(framework) → import")
            #expect(
                entryFacts(backScreen, carried: carriedIDs) == entryFacts(carried, carried: carriedIDs),
                "screen \(screen.id) of \(specPath): badges or menu entries differ after generate \(framework) → import:\n\(importedText)")
            // A fresh document: a document caches placements by screen id, and `carried` has the same id.
            #expect(
                backPictures == pictures(Document(path: specPath, text: text), carried, carried: carriedIDs),
                "screen \(screen.id) of \(specPath) places differently after generate \(framework) → import:\n\(file.text)\n\(importedText)")
        }
        if !exceptions.isEmpty {
            #expect(differedAsWritten, "\(specPath) now round-trips as written: take it off documentedExceptions")
        }
    }

    @Test(arguments: RepositoryFiles.files(under: "Specs", endingIn: ".bar"))
    func swiftUIRoundTripKeepsEveryPlacement(_ specPath: String) throws {
        try Self.roundTrip(specPath, framework: .swiftUI, mode: .swiftUI)
    }

    @Test(arguments: RepositoryFiles.files(under: "Specs", endingIn: ".bar"))
    func uiKitRoundTripKeepsEveryPlacement(_ specPath: String) throws {
        try Self.roundTrip(specPath, framework: .uiKit, mode: .uiKit)
    }

    @Test(arguments: constructSpecs.keys.sorted())
    func swiftUIRoundTripKeepsConstructsSpecsDoNotHold(_ name: String) throws {
        try Self.roundTrip(name, framework: .swiftUI, mode: .swiftUI)
    }

    @Test(arguments: constructSpecs.keys.sorted())
    func uiKitRoundTripKeepsConstructsSpecsDoNotHold(_ name: String) throws {
        try Self.roundTrip(name, framework: .uiKit, mode: .uiKit)
    }

    @Test func everyExceptionIsExplainedInTheDocs() throws {
        let docs = try RepositoryFiles.text("docs/generate.md")
        for specs in Self.documentedExceptions.values {
            for spec in specs.keys {
                #expect(docs.contains("`" + spec.dropFirst("Specs/".count) + "`"), "docs/generate.md does not explain \(spec)")
            }
        }
    }

    @Test func exceptionsAreFactsTheFrameworkCannotCarry() {
        for (framework, specs) in Self.documentedExceptions {
            for (spec, facts) in specs {
                #expect(facts.isSubset(of: Set(UncarriedFact.uncarried(by: framework))), "\(spec): \(facts) for \(framework)")
            }
        }
    }
}
