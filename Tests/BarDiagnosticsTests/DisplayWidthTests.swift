import Testing

@testable import BarDiagnostics

/// Terminal cells, as `fmt` measures its 100 columns and a caret is placed under a character.
@Suite struct DisplayWidthTests {
    @Test func asciiAndLatinTakeOneCell() {
        #expect(DisplayWidth.of("Inbox") == 5)
        #expect(DisplayWidth.of("Résumé") == 6)
        #expect(DisplayWidth.of("e\u{301}") == 1)  // e and a combining accent: one character
    }

    @Test func wideCharactersTakeTwoCells() {
        #expect(DisplayWidth.of("受信") == 4)
        #expect(DisplayWidth.of("😀") == 2)
        // Emoji outside the blocks listed by hand: transport (🚀), symbols (✅, ⚡).
        #expect(DisplayWidth.of("🚀") == 2)
        #expect(DisplayWidth.of("✅⚡") == 4)
        // A flag is two regional indicators in one character, shown as one picture.
        #expect(DisplayWidth.of("🇯🇵") == 2)
        #expect(DisplayWidth.of("❤️") == 2)  // with the emoji presentation selector
    }

    @Test func invisibleCharactersTakeNone() {
        #expect(DisplayWidth.of("a\u{200B}b") == 2)  // zero-width space
        #expect(DisplayWidth.of("\u{FEFF}x") == 1)  // byte order mark
        #expect(DisplayWidth.of("\u{200E}") == 0)  // left-to-right mark
        #expect(DisplayWidth.of("\u{301}") == 0)  // a combining mark with nothing before it
        // Digits are emoji only with a selector: alone they are text, one cell.
        #expect(DisplayWidth.of("1#") == 2)
    }
}
