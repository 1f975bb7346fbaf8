import BarModel

extension PlacementBuilder {
    /// The keyboard accessory bar (P10): only while a keyboard obstruction is up, right above the keyboard (or
    /// above any bottom bar the keyboard leaves uncovered), across the content area. It is placed last, so it
    /// can avoid every other bar: when no room is left between the top bars and the keyboard its items are
    /// hidden [M]. Its items never overflow into a menu; what does not fit its width is hidden [M].
    mutating func placeKeyboardBar() {
        guard !keyboardItems.isEmpty else { return }
        let content = context.structure.contentRect
        let bottomLimit = collector.placedBars(.bottom).map(\.rect.minY).reduce(context.window.height - context.window.bottomCover, Swift.min)
        let topLimit = collector.placedBars(.top).map(\.rect.maxY).reduce(content.minY, Swift.max)
        let top = bottomLimit - posture.barHeight
        guard top >= topLimit - Rect.tolerance else {
            for (pane, itemIndex, sequence) in keyboardItems {
                hideItem(
                    pane, itemIndex, sequence: sequence,
                    reason: HiddenReason(.noRoom, "no room for the keyboard accessory bar between the top bars and the keyboard [M]", rules: [.p4, .p10]),
                    change: "a shorter keyboard, or fewer bars at the top")
            }
            return
        }
        let rect = Rect(x: content.minX, y: top, width: content.width, height: posture.barHeight)
        collector.addBar(BarFrame(id: "keyboard", kind: .bottom, role: .keyboardAccessory, rect: rect, owner: "the keyboard"), .keyboard)
        placeSequentialBar(
            keyboardItems, rect: rect, barID: "keyboard", bar: .bottom,
            why: "in the keyboard accessory bar, which stays with the keyboard and is never vertical", rules: [.p10],
            noRoom: "no room left in the keyboard accessory bar [M]")
    }

    /// Hand-made bars (P5): they never move. Top ones stack below the navigation bar, bottom ones above the
    /// tab bar and bottom toolbars, all across the content area. They never overflow into a menu; what does not
    /// fit is hidden [M]; a bar the keyboard covers is hidden with its items.
    mutating func placeHandMadeBars() {
        let content = context.structure.contentRect
        let height = posture.barHeight
        var topY = content.minY + (context.structure.mainPane?.showsNavigationBar == true ? height : 0)
        var bottomY = content.maxY - (context.structure.tabs?.barRect != nil ? height : 0) - (drawsBottomToolbar ? height : 0)
        let axisNotes = context.explains
            ? [TrailNote(.axis, "a hand-made bar is not owned by a navigation container, so it never moves", rules: [.p5])] : []
        for (bar, base) in context.structure.handMadeBars {
            // Its items belong to the main pane, in a pane of their own: the bar's.
            let pane = Pane(
                role: .main, key: "", name: "a hand-made bar", toolbar: bar.toolbar, sequenceBase: base, hasBackButton: false,
                showsNavigationBar: true, takesStrip: false, rect: content, axisNotes: axisNotes, horizontalRules: [.p5])
            let rect: Rect
            if bar.edge == .top {
                rect = Rect(x: content.minX, y: topY, width: content.width, height: height)
                topY += height
            } else {
                bottomY -= height
                rect = Rect(x: content.minX, y: bottomY, width: content.width, height: height)
            }
            let items = bar.toolbar.items.indices.map { (pane, $0, base + $0) }
            if context.window.isCovered(rect) {
                let covering = context.window.coveringObstructionName
                for (pane, itemIndex, sequence) in items {
                    hideItem(
                        pane, itemIndex, sequence: sequence,
                        reason: HiddenReason(.covered, "the \(covering) covers the hand-made bar '\(bar.id)'", rules: [.p4, .p5]), change: nil)
                }
                continue
            }
            let barID = "hand-made.\(bar.id)"
            let kind: BarKind = bar.edge == .top ? .top : .bottom
            collector.addBar(BarFrame(id: barID, kind: kind, role: .handMade, rect: rect, owner: "the hand-made bar '\(bar.id)'"), .handMade)
            placeSequentialBar(
                items, rect: rect, barID: barID, bar: kind,
                why: "in the hand-made bar '\(bar.id)', which never moves", rules: [.p5],
                noRoom: "the hand-made bar '\(bar.id)' has no room left and never overflows [M]")
        }
    }

    /// Items laid leading to trailing from the margin, each as wide as it shows (a text entry by its title, P17);
    /// those past the bar's width are hidden. `why` words the reason of an item shown (when explaining), `noRoom`
    /// the hidden reason of one that is not.
    private mutating func placeSequentialBar(
        _ items: [(pane: Pane, itemIndex: Int, sequence: Int)], rect: Rect, barID: String, bar: BarKind, why: @autoclosure () -> String,
        rules: [PlatformRule],
        noRoom: @autoclosure () -> String
    ) {
        let room = rect.width - 2 * posture.barMargin
        var widths: [Double] = []
        var used: Double = 0
        for (pane, itemIndex, _) in items {
            let width = EntryWidth.horizontal(pane.toolbar.items[itemIndex], posture: posture)
            guard used + width <= room + Rect.tolerance else { break }
            widths.append(width)
            used += width
        }
        let capacity = widths.count
        var x = rect.minX + posture.barMargin
        for (index, (pane, itemIndex, _)) in items.prefix(capacity).enumerated() {
            let frame = horizontalFrame(x: &x, spacer: 0, width: widths[index], in: rect)
            collector.add(
                itemEntry(pane, itemIndex, bar: bar, barID: barID, index: index, frame: frame) { _ in
                    let why = why()
                    let space = TrailNote(.space, "\(capacity) entries fit the bar's \(Rect.format(rect.width)) pt after margins; it holds \(items.count)")
                    return (Self.cited(why, rules), [space, TrailNote(.outcome, why, rules: rules)])
                })
        }
        guard items.count > capacity else { return }
        let hiddenReason = HiddenReason(.noRoom, noRoom(), rules: rules)
        for (pane, itemIndex, sequence) in items.dropFirst(capacity) {
            hideItem(pane, itemIndex, sequence: sequence, reason: hiddenReason, change: "declare fewer items in this bar")
        }
    }
}
