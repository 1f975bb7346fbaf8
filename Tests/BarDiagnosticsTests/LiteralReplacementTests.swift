import Testing

@testable import BarDiagnostics

@Suite struct LiteralReplacementTests {
    @Test func replacesEveryOccurrenceFromTheStartWithoutOverlaps() {
        #expect("a|b||c".replacing(literal: "|", with: "\\|") == "a\\|b\\|\\|c")
        #expect("aaa".replacing(literal: "aa", with: "b") == "ba")
        #expect("it's".replacing(literal: "'", with: "'\\''") == "it'\\''s")
        #expect("no match".replacing(literal: "|", with: "x") == "no match")
        #expect("".replacing(literal: "|", with: "x") == "")
        #expect("abc".replacing(literal: "", with: "x") == "abc")
    }

    @Test func matchesScalarsNotCharacters() {
        // A quote followed by a combining mark is still a quote for a shell; a line feed after a carriage
        // return is still a line feed for Markdown.
        #expect("a'\u{301}b".replacing(literal: "'", with: "Q") == "aQ\u{301}b")
        #expect("a\r\nb".replacing(literal: "\n", with: " ") == "a\r b")
        #expect("日本|語".replacing(literal: "|", with: "｜") == "日本｜語")
        #expect("e\u{301}e".replacing(literal: "e\u{301}", with: "é") == "ée")
    }
}
