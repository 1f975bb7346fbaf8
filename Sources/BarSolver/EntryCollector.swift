/// Gathers entries and bars as the solver places them, and hands them back in the documented order:
/// visible entries by bar (bars in a fixed order) and index, then overflow menus (in the order their panes
/// were solved) by index, then collapsed tabs by index, then hidden entries in declaration order.
struct EntryCollector {
    /// The fixed order of bars in a placement.
    enum BarCategory: Int, Comparable {
        case strip
        case top
        case bottomToolbar
        case tabBar
        case keyboard
        case handMade

        static func < (a: BarCategory, b: BarCategory) -> Bool { a.rawValue < b.rawValue }
    }

    private struct Keyed {
        var entry: PlacedEntry
        var section: Int
        var group: Int
        var index: Int
    }

    private var bars: [(frame: BarFrame, category: BarCategory, arrival: Int)] = []
    private var keyed: [Keyed] = []
    private var menuOrdinals: [String: Int] = [:]

    mutating func addBar(_ frame: BarFrame, _ category: BarCategory) {
        bars.append((frame, category, bars.count))
    }

    /// Registers a menu so menus keep the order in which panes were solved.
    mutating func registerMenu(_ id: String) {
        if menuOrdinals[id] == nil { menuOrdinals[id] = menuOrdinals.count }
    }

    mutating func add(_ entry: PlacedEntry, hiddenSequence: Int = 0) {
        switch entry.bar {
        case .vertical, .top, .bottom:
            keyed.append(Keyed(entry: entry, section: 0, group: 0, index: entry.index ?? 0))
        case .overflow:
            registerMenu(entry.barID ?? "")
            keyed.append(Keyed(entry: entry, section: 1, group: menuOrdinals[entry.barID ?? ""] ?? 0, index: entry.index ?? 0))
        case .collapsed:
            keyed.append(Keyed(entry: entry, section: 2, group: 0, index: entry.index ?? 0))
        case .hidden:
            keyed.append(Keyed(entry: entry, section: 3, group: hiddenSequence, index: 0))
        }
    }

    /// Entries and bars in their final order. Ties (which the solver never produces) keep arrival order.
    func finish() -> (entries: [PlacedEntry], bars: [BarFrame]) {
        let orderedBars = bars.sorted { ($0.category, $0.arrival) < ($1.category, $1.arrival) }.map(\.frame)
        var barPosition: [String: Int] = [:]
        for (position, bar) in orderedBars.enumerated() where barPosition[bar.id] == nil { barPosition[bar.id] = position }
        let unknownBar = orderedBars.count
        var ordered = keyed.enumerated().map { arrival, item -> (Keyed, Int) in
            var item = item
            if item.section == 0 { item.group = barPosition[item.entry.barID ?? ""] ?? unknownBar }
            return (item, arrival)
        }
        ordered.sort { a, b in
            (a.0.section, a.0.group, a.0.index, a.1) < (b.0.section, b.0.group, b.0.index, b.1)
        }
        return (ordered.map(\.0.entry), orderedBars)
    }
}
