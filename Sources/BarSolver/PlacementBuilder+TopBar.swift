import BarModel

/// Where the `…` button of a pane's overflow menu was drawn, with the words of its entry (empty unless the
/// solve explains).
struct OverflowButtonSlot {
    var bar: BarKind
    var barID: String
    var index: Int
    var frame: Rect
    var reason: String
    var notes: [TrailNote]
}

/// The items that left one bar (or one side of it) for the pane's overflow menu: the first `count` of the bar's
/// overflow order, with the context that explains them when the solve explains. One value per bar, not per
/// item, so a bar that loses 100,000 items hands them over without touching them.
struct OverflowedRun {
    var order: [OverflowCandidate]
    var count: Int
    var explained: SharedOverflowContext?

    /// The toolbar index of the item at `position` of the run.
    func itemIndex(_ position: Int) -> Int { order[position].itemIndex }
}

/// What placing one bar produced for the pane's overflow menu.
struct BarOutcome {
    /// Runs that lost at least one item, in the order the bars were placed.
    var overflowed: [OverflowedRun] = []
    var overflowButton: OverflowButtonSlot?

    /// Records that the first `count` items of `order` left the bar.
    mutating func overflow(_ count: Int, of order: [OverflowCandidate], explained: @autoclosure () -> SharedOverflowContext?) {
        if count > 0 { overflowed.append(OverflowedRun(order: order, count: count, explained: explained())) }
    }
}

