import BarModel

/// What of a screen is on the window in this posture: its panes with their rectangles, the tabs whose bar
/// shows, the hand-made bars, and every declaration that is not on screen with the reason why.
///
/// It walks the screen's `ScreenOutline` along the path shown in this posture; declaration numbers (the order
/// hidden entries are reported in) are the outline's.
struct ScreenStructure {
    /// The main pane first (when there is one), then the other panes in declaration order.
    var panes: [Pane] = []
    var tabs: ShownTabs?
    var hidden: [HiddenDeclaration] = []
    var handMadeBars: [(bar: HandMadeBar, sequenceBase: Int)] = []
    /// The area panes share (the window less insets, and less the strip while bars are vertical).
    var contentRect: Rect

    var mainPane: Pane? { panes.first { $0.role == .main } }

    /// The structure; panes' axis notes and what would show a hidden declaration are worded only when
    /// `explains` (see `Solver`).
    static func build(
        _ outline: ScreenOutline, window: WindowGeometry, decision: BarAxisDecision, explains: Bool = true
    ) -> ScreenStructure {
        var builder = StructureBuilder(outline: outline, window: window, decision: decision, explains: explains)
        builder.visit(outline.root, region: builder.structure.contentRect)
        for (index, node) in outline.nodes.enumerated() {
            guard case .handMadeBar(let bar) = node.element else { continue }
            builder.structure.handMadeBars.append((bar, outline.sequence(ofFirstItemIn: index)))
        }
        return builder.structure
    }
}

/// The tab view whose tabs show (the outermost one on the shown path).
struct ShownTabs {
    var tabView: TabView
    /// Declaration order number of each tab.
    var sequences: [Int]
    var selectedIndex: Int
    /// The bottom tab bar's rectangle while bars are horizontal; nil while the tabs are in the strip.
    var barRect: Rect?

    var selectedTab: Tab { tabView.tabs[selectedIndex] }
}

private struct StructureBuilder {
    let outline: ScreenOutline
    let window: WindowGeometry
    let decision: BarAxisDecision
    let explains: Bool
    var structure: ScreenStructure

    init(outline: ScreenOutline, window: WindowGeometry, decision: BarAxisDecision, explains: Bool) {
        self.outline = outline
        self.window = window
        self.decision = decision
        self.explains = explains
        self.structure = ScreenStructure(contentRect: window.contentRect(barsVertical: decision.isVertical))
    }

    var screen: Screen { outline.screen }
    var posture: Posture { window.posture }
    var barsVertical: Bool { decision.isVertical }

    /// The declaration number of the first item of `node`'s toolbar (or of the tab `node` is).
    func base(_ node: Int) -> Int { outline.sequence(ofFirstItemIn: node) }

    /// The inspector child of a stack or column node, with its node.
    func inspector(of node: Int) -> (inspector: Inspector, node: Int)? {
        for child in outline.nodes[node].children {
            if case .inspector(let inspector) = outline.nodes[child].element { return (inspector, child) }
        }
        return nil
    }

    // MARK: The shown path

    mutating func visit(_ node: Int, region: Rect) {
        switch outline.nodes[node].element {
        case .container(.stack(let stack)): visitStack(stack, node: node, region: region)
        case .container(.tabView(let tabView)): visitTabView(tabView, node: node, region: region)
        case .container(.splitView(let split)): visitSplitView(split, node: node, region: region)
        case .container(.sheet(let sheet)): visitSheet(sheet, node: node, region: region)
        case .tab, .column, .inspector, .handMadeBar: break
        }
    }

    private mutating func visitStack(_ stack: NavigationStack, node: Int, region: Rect) {
        let base = self.base(node)
        var paneRect = region
        var inspectorPane: Pane?
        if case let (inspector, inspectorNode)? = self.inspector(of: node) {
            let inspectorBase = self.base(inspectorNode)
            if !inspector.isPresented {
                hideInspector(inspector, base: inspectorBase, reason: HiddenReason(.containerNotShown, "the inspector is not presented", rules: [.p8]))
            } else {
                let asColumn = inspectorFitsAsColumn(beside: region.width)
                let rect = asColumn
                    ? region.trailingSlice(PaneMetrics.inspectorWidth, window.direction)
                    : inspectorSheetRect()
                if asColumn { paneRect = region.removingTrailing(PaneMetrics.inspectorWidth, window.direction) }
                inspectorPane = makeInspectorPane(inspector, base: inspectorBase, rect: rect, asColumn: asColumn)
            }
        }
        addMain(
            name: "the stack", toolbar: stack.toolbar, base: base, hasBackButton: stack.hasBackButton,
            navigationBar: stack.navigationBar, rect: paneRect, takesStrip: barsVertical, extraNotes: [])
        if let inspectorPane { structure.panes.append(inspectorPane) }
    }

