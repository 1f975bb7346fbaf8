import BarModel

/// What of a screen is on the window in this posture: its panes with their rectangles, the tabs whose bar
/// shows, the hand-made bars, and every declaration that is not on screen with the reason why.
///
/// Declarations are numbered in one fixed traversal (a container's own toolbar, then its inspector; a tab view's
/// tabs in order, each followed by its content; split-view columns leading to trailing; hand-made bars last),
/// which is the order hidden entries are reported in.
struct ScreenStructure {
    /// The main pane first (when there is one), then the other panes in declaration order.
    var panes: [Pane] = []
    var tabs: ShownTabs?
    var hidden: [HiddenDeclaration] = []
    var handMadeBars: [(bar: HandMadeBar, sequenceBase: Int)] = []
    /// The area panes share (the window less insets, and less the strip while bars are vertical).
    var contentRect: Rect

    var mainPane: Pane? { panes.first { $0.role == .main } }

    static func build(
        _ screen: Screen, window: WindowGeometry, decision: BarAxisDecision
    ) -> ScreenStructure {
        var builder = StructureBuilder(screen: screen, window: window, decision: decision)
        builder.visit(screen.root, region: builder.structure.contentRect)
        for bar in screen.handMadeBars {
            builder.structure.handMadeBars.append((bar, builder.take(bar.toolbar.items.count)))
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
    let screen: Screen
    let window: WindowGeometry
    let decision: BarAxisDecision
    var structure: ScreenStructure
    private var sequence = 0

    init(screen: Screen, window: WindowGeometry, decision: BarAxisDecision) {
        self.screen = screen
        self.window = window
        self.decision = decision
        self.structure = ScreenStructure(contentRect: window.contentRect(barsVertical: decision.isVertical))
    }

    var posture: Posture { window.posture }
    var barsVertical: Bool { decision.isVertical }

    /// Reserves `count` consecutive declaration numbers and returns the first.
    mutating func take(_ count: Int) -> Int {
        defer { sequence += count }
        return sequence
    }

    // MARK: The shown path

    mutating func visit(_ container: Container, region: Rect) {
        switch container {
        case .stack(let stack): visitStack(stack, region: region)
        case .tabView(let tabView): visitTabView(tabView, region: region)
        case .splitView(let split): visitSplitView(split, region: region)
        case .sheet(let sheet): visitSheet(sheet, region: region)
        }
    }

    private mutating func visitStack(_ stack: NavigationStack, region: Rect) {
        let base = take(stack.toolbar.items.count)
        var paneRect = region
        var inspectorPane: Pane?
        if let inspector = stack.inspector {
            let inspectorBase = take(inspector.toolbar.items.count)
            if !inspector.isPresented {
                hideInspector(inspector, base: inspectorBase, reason: "the inspector is not presented", rules: ["P8"])
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

    private mutating func visitTabView(_ tabView: TabView, region: Rect) {
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
        for (index, tab) in tabView.tabs.enumerated() {
            let tabSequence = take(1)
            shownTabs.sequences.append(tabSequence)
            if !isOutermost {
                structure.hidden.append(
                    HiddenDeclaration(
                        declared: .tab(tab), sequence: tabSequence,
                        reason: "hidden: a tab view inside a tab is not modelled; only the outer tab bar is placed",
                        rules: [], change: "move these tabs into the outer tab view"))
            }
            guard let content = tab.content else { continue }
            if index == selectedIndex {
                visit(content, region: contentRegion)
            } else {
                hideAll(
                    content, reason: "hidden: in tab '\(tab.displayName)', which is not selected", rules: [],
                    change: "select tab '\(tab.displayName)' to place its content")
            }
        }
        if isOutermost { structure.tabs = shownTabs }
    }

    private mutating func visitSplitView(_ split: SplitView, region: Rect) {
        if split.isCollapsed(in: posture) {
            visitCollapsedSplitView(split, region: region)
        } else {
            visitExpandedSplitView(split, region: region)
        }
    }

    /// P7: on the outer display (and in any compact width) the split view becomes one stack showing one column.
    private mutating func visitCollapsedSplitView(_ split: SplitView, region: Rect) {
        let shown = split.collapsedColumn.role
        let columns = split.columns
        for column in columns {
            let base = take(column.toolbar.items.count)
            if column.role == shown {
                var inspectorPane: Pane?
                if let inspector = column.inspector {
                    let inspectorBase = take(inspector.toolbar.items.count)
                    if inspector.isPresented {
                        inspectorPane = makeInspectorPane(inspector, base: inspectorBase, rect: inspectorSheetRect(), asColumn: false)
                    } else {
                        hideInspector(inspector, base: inspectorBase, reason: "the inspector is not presented", rules: ["P8"])
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
                            rules: ["P7"])
                    ])
                if let inspectorPane { structure.panes.append(inspectorPane) }
            } else {
                let reason = "hidden: \(column.role.phrase) is not shown while the split view is collapsed"
                hide(column.toolbar, base: base, reason: reason, rules: ["P7"], change: "open the device, or make it the compact column")
                if let inspector = column.inspector {
                    hideInspector(inspector, base: take(inspector.toolbar.items.count), reason: reason, rules: ["P7"])
                }
            }
        }
    }

    /// P7: expanded, every column keeps its own bar; only the detail column's may be vertical. When the columns
    /// would squeeze the detail below its minimum, the sidebar goes first, then the inspector becomes a sheet
    /// (P8), then the content column [M].
    private mutating func visitExpandedSplitView(_ split: SplitView, region: Rect) {
        let columns = split.columns
        let inspectorOwner = columns.lastIndex { $0.inspector?.isPresented == true }
        var shownLeading = columns.filter { $0.role != .detail }.map(\.role)
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

        var sidePanes: [Pane] = []
        var inspectorPane: Pane?
        for (index, column) in columns.enumerated() {
            let base = take(column.toolbar.items.count)
            let shown = rects[column.role]
            let hiddenReason = "hidden: \(column.role.phrase) does not fit beside the detail column (\(Rect.format(region.width)) pt wide)"
            if let rect = shown {
                if column.role == .detail {
                    addMain(
                        name: column.role.phrase, toolbar: column.toolbar, base: base, hasBackButton: false,
                        navigationBar: nil, rect: rect, takesStrip: barsVertical,
                        extraNotes: [TrailNote(.axis, "only the detail column of a split view may use the vertical bar", rules: ["P7"])])
                } else {
                    sidePanes.append(
                        Pane(
                            role: .sideColumn(column.role), key: column.role.rawValue, name: column.role.phrase,
                            toolbar: column.toolbar, sequenceBase: base, hasBackButton: false,
                            showsNavigationBar: screen.settings.navigationBar == .visible, takesStrip: false, rect: rect,
                            axisNotes: [TrailNote(.axis, "\(column.role.phrase) keeps horizontal bars; only the detail column may be vertical", rules: ["P7"])],
                            horizontalRules: ["P7"]))
                }
            } else {
                hide(column.toolbar, base: base, reason: hiddenReason, rules: ["P7"], change: "give the window more width, or drop a column")
            }
            guard let inspector = column.inspector else { continue }
            let inspectorBase = take(inspector.toolbar.items.count)
            if !inspector.isPresented {
                hideInspector(inspector, base: inspectorBase, reason: "the inspector is not presented", rules: ["P8"])
            } else if shown == nil {
                hideInspector(inspector, base: inspectorBase, reason: hiddenReason, rules: ["P7"])
            } else if index != inspectorOwner {
                hideInspector(inspector, base: inspectorBase, reason: "another column's inspector is showing; one inspector shows at a time", rules: ["P8"])
            } else {
                inspectorPane = makeInspectorPane(inspector, base: inspectorBase, rect: inspectorRect, asColumn: inspectorAsColumn)
            }
        }
        structure.panes.append(contentsOf: sidePanes)
        if let inspectorPane { structure.panes.append(inspectorPane) }
    }

    private mutating func visitSheet(_ sheet: Sheet, region: Rect) {
        let base = take(sheet.toolbar.items.count)
        let axis = SheetRules.axis(for: sheet.placement, on: posture)
        let rect = SheetRules.rect(for: sheet.placement, posture: posture, region: region, direction: window.direction)
        addMain(
            name: "the sheet", toolbar: sheet.toolbar, base: base, hasBackButton: false, navigationBar: nil, rect: rect,
            takesStrip: barsVertical && axis.isVertical, extraNotes: [axis.note])
    }

    // MARK: Panes

    private mutating func addMain(
        name: String, toolbar: Toolbar, base: Int, hasBackButton: Bool, navigationBar: NavigationBarVisibility?,
        rect: Rect, takesStrip: Bool, extraNotes: [TrailNote]
    ) {
        let visibility = navigationBar ?? screen.settings.navigationBar
        var notes = decision.notes + extraNotes
        var rules = decision.horizontalRules
        if barsVertical && !takesStrip {
            notes.append(TrailNote(.axis, "\(name) keeps horizontal items although the screen's bars are vertical", rules: ["P9"]))
            rules = ["P9"]
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
            axisNotes: [TrailNote(.axis, "the inspector is \(form) here and never gets the vertical bar: its items stay horizontal in its own top bar", rules: ["P8"])],
            horizontalRules: ["P8"])
    }

    private static func width(of role: Column.Role) -> Double {
        switch role {
        case .sidebar: PaneMetrics.sidebarWidth
        case .content: PaneMetrics.contentColumnWidth
        case .detail: PaneMetrics.minimumDetailWidth
        }
    }

    // MARK: What is not on screen

    private mutating func hide(_ toolbar: Toolbar, base: Int, reason: String, rules: [String], change: String?) {
        for (offset, item) in toolbar.items.enumerated() {
            structure.hidden.append(
                HiddenDeclaration(declared: .item(item), sequence: base + offset, reason: reason, rules: rules, change: change))
        }
    }

    private mutating func hideInspector(_ inspector: Inspector, base: Int, reason: String, rules: [String]) {
        hide(inspector.toolbar, base: base, reason: reason.hasPrefix("hidden: ") ? reason : "hidden: \(reason)", rules: rules, change: "present the inspector")
    }

    /// Numbers and hides everything a container declares, in declaration order.
    private mutating func hideAll(_ container: Container, reason: String, rules: [String], change: String?) {
        switch container {
        case .stack(let stack):
            hide(stack.toolbar, base: take(stack.toolbar.items.count), reason: reason, rules: rules, change: change)
            if let inspector = stack.inspector {
                hide(inspector.toolbar, base: take(inspector.toolbar.items.count), reason: reason, rules: rules, change: change)
            }
        case .tabView(let tabView):
            for tab in tabView.tabs {
                structure.hidden.append(HiddenDeclaration(declared: .tab(tab), sequence: take(1), reason: reason, rules: rules, change: change))
                if let content = tab.content { hideAll(content, reason: reason, rules: rules, change: change) }
            }
        case .splitView(let split):
            for column in split.columns {
                hide(column.toolbar, base: take(column.toolbar.items.count), reason: reason, rules: rules, change: change)
                if let inspector = column.inspector {
                    hide(inspector.toolbar, base: take(inspector.toolbar.items.count), reason: reason, rules: rules, change: change)
                }
            }
        case .sheet(let sheet):
            hide(sheet.toolbar, base: take(sheet.toolbar.items.count), reason: reason, rules: rules, change: change)
        }
    }
}
