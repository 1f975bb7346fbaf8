import BarDiagnostics
import Testing

@Suite("Terminal text")
struct TerminalTextTests {
    @Test("control characters are written as the escapes that spell them in a spec")
    func controlsAreEscaped() {
        #expect(TerminalText.escapingControls("x\u{1B}[31mRED") == "x\\u{1B}[31mRED")
        #expect(TerminalText.escapingControls("a\u{0}b\u{7F}c\u{85}d\nend\t") == "a\\u{0}b\\u{7F}c\\u{85}d\\u{A}end\\u{9}")
        #expect(TerminalText.escapingControls("受信箱 📬 \u{A0}") == "受信箱 📬 \u{A0}")
    }

    @Test("a diagnostic quoting a title with control characters prints no control character")
    func diagnosticsPrintNone() {
        let file = SourceFile(path: "s\u{1B}.bar", text: "screen s {}\n")
        let diagnostic = Diagnostic.error(.unknownAttribute, "title 'a\u{1B}[2J' is odd", at: SourceRange(start: 0, end: 6))
        let text = DiagnosticFormatter(showsSourceLine: true).format(diagnostic, in: file)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(text.hasPrefix("s\\u{1B}.bar:1:1: error: title 'a\\u{1B}[2J' is odd [unknown-attribute]\n"))
    }
}
