import BarModel
import BarSolver
import Testing

/// P22–P25: who leaves for the overflow menu first.
@Suite("Overflow order")
struct OverflowOrderTests {
    /// closed's strip is 474 pt: with one group (no gaps) it holds 9 entries, so 9 items fit exactly and a
    /// tenth makes 8 items and `…`.
    func overflowed(_ items: [ToolbarItem], groups: [ToolbarGroup] = [], spacers: [ToolbarSpacer] = []) -> [String] {
        Fixtures.solve(Fixtures.stackScreen(items, groups: groups, spacers: spacers), "closed").ids(in: "overflow")
    }

    @Test("equal priorities: the item furthest from the bar's start leaves first (P22)")
    func position() {
        let placement = Fixtures.solve(Fixtures.stackScreen(Fixtures.items(10)), "closed")
        #expect(placement.ids(in: "vertical") == (0..<8).map { "item\($0)" } + ["…"])
        #expect(placement.ids(in: "overflow") == ["item8", "item9"])
        #expect(placement.entry("item9")?.reason == "overflowed: furthest from the bar's start among equal priorities (P22)")
    }

    /// [S2] items overflow from the bottom of the bar up. A close button declared last is shown first (the
    /// navigation group tops the strip, P18), so it is the last to leave, not the first.
    @Test("overflow goes from the bottom of the bar up: a close button declared last stays (P18, P22)")
    func closeButtonDeclaredLastStays() {
        let items = Fixtures.items(9) + [Fixtures.item("close", placement: .cancellation)]
        let placement = Fixtures.solve(Fixtures.stackScreen(items), "closed")
        // Two groups (navigation, toolbar) share one 12 pt gap: close, 9 items and `…` need 11 × 52 + 12 = 584 of
        // 474 pt; 8 entries (close, 6 items, `…`) take 428, 9 would take 480. So three items leave, from the bottom.
        #expect(placement.ids(in: "vertical").first == "close")
        #expect(placement.entry("close")?.bar == .vertical)
        #expect(placement.ids(in: "overflow") == ["item6", "item7", "item8"])
        #expect(placement.entry("item8")?.reason == "overflowed: furthest from the bar's start among equal priorities (P22)")
    }

    /// [S2] a former bottom-bar item is shown at the bottom of the toolbar group (after the system gap, P18), so
    /// at equal priority it leaves before every item above it, wherever it was declared.
    @Test("overflow goes from the bottom of the bar up: a bottom item shown last leaves first (P18, P22)")
    func bottomItemShownLastLeavesFirst() {
        let items = [Fixtures.item("bottom", placement: .bottom)] + Fixtures.items(9)
        let placement = Fixtures.solve(Fixtures.stackScreen(items), "closed")
        #expect(placement.ids(in: "overflow").contains("bottom"))
        #expect(placement.entry("item0")?.bar == .vertical)
        #expect(placement.entry("bottom")?.reason == "overflowed: furthest from the bar's start among equal priorities (P22)")
    }

    /// Every reason must be true: the rank line names the place an item is shown in, counted from the bar's start.
    @Test("the rank line counts the place shown from the bar's start, not the declaration (P22)")
    func rankLineNamesShownPlace() {
        let items = Fixtures.items(9) + [Fixtures.item("close", placement: .cancellation)]
        let placement = Fixtures.solve(Fixtures.stackScreen(items), "closed")
        let rank = placement.entry("close")?.trail.first { $0.topic == .rank }?.text ?? ""
        #expect(rank.contains("shown #1 from the bar's start"))
    }

