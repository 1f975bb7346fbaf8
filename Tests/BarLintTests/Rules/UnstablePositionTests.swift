import BarModel
import BarSolver
import Testing

@testable import BarLint

/// §8: an item should keep its place as the device opens. The order check compares only items drawn in a bar
/// in two postures or more (`LintRule.Slots.swappable`), which keeps the rule linear in a toolbar's length;
/// these tests hold it to the answer of comparing every pair.
@Suite struct UnstablePositionTests {
    /// A toolbar of `count` items, some grouped at the front with high priority so that several are drawn.
    static func spec(items count: Int) -> String {
        var lines = ["screen s {", "  stack {", "    toolbar {"]
        for index in 0..<count {
            let priority = index % 5 == 0 ? " priority: high" : (index % 7 == 0 ? " priority: low" : "")
            lines.append("      item i\(index) { title: \"Item \(index)\" symbol: \"star\"\(priority) }")
        }
        lines += ["    }", "  }", "}"]
        return lines.joined(separator: "\n")
    }

    /// A provider that shuffles the places of the drawn items of each bar in every posture but `closed`, with
    /// a fixed seed per posture, so that many pairs swap.
    static func shuffling(seed: UInt64) -> PlacementProvider {
        PlacementProvider { screen, device, posture in
            var placement = Solver.solve(screen, device: device, posture: posture)
            guard posture.name != "closed" else { return placement }
            var state = seed &+ UInt64(posture.name.utf8.count) &* 0x9E37_79B9_7F4A_7C15
            var byBar: [String: [Int]] = [:]
            for (offset, entry) in placement.entries.enumerated() where entry.kind == .item && entry.index != nil {
                byBar[entry.barID ?? "", default: []].append(offset)
            }
            for offsets in byBar.values.sorted(by: { $0.first! < $1.first! }) {
                var places = offsets.map { placement.entries[$0].index! }
                for index in places.indices.reversed() where index > 0 {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    places.swapAt(index, Int(state >> 33) % (index + 1))
                }
                for (offset, place) in zip(offsets, places) { placement.entries[offset].index = place }
            }
            return placement
        }
    }

    /// The order check as it was written first: every earlier ordinary item, in every posture.
    static func everyPair(_ items: [ItemSite], _ postures: [PosturePlacement]) -> [String: String] {
        func slot(_ posture: PosturePlacement, _ id: String) -> (barID: String?, index: Int)? {
            posture.withItem(id) { entry -> (barID: String?, index: Int)? in
                guard entry.isVisible, let index = entry.index else { return nil }
                return (entry.barID, index)
            } ?? nil
        }
        var found: [String: String] = [:]
        for (position, site) in items.enumerated() where site.menu == nil && LintRule.isOrdinary(site.item) {
            search: for other in items[..<position] where other.menu == nil && LintRule.isOrdinary(other.item) {
                var seen: Bool?
                for posture in postures {
                    guard let a = slot(posture, site.item.id), let b = slot(posture, other.item.id), a.barID == b.barID else { continue }
                    let before = a.index < b.index
                    if let seen, seen != before {
                        found[site.item.id] = other.item.id
                        break search
                    }
                    if seen == nil { seen = before }
                }
            }
        }
        return found
    }

    /// Toolbars short enough for the first sites to be searched (`FirstSites`) and long enough for a table.
    @Test("the order check finds what comparing every pair finds", arguments: [(1, 20), (2, 20), (3, 60), (4, 60), (5, 60)] as [(UInt64, Int)])
    func sameAsEveryPair(seed: UInt64, count: Int) throws {
        let result = SpecLoader.load(path: "s.bar", text: Self.spec(items: count))
        #expect(result.diagnostics.isEmpty)
        let context = LintContext(result: result, placementProvider: Self.shuffling(seed: seed))
        let screen = try #require(result.spec.screens.first)
        let items = context.items(screen)
        let postures = context.unobstructedPlacements(screen)
        let slots = LintRule.Slots(items, postures)
        var found: [String: String] = [:]
        for (position, site) in items.enumerated() {
            if let swap = LintRule.swappedNeighbour(site.item, at: position, items: items, slots) { found[site.item.id] = swap.other }
        }
        let expected = Self.everyPair(items, postures)
        #expect(!expected.isEmpty, "the shuffled postures must swap some pairs, or this compares nothing")
        #expect(found == expected)
    }

    @Test("in a toolbar of 3,000 items only the few drawn in two postures are compared")
    func fewAreCompared() throws {
        let result = SpecLoader.load(path: "s.bar", text: Self.spec(items: 3_000))
        let context = LintContext(result: result)
        let screen = try #require(result.spec.screens.first)
        let slots = LintRule.Slots(context.items(screen), context.unobstructedPlacements(screen))
        #expect(!slots.swappable.isEmpty)
        #expect(slots.swappable.count < 100, "a bar holds what fits on the display")
    }
}
