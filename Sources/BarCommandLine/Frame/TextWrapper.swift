import BarDiagnostics

/// Greedy word wrapping by terminal cells, for help text and usage lines.
///
/// Words are never split: a word wider than the line (a long path) gets a line of its own and overflows,
/// which reads better than a path broken in two and can never fail.
enum TextWrapper {
    /// `words` laid out in lines of at most `width` cells: the first line starts with `firstPrefix`,
    /// later ones with `indent` spaces. Returns at least one line (the prefix alone if there are no words).
    static func wrap(_ words: [String], width: Int, firstPrefix: String = "", indent: Int = 0) -> [String] {
        var lines: [String] = []
        var line = firstPrefix
        var lineWidth = DisplayWidth.of(firstPrefix)
        var lineHasWord = false
        let indentation = String(repeating: " ", count: max(0, indent))
        for word in words where !word.isEmpty {
            let wordWidth = DisplayWidth.of(word)
            if !lineHasWord {
                line += word
                lineWidth += wordWidth
                lineHasWord = true
            } else if lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
            } else {
                lines.append(line)
                line = indentation + word
                lineWidth = indentation.count + wordWidth
            }
        }
        lines.append(line)
        return lines.map(trimmingTrailingSpaces)
    }

    /// `text` split into words at spaces and line breaks, then wrapped as `wrap(_:width:firstPrefix:indent:)`.
    static func wrap(_ text: String, width: Int, firstPrefix: String = "", indent: Int = 0) -> [String] {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
        return wrap(words, width: width, firstPrefix: firstPrefix, indent: indent)
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
