import BarModel

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

    /// Where an entry sorts: section (visible, menu, collapsed, hidden), group (bar, menu or declaration
    /// number) and index. Kept beside the entries so sorting never moves whole entries.
    private struct SortKey {
        var section: Int
        var group: Int
        var index: Int
    }

    private var bars: [(frame: BarFrame, category: BarCategory, arrival: Int)] = []
    private var entries: [PlacedEntry] = []
    private var keys: [SortKey] = []
    private var menuOrdinals: [String: Int] = [:]

    mutating func addBar(_ frame: BarFrame, _ category: BarCategory) {
        bars.append((frame, category, bars.count))
    }

    /// The bars of one kind placed so far.
    func placedBars(_ kind: BarKind) -> [BarFrame] { bars.map(\.frame).filter { $0.kind == kind } }

    /// Registers a menu so menus keep the order in which panes were solved.
    mutating func registerMenu(_ id: String) {
        if menuOrdinals[id] == nil { menuOrdinals[id] = menuOrdinals.count }
    }

    mutating func add(_ entry: consuming PlacedEntry, hiddenSequence: Int = 0) {
        switch entry.bar {
        case .vertical, .top, .bottom:
            keys.append(SortKey(section: 0, group: 0, index: entry.index ?? 0))
        case .overflow:
            registerMenu(entry.barID ?? "")
            keys.append(SortKey(section: 1, group: menuOrdinals[entry.barID ?? ""] ?? 0, index: entry.index ?? 0))
        case .collapsed:
            keys.append(SortKey(section: 2, group: 0, index: entry.index ?? 0))
        case .hidden:
            keys.append(SortKey(section: 3, group: hiddenSequence, index: 0))
        }
        entries.append(entry)
    }

    /// Entries and bars in their final order. Ties (which the solver never produces) keep arrival order.
    /// Sorts small keys and then gathers the entries once, rather than moving whole entries while sorting.
    consuming func finish() -> (entries: [PlacedEntry], bars: [BarFrame]) {
        let orderedBars = bars.sorted { ($0.category, $0.arrival) < ($1.category, $1.arrival) }.map(\.frame)
        var barPosition: [String: Int] = [:]
        for (position, bar) in orderedBars.enumerated() where barPosition[bar.id] == nil { barPosition[bar.id] = position }
        let unknownBar = orderedBars.count
        let full = keys.indices.map { arrival -> (Int, Int, Int, Int) in
            let key = keys[arrival]
            let group = key.section == 0 ? barPosition[entries[arrival].barID ?? ""] ?? unknownBar : key.group
            return (key.section, group, key.index, arrival)
        }
        let order = full.indices.sorted { full[$0] < full[$1] }
        return (Self.permuted(entries, by: order), orderedBars)
    }

    /// `elements` rearranged so that position `i` holds `elements[order[i]]`, by following the permutation's
    /// cycles with swaps: entries are moved, never copied.
    private static func permuted(_ elements: consuming [PlacedEntry], by order: [Int]) -> [PlacedEntry] {
        var elements = elements
        var done = [Bool](repeating: false, count: order.count)
        for start in order.indices where !done[start] {
            var position = start
            while true {
                done[position] = true
                let next = order[position]
                if next == start { break }
                elements.swapAt(position, next)
                position = next
            }
        }
        return elements
    }
}
