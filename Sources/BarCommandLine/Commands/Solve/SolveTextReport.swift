import BarDiagnostics
import BarModel
import BarSolver
import BarWorkspace

/// The text form of `bar solve`: a matrix per screen that a person reads at a glance, and with `--posture`
/// each bar of each posture listed in order.
enum SolveTextReport {
    static func render(_ file: SolvedFile, showBars: Bool, style: SolveTextStyle) -> String {
        var out = ""
        for solved in file.screens {
            out += style.heading(heading(file.path, solved)) + "\n"
            out += matrix(solved, style: style)
            out += "\n"
            if showBars {
                for placement in solved.placements {
                    out += bars(placement)
                    out += "\n"
                }
            }
        }
        return out
    }

    /// What the cells mean, printed once under the matrices (`--no-legend` leaves it out).
    static let legend =
        "  V2 = 2nd in the vertical bar · T1, B1 = 1st in a top, bottom bar · \(PlacementCell.overflow) = overflow menu · \(PlacementCell.collapsed) = folded into the tab button · \(PlacementCell.hidden) = not shown"

    static func heading(_ path: String, _ solved: SolvedScreen) -> String {
        let screen = solved.screen
        let title = screen.title.map { " \"\(TerminalText.escapingControls($0))\"" } ?? ""
        return "\(path): screen \(screen.id)\(title) on \(solved.device.id)"
            + " · vertical-behavior \(screen.settings.verticalBehavior.rawValue) · compression \(screen.settings.compression.rawValue)"
    }

    /// The matrix as lines of padded columns. The cells are measured in one pass and written in a second, each
    /// made again from the matrix, rather than kept in a table: a screen of 250,000 items held about 40 MB of
    /// cells, and the table about as much again.
    static func matrix(_ solved: SolvedScreen, style: SolveTextStyle) -> String {
        let matrix = SolveMatrix(screen: solved.screen, placements: solved.placements)
        let columnCount = matrix.columns.count
        func cell(_ row: Int, _ column: Int) -> (text: String, bar: BarKind?) {
            let entry = matrix.rows.entry(row: row, column: column)
            return (entry.map(PlacementCell.text(for:)) ?? "", entry?.bar)
        }
        let edges = solved.placements.map { placement in
            placement.verticalEdge.map { "\($0.rawValue) (\(placement.physicalSide?.rawValue ?? "bars horizontal"))" } ?? PlacementCell.hidden
        }
        let labels = matrix.rows.indices.lazy.map { rowLabel(matrix.rows[$0]) }
        var widths = [0] + matrix.columns.map(DisplayWidth.of)
        widths[0] = max(widths[0], DisplayWidth.of("edge"))
        for (column, edge) in edges.enumerated() { widths[column + 1] = max(widths[column + 1], DisplayWidth.of(edge)) }
        for row in matrix.rows.indices {
            widths[0] = max(widths[0], DisplayWidth.of(labels[row]))
            for column in 0..<columnCount { widths[column + 1] = max(widths[column + 1], DisplayWidth.of(cell(row, column).text)) }
        }
        var out = ""
        func line(_ cells: some Collection<(text: String, bar: BarKind?)>) {
            var line = "  "
            for (column, cell) in cells.enumerated() {
                let isLast = column == cells.count - 1
                line += style.cell(cell.text, bar: cell.bar)
                if !isLast { line += String(repeating: " ", count: widths[column] - DisplayWidth.of(cell.text)) + "  " }
            }
            out += line.trimmingTrailingSpaces() + "\n"
        }
        line([("", nil)] + matrix.columns.map { ($0, nil) })
        for row in matrix.rows.indices {
            line([(labels[row], nil)] + (0..<columnCount).map { cell(row, $0) })
        }
        line([("edge", nil)] + edges.map { ($0, nil) })
        return out
    }

    /// `Share`, `Hinge (tab)`, `… (overflow button)`: the title people know, and the kind when not an item.
    static func rowLabel(_ row: SolveMatrix.Row) -> String {
        TerminalText.escapingControls(plainRowLabel(row))
    }

    private static func plainRowLabel(_ row: SolveMatrix.Row) -> String {
        switch row.kind {
        case .item: row.title
        case .tab: "\(row.title) (tab)"
        case .overflowButton: "… (\(row.id))"
        case .tabButton, .moreTab: "\(row.title) (\(row.id))"
        case .backButton: "\(row.title) (\(row.id))"
        }
    }

    /// Each bar of one posture in display order, then the overflow menus, then what is hidden.
    static func bars(_ placement: Placement) -> String {
        var out = "  \(placement.postureName)"
        out += " — \(PointText.format(placement.windowSize.width)) × \(PointText.format(placement.windowSize.height)) pt"
        if let edge = placement.verticalEdge, let side = placement.physicalSide {
            out += ", edge \(edge.rawValue), strip on the \(side.rawValue)"
        } else if let edge = placement.verticalEdge {
            out += ", edge \(edge.rawValue), no vertical bar"
        } else {
            out += ", no vertical bar"
        }
        out += "\n"
        for bar in placement.bars {
            let entries = placement.entries.filter { $0.barID == bar.id && $0.bar == bar.kind }.sorted { ($0.index ?? 0) < ($1.index ?? 0) }
            out += "    \(bar.id) (\(bar.kind.rawValue)): " + (entries.isEmpty ? "empty" : entries.map(\.shownTitle).joined(separator: " · ")) + "\n"
        }
        let menus = Dictionary(grouping: placement.entries.filter { $0.bar == .overflow }, by: { $0.barID ?? "" })
        for menu in menus.keys.sorted() {
            let entries = menus[menu, default: []].sorted { ($0.index ?? 0) < ($1.index ?? 0) }
            out += "    overflow menu \(menu): " + entries.map(\.shownTitle).joined(separator: " · ") + "\n"
        }
        let collapsed = placement.entries.filter { $0.bar == .collapsed }
        if !collapsed.isEmpty {
            out += "    collapsed: " + collapsed.map(\.shownTitle).joined(separator: " · ") + "\n"
        }
        for entry in placement.entries where entry.bar == .hidden {
            out += "    hidden: \(entry.shownTitle) — \(TerminalText.escapingControls(entry.reason))\n"
        }
        return out
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

extension PlacedEntry {
    /// The title as a terminal shows it safely (`TerminalText`).
    fileprivate var shownTitle: String { TerminalText.escapingControls(title) }
}