    private mutating func visitTabView(_ tabView: TabView, node: Int, region: Rect) {
        let shown = tabView.shownTab
        let selectedIndex = shown.flatMap { tab in tabView.tabs.firstIndex { $0.id == tab.id } }
        let isOutermost = structure.tabs == nil
        var contentRegion = region
        var shownTabs = ShownTabs(tabView: tabView, sequences: [], selectedIndex: selectedIndex ?? 0, barRect: nil)
        if isOutermost, !barsVertical {
            // The bottom tab bar spans the region's width; the tab's content sits above it.
            shownTabs.barRect = region.bottomSlice(posture.barHeight)
            contentRegion = region.removingBottom(posture.barHeight)
        }
        for (index, tabNode) in outline.nodes[node].children.enumerated() {
            guard case .tab(let tab) = outline.nodes[tabNode].element else { continue }
            let tabSequence = self.base(tabNode)
            shownTabs.sequences.append(tabSequence)
            if !isOutermost {
                structure.hidden.append(
                    HiddenDeclaration(
                        declared: .tab(tab), sequence: tabSequence,
                        reason: HiddenReason(.containerNotShown, "a tab view inside a tab is not modelled; only the outer tab bar is placed"),
                        change: "move these tabs into the outer tab view"))
            }
            guard let content = outline.nodes[tabNode].children.first else { continue }
            if index == selectedIndex {
                visit(content, region: contentRegion)
            } else {
                hideAll(
                    content, reason: HiddenReason(.containerNotShown, "in tab '\(tab.displayName)', which is not selected"),
                    change: "select tab '\(tab.displayName)' to place its content")
            }
        }
        if isOutermost { structure.tabs = shownTabs }
    }

    private mutating func visitSplitView(_ split: SplitView, node: Int, region: Rect) {
        let columns = outline.nodes[node].children.compactMap { child -> (Column, Int)? in
            if case .column(let column) = outline.nodes[child].element { return (column, child) }
            return nil
        }
        if split.isCollapsed(in: posture) {
            visitCollapsedSplitView(split, columns: columns, region: region)
        } else {
            visitExpandedSplitView(split, columns: columns, region: region)
        }
    }

    /// P7: on the outer display (and in any compact width) the split view becomes one stack showing one column.
    private mutating func visitCollapsedSplitView(_ split: SplitView, columns: [(Column, Int)], region: Rect) {
        let shown = split.collapsedColumn.role
        for (column, columnNode) in columns {
            let base = self.base(columnNode)
            let columnInspector = self.inspector(of: columnNode)
            if column.role == shown {
                var inspectorPane: Pane?
                if case let (inspector, inspectorNode)? = columnInspector {
                    let inspectorBase = self.base(inspectorNode)
                    if inspector.isPresented {
                        inspectorPane = makeInspectorPane(inspector, base: inspectorBase, rect: inspectorSheetRect(), asColumn: false)
                    } else {
                        hideInspector(inspector, base: inspectorBase, reason: HiddenReason(.containerNotShown, "the inspector is not presented", rules: [.p8]))
                    }
                }
                // [M] A collapsed split view showing a content or detail column is a pushed stack: it has a back
                // button to the column before it.
                addMain(
                    name: column.role.phrase, toolbar: column.toolbar, base: base,
                    hasBackButton: column.role != .sidebar, navigationBar: nil, rect: region, takesStrip: barsVertical,
                    extraNotes: [
                        TrailNote(
                            .axis, "the split view collapses into one stack showing \(column.role.phrase), which follows the display's rules",
                            rules: [.p7])
                    ])
                if let inspectorPane { structure.panes.append(inspectorPane) }
            } else {
                let reason = HiddenReason(.containerNotShown, "\(column.role.phrase) is not shown while the split view is collapsed", rules: [.p7])
                hide(column.toolbar, base: base, reason: reason, change: "open the device, or make it the compact column", pane: Self.pane(of: column.role))
                if case let (inspector, inspectorNode)? = columnInspector {
                    hideInspector(inspector, base: self.base(inspectorNode), reason: reason)
                }
            }
        }
    }

