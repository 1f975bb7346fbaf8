/// Renders diagnostics the way compilers do, so Xcode, editors and people read them without help:
///
///     Specs/mail.bar:3:16: error: unknown attribute 'titel'; did you mean 'title'? [unknown-attribute]
///         item share { titel: "Share" }
///                      ^~~~~
///     Specs/mail.bar:3:16: note: fix: replace with 'title'
///
/// The source excerpt is optional (lint prints it only on a terminal); colour only when asked.
public struct DiagnosticFormatter: Sendable {
    public var showsSourceLine: Bool
    public var usesColor: Bool
    /// The widest excerpt printed; longer lines are cut around the caret so a 1 MB line stays readable.
    public var maximumExcerptWidth: Int

    public init(showsSourceLine: Bool = true, usesColor: Bool = false, maximumExcerptWidth: Int = 120) {
        self.showsSourceLine = showsSourceLine
        self.usesColor = usesColor
        self.maximumExcerptWidth = maximumExcerptWidth
    }

    public func format(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        var out = ""
        let location = file.location(of: diagnostic.range.start)
        out += header(file.path, location, diagnostic.severity.label, diagnostic.message + " [\(diagnostic.id)]")
        out += "\n"
        if showsSourceLine {
            out += excerpt(diagnostic.range, in: file)
        }
        for note in diagnostic.notes {
            if let range = note.range {
                out += header(file.path, file.location(of: range.start), "note", note.message) + "\n"
                if showsSourceLine { out += excerpt(range, in: file) }
            } else {
                out += header(file.path, location, "note", note.message) + "\n"
            }
        }
        if let fix = diagnostic.fixIt {
            let fixLocation = file.location(of: fix.range.start)
            out += header(file.path, fixLocation, "note", "fix: \(fix.message)") + "\n"
        }
        return out
    }

    /// Every diagnostic, sorted for output, concatenated.
    public func format(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        Diagnostic.sortedForOutput(diagnostics).map { format($0, in: file) }.joined()
    }

    /// `path:line:column: label: message`. The path and message may quote a spec (a title in a lint message),
    /// so control characters in them are written as escapes (`TerminalText`).
    private func header(_ path: String, _ location: SourceFile.Location, _ label: String, _ text: String) -> String {
        let message = TerminalText.escapingControls(text)
        let place = "\(TerminalText.escapingControls(path)):\(location.line):\(location.column):"
        guard usesColor else { return "\(place) \(label): \(message)" }
        let colour: String
        switch label {
        case "error": colour = "\u{1B}[1;31m"
        case "warning": colour = "\u{1B}[1;35m"
        default: colour = "\u{1B}[1;36m"
        }
        return "\u{1B}[1m\(place)\u{1B}[0m \(colour)\(label):\u{1B}[0m \u{1B}[1m\(message)\u{1B}[0m"
    }

    /// The source line and a caret line under `range` (clipped to its first line).
    func excerpt(_ range: SourceRange, in file: SourceFile) -> String {
        guard !file.bytes.isEmpty || range.start == 0 else { return "" }
        let lineIndex = file.lineIndex(of: range.start)
        var lineBytes = file.lineRange(lineIndex)
        // A byte-order mark is invisible on a terminal; printing it would shift the caret.
        if lineIndex == 0, file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { lineBytes = min(3, lineBytes.upperBound)..<lineBytes.upperBound }
        let startInLine = min(max(range.start, lineBytes.lowerBound), lineBytes.upperBound)
        let endInLine = min(max(range.end, startInLine), lineBytes.upperBound)
        // Only a window around the range is ever shown, so only that much is decoded: a diagnostic on a 1 MB
        // line costs the same as one on a short line. The window starts on a character boundary.
        let reach = 4 * maximumExcerptWidth
        var windowStart = max(lineBytes.lowerBound, startInLine - reach)
        while windowStart > lineBytes.lowerBound, windowStart < file.bytes.count, file.bytes[windowStart] & 0xC0 == 0x80 { windowStart -= 1 }
        var windowEnd = min(lineBytes.upperBound, max(endInLine, startInLine + reach) + reach)
        while windowEnd < lineBytes.upperBound, file.bytes[windowEnd] & 0xC0 == 0x80 { windowEnd += 1 }
        let clippedLeft = windowStart > lineBytes.lowerBound
        let clippedRight = windowEnd < lineBytes.upperBound
        lineBytes = windowStart..<windowEnd
        let before = printable(file.bytes[lineBytes.lowerBound..<startInLine])
        let marked = printable(file.bytes[startInLine..<endInLine])
        let after = printable(file.bytes[endInLine..<lineBytes.upperBound])

        var head = before
        var tail = after
        var markedText = marked
        var prefixMark = clippedLeft ? "…" : ""
        var suffixMark = clippedRight ? "…" : ""
        // Keep long lines readable: at most `maximumExcerptWidth` cells, the caret always visible.
        let context = maximumExcerptWidth / 2
        let fits = !clippedLeft && !clippedRight
            && DisplayWidth.of(head) + DisplayWidth.of(markedText) + DisplayWidth.of(tail) <= maximumExcerptWidth
        if !fits, DisplayWidth.of(head) > context {
            head = String(head.suffix(context))
            prefixMark = "…"
        }
        if !fits, DisplayWidth.of(markedText) > maximumExcerptWidth {
            markedText = String(markedText.prefix(maximumExcerptWidth))
            tail = ""
            suffixMark = "…"
        }
        if !fits, DisplayWidth.of(tail) > context {
            tail = String(tail.prefix(context))
            suffixMark = "…"
        }
        let indent = "    "
        let line = indent + prefixMark + head + markedText + tail + suffixMark
        let caretPad = String(repeating: " ", count: DisplayWidth.of(prefixMark) + DisplayWidth.of(head))
        let underline = "^" + String(repeating: "~", count: max(0, DisplayWidth.of(markedText) - 1))
        let caret = usesColor ? "\u{1B}[1;32m\(underline)\u{1B}[0m" : underline
        return line + "\n" + indent + caretPad + caret + "\n"
    }

    /// Text safe to print on one terminal line: tabs become spaces, control characters become `?`.
    private func printable(_ bytes: ArraySlice<UInt8>) -> String {
        var text = ""
        for character in String(decoding: bytes, as: UTF8.self) {
            if character == "\t" {
                text.append(" ")
            } else if let scalar = character.unicodeScalars.first, scalar.value < 0x20 || scalar.value == 0x7F {
                text.append("?")
            } else {
                text.append(character)
            }
        }
        return text
    }
}
