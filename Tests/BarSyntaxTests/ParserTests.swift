import BarDiagnostics
import Testing

@testable import BarSyntax

@Suite struct ParserTests {
    private func parse(_ text: String) -> SyntaxTree {
        Parser.parse(SourceFile(path: "t.bar", text: text))
    }

    @Test func blocksAttributesAndLabels() throws {
        let tree = parse(#"screen inbox { title: "Inbox" stack { toolbar { item compose { symbol: "square.and.pencil" } spacer flexible } } }"#)
        #expect(tree.diagnostics.isEmpty)
        let screen = try #require(tree.statements.first?.block)
        #expect(screen.keyword.text == "screen")
        #expect(screen.label?.text == "inbox")
        #expect(screen.attributes.map(\.name.text) == ["title"])
        #expect(screen.attributes.first?.value?.kind == .string("Inbox"))
        let toolbar = try #require(screen.blocks.first?.blocks.first)
        #expect(toolbar.blocks.map(\.keyword.text) == ["item", "spacer"])
        #expect(toolbar.blocks[1].label?.text == "flexible")
        #expect(toolbar.blocks[1].body == nil)
    }

    @Test func lineBreaksAndIndentationDoNotMatter() {
        let a = parse("screen s { title: \"A\" stack { } }")
        let b = parse("screen\n    s\n{\ntitle:\n\"A\"\n          stack\n{\n}\n}\n")
        #expect(a.diagnostics.isEmpty && b.diagnostics.isEmpty)
        #expect(a.statements.first?.block?.attributes.first?.value?.text == b.statements.first?.block?.attributes.first?.value?.text)
        #expect(a.statements.first?.block?.blocks.count == b.statements.first?.block?.blocks.count)
    }

    @Test func rangesPointAtTheSource() throws {
        let text = "screen s {\n  title: \"A\"\n}"
        let tree = parse(text)
        let attribute = try #require(tree.statements.first?.block?.attributes.first)
        let bytes = Array(text.utf8)
        #expect(String(decoding: bytes[attribute.range.start..<attribute.range.end], as: UTF8.self) == "title: \"A\"")
    }

    @Test func commentsAreKeptInPlace() throws {
        let tree = parse("""
            // leading
            screen s { // on the brace
              title: "A" // trailing
              // closing
            }
            // end
            """)
        #expect(tree.diagnostics.isEmpty)
        let screen = try #require(tree.statements.first?.block)
        #expect(screen.trivia.leadingComments.map(\.text) == [" leading"])
        #expect(screen.body?.openComment?.text == " on the brace")
        #expect(screen.attributes.first?.trivia.trailingComment?.text == " trailing")
        #expect(screen.body?.closingComments.map(\.text) == [" closing"])
        #expect(tree.endComments.map(\.text) == [" end"])
    }

    @Test func missingValueIsReportedAndParsingGoesOn() throws {
        let tree = parse("item a {\n  title:\n  symbol: \"x\"\n}")
        #expect(tree.diagnostics.map(\.id) == ["expected-value"])
        let item = try #require(tree.statements.first?.block)
        #expect(item.attributes.map(\.name.text) == ["title", "symbol"])
        #expect(item.attributes[0].value == nil)
    }

    @Test func everyErrorInOneRun() {
        let tree = parse("screen a {\n  \"loose\"\n  title: \n}\n}\nscreen b { : }")
        #expect(tree.diagnostics.map(\.id) == ["expected-statement", "expected-value", "unmatched-brace", "expected-statement"])
    }

    @Test func unclosedBlockPointsAtItsBrace() {
        let tree = parse("screen a {\n  stack {\n")
        #expect(tree.diagnostics.map(\.id) == ["unclosed-block", "unclosed-block"])
        #expect(tree.statements.count == 1)
    }

    @Test func deepNestingIsBoundedAndLinear() {
        let text = String(repeating: "a {", count: 10_000) + String(repeating: "}", count: 10_000)
        let tree = parse(text)
        #expect(tree.diagnostics.map(\.id) == ["nesting-too-deep"])
    }

    @Test func deepUnclosedNestingIsBounded() {
        let tree = parse(String(repeating: "{", count: 10_000))
        #expect(tree.diagnostics.count <= SyntaxLimits.maximumDiagnostics)
    }

    @Test func labelOnTheKeywordsLineIsTheLabel() throws {
        let tree = parse("toolbar {\n  spacer flexible\n  overflow-menu { item a { } }\n}")
        #expect(tree.diagnostics.isEmpty)
        let toolbar = try #require(tree.statements.first?.block)
        #expect(toolbar.blocks.map(\.keyword.text) == ["spacer", "overflow-menu"])
    }

    @Test func everyStrayLineIsReported() {
        let tree = parse("screen s {\n  \"a\"\n  \"b\"\n  3\n}")
        #expect(tree.diagnostics.map(\.id) == ["expected-statement", "expected-statement", "expected-statement"])
    }

    @Test func lexicalMistakesDoNotCascade() {
        #expect(parse("item a { title = \"A\" }").diagnostics.map(\.id) == ["invalid-character"])
        #expect(parse("item a { title: 'A' }").diagnostics.map(\.id) == ["invalid-character"])
        #expect(parse("item a { title: \u{201C}A\u{201D} }").diagnostics.map(\.id) == ["invalid-character"])
        #expect(parse("item a { height: 720pt }").diagnostics.map(\.id) == ["invalid-number"])
        #expect(parse("item 共有 { }").diagnostics.map(\.id) == ["invalid-character"])
        #expect(parse("item a {\u{00A0}title: \"A\" }").diagnostics.map(\.id) == ["invalid-character"])
        #expect(parse("/* a\n b */ item a { }").diagnostics.map(\.id) == ["invalid-character"])
        #expect(parse("item a { } # note: x").diagnostics.map(\.id) == ["invalid-character"])
    }

    @Test func unclosedBlockIsReportedAtTheEndAfterItsCause() {
        let tree = parse("screen s {\n  item a { title: \"Share symbol: \"x\" }\n")
        #expect(tree.diagnostics.map(\.id).last == "unclosed-block")
    }

    @Test func numberLabelIsReported() {
        #expect(parse("item 3 { }").diagnostics.map(\.id) == ["expected-name"])
    }

    @Test func diagnosticsAreCapped() {
        let tree = parse(String(repeating: "x:\n", count: 1000))
        #expect(tree.diagnostics.count == SyntaxLimits.maximumDiagnostics)
        #expect(tree.unlistedErrorCount == 1000 - SyntaxLimits.maximumDiagnostics)
    }

    @Test func lexicalDiagnosticsAreCappedToo() {
        let tree = parse(String(repeating: "= ", count: 100_000))
        #expect(tree.diagnostics.count <= SyntaxLimits.maximumDiagnostics)
        #expect(tree.unlistedErrorCount > 0)
    }

    @Test func stringLiteralRoundTrip() {
        for text in ["plain", "quote \" and \\ slash", "line\nbreak\ttab", "日本語 🎉", "bell\u{7}", "csi\u{9B}31m nel\u{85}"] {
            let literal = StringLiteral.encode(text)
            #expect(StringLiteral.decode(ArraySlice(Array(literal.utf8))) == text)
        }
        // Every control character is spelled out, C1 ones too (CSI and NEL act on terminals and viewers).
        #expect(StringLiteral.encode("a\u{9B}b\u{85}c\u{7F}") == #""a\u{9B}b\u{85}c\u{7F}""#)
    }

    /// A name followed by '{' where a value belongs starts the next block: the value is what is missing.
    @Test func nameBeforeABraceIsNotAValue() {
        let tree = parse("screen s {\n  compression:\n  tab-view { selected: a }\n}\n")
        #expect(tree.diagnostics.map(\.id) == ["expected-value"])
        let screen = tree.statements.first?.block
        #expect(screen?.blocks.map(\.keyword.text) == ["tab-view"])
        #expect(screen?.attributes.first?.value == nil)
    }

    /// A stray colon at the start of a line is the error, not the value before it.
    @Test func strayColonAtTheStartOfALine() {
        let tree = parse("screen s {\n  immersive: true\n  : disabled\n}\n")
        #expect(tree.diagnostics.map(\.id) == ["expected-statement"])
        #expect(SourceFile(path: "t", text: "screen s {\n  immersive: true\n  : disabled\n}\n").location(of: tree.diagnostics[0].range.start).line == 3)
        #expect(tree.statements.first?.block?.attributes.first?.value?.text == "true")
    }

    /// Valid files read the same on one line as on many.
    @Test func oneLineFileWithBlocksAfterValues() {
        let tree = parse("screen s { compression: automatic tab-view { selected: a tab a { title: \"A\" symbol: \"a\" } } }")
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.statements.first?.block?.blocks.first?.keyword.text == "tab-view")
    }
}
