import BarModel
import BarSolver
import Foundation
import Testing

/// Properties that hold for every screen in every posture: each declared entry exactly once, frames inside
/// their bars and never overlapping, consistent indices and edge; and the same answer every time.
@Suite("Invariants")
struct InvariantTests {
    /// Screens that exercise every container and route.
    static var screens: [Screen] {
        var screens = [
            DuoSample.screen(), DuoSample.screen(verticalBehavior: .disabled), DuoSample.screen(compression: .prefersToolbarItems),
            DuoSample.screen(layoutDirection: .rtl), SplitViewTests.screen(), SplitViewTests.screen(compactColumn: .content),
            InspectorTests.screen(), InspectorTests.screen(direction: .rtl), KeyboardTests.screen, HandMadeBarTests.screen,
            Fixtures.stackScreen(Fixtures.items(40), hasBackButton: true),
            Fixtures.stackScreen(
                [
                    Fixtures.item("close", placement: .cancellation), Fixtures.item("title", placement: .principal),
                    Fixtures.item("text", symbol: nil), Fixtures.item("mode", axis: .horizontalOnly),
                    Fixtures.item("b1", placement: .bottom), Fixtures.item("b2", symbol: nil, placement: .bottom),
                    Fixtures.item("done", placement: .pinnedTrailing), Fixtures.item("k", placement: .keyboard),
                    Fixtures.item("m", inMenu: true),
                ] + Fixtures.items(12), hasBackButton: true),
            Fixtures.stackScreen(Fixtures.items(5) + [Fixtures.item("b", placement: .bottom)], navigationBar: .hidden),
        ]
        screens += Sheet.Placement.allCases.map(SheetTests.screen)
        return screens
    }

    /// Issue 18 (4): every id the solver gives a system control is one the language refuses for a declaration
    /// (`SystemEntryIDs`), so no spec can make two entries share an id.
    @Test("system controls take only reserved ids")
    func systemControlIDsAreReserved() {
        var seen: Set<String> = []
        let manyTabs = Fixtures.tabScreen(tabs: (0..<7).map { Fixtures.tab("t\($0)") }, selected: "t0")
        for screen in Self.screens + [manyTabs] {
            for (device, posture) in Fixtures.allSelections {
                for entry in Fixtures.solve(screen, posture, device: device).entries where entry.kind != .item && entry.kind != .tab {
                    seen.insert(entry.id)
                    #expect(SystemEntryIDs.isReserved(entry.id), "\(entry.kind.name) '\(entry.id)' in \(screen.id) \(posture)")
                }
            }
        }
        #expect(seen.isSuperset(of: ["back", "overflow", "tab-button", "more-tab"]), "\(seen.sorted())")
    }

    @Test("every built-in posture and obstruction, both directions")
    func builtInScreens() {
        for screen in Self.screens {
            for (device, posture) in Fixtures.allSelections {
                for direction in LayoutDirection.allCases {
                    let placement = Fixtures.solve(screen, posture, device: device, direction: direction)
                    let problems = PlacementInvariants.problems(placement, for: screen)
                    #expect(problems.isEmpty, "\(screen.id) on \(device.id) \(posture) \(direction): \(problems)")
                }
            }
        }
    }

    @Test("every screen of every spec in Specs/, on its own device in every posture")
    func specScreens() throws {
        let paths = SpecFiles.paths()
        #expect(!paths.isEmpty)
        for path in paths {
            let result = try SpecFiles.load(path)
            for screen in result.spec.screens {
                let device = SpecFiles.device(for: screen, in: result.spec)
                let selections = device.postures.flatMap { posture in [posture.id] + device.obstructions.map { "\(posture.id)+\($0.id)" } }
                for posture in selections {
                    let placement = Fixtures.solve(screen, posture, device: device)
                    let problems = PlacementInvariants.problems(placement, for: screen)
                    #expect(problems.isEmpty, "\(path.lastPathComponent) \(screen.id) \(posture): \(problems)")
                }
            }
        }
    }

    @Test("deterministic: the same input gives the same placement")
    func deterministic() {
        for screen in Self.screens {
            for posture in ["closed", "closed-landscape+keyboard", "open-landscape", "open-portrait"] {
                #expect(Fixtures.solve(screen, posture) == Fixtures.solve(screen, posture))
            }
        }
    }

    @Test("entries are ordered by bar, then index; menus, collapsed tabs and hidden entries follow")
    func order() {
        let placement = DuoSample.solve(DuoSample.screen(compression: .prefersToolbarItems), "closed")
        let sections = placement.entries.map { entry -> Int in
            switch entry.bar {
            case .vertical, .top, .bottom: 0
            case .overflow: 1
            case .collapsed: 2
            case .hidden: 3
            }
        }
        #expect(sections == sections.sorted())
        #expect(placement.bars.map(\.id) == ["vertical", "top"])
        #expect(placement.entries.prefix(7).map(\.barID) == Array(repeating: "vertical", count: 7))
    }
}
