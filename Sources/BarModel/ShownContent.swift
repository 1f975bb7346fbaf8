import BarModel

/// Which part of a container is on screen. Both the settings resolution (P6) and the structure walk use these,
/// so they always agree on what is shown.
extension TabView {
    /// The selected tab; a tab view whose selection names no tab shows its first tab [M].
    var shownTab: Tab? { selectedTab ?? tabs.first }
}

extension SplitView {
    /// P7: a split view collapses into one stack on the outer display. Generalised [M]: it collapses in every
    /// compact-width posture (the outer display is always compact; so is a phone).
    func isCollapsed(in posture: Posture) -> Bool {
        posture.display == .outer || posture.horizontalSizeClass == .compact
    }

    /// The column a collapsed split view shows: `compactColumn`, or the detail when it names a missing content
    /// column.
    var collapsedColumn: Column {
        switch compactColumn {
        case .sidebar: sidebar
        case .content: content ?? detail
        case .detail: detail
        }
    }
}

extension Column.Role {
    /// `the sidebar column`, for sentences.
    var phrase: String { "the \(rawValue) column" }
}
