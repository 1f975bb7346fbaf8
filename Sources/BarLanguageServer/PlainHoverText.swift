import BarDiagnostics

/// A hover for a client that shows only plain text (`textDocument.hover.contentFormat` without `markdown`):
/// the hovers are written in a small part of Markdown — a bold lead at the start of a line, code spans around
/// ids and words, tables and bullet lists — and here lose its marks, a table becoming columns padded to line
/// up, so the client never shows `**`, backticks or `|---|`.
enum PlainHoverText {
    static func text(fromMarkdown markdown: String) -> String {
        var lines: [String] = []
        var table: [[String]] = []
        func flushTable() {
            guard !table.isEmpty else { return }
            let columns = table.map(\.count).max() ?? 0
            var widths = [Int](repeating: 0, count: columns)
            for row in table { for (column, cell) in row.enumerated() { widths[column] = max(widths[column], DisplayWidth.of(cell)) } }
            for row in table {
                var line = ""
                for (column, cell) in row.enumerated() {
                    line += cell
                    if column < row.count - 1 { line += String(repeating: " ", count: widths[column] - DisplayWidth.of(cell) + 2) }
                }
                lines.append(line)
            }
            table.removeAll()
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("|") {
                let cells = tableCells(line)
                // `|---|---|` only marks the header.
                if !cells.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0 == "-" || $0 == ":" } }) { table.append(cells.map(withoutCodeMarks)) }
                continue
            }
            flushTable()
            lines.append(withoutCodeMarks(withoutLeadingBold(String(line))))
        }
        flushTable()
        return lines.joined(separator: "\n")
    }

    /// The cells of `| a | b \| c |`, trimmed, with `\|` read as `|`.
    private static func tableCells(_ line: Substring) -> [String] {
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for character in line.dropFirst() {
            if escaped {
                cell.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(cell.trimmingSpaces())
                cell = ""
            } else {
                cell.append(character)
            }
        }
        let last = cell.trimmingSpaces()
        if !last.isEmpty { cells.append(last) }
        return cells
    }

    /// `**Compose** (item …)` → `Compose (item …)`: the hovers make only a line's lead bold.
    private static func withoutLeadingBold(_ line: String) -> String {
        guard line.hasPrefix("**") else { return line }
        let characters = Array(line)
        var index = 2
        while index + 1 < characters.count {
            if characters[index] == "*" && characters[index + 1] == "*" {
                return String(characters[2..<index]) + String(characters[(index + 2)...])
            }
            index += 1
        }
        return line
    }

    /// `` `compose` `` → `compose`.
    private static func withoutCodeMarks(_ text: String) -> String {
        text.contains("`") ? String(text.filter { $0 != "`" }) : text
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
