import BarDiagnostics
import Testing

@Suite("Parallel map")
struct ParallelMapTests {
    /// Results come back in input order whatever order the workers finish in.
    @Test func keepsInputOrder() {
        let inputs = Array(0..<2_000)
        let outputs = ParallelMap.map(inputs) { value in
            // Uneven work, so workers finish out of order.
            var sum = 0
            for step in 0..<(value % 97) * 50 { sum &+= step }
            return "\(value):\(sum & 1)"
        }
        #expect(outputs.count == inputs.count)
        #expect(outputs.map { Int($0.split(separator: ":")[0])! } == inputs)
    }

    @Test func emptyAndSingleInputs() {
        #expect(ParallelMap.map([Int]()) { $0 * 2 } == [])
        #expect(ParallelMap.map([21]) { $0 * 2 } == [42])
    }

    /// Every element is changed once, in place, and stays where it was.
    @Test func updatesEveryElementInPlace() {
        // Uneven work, so workers finish out of order.
        @Sendable func parity(_ value: Int) -> Int {
            var sum = 0
            for step in 0..<(value % 97) * 50 { sum &+= step }
            return sum & 1
        }
        var values = (0..<2_000).map { [$0] }
        ParallelMap.update(&values) { value in value.append(parity(value[0])) }
        #expect(values == (0..<2_000).map { [$0, parity($0)] })
        var one = [[5]]
        ParallelMap.update(&one) { $0.append(6) }
        #expect(one == [[5, 6]])
        var none: [[Int]] = []
        ParallelMap.update(&none) { $0.append(1) }
        #expect(none.isEmpty)
    }

    /// Both results come back, each from its own closure.
    @Test func runsBothClosures() {
        let (sum, text) = ParallelMap.both({ (1...1_000).reduce(0, +) }, { String(repeating: "a", count: 3) })
        #expect(sum == 500_500)
        #expect(text == "aaa")
    }

    /// Each result is moved out to the caller, not copied: the caller holds the only reference to it (a copy left
    /// the slots' reference to be released later, after every result had been retained once more), and each
    /// result is freed exactly once when the caller lets go of it.
    @Test func movesResultsOut() {
        final class Result: @unchecked Sendable {
            let value: Int
            let freed: UnsafeMutablePointer<Int>
            init(_ value: Int, freed: UnsafeMutablePointer<Int>) {
                self.value = value
                self.freed = freed
            }
            deinit { freed[value] += 1 }
        }
        struct Counters: @unchecked Sendable { let pointer: UnsafeMutablePointer<Int> }
        let freed = Counters(pointer: .allocate(capacity: 500))
        freed.pointer.initialize(repeating: 0, count: 500)
        defer { freed.pointer.deallocate() }
        do {
            var results = ParallelMap.map(Array(0..<500)) { Result($0, freed: freed.pointer) }
            #expect(results.map(\.value) == Array(0..<500))
            #expect(results.indices.allSatisfy { isKnownUniquelyReferenced(&results[$0]) })
            #expect((0..<500).allSatisfy { freed.pointer[$0] == 0 })
        }
        #expect((0..<500).allSatisfy { freed.pointer[$0] == 1 })
    }
}
