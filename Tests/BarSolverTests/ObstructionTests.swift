import BarModel
import BarSolver
import Testing

/// P4: a posture with an obstruction is a posture with less length.
@Suite("Obstructions")
struct ObstructionTests {
    @Test("usable strip lengths with keyboard (200) and picture in picture (120)")
    func lengths() {
        let screen = DuoSample.screen()
        let expected: [(String, Double)] = [
            ("closed+keyboard", 274), ("closed+pip", 354), ("closed-landscape+keyboard", 125),
            ("open-landscape+pip", 395), ("closed+keyboard+pip", 154),
        ]
        for (posture, length) in expected {
            #expect(DuoSample.solve(screen, posture).strip?.usableLength == length, "\(posture)")
        }
    }

    @Test("the sample with the keyboard up on the outer display: items overflow, then the tabs collapse")
    func sampleWithKeyboard() {
        let placement = DuoSample.solve(DuoSample.screen(), "closed+keyboard")
        #expect(placement.postureName == "closed+keyboard")
        #expect(placement.ids(in: "vertical") == ["done", "share", "…", "tab-button"])
        #expect(placement.notes.contains { $0.rules.contains(.p4) })
        #expect(PlacementInvariants.problems(placement, for: DuoSample.screen()).isEmpty)
    }

    @Test("picture in picture overflows sooner than nothing at all")
    func pip() {
        let plain = DuoSample.solve(DuoSample.screen(), "open-landscape")
        let pip = DuoSample.solve(DuoSample.screen(), "open-landscape+pip")
        #expect(pip.entries(.overflow).count > plain.entries(.overflow).count)
        #expect(pip.obstructions.map(\.id) == ["pip"])
        #expect(pip.obstructions.first?.rect == nil)
    }

    @Test("[M] the shortest strip (125 pt): even the pinned item leaves, keeping … and the tab button")
    func shortestStrip() {
        let placement = DuoSample.solve(DuoSample.screen(), "closed-landscape+keyboard")
        #expect(placement.ids(in: "vertical") == ["…", "tab-button"])
        #expect(placement.entry("done")?.bar == .overflow)
        #expect(placement.entry("done")?.rules.contains(.p24) == true)
        #expect(placement.ids(in: "overflow") == ["automatic", "vertical", "share", "delete", "done", "export"])
        #expect(PlacementInvariants.problems(placement, for: DuoSample.screen()).isEmpty)
    }

    /// P4 with P24: an obstruction only takes length away, so a pinned item shown with it is shown without it
    /// too, in every posture, obstruction and compression. (Letting pinned items leave to keep a whole tab bar
    /// broke this: in closed-landscape Done left, and with picture in picture it came back, the tabs collapsed.)
    @Test("a pinned item an obstruction leaves in the bar is in the bar without it (P4, P24)")
    func pinnedItemsNeverReturnWithLessLength() {
        let device = BuiltInDevices.iphoneDuo
        let tabs = (1...5).map { Tab(id: "t\($0)", title: "\($0)", symbol: "\($0).circle") }
        var selected = tabs[4]
        selected.content = .stack(
            NavigationStack(toolbar: Toolbar(items: [
                ToolbarItem(id: "done", title: "Done", symbol: "checkmark", placement: .pinnedTrailing),
                ToolbarItem(id: "a", title: "A", symbol: "a.circle"),
            ])))
        let small = Screen(id: "two", root: .tabView(TabView(tabs: Array(tabs.dropLast()) + [selected], selectedTabID: "t5")))
        let screens = [small, DuoSample.screen(), DuoSample.screen(compression: .prefersTabBar), DuoSample.screen(compression: .prefersToolbarItems)]
        let obstructionSets = [["keyboard"], ["pip"], ["keyboard", "pip"]]
        for screen in screens {
            for posture in device.postures {
                let plain = Solver.solve(screen, device: device, posture: PostureSelection(posture: posture))
                func pinnedShown(_ placement: Placement) -> Set<String> {
                    Set(placement.entries(.vertical).filter { $0.id == "done" }.map(\.id))
                }
                for names in obstructionSets {
                    let obstructions = names.compactMap { device.obstruction($0) }
                    let obstructed = Solver.solve(screen, device: device, posture: PostureSelection(posture: posture, obstructions: obstructions))
                    #expect(
                        pinnedShown(obstructed).isSubset(of: pinnedShown(plain)),
                        "\(screen.id) \(posture.id)+\(names.joined(separator: "+")): Done shown only with less length")
                }
            }
        }
    }
}
