import BarModel
import BarSolver
import Testing

/// A screen with 100,000 items still gets every entry placed exactly once, in a vertical and a horizontal
/// posture. How fast that is is measured by `bar-bench` (docs/performance.md), never asserted here.
@Suite("Large screens")
struct LargeScreenTests {
    @Test("100,000 items in one screen, vertical and horizontal")
    func hundredThousandItems() {
        var items = Fixtures.items(100_000)
        for index in stride(from: 0, to: items.count, by: 7) { items[index].priority = .low }
        for index in stride(from: 3, to: items.count, by: 11) { items[index].groupID = "g\(index % 5)" }
        let groups = (0..<5).map { ToolbarGroup(id: "g\($0)", priority: $0 == 0 ? .high : .automatic) }
        let screen = Fixtures.stackScreen(items, groups: groups)
        for posture in ["closed", "open-portrait"] {
            let placement = Fixtures.solve(screen, posture)
            #expect(placement.entries.count == 100_001)
            #expect(Set(placement.entries.map(\.id)).count == placement.entries.count)
        }
    }
}
