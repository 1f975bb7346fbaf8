import BarModel
import Testing

@testable import BarSolver

/// The numbering searches while it holds a few ids and hashes past that: both ways must answer the same, which
/// these tests check on either side of the limit.
@Suite struct FirstSeenNumberingTests {
    /// Ids in an order with repeats, numbered by a dictionary as the reference.
    private static func reference(_ ids: [String]) -> [Int] {
        var numbers: [String: Int] = [:]
        return ids.map { id in
            if let known = numbers[id] { return known }
            numbers[id] = numbers.count
            return numbers[id]!
        }
    }

    @Test(arguments: [1, FirstSeenNumbering.scanLimit, FirstSeenNumbering.scanLimit + 1, 40])
    func numbersInTheOrderFirstSeen(distinct: Int) {
        let ids = (0..<(distinct * 3)).map { "g\(($0 * 7) % distinct)" } + (0..<distinct).reversed().map { "g\($0)" }
        var numbering = FirstSeenNumbering()
        #expect(ids.map { numbering.number($0) } == Self.reference(ids))
    }
}
