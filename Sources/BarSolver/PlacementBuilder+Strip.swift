import BarModel

extension PlacementBuilder {
    /// The vertical strip (P18–P20, P22–P29): from the status cluster down, the navigation group (back button,
    /// navigation items, pinned items), the toolbar group (other top-bar items, former bottom-bar items, `…`
    /// last: P19), and the tabs (or their collapsed button) aligned to the strip's bottom. The main pane's top
    /// bar is placed first: what leaves it joins the same menu, whose `…` is in the strip.
    mutating func placeStrip(main: RoutedPane?, tabs: ShownTabs?) {
        let window = context.window
        let rect = window.stripRect
        collector.addBar(
            BarFrame(id: "vertical", kind: .vertical, role: .verticalStrip, rect: rect, owner: main?.pane.name ?? "the tab view"),
            .strip)

        var topOutcome = BarOutcome()
        if let main, main.pane.showsNavigationBar {
            topOutcome = placeTopBar(main, showsBackButton: false, hostsOverflowButton: false, menuAlreadyUsed: false)
        }
        let tabCount = tabs?.tabView.tabs.count ?? 0
        let demand = StripDemand(
            hasBackButton: main?.pane.hasBackButton ?? false, navigation: main?.navigation ?? [],
            pinned: main?.pinnedVertical ?? [], toolbar: main?.toolbarVertical ?? [], bottom: main?.bottomVertical ?? [],
            tabCount: tabCount,
            menuAlreadyUsed: !(main?.declaredMenu.isEmpty ?? true) || !topOutcome.overflowed.isEmpty)
        let fit = StripFitter.fit(demand, usable: window.stripUsableLength, posture: posture, compression: context.settings.compression)
        recordStrip(fit, tabCount: tabCount)

        // The strip's room, and the context its items stayed or left in: words, made only when explaining.
        var spaceNote: TrailNote?
        var explanation: OverflowContext?
        if context.explains {
            let (selection, usable, entryCapacity, requiredLength, requiredEntries) = (
                context.selection, window.stripUsableLength, fit.entryCapacity, fit.requiredLength, fit.requiredEntries
            )
            let note = TrailNote(.space, rules: window.stripReduction > 0 ? [.p4] : []) {
                "the vertical bar has \(Rect.format(usable)) pt in \(selection.name) (\(entryCapacity) entries with these groups); everything that asked for it takes \(Rect.format(requiredLength)) pt (\(requiredEntries) entries)"
            }
            let compression = context.settings.compression
            spaceNote = note
            explanation = OverflowContext(
                barName: "the vertical bar", ranking: main?.ranking ?? OverflowRanking(toolbar: Toolbar(), posture: posture),
                order: fit.order, removedCount: fit.removedCount, ordinaryCount: fit.ordinaryCount, spaceNote: note,
                capacity: DeferredText { "\(selection.name) fits \(entryCapacity) entries and this screen needs \(requiredEntries)" },
                alternative: !fit.tabsCollapsed && tabCount > 1 && compression != .prefersToolbarItems
                    ? fit.removedIfTabsCollapsed.map { OverflowAlternative(fromPosition: $0, text: "use compression prefers-toolbar-items") } : nil,
                stayInMenuBesideFoldedTabs: fit.collapse == .tabsDoNotFit, besidePinnedItems: fit.hasPinnedItems)
        }
        // Where each item stands in the overflow order, needed only to tell what left, or to explain.
        let positions = context.explains || fit.removedCount > 0
            ? OverflowPositions(of: fit.order, itemCount: main?.pane.toolbar.items.count ?? 0) : .none
        func stays(_ candidate: OverflowCandidate) -> Bool { fit.removedCount == 0 || fit.stays(positions[candidate.itemIndex]) }

        // Top to bottom, in one list: the navigation group (back button, navigation items, pinned items), then
        // the toolbar group (top-bar items, former bottom-bar items, `…`).
        enum Slot { case back, item(Int, StripSection), overflow }
        var slots: [Slot] = []
        slots.reserveCapacity(demand.navigation.count + demand.pinned.count + demand.toolbar.count + demand.bottom.count + 2)
        func add(_ candidates: [OverflowCandidate], _ section: StripSection) {
            for candidate in candidates where stays(candidate) { slots.append(.item(candidate.itemIndex, section)) }
        }
        if fit.showsBackButton { slots.append(.back) }
        add(demand.navigation, .navigation)
        add(demand.pinned, .pinned)
        let navigationCount = slots.count
        add(demand.toolbar, .toolbar)
        let toolbarItemsEnd = slots.count
        add(demand.bottom, .bottom)
        let hasBottomItems = slots.count > toolbarItemsEnd
        if fit.showsOverflowButton { slots.append(.overflow) }

        let length = posture.entryLength
        let x = rect.minX + (rect.width - length) / 2
        var y = rect.minY
        var outcome = BarOutcome()
        var previousItem: (group: String?, run: StripSection)?
        for (place, slot) in slots.enumerated() {
            if place == navigationCount && navigationCount > 0 { y += posture.groupGap }
            if place == toolbarItemsEnd, toolbarItemsEnd > navigationCount, hasBottomItems {
                y += posture.groupGap  // P18: the system gap before former bottom-bar items.
            }
            if case .item(let itemIndex, let section) = slot, let main {
                y += main.ranking.spacer(before: itemIndex)
                // [S2] Neighbouring declared groups keep their distance [M].
                let group = main.pane.toolbar.items[itemIndex].groupID
                let run = section == .pinned ? StripSection.navigation : section
                if let previous = previousItem, previous.run == run, GroupBoundaries.separates(previous.group, group) {
                    y += posture.groupGap
                }
                previousItem = (group, run)
            } else {
                previousItem = nil
            }
            let frame = Rect(x: x, y: y, width: length, height: length)
            switch slot {
            case .back:
                collector.add(
                    entry(id: "back", title: "Back", kind: .backButton, bar: .vertical, barID: "vertical", index: place, frame: frame) {
                        (
                            "back button, first in the vertical bar (P18)",
                            EntryExplanation(
                                shared: [],
                                own: (main?.pane.axisNotes ?? []) + [TrailNote(.outcome, "the top view was pushed, so the system adds a back button at the top of the navigation group", rules: [.p18])],
                                explicitRules: [.p18])
                        )
                    })
            case .overflow:
                outcome.overflowButton = OverflowButtonSlot(
                    bar: .vertical, barID: "vertical", index: place, frame: frame,
                    reason: "overflow button, ending the toolbar group",
                    notes: spaceNote.map { spaceNote in
                        (main?.pane.axisNotes ?? []) + [spaceNote, TrailNote(.outcome, "the overflow button ends the toolbar group, right after the last item that stayed", rules: [.p19, .p25])]
                    } ?? [])
            case .item(let itemIndex, let section):
                if let main {
                    collector.add(
                        itemEntry(main.pane, itemIndex, bar: .vertical, barID: "vertical", index: place, frame: frame) { item in
                            let (reason, rules) = Self.stripReason(item, section: section)
                            let notes = explanation?.stayed(positions[itemIndex], then: TrailNote(.outcome, reason, rules: rules)) ?? []
                            return (Self.cited(reason, rules), notes)
                        })
                }
            }
            y += length
        }
        outcome.overflow(
            fit.removedCount, of: fit.order,
            explained: explanation.map { SharedOverflowContext($0, pane: main?.pane.role ?? .main, axisNotes: main?.pane.axisNotes ?? []) })

        if let tabs { placeStripTabs(tabs, fit: fit, firstIndex: slots.count, spaceNote: spaceNote) }
        if let main {
            placeOverflowMenu(main, overflowed: topOutcome.overflowed + outcome.overflowed, button: outcome.overflowButton)
            queueKeyboardItems(main)
            placeRoutedHiddenItems(main)
        }
    }

