import BarModel

extension PlacementBuilder {
    /// A pane whose items stay horizontal: its top navigation bar, its bottom toolbar, its overflow menu. The
    /// `…` button sits in the top bar; a pane that hides its navigation bar shows it at the end of its bottom
    /// toolbar instead [M].
    mutating func placeHorizontalPane(_ routed: RoutedPane) {
        let pane = routed.pane
        let bottomRect = pane.rect.bottomSlice(posture.barHeight)
        let bottomCovered = context.window.isCovered(bottomRect)
        let hasTopBar = pane.showsNavigationBar
        var overflowed: [OverflowedRun] = []
        var button: OverflowButtonSlot?

        if !routed.bottomToolbar.isEmpty {
            if bottomCovered {
                let covering = context.window.coveringObstructionName
                for candidate in routed.bottomToolbar {
                    hideItem(
                        pane, candidate.itemIndex, sequence: routed.sequence(candidate.itemIndex),
                        reason: HiddenReason(.covered, "the \(covering) covers the bottom toolbar", rules: [.p4]),
                        change: "solve the posture without '+\(covering)'")
                }
            } else {
                let outcome = placeBottomToolbar(
                    routed, rect: bottomRect, hostsOverflowButton: !hasTopBar, menuAlreadyUsed: !routed.declaredMenu.isEmpty)
                overflowed += outcome.overflowed
                button = outcome.overflowButton
            }
        }
        if hasTopBar {
            let outcome = placeTopBar(
                routed, showsBackButton: pane.hasBackButton, hostsOverflowButton: true,
                menuAlreadyUsed: !routed.declaredMenu.isEmpty || !overflowed.isEmpty)
            overflowed += outcome.overflowed
            button = outcome.overflowButton ?? button
        }
        placeOverflowMenu(routed, overflowed: overflowed, button: button)
        queueKeyboardItems(routed)
        placeRoutedHiddenItems(routed)
    }

    /// A pane's bottom toolbar (horizontal bars only): its items leading to trailing, then `…` when the pane has
    /// no top bar to hold it. Items leave in overflow order when the bar is full (P22).
    mutating func placeBottomToolbar(
        _ routed: RoutedPane, rect: Rect, hostsOverflowButton: Bool, menuAlreadyUsed: Bool
    ) -> BarOutcome {
        let pane = routed.pane
        let barID = pane.id("bottom")
        drawsBottomToolbar = true
        collector.addBar(BarFrame(id: barID, kind: .bottom, role: .bottomToolbar, rect: rect, owner: pane.name), .bottomToolbar)
        let fit = HorizontalBarFitter.fitBottomBar(
            routed.bottomToolbar, width: rect.width, hostsOverflowButton: hostsOverflowButton,
            menuAlreadyUsed: menuAlreadyUsed, posture: posture)
        var explanation: OverflowContext?
        if context.explains {
            let (paneName, sideLength, sideCapacity, margin) = (pane.name, fit.sideLength, fit.sideCapacity, posture.barMargin)
            let spaceNote = TrailNote(.space) {
                "\(Rect.format(sideLength)) pt (\(sideCapacity) entries) in \(paneName)'s bottom toolbar, after \(Rect.format(margin)) pt margins"
            }
            explanation = OverflowContext(
                barName: "\(pane.name)'s bottom toolbar", ranking: routed.ranking, order: fit.trailingOrder,
                removedCount: fit.trailingRemoved, ordinaryCount: fit.trailingOrdinaryCount, spaceNote: spaceNote,
                capacity: capacityPhrase(
                    "\(paneName)'s bottom toolbar", fitsEntries: fit.sideCapacity, room: fit.sideLength,
                    needsEntries: fit.trailingRequiredEntries,
                    needsLength: fit.trailingOrder.reduce(hostsOverflowButton && menuAlreadyUsed ? posture.entryLength : 0) { $0 + $1.weight }
                        + Double(fit.trailingGroupGaps) * posture.groupGap,
                    measured: fit.trailingOrder.contains(where: routed.ranking.isMeasured), groupGaps: fit.trailingGroupGaps),
                alternative: nil)
        }
        // Where each item stands in the overflow order, needed only to tell what left, or to explain.
        let positions = context.explains || fit.trailingRemoved > 0
            ? OverflowPositions(of: fit.trailingOrder, itemCount: pane.toolbar.items.count) : .none
        var outcome = BarOutcome()
        outcome.overflow(
            fit.trailingRemoved, of: fit.trailingOrder,
            explained: explanation.map { SharedOverflowContext($0, pane: pane.role, axisNotes: pane.axisNotes) })
        // The items that stayed, leading to trailing, each after its fixed spacers (P20) and `groupGap` when the
        // item before it is in another declared group ([S2]) [M].
        var x = rect.minX + posture.barMargin
        var index = 0
        var previousGroup: Int?
        for candidate in routed.bottomToolbar where fit.trailingRemoved == 0 || positions[candidate.itemIndex] >= fit.trailingRemoved {
            let gap = previousGroup.map { GroupBoundaries.separates($0, candidate.group) } == true ? posture.groupGap : 0
            previousGroup = candidate.group
            let frame = horizontalFrame(
                x: &x, spacer: routed.ranking.spacer(before: candidate.itemIndex) + gap,
                width: routed.ranking.horizontalWidth(candidate.itemIndex), in: rect)
            collector.add(
                itemEntry(pane, candidate.itemIndex, bar: .bottom, barID: barID, index: index, frame: frame) { _ in
                    let why = "in the bottom toolbar: \(horizontalPhrase(pane))"
                    let notes = explanation?.stayed(positions[candidate.itemIndex], then: TrailNote(.outcome, why, rules: pane.horizontalRules)) ?? []
                    return (Self.cited(why, pane.horizontalRules), notes)
                })
            index += 1
        }
        if fit.showsOverflowButton {
            outcome.overflowButton = OverflowButtonSlot(
                bar: .bottom, barID: barID, index: index, frame: horizontalFrame(x: &x, spacer: 0, width: posture.entryLength, in: rect),
                reason: "overflow button at the end of the bottom toolbar, since the navigation bar is hidden",
                notes: context.explains
                    ? pane.axisNotes + [TrailNote(.outcome, "without a navigation bar the bottom toolbar holds the overflow button [M]", rules: [.p25])]
                    : [])
        }
        return outcome
    }

