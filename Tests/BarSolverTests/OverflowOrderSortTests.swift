import BarModel
import Testing

@testable import BarSolver

/// `OverflowRanking.overflowOrder` sorts each part of a bar's order (ordinary candidates, then pinned ones) by
/// insertion when it is short, by counting into buckets when its ranks take few values, and by comparing packed
/// keys otherwise, moving a part that is the whole order rather than copying it. Whichever way it takes, the
/// order must be the plain sort of the keys, numbered by display place across every section.
@Suite struct OverflowOrderSortTests {
    /// Sections of `ordinary` and `pinned` candidates (each kind split in two, interleaved), with group and item
    /// ranks taking `spread` values each, from a fixed seed.
    static func sections(ordinary: Int, pinned: Int, spread: Int) -> [OverflowRanking.Section] {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D &+ UInt64(ordinary * 1_000 + pinned * 7 + spread)
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var itemIndex = 0
        func section(_ count: Int, pinned: Bool) -> OverflowRanking.Section {
            let candidates = (0..<count).map { _ -> OverflowCandidate in
                defer { itemIndex += 1 }
                let key = OverflowKey(tier: pinned ? 1 : 0, groupRank: 9 + random(spread), itemRank: 9 + random(spread), position: itemIndex)
                return OverflowCandidate(itemIndex: itemIndex, key: key, weight: 50, group: -1)
            }
            return (candidates, pinned)
        }
        return [
            section(ordinary / 2, pinned: false), section(pinned / 2, pinned: true),
            section(ordinary - ordinary / 2, pinned: false), section(pinned - pinned / 2, pinned: true),
        ]
    }

    /// What the order must be: each part's candidates numbered by their place across all sections, sorted by key.
    static func expected(_ sections: [OverflowRanking.Section]) -> [Int] {
        var parts: [[OverflowCandidate]] = [[], []]
        var place = 0
        for section in sections {
            for candidate in section.candidates {
                var numbered = candidate
                numbered.key.position = place
                parts[section.pinned ? 1 : 0].append(numbered)
                place += 1
            }
        }
        return parts.flatMap { $0.sorted { $0.key < $1.key } }.map(\.itemIndex)
    }

    @Test(arguments: [
        (5, 0, 3),  // insertion
        (24, 3, 3),  // insertion, both parts
        (25, 0, 3),  // buckets, the whole order
        (300, 40, 3),  // buckets, both parts (the pinned one after the ordinary)
        (0, 300, 3),  // buckets, a pinned part that is the whole order
        // 23 values: every rank a priority can have (9–31), more buckets (2 × 23 × 23) than 300 candidates.
        (300, 40, 23),  // compared keys, both parts
        (300, 0, 23),  // compared keys, the whole order
        (2, 300, 23),  // insertion, then compared keys
    ])
    func everyWayGivesTheOrderOfTheKeys(ordinary: Int, pinned: Int, spread: Int) {
        let sections = Self.sections(ordinary: ordinary, pinned: pinned, spread: spread)
        let (order, ordinaryCount) = OverflowRanking.overflowOrder(sections)
        #expect(ordinaryCount == ordinary)
        #expect(order.map(\.itemIndex) == Self.expected(sections))
        #expect(order.count == ordinary + pinned)
    }

    /// A key keeps its ranks in a byte each (so that a candidate is 24 bytes): every rank a priority spelling
    /// gives must come back as it went in, and order keys as the ranks do.
    @Test func everyPriorityRankFitsAKey() {
        let ranks = VisibilityPriority.allSpellings.compactMap(VisibilityPriority.init(spelling:)).map(\.rank).sorted()
        #expect(ranks.first == 9 && ranks.last == 31)
        for rank in ranks {
            let key = OverflowKey(tier: 1, groupRank: rank, itemRank: rank, position: Int(Int32.max))
            #expect((key.tier, key.groupRank, key.itemRank, key.position) == (1, rank, rank, Int(Int32.max)))
            #expect(OverflowKey(tier: 1, groupRank: rank, itemRank: 9, position: 0) < OverflowKey(tier: 1, groupRank: rank + 1, itemRank: 9, position: 0))
        }
        #expect(MemoryLayout<OverflowCandidate>.stride == 24)
    }
}
