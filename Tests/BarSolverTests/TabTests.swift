import BarModel
import BarSolver
import Testing

@Suite("Tabs")
struct TabTests {
    @Test("tabs without a symbol still go into the vertical tab stack (P16)")
    func titleOnlyTabs() throws {
        let screen = Fixtures.tabScreen(tabs: [Fixtures.tab("inbox", symbol: nil), Fixtures.tab("sent", symbol: nil)], selected: "inbox")
        let placement = Fixtures.solve(screen, "closed")
        #expect(placement.ids(in: "vertical") == ["inbox", "sent"])
        let inbox = try #require(placement.entry("inbox"))
        #expect(inbox.rules.contains(.p16))
        // Bottom-aligned: the last tab ends at the strip's usable end.
        #expect(placement.entry("sent")?.frame?.maxY == 644)  // 678 − 34
    }

    @Test("a horizontal tab bar shows at most 5 tabs on a phone: 4 and More")
    func moreTab() {
        let tabs = (0..<7).map { Fixtures.tab("t\($0)") }
        let screen = Fixtures.tabScreen(tabs: tabs, selected: "t0")
        let placement = Fixtures.solve(screen, "portrait", device: BuiltInDevices.iphone)
        #expect(placement.ids(in: "tab-bar") == ["t0", "t1", "t2", "t3", "more-tab"])
        #expect(placement.entry("more-tab")?.kind == .moreTab)
        #expect(placement.ids(in: "more-tab") == ["t4", "t5", "t6"])
        #expect(placement.entry("t5")?.bar == .collapsed)
        #expect(placement.entry("t5")?.reason == "in the More tab")
        #expect(PlacementInvariants.problems(placement, for: screen).isEmpty)
        // The inner display's regular width holds 7.
        #expect(Fixtures.solve(screen, "open-portrait").ids(in: "tab-bar") == tabs.map(\.id))
    }

    @Test("[M] tabs that do not fit even with every item overflowed collapse, whatever the compression")
    func collapseFallback() throws {
        let tabs = (0..<8).map { Fixtures.tab("t\($0)") }
        let screen = Fixtures.tabScreen(tabs: tabs, selected: "t2")
        let placement = Fixtures.solve(screen, "closed-landscape")
        #expect(placement.ids(in: "vertical") == ["tab-button"])
        #expect(placement.entry("tab-button")?.title == "T2")
        #expect(placement.strip?.tabsCollapsed == true)
        #expect(placement.entry("t0")?.bar == .collapsed)
    }

    @Test("prefers-toolbar-items collapses only when things do not fit (P27)")
    func noCollapseWhenEverythingFits() {
        let stack = NavigationStack(toolbar: Toolbar(items: [Fixtures.item("add")]))
        let screen = Fixtures.tabScreen(
            tabs: [Fixtures.tab("a", content: .stack(stack)), Fixtures.tab("b")], selected: "a",
            settings: ScreenSettings(compression: .prefersToolbarItems))
        let placement = Fixtures.solve(screen, "closed")
        #expect(placement.ids(in: "vertical") == ["add", "a", "b"])
        #expect(placement.strip?.tabsCollapsed == false)
    }

    @Test("only the selected tab's content is solved")
    func otherTabsHidden() throws {
        let first = NavigationStack(toolbar: Toolbar(items: [Fixtures.item("compose")]))
        let second = NavigationStack(toolbar: Toolbar(items: [Fixtures.item("filter")]))
        let screen = Fixtures.tabScreen(
            tabs: [Fixtures.tab("mail", content: .stack(first)), Fixtures.tab("search", content: .stack(second))], selected: "mail")
        let placement = Fixtures.solve(screen, "closed")
        let filter = try #require(placement.entry("filter"))
        #expect(filter.bar == .hidden)
        #expect(filter.reason == "hidden: in tab 'Search', which is not selected")
        #expect(placement.ids(in: "vertical") == ["compose", "mail", "search"])
    }

    @Test("sidebar-adaptable resolves to the tab bar on iPhone Duo (P11)")
    func sidebarAdaptable() {
        let screen = Fixtures.tabScreen(tabs: [Fixtures.tab("a"), Fixtures.tab("b")], selected: "a", style: .sidebarAdaptable)
        for posture in ["open-landscape", "open-portrait"] {
            let placement = Fixtures.solve(screen, posture)
            #expect(placement.entry("a")?.rules.contains(.p11) == true)
            #expect(placement.entry("a")?.frame != nil)
        }
    }

    @Test("a tab entry shows its declaration's symbol and badge, in every kind of place; the tab button the selected tab's")
    func tabFacts() throws {
        var badged = Fixtures.tab("inbox", symbol: "tray")
        badged.badge = .count(3)
        let tabs = [badged] + (1..<8).map { Fixtures.tab("t\($0)", symbol: "s\($0)") }
        let screen = Fixtures.tabScreen(tabs: tabs, selected: "t1")
        // Vertical stack, collapsed into the tab button, bottom tab bar and More tab.
        for posture in ["open-landscape", "closed-landscape", "open-portrait"] {
            let placement = Fixtures.solve(screen, posture)
            let inbox = try #require(placement.entry("inbox"), "\(posture)")
            #expect(inbox.symbol == "tray" && inbox.badge == .count(3), "\(posture)")
            #expect(placement.entry("t7")?.symbol == "s7", "\(posture)")
        }
        let folded = Fixtures.solve(screen, "closed-landscape")
        #expect(folded.entry("tab-button")?.symbol == "s1")
        #expect(folded.entry("inbox")?.collapsedInto == .tabButton)
        let phone = Fixtures.solve(screen, "portrait", device: BuiltInDevices.iphone)
        #expect(phone.entry("t7")?.collapsedInto == .moreTab && phone.entry("t7")?.symbol == "s7")
    }

    @Test("when two tabs share an id (a load error the commands still solve), both show the first one's symbol and badge")
    func repeatedTabIDs() throws {
        var first = Fixtures.tab("same", symbol: "star")
        first.badge = .text("new")
        let second = Fixtures.tab("same", symbol: "moon")
        let screen = Fixtures.tabScreen(tabs: [first, second, Fixtures.tab("other", symbol: "sun")], selected: "other")
        #expect(ScreenOutline(screen).hasRepeatedTabIDs)
        #expect(!ScreenOutline(Fixtures.tabScreen(tabs: [first, Fixtures.tab("other")], selected: "other")).hasRepeatedTabIDs)
        let placement = Fixtures.solve(screen, "closed")
        let shared = placement.entries.filter { $0.kind == .tab && $0.id == "same" }
        #expect(shared.count == 2)
        for entry in shared {
            #expect(entry.symbol == "star")
            #expect(entry.badge == .text("new"))
        }
        #expect(placement.entry("other")?.symbol == "sun")
    }
}
