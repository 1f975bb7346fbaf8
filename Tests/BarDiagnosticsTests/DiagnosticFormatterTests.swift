import Testing

@testable import BarDiagnostics

@Suite struct DiagnosticFormatterTests {
    @Test func compilerStyleWithCaretUnderTheRange() {
        let file = SourceFile(path: "a.bar", text: "screen s {\n  stack { titel: \"A\" }\n}\n")
        let diagnostic = Diagnostic.error("unknown-attribute", "unknown attribute 'titel'; did you mean 'title'?", at: SourceRange(start: 21, end: 26), fixIt: .init("replace with 'title'", replacing: SourceRange(start: 21, end: 26), with: "title"))
        #expect(DiagnosticFormatter().format(diagnostic, in: file) == """
            a.bar:2:11: error: unknown attribute 'titel'; did you mean 'title'? [unknown-attribute]
                  stack { titel: "A" }
                          ^~~~~
            a.bar:2:11: note: fix: replace with 'title'

            """)
    }

    @Test func columnsCountCharactersAndCaretsCountCells() {
        let text = "title: \"日本語\" x\n"
        let file = SourceFile(path: "j.bar", text: text)
        let offset = Array(text.utf8).firstIndex(of: UInt8(ascii: "x"))!
        let diagnostic = Diagnostic.error("e", "m", at: SourceRange(start: offset, end: offset + 1))
        #expect(file.location(of: offset) == SourceFile.Location(line: 1, column: 14))
        let lines = DiagnosticFormatter().format(diagnostic, in: file).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "j.bar:1:14: error: m [e]")
        #expect(lines[2] == "    " + String(repeating: " ", count: 16) + "^")
    }

    @Test func notesWithAndWithoutPlaces() {
        let file = SourceFile(path: "n.bar", text: "item a { }\nitem a { }\n")
        let diagnostic = Diagnostic.error("duplicate-id", "id 'a' is already used", at: SourceRange(start: 16, end: 17), notes: [.init("first used here", at: SourceRange(start: 5, end: 6)), .init("ids must be unique")])
        #expect(DiagnosticFormatter(showsSourceLine: false).format(diagnostic, in: file) == """
            n.bar:2:6: error: id 'a' is already used [duplicate-id]
            n.bar:1:6: note: first used here
            n.bar:2:6: note: ids must be unique

            """)
    }

    @Test func longLinesAreClippedAroundTheCaret() {
        let text = String(repeating: "a", count: 1_000_000) + " bad"
        let file = SourceFile(path: "l.bar", text: text)
        let diagnostic = Diagnostic.error("e", "m", at: SourceRange(start: 1_000_001, end: 1_000_004))
        let lines = DiagnosticFormatter().format(diagnostic, in: file).split(separator: "\n")
        #expect(lines[0] == "l.bar:1:1000002: error: m [e]")
        #expect(lines[1].count < 130)
        #expect(lines[1].hasSuffix("bad"))
        #expect(lines[2].hasSuffix("^~~"))
    }

    @Test func tabsAndCRLFDoNotShiftTheCaret() {
        let file = SourceFile(path: "t.bar", text: "\tx y\r\n")
        let diagnostic = Diagnostic.error("e", "m", at: SourceRange(start: 3, end: 4))
        let lines = DiagnosticFormatter().format(diagnostic, in: file).split(separator: "\n")
        #expect(lines[1] == "     x y")
        #expect(lines[2] == "       ^")
    }

    @Test func colourOnlyWhenAsked() {
        let file = SourceFile(path: "c.bar", text: "x")
        let diagnostic = Diagnostic.warning("w", "m", at: SourceRange(start: 0, end: 1))
        #expect(!DiagnosticFormatter().format(diagnostic, in: file).contains("\u{1B}"))
        #expect(DiagnosticFormatter(usesColor: true).format(diagnostic, in: file).contains("\u{1B}["))
    }

    @Test func sortedForOutputIsByPlaceThenID() {
        let a = Diagnostic.error("b", "m", at: SourceRange(start: 5, end: 6))
        let b = Diagnostic.error("a", "m", at: SourceRange(start: 5, end: 6))
        let c = Diagnostic.error("z", "m", at: SourceRange(start: 1, end: 2))
        #expect(Diagnostic.sortedForOutput([a, b, c]).map(\.id) == ["z", "a", "b"])
    }
}

@Suite struct SuggestionTests {
    @Test func closeTyposAreSuggested() {
        #expect(Suggestion.closest(to: "itme", in: ["item", "menu", "group"]) == "item")
        #expect(Suggestion.closest(to: "titel", in: ["title", "symbol"]) == "title")
        #expect(Suggestion.closest(to: "horizontl", in: ["automatic", "horizontal-only", "vertical-preferred"]) == "horizontal-only")
        #expect(Suggestion.closest(to: "slove", in: ["solve", "lint", "check"]) == "solve")
    }

    @Test func farWordsAreNot() {
        #expect(Suggestion.closest(to: "banana", in: ["item", "menu", "group"]) == nil)
        #expect(Suggestion.didYouMean("zzz", in: ["title"]) == "")
    }
}
