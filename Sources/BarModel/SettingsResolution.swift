/// P6: the vertical-bar setting resolves per window or presentation. Walking the shown path from a node, each
/// level may override what it inherits: a stack uses its own value, a tab view the selected tab's, a split view
/// the column it shows (the trailing-most, detail, column; or the shown column when collapsed, since a collapsed
/// split view is a stack of that column, P7), a sheet its own. The screen's settings are the base. Compression
/// resolves the same way.
///
/// This is the one resolver: the solver asks it for the screen, lint asks it for each tab of a tab view.
extension ScreenOutline {
    /// The node whose settings decide while `start` is on screen in `posture`: the end of the shown path below
    /// it.
    public func decidingNode(from start: Int? = nil, in posture: Posture) -> Int {
        var node = start ?? root
        while true {
            switch nodes[node].element {
            case .container(.tabView(let tabView)):
                guard let shown = tabView.shownTab,
                    let tabNode = nodes[node].children.first(where: { if case .tab(let tab) = nodes[$0].element { tab.id == shown.id } else { false } })
                else { return node }
                node = tabNode
            case .tab:
                guard let content = nodes[node].children.first else { return node }
                node = content
            case .container(.splitView(let split)):
                guard let column = column(split.decidingColumn(in: posture).role, of: node) else { return node }
                return column
            case .container(.stack), .container(.sheet), .column, .inspector, .handMadeBar:
                return node
            }
        }
    }

    /// The settings in force for the screen (or for `start` while it is shown) in `posture`.
    public func resolvedSettings(from start: Int? = nil, in posture: Posture) -> SettingsInForce {
        nodes[decidingNode(from: start, in: posture)].settings
    }
}
