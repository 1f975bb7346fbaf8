import BarModel

extension PlacementBuilder {
    /// Declarations whose container is not on screen (tabs not selected, collapsed columns, inspectors not
    /// presented, nested tab views), in declaration order.
    mutating func placeHiddenDeclarations() {
        for hidden in context.structure.hidden {
            var trail = [TrailNote(.outcome, hidden.reason, rules: hidden.rules)]
            if let change = hidden.change { trail.append(TrailNote(.change, change)) }
            let entry: PlacedEntry
            switch hidden.declared {
            case .item(let item):
                entry = PlacedEntry(
                    id: item.id, title: item.displayName, kind: .item, bar: .hidden, barID: nil, index: nil, frame: nil,
                    reason: Self.cited(hidden.reason, hidden.rules), rules: RuleList.from(trail), trail: trail)
            case .tab(let tab):
                entry = PlacedEntry(
                    id: tab.id, title: tab.displayName, kind: .tab, bar: .hidden, barID: nil, index: nil, frame: nil,
                    reason: Self.cited(hidden.reason, hidden.rules), rules: RuleList.from(trail), trail: trail)
            }
            collector.add(entry, hiddenSequence: hidden.sequence)
        }
    }
}
