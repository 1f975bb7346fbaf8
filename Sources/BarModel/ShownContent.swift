/// Which part of a container is on screen. The settings resolution (P6), the solver's pane layout and lint all
/// use these, so they always agree on what is shown.
extension TabView {
    /// The selected tab; a tab view whose selection names no tab shows its first tab [M].
    public var shownTab: Tab? { selectedTab ?? tabs.first }
}

extension SplitView {
    /// P7: a split view collapses into one stack on the outer display. Generalised [M]: it collapses in every
    /// compact-width posture (the outer display is always compact; so is a phone).
    public func isCollapsed(in posture: Posture) -> Bool {
        posture.display == .outer || posture.horizontalSizeClass == .compact
    }

    /// The column a collapsed split view shows: `compactColumn`, or the detail when it names a missing content
    /// column.
    public var collapsedColumn: Column {
        switch compactColumn {
        case .sidebar: sidebar
        case .content: content ?? detail
        case .detail: detail
        }
    }

    /// The column whose settings decide for the split view in `posture` (P6, P7): the shown column while
    /// collapsed, else the trailing-most (detail) column.
    public func decidingColumn(in posture: Posture) -> Column {
        isCollapsed(in: posture) ? collapsedColumn : detail
    }
}

extension Column.Role {
    /// `the sidebar column`, for sentences. Spelled out rather than interpolated: every solve of a split view
    /// names its columns, and an interpolation builds a new string each time.
    public var phrase: String {
        switch self {
        case .sidebar: "the sidebar column"
        case .content: "the content column"
        case .detail: "the detail column"
        }
    }
}
