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
}
