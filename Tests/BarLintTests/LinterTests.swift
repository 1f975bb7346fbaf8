import BarDiagnostics
import BarModel
import BarSolver
import Foundation
import Testing

@testable import BarLint

@Suite struct LinterTests {
    static let spec = """
        screen s {
          stack {
            toolbar {
              item a { title: "A" symbol: "a.circle" }
              item b { title: "B" symbol: "b.circle" }
            }
          }
        }
        screen t {
          device: iphone
          stack { toolbar { item c { title: "C" symbol: "c.circle" } } }
        }
        """

    /// Counts solver calls, so tests can check placements are computed once per screen and posture.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var calls: [String] = []
        func record(_ call: String) { lock.lock(); calls.append(call); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return calls }
    }

    /// Rules find an item's entry by id through an index; it must give the item's entry, not a tab or a
    /// system control that happens to share the id.
    @Test func postureItemLookupFindsTheDeclaredItem() throws {
        let entries = [
            PlacedEntry(id: "share", title: "Share tab", kind: .tab, bar: .bottom, barID: "tab-bar", index: 0, frame: nil, reason: "tab", rules: [], trail: []),
            PlacedEntry(id: "share", title: "Share", kind: .item, bar: .overflow, barID: "overflow", index: 0, frame: nil, reason: "item", rules: [], trail: []),
        ]
        let posture = try #require(BuiltInDevices.iphoneDuo.posture("closed"))
        let solved = Solver.solve(Screen(id: "s", root: .stack(NavigationStack(title: "S"))), device: BuiltInDevices.iphoneDuo, posture: PostureSelection(posture: posture))
        var placement = solved
        placement.entries = entries
        let lookup = PosturePlacement(selection: PostureSelection(posture: posture), placement: placement)
        #expect(lookup.item("share")?.title == "Share")
        #expect(lookup.item("missing") == nil)
        // Read in place, the same entry.
        #expect(lookup.withItem("share") { ($0.title, $0.bar) } ?? ("", .hidden) == ("Share", .overflow))
        #expect(lookup.withItem("missing") { $0.title } == nil)
    }

    @Test func placementsAreComputedOncePerScreenAndPosture() {
        let counter = Counter()
        let provider = PlacementProvider { screen, device, posture in
            counter.record("\(screen.id)@\(device.id)/\(posture.name)")
            return Solver.solve(screen, device: device, posture: posture)
        }
        _ = Linter.lint(SpecLoader.load(path: "s.bar", text: Self.spec), options: LintOptions(placementProvider: provider))
        // Every posture, then every posture with each obstruction on its own (issue 18: the keyboard is the
        // worst case for the strip, P4).
        let expected = [("s", BuiltInDevices.iphoneDuo), ("t", BuiltInDevices.iphone)].flatMap { id, device in
            device.postures.map { "\(id)@\(device.id)/\($0.id)" }
                + device.postures.flatMap { posture in device.obstructions.map { "\(id)@\(device.id)/\(posture.id)+\($0.id)" } }
        }
        #expect(counter.all == expected)
        #expect(Array(counter.all.prefix(5)) == [
            "s@iphone-duo/closed", "s@iphone-duo/closed-landscape", "s@iphone-duo/open-landscape", "s@iphone-duo/open-portrait",
            "s@iphone-duo/closed+keyboard",
        ])
        let chosen = Counter()
        let provider2 = PlacementProvider { screen, device, posture in
            chosen.record("\(screen.id)@\(device.id)/\(posture.name)")
            return Solver.solve(screen, device: device, posture: posture)
        }
        var options = LintOptions(deviceOverride: "iphone-duo", placementProvider: provider2)
        options.postures = ["closed+keyboard"]
        _ = Linter.lint(SpecLoader.load(path: "s.bar", text: Self.spec), options: options)
        #expect(chosen.all == ["s@iphone-duo/closed+keyboard", "t@iphone-duo/closed+keyboard"])
    }

    /// Issue 18 (5): a high-priority item that overflows only while the keyboard is up (P4, P26) is reported,
    /// naming that posture; checking only `closed` does not see it.
    @Test func obstructedPosturesAreLinted() throws {
        let items = ["compose", "reply", "forward", "archive", "flag", "move"].map {
            "      item \($0) { title: \"\($0)\" symbol: \"\($0)\" priority: high }"
        }.joined(separator: "\n")
        let text = "screen mail {\n  stack {\n    toolbar {\n\(items)\n    }\n  }\n}\n"
        let result = SpecLoader.load(path: "m.bar", text: text)
        let all = Linter.lint(result).filter { $0.id == "high-priority-overflows" }
        #expect(!all.isEmpty)
        #expect(all.allSatisfy { $0.message.contains("+keyboard") }, "\(all.map(\.message))")
        var closedOnly = LintOptions()
        closedOnly.postures = ["closed"]
        #expect(Linter.lint(result, options: closedOnly).filter { $0.id == "high-priority-overflows" }.isEmpty)
    }

    /// Issue 18 (5): a badged tab folded into the tab button hides its badge, as an overflowed item does (P26,
    /// P29).
    @Test func badgedTabFoldedIntoTheTabButton() throws {
        let tabs = (1...9).map { "    tab t\($0) { title: \"T\($0)\" symbol: \"circle\"\($0 == 9 ? " badge: 2" : "") }" }.joined(separator: "\n")
        let text = "screen s {\n  tab-view {\n    selected: t1\n\(tabs)\n  }\n}\n"
        let result = SpecLoader.load(path: "t.bar", text: text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let findings = Linter.lint(result).filter { $0.id == "high-priority-overflows" }
        let finding = try #require(findings.first, "no finding; placements: \(Linter.lint(result).map(\.message))")
        #expect(finding.message.hasPrefix("badged tab 't9' is folded into the tab button in "))
        #expect(findings.count == 1)
    }

    /// With more badged tabs than `searchedTabsLimit`, each posture's folded tabs are listed once: every badged
    /// tab the solver folds in some posture is reported, with exactly those postures.
    @Test func manyBadgedTabsFoldedIntoTheTabButton() throws {
        let count = LintRule.searchedTabsLimit * 3
        let tabs = (1...count).map { "    tab t\($0) { title: \"T\($0)\" symbol: \"circle\" badge: \($0) }" }.joined(separator: "\n")
        let result = SpecLoader.load(path: "t.bar", text: "screen s {\n  tab-view {\n    selected: t1\n\(tabs)\n  }\n}\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let screen = try #require(result.spec.screens.first)
        let context = LintContext(result: result)
        let postures = context.placements(screen)
        var expected: [String] = []
        for index in 1...count {
            func folded(into control: String) -> [String] {
                postures.filter { posture in
                    posture.placement.entries.contains { $0.kind == .tab && $0.id == "t\(index)" && $0.bar == .collapsed && $0.barID == control }
                }.map(\.name)
            }
            // The strip's tab button, or the More tab of a horizontal tab bar (open-portrait).
            var places: [String] = []
            if !folded(into: "tab-button").isEmpty { places.append("folded into the tab button in \(RuleText.list(folded(into: "tab-button")))") }
            if !folded(into: "more-tab").isEmpty { places.append("in the More tab in \(RuleText.list(folded(into: "more-tab")))") }
            guard !places.isEmpty else { continue }
            expected.append("badged tab 't\(index)' is \(places.joined(separator: ", and ")), where")
        }
        #expect(expected.count > LintRule.searchedTabsLimit)
        let findings = Linter.lint(result).filter { $0.id == "high-priority-overflows" }.map(\.message)
        #expect(findings.count == expected.count)
        for (finding, start) in zip(findings, expected) { #expect(finding.hasPrefix(start), "\(finding)") }
    }

    /// A badged tab folded into the strip's tab button and into a horizontal tab bar's More tab is told apart,
    /// and compression is advised only where it would help: a screen that prefers toolbar items (P28, P29).
    @Test func badgedTabAdviceFitsWhereItIsFolded() throws {
        func message(_ compression: String?) throws -> String {
            let tabs = (1...8).map { "    tab t\($0) { title: \"T\($0)\" symbol: \"circle\"\($0 == 8 ? " badge: 3" : "") }" }.joined(separator: "\n")
            let setting = compression.map { "  compression: \($0)\n" } ?? ""
            let result = SpecLoader.load(path: "t.bar", text: "screen s {\n\(setting)  tab-view {\n    selected: t1\n\(tabs)\n  }\n}\n")
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
            return try #require(Linter.lint(result).first { $0.id == "high-priority-overflows" }?.message)
        }
        let automatic = try message(nil)
        #expect(automatic.contains("folded into the tab button in ") && automatic.contains("in the More tab in open-portrait"), "\(automatic)")
        #expect(!automatic.contains("compression"), "\(automatic)")
        let prefersItems = try message("prefers-toolbar-items")
        #expect(prefersItems.contains("or use compression prefers-tab-bar"), "\(prefersItems)")
    }

    @Test func theCommandLineDeviceWins() {
        let counter = Counter()
        let provider = PlacementProvider { screen, device, posture in
            counter.record("\(screen.id)@\(device.id)")
            return Solver.solve(screen, device: device, posture: posture)
        }
        _ = Linter.lint(SpecLoader.load(path: "s.bar", text: Self.spec), options: LintOptions(deviceOverride: "iphone", placementProvider: provider))
        #expect(Set(counter.all) == ["s@iphone", "t@iphone"])
    }

    @Test func configurationChangesSeverityAndDisablesRules() {
        let text = "screen s { stack { toolbar { item a { symbol: \"a.circle\" } spacer fixed } } }"
        let result = SpecLoader.load(path: "s.bar", text: text)
        var configuration = LintConfiguration()
        configuration.severities["item-missing-title"] = .error
        configuration.disabledRules = ["manual-spacer"]
        let findings = Linter.lint(result, options: LintOptions(configuration: configuration))
        #expect(findings.map(\.id) == ["item-missing-title"])
        #expect(findings.map(\.severity) == [.error])
        #expect(Linter.lint(result).map(\.id).sorted() == ["item-missing-title", "manual-spacer"])
    }

    @Test func rulesRunOnWhatCouldBeLoaded() {
        let text = "screen s { stack { toolbar { item a { symbol: \"a.circle\" titel: \"A\" } } } }"
        let findings = Linter.lint(SpecLoader.load(path: "s.bar", text: text))
        #expect(findings.map(\.id) == ["item-missing-title", "unknown-attribute"])
        #expect(findings.map(\.severity) == [.warning, .error])
    }

    @Test func swappedOrderBetweenPosturesIsUnstable() throws {
        // The solver keeps declaration order today; a provider that reverses the bar in one posture shows the
        // order check at work.
        let text = """
            screen s {
              stack {
                toolbar {
                  item a { title: "A" symbol: "a.circle" }
                  item b { title: "B" symbol: "b.circle" }
                }
              }
            }
            """
        let provider = PlacementProvider { screen, device, posture in
            var placement = Solver.solve(screen, device: device, posture: posture)
            if posture.name == "open-portrait" {
                placement.entries = placement.entries.map { entry in
                    var entry = entry
                    if entry.kind == .item, let index = entry.index { entry.index = 1 - index }
                    return entry
                }
            }
            return placement
        }
        let result = SpecLoader.load(path: "s.bar", text: text)
        let findings = Linter.lint(result, options: LintOptions(placementProvider: provider)).filter { $0.id == "unstable-position" }
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.message == "item 'b' comes after 'a' in closed but before it in open-portrait; keep the order of items the same in every posture")
        #expect(result.source.location(of: finding.range.start) == .init(line: 5, column: 12))
        #expect(Linter.lint(result).isEmpty)
    }

    @Test func inventoryFlattensEveryToolbar() {
        let text = """
            screen s {
              split-view {
                sidebar { toolbar { item a { title: "A" symbol: "a" } } }
                detail {
                  toolbar {
                    menu m { title: "M" symbol: "m" item e { title: "E" } }
                    overflow-menu { item o { title: "O" symbol: "o" } }
                  }
                  inspector { toolbar { item i { title: "I" symbol: "i" } } }
                }
              }
              hand-made-bar h { edge: top item x { title: "X" symbol: "x" } }
            }
            """
        let result = SpecLoader.load(path: "s.bar", text: text)
        #expect(result.diagnostics.isEmpty)
        let inventory = ScreenOutline(result.spec.screens[0])
        #expect(inventory.items.map(\.item.id) == ["a", "m", "e", "o", "i", "x"])
        #expect(inventory.items.map(\.isMenuEntry) == [false, false, true, true, false, false])
        #expect(inventory.items.map(\.owner.phrase) == [
            "the sidebar column", "the detail column", "the detail column", "the detail column", "the inspector",
            "the hand-made bar 'h'",
        ])
    }
}
