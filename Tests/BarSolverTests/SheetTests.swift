import BarModel
import BarSolver
import Testing

/// P9: sheets by placement and display.
@Suite("Sheets")
struct SheetTests {
    static func screen(_ placement: Sheet.Placement) -> Screen {
        Screen(
            id: "sheet",
            root: .sheet(Sheet(placement: placement, title: "Edit", toolbar: Toolbar(items: [Fixtures.item("cancel", placement: .cancellation), Fixtures.item("save", placement: .confirmation)]))))
    }

    @Test("outer display: a sheet gets the vertical bar by default", arguments: Sheet.Placement.allCases)
    func outerDisplay(placement: Sheet.Placement) {
        let result = Fixtures.solve(Self.screen(placement), "closed")
        #expect(result.verticalEdge == .trailing)
        #expect(result.ids(in: "vertical") == ["cancel", "save"])
    }

    /// P30: the edge is where the system would put a vertical bar here, whether one shows or not ([S2]: it is
    /// not a flag saying the items are vertical), so a sheet that keeps its items horizontal still reports it.
    @Test("inner display: centred and leading sheets keep horizontal items; the edge is still reported (P9, P30)")
    func innerDisplayHorizontal() {
        for placement in [Sheet.Placement.center, .leading] {
            let result = Fixtures.solve(Self.screen(placement), "open-landscape")
            #expect(result.verticalEdge == .trailing)
            #expect(!result.barsAreVertical && result.physicalSide == nil)
            #expect(result.ids(in: "top") == ["cancel", "save"])
            #expect(result.entry("save")?.rules.contains(.p9) == true)
        }
    }

    @Test("inner display: a trailing sheet gets the vertical bar")
    func innerDisplayTrailing() {
        let result = Fixtures.solve(Self.screen(.trailing), "open-landscape")
        #expect(result.verticalEdge == .trailing)
        #expect(result.ids(in: "vertical") == ["cancel", "save"])
    }

    /// [S2]: a sheet moved to the right gets the vertical bar, one on the left does not. The side is physical: in
    /// a right-to-left layout a trailing sheet sits on the left and a leading sheet on the right (P2, P9, P31).
    @Test("sheets by physical side: in right-to-left a leading sheet on the right gets the vertical bar, a trailing one on the left does not (P9)")
    func sheetsByPhysicalSideUnderRightToLeft() throws {
        let trailing = Fixtures.solve(Self.screen(.trailing), "open-landscape", direction: .rtl)
        #expect(trailing.ids(in: "vertical").isEmpty)
        #expect(trailing.ids(in: "top") == ["cancel", "save"])
        #expect(trailing.verticalEdge == .leading && !trailing.barsAreVertical)
        let trailingBar = try #require(trailing.bar("top"))
        #expect(trailingBar.rect.maxX <= 867 / 2)
        let leading = Fixtures.solve(Self.screen(.leading), "open-landscape", direction: .rtl)
        #expect(leading.ids(in: "vertical") == ["cancel", "save"])
        #expect(leading.verticalEdge == .leading)
        #expect(leading.entry("save")?.rules.contains(.p9) == true)
    }

    @Test("sheet frames: centred (540 wide, inset 24 pt), leading 400 wide, trailing beside the strip")
    func frames() {
        #expect(Fixtures.solve(Self.screen(.center), "open-landscape").bar("top")?.rect == Rect(x: 205.5, y: 24, width: 540, height: 52))
        #expect(Fixtures.solve(Self.screen(.leading), "open-landscape").bar("top")?.rect == Rect(x: 0, y: 0, width: 400, height: 52))
        #expect(Fixtures.solve(Self.screen(.trailing), "open-landscape").bar("top")?.rect == Rect(x: 467, y: 0, width: 400, height: 52))
    }

    @Test("a phone keeps horizontal items in a page sheet")
    func phone() {
        let result = Fixtures.solve(Self.screen(.trailing), "portrait", device: BuiltInDevices.iphone)
        #expect(result.verticalEdge == nil)
        #expect(result.ids(in: "top") == ["cancel", "save"])
        #expect(result.bar("top")?.rect.minY == 119)  // top inset 59, then 60 below the presenting top bar
    }

    /// A screen shown as a sheet is read by the screen-wide decision and by its pane: the sheet's reason is
    /// told once. Its pinned item names no `…` that its bar does not show.
    @Test("a centred sheet's explanation: the P9 note once, and a pinned item after no absent '…'")
    func sheetExplanationWords() throws {
        let screen = Screen(
            id: "sheet",
            root: .sheet(
                Sheet(
                    placement: .center, title: "Edit",
                    toolbar: Toolbar(items: [Fixtures.item("cancel", placement: .cancellation), Fixtures.item("save", placement: .pinnedTrailing)]))))
        let placement = Fixtures.solve(screen, "open-landscape")
        let save = try #require(placement.entry("save"))
        #expect(save.trail.filter { $0.text.contains("centred sheet") }.count == 1, "\(save.trail.map(\.text))")
        #expect(placement.ids(in: "top").contains("save") && !placement.ids(in: "top").contains("…"))
        #expect(save.reason.contains("pinned at the trailing end") && !save.reason.contains("'…'"), "\(save.reason)")
    }

    /// A sheet is not a navigation container: its trail opens with the posture's vertical bars (P1) and then
    /// gives the sheet rule (P9), where it said the posture put a navigation container's bars in the strip and
    /// then that the sheet kept them horizontal. Built with an older SDK, the sheet rule is not given at all: P5
    /// keeps every bar horizontal first (the trail said the sheet got the vertical bar, and drew it in the top bar).
    @Test("a sheet's first axis note speaks of the sheet rule, not of a navigation container (P1, P9)", arguments: Sheet.Placement.allCases)
    func sheetAxisNotes(placement: Sheet.Placement) throws {
        for posture in ["closed", "open-landscape"] {
            let result = Fixtures.solve(Self.screen(placement), posture)
            let save = try #require(result.entry("save"))
            let axis = save.trail.filter { $0.topic == .axis }
            #expect(axis.first?.text == "\(posture) has vertical bars", "\(axis.map(\.text))")
            #expect(axis.first?.rules == [.p1])
            #expect(axis.dropFirst().first?.rules.contains(.p9) == true, "\(axis.map(\.text))")
            #expect(!axis.contains { $0.text.contains("navigation container") })

            var older = Self.screen(placement)
            older.settings.sdk = SDKVersion(27, 0)
            let olderSave = try #require(Fixtures.solve(older, posture).entry("save"))
            let olderAxis = olderSave.trail.filter { $0.topic == .axis }
            #expect(olderAxis.prefix(2).map(\.rules) == [[.p1], [.p5]], "\(olderAxis.map(\.text))")
            #expect(!olderAxis.contains { $0.rules.contains(.p9) }, "\(olderAxis.map(\.text))")
            #expect(olderSave.bar == .top)
        }
    }
}