    /// Overflowed entries keep their place in the overflow order and put it into words when read: two solves
    /// of one screen must still compare equal, and a change to what an entry says must make them differ.
    @Test("overflowed entries compare by what they say")
    func overflowedEntriesCompareByWords() {
        let items = Fixtures.items(12)
        let first = Fixtures.solve(Fixtures.stackScreen(items), "closed")
        let second = Fixtures.solve(Fixtures.stackScreen(items), "closed")
        #expect(first == second)
        #expect(Set(first.entries).count == Set(second.entries).count)
        var raised = items
        raised[11].priority = .low
        let changed = Fixtures.solve(Fixtures.stackScreen(raised), "closed")
        #expect(changed.ids(in: "overflow") == first.ids(in: "overflow"))
        #expect(changed.entry("item11") != first.entry("item11"))
        #expect(changed.entry("item11")?.reason == "overflowed: low priority, below what stayed (P22, P23)")
        #expect(changed.entry("item11")?.trail.map(\.topic) == first.entry("item11")?.trail.map(\.topic))
    }

    @Test("low leaves before automatic, automatic before high (P23)")
    func levels() {
        var items = Fixtures.items(11)
        items[0].priority = .low
        items[10].priority = .high
        // Three leave: the low one, then the automatic ones furthest from the start; the menu keeps declaration order.
        #expect(overflowed(items) == ["item0", "item8", "item9"])
    }

    @Test("relative priorities sit between the levels: lower-than-high stays over automatic")
    func relative() {
        var items = Fixtures.items(10)
        items[8].priority = VisibilityPriority(.high, .lowerThan)
        items[9].priority = VisibilityPriority(.automatic, .higherThan)
        items[0].priority = VisibilityPriority(.automatic, .lowerThan)
        // Two must leave: lower-than-automatic first, then the last plain automatic one (item7).
        #expect(overflowed(items) == ["item0", "item7"])
    }

    @Test("group priority decides before item priority; a lone item is its own group (P23)")
    func groupsFirst() {
        var items = Fixtures.items(10)
        items[0].groupID = "formatting"
        items[0].priority = .high
        items[1].groupID = "formatting"
        let groups = [ToolbarGroup(id: "formatting", priority: .low)]
        // Two leave: both members of the low group, even its high item, before any automatic lone item.
        let placement = Fixtures.solve(Fixtures.stackScreen(items, groups: groups), "closed")
        #expect(placement.ids(in: "overflow") == ["item0", "item1"])
        let change = placement.entry("item0")?.trail.first { $0.topic == .change }?.text ?? ""
        #expect(change.contains("raise group 'formatting' to priority"))
    }