    /// P7: expanded, every column keeps its own bar; only the detail column's may be vertical. On the inner
    /// display every column stays visible and a presented inspector coexists with the sidebar ([S3]; shares in
    /// `visitInnerDisplaySplitView`). Elsewhere (a regular-width posture of another display), when the columns
    /// would squeeze the detail below its minimum, the sidebar goes first, then the inspector becomes a sheet
    /// (P8), then the content column [M].
    private mutating func visitExpandedSplitView(_ split: SplitView, columns: [(Column, Int)], region: Rect) {
        if posture.display == .inner, columns.contains(where: { $0.0.role == .detail }) {
            visitInnerDisplaySplitView(columns: columns, region: region)
            return
        }
        let inspectorOwner = columns.lastIndex { $0.0.inspector?.isPresented == true }
        var shownLeading = columns.map(\.0.role).filter { $0 != .detail }
        var inspectorAsColumn = inspectorOwner != nil
        func required() -> Double {
            shownLeading.reduce(0) { $0 + Self.width(of: $1) } + PaneMetrics.minimumDetailWidth
                + (inspectorAsColumn ? PaneMetrics.inspectorWidth : 0)
        }
        // What gives way when the columns do not fit [M]: the sidebar first (it slides over on demand), then the
        // inspector becomes a sheet (P8 allows both forms), and only then the content column, which holds the
        // list the detail belongs to.
        if required() > region.width, shownLeading.first == .sidebar, shownLeading.count > 1 { shownLeading.removeFirst() }
        if required() > region.width { inspectorAsColumn = false }
        while required() > region.width, !shownLeading.isEmpty { shownLeading.removeFirst() }

        var rest = region
        var rects: [Column.Role: Rect] = [:]
        for role in shownLeading {
            rects[role] = rest.leadingSlice(Self.width(of: role), window.direction)
            rest = rest.removingLeading(Self.width(of: role), window.direction)
        }
        var inspectorRect = inspectorSheetRect()
        if inspectorAsColumn {
            inspectorRect = rest.trailingSlice(PaneMetrics.inspectorWidth, window.direction)
            rest = rest.removingTrailing(PaneMetrics.inspectorWidth, window.direction)
        }
        rects[.detail] = rest
        placeColumns(columns, rects: rects, inspectorOwner: inspectorOwner, inspectorRect: inspectorRect, inspectorAsColumn: inspectorAsColumn, region: region)
    }

    /// [S3] On the inner display a split view keeps its columns visible: a two-column one (Reminders-style) is
    /// adjusted to an even 50/50 split, and a presented inspector coexists with the sidebar, joining the detail
    /// column's trailing layout as a trailing column (P8, regular width). The sources give no widths beyond the
    /// two-column split, so the rest is a model, overridable per posture [M]: the detail column (with its
    /// inspector) keeps `detail-share` of the width (0.5: the observed even split), the sidebar and a content
    /// column share the rest evenly, and the inspector takes `inspector-share` of the detail's part, at most
    /// `PaneMetrics.inspectorWidth`.
    private mutating func visitInnerDisplaySplitView(columns: [(Column, Int)], region: Rect) {
        let inspectorOwner = columns.lastIndex { $0.0.inspector?.isPresented == true }
        let leadingRoles = columns.map(\.0.role).filter { $0 != .detail }
        let detailWidth = region.width * posture.detailShare
        let leadingWidth = leadingRoles.isEmpty ? 0 : (region.width - detailWidth) / Double(leadingRoles.count)
        var rects: [Column.Role: Rect] = [:]
        var rest = leadingRoles.isEmpty ? region : region.removingLeading(region.width - detailWidth, window.direction)
        var leadingRegion = region
        for role in leadingRoles {
            rects[role] = leadingRegion.leadingSlice(leadingWidth, window.direction)
            leadingRegion = leadingRegion.removingLeading(leadingWidth, window.direction)
        }
        var inspectorRect = inspectorSheetRect()
        if inspectorOwner != nil {
            let width = Swift.min(PaneMetrics.inspectorWidth, rest.width * posture.inspectorShare)
            inspectorRect = rest.trailingSlice(width, window.direction)
            rest = rest.removingTrailing(width, window.direction)
        }
        rects[.detail] = rest
        placeColumns(columns, rects: rects, inspectorOwner: inspectorOwner, inspectorRect: inspectorRect, inspectorAsColumn: inspectorOwner != nil, region: region)
    }

