import BarDiagnostics
import Testing

@testable import BarSyntax

@Suite struct ScannerTests {
    private func lex(_ text: String) -> (kinds: [TokenKind], diagnostics: [Diagnostic]) {
        let scanned = ScannedTokens(SourceFile(path: "t.bar", text: text))
        return (scanned.tokens.map(\.kind), scanned.diagnostics)
    }

    private func lex(bytes: [UInt8]) -> (kinds: [TokenKind], diagnostics: [Diagnostic]) {
        let scanned = ScannedTokens(SourceFile(path: "t.bar", bytes: bytes))
        return (scanned.tokens.map(\.kind), scanned.diagnostics)
    }

    @Test func tokenKinds() {
        let result = lex(#"item share { title: "Share" badge: 3 width: 455.5 }"#)
        #expect(result.kinds == [.identifier, .identifier, .leftBrace, .identifier, .colon, .string, .identifier, .colon, .number, .identifier, .colon, .number, .rightBrace, .endOfFile])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func namesMayHoldDashesDotsAndDigits() {
        #expect(lex("prefers-toolbar-items a.circle tab_2").kinds == [.identifier, .identifier, .identifier, .endOfFile])
    }

    @Test func commentsAreTriviaOfTheNextToken() throws {
        let scanned = ScannedTokens(SourceFile(path: "t.bar", text: "a // after a\n\n// before b\nb"))
        let tokens = scanned.tokens
        #expect(tokens.count == 3)
        let comments = Array(scanned.comments[tokens[1].commentRange])
        #expect(comments.map(\.text) == [" after a", " before b"])
        #expect(comments[0].isTrailing)
        #expect(!comments[1].isTrailing)
        #expect(comments[1].blankLinesBefore == 1)
        #expect(tokens[1].startsLine)
    }

    @Test func byteOrderMarkIsSkipped() {
        let result = lex(bytes: [0xEF, 0xBB, 0xBF] + Array("screen".utf8))
        #expect(result.kinds == [.identifier, .endOfFile])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func crlfAndTabsAreWhiteSpace() {
        let result = lex("a\r\n\tb\r\n")
        #expect(result.kinds == [.identifier, .identifier, .endOfFile])
        #expect(result.diagnostics.isEmpty)
    }

    /// Bytes that are not UTF-8, control characters and NULs are reported and then skipped like white space:
    /// as a token they took the next word for their name and gave follow-on errors.
    @Test func invalidUTF8IsReportedAtItsByteAndSkipped() {
        let result = lex(bytes: Array("a ".utf8) + [0xFF, 0xFE] + Array(" b".utf8))
        #expect(result.diagnostics.map(\.id) == ["invalid-utf8"])
        #expect(result.diagnostics[0].range == SourceRange(start: 2, end: 4))
        #expect(result.kinds == [.identifier, .identifier, .endOfFile])
        let control = lex(bytes: Array("a ".utf8) + [0x01] + Array(" b".utf8) + [0, 0] + Array("c".utf8))
        #expect(control.diagnostics.map(\.id) == ["invalid-character", "nul-byte"])
        #expect(control.kinds == [.identifier, .identifier, .identifier, .endOfFile])
    }

    /// A name that goes on in letters outside ASCII is one bad word with one error, not a name and a stray
    /// character.
    @Test func aNameWithALetterOutsideASCIIIsOneBadWord() {
        let result = lex("item café {")
        #expect(result.kinds == [.identifier, .invalid, .leftBrace, .endOfFile])
        #expect(result.diagnostics.map(\.message) == [
            "'café' is not a name: names are ASCII letters, digits, '-', '_' and '.'; use an ASCII id and put this text in a quoted string such as 'title:'",
        ])
        #expect(result.diagnostics[0].range == SourceRange(start: 5, end: 10))
    }

    @Test("junk messages name the bytes: a run of bad bytes by its first four, a control character in hex, stray text as written")
    func junkMessages() {
        let run = lex(bytes: Array("a ".utf8) + [0xFF, 0xFE, 0x80, 0x81, 0x82] + Array(" b".utf8))
        #expect(run.diagnostics.map(\.message) == ["invalid UTF-8 (bytes 0xFF 0xFE 0x80 0x81); save the file as UTF-8"])
        #expect(run.diagnostics[0].range == SourceRange(start: 2, end: 7))
        #expect(lex(bytes: [0xC0]).diagnostics.map(\.message) == ["invalid UTF-8 (bytes 0xC0); save the file as UTF-8"])
        #expect(lex(bytes: Array("title: \"a".utf8) + [0xC3] + Array("\"".utf8)).diagnostics.map(\.message) == ["invalid UTF-8 (bytes 0xC3); save the file as UTF-8"])
        #expect(lex(bytes: [UInt8(ascii: "a"), 0x0B, UInt8(ascii: "b")]).diagnostics.map(\.message) == ["unexpected character '0x0B'"])
        #expect(lex("a ^ b").diagnostics.map(\.message) == ["unexpected character '^'"])
        #expect(lex("a; b").diagnostics.map(\.message) == ["unexpected ';'; statements need no separator, a space or line break is enough"])
        #expect(lex("名前 { }").diagnostics.map(\.message) == ["'名前' is not a name: names are ASCII letters, digits, '-', '_' and '.'; use an ASCII id and put this text in a quoted string such as 'title:'"])
        #expect(lex("title: 'Share'").diagnostics.map(\.message) == ["strings use straight double quotes, not single quotes"])
        #expect(lex("title: \u{201C}Share\u{201D}").diagnostics.map(\.message) == ["strings use straight double quotes, not curly quotes"])
        #expect(lex("title: 'Share").diagnostics.map(\.message) == ["unexpected single quote; strings use straight double quotes"])
    }

    @Test func invalidUTF8InsideAStringIsReported() {
        let result = lex(bytes: Array("title: \"a".utf8) + [0xC3] + Array("\"".utf8))
        #expect(result.diagnostics.map(\.id) == ["invalid-utf8"])
    }

    @Test func nulBytesAreReported() {
        let result = lex(bytes: [UInt8(ascii: "a"), 0, 0, UInt8(ascii: "b")])
        #expect(result.diagnostics.map(\.id) == ["nul-byte"])
        #expect(result.diagnostics[0].range == SourceRange(start: 1, end: 3))
    }

    @Test func unterminatedStringStopsAtTheLineEnd() {
        let result = lex("title: \"Share\nsymbol: \"x\"")
        #expect(result.diagnostics.map(\.id) == ["unterminated-string"])
        #expect(result.kinds == [.identifier, .colon, .string, .identifier, .colon, .string, .endOfFile])
    }

    @Test func escapes() {
        #expect(lex(#"title: "a\"b\\c\n\t\u{1F600}""#).diagnostics.isEmpty)
        #expect(lex(#"title: "a\qb""#).diagnostics.map(\.id) == ["invalid-escape"])
        #expect(lex(#"title: "\u{D800}""#).diagnostics.map(\.id) == ["invalid-escape"])
    }

    @Test func helpfulMessagesForForeignPunctuation() {
        #expect(lex("title = 3").diagnostics[0].fixIt?.replacement == ":")
        #expect(lex("a; b").diagnostics[0].message.contains("no separator"))
        #expect(lex("# note").diagnostics[0].message.contains("'//'"))
        #expect(lex("/* x */").diagnostics[0].message.contains("block comments"))
    }

    @Test func numberGluedToNameIsOneBadWord() {
        let result = lex("width: 3px")
        #expect(result.diagnostics.map(\.id) == ["invalid-number"])
        #expect(result.kinds == [.identifier, .colon, .invalid, .endOfFile])
    }

    @Test func nonASCIIOutsideStringsNamesTheCharacter() {
        let result = lex("タイトル")
        #expect(result.diagnostics.map(\.id) == ["invalid-character"])
        #expect(result.diagnostics.first?.message.contains("'タイトル' is not a name") == true)
    }

    /// A string left open gives back the closing braces at the end of its line, so they still close blocks.
    @Test func unterminatedStringGivesBackClosingBraces() throws {
        let scanned = ScannedTokens(SourceFile(path: "t.bar", text: "item a { title: \"Share }\n}\n"))
        let tokens = scanned.tokens
        #expect(tokens.map(\.kind) == [.identifier, .identifier, .leftBrace, .identifier, .colon, .string, .rightBrace, .rightBrace, .endOfFile])
        #expect(tokens[5].range == SourceRange(start: 16, end: 22))
        let error = try #require(scanned.diagnostics.first)
        #expect(error.id == "unterminated-string")
        #expect(error.fixIt?.range == SourceRange.at(22))
    }

    /// `"Compose symbol: "x"`: the open string follows a word glued to a quote, and the note says where to look.
    @Test func unterminatedStringAfterAGluedWordPointsEarlier() throws {
        let result = lex("title: \"Compose symbol: \"x\"\n")
        let error = try #require(result.diagnostics.first)
        #expect(error.id == "unterminated-string")
        #expect(error.notes.first?.range == SourceRange(start: 24, end: 25))
    }
}
