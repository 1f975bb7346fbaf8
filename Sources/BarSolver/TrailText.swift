import BarModel

/// The words of a trail note, kept as facts until someone reads them (see `TrailNote`).
enum TrailText: Sendable, Hashable {
    case literal(String)
    /// An item's place in a bar's overflow order.
    case rank(RankFacts)
    /// What would keep an overflowed item in its bar.
    case overflowChange(OverflowChangeFacts)
    /// Why an item may take the vertical bar: `axis automatic with the symbol 'trash': may go vertical`.
    case symbolAxis(symbol: String)

    var text: String {
        switch self {
        case .literal(let text):
            return text
        case .rank(let facts):
            let group = facts.groupID.map { "group '\($0)' priority \(PriorityTable.name(ofRank: facts.groupRank))" }
                ?? "implicit group priority \(PriorityTable.name(ofRank: facts.groupRank))"
            let pinned = facts.isPinned ? ", pinned (leaves only after every other item)" : ""
            return "overflow order \(facts.position + 1) of \(facts.count) in \(facts.barName): \(group), item priority \(facts.itemPriority), shown #\(facts.shownPlace + 1) from the bar's start\(pinned); \(facts.left ? "left" : "stays")"
        case .overflowChange(let facts):
            var changes: [String] = []
            if let spelling = facts.raiseTo {
                changes.append(facts.group.map { "raise group '\($0)' to priority \(spelling)" } ?? "raise priority to \(spelling)")
            }
            if let alternative = facts.alternative { changes.append(alternative) }
            if changes.isEmpty { changes.append("declare fewer entries for \(facts.barName), or move some into the overflow menu") }
            return "\(facts.capacityText): \(changes.joined(separator: ", or "))"
        case .symbolAxis(let symbol):
            return "axis automatic with the symbol '\(symbol)': may go vertical"
        }
    }
}

struct RankFacts: Sendable, Hashable {
    var position: Int
    var count: Int
    var barName: String
    var groupID: String?
    var groupRank: Int
    var itemPriority: VisibilityPriority
    /// The place the item is shown in its bar (or side of a bar), counted from the start (P22).
    var shownPlace: Int
    var isPinned: Bool
    var left: Bool
}

struct OverflowChangeFacts: Sendable, Hashable {
    /// `closed fits 8 entries and this screen needs 11`.
    var capacityText: String
    var barName: String
    /// The lowest priority that would keep the item, and the explicit group to raise instead of the item.
    var raiseTo: String?
    var group: String?
    /// Another change that would keep it (`use compression prefers-toolbar-items`).
    var alternative: String?
}
