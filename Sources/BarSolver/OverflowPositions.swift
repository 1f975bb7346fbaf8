/// Where each item of a toolbar stands in one bar's overflow order: what tells which items left (the first
/// `removedCount` positions) and what an explanation ranks.
///
/// Kept as 32-bit numbers, one per item of the toolbar: a toolbar of 100,000 items has three or four of these
/// a solve, and at 8 bytes a number they were megabytes written and read again, a long toolbar's solve being
/// bound by memory rather than by work.
struct OverflowPositions {
    /// The position of each item (by declaration index), −1 for an item that is no candidate of the bar; empty
    /// when the bar has no candidates, every item then answering −1.
    private let positions: [Int32]

    /// The positions of `order`'s candidates, for a toolbar of `itemCount` items.
    init(of order: [OverflowCandidate], itemCount: Int) {
        // A bar without candidates (a side of a pane's top bar while its items use the vertical bar) needs no
        // table: an explaining solve of a 100,000-item toolbar filled 400 KB with −1 for it, never read.
        guard !order.isEmpty else {
            positions = []
            return
        }
        var positions = [Int32](repeating: -1, count: itemCount)
        for (position, candidate) in order.enumerated() { positions[candidate.itemIndex] = Int32(position) }
        self.positions = positions
    }

    /// For a bar nothing left and nothing explains, where no position is read: the positions of no candidates.
    static let none = OverflowPositions(of: [], itemCount: 0)

    /// The position of the item at `itemIndex` in the order, −1 when it is no candidate of the bar.
    subscript(itemIndex: Int) -> Int { positions.isEmpty ? -1 : Int(positions[itemIndex]) }
}
