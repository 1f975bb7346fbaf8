import BarDiagnostics
import Testing

@testable import BarSyntax

@Suite struct SyntaxTreeTests {
    /// Every block of the tree, depth first.
    private func blocks(_ statements: [Statement]) -> [Block] {
        statements.flatMap { statement -> [Block] in
            guard case .block(let block) = statement else { return [] }
            return [block] + blocks(block.body?.statements ?? [])
        }
    }

    private func expectEveryBlockFound(_ tree: SyntaxTree) throws {
        let all = blocks(tree.statements)
        #expect(all.count > 10)
        for block in all {
            let found = try #require(tree.block(at: block.range), "\(block.keyword.text) at \(block.range)")
            #expect(found.range == block.range && found.keyword.text == block.keyword.text && found.label?.text == block.label?.text)
        }
    }

    @Test func blockAtARangeFindsTheBlockSpanningIt() throws {
        let valid = ChunkedParseTests.source(ChunkedParseTests.screens(12))
        try expectEveryBlockFound(Parser.parse(SourceFile(path: "t.bar", text: ChunkedParseTests.screens(12) + "screen broken { stack { title: } }\n")))
        // The same through a parse in chunks (of a valid file only), whose nodes are joined from each chunk's.
        let chunked = ChunkedParse.parse(valid, chunks: 4)
        #expect(chunked != nil)
        if let chunked { try expectEveryBlockFound(chunked) }
    }

    @Test func rangesThatAreNoBlocksFindNothing() throws {
        let tree = Parser.parse(SourceFile(path: "t.bar", text: "screen s {\n  title: \"S\"\n  stack { }\n}\n"))
        let screen = try #require(tree.statements.first?.block)
        let title = try #require(screen.attributes.first)
        #expect(tree.block(at: title.range) == nil)
        #expect(tree.block(at: SourceRange(start: screen.range.start, end: screen.range.end - 1)) == nil)
        #expect(tree.block(at: SourceRange(start: screen.range.start + 1, end: screen.range.end)) == nil)
        #expect(tree.block(at: SourceRange(start: 10_000, end: 10_001)) == nil)
    }
}