    /// Makes the panes of an expanded split view's columns (and their inspectors) from the rectangles chosen;
    /// a column without a rectangle is hidden.
    private mutating func placeColumns(
        _ columns: [(Column, Int)], rects: [Column.Role: Rect], inspectorOwner: Int?, inspectorRect: Rect,
        inspectorAsColumn: Bool, region: Rect
    ) {
        var sidePanes: [Pane] = []
        var inspectorPane: Pane?
        for (index, (column, columnNode)) in columns.enumerated() {
            let base = self.base(columnNode)
            let shown = rects[column.role]
            let hiddenReason = HiddenReason(
                .containerNotShown, "\(column.role.phrase) does not fit beside the detail column (\(Rect.format(region.width)) pt wide)",
                rules: [.p7])
            if let rect = shown {
                if column.role == .detail {
                    addMain(
                        name: column.role.phrase, toolbar: column.toolbar, base: base, hasBackButton: false,
                        navigationBar: nil, rect: rect, takesStrip: barsVertical,
                        extraNotes: [TrailNote(.axis, "only the detail column of a split view may use the vertical bar", rules: [.p7])])
                } else {
                    sidePanes.append(
                        Pane(
                            role: .sideColumn(column.role), key: column.role.rawValue, name: column.role.phrase,
                            toolbar: column.toolbar, sequenceBase: base, hasBackButton: false,
                            showsNavigationBar: screen.settings.navigationBar == .visible, takesStrip: false, rect: rect,
                            axisNotes: notes([TrailNote(.axis, "\(column.role.phrase) keeps horizontal bars; only the detail column may be vertical", rules: [.p7])]),
                            horizontalRules: [.p7]))
                }
            } else {
                hide(column.toolbar, base: base, reason: hiddenReason, change: "give the window more width, or drop a column", pane: Self.pane(of: column.role))
            }
            guard case let (inspector, inspectorNode)? = self.inspector(of: columnNode) else { continue }
            let inspectorBase = self.base(inspectorNode)
            if !inspector.isPresented {
                hideInspector(inspector, base: inspectorBase, reason: HiddenReason(.containerNotShown, "the inspector is not presented", rules: [.p8]))
            } else if shown == nil {
                hideInspector(inspector, base: inspectorBase, reason: hiddenReason)
            } else if index != inspectorOwner {
                hideInspector(
                    inspector, base: inspectorBase,
                    reason: HiddenReason(.containerNotShown, "another column's inspector is showing; one inspector shows at a time", rules: [.p8]))
            } else {
                inspectorPane = makeInspectorPane(inspector, base: inspectorBase, rect: inspectorRect, asColumn: inspectorAsColumn)
            }
        }
        structure.panes.append(contentsOf: sidePanes)
        if let inspectorPane { structure.panes.append(inspectorPane) }
    }

    private mutating func visitSheet(_ sheet: Sheet, node: Int, region: Rect) {
        let base = self.base(node)
        let axis = SheetRules.axis(for: sheet.placement, on: posture, direction: window.direction)
        let rect = SheetRules.rect(for: sheet.placement, posture: posture, region: region, direction: window.direction)
        // The screen-wide decision may have read this sheet already (a screen shown as a sheet): its note once. When
        // the SDK or the setting keeps every bar horizontal (P5, P6), the sheet rule decides nothing: no note.
        let keptHorizontal = posture.bars == .vertical && !barsVertical
        let sheetNotes = decision.notes.contains(axis.note) || keptHorizontal ? [] : [axis.note]
        addMain(
            name: "the sheet", toolbar: sheet.toolbar, base: base, hasBackButton: false, navigationBar: nil, rect: rect,
            takesStrip: barsVertical && axis.isVertical, extraNotes: sheetNotes)
    }

    // MARK: Panes

    /// `words`, in a solve that explains; else none.
    private func notes(_ words: @autoclosure () -> [TrailNote]) -> [TrailNote] { explains ? words() : [] }

