import BarSolver

/// How one entry's place differs between two placements.
public enum ChangeKind: String, Sendable, Hashable, CaseIterable, Comparable {
    /// In another bar, menu or tab button (`overflow #1 → vertical #2`).
    case moved
    /// Shown after, hidden (or a system control absent) before.
    case appeared
    /// Shown before, hidden (or a system control absent) after.
    case disappeared
    /// A declared item or tab that only NEW declares (version diffs).
    case added
    /// A declared item or tab that only OLD declares (version diffs).
    case removed
    /// In the same bar, but its order relative to the other entries that stayed there changed.
    case reordered
    /// In the same bar and in the same order relative to the entries that stayed, at another index only because
    /// entries came or left before it. Kept in the value and in JSON; text and Markdown leave it out.
    case shifted

    /// Report order: what changes where an entry is first, then what comes and goes, then order.
    var rank: Int {
        switch self {
        case .moved: 0
        case .appeared: 1
        case .disappeared: 2
        case .added: 3
        case .removed: 4
        case .reordered: 5
        case .shifted: 6
        }
    }

    public static func < (a: ChangeKind, b: ChangeKind) -> Bool { a.rank < b.rank }
}

/// One entry whose place differs.
public struct EntryChange: Hashable, Sendable {
    public var change: ChangeKind
    public var key: EntryKey
    /// What people see: the title after the change (before it, when the entry is gone).
    public var title: String
    /// The place before; nil when the entry is not in the earlier placement at all.
    public var before: EntryPlace?
    /// The place after; nil when the entry is not in the later placement at all.
    public var after: EntryPlace?
    /// The solver's one-sentence reason for where the entry ends up (for a removed entry, where it was).
    public var reason: String

    public init(change: ChangeKind, key: EntryKey, title: String, before: EntryPlace?, after: EntryPlace?, reason: String) {
        self.change = change
        self.key = key
        self.title = title
        self.before = before
        self.after = after
        self.reason = reason
    }

    /// `before` as a label; `—` when the entry was not there.
    public var beforeLabel: String { before?.label ?? "—" }
    /// `after` as a label; `—` when the entry is not there.
    public var afterLabel: String { after?.label ?? "—" }
}

/// An entry named in an order change.
public struct OrderedEntry: Hashable, Sendable {
    public var key: EntryKey
    public var title: String

    public init(key: EntryKey, title: String) {
        self.key = key
        self.title = title
    }
}

/// The entries that stayed in one bar (or menu) on both sides, whose relative order differs.
public struct OrderChange: Hashable, Sendable {
    /// The bar id (`vertical`, `overflow`, `sidebar.top`).
    public var container: String
    /// The name used in reports (see `EntryPlace.containerName`).
    public var containerName: String
    /// The entries that stayed, in their order before.
    public var before: [OrderedEntry]
    /// The same entries in their order after.
    public var after: [OrderedEntry]

    public init(container: String, containerName: String, before: [OrderedEntry], after: [OrderedEntry]) {
        self.container = container
        self.containerName = containerName
        self.before = before
        self.after = after
    }
}

/// Everything that differs between two placements of one screen: entries whose place changed, and order
/// changes among the entries that stayed in the same bar.
public struct PlacementChanges: Hashable, Sendable {
    /// Sorted: by change kind (`ChangeKind` order), then by where the entry is after (before, when gone), as the
    /// solver lists entries: bars in their fixed order and each by index, then menus, collapsed tabs, hidden.
    public var entries: [EntryChange]
    /// Sorted by container id.
    public var orders: [OrderChange]
    /// Whether the screen's bars are vertical before and after.
    public var barsVerticalBefore: Bool
    public var barsVerticalAfter: Bool

    public init(entries: [EntryChange], orders: [OrderChange], barsVerticalBefore: Bool, barsVerticalAfter: Bool) {
        self.entries = entries
        self.orders = orders
        self.barsVerticalBefore = barsVerticalBefore
        self.barsVerticalAfter = barsVerticalAfter
    }

    /// No entry changed place (shifts included: any shift comes with a change that caused it).
    public var isEmpty: Bool { entries.isEmpty && orders.isEmpty }

    /// The changes people read: everything but `shifted`.
    public var reported: [EntryChange] { entries.filter { $0.change != .shifted } }

    public var counts: ChangeCounts {
        var counts = ChangeCounts()
        counts.add(self)
        return counts
    }
}

