import BarDiagnostics
import BarFormat
import BarSyntax
import Testing

/// The two checks `bar fmt` runs so that nothing is lost even if the parser or the formatter is wrong.
@Suite("Format: safety checks")
struct SafetyCheckTests {
    func parse(_ text: String) -> SyntaxTree {
        Parser.parse(SourceFile(path: "test.bar", text: text))
    }

    @Test func everyCommentPlacedMeansNoDiagnostic() {
        let tree = parse("// a\nscreen s { // b\n  title: \"S\" // c\n  // d\n}\n// e\n")
        #expect(Formatter.unplacedComments(in: tree).isEmpty)
    }

    /// A comment the tree lost (simulated by removing it) is reported at its place, not dropped.
    @Test func commentMissingFromTheTreeIsReported() {
        var tree = parse("screen s {}\n// the end\n")
        #expect(tree.endComments.count == 1)
        tree.endComments = []
        let unplaced = Formatter.unplacedComments(in: tree)
        #expect(unplaced.map(\.id) == ["unplaced-comment"])
        #expect(unplaced.first?.severity == .error)
        #expect(unplaced.first?.range == SourceRange(start: 12, end: 22))
    }

    @Test func preservesMeaningAcceptsTheFormattedText() {
        let tree = parse("a{b:1 c{d:\"x\"}}// end\n")
        #expect(Formatter.preservesMeaning(of: tree, in: Formatter.format(tree)))
    }

    /// 2,048 literal tabs are within the limit on a literal's length as written and twice over it spelled
    /// `\t`; 900 raw BEL characters are five times over as `\u{7}`. Canonical, the file could not be read back,
    /// and `fmt` refused a file `check` accepts (`format-failed`); such a string is kept as written.
    @Test func aStringWhoseCanonicalSpellingIsTooLongIsKeptAsWritten() {
        for inner in [String(repeating: "\t", count: 2_048), "x" + String(repeating: "\u{7}", count: 900)] {
            let written = "\"" + inner + "\""
            let tree = parse("screen s {\n    stack { title: \(written) }\n}\n")
            #expect(!tree.hasErrors)
            let formatted = Formatter.format(tree)
            #expect(formatted == "screen s {\n  stack {\n    title: \(written)\n  }\n}\n")
            #expect(Formatter.preservesMeaning(of: tree, in: formatted))
            #expect(Formatter.format(parse(formatted)) == formatted)
        }
        // A short one still takes its canonical spelling.
        #expect(Formatter.format(parse("screen s { stack { title: \"a\tb\" } }\n")) == "screen s {\n  stack { title: \"a\\tb\" }\n}\n")
    }

    @Test func preservesMeaningRejectsAnyChangeOfMeaning() {
        let tree = parse("a {\n  b: 1 // why\n  c {}\n}\n")
        #expect(!Formatter.preservesMeaning(of: tree, in: "a {\n  b: 2 // why\n  c {}\n}\n"), "a value")
        #expect(!Formatter.preservesMeaning(of: tree, in: "a {\n  c {}\n  b: 1 // why\n}\n"), "the order")
        #expect(!Formatter.preservesMeaning(of: tree, in: "a {\n  b: 1\n  c {}\n}\n"), "a lost comment")
        #expect(!Formatter.preservesMeaning(of: tree, in: "a {\n  // why\n  b: 1\n  c {}\n}\n"), "a moved comment")
        #expect(!Formatter.preservesMeaning(of: tree, in: "a {\n  b: \"1\" // why\n  c {}\n}\n"), "a value's kind")
        #expect(!Formatter.preservesMeaning(of: tree, in: "a {\n  b: 1 // why\n  c {}\n"), "a syntax error")
    }
}
