import BarModel
import BarSolver
import Testing

/// The six observations of platform.md §9, reproduced exactly from the sample screen built in Swift.
@Suite("Observations C1–C6")
struct ObservationTests {
    @Test("C1 closed, automatic: Done · Share · … · 5 tabs; Horizontal Only on top")
    func c1() {
        let placement = DuoSample.solve(DuoSample.screen(), "closed")
        #expect(placement.ids(in: "vertical") == ["done", "share", "…"] + DuoSample.tabIDs)
        #expect(placement.ids(in: "top") == ["horizontal"])
        #expect(placement.ids(in: "overflow") == ["automatic", "vertical", "delete", "export"])
        #expect(placement.verticalEdge == .trailing)
        #expect(placement.physicalSide == .right)
        #expect(placement.strip?.tabsCollapsed == false)
        #expect(PlacementInvariants.problems(placement, for: DuoSample.screen()).isEmpty)
    }

    @Test("C2 open-landscape, automatic: Done · Automatic · Share · … · 5 tabs")
    func c2() {
        let placement = DuoSample.solve(DuoSample.screen(), "open-landscape")
        #expect(placement.ids(in: "vertical") == ["done", "automatic", "share", "…"] + DuoSample.tabIDs)
        #expect(placement.ids(in: "top") == ["horizontal"])
        #expect(placement.ids(in: "overflow") == ["vertical", "delete", "export"])
        #expect(placement.verticalEdge == .trailing)
    }

    @Test("C3 closed, disabled: top bar Automatic · Share · … · Done; tabs at the bottom; no edge")
    func c3() {
        let screen = DuoSample.screen(verticalBehavior: .disabled)
        let placement = DuoSample.solve(screen, "closed")
        #expect(placement.entries(.vertical).isEmpty)
        #expect(placement.ids(in: "top") == ["automatic", "share", "…", "done"])
        #expect(placement.ids(in: "overflow") == ["horizontal", "vertical", "delete", "export"])
        #expect(placement.ids(in: "tab-bar") == DuoSample.tabIDs)
        #expect(placement.verticalEdge == nil)
        #expect(placement.physicalSide == nil)
        #expect(placement.strip == nil)
        #expect(PlacementInvariants.problems(placement, for: screen).isEmpty)
    }

    @Test("C4 open-landscape, disabled: all six items and …, Done last; only Export overflows")
    func c4() {
        let placement = DuoSample.solve(DuoSample.screen(verticalBehavior: .disabled), "open-landscape")
        #expect(placement.ids(in: "top") == ["automatic", "horizontal", "vertical", "share", "delete", "…", "done"])
        #expect(placement.ids(in: "overflow") == ["export"])
        #expect(placement.ids(in: "tab-bar") == DuoSample.tabIDs)
        #expect(placement.verticalEdge == nil)
    }

    @Test("C5 closed, prefers-toolbar-items: every item but Export in the strip; tabs collapsed to the selected one")
    func c5() {
        let screen = DuoSample.screen(compression: .prefersToolbarItems)
        let placement = DuoSample.solve(screen, "closed")
        #expect(placement.ids(in: "vertical") == ["done", "automatic", "vertical", "share", "delete", "…", "tab-button"])
        #expect(placement.ids(in: "top") == ["horizontal"])
        #expect(placement.ids(in: "overflow") == ["export"])
        #expect(placement.entry("tab-button")?.title == "Toolbar")
        #expect(placement.ids(.collapsed) == DuoSample.tabIDs)
        #expect(placement.ids(in: "tab-button") == DuoSample.tabIDs)
        #expect(placement.strip?.tabsCollapsed == true)
        #expect(placement.verticalEdge == .trailing)
        #expect(PlacementInvariants.problems(placement, for: screen).isEmpty)
    }

