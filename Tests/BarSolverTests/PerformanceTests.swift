import BarModel
import BarSolver
import Foundation
import Testing

/// The overflow pass sorts once and then counts: 100,000 items stay fast. Measured in CPU time of the solving
/// thread, so a busy machine does not fail the test; the bound leaves room for unoptimised debug builds (a
/// release build takes a fraction of it).
@Suite("Performance")
struct PerformanceTests {
    @Test("100,000 items in one screen, vertical and horizontal")
    func hundredThousandItems() {
        var items = Fixtures.items(100_000)
        for index in stride(from: 0, to: items.count, by: 7) { items[index].priority = .low }
        for index in stride(from: 3, to: items.count, by: 11) { items[index].groupID = "g\(index % 5)" }
        let groups = (0..<5).map { ToolbarGroup(id: "g\($0)", priority: $0 == 0 ? .high : .automatic) }
        let screen = Fixtures.stackScreen(items, groups: groups)
        for posture in ["closed", "open-portrait"] {
            let start = Self.threadCPUTime()
            let placement = Fixtures.solve(screen, posture)
            let seconds = Self.threadCPUTime() - start
            #expect(placement.entries.count == 100_001)
            print("100,000 items, \(posture): \(seconds) s of CPU")
            #expect(seconds < 10, "\(posture) took \(seconds) s of CPU")
        }
    }

    /// Seconds of CPU the current thread has used.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
