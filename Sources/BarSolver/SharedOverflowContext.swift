import BarModel

/// A change other than priority that would keep an overflowed item: `use compression prefers-toolbar-items`
/// keeps the items from `fromPosition` on in the overflow order.
struct OverflowAlternative: Sendable {
    var fromPosition: Int
    var text: String
}

/// One bar's overflow context, shared by every item that left it, with the pane those items belong to: an
/// overflowed entry keeps only this and its position in the bar's overflow order (`EntryDetails.overflowed`).
final class SharedOverflowContext: Sendable {
    let context: OverflowContext
    /// The pane whose bar the items left, and the notes every item of that pane starts its trail with.
    let pane: EntryPane
    let axisNotes: [TrailNote]

    init(_ context: OverflowContext, pane: EntryPane, axisNotes: [TrailNote]) {
        self.context = context
        self.pane = pane
        self.axisNotes = axisNotes
    }

    /// The declaration of the item at `position` in the overflow order.
    func item(at position: Int) -> ToolbarItem { context.ranking.toolbar.items[context.order[position].itemIndex] }
}
