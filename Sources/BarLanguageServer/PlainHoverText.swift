import BarDiagnostics

/// A hover for a client that shows only plain text (`textDocument.hover.contentFormat` without `markdown`):
/// the hovers are written in a small part of Markdown — a bold lead at the start of a line, code spans around
/// ids and words, tables and bullet lists — and here lose its marks, a table becoming columns padded to line
/// up, so the client never shows `**`, backticks or `|---|`.
enum PlainHoverText {
    /// Text from the spec or the solver (a title, a reason) as Markdown shows it as written: every character
    /// Markdown could read as a mark is escaped (`A**B` would start bold, a `|` end a table cell).
    static func escaped(_ text: String) -> String {
        guard text.contains(where: { markCharacters.contains($0) }) else { return text }
        var out = ""
        for character in text {
            if markCharacters.contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    private static let markCharacters: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|"]

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
                if !cells.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0 == "-" || $0 == ":" } }) { table.append(cells.map { plain($0, leadIsBold: false) }) }
                continue
            }
            flushTable()
            lines.append(plain(line, leadIsBold: line.hasPrefix("**")))
        }
        flushTable()
        return lines.joined(separator: "\n")
    }

    /// The cells of `| a | b \| c |`, trimmed, split at each `|` not escaped; escapes are kept for `plain`.
    private static func tableCells(_ line: Substring) -> [String] {
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for character in line.dropFirst() {
            if escaped {
                cell.append("\\")
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

    /// A line or a cell without its marks: the bold lead's two pairs of `**` (the hovers make only a line's
    /// lead bold), code spans' backticks, and the backslash of each escaped character, which is kept. Inside a
    /// code span every character is itself (Markdown escapes nothing there: `` `\n` `` shows `\n`).
    private static func plain(_ text: some StringProtocol, leadIsBold: Bool) -> String {
        let characters = Array(text)
        var out = ""
        var index = leadIsBold ? 2 : 0
        var boldOpen = leadIsBold
        var inCode = false
        while index < characters.count {
            let character = characters[index]
            if character == "`" {
                inCode.toggle()
                index += 1
            } else if inCode {
                out.append(character)
                index += 1
            } else if character == "\\", index + 1 < characters.count {
                out.append(characters[index + 1])
                index += 2
            } else if boldOpen, character == "*", index + 1 < characters.count, characters[index + 1] == "*" {
                boldOpen = false
                index += 2
            } else {
                out.append(character)
                index += 1
            }
        }
        return out
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
