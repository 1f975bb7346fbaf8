import BarModel

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
}
