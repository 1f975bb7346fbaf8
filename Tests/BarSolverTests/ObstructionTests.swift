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
}
