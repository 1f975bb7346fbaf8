import BarModel

/// Where every entry of a screen lands in each posture: rows are the declared items and tabs in declaration
/// order, then the system controls (back, `…`, tab button) in the order they first appear; columns are the
/// placements in the order given. Cells are `PlacementCell` codes.
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

    /// Column titles: each placement's posture name.
    public var columns: [String]
    public var rows: [Row]

    public init(screen: Screen, placements: [Placement]) {
        columns = placements.map(\.postureName)
        var keys: [EntryKey] = []
        var seen: Set<EntryKey> = []
        for key in Self.declared(in: screen) where seen.insert(key).inserted { keys.append(key) }
        for placement in placements {
            for entry in placement.entries {
                let key = EntryKey(kind: entry.kind, id: entry.id)
                if seen.insert(key).inserted { keys.append(key) }
            }
        }
        // Each placement indexed once by (kind, id), the first entry of each winning as `Placement.entry` does,
        // so a screen of many items costs a lookup per cell instead of a scan of every entry.
        let indexes = placements.map { placement in
            var index: [EntryKey: PlacedEntry] = [:]
            index.reserveCapacity(placement.entries.count)
            for entry in placement.entries where index[EntryKey(kind: entry.kind, id: entry.id)] == nil {
                index[EntryKey(kind: entry.kind, id: entry.id)] = entry
            }
            return index
        }
        rows = keys.compactMap { key in
            let entries = indexes.map { $0[key] }
            guard let first = entries.compactMap({ $0 }).first else { return nil }
            return Row(id: key.id, kind: key.kind, title: first.title, entries: entries)
        }
    }

    private struct EntryKey: Hashable {
        var kind: EntryKind
        var id: String
    }

    /// Declared toolbar items and tabs in the outline's canonical order — the order the solver numbers them in.
    private static func declared(in screen: Screen) -> [EntryKey] {
        let outline = ScreenOutline(screen)
        return outline.declarations.map { EntryKey(kind: $0.kind == .tab ? .tab : .item, id: outline.id($0)) }
    }
}
