/// How many entries changed in each way, and in which bars the order changed: the basis of the one-line summary.
public struct ChangeCounts: Hashable, Sendable {
    public var moved = 0
    public var appeared = 0
    public var disappeared = 0
    public var added = 0
    public var removed = 0
    public var reordered = 0
    public var shifted = 0
    /// Containers (by report name) whose order changed, sorted, each once.
    public var orderChangedIn: [String] = []

    public init() {}

    /// Adds every change of one step and the bars whose order changed there.
    public mutating func add(_ changes: PlacementChanges) {
        for change in changes.entries { add(change.change) }
        addOrders(changes)
    }

    /// Counts one change.
    public mutating func add(_ kind: ChangeKind) {
        switch kind {
        case .moved: moved += 1
        case .appeared: appeared += 1
        case .disappeared: disappeared += 1
        case .added: added += 1
        case .removed: removed += 1
        case .reordered: reordered += 1
        case .shifted: shifted += 1
        }
    }

    /// Notes the bars whose order changed in one step.
    public mutating func addOrders(_ changes: PlacementChanges) {
        orderChangedIn = Array(Set(orderChangedIn + changes.orders.map(\.containerName))).sorted()
    }

    public mutating func add(_ other: ChangeCounts) {
        moved += other.moved
        appeared += other.appeared
        disappeared += other.disappeared
        added += other.added
        removed += other.removed
        reordered += other.reordered
        shifted += other.shifted
        orderChangedIn = Array(Set(orderChangedIn + other.orderChangedIn)).sorted()
    }

    /// Whether any entry changed place.
    public var isEmpty: Bool {
        moved + appeared + disappeared + added + removed + reordered + shifted == 0 && orderChangedIn.isEmpty
    }

    /// `3 moved, 1 appeared, order changed in vertical`; `no changes` when nothing changed. Shifts are left out:
    /// they only follow from the changes listed.
    public var summary: String {
        var parts: [String] = []
        for (count, word) in [
            (moved, "moved"), (appeared, "appeared"), (disappeared, "disappeared"), (added, "added"),
            (removed, "removed"), (reordered, "reordered"),
        ] where count > 0 {
            parts.append("\(count) \(word)")
        }
        if !orderChangedIn.isEmpty {
            parts.append("order changed in \(orderChangedIn.joined(separator: ", "))")
        }
        return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
    }
}
