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
        // Written as UTF-8 bytes and made a string once: lint prints a diagnostic for every finding, and built
        // by string interpolation and `+=` each of its dozen pieces cost hundreds of instructions to append.
        var out: [UInt8] = []
        out.reserveCapacity(256)
        // The path and the messages may quote a spec (a title in a lint message), so control characters in
        // them are written as escapes (`TerminalText`).
        let path = TerminalText.escapingControls(file.path)
        let location = file.location(of: diagnostic.range.start)
        appendHeader(path, location, diagnostic.severity.label, to: &out)
        out.append(contentsOf: TerminalText.escapingControls(diagnostic.message).utf8)
        out.append(contentsOf: " [".utf8)
        out.append(contentsOf: TerminalText.escapingControls(diagnostic.id.description).utf8)
        out.append(UInt8(ascii: "]"))
        appendEnd(to: &out)
        if showsSourceLine {
            out.append(contentsOf: excerpt(diagnostic.range, in: file).utf8)
        }
        for note in diagnostic.notes {
            appendHeader(path, note.range.map { file.location(of: $0.start) } ?? location, "note", to: &out)
            out.append(contentsOf: TerminalText.escapingControls(note.message).utf8)
            appendEnd(to: &out)
            if showsSourceLine, let range = note.range { out.append(contentsOf: excerpt(range, in: file).utf8) }
        }
        if let fix = diagnostic.fixIt {
            appendHeader(path, file.location(of: fix.range.start), "note", to: &out)
            out.append(contentsOf: "fix: ".utf8)
            out.append(contentsOf: TerminalText.escapingControls(fix.message).utf8)
            appendEnd(to: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Every diagnostic, sorted for output, concatenated.
    public func format(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        Diagnostic.sortedForOutput(diagnostics).map { format($0, in: file) }.joined()
    }

    /// `path:line:column: label: ` — the message follows, then `appendEnd`. With colour, the place is bold,
    /// the label coloured by severity and the message bold.
    private func appendHeader(_ path: String, _ location: SourceFile.Location, _ label: String, to out: inout [UInt8]) {
        if usesColor { out.append(contentsOf: "\u{1B}[1m".utf8) }
        out.append(contentsOf: path.utf8)
        out.append(UInt8(ascii: ":"))
        out.append(contentsOf: String(location.line).utf8)
        out.append(UInt8(ascii: ":"))
        out.append(contentsOf: String(location.column).utf8)
        out.append(UInt8(ascii: ":"))
        guard usesColor else {
            out.append(UInt8(ascii: " "))
            out.append(contentsOf: label.utf8)
            out.append(contentsOf: ": ".utf8)
            return
        }
        let colour: String
        switch label {
        case "error": colour = "\u{1B}[1;31m"
        case "warning": colour = "\u{1B}[1;35m"
        default: colour = "\u{1B}[1;36m"
        }
        out.append(contentsOf: "\u{1B}[0m ".utf8)
        out.append(contentsOf: colour.utf8)
        out.append(contentsOf: label.utf8)
        out.append(contentsOf: ":\u{1B}[0m \u{1B}[1m".utf8)
    }

    /// What ends a header line: the end of the bold message with colour, and the line break.
    private func appendEnd(to out: inout [UInt8]) {
        if usesColor { out.append(contentsOf: "\u{1B}[0m".utf8) }
        out.append(UInt8(ascii: "\n"))
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