    /// A bar of hundreds of items is ranked the same way as a short one (the solver counts long bars into
    /// buckets instead of comparing keys): in each bar, every item that stayed outranks every item that left —
    /// by its group's priority, then its own, then the place it is shown, nearest the bar's start first (P22,
    /// P23). Strip items and horizontal-only items (which compete for the top bar, P13, P15) are checked apart.
    @Test("a long bar keeps the overflow order: every item that stayed outranks every item that left (P22, P23)")
    func longBarKeepsTheOrder() {
        let spellings: [VisibilityPriority] = [.low, .automatic, .high, VisibilityPriority(.high, .lowerThan), VisibilityPriority(.low, .higherThan)]
        var groups: [ToolbarGroup] = []
        let items = (0..<420).map { index in
            let group = index % 6 == 0 ? "g\(index / 60)" : nil
            if let group, index % 60 == 0 { groups.append(ToolbarGroup(id: group, priority: spellings[(index / 60) % spellings.count])) }
            return Fixtures.item(
                "item\(index)", axis: index % 4 == 3 ? .horizontalOnly : .automatic, priority: spellings[(index * 3) % spellings.count],
                group: group)
        }
        let groupRank = Dictionary(uniqueKeysWithValues: groups.map { ($0.id, $0.priority.rank) })
        let placement = Fixtures.solve(Fixtures.stackScreen(items, groups: groups), "closed")
        for horizontal in [false, true] {
            // (group rank, item rank, place counted down): larger stays longer.
            var stayed: [(Int, Int, Int)] = []
            var left: [(Int, Int, Int)] = []
            for (index, item) in items.enumerated() where (item.axis == .horizontalOnly) == horizontal {
                let key = (item.groupID.flatMap { groupRank[$0] } ?? item.priority.rank, item.priority.rank, -index)
                switch placement.entry(item.id)?.bar {
                case .overflow?: left.append(key)
                case .vertical?, .top?: stayed.append(key)
                default: Issue.record("\(item.id) is neither in a bar nor in the menu")
                }
            }
            #expect(!stayed.isEmpty && left.count > 50)
            let weakestStayed = stayed.min { $0 < $1 }
            let strongestLeft = left.max { $0 < $1 }
            if let weakestStayed, let strongestLeft { #expect(strongestLeft < weakestStayed) }
        }
    }

    @Test("pinned items never overflow, even at low priority (P24)")
    func pinned() {
        var items = Fixtures.items(12)
        items[8].placement = .pinnedTrailing
        items[8].priority = .low
        let placement = Fixtures.solve(Fixtures.stackScreen(items), "closed")
        #expect(placement.ids(in: "vertical").first == "item8")
        #expect(placement.entry("item8")?.bar == .vertical)
    }

    @Test("overflow-menu items are always in the menu, and the … shows for them alone (P25)")
    func declaredMenu() {
        let placement = Fixtures.solve(Fixtures.stackScreen([Fixtures.item("a"), Fixtures.item("export", inMenu: true)]), "open-landscape")
        #expect(placement.ids(in: "vertical") == ["a", "…"])
        #expect(placement.ids(in: "overflow") == ["export"])
        #expect(placement.entry("overflow")?.kind == .overflowButton)
    }

    @Test("a fixed spacer keeps its size; a flexible one takes none (P20)")
    func spacers() {
        // 9 items fill 468 of 474 pt.
        let items = Fixtures.items(9)
        let flexible = (1..<9).map { ToolbarSpacer(kind: .flexible, beforeItemIndex: $0) }
        #expect(overflowed(items, spacers: flexible).isEmpty)
        // Eight 8 pt fixed spacers add 64 pt. Without item8 (and its spacer) 8 items + 7 spacers + `…` take 524;
        // without item7 too, 7 + 6 + `…` take 464.
        let fixed = (1..<9).map { ToolbarSpacer(kind: .fixed, beforeItemIndex: $0) }
        #expect(overflowed(items, spacers: fixed) == ["item7", "item8"])
        let placement = Fixtures.solve(Fixtures.stackScreen(items, spacers: fixed), "closed")
        let gap = (placement.entry("item1")?.frame?.minY ?? 0) - (placement.entry("item0")?.frame?.maxY ?? 0)
        #expect(gap == 8)
    }

    /// Issue 19 item 10a: Grammar said a flexible spacer takes the free room of a horizontal bar, but nothing did;
    /// the model [M] packs each side toward its end, so a flexible spacer changes neither what fits nor where.
    @Test("a flexible spacer has no effect in a horizontal bar: each side is packed toward its end (P20, [M])")
    func flexibleSpacerInAHorizontalBar() {
        // open-portrait: a 318.5 pt trailing side; seven items need 364, so the last ones leave either way.
        let items = Fixtures.items(7)
        let flexible = (1..<7).map { ToolbarSpacer(kind: .flexible, beforeItemIndex: $0) }
        let plain = Fixtures.solve(Fixtures.stackScreen(items), "open-portrait")
        let spaced = Fixtures.solve(Fixtures.stackScreen(items, spacers: flexible), "open-portrait")
        #expect(spaced.ids(in: "top") == plain.ids(in: "top"))
        #expect(spaced.ids(in: "overflow") == plain.ids(in: "overflow"))
        for item in items { #expect(spaced.entry(item.id)?.frame == plain.entry(item.id)?.frame, "\(item.id)") }
        let first = spaced.entry("item0")?.frame
        let second = spaced.entry("item1")?.frame
        #expect(first.map { $0.maxX } == second.map { $0.minX })
    }

    @Test("an overflowed item with a badge is flagged: its badge is invisible (P26)")
    func badge() {
        var items = Fixtures.items(10)
        items[9].badge = .count(3)
        let placement = Fixtures.solve(Fixtures.stackScreen(items), "closed")
        #expect(placement.entry("item9")?.rules.contains(.p26) == true)
    }
}