extension PlacementBuilder {
    /// A pane's top navigation bar (P15, P21, P22): back button and navigation items at the leading end,
    /// principal items in the middle, then at the trailing end the other items in declaration order, `…`, and
    /// pinned items last. While the pane's items use the strip, this bar holds only what cannot go vertical and
    /// its `…` lives in the strip.
    mutating func placeTopBar(
        _ routed: RoutedPane, showsBackButton: Bool, hostsOverflowButton: Bool, menuAlreadyUsed: Bool
    ) -> BarOutcome {
        let pane = routed.pane
        let rect = pane.rect.topSlice(posture.barHeight)
        let barID = pane.id("top")
        collector.addBar(BarFrame(id: barID, kind: .top, role: .navigationBar, rect: rect, owner: pane.name), .top)
        let demand = TopBarDemand(
            hasBackButton: showsBackButton, leading: routed.topLeading, trailing: routed.topTrailing,
            pinned: routed.topPinned, principal: routed.principal, hostsOverflowButton: hostsOverflowButton,
            menuAlreadyUsed: menuAlreadyUsed)
        let fit = HorizontalBarFitter.fitTopBar(demand, width: rect.width, posture: posture)

        let explanation = context.explains
            ? topBarExplanation(routed, fit: fit, width: rect.width, showsBackButton: showsBackButton, hostsOverflowButton: hostsOverflowButton, menuAlreadyUsed: menuAlreadyUsed)
            : nil
        // Where each item stands in its side's overflow order, needed only to tell what left, or to explain.
        let itemCount = pane.toolbar.items.count
        let leadingPositions = context.explains || fit.leadingRemoved > 0 ? OverflowPositions(of: fit.leadingOrder, itemCount: itemCount) : .none
        let trailingPositions = context.explains || fit.trailingRemoved > 0 ? OverflowPositions(of: fit.trailingOrder, itemCount: itemCount) : .none

        var outcome = BarOutcome()
        outcome.overflow(
            fit.leadingRemoved, of: fit.leadingOrder,
            explained: explanation.map { SharedOverflowContext($0.leading, pane: pane.role, axisNotes: pane.axisNotes) })
        outcome.overflow(
            fit.trailingRemoved, of: fit.trailingOrder,
            explained: explanation.map { SharedOverflowContext($0.trailing, pane: pane.role, axisNotes: pane.axisNotes) })

        // The three runs, leading to trailing, in one list, each slot with the room before it and its width: the
        // fixed spacers declared before an item (P20), and `groupGap` where the item before it is in another
        // declared group ([S2], `GroupBoundaries`) [M]; `…`, the back button and the step to pinned items break
        // the run, as in `HorizontalBarFitter`. Text entries are as wide as their titles (P17).
        enum Slot { case back, item(Int), overflow }
        var slots: [(slot: Slot, spacer: Double, width: Double)] = []
        slots.reserveCapacity(routed.topLeading.count + routed.principal.count + routed.topTrailing.count + routed.topPinned.count + 2)
        var previous: (group: String?, pinned: Bool)?
        func add(_ slot: Slot) {
            guard case .item(let index) = slot else {
                previous = nil
                slots.append((slot, 0, posture.entryLength))
                return
            }
            let current = (group: pane.toolbar.items[index].groupID, pinned: pane.toolbar.items[index].placement == .pinnedTrailing)
            var spacer = routed.ranking.spacer(before: index)
            if let previous, previous.pinned == current.pinned, GroupBoundaries.separates(previous.group, current.group) {
                spacer += posture.groupGap
            }
            previous = current
            slots.append((slot, spacer, routed.ranking.horizontalWidth(index)))
        }
        func addKept(_ candidates: [OverflowCandidate], removed: Int, positions: OverflowPositions) {
            for candidate in candidates where removed == 0 || positions[candidate.itemIndex] >= removed { add(.item(candidate.itemIndex)) }
        }
        if showsBackButton && fit.showsBackButton { add(.back) }
        addKept(routed.topLeading, removed: fit.leadingRemoved, positions: leadingPositions)
        let leadingEnd = slots.count
        previous = nil
        for candidate in routed.principal { add(.item(candidate.itemIndex)) }
        let principalEnd = slots.count
        // [M] The middle holds at most the bar's width between its margins: a longer principal title is cut to it
        // (its entries narrowed alike), where it was drawn at its full width, past the bar and the window.
        let principalWidths = slots[leadingEnd..<principalEnd].reduce(0) { $0 + $1.width }
        let principalSpacers = slots[leadingEnd..<principalEnd].reduce(0) { $0 + $1.spacer }
        let middle = Swift.max(0, rect.width - 2 * posture.barMargin - principalSpacers)
        if principalWidths > middle {
            let scale = middle / principalWidths
            for index in leadingEnd..<principalEnd { slots[index].width *= scale }
        }
        previous = nil
        addKept(routed.topTrailing, removed: fit.trailingRemoved, positions: trailingPositions)
        if fit.showsOverflowButton { add(.overflow) }
        addKept(routed.topPinned, removed: fit.trailingRemoved, positions: trailingPositions)

        /// A run's length: its spacers, then its widths.
        func length(_ run: Range<Int>) -> Double {
            slots[run].reduce(0) { $0 + $1.spacer } + slots[run].reduce(0) { $0 + $1.width }
        }
        let runs = (leading: 0..<leadingEnd, principal: leadingEnd..<principalEnd, trailing: principalEnd..<slots.count)
        let principalStart = rect.midX - length(runs.principal) / 2
        let trailingStart = rect.maxX - posture.barMargin - length(runs.trailing)

        var x = rect.minX + posture.barMargin
        for (index, (slot, spacer, width)) in slots.enumerated() {
            if index == leadingEnd { x = principalStart }
            if index == principalEnd { x = trailingStart }
            let frame = horizontalFrame(x: &x, spacer: spacer, width: width, in: rect)
            switch slot {
            case .back:
                collector.add(
                    entry(id: pane.id("back"), title: "Back", kind: .backButton, bar: .top, barID: barID, index: index, frame: frame) {
                        (
                            "back button the stack adds, at the leading end (P18)",
                            EntryExplanation(
                                shared: [],
                                own: pane.axisNotes + [TrailNote(.outcome, "the top view was pushed, so the system adds a back button first", rules: [.p18])],
                                explicitRules: [.p18])
                        )
                    })
            case .overflow:
                outcome.overflowButton = OverflowButtonSlot(
                    bar: .top, barID: barID, index: index, frame: frame,
                    reason: "overflow button at the top bar's trailing end, before pinned items",
                    notes: context.explains
                        ? pane.axisNotes + [TrailNote(.outcome, "the overflow button ends the trailing items; pinned items follow it", rules: [.p21, .p25])]
                        : [])
            case .item(let itemIndex):
                collector.add(
                    itemEntry(pane, itemIndex, bar: .top, barID: barID, index: index, frame: frame) { item in
                        topBarReason(
                            item, itemIndex: itemIndex, pane: pane, explanation: explanation, leadingPositions: leadingPositions,
                            trailingPositions: trailingPositions, followsOverflowButton: fit.showsOverflowButton)
                    })
            }
    }
        return outcome
    }

