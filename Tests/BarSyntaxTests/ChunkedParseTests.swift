import BarDiagnostics
import Foundation
import Testing

@testable import BarSyntax

/// `ChunkedParse` must build exactly the tree a parse from start to end builds — every node, comment record,
/// comment and end comment — or decline, so the file is parsed in one go.
@Suite struct ChunkedParseTests {
    /// Every field of the tree as stored, in order: two trees with the same dump are the same tree.
    static func dump(_ tree: SyntaxTree) -> [String] {
        let arena = tree.arena
        var lines = ["top \(arena.topLevelCount)"]
        for node in arena.nodes {
            lines.append(
                "node \(node.kind) \(node.valueKind) \(node.start) \(node.end) \(node.nameEnd) \(node.valueStart) \(node.valueEnd) "
                    + "\(node.openBrace) \(node.closeBrace) \(node.next) \(node.childCount) \(node.blankLinesBefore) "
                    + "\(node.blankLinesAfterComments) \(node.comments)")
        }
        for record in arena.nodeComments {
            lines.append(
                "record \(record.leadingStart) \(record.leadingEnd) \(record.trailing) \(record.openComment) \(record.closingStart) \(record.closingEnd)")
        }
        for comment in arena.comments {
            lines.append("comment \(comment.text) \(comment.range) \(comment.isTrailing) \(comment.blankLinesBefore)")
        }
        for comment in tree.endComments { lines.append("end \(comment.text) \(comment.range)") }
        lines.append(contentsOf: tree.diagnostics.map { "diagnostic \($0)" })
        lines.append("unlisted \(tree.unlistedErrorCount)")
        return lines
    }

    static func source(_ text: String) -> SourceFile { SourceFile(path: "chunked.bar", text: text) }

    /// A file of `count` screens with comments, blank lines and trailing comments around and inside them.
    static func screens(_ count: Int) -> String {
        (0..<count).map { index in
            """
            // Screen \(index): leading comment.

            // Another one, after a blank line.
            screen s\(index) { // on the brace line
              title: "Screen \(index)"

              stack {
                toolbar {
                  item a\(index) { title: "A" symbol: "star" } // trailing
                  spacer
                }
                // closing comment
              }
            }

            """
        }.joined()
    }

    @Test func aValidFileIsSplitAndJoinedIntoTheSameTree() throws {
        let text = Self.screens(40) + "// the end\n// of the file\n"
        for chunks in [2, 3, 7, 16] {
            let tree = try #require(ChunkedParse.parse(Self.source(text), chunks: chunks), "\(chunks) chunks")
            #expect(Self.dump(tree) == Self.dump(Parser.parseSequentially(Self.source(text))), "\(chunks) chunks")
        }
    }

    @Test func chunksStartOnlyAfterALoneClosingBrace() {
        let bytes = Array(Self.screens(30).utf8)
        let ranges = ChunkedParse.chunkRanges(bytes, count: 8)
        #expect(ranges.count == 8)
        #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == bytes.count)
        for (previous, range) in zip(ranges, ranges.dropFirst()) {
            #expect(previous.upperBound == range.lowerBound)
            #expect(Array(bytes[(range.lowerBound - 3)..<range.lowerBound]) == Array("\n}\n".utf8))
        }
        // No lone brace line: no split.
        #expect(ChunkedParse.chunkRanges(Array("screen a { stack { title: \"A\" } }\n".utf8), count: 4).count == 1)
    }

    @Test func aFileThatReportsAnythingIsParsedInOneGo() {
        // An error in the middle chunk, and a lone brace that closes a nested block rather than a screen.
        let broken = Self.screens(10) + "screen bad { title: }\n" + Self.screens(10)
        let nested = Self.screens(10) + "screen outer {\nstack {\n  title: \"x\"\n}\n  toolbar { item b { title: \"B\" } }\n}\n" + Self.screens(10)
        let stray = Self.screens(10) + "}\n" + Self.screens(10)
        for text in [broken, nested, stray] {
            let chunked = ChunkedParse.parse(Self.source(text), chunks: 12)
            if text != nested { #expect(chunked == nil ? true : false) }
            // Accepted or not, the parse is the sequential one.
            if let chunked { #expect(Self.dump(chunked) == Self.dump(Parser.parseSequentially(Self.source(text)))) }
        }
    }

    @Test func theLargeFilePathGivesTheSequentialTree() {
        var text = ""
        while text.utf8.count < ChunkedParse.minimumBytes * 2 { text += Self.screens(50) }
        let source = Self.source(text)
        #expect(ChunkedParse.parse(source) != nil ? true : false)
        #expect(Self.dump(Parser.parse(source)) == Self.dump(Parser.parseSequentially(source)))
        // A mistake near the end: the large file is parsed in one go and reports it as before.
        let broken = Self.source(text + "screen tail { title: }\n")
        #expect(ChunkedParse.parse(broken) == nil ? true : false)
        let tree = Parser.parse(broken)
        #expect(!tree.diagnostics.isEmpty)
        #expect(Self.dump(tree) == Self.dump(Parser.parseSequentially(broken)))
    }

    @Test func aByteOrderMarkAndLineEndingsAtTheSplits() throws {
        let text = "\u{FEFF}" + Self.screens(12).replacingOccurrences(of: "}\n\n//", with: "}\n\n\n\n//")
        let tree = try #require(ChunkedParse.parse(Self.source(text), chunks: 5))
        #expect(Self.dump(tree) == Self.dump(Parser.parseSequentially(Self.source(text))))
        // `}` then CR LF is not a place to split; the file is still parsed whole.
        let crlf = Self.screens(12).replacingOccurrences(of: "\n", with: "\r\n")
        #expect(ChunkedParse.chunkRanges(Array(crlf.utf8), count: 5).count == 1)
    }

    /// Every input the parse fuzzer kept, each followed by an example spec, and every example spec followed by
    /// the next, cut into as many chunks as they have lone braces: where the chunks are accepted, the tree is
    /// the sequential one.
    @Test func everyKeptInputAndExampleSpecGivesTheSequentialTreeInChunks() throws {
        let specs = try Self.exampleSpecs()
        let fuzzed = try FuzzCorpus.inputs(of: "parse")
        #expect(specs.count > 10 && fuzzed.count > 50)
        var inputs: [(String, [UInt8])] = []
        for (index, spec) in specs.enumerated() {
            let next = specs[(index + 1) % specs.count]
            inputs.append(("\(spec.0) + \(next.0)", spec.1 + Array("\n".utf8) + next.1))
        }
        for (index, input) in fuzzed.enumerated() {
            let spec = specs[index % specs.count]
            inputs.append(("\(input.name) + \(spec.0)", spec.1 + Array("\n".utf8) + input.bytes + Array("\n".utf8) + spec.1))
        }
        var accepted = 0
        for (name, bytes) in inputs {
            let source = SourceFile(path: name, bytes: bytes)
            guard let chunked = ChunkedParse.parse(source, chunks: 64) else { continue }
            accepted += 1
            #expect(Self.dump(chunked) == Self.dump(Parser.parseSequentially(source)), "\(name)")
        }
        #expect(accepted >= specs.count, "too few inputs were split to say anything")
    }

    static func exampleSpecs() throws -> [(String, [UInt8])] {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { url = url.deletingLastPathComponent() }
        let specs = url.appendingPathComponent("Specs")
        let paths = FileManager.default.enumerator(atPath: specs.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".bar") }.sorted() ?? []
        return try paths.map { ($0, Array(try Data(contentsOf: specs.appendingPathComponent($0)))) }
    }
}
