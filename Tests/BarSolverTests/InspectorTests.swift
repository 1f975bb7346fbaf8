import BarModel
import BarSolver
import Testing

/// P8: an inspector never gets a vertical bar; a trailing column in regular width, a sheet in compact width.
@Suite("Inspectors")
struct InspectorTests {
    static func screen(presented: Bool = true, direction: LayoutDirection = .ltr) -> Screen {
        let inspector = Inspector(title: "Info", toolbar: Toolbar(items: [Fixtures.item("pin"), Fixtures.item("color")]), isPresented: presented)
        let stack = NavigationStack(title: "Doc", toolbar: Toolbar(items: [Fixtures.item("share")]), inspector: inspector)
        return Screen(id: "doc", settings: ScreenSettings(layoutDirection: direction), root: .stack(stack))
    }

    @Test("regular width: a trailing column with its own horizontal top bar")
    func column() {
        let placement = Fixtures.solve(Self.screen(), "open-landscape")
        #expect(placement.ids(in: "vertical") == ["share"])
        #expect(placement.ids(in: "inspector.top") == ["pin", "color"])
        #expect(placement.bar("inspector.top")?.rect == Rect(x: 547, y: 0, width: 320, height: 52))
        #expect(placement.bar("top")?.rect == Rect(x: 0, y: 0, width: 547, height: 52))
        #expect(placement.entry("pin")?.rules.contains(.p8) == true)
    }

    @Test("outer display: a sheet whose items stay horizontal, below the screen's top bar")
    func sheetOnOuterDisplay() throws {
        let placement = Fixtures.solve(Self.screen(), "closed")
        #expect(placement.ids(in: "inspector.top") == ["pin", "color"])
        let bar = try #require(placement.bar("inspector.top"))
        #expect(bar.rect.minY == 60)
        #expect(bar.rect.width == 382)
        #expect(placement.ids(in: "vertical") == ["share"])
        #expect(PlacementInvariants.problems(placement, for: Self.screen()).isEmpty)
    }

    @Test("not presented: its items are hidden")
    func notPresented() {
        let placement = Fixtures.solve(Self.screen(presented: false), "open-landscape")
        #expect(placement.entry("pin")?.bar == .hidden)
        #expect(placement.entry("pin")?.reason == "hidden: the inspector is not presented (P8)")
    }

    @Test("right-to-left: the inspector column is on the left; the strip stays right (P2)")
    func rightToLeft() {
        let placement = Fixtures.solve(Self.screen(direction: .rtl), "open-landscape")
        #expect(placement.bar("inspector.top")?.rect == Rect(x: 0, y: 0, width: 320, height: 52))
        #expect(placement.bar("vertical")?.rect.minX == 867)
        #expect(placement.verticalEdge == .leading)
    }
}