    /// The contexts a top bar's two sides explain their items in (a solve that explains only).
    private func topBarExplanation(
        _ routed: RoutedPane, fit: HorizontalFit, width: Double, showsBackButton: Bool, hostsOverflowButton: Bool, menuAlreadyUsed: Bool
    ) -> (leading: OverflowContext, trailing: OverflowContext) {
        let pane = routed.pane
        let (paneName, sideLength, sideCapacity, margin) = (pane.name, fit.sideLength, fit.sideCapacity, posture.barMargin)
        let spaceNote = TrailNote(.space) {
            "\(Rect.format(sideLength)) pt (\(sideCapacity) entries) per side of \(paneName)'s \(Rect.format(width)) pt top bar, after \(Rect.format(margin)) pt margins"
        }
        let entry = posture.entryLength
        let leadingNeeds = fit.leadingOrder.reduce(showsBackButton ? entry : 0) { $0 + $1.weight }
            + Double(fit.leadingGroupGaps) * posture.groupGap
        let trailingNeeds = fit.trailingOrder.reduce(hostsOverflowButton && menuAlreadyUsed ? entry : 0) { $0 + $1.weight }
            + Double(fit.trailingGroupGaps) * posture.groupGap
        let barName = "\(pane.name)'s top bar"
        let leading = OverflowContext(
            barName: barName, ranking: routed.ranking, order: fit.leadingOrder,
            removedCount: fit.leadingRemoved, ordinaryCount: fit.leadingOrder.count, spaceNote: spaceNote,
            capacity: capacityPhrase(
                "the leading side of \(paneName)'s top bar", fitsEntries: fit.sideCapacity, room: fit.sideLength,
                needsEntries: fit.leadingOrder.count + (showsBackButton ? 1 : 0), needsLength: leadingNeeds,
                measured: fit.leadingOrder.contains(where: routed.ranking.isMeasured), groupGaps: fit.leadingGroupGaps),
            alternative: nil)
        let trailing = OverflowContext(
            barName: barName, ranking: routed.ranking, order: fit.trailingOrder,
            removedCount: fit.trailingRemoved, ordinaryCount: fit.trailingOrdinaryCount, spaceNote: spaceNote,
            capacity: capacityPhrase(
                "the trailing side of \(paneName)'s top bar", fitsEntries: fit.sideCapacity, room: fit.sideLength,
                needsEntries: fit.trailingRequiredEntries, needsLength: trailingNeeds,
                measured: fit.trailingOrder.contains(where: routed.ranking.isMeasured), groupGaps: fit.trailingGroupGaps),
            alternative: nil)
        return (leading, trailing)
    }

    private func topBarReason(
        _ item: ToolbarItem, itemIndex: Int, pane: Pane, explanation: (leading: OverflowContext, trailing: OverflowContext)?,
        leadingPositions: OverflowPositions, trailingPositions: OverflowPositions, followsOverflowButton: Bool
    ) -> (TrailText, [TrailNote]) {
        var notes: [TrailNote] = []
        // Room for both bars' notes and the outcome: growing the array one append at a time copied it twice.
        notes.reserveCapacity(5)
        if let explanation {
            if leadingPositions[itemIndex] >= 0 { notes += explanation.leading.stayed(leadingPositions[itemIndex]) }
            if trailingPositions[itemIndex] >= 0 { notes += explanation.trailing.stayed(trailingPositions[itemIndex]) }
        }
        let why: String
        var rules: [PlatformRule]
        if pane.takesStrip {
            // P15: the item is here because it cannot go vertical.
            if item.axis == .horizontalOnly {
                why = "in the top bar: horizontal-only items stay horizontal while bars are vertical"
                rules = [.p13, .p15]
            } else if item.placement == .principal {
                why = "in the middle of the top bar, the title's place, which stays while bars are vertical"
                rules = [.p15]
            } else if item.view == .custom {
                // P12: a custom view stays horizontal unless it has a vertical layout, symbol or not.
                why = "in the top bar: a custom view without a vertical layout cannot go vertical"
                rules = [.p12, .p15]
            } else {
                why = "in the top bar: without a symbol it cannot go vertical"
                rules = [.p12, .p15]
            }
        } else {
            why = "in the top bar: \(horizontalPhrase(pane))"
            rules = pane.horizontalRules
        }
        var position = ""
        switch item.placement {
        case .pinnedTrailing where followsOverflowButton:
            position = ", pinned at the trailing end after '…'"
            rules += [.p21, .p24]
        case .pinnedTrailing:
            // No `…` in this bar: the menu is empty, or it is in the strip while the bars are vertical.
            position = ", pinned at the trailing end"
            rules += [.p24]
        case .principal:
            position = pane.takesStrip ? "" : ", in the middle (principal)"
        case _ where item.placement.isNavigation:
            position = ", at the leading end"
            rules += [.p18]
        default:
            break
        }
        let words = why + position
        let reason = Self.cited(words, RuleList.from([], rules))
        notes.append(TrailNote(.outcome, words, rules: rules))
        return (reason, notes)
    }

    /// Why a pane's bars are horizontal, in a few words.
    func horizontalPhrase(_ pane: Pane) -> String {
        switch pane.horizontalRules.first {
        case .p1: context.posture.display == .single ? "bars are horizontal on a device without a fold" : "bars are horizontal in this posture"
        case .p5: "built with an SDK older than \(SDKVersion.verticalBars), bars stay horizontal"
        case .p6: "the vertical bar is disabled"
        case .p7: "\(pane.name) keeps horizontal bars"
        case .p8: "inspector items stay horizontal"
        case .p9: "\(pane.name) keeps horizontal items"
        default: "bars are horizontal here"
        }
    }
}
