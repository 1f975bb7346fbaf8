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

    @Test("a strip on the left: frames on the left, content to its right, edge still trailing (P30)")
    func leftStrip() throws {
        let placement = DuoSample.solve(DuoSample.screen(), "folded", device: Self.tall)
        #expect(placement.physicalSide == .left)
        #expect(placement.verticalEdge == .trailing)
        #expect(placement.entry("done")?.frame == Rect(x: 8, y: 100, width: 44, height: 44))
        let top = try #require(placement.bar("top"))
        #expect(top.rect.minX == 60)
        #expect(PlacementInvariants.problems(placement, for: DuoSample.screen()).isEmpty)
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
}
