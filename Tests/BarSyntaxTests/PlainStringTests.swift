import BarDiagnostics
import Testing

@testable import BarSyntax

/// A string closed by its quote with no escape is marked plain by the scanner, and its text is then read as the
/// bytes between its quotes (`Block.quotedText`): that text must be the one `StringLiteral.decode` gives.
@Suite struct PlainStringTests {
    @Test(arguments: [
        (#""Share""#, true), (#""""#, true), (#""共有 ✓""#, true), (#""a \"b\"""#, false), (#""tab\there""#, false),
        (#""\u{1F600}""#, false),
    ])
    func aStringIsPlainWhenClosedWithoutEscapes(literal: String, isPlain: Bool) {
        let tokens = ScannedTokens(SourceFile(path: "t.bar", text: "title: \(literal)")).tokens
        #expect(tokens[2].kind == .string)
        #expect(tokens[2].isPlainString == isPlain, "\(literal)")
    }

    @Test func anUnclosedOrWronglyQuotedStringIsNotPlain() {
        for text in ["title: \"open\n", "title: \"open", "title: 'Share'", "title: “Share”"] {
            let tokens = ScannedTokens(SourceFile(path: "t.bar", text: text)).tokens
            #expect(tokens[2].kind == .string, "\(text)")
            #expect(!tokens[2].isPlainString, "\(text)")
        }
        #expect(!ScannedTokens(SourceFile(path: "t.bar", text: "title: share")).tokens[2].isPlainString)
    }

    @Test(arguments: [#""Share""#, #""""#, #""共有 ✓""#, #""a \"b\"""#, #""tab\there""#, #""\u{1F600}""#, "'Share'", "\"open\n"])
    func quotedTextIsTheDecodedLiteral(literal: String) throws {
        let tree = Parser.parse(SourceFile(path: "t.bar", text: "item x {\n  title: \(literal)\n}\n"))
        guard case .block(let block) = try #require(tree.statements.first) else {
            Issue.record("no block")
            return
        }
        var texts: [(quoted: String?, decoded: String?)] = []
        block.forEachStatement(wordsIn: WordTable(["title"])) { node, _ in
            guard node.kind == .attribute else { return }
            let value = block.attribute(node).value
            texts.append((block.quotedText(node), value?.isString == true ? value?.text : nil))
        }
        #expect(texts.count == 1)
        #expect(texts.first?.quoted == texts.first?.decoded, "\(literal)")
    }
}
