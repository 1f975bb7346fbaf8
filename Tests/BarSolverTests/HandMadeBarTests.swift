import BarModel
import BarSolver
import Testing

/// P5: hand-made bars never move, and never overflow into the system menu.
@Suite("Hand-made bars")
struct HandMadeBarTests {
    static let screen = Fixtures.stackScreen(
        [Fixtures.item("share")],
        handMadeBars: [
            HandMadeBar(id: "filters", edge: .top, toolbar: Toolbar(items: [Fixtures.item("all"), Fixtures.item("unread")])),
            HandMadeBar(id: "actions", edge: .bottom, toolbar: Toolbar(items: Fixtures.items(9, prefix: "action"))),
        ])

    @Test("their items stay in their own bars in every posture")
    func stay() {
        for posture in ["closed", "open-landscape", "open-portrait"] {
            let placement = Fixtures.solve(Self.screen, posture)
            #expect(placement.ids(in: "hand-made.filters") == ["all", "unread"])
            #expect(placement.entry("all")?.rules.contains(.p5) == true)
            #expect(placement.entries(.overflow).isEmpty)
            #expect(PlacementInvariants.problems(placement, for: Self.screen).isEmpty, "\(posture)")
        }
    }

    @Test("below the navigation bar and above the bottom, in the content beside the strip")
    func frames() {
        let placement = Fixtures.solve(Self.screen, "closed")
        #expect(placement.bar("hand-made.filters")?.rect == Rect(x: 0, y: 52, width: 382, height: 52))
        #expect(placement.bar("hand-made.actions")?.rect == Rect(x: 0, y: 592, width: 382, height: 52))
    }

    @Test("[M] what does not fit is hidden, not overflowed")
    func tooMany() {
        let placement = Fixtures.solve(Self.screen, "closed")
        // (382 − 32) / 52 = 6 entries.
        #expect(placement.entries(in: "hand-made.actions").count == 6)
        #expect(placement.entry("action8")?.bar == .hidden)
    }
}
