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
    }

    @Test func placementsAreComputedOncePerScreenAndPosture() {
        let counter = Counter()
        let provider = PlacementProvider { screen, device, posture in
            counter.record("\(screen.id)@\(device.id)/\(posture.name)")
            return Solver.solve(screen, device: device, posture: posture)
        }
        _ = Linter.lint(SpecLoader.load(path: "s.bar", text: Self.spec), options: LintOptions(placementProvider: provider))
        #expect(counter.all == [
            "s@iphone-duo/closed", "s@iphone-duo/closed-landscape", "s@iphone-duo/open-landscape", "s@iphone-duo/open-portrait",
            "t@iphone/portrait", "t@iphone/landscape",
        ])
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
