import BarModel

extension PlacementBuilder {
    /// Declarations whose container is not on screen (tabs not selected, collapsed columns, inspectors not
    /// presented, nested tab views), in declaration order.
    mutating func placeHiddenDeclarations() {
        for hidden in context.structure.hidden {
            var trail = [TrailNote(.outcome, hidden.reason.outcome, rules: hidden.reason.rules)]
            if let change = hidden.change { trail.append(TrailNote(.change, change)) }
            let reason = hidden.reason
            let words = TrailText.deferred(DeferredText { reason.description })
            let entry: PlacedEntry
            switch hidden.declared {
            case .item(let item):
                entry = PlacedEntry(
                    id: item.id, title: item.displayName, kind: .item, bar: .hidden, barID: nil, index: nil, frame: nil,
                    reason: words, rules: RuleList.from(trail), trail: trail,
                    facts: EntryFacts(pane: hidden.pane, symbol: item.symbol, badge: item.badge, hiddenReason: reason))
            case .tab(let tab):
                entry = PlacedEntry(
                    id: tab.id, title: tab.displayName, kind: .tab, bar: .hidden, barID: nil, index: nil, frame: nil,
                    reason: words, rules: RuleList.from(trail), trail: trail, facts: tabFacts(tab, hiddenReason: reason))
            }
            collector.add(entry, hiddenSequence: hidden.sequence)
        }
    }
}
