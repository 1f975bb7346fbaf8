import BarDiagnostics

/// `--format text`: aligned columns for a terminal or a log.
///
///     Specs/duo-sample/toolbar.bar
///
///     screen toolbar-sample "Toolbar" on iphone-duo
///       closed-landscape → open-landscape
///         moved        item  Automatic  overflow #1  → vertical #2
///       summary: 1 moved
///
/// Places are 1-based (`vertical #2` is the second entry of the vertical bar), as `bar solve` prints them; `—`
/// means the entry is not there at all. `shifted` entries are left out (they only follow from the rows shown).
/// Colour, when asked for, marks what becomes visible green, what leaves red, moves yellow, order cyan.
public struct DiffText: Sendable {
    public var usesColor: Bool

    public init(usesColor: Bool = false) {
        self.usesColor = usesColor
    }

    public func render(_ diff: SpecDiff) -> String {
        var out = style(diff.old.map { "\($0) → \(diff.new)" } ?? diff.new, .bold) + "\n"
        if diff.screens.isEmpty { out += "\nno screens to compare\n" }
        for screen in diff.screens {
            out += "\n" + render(screen)
        }
        return out
    }

    public func render(_ screen: ScreenDiff) -> String {
        var header = "screen \(screen.id)"
        if let title = screen.title { header += " \"\(TerminalText.escapingControls(title))\"" }
        header += " on \(screen.deviceID)"
        var out = style(header, .bold) + "\n"
        switch screen.status {
        case .added, .removed:
            out += "  " + style(screen.summary, screen.status == .added ? .green : .red) + "\n"
            return out
        case .changed, .unchanged:
            break
        }

        if !screen.declarations.isEmpty {
            out += "  spec\n"
            let rows = screen.declarations.map { change -> [String] in
                [change.kind.rawValue, change.subject, change.attribute ?? ""]
            }
            let widths = Self.widths(rows)
            for (change, row) in zip(screen.declarations, rows) {
                var line = "    " + style(Self.pad(row[0], widths[0]), Self.color(change.kind)) + "  " + Self.pad(row[1], widths[1])
                if change.before != nil || change.after != nil {
                    line += "  " + Self.pad(row[2], widths[2]) + "  \(change.before ?? "—") → \(change.after ?? "—")"
                }
                out += Self.trimmed(line) + "\n"
            }
        }

        let allRows = screen.steps.flatMap { step in step.changes.reported.map(Self.row) }
        let widths = Self.widths(allRows)
        for step in screen.steps {
            var title = step.label
            let changes = step.changes
            if changes.barsVerticalBefore != changes.barsVerticalAfter {
                title += "  (bars \(Self.axis(changes.barsVerticalBefore)) → \(Self.axis(changes.barsVerticalAfter)))"
            }
            if changes.isEmpty {
                out += "  \(title): no changes\n"
                continue
            }
            out += "  \(title)\n"
            for change in changes.reported {
                let row = Self.row(change)
                let line = "    " + style(Self.pad(row[0], widths[0]), Self.color(change.change)) + "  "
                    + Self.pad(row[1], widths[1]) + "  " + Self.pad(row[2], widths[2]) + "  "
                    + Self.pad(row[3], widths[3]) + "  → " + row[4]
                out += line + "\n"
            }
            for order in changes.orders {
                let before = order.before.map { TerminalText.escapingControls($0.title) }.joined(separator: ", ")
                let after = order.after.map { TerminalText.escapingControls($0.title) }.joined(separator: ", ")
                out += "    " + style(Self.pad("order", widths[0]), .cyan) + "  \(order.containerName): \(before) → \(after)\n"
            }
        }
        out += "  summary: \(screen.summary)\n"
        return out
    }

    static func row(_ change: EntryChange) -> [String] {
        // Titles are the spec's, so they may hold control characters (`TerminalText`).
        [change.change.rawValue, change.key.kind.name, TerminalText.escapingControls(change.title), change.beforeLabel, change.afterLabel]
    }

    static func axis(_ vertical: Bool) -> String { vertical ? "vertical" : "horizontal" }

    /// The widest cell of each column, in terminal cells.
    static func widths(_ rows: [[String]]) -> [Int] {
        var widths: [Int] = []
        for row in rows {
            for (column, cell) in row.enumerated() {
                let width = DisplayWidth.of(cell)
                if column < widths.count { widths[column] = max(widths[column], width) } else { widths.append(width) }
            }
        }
        return widths + Array(repeating: 0, count: max(0, 8 - widths.count))
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }

    static func trimmed(_ line: String) -> String {
        String(line.reversed().drop(while: { $0 == " " }).reversed())
    }

    enum Style: String {
        case bold = "1"
        case green = "32"
        case red = "31"
        case yellow = "33"
        case cyan = "36"
    }

    static func color(_ kind: ChangeKind) -> Style {
        switch kind {
        case .appeared, .added: .green
        case .disappeared, .removed: .red
        case .moved: .yellow
        case .reordered, .shifted: .cyan
        }
    }

    static func color(_ kind: DeclarationChange.Kind) -> Style {
        switch kind {
        case .added: .green
        case .removed: .red
        case .setting, .changed, .renamed: .yellow
        case .reordered: .cyan
        }
    }

    func style(_ text: String, _ style: Style) -> String {
        usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
