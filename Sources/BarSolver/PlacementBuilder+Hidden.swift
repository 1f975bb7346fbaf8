import BarModel

extension PlacementBuilder {
    /// Declarations whose container is not on screen (tabs not selected, collapsed columns, inspectors not
    /// presented, nested tab views), in declaration order.
    mutating func placeHiddenDeclarations() {
        for hidden in context.structure.hidden {
            let reason = hidden.reason
            let facts: EntryFacts
            let (id, title, kind): (String, String, EntryKind)
            switch hidden.declared {
            case .item(let item):
                (id, title, kind) = (item.id, item.displayName, .item)
                facts = EntryFacts(pane: hidden.pane, icon: EntryIcon(of: item), badge: item.badge, hiddenReason: reason)
            case .tab(let tab):
                (id, title, kind) = (tab.id, tab.displayName, .tab)
                facts = tabFacts(tab, hiddenReason: reason)
            }
            collector.add(
                entry(id: id, title: title, kind: kind, bar: .hidden, barID: nil, index: nil, frame: nil, facts: facts) {
                    var trail = [TrailNote(.outcome, reason.outcome, rules: reason.rules)]
                    if let change = hidden.change { trail.append(TrailNote(.change, change)) }
                    return (.deferred(DeferredText { reason.description }), EntryExplanation(shared: [], own: trail, explicitRules: RuleList.from(trail)))
                },
                hiddenSequence: hidden.sequence)
        }
    }
}
