import BarModel

/// Where every entry of a screen lands in each posture: rows are the declared items and tabs in declaration
/// order, then the system controls (back, `…`, tab button) in the order they first appear; columns are the
/// placements in the order given. Cells are `PlacementCell` codes.
///
/// The matrix keeps the placements and, for each cell, the place of its entry in its placement's `entries`
/// (32 bits); a `Row` with copies of its entries is made only when read. Built with each row holding its
/// entries, and each placement indexed by a dictionary of entry copies, the matrix of a 250,000-item screen in
/// four postures held about 400 MB of copies that `bar solve`'s table reads once each.
public struct SolveMatrix: Sendable, Hashable {
    public struct Row: Sendable, Hashable {
        public var id: String
        public var kind: EntryKind
        /// What people see: the title, else the id.
        public var title: String
        /// One per column; nil where the posture does not have the entry at all (a system control it does not
        /// show).
        public var entries: [PlacedEntry?]

        /// The codes of the row's cells.
        public var cells: [String] { entries.map { $0.map(PlacementCell.text(for:)) ?? PlacementCell.absent } }
    }

    /// The rows in order, each made when read.
    public struct Rows: RandomAccessCollection, Sendable, Hashable {
        fileprivate let placements: [Placement]
        fileprivate let keys: [EntryKey]
        /// Row by row, the index of each column's entry in its placement's `entries`, `absent` where it has none.
        fileprivate let cells: [Int32]

        public var startIndex: Int { 0 }
        public var endIndex: Int { keys.count }

        public subscript(row: Int) -> Row {
            let key = keys[row]
            let entries = (0..<placements.count).map { entry(row: row, column: $0) }
            // A row is listed only when some posture has its entry.
            let title = entries.lazy.compactMap { $0 }.first!.title
            return Row(id: key.id, kind: key.kind, title: title, entries: entries)
        }

        /// Equal when the rows read the same, whatever placements they are read from.
        public static func == (lhs: Rows, rhs: Rows) -> Bool { lhs.elementsEqual(rhs) }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(count)
            for row in self { hasher.combine(row) }
        }

        /// The entry in one cell, without making the row.
        public func entry(row: Int, column: Int) -> PlacedEntry? {
            let index = cells[row * placements.count + column]
            return index == SolveMatrix.absent ? nil : placements[column].entries[Int(index)]
        }
    }

    /// Column titles: each placement's posture name (one per placement: `rows` reads cells by column).
    public let columns: [String]
    public let rows: Rows

    /// A cell whose posture does not have the entry.
    fileprivate static let absent: Int32 = -1

    public init(screen: Screen, placements: [Placement]) {
        columns = placements.map(\.postureName)
        var keys: [EntryKey] = []
        var rowOfKey: [EntryKey: Int] = [:]
        for key in Self.declared(in: screen) where rowOfKey[key] == nil {
            rowOfKey[key] = keys.count
            keys.append(key)
        }
        // Each placement is read once, the first entry of each (kind, id) winning as `Placement.entry` does, so a
        // screen of many items costs a lookup per cell instead of a scan of every entry. A row first seen in a
        // later placement gets its cells in the earlier ones filled with `absent` when it is added.
        var cells = [Int32](repeating: Self.absent, count: keys.count * placements.count)
        for (column, placement) in placements.enumerated() {
            precondition(placement.entries.count <= Int(Int32.max), "a placement of 2^31 entries cannot be built in memory")
            for (index, entry) in placement.entries.enumerated() {
                let key = EntryKey(kind: entry.kind, id: entry.id)
                let row: Int
                if let known = rowOfKey[key] {
                    row = known
                } else {
                    row = keys.count
                    rowOfKey[key] = row
                    keys.append(key)
                    cells.append(contentsOf: repeatElement(Self.absent, count: placements.count))
                }
                let cell = row * placements.count + column
                if cells[cell] == Self.absent { cells[cell] = Int32(index) }
            }
        }
        // Rows no posture has (a declaration the solver left out) are dropped.
        var kept: [EntryKey] = []
        var keptCells: [Int32] = []
        kept.reserveCapacity(keys.count)
        keptCells.reserveCapacity(cells.count)
        for (row, key) in keys.enumerated() {
            let rowCells = cells[(row * placements.count)..<((row + 1) * placements.count)]
            guard rowCells.contains(where: { $0 != Self.absent }) else { continue }
            kept.append(key)
            keptCells.append(contentsOf: rowCells)
        }
        rows = Rows(placements: placements, keys: kept, cells: keptCells)
    }

    fileprivate struct EntryKey: Hashable {
        var kind: EntryKind
        var id: String
    }

    /// Declared toolbar items and tabs in the outline's canonical order — the order the solver numbers them in.
    private static func declared(in screen: Screen) -> [EntryKey] {
        let outline = ScreenOutline(screen)
        return outline.declarations.map { EntryKey(kind: $0.kind == .tab ? .tab : .item, id: outline.id($0)) }
    }
}
