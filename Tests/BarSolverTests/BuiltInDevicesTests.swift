import BarModel
import BarSolver
import Testing

/// The built-in geometry (platform.md §1, §10) and what it implies for the strip and bars.
@Suite("Built-in devices and their geometry")
struct BuiltInDevicesTests {
    @Test func devicesAndPostureOrder() {
        #expect(BuiltInDevices.all.map(\.id) == ["iphone-duo", "iphone"])
        #expect(BuiltInDevices.defaultDevice.id == "iphone-duo")
        #expect(BuiltInDevices.iphoneDuo.postures.map(\.id) == ["closed", "closed-landscape", "open-landscape", "open-portrait"])
        #expect(BuiltInDevices.iphone.postures.map(\.id) == ["portrait", "landscape"])
        for device in BuiltInDevices.all {
            #expect(device.obstructions.map(\.id) == ["keyboard", "pip"])
            #expect(device.obstruction("keyboard")?.isKeyboard == true)
        }
    }

    @Test("usable strip length: window height − status cluster − bottom inset; closed-landscape is the shortest (P4)")
    func stripLengths() {
        let screen = DuoSample.screen()
        let lengths = ["closed": 474.0, "closed-landscape": 325, "open-landscape": 515]
        for (posture, length) in lengths {
            #expect(DuoSample.solve(screen, posture).strip?.usableLength == length)
        }
        #expect(DuoSample.solve(screen, "open-portrait").strip == nil)
        #expect(lengths.values.min() == lengths["closed-landscape"])
    }

    @Test("the fold band is reported, across the long side, and moves no bar (P3)")
    func fold() {
        let screen = DuoSample.screen()
        let landscape = DuoSample.solve(screen, "open-landscape")
        #expect(landscape.fold == Rect(x: 455.5, y: 0, width: 40, height: 669))
        let portrait = DuoSample.solve(screen, "open-portrait")
        #expect(portrait.fold == Rect(x: 0, y: 455.5, width: 669, height: 40))
        #expect(DuoSample.solve(screen, "closed").fold == nil)
        #expect(BuiltInDevices.iphoneDuo.posture("open-portrait")?.foldAxis == .horizontal)
    }

    @Test("horizontal top bar: half of the width less margins for the trailing side (closed 4, open-landscape 8 entries)")
    func topBarSides() {
        let screen = Fixtures.stackScreen(Fixtures.items(12), settings: ScreenSettings(verticalBehavior: .disabled))
        // Each trailing side holds its capacity: items, then the `…` button.
        let closed = Fixtures.solve(screen, "closed")
        #expect(closed.entries(in: "top").count == 4)
        #expect(closed.ids(in: "top") == ["item0", "item1", "item2", "…"])
        let open = Fixtures.solve(screen, "open-landscape")
        #expect(open.entries(in: "top").count == 8)
        let portrait = Fixtures.solve(screen, "open-portrait")
        #expect(portrait.entries(in: "top").count == 6)  // (669 − 32) / 2 = 318.5
    }

    @Test("a phone has no strip and no edge in either orientation (P1, P30)")
    func phone() {
        for posture in ["portrait", "landscape"] {
            let placement = DuoSample.solve(DuoSample.screen(), posture, device: BuiltInDevices.iphone)
            #expect(placement.verticalEdge == nil)
            #expect(placement.entries(.vertical).isEmpty)
            #expect(placement.ids(in: "tab-bar") == DuoSample.tabIDs)
            #expect(placement.entry("done")?.reason.contains("P1") == true)
        }
    }
}
