import BarModel
import Testing

@testable import BarSolver

/// Group ranks are searched for a few groups and hashed past that: both ways must answer the same.
@Suite struct GroupRanksTests {
    @Test(arguments: [3, GroupRanks.scanLimit, GroupRanks.scanLimit + 1, 30])
    func groupRanksTakeTheFirstGroupOfAnID(count: Int) {
        let priorities: [VisibilityPriority] = [.low, .automatic, .high]
        var groups = (0..<count).map { ToolbarGroup(id: "g\($0)", priority: priorities[$0 % 3]) }
        // A second group with the first one's id: the first wins, as the loader keeps it.
        groups.append(ToolbarGroup(id: "g0", priority: .high))
        let ranks = GroupRanks(groups)
        for index in 0..<count { #expect(ranks.rank("g\(index)") == priorities[index % 3].rank) }
        #expect(ranks.rank("g0") == VisibilityPriority.low.rank)
        #expect(ranks.rank("missing") == nil)
    }
}
