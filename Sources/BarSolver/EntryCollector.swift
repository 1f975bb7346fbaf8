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
        // 12 bytes instead of 24: one per entry. Groups and indexes count bars, menus, places and declarations,
        // so they fit 32 bits (as `PlacedEntry.index` does).
        private var storedGroup: Int32
        private var storedIndex: Int32
        private var storedSection: UInt8

        init(section: Int, group: Int, index: Int) {
            storedSection = UInt8(section)
            storedGroup = Int32(group)
            storedIndex = Int32(index)
        }

        var section: Int { Int(storedSection) }
        var group: Int { Int(storedGroup) }
        var index: Int { Int(storedIndex) }
    }

    /// Room for the bars of most screens from the start (a strip or top bar, a bottom bar, a tab bar, the
    /// keyboard's), so adding them does not grow the array step by step.
    private var bars: [(frame: BarFrame, category: BarCategory, arrival: Int)] = {
        var bars: [(frame: BarFrame, category: BarCategory, arrival: Int)] = []
        bars.reserveCapacity(6)
        return bars
    }()
    private var entries: [PlacedEntry] = []
    private var keys: [SortKey] = []
    private var menuOrdinals = FirstSeenNumbering()
    private var lastMenu: (id: String, ordinal: Int)?

    mutating func addBar(_ frame: BarFrame, _ category: BarCategory) {
        bars.append((frame, category, bars.count))
    }

    /// The bars of one kind placed so far.
    func placedBars(_ kind: BarKind) -> [BarFrame] { bars.map(\.frame).filter { $0.kind == kind } }

    /// Registers a menu so menus keep the order in which panes were solved.
    mutating func registerMenu(_ id: String) {
        _ = menuOrdinals.number(id)
    }

    /// Makes room for `count` more entries at once (a large overflow menu), so appending never copies them.
    mutating func reserve(_ count: Int) {
        if entries.capacity < entries.count + count {
            let wanted = Swift.max(entries.count + count, 2 * entries.capacity)
            entries.reserveCapacity(wanted)
            keys.reserveCapacity(wanted)
        }
    }

    /// How many entries arrived so far: the arrival of the next one.
    var count: Int { entries.count }

    mutating func add(_ entry: consuming PlacedEntry, hiddenSequence: Int = 0) {
        assert(entry.arrival.map { $0 == entries.count } ?? true, "an entry must be added as soon as it is made")
        switch entry.bar {
        case .vertical, .top, .bottom:
            keys.append(SortKey(section: 0, group: 0, index: entry.index ?? 0))
        case .overflow:
            keys.append(SortKey(section: 1, group: menuOrdinals.number(entry.barID ?? ""), index: entry.index ?? 0))
        case .collapsed:
            keys.append(SortKey(section: 2, group: 0, index: entry.index ?? 0))
        case .hidden:
            keys.append(SortKey(section: 3, group: hiddenSequence, index: 0))
        }
        entries.append(entry)
    }

    /// An item that left a bar for the menu `menu`, at `index` in it, with its `details`: its place in its
    /// bar's overflow order, or its facts and arrival in a solve that does not explain. The entry is made where
    /// it is stored (never copied), and the menu's ordinal is looked up once per run of its entries.
    mutating func addOverflowed(id: String, title: String, menu: String, index: Int, details: EntryDetails) {
        if lastMenu?.id != menu { lastMenu = (menu, menuOrdinals.number(menu)) }
        keys.append(SortKey(section: 1, group: lastMenu?.ordinal ?? 0, index: index))
        entries.append(
            PlacedEntry(id: id, title: title, kind: .item, bar: .overflow, barID: menu, index: index, frame: nil, details: details))
    }

    /// Entries and bars in their final order. Ties (which the solver never produces) keep arrival order.
    /// Sorts small keys (section, group and index packed into one integer beside the arrival number; entries
    /// arrive mostly in order, which the sort's runs make cheap) and then moves each entry once.
    /// Also returns each entry's arrival (the order it was added in), position by position.
    mutating func finish() -> (entries: [PlacedEntry], bars: [BarFrame], arrivals: [Int]) {
        bars.sort { ($0.category, $0.arrival) < ($1.category, $1.arrival) }
        let orderedBars = bars.map(\.frame)
        // Where each bar id first stands: a screen has a handful of bars, found by a scan; a table only past that
        // (hashing every entry's bar id was a tenth of this step for a typical screen, solved a dozen times by lint).
        var barTable: [String: Int]?
        if orderedBars.count > 8 {
            var table: [String: Int] = [:]
            for (position, bar) in orderedBars.enumerated() where table[bar.id] == nil { table[bar.id] = position }
            barTable = table
        }
        let unknownBar = orderedBars.count
        func barPosition(_ id: String?) -> Int {
            let id = id ?? ""
            if let barTable { return barTable[id] ?? unknownBar }
            return orderedBars.firstIndex { $0.id == id } ?? unknownBar
        }
        let limit = 1 << 31
        var packed: [(key: UInt64, arrival: Int)] = []
        packed.reserveCapacity(keys.count)
        var packs = true
        for arrival in keys.indices {
            let key = keys[arrival]
            let group = key.section == 0 ? barPosition(entries[arrival].barID) : key.group
            guard group >= 0, group < limit, key.index >= 0, key.index < limit else {
                packs = false
                break
            }
            packed.append((UInt64(key.section) << 62 | UInt64(group) << 31 | UInt64(key.index), arrival))
        }
        let order: [Int]
        if packs {
            packed.sort { ($0.key, $0.arrival) < ($1.key, $1.arrival) }
            order = packed.map(\.arrival)
        } else {
            // Numbers too large to pack (not expected): compare the keys whole.
            let full = keys.indices.map { arrival -> (Int, Int, Int, Int) in
                let key = keys[arrival]
                let group = key.section == 0 ? barPosition(entries[arrival].barID) : key.group
                return (key.section, group, key.index, arrival)
            }
            order = full.indices.sorted { full[$0] < full[$1] }
        }
        var elements = entries
        entries = []
        keys = []
        Self.permute(&elements, by: order)
        return (elements, orderedBars, order)
    }

    /// Rearranges `elements` so that position `i` holds what was at `order[i]`, by following the permutation's
    /// cycles, each element moved once from its slot to its place (a swap of two entries copied both, retaining
    /// and releasing their strings and details: a fifth of finishing a solve).
    private static func permute(_ elements: inout [PlacedEntry], by order: [Int]) {
        // `order` is a permutation of the entries' indices (the sorted arrival numbers): every slot is moved
        // out of and into exactly once.
        precondition(order.count == elements.count, "the order must cover every entry once")
        // Which slots are done, in a temporary allocation (on the stack unless the screen is very large): a
        // solve makes no array for it.
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: order.count) { done in
            done.initialize(repeating: false)
            permute(&elements, by: order, done: done)
        }
    }

    private static func permute(_ elements: inout [PlacedEntry], by order: [Int], done: UnsafeMutableBufferPointer<Bool>) {
        elements.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for start in order.indices where !done[start] {
                done[start] = true
                guard order[start] != start else { continue }
                // The cycle's first element waits outside while each slot takes its element from the next one.
                let first = (base + start).move()
                var position = start
                while true {
                    let next = order[position]
                    if next == start {
                        (base + position).initialize(to: first)
                        break
                    }
                    (base + position).moveInitialize(from: base + next, count: 1)
                    done[next] = true
                    position = next
                }
            }
        }
    }
}
