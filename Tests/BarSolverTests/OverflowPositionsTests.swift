import Testing

@testable import BarSolver

/// `OverflowPositions` tells where each item of a toolbar stands in one bar's overflow order, and −1 for an item
/// that is no candidate of that bar, whether or not the bar has any candidates.
@Suite struct OverflowPositionsTests {
    static func candidate(_ itemIndex: Int) -> OverflowCandidate {
        OverflowCandidate(itemIndex: itemIndex, key: OverflowKey(tier: 0, groupRank: 0, itemRank: 0, position: itemIndex), weight: 50, group: -1)
    }

    @Test func eachCandidateStandsAtItsPlaceInTheOrder() {
        let order = [5, 2, 7, 0].map(Self.candidate)
        let positions = OverflowPositions(of: order, itemCount: 9)
        #expect((0..<9).map { positions[$0] } == [3, -1, 1, -1, -1, 0, -1, 2, -1])
    }

    /// A bar without candidates (a top bar while the items use the vertical bar) answers −1 for every item.
    @Test func aBarWithoutCandidatesHasNoItemInItsOrder() {
        let positions = OverflowPositions(of: [], itemCount: 100)
        #expect((0..<100).allSatisfy { positions[$0] == -1 })
    }
}