/// Compares two placements of the same screen.
public enum PlacementComparison {
    /// The changes from `before` to `after`.
    ///
    /// Entries are matched by kind and id. An entry hidden on one side and shown on the other appeared or
    /// disappeared; a declared item or tab missing from one placement altogether was added or removed (only a
    /// version diff has those); a system control (`…`, the tab button, back) missing from one side appeared or
    /// disappeared. An entry shown on both sides moved when its bar (or menu, or tab button) changed. Within one
    /// bar, the entries that stayed are compared in order: those outside a longest common ordering are
    /// `reordered`, the others at a new index are `shifted`.
    public static func compare(_ before: Placement, _ after: Placement) -> PlacementChanges {
        let old = Indexed(before)
        let new = Indexed(after)
        var changes: [EntryChange] = []
        var stayersByContainer: [String: [EntryKey]] = [:]

        for key in old.order + new.order.filter({ old.entries[$0] == nil }) {
            let was = old.entries[key]
            let now = new.entries[key]
            let wasPlace = was.map(EntryPlace.init)
            let nowPlace = now.map(EntryPlace.init)
            let title = now?.title ?? was?.title ?? key.id
            let reason = now?.reason ?? was?.reason ?? ""
            let wasShown = wasPlace?.isShown ?? false
            let nowShown = nowPlace?.isShown ?? false
            let kind: ChangeKind?
            switch (wasShown, nowShown) {
            case (false, false):
                if key.isDeclared, was == nil, now != nil { kind = .added }
                else if key.isDeclared, was != nil, now == nil { kind = .removed }
                else { kind = nil }
            case (false, true):
                kind = key.isDeclared && was == nil ? .added : .appeared
            case (true, false):
                kind = key.isDeclared && now == nil ? .removed : .disappeared
            case (true, true):
                if wasPlace!.bar != nowPlace!.bar || wasPlace!.container != nowPlace!.container {
                    kind = .moved
                } else {
                    stayersByContainer[nowPlace!.container, default: []].append(key)
                    kind = nil
                }
            }
            if let kind {
                changes.append(EntryChange(change: kind, key: key, title: title, before: wasPlace, after: nowPlace, reason: reason))
            }
        }

        var orders: [OrderChange] = []
        for container in stayersByContainer.keys.sorted() {
            let stayers = stayersByContainer[container]!
            let byBefore = stayers.sorted { (old.place(of: $0), $0) < (old.place(of: $1), $1) }
            let byAfter = stayers.sorted { (new.place(of: $0), $0) < (new.place(of: $1), $1) }
            let kept = Set(longestIncreasing(byBefore.map { new.place(of: $0) }).map { byBefore[$0] })
            for key in byBefore {
                let was = old.entries[key]!
                let now = new.entries[key]!
                if !kept.contains(key) {
                    changes.append(EntryChange(change: .reordered, key: key, title: now.title, before: EntryPlace(was), after: EntryPlace(now), reason: now.reason))
                } else if was.index != now.index {
                    changes.append(EntryChange(change: .shifted, key: key, title: now.title, before: EntryPlace(was), after: EntryPlace(now), reason: now.reason))
                }
            }
            if byBefore != byAfter {
                let name = new.entries[byAfter[0]].map { EntryPlace($0).containerName } ?? container
                orders.append(
                    OrderChange(
                        container: container, containerName: name,
                        before: byBefore.map { OrderedEntry(key: $0, title: old.entries[$0]!.title) },
                        after: byAfter.map { OrderedEntry(key: $0, title: new.entries[$0]!.title) }))
            }
        }

        changes.sort { a, b in
            let aPosition = new.position[a.key].map { (0, $0) } ?? (1, old.position[a.key] ?? 0)
            let bPosition = new.position[b.key].map { (0, $0) } ?? (1, old.position[b.key] ?? 0)
            return (a.change, aPosition.0, aPosition.1, a.key) < (b.change, bPosition.0, bPosition.1, b.key)
        }
        return PlacementChanges(
            entries: changes, orders: orders, barsVerticalBefore: before.barsAreVertical,
            barsVerticalAfter: after.barsAreVertical)
    }

    /// Indices into `values` of one longest strictly increasing subsequence; among equally long ones, the one
    /// patience sorting finds (deterministic for equal inputs).
    static func longestIncreasing(_ values: [Int]) -> [Int] {
        var tails: [Int] = []  // indices into values: the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [Int] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result.append(cursor)
            cursor = previous[cursor]
        }
        return result.reversed()
    }

    /// A placement's entries by key, first occurrence wins, with their positions in the solver's order.
    private struct Indexed {
        var entries: [EntryKey: PlacedEntry] = [:]
        var position: [EntryKey: Int] = [:]
        var order: [EntryKey] = []

        init(_ placement: Placement) {
            for entry in placement.entries {
                let key = EntryKey(entry)
                guard entries[key] == nil else { continue }
                entries[key] = entry
                position[key] = order.count
                order.append(key)
            }
        }

        func place(of key: EntryKey) -> Int { entries[key]?.index ?? 0 }
    }
}