    @Test("C6 closed, prefers-tab-bar: the same as C1")
    func c6() {
        let c6 = DuoSample.solve(DuoSample.screen(compression: .prefersTabBar), "closed")
        let c1 = DuoSample.solve(DuoSample.screen(), "closed")
        for bar in ["vertical", "top", "overflow"] { #expect(c6.ids(in: bar) == c1.ids(in: bar)) }
        #expect(c6.verticalEdge == .trailing)
        #expect(c6.compression == .prefersTabBar)
    }

    @Test("the counts §10 derives: closed holds 8 strip entries, open-landscape 9; top bar sides 4 and 8")
    func capacities() {
        let closed = DuoSample.solve(DuoSample.screen(), "closed")
        let open = DuoSample.solve(DuoSample.screen(), "open-landscape")
        #expect(closed.strip?.usableLength == 474)
        #expect(open.strip?.usableLength == 515)
        #expect(closed.strip?.entryCapacity == 8)
        #expect(open.strip?.entryCapacity == 9)
        #expect(closed.entries(in: "vertical").count == 8)
        #expect(open.entries(in: "vertical").count == 9)
    }

    @Test("the overflow reason and --explain trail say why and what would change")
    func explanation() throws {
        let placement = DuoSample.solve(DuoSample.screen(), "closed")
        let delete = try #require(placement.entry("delete"))
        #expect(delete.reason == "overflowed: low priority, below what stayed (P22, P23)")
        #expect(delete.rules.contains(.p22) && delete.rules.contains(.p23))
        let automatic = try #require(placement.entry("automatic"))
        let change = try #require(automatic.trail.first { $0.topic == .change })
        #expect(change.text == "closed fits 8 entries and this screen needs 11: raise priority to high, or use compression prefers-toolbar-items")
        #expect(automatic.trail.contains { $0.topic == .rank && $0.text.hasPrefix("overflow order 3 of 5") })
    }

    /// [S0] §04: on the outer display the front camera sits at 399.7, 29.3 (37 × 37 pt); [S2]: with the vertical
    /// bar off the status bar moves to the top. Horizontal bars must start below both. C3's ids are unchanged.
    @Test("bars turned off on the outer display start below the camera and the status bar (C3 unchanged)")
    func barsOffOnTheOuterDisplayClearTheCamera() throws {
        let placement = DuoSample.solve(DuoSample.screen(verticalBehavior: .disabled), "closed")
        let top = try #require(placement.bar("top"))
        #expect(top.rect.minY == 66.3)
        let camera = Rect(x: 399.7, y: 29.3, width: 37, height: 37)
        for entry in placement.entries where entry.frame?.overlaps(camera) == true {
            Issue.record("\(entry.id) sits on the front camera: \(String(describing: entry.frame))")
        }
        #expect(placement.ids(in: "top") == ["automatic", "share", "…", "done"])
        // The inner display keeps its top inset of 0 in landscape ([S0] §02).
        let open = DuoSample.solve(DuoSample.screen(verticalBehavior: .disabled), "open-landscape")
        #expect(open.bar("top")?.rect.minY == 0)
    }

    /// [S2], [S3]: automatic (the default, which prefers the tab bar) compresses toolbar items first and keeps
    /// the tab bar (P28) — but pinned items do not overflow (P24; [A]: only while search is active), so when the
    /// whole tab bar cannot stand beside them the tabs give way [M]. In closed-landscape the strip has 325 pt;
    /// the sample's five tabs beside Done and `…` need 52 + 52 + 5 × 52 + 2 × 12 = 388 pt, so the tabs collapse
    /// and Done stays. The other items stay in the menu, where P28 sent them first: the room the tab button
    /// leaves is not handed back to them (that is P29's trade). Handed back, Automatic and Share showed here,
    /// though they overflow in the longer strip of closed (C1), against P4.
    @Test("automatic and a pinned item: in closed-landscape the sample's tabs collapse and Done stays (P24, P28)")
    func pinnedItemsStayWhenTheTabBarCannotStandBesideThem() {
        let placement = DuoSample.solve(DuoSample.screen(), "closed-landscape")
        #expect(placement.strip?.tabsCollapsed == true)
        #expect(placement.entry("done")?.bar == .vertical)
        #expect(placement.ids(in: "vertical") == ["done", "…", "tab-button"])
        #expect(placement.ids(in: "overflow") == ["automatic", "vertical", "share", "delete", "export"])
        #expect(placement.entry("tab-button")?.rules == [.p24, .p27, .p28])
        #expect(placement.notes.contains { $0.text.contains("need 388 pt") && $0.text.contains("has 325") }, "\(placement.notes.map(\.text))")
        // Shorter than its fixed entries (the keyboard leaves 125 pt: `…` and the tab button), the strip lets even
        // the pinned item go, the last resort.
        let keyboard = DuoSample.solve(DuoSample.screen(), "closed-landscape+keyboard")
        #expect(keyboard.strip?.tabsCollapsed == true)
        #expect(keyboard.entry("done")?.bar == .overflow)
        #expect(keyboard.notes.contains { $0.text.contains("need 388 pt") && $0.text.contains("has 125") })
    }
}
