import BarModel
import BarSolver
import Testing

/// A device built in Swift: every geometry number comes from its postures, none is built into the solver.
@Suite("Custom devices")
struct CustomDeviceTests {
    static let tall = Device(
        id: "tall-fold",
        postures: [
            Posture(
                id: "folded", display: .outer, orientation: .portrait, windowWidth: 420, windowHeight: 800,
                horizontalSizeClass: .compact, verticalSizeClass: .regular, bars: .vertical, stripSide: .left,
                stripWidth: 60, statusClusterLength: 100, topInset: 0, bottomInset: 20, entryLength: 44, groupGap: 8,
                tabBarCapacity: 4),
            Posture(
                id: "flat", display: .inner, orientation: .portrait, windowWidth: 700, windowHeight: 900,
                horizontalSizeClass: .regular, verticalSizeClass: .regular, bars: .horizontal, topInset: 40,
                bottomInset: 20, entryLength: 44, barMargin: 10, tabBarCapacity: 4),
        ],
        obstructions: [Obstruction(id: "dock", stripReduction: 500, bottomReduction: 0, isKeyboard: false)])

    @Test("a longer strip with smaller entries holds the whole sample")
    func longStrip() {
        let placement = DuoSample.solve(DuoSample.screen(), "folded", device: Self.tall)
        #expect(placement.deviceID == "tall-fold")
        #expect(placement.strip?.usableLength == 680)
        #expect(placement.ids(in: "vertical") == ["done", "automatic", "vertical", "share", "delete", "…"] + DuoSample.tabIDs)
        #expect(placement.ids(in: "overflow") == ["export"])
    }

    @Test("a strip on the left: frames on the left, content to its right")
    func leftStrip() throws {
        let placement = DuoSample.solve(DuoSample.screen(), "folded", device: Self.tall)
        #expect(placement.physicalSide == .left)
        #expect(placement.entry("done")?.frame == Rect(x: 8, y: 100, width: 44, height: 44))
        let top = try #require(placement.bar("top"))
        #expect(top.rect.minX == 60)
        #expect(PlacementInvariants.problems(placement, for: DuoSample.screen()).isEmpty)
    }

    /// `toolbarVerticalEdge` is a `HorizontalEdge?`: in a left-to-right layout `leading` is the left side and
    /// `trailing` the right (P30, P31). The edge names the physical side the strip is on, read in the layout
    /// direction.
    @Test("the edge names the side: a left strip reports leading in ltr and trailing in rtl (P30, P31)")
    func edgeNamesTheSide() {
        let ltr = DuoSample.solve(DuoSample.screen(), "folded", device: Self.tall, direction: .ltr)
        #expect(ltr.physicalSide == .left)
        #expect(ltr.verticalEdge == .leading)
        let rtl = DuoSample.solve(DuoSample.screen(), "folded", device: Self.tall, direction: .rtl)
        #expect(rtl.physicalSide == .left)
        #expect(rtl.verticalEdge == .trailing)
        // The built-in strips are on the right: trailing in ltr, leading in rtl.
        #expect(DuoSample.solve(DuoSample.screen(), "closed", direction: .ltr).verticalEdge == .trailing)
        #expect(DuoSample.solve(DuoSample.screen(), "closed", direction: .rtl).verticalEdge == .leading)
    }

    @Test("its own obstruction and its tab bar capacity apply")
    func obstructionAndCapacity() {
        let docked = DuoSample.solve(DuoSample.screen(), "folded+dock", device: Self.tall)
        #expect(docked.strip?.usableLength == 180)
        #expect(docked.strip?.tabsCollapsed == true)
        let flat = DuoSample.solve(DuoSample.screen(), "flat", device: Self.tall)
        #expect(flat.ids(in: "tab-bar") == ["hinge", "layout", "arrangement", "more-tab"])
        #expect(flat.bar("top")?.rect.minY == 40)
    }

    /// An entry longer than a horizontal bar is high keeps the bar's height, centred in it: it was centred by
    /// its own length, and stood above the bar (above the window, for a top bar at 0) by half the difference.
    @Test("entries of a horizontal bar lower than their entry length stay inside the bar")
    func entriesStayInsideALowBar() throws {
        var device = Self.tall
        device.postures[1].topInset = 0
        device.postures[1].entryLength = 80
        device.postures[1].barHeight = 44
        let placement = DuoSample.solve(DuoSample.screen(), "flat", device: device)
        let top = try #require(placement.bar("top"))
        let entries = placement.entries.filter { $0.barID == "top" }
        #expect(!entries.isEmpty)
        for entry in entries { #expect(entry.frame?.minY == top.rect.minY && entry.frame?.height == 44, "\(entry.id) \(String(describing: entry.frame))") }
        #expect(PlacementInvariants.problems(placement, for: DuoSample.screen()).isEmpty)
    }

    /// A device's `bars` is followed where it differs from P1, and the trail says so: a posture on the outer
    /// display with horizontal bars was explained as "inner display in portrait" (a fidelity review).
    @Test("a posture whose axis differs from P1 is followed, and its trail says so [M]")
    func axisAgainstP1IsNoted() throws {
        var device = Self.tall
        device.postures[0].bars = .horizontal
        device.postures[1].bars = .vertical
        let folded = DuoSample.solve(DuoSample.screen(), "folded", device: device)
        let done = try #require(folded.entry("done"))
        #expect(done.bar == .top)
        #expect(done.trail.contains { $0.text == "folded keeps horizontal bars, as its device gives the outer display in portrait (bars: horizontal), where the platform makes them vertical [M]" })
        let flat = DuoSample.solve(DuoSample.screen(), "flat", device: device)
        #expect(flat.entry("done")?.bar == .vertical)
        #expect(flat.entry("done")?.trail.contains { $0.text == "flat puts a navigation container's bars in the vertical strip, as its device gives the inner display in portrait vertical bars (bars: vertical), where the platform keeps them horizontal [M]" } == true)
        // The built-in postures follow P1, and say nothing of the kind.
        let closed = DuoSample.solve(DuoSample.screen(), "closed")
        #expect(!closed.entries.contains { $0.trail.contains { $0.text.contains("[M]") && $0.topic == .axis } })
    }
}
