import BarModel

/// The context one overflow decision is explained in: which bar, its room, the order items left in, and
/// what else could have kept an item.
struct OverflowContext {
    /// `the vertical bar`, `the top bar's trailing side`, `the bottom toolbar`.
    var barName: String
    var ranking: OverflowRanking
    var order: [OverflowCandidate]
    var removedCount: Int
    var ordinaryCount: Int
    /// The bar's room against its demand, shared by every candidate's trail.
    var spaceNote: TrailNote
    /// `closed fits 8 entries and this screen needs 11`.
    var capacityText: String
    /// Given a position in `order`, a further change that would keep the item (`use compression
    /// prefers-toolbar-items`), if any.
    var alternative: (Int) -> String?

    /// The weakest ordinary candidate that stayed, which an overflowed item would have to outrank.
    var weakestKept: OverflowCandidate? { removedCount < ordinaryCount ? order[removedCount] : nil }

    /// Maps item indices to positions in `order` (−1 when the item is not a candidate of this bar).
    func positions(itemCount: Int) -> [Int] {
        var positions = [Int](repeating: -1, count: itemCount)
        for (position, candidate) in order.enumerated() { positions[candidate.itemIndex] = position }
        return positions
    }

    /// The rank line every candidate's trail carries.
    func rankNote(_ position: Int) -> TrailNote {
        let candidate = order[position]
        let item = ranking.toolbar.items[candidate.itemIndex]
        let group = item.groupID.map { "group '\($0)' priority \(priorityName(candidate.key.groupRank))" }
            ?? "implicit group priority \(priorityName(candidate.key.groupRank))"
        let pinned = candidate.key.tier > 0 ? ", pinned (leaves only after every other item)" : ""
        let fate = position < removedCount ? "left" : "stays"
        return TrailNote(
            .rank,
            "overflow order \(position + 1) of \(order.count) in \(barName): \(group), item priority \(item.priority), declared #\(candidate.itemIndex + 1)\(pinned); \(fate)",
            rules: candidate.key.tier > 0 ? ["P22", "P23", "P24"] : ["P22", "P23"])
    }

    /// The reason and notes of an item that left for the overflow menu.
    func overflowed(_ position: Int) -> (reason: String, notes: [TrailNote]) {
        let candidate = order[position]
        let item = ranking.toolbar.items[candidate.itemIndex]
        var notes = [spaceNote, rankNote(position)]
        let reason: String
        var rules = ["P22"]
        if candidate.key.tier > 0 {
            reason = "overflowed: \(barName) is too short even for its pinned items"
            rules.append("P24")
        } else if let weakest = weakestKept {
            if (weakest.key.groupRank, weakest.key.itemRank) == (candidate.key.groupRank, candidate.key.itemRank) {
                reason = "overflowed: furthest from the bar's start among equal priorities"
            } else {
                let priority = item.groupID != nil && candidate.key.groupRank != item.priority.rank
                    ? "group priority \(priorityName(candidate.key.groupRank))" : "\(item.priority) priority"
                reason = "overflowed: \(priority), below what stayed"
                rules.append("P23")
            }
        } else {
            reason = "overflowed: no room left in \(barName)"
        }
        notes.append(TrailNote(.outcome, "in the overflow menu, reached through '…'", rules: rules))
        if item.badge != nil {
            notes.append(TrailNote(.outcome, "its badge is invisible while it is in the overflow menu", rules: ["P26"]))
        }
        var changes: [String] = []
        if let weakest = weakestKept, candidate.key.tier == 0, let beat = ranking.priorityToBeat(weakest.key, for: candidate.itemIndex) {
            changes.append(beat.ofGroup.map { "raise group '\($0)' to priority \(beat.spelling)" } ?? "raise priority to \(beat.spelling)")
        }
        if let alternative = alternative(position) { changes.append(alternative) }
        if changes.isEmpty { changes.append("declare fewer entries for \(barName), or move some into the overflow menu") }
        notes.append(TrailNote(.change, "\(capacityText): \(changes.joined(separator: ", or "))"))
        return ("\(reason) (\(rules.joined(separator: ", ")))", notes)
    }

    /// Notes for a candidate that stayed.
    func stayed(_ position: Int) -> [TrailNote] { [spaceNote, rankNote(position)] }

    private func priorityName(_ rank: Int) -> String {
        VisibilityPriority.allSpellings.compactMap(VisibilityPriority.init(spelling:)).first { $0.rank == rank }?.description
            ?? String(rank)
    }
}

/// Rule lists: unique, in rule-number order.
enum RuleList {
    static func from(_ notes: [TrailNote], _ extra: [String] = []) -> [String] {
        var seen = Set<String>()
        var rules: [String] = []
        for rule in extra + notes.flatMap(\.rules) where seen.insert(rule).inserted { rules.append(rule) }
        return rules.sorted { number($0) < number($1) }
    }

    private static func number(_ rule: String) -> (Int, String) {
        (Int(rule.dropFirst()) ?? Int.max, rule)
    }
}
