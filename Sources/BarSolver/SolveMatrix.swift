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
        rows = keys.compactMap { key in
            let entries = placements.map { $0.entry(key.id, kind: key.kind) }
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
