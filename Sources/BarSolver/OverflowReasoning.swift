import BarModel

/// A change other than priority that would keep an overflowed item: `use compression prefers-toolbar-items`
/// keeps the items from `fromPosition` on in the overflow order.
struct OverflowAlternative: Sendable {
    var fromPosition: Int
    var text: String
}

/// One bar's overflow context, shared by every item that left it.
final class SharedOverflowContext: Sendable {
    let context: OverflowContext

    init(_ context: OverflowContext) {
        self.context = context
    }
}

/// Why the item at `position` of a bar's overflow order left for the menu, kept as that position until the
/// words are read: a toolbar of 100,000 items overflows almost all of them, and only `--explain` and the
/// reports read their reasons. Two are equal when their words are.
struct OverflowReasoning: Sendable, Hashable {
    let shared: SharedOverflowContext
    let position: Int

    var explained: (reason: String, notes: [TrailNote]) { shared.context.overflowed(position) }

    static func == (a: OverflowReasoning, b: OverflowReasoning) -> Bool {
        if a.shared === b.shared && a.position == b.position { return true }
        let (first, second) = (a.explained, b.explained)
        return first.reason == second.reason && first.notes == second.notes
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(explained.reason)
    }
}