    /// Why an item that stayed sits in its strip section.
    private static func stripReason(_ item: ToolbarItem, section: StripSection) -> (String, [PlatformRule]) {
        let textOnly = item.axis == .verticalPreferred && !item.hasIconPresentation
        let axisRules = item.axis == .verticalPreferred ? [PlatformRule.p14] : [PlatformRule.p12]
        switch section {
        case .navigation:
            return ("in the vertical bar's navigation group", axisRules + [.p18])
        case .pinned:
            return ("pinned in the vertical bar, right after navigation", axisRules + [.p18, .p24])
        case .toolbar:
            return (textOnly ? "in the vertical bar, though text-only: vertical-preferred" : "in the vertical bar's toolbar group", axisRules + [.p18])
        case .bottom:
            return ("in the vertical bar after the system gap, as a former bottom-bar item", axisRules + [.p18])
        }
    }

    /// The tabs at the strip's bottom: whole, or folded into one button showing the selected tab.
    private mutating func placeStripTabs(_ tabs: ShownTabs, fit: StripFit, firstIndex: Int, spaceNote: TrailNote?) {
        let rect = context.window.stripRect
        let length = posture.entryLength
        let x = rect.minX + (rect.width - length) / 2
        // Read in place, by index, in the loops below: a copy of a tab retains its whole content (its stacks,
        // toolbars and items), and lint places every screen's tabs in a dozen postures.
        let tabList = tabs.tabView.tabs
        // Every tab's trail starts with the same notes: made once (when explaining) and shared by every entry's
        // explanation.
        let baseNotes = context.explains ? context.decision.notes + Self.tabStyleNotes(tabs) : []
        let sharedNotes = spaceNote.map { baseNotes + [$0] } ?? []
        guard fit.showsTabs else {
            // The reason cites no rule in its words; its trail cites P4.
            let reason = HiddenReason(.noRoom, "the vertical bar is too short for even the tab button [M]")
            for offset in tabList.indices {
                collector.add(
                    entry(
                        id: tabList[offset].id, title: tabList[offset].displayName, kind: .tab, bar: .hidden, barID: nil, index: nil, frame: nil,
                        facts: tabFacts(tabList[offset], hiddenReason: reason)
                    ) {
                        (
                            .literal(reason.description),
                            EntryExplanation(shared: sharedNotes, own: [TrailNote(.outcome, reason.outcome, rules: [.p4])], explicitRules: [.p4])
                        )
                    },
                    hiddenSequence: tabs.sequences[offset])
            }
            return
        }
        if fit.tabsCollapsed {
            let selected = tabs.selectedTab
            let (why, rules): (String, [PlatformRule]) = fit.collapse == .prefersToolbarItems
                ? ("tabs and toolbar items did not fit, and compression prefers-toolbar-items folds the tabs first", [.p27, .p29])
                : fit.hasPinnedItems
                    ? ("the whole tab bar did not fit beside the pinned items, which do not overflow, even with every other toolbar item in the overflow menu, so the tabs fold [M]", [.p24, .p27, .p28])
                    : ("the whole tab bar did not fit even with every toolbar item in the overflow menu, so the tabs fold [M]", [.p27, .p28])
            let frame = Rect(x: x, y: rect.maxY - length, width: length, height: length)
            let outcome = TrailNote(.outcome, why, rules: rules)
            collector.add(
                entry(
                    id: "tab-button", title: selected.displayName, kind: .tabButton, bar: .vertical, barID: "vertical",
                    index: firstIndex, frame: frame, facts: EntryFacts(icon: EntryIcon(of: selected))
                ) {
                    (
                        .literal("tab button showing the selected tab '\(selected.displayName)'; a long press lists every tab (\(rules.listed))"),
                        EntryExplanation(shared: sharedNotes, own: [outcome], explicitRules: rules)
                    )
                })
            let tabNotes = context.explains
                ? [outcome, TrailNote(.change, "use compression prefers-tab-bar (or automatic) to keep the tabs whole when they fit")] : []
            for offset in tabList.indices {
                collector.add(
                    entry(
                        id: tabList[offset].id, title: tabList[offset].displayName, kind: .tab, bar: .collapsed, barID: "tab-button", index: offset,
                        frame: nil, facts: tabFacts(tabList[offset], collapsedInto: .tabButton)
                    ) {
                        (
                            Self.cited("collapsed into the tab button; a long press lists it", rules),
                            EntryExplanation(shared: sharedNotes, own: tabNotes, explicitRules: rules)
                        )
                    })
            }
            return
        }
        let top = rect.maxY - Double(tabList.count) * length
        for offset in tabList.indices {
            let frame = Rect(x: x, y: top + Double(offset) * length, width: length, height: length)
            collector.add(
                entry(
                    id: tabList[offset].id, title: tabList[offset].displayName, kind: .tab, bar: .vertical, barID: "vertical",
                    index: firstIndex + offset, frame: frame, facts: tabFacts(tabList[offset])
                ) {
                    var rules: [PlatformRule] = [.p18]
                    var why = "tab in the vertical tab stack, aligned to the bottom"
                    if !tabList[offset].hasIcon {
                        why += "; without a symbol it shows as an icon-only slot, its title on long press"
                        rules.append(.p16)
                    }
                    return (
                        Self.cited(why, rules),
                        EntryExplanation(shared: sharedNotes, own: [TrailNote(.outcome, why, rules: rules)], explicitRules: RuleList.from(baseNotes, rules))
                    )
                })
        }
    }

