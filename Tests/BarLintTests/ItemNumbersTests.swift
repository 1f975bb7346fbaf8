import BarModel
import BarSolver
import Testing

@testable import BarLint

/// Lookups of a long screen's items through ids numbered once for all its postures.
@Suite struct ItemNumbersTests {
    private func entry(_ id: String, kind: EntryKind = .item, bar: BarKind = .overflow, index: Int = 0) -> PlacedEntry {
        PlacedEntry(id: id, title: id, kind: kind, bar: bar, barID: "overflow", index: index, frame: nil, reason: "", rules: [], trail: [])
    }

    /// A posture placement of these entries, with or without shared numbers.
    private func posture(_ entries: [PlacedEntry], sharing numbers: ItemNumbers?) throws -> PosturePlacement {
        let closed = PostureSelection(posture: try #require(BuiltInDevices.iphoneDuo.posture("closed")))
        var placement = Solver.solve(Screen(id: "s", root: .stack(NavigationStack(title: "S"))), device: BuiltInDevices.iphoneDuo, posture: closed)
        placement.entries = entries
        return PosturePlacement(selection: closed, placement: placement, sharing: numbers)
    }

    /// More entries than `PosturePlacement.scanLimit`, so lookups go through a table.
    private let ids = (0..<100).map { "item\($0)" }

    @Test func anotherPostureFindsItsOwnEntriesThroughTheSharedNumbers() throws {
        let first = ids.map { entry($0) }
        let numbers = ItemNumbers(first)
        // The same items in another order, one of them missing, and a tab sharing an item's id first.
        var other = ids.reversed().filter { $0 != "item7" }.enumerated().map { entry($1, bar: .vertical, index: $0) }
        other.insert(entry("item3", kind: .tab, bar: .bottom), at: 0)
        let lookup = try posture(other, sharing: numbers)
        for id in ids where id != "item7" {
            let found = try #require(lookup.item(id))
            #expect(found.id == id && found.kind == .item && found.bar == .vertical)
        }
        #expect(lookup.item("item7") == nil)
        #expect(lookup.item("nowhere") == nil)
    }

    @Test func theFirstEntryOfAnIDWins() throws {
        let numbers = ItemNumbers(ids.map { entry($0) })
        let entries = ids.map { entry($0, index: 1) } + [entry("item5", index: 2)]
        #expect(try posture(entries, sharing: numbers).item("item5")?.index == 1)
    }

    @Test func aPostureWithAnItemTheNumbersLackKeepsATableOfItsOwn() throws {
        let numbers = ItemNumbers(ids.map { entry($0) })
        let entries = ids.map { entry($0) } + [entry("extra", bar: .top)]
        let lookup = try posture(entries, sharing: numbers)
        #expect(lookup.item("extra")?.bar == .top)
        #expect(lookup.item("item99")?.id == "item99")
    }
}
