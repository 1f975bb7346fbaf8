import BarModel

extension PlacementBuilder {
    /// Declarations whose container is not on screen (tabs not selected, collapsed columns, inspectors not
    /// presented, nested tab views), in declaration order.
    mutating func placeHiddenDeclarations() {
        for hidden in context.structure.hidden {
            var trail = [TrailNote(.outcome, hidden.reason.outcome, rules: hidden.reason.rules)]
            if let change = hidden.change { trail.append(TrailNote(.change, change)) }
            var entry: PlacedEntry
            switch hidden.declared {
            case .item(let item):
                entry = PlacedEntry(
                    id: item.id, title: item.displayName, kind: .item, bar: .hidden, barID: nil, index: nil, frame: nil,
                    reason: hidden.reason.description, rules: RuleList.from(trail), trail: trail)
                entry.symbol = item.symbol
                entry.badge = item.badge
                entry.pane = hidden.pane
            case .tab(let tab):
                entry = PlacedEntry(
                    id: tab.id, title: tab.displayName, kind: .tab, bar: .hidden, barID: nil, index: nil, frame: nil,
                    reason: hidden.reason.description, rules: RuleList.from(trail), trail: trail)
            }
            entry.hiddenReason = hidden.reason
            collector.add(entry, hiddenSequence: hidden.sequence)
        }
    }
}
