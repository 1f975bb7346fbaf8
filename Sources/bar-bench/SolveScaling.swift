import BarModel
import BarSolver

/// Screens with many items in one toolbar, to measure how the solver scales.
enum SolveScaling {
    static func screen(items count: Int) -> Screen {
        let priorities: [VisibilityPriority] = [.low, .automatic, .high, VisibilityPriority(.high, .lowerThan), VisibilityPriority(.low, .higherThan)]
        let axes: [AxisBehavior] = [.automatic, .automatic, .automatic, .verticalPreferred, .horizontalOnly]
        var groups: [ToolbarGroup] = []
        var items: [ToolbarItem] = []
        items.reserveCapacity(count)
        for index in 0..<count {
            let group = index % 7 == 0 ? "g\(index / 70)" : nil
            if let group, index % 70 == 0 { groups.append(ToolbarGroup(id: group, priority: priorities[(index / 70) % priorities.count])) }
            items.append(
                ToolbarItem(
                    id: "item-\(index)", title: "Item \(index)", symbol: index % 11 == 0 ? nil : "star",
                    placement: index == 0 ? .pinnedTrailing : (index % 13 == 0 ? .bottom : .automatic),
                    axis: axes[index % axes.count], priority: priorities[(index * 7) % priorities.count],
                    groupID: group.flatMap { id in groups.contains { $0.id == id } ? id : nil },
                    isInOverflowMenu: index % 17 == 0))
        }
        let tabs = (0..<5).map { Tab(id: "tab-\($0)", title: "Tab \($0)", symbol: "square") }
        var selected = tabs[0]
        selected.content = .stack(NavigationStack(title: "Many", toolbar: Toolbar(items: items, groups: groups)))
        return Screen(id: "scaling", root: .tabView(TabView(tabs: [selected] + tabs.dropFirst(), selectedTabID: "tab-0")))
    }

    /// Medians of solving 10,000 and 100,000 items in the closed posture of the built-in device, and the CPU
    /// time of the larger one (which, unlike wall time, other processes on the machine do not inflate).
    static func measure(runs: Int, largeRuns: Int) -> (tenThousand: Double, hundredThousand: Double, hundredThousandCPU: Double) {
        let device = BuiltInDevices.iphoneDuo
        let closed = PostureSelection(posture: device.posture("closed")!)
        func solve(_ screen: Screen, _ count: Int) {
            let placement = Solver.solve(screen, device: device, posture: closed)
            precondition(placement.entries.count >= count)
        }
        let small = screen(items: 10_000)
        let large = screen(items: 100_000)
        let tenThousand = Measure.median(Measure.seconds(runs: runs) { solve(small, 10_000) })
        let hundredThousand = Measure.median(Measure.seconds(runs: largeRuns) { solve(large, 100_000) })
        let cpu = Measure.median(Measure.cpuSeconds(runs: largeRuns) { solve(large, 100_000) })
        return (tenThousand, hundredThousand, cpu)
    }
}
