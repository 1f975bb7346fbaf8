import BarModel
import BarSolver
import Testing

/// P2, P30, P31: the strip keeps its physical side; the reported edge flips; horizontal bars mirror.
@Suite("Right to left")
struct RightToLeftTests {
    @Test("the edge flips to leading; the strip's side and frames do not move")
    func stripStays() {
        let ltr = DuoSample.solve(DuoSample.screen(), "closed")
        let rtl = DuoSample.solve(DuoSample.screen(layoutDirection: .rtl), "closed")
        #expect(rtl.verticalEdge == .leading)
        #expect(rtl.physicalSide == .right)
        #expect(rtl.layoutDirection == .rtl)
        #expect(rtl.entries(in: "vertical").map(\.frame) == ltr.entries(in: "vertical").map(\.frame))
        #expect(rtl.ids(in: "vertical") == ltr.ids(in: "vertical"))
    }

    @Test("the command line's direction overrides the screen's")
    func override() {
        let placement = DuoSample.solve(DuoSample.screen(), "open-landscape", direction: .rtl)
        #expect(placement.verticalEdge == .leading)
        #expect(DuoSample.solve(DuoSample.screen(layoutDirection: .rtl), "closed", direction: .ltr).verticalEdge == .trailing)
    }

    @Test("horizontal bars mirror: trailing items on the left, order unchanged")
    func horizontalMirrors() throws {
        let screen = DuoSample.screen(verticalBehavior: .disabled, layoutDirection: .rtl)
        let placement = DuoSample.solve(screen, "closed")
        #expect(placement.ids(in: "top") == ["automatic", "share", "…", "done"])
        // The top bar starts below the front camera (horizontal-top-inset 66.3 in closed, [S0] §04).
        #expect(placement.entry("done")?.frame == Rect(x: 16, y: 66.3, width: 52, height: 52))
        #expect(placement.entry("automatic")?.frame == Rect(x: 172, y: 66.3, width: 52, height: 52))
        // The first tab is on the right.
        let first = try #require(placement.entry("hinge")?.frame)
        let last = try #require(placement.entry("toolbar")?.frame)
        #expect(first.minX > last.minX)
        #expect(placement.verticalEdge == nil)
        #expect(PlacementInvariants.problems(placement, for: screen).isEmpty)
    }

    @Test("while vertical, the top bar's trailing end is on the left, away from the strip")
    func topBarWhileVertical() {
        let placement = DuoSample.solve(DuoSample.screen(layoutDirection: .rtl), "closed")
        #expect(placement.entry("horizontal")?.frame == Rect(x: 16, y: 0, width: 52, height: 52))
    }
}
