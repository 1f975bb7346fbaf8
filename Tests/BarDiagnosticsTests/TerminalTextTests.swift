import Testing

@testable import BarDiagnostics

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

    /// The check on UTF-8 bytes, eight at a time, agrees with the definition on scalars for every scalar, alone
    /// and at every place in a longer text (the bytes of a C1 control split across two words included).
    @Test("every scalar is a control exactly when its bytes say so")
    func byteCheckAgreesWithScalars() {
        func text(_ scalar: Unicode.Scalar, after padding: Int) -> String {
            var text = String(repeating: "a", count: padding)
            text.unicodeScalars.append(scalar)
            return text + "\u{C2}é and then some more text"
        }
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = TerminalText.isControl(scalar)
            var alone = ""
            alone.unicodeScalars.append(scalar)
            // Every scalar of one and two bytes at each of 17 places; the rest at one place each, spread over them.
            let paddings = value < 0x800 ? Array(0...16) : [Int(value % 17)]
            if TerminalText.containsControl(alone) != expected
                || paddings.contains(where: { TerminalText.containsControl(text(scalar, after: $0)) != expected })
            {
                disagreements.append(value)
            }
        }
        #expect(disagreements.isEmpty)
        #expect(!TerminalText.containsControl("Â\u{A0}Â¡ÿ受信箱 📬 ÂÂÂÂÂÂÂÂ\u{A0}"))
        #expect(TerminalText.containsControl("a long title well past fifteen bytes, then \u{9F}"))
        #expect(TerminalText.containsControl("1234567\u{85}"))
    }
}