    private mutating func addMain(
        name: String, toolbar: Toolbar, base: Int, hasBackButton: Bool, navigationBar: NavigationBarVisibility?,
        rect: Rect, takesStrip: Bool, extraNotes: @autoclosure () -> [TrailNote]
    ) {
        let visibility = navigationBar ?? screen.settings.navigationBar
        var notes = notes(decision.notes + extraNotes())
        var rules = decision.horizontalRules
        if barsVertical && !takesStrip {
            if explains { notes.append(TrailNote(.axis, "\(name) keeps horizontal items although the screen's bars are vertical", rules: [.p9])) }
            rules = RuleSets.p9
        }
        let pane = Pane(
            role: .main, key: "", name: name, toolbar: toolbar, sequenceBase: base, hasBackButton: hasBackButton,
            showsNavigationBar: visibility == .visible, takesStrip: takesStrip, rect: rect, axisNotes: notes,
            horizontalRules: rules)
        structure.panes.insert(pane, at: 0)
    }

    /// P8: an inspector never gets the vertical bar; it is a trailing column in regular width (when the detail
    /// keeps its minimum width beside it) and a sheet otherwise.
    private func inspectorFitsAsColumn(beside width: Double) -> Bool {
        posture.horizontalSizeClass == .regular && posture.display != .outer
            && width - PaneMetrics.inspectorWidth >= PaneMetrics.minimumDetailWidth
    }

    private func inspectorSheetRect() -> Rect {
        SheetRules.rect(for: .center, posture: posture, region: structure.contentRect, direction: window.direction)
    }

    private func makeInspectorPane(_ inspector: Inspector, base: Int, rect: Rect, asColumn: Bool) -> Pane {
        let form = asColumn ? "a trailing column" : "a sheet"
        return Pane(
            role: .inspector, key: "inspector", name: "the inspector", toolbar: inspector.toolbar, sequenceBase: base,
            hasBackButton: false, showsNavigationBar: true, takesStrip: false, rect: rect,
            axisNotes: notes([TrailNote(.axis, "the inspector is \(form) here and never gets the vertical bar: its items stay horizontal in its own top bar", rules: [.p8])]),
            horizontalRules: [.p8])
    }

    private static func width(of role: Column.Role) -> Double {
        switch role {
        case .sidebar: PaneMetrics.sidebarWidth
        case .content: PaneMetrics.contentColumnWidth
        case .detail: PaneMetrics.minimumDetailWidth
        }
    }

    // MARK: What is not on screen

    /// Hides a toolbar's items; `change`, what would show them, is worded only when explaining.
    private mutating func hide(_ toolbar: Toolbar, base: Int, reason: HiddenReason, change: @autoclosure () -> String?, pane: EntryPane) {
        guard !toolbar.items.isEmpty else { return }
        let change = explains ? change() : nil
        for (offset, item) in toolbar.items.enumerated() {
            structure.hidden.append(
                HiddenDeclaration(declared: .item(item), sequence: base + offset, reason: reason, change: change, pane: pane))
        }
    }

    private mutating func hideInspector(_ inspector: Inspector, base: Int, reason: HiddenReason) {
        hide(inspector.toolbar, base: base, reason: reason, change: "present the inspector", pane: .inspector)
    }

    /// The pane a column's items belong to: the detail column is the main pane's place, others are side columns.
    private static func pane(of role: Column.Role) -> EntryPane {
        role == .detail ? .main : .sideColumn(role)
    }

    /// Hides everything a node and what it contains declare, in declaration order.
    private mutating func hideAll(_ node: Int, reason: HiddenReason, change: @autoclosure () -> String?) {
        let change = explains ? change() : nil
        for sequence in outline.nodes[node].declarations {
            let declaration = outline.declarations[sequence]
            let declared: HiddenDeclaration.Declared
            if let item = outline.item(declaration) {
                declared = .item(item)
            } else if let tab = outline.tab(declaration) {
                declared = .tab(tab)
            } else {
                continue
            }
            let pane: EntryPane
            switch outline.nodes[declaration.node].owner {
            case .inspector?: pane = .inspector
            case .column(let role)?: pane = Self.pane(of: role)
            default: pane = .main
            }
            structure.hidden.append(HiddenDeclaration(declared: declared, sequence: sequence, reason: reason, change: change, pane: pane))
        }
    }
}
