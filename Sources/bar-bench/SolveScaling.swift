import BarModel
import BarSolver
import Foundation

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

    /// What `measure` finds: seconds a solve (medians over the rounds) and the ratio of the two.
    struct Figures {
        var tenThousand: Double
        var hundredThousand: Double
        /// CPU seconds of a 100,000-item solve (which, unlike wall time, other processes do not inflate).
        var hundredThousandCPU: Double
        /// `solve_scaling_100k_over_10k`: the median over the rounds of each round's ratio.
        var scaling: Double
    }

    /// Solves 10,000 and 100,000 items in the closed posture of the built-in device in `rounds` rounds, each a
    /// loop of `solves` 10,000-item solves and then one of a tenth as many 100,000-item solves (the same number
    /// of items, about a second in all for 500), after a warm-up of three of each.
    ///
    /// The ratio is taken in each round, of two loops run one after the other, and the median of the rounds
    /// is the figure. Timed as every 10,000-item solve first and every 100,000-item solve after, a few hundred
    /// milliseconds of another process on the machine fell on one size only, and the ratio of the two medians
    /// moved between 7 and 17 from run to run of the same build; a round's two loops share the machine's state.
    static func measure(rounds: Int, solves: Int) -> Figures {
        let device = BuiltInDevices.iphoneDuo
        let closed = PostureSelection(posture: device.posture("closed")!)
        func solve(_ screen: Screen, _ count: Int) {
            let placement = Solver.solve(screen, device: device, posture: closed)
            precondition(placement.entries.count >= count)
        }
        let small = screen(items: 10_000)
        let large = screen(items: 100_000)
        for _ in 0..<3 {
            solve(small, 10_000)
            solve(large, 100_000)
        }
        let largeSolves = max(1, solves / 10)
        var tenThousand: [Double] = []
        var hundredThousand: [Double] = []
        var hundredThousandCPU: [Double] = []
        var ratios: [Double] = []
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<solves { solve(small, 10_000) }
            let middle = DispatchTime.now().uptimeNanoseconds
            let startCPU = Measure.processCPUSeconds()
            for _ in 0..<largeSolves { solve(large, 100_000) }
            let cpu = (Measure.processCPUSeconds() - startCPU) / Double(largeSolves)
            let end = DispatchTime.now().uptimeNanoseconds
            let small = Double(middle - start) / 1e9 / Double(solves)
            let large = Double(end - middle) / 1e9 / Double(largeSolves)
            tenThousand.append(small)
            hundredThousand.append(large)
            hundredThousandCPU.append(cpu)
            ratios.append(large / small)
        }
        return Figures(
            tenThousand: Measure.median(tenThousand), hundredThousand: Measure.median(hundredThousand),
            hundredThousandCPU: Measure.median(hundredThousandCPU), scaling: Measure.median(ratios))
    }
}
