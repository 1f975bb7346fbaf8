import BarDiff
import BarModel
import BarSolver
import Foundation
import Testing

/// The comparison rules on hand-made placements, for cases the sample screen does not produce.
@Suite("Placement comparison")
struct PlacementComparisonTests {
    static func entry(_ id: String, _ bar: BarKind, _ barID: String?, _ index: Int?, kind: EntryKind = .item) -> PlacedEntry {
        PlacedEntry(
            id: id, title: id.capitalized, kind: kind, bar: bar, barID: barID, index: index, frame: nil,
            reason: "why \(id)", rules: [], trail: [])
    }

    static func placement(_ posture: String, vertical: Bool = true, _ entries: [PlacedEntry]) -> Placement {
        Placement(
            postureName: posture, deviceID: "test", layoutDirection: .ltr, verticalEdge: vertical ? .trailing : nil,
            physicalSide: vertical ? .right : nil, windowSize: Size(width: 100, height: 100),
            posture: BuiltInDevices.iphoneDuo.postures[0], contentRect: Rect(x: 0, y: 0, width: 100, height: 100), verticalBehavior: .automatic,
            compression: .automatic, strip: nil, entries: entries, bars: [], fold: nil, obstructions: [], notes: [])
    }

    @Test func movesWithinOneBarSplitIntoReorderedAndShifted() {
        // a b c d → e b c a d: e is new and only a is out of order.
        let before = Self.placement("p", ["a", "b", "c", "d"].enumerated().map { Self.entry($1, .vertical, "vertical", $0) })
        let after = Self.placement("q", [
            Self.entry("e", .vertical, "vertical", 0), Self.entry("b", .vertical, "vertical", 1),
            Self.entry("c", .vertical, "vertical", 2), Self.entry("a", .vertical, "vertical", 3),
            Self.entry("d", .vertical, "vertical", 4),
        ])
        let changes = PlacementComparison.compare(before, after)
        // b and c end at their old indices, so only d shifts.
        #expect(DiffFixtures.lines(changes, includingShifts: true) == [
            "added item e — → vertical #1",
            "reordered item a vertical #1 → vertical #4",
            "shifted item d vertical #4 → vertical #5",
        ])
        #expect(changes.orders.count == 1)
        #expect(changes.orders[0].before.map(\.key.id) == ["a", "b", "c", "d"])
        #expect(changes.orders[0].after.map(\.key.id) == ["b", "c", "a", "d"])
        #expect(changes.counts.summary == "1 added, 1 reordered, order changed in vertical")
    }

    @Test func systemControlsAppearRatherThanBeingAdded() {
        let before = Self.placement("p", [Self.entry("a", .vertical, "vertical", 0)])
        let after = Self.placement("q", [
            Self.entry("a", .vertical, "vertical", 0), Self.entry("overflow", .vertical, "vertical", 1, kind: .overflowButton),
            Self.entry("b", .overflow, "overflow", 0),
        ])
        let changes = PlacementComparison.compare(after, before)
        #expect(DiffFixtures.lines(changes) == [
            "disappeared overflow-button overflow vertical #2 → —",
            "removed item b overflow #1 → —",
        ])
    }

    @Test func hiddenOnBothSidesIsNoChangeAndTheSameIdOfAnotherKindIsAnotherEntry() {
        let before = Self.placement("p", [
            Self.entry("x", .hidden, nil, nil), Self.entry("share", .vertical, "vertical", 0),
            Self.entry("share", .vertical, "vertical", 1, kind: .tab),
        ])
        let after = Self.placement("q", [
            Self.entry("share", .vertical, "vertical", 0, kind: .tab), Self.entry("share", .vertical, "vertical", 1),
            Self.entry("x", .hidden, nil, nil),
        ])
        let changes = PlacementComparison.compare(before, after)
        #expect(DiffFixtures.lines(changes) == ["reordered item share vertical #1 → vertical #2"])
        #expect(changes.orders.first?.after.map(\.key) == [EntryKey(kind: .tab, id: "share"), EntryKey(kind: .item, id: "share")])
    }

    @Test func aDuplicateEntryCountsOnce() {
        let before = Self.placement("p", [Self.entry("a", .vertical, "vertical", 0), Self.entry("a", .overflow, "overflow", 0)])
        let after = Self.placement("q", [Self.entry("a", .vertical, "vertical", 0)])
        #expect(PlacementComparison.compare(before, after).isEmpty)
    }

    @Test func barIDsTellPanesApart() {
        let before = Self.placement("p", [Self.entry("a", .top, "top", 0)])
        let after = Self.placement("q", [Self.entry("a", .top, "sidebar.top", 0)])
        #expect(DiffFixtures.lines(PlacementComparison.compare(before, after)) == ["moved item a top #1 → sidebar.top #1"])
    }

    @Test func placeLabelsAreOneBased() {
        #expect(EntryPlace(bar: .vertical, barID: "vertical", index: 1).label == "vertical #2")
        #expect(EntryPlace(bar: .collapsed, barID: "tab-button", index: 0).label == "collapsed #1")
        #expect(EntryPlace(bar: .collapsed, barID: "more-tab", index: 2, collapsedInto: .moreTab).label == "more-tab #3")
        #expect(EntryPlace(bar: .hidden, barID: "ignored", index: 4).label == "hidden")
        #expect(EntryPlace(bar: .overflow, barID: "sidebar.overflow", index: 0).label == "sidebar.overflow #1")
    }
}