    /// P11: a sidebar-adaptable tab view still shows a tab bar on iPhone Duo.
    static func tabStyleNotes(_ tabs: ShownTabs) -> [TrailNote] {
        tabs.tabView.style == .sidebarAdaptable
            ? [TrailNote(.axis, "sidebar-adaptable resolves to the tab bar on this device", rules: [.p11])] : []
    }

    /// The strip's measurement and, when explaining, the screen-wide notes about its room and compression.
    private mutating func recordStrip(_ fit: StripFit, tabCount: Int) {
        let window = context.window
        stripMeasurement = StripMeasurement(
            usableLength: window.stripUsableLength, requiredLength: fit.requiredLength, usedLength: fit.usedLength,
            entryLength: posture.entryLength, entryCapacity: fit.entryCapacity, requiredEntries: fit.requiredEntries,
            tabsCollapsed: fit.tabsCollapsed)
        guard context.explains else { return }
        let (height, statusCluster, bottomInset, reduction, usable) = (
            window.height, posture.statusClusterLength, posture.bottomInset, window.stripReduction, window.stripUsableLength
        )
        let (obstructions, requiredEntries, requiredLength, entryCapacity) = (context.selection.obstructions, fit.requiredEntries, fit.requiredLength, fit.entryCapacity)
        notes.append(
            TrailNote(.space, rules: reduction > 0 ? [.p4] : []) {
                var formula = "\(Rect.format(height)) window − \(Rect.format(statusCluster)) status cluster − \(Rect.format(bottomInset)) bottom inset"
                if reduction > 0 {
                    formula += " − \(Rect.format(reduction)) for \(obstructions.map(\.id).joined(separator: " and "))"
                }
                return "vertical bar: \(Rect.format(usable)) pt usable (\(formula)); \(requiredEntries) entries asked for \(Rect.format(requiredLength)) pt; \(entryCapacity) fit"
            })
        let compression = context.settings.compression.rawValue
        switch fit.collapse {
        case .prefersToolbarItems:
            notes.append(TrailNote(.outcome, "compression \(compression): the tabs collapsed into one button to make room for toolbar items", rules: [.p27, .p29]))
        case .tabsDoNotFit:
            if fit.hasPinnedItems {
                notes.append(TrailNote(.outcome, "compression \(compression): toolbar items overflowed first, and the \(tabCount) tabs still did not fit beside the pinned items (they need \(Rect.format(fit.wholeTabBarLength)) pt with every other item in the overflow menu; the vertical bar has \(Rect.format(window.stripUsableLength))); pinned items do not overflow, so the tabs collapsed, and the other items stay in the menu [M]", rules: [.p4, .p24, .p27, .p28]))
            } else {
                notes.append(TrailNote(.outcome, "compression \(compression): toolbar items overflowed first, and the \(tabCount) tabs still did not fit (they need \(Rect.format(fit.wholeTabBarLength)) pt with every item in the overflow menu; the vertical bar has \(Rect.format(window.stripUsableLength))), so the tabs collapsed, and the items stay in the menu [M]", rules: [.p4, .p27, .p28]))
            }
        case nil where tabCount > 0 && fit.removedCount > 0:
            notes.append(TrailNote(.outcome, "compression \(compression): toolbar items overflowed first; the tab bar stayed whole", rules: [.p27, .p28]))
        case nil:
            break
        }
    }
}
