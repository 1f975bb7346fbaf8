import BarModel

extension PlacementBuilder {
    /// The bottom tab bar while bars are horizontal (P6: the tab bar returns to the bottom). It shows at most
    /// `tabBarCapacity` tabs; with more, the first capacity − 1 tabs and a "More" tab holding the rest. Tabs share
    /// the bar's width less margins equally.
    mutating func placeTabBar(_ tabs: ShownTabs) {
        let tabList = tabs.tabView.tabs
        let baseNotes = context.explains ? context.decision.notes + Self.tabStyleNotes(tabs) : []
        let rules = RuleList.from([], context.decision.horizontalRules)
        guard let rect = tabs.barRect, !context.window.isCovered(rect) else {
            let covering = context.window.coveringObstructionName
            for (offset, tab) in tabList.enumerated() {
                let reason = HiddenReason(.covered, "the \(covering) covers the tab bar", rules: [.p4])
                collector.add(
                    entry(
                        id: tab.id, title: tab.displayName, kind: .tab, bar: .hidden, barID: nil, index: nil, frame: nil,
                        facts: tabFacts(tab, hiddenReason: reason)
                    ) {
                        (
                            .literal(reason.description),
                            EntryExplanation(
                                shared: [],
                                own: baseNotes + [TrailNote(.outcome, reason.outcome, rules: [.p4]), TrailNote(.change, "solve the posture without '+\(covering)'")],
                                explicitRules: [.p4])
                        )
                    },
                    hiddenSequence: tabs.sequences[offset])
            }
            return
        }
        collector.addBar(BarFrame(id: "tab-bar", kind: .bottom, role: .tabBar, rect: rect, owner: "the tab view"), .tabBar)
        let capacity = Swift.max(1, posture.tabBarCapacity)
        let needsMore = tabList.count > capacity
        let shownCount = needsMore ? capacity - 1 : tabList.count
        let slots = needsMore ? capacity : tabList.count
        let slotWidth = slots > 0 ? Swift.max(0, rect.width - 2 * posture.barMargin) / Double(slots) : 0
        func frame(_ slot: Int) -> Rect {
            Rect(x: rect.minX + posture.barMargin + Double(slot) * slotWidth, y: rect.minY, width: slotWidth, height: rect.height)
                .placed(in: rect, context.direction)
        }
        let phrase = "bars are horizontal here"
        let (selection, tabCount) = (context.selection, tabList.count)
        func capacityNote() -> TrailNote {
            TrailNote(.space) { "the tab bar shows at most \(capacity) tabs in \(selection.name); this tab view has \(tabCount)" }
        }
        for (offset, tab) in tabList.enumerated() {
            if offset < shownCount {
                collector.add(
                    entry(
                        id: tab.id, title: tab.displayName, kind: .tab, bar: .bottom, barID: "tab-bar", index: offset,
                        frame: frame(offset), facts: tabFacts(tab)
                    ) {
                        let why = "tab in the bottom tab bar: \(phrase)"
                        return (
                            Self.cited(why, rules),
                            EntryExplanation(
                                shared: [], own: baseNotes + [capacityNote(), TrailNote(.outcome, why, rules: rules)],
                                explicitRules: RuleList.from(baseNotes, rules))
                        )
                    })
            } else {
                collector.add(
                    entry(
                        id: tab.id, title: tab.displayName, kind: .tab, bar: .collapsed, barID: "more-tab",
                        index: offset - shownCount, frame: nil, facts: tabFacts(tab, collapsedInto: .moreTab)
                    ) {
                        let why = "in the More tab: the tab bar shows \(capacity - 1) tabs and More"
                        return (
                            .literal("in the More tab"),
                            EntryExplanation(
                                shared: [],
                                own: baseNotes + [capacityNote(), TrailNote(.outcome, why), TrailNote(.change, "declare at most \(capacity) tabs")],
                                explicitRules: RuleList.from(baseNotes, rules))
                        )
                    })
            }
        }
        if needsMore {
            collector.add(
                entry(id: "more-tab", title: "More", kind: .moreTab, bar: .bottom, barID: "tab-bar", index: shownCount, frame: frame(shownCount)) {
                    (
                        .literal("More tab holding the \(tabList.count - shownCount) tabs that do not fit the tab bar"),
                        EntryExplanation(shared: [], own: baseNotes + [capacityNote()], explicitRules: RuleList.from(baseNotes, rules))
                    )
                })
        }
    }
}