    /// A pane's overflow menu (P25): declared `overflow-menu` items and every item that left one of the pane's
    /// bars, in declaration order, behind one `…` button. Without a bar to show the button the menu cannot
    /// open, and its items are hidden.
    mutating func placeOverflowMenu(_ routed: RoutedPane, overflowed: [OverflowedRun], button: OverflowButtonSlot?) {
        let pane = routed.pane
        let menuID = pane.id("overflow")
        let count = overflowed.reduce(0) { $0 + $1.count } + routed.declaredMenu.count
        guard count > 0 else { return }
        // Declaration order: each member's slot looked up by item index, so nothing is sorted and no explained
        // item is moved. A member is numbered through the runs one after another (`runStarts`); `declared` marks
        // an item declared inside `overflow-menu`. A menu of declared items only (most menus) is already in
        // declaration order: `routed.declaredMenu`. Slots are 32-bit: one per item of the toolbar.
        let declared = -2
        var memberAt: [Int32] = []
        var runStarts: [Int] = []
        if !overflowed.isEmpty {
            memberAt = [Int32](repeating: -1, count: pane.toolbar.items.count)
            runStarts.reserveCapacity(overflowed.count)
            var numbered = 0
            for run in overflowed {
                runStarts.append(numbered)
                for position in 0..<run.count {
                    memberAt[run.itemIndex(position)] = Int32(numbered)
                    numbered += 1
                }
            }
            for index in routed.declaredMenu { memberAt[index] = Int32(declared) }
        }
        /// Calls `body` with each member's item index and slot, in declaration order.
        func forEachMember(_ body: (_ itemIndex: Int, _ member: Int) -> Void) {
            if overflowed.isEmpty {
                for index in routed.declaredMenu { body(index, declared) }
            } else {
                for (index, member) in memberAt.enumerated() where member != -1 { body(index, Int(member)) }
            }
        }
        guard let button else {
            forEachMember { index, _ in
                hideItem(
                    pane, index, sequence: routed.sequence(index),
                    reason: HiddenReason(.noBar, "belongs in the overflow menu, but no bar can show the '…' button", rules: [.p25]),
                    change: "show the navigation bar, or give the strip more room")
            }
            return
        }
        collector.registerMenu(menuID)
        collector.add(
            entry(
                id: menuID, title: "…", kind: .overflowButton, bar: button.bar, barID: button.barID, index: button.index,
                frame: button.frame, facts: EntryFacts(pane: pane.role)
            ) {
                (
                    .deferred(DeferredText { [reason = button.reason] in "\(reason); its menu holds \(count) \(count == 1 ? "entry" : "entries") (P25)" }),
                    EntryExplanation(
                        shared: [], own: button.notes + [TrailNote(.outcome, "shown because the menu is not empty", rules: [.p25])],
                        explicitRules: RuleList.from(button.notes, [.p25]))
                )
            })
        collector.reserve(count)
        let declaredNotes = context.explains
            ? [TrailNote(.outcome, "declared inside overflow-menu: always in the menu, never in a bar", rules: [.p25])] : []
        var index = 0
        pane.toolbar.items.withUnsafeBufferPointer { items in
            forEachMember { itemIndex, member in
                if member == declared {
                    collector.add(
                        itemEntry(pane, itemIndex, bar: .overflow, barID: menuID, index: index, frame: nil) { _ in
                            ("in the overflow menu: declared inside overflow-menu (P25)", declaredNotes)
                        })
                } else {
                    var run = runStarts.count - 1
                    while runStarts[run] > member { run -= 1 }
                    // A run is explained exactly when the solve explains.
                    let details: EntryDetails = overflowed[run].explained.map { .overflowed($0, position: member - runStarts[run]) }
                        ?? self.details(hidden: false, facts: EntryFacts()) { preconditionFailure("an explaining solve explains every run") }
                    collector.addOverflowed(
                        id: items[itemIndex].id, title: items[itemIndex].displayName, menu: menuID, index: index, details: details)
                }
                index += 1
            }
        }
    }

    /// Items routed nowhere (P10, P13, P15), reported hidden.
    mutating func placeRoutedHiddenItems(_ routed: RoutedPane) {
        for hidden in routed.hidden {
            hideItem(
                routed.pane, hidden.index, sequence: routed.sequence(hidden.index), reason: hidden.reason,
                change: hidden.change)
        }
    }

    mutating func queueKeyboardItems(_ routed: RoutedPane) {
        for index in routed.keyboard {
            keyboardItems.append((routed.pane, index, routed.sequence(index)))
        }
    }
}
