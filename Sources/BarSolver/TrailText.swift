import BarModel

/// The words of a trail note, kept as facts until someone reads them (see `TrailNote`).
enum TrailText: Sendable, Hashable {
    case literal(String)
    /// A sentence every solve would otherwise format (lengths in points, counts) and only `--explain` and the
    /// reports read: lint solves each screen a dozen times and reads none of them. Equal to a literal or
    /// another deferred text with the same words.
    case deferred(DeferredText)
    /// `reason (P1, P2)`: an entry's reason with the rules it cites, joined when read.
    case cited(String, rules: [PlatformRule])
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
        case .deferred(let deferred):
            return deferred.render()
        case .cited(let reason, let rules):
            return rules.isEmpty ? reason : "\(reason) (\(rules.listed))"
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
            return "\(facts.capacity.render()): \(changes.joined(separator: ", or "))"
        case .symbolAxis(let symbol):
            return "axis automatic with the symbol '\(symbol)': may go vertical"
        }
    }

    static func == (a: TrailText, b: TrailText) -> Bool {
        switch (a, b) {
        case (.literal(let first), .literal(let second)): first == second
        case (.literal, _), (.deferred, _), (.cited, _): b.isWords && a.text == b.text
        case (.rank(let first), .rank(let second)): first == second
        case (.overflowChange(let first), .overflowChange(let second)): first == second
        case (.symbolAxis(let first), .symbolAxis(let second)): first == second
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .literal, .deferred, .cited:
            hasher.combine(0)
            hasher.combine(text)
        case .rank(let facts):
            hasher.combine(1)
            hasher.combine(facts)
        case .overflowChange(let facts):
            hasher.combine(2)
            hasher.combine(facts)
        case .symbolAxis(let symbol):
            hasher.combine(3)
            hasher.combine(symbol)
        }
    }
}

extension TrailText: ExpressibleByStringLiteral {
    init(stringLiteral value: String) { self = .literal(value) }

    /// Whether it is kept as words rather than facts: such texts are equal when their words are.
    var isWords: Bool {
        switch self {
        case .literal, .deferred, .cited: true
        case .rank, .overflowChange, .symbolAxis: false
        }
    }
}

/// Words put together when read (`TrailText.deferred`). Equal when the words are.
struct DeferredText: Sendable, Hashable {
    let render: @Sendable () -> String

    init(_ render: @escaping @Sendable () -> String) {
        self.render = render
    }

    static func == (a: DeferredText, b: DeferredText) -> Bool { a.render() == b.render() }
    func hash(into hasher: inout Hasher) { hasher.combine(render()) }
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
    var capacity: DeferredText
    var barName: String
    /// The lowest priority that would keep the item, and the explicit group to raise instead of the item.
    var raiseTo: String?
    var group: String?
    /// Another change that would keep it (`use compression prefers-toolbar-items`).
    var alternative: String?
}
