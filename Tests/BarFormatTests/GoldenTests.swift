import BarDiagnostics
import BarFormat
import BarSyntax
import Testing

/// Each `Fixtures/<name>.input` formats to exactly `Fixtures/<name>.expected`, whatever its line endings.
@Suite("Format: golden files")
struct GoldenTests {
    @Test func fixturesExist() {
        #expect(Corpus.fixtureNames.count >= 8, "fixtures not found under \(Corpus.fixturesFolder.path)")
    }

    @Test(arguments: Corpus.fixtureNames)
    func formatsToExpected(_ name: String) {
        let input = Corpus.fixture(name, "input")
        let expected = Corpus.fixture(name, "expected")
        #expect(format(input, path: name) == expected)
    }

    @Test(arguments: Corpus.fixtureNames)
    func expectedIsAlreadyCanonical(_ name: String) {
        let expected = Corpus.fixture(name, "expected")
        #expect(format(expected, path: name) == expected)
    }

    /// A file saved with Windows line endings formats to the same text with `\n` (comments lose their `\r`).
    @Test(arguments: Corpus.fixtureNames)
    func crlfInputFormatsTheSame(_ name: String) {
        let input = Mangle.crlf(Corpus.fixture(name, "input"))
        #expect(input.utf8.contains(UInt8(ascii: "\r")))
        #expect(format(input, path: name) == Corpus.fixture(name, "expected"))
    }

    /// A byte-order mark is dropped: the canonical file is plain UTF-8.
    @Test func byteOrderMarkIsDropped() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("screen s { stack { title: \"S\" } }\n".utf8)
        let tree = Parser.parse(SourceFile(path: "bom.bar", bytes: bytes))
        #expect(Formatter.format(tree) == "screen s {\n  stack { title: \"S\" }\n}\n")
    }
}
