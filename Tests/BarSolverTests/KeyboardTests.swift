import BarModel
import BarSolver
import Testing

/// P10: keyboard accessory items stay with the keyboard and are never vertical.
@Suite("Keyboard items")
struct KeyboardTests {
    static let screen = Fixtures.stackScreen([
        Fixtures.item("bold", placement: .keyboard),
        Fixtures.item("italic", placement: .keyboard),
        Fixtures.item("share"),
    ])

    @Test("without a keyboard they are hidden, not overflowed")
    func hiddenWithoutKeyboard() throws {
        let placement = Fixtures.solve(Self.screen, "closed")
        let bold = try #require(placement.entry("bold"))
        #expect(bold.bar == .hidden)
        #expect(bold.reason == "hidden: shown only while the keyboard is up (P10)")
        #expect(placement.ids(in: "vertical") == ["share"])
    }

    @Test("with the keyboard they sit in the accessory bar right above it, never in the strip")
    func accessoryBar() throws {
        let placement = Fixtures.solve(Self.screen, "closed+keyboard")
        #expect(placement.ids(in: "keyboard") == ["bold", "italic"])
        let bar = try #require(placement.bar("keyboard"))
        #expect(bar.kind == .bottom)
        #expect(bar.rect == Rect(x: 0, y: 426, width: 382, height: 52))  // 678 − 200 − 52
        #expect(placement.entry("bold")?.reason.contains("keyboard accessory") == true)
        #expect(placement.entry("bold")?.rules.contains(.p10) == true)
        #expect(placement.ids(in: "vertical") == ["share"])
        #expect(PlacementInvariants.problems(placement, for: Self.screen).isEmpty)
    }

    @Test("on a phone the keyboard covers the tab bar, whose tabs are hidden (P4)")
    func keyboardCoversTabBar() {
        let placement = DuoSample.solve(DuoSample.screen(), "portrait+keyboard", device: BuiltInDevices.iphone)
        #expect(placement.bar("tab-bar") == nil)
        for id in DuoSample.tabIDs {
            #expect(placement.entry(id)?.bar == .hidden)
            #expect(placement.entry(id)?.reason == "hidden: the keyboard covers the tab bar (P4)")
        }
        #expect(PlacementInvariants.problems(placement, for: DuoSample.screen()).isEmpty)
    }
}
