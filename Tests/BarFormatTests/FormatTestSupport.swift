import BarDiagnostics
@testable import BarFormat
import BarModel
import BarSyntax
import Foundation
import Testing

/// One text the tests format: a fixture, a spec from `Specs/`, or an example from the documentation.
struct Sample: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var testDescription: String { name }
}

/// Where the tests find their inputs, located from this file so they run from any working directory.
enum Corpus {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let packageRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    static let fixturesFolder = testsFolder.appendingPathComponent("Fixtures")

    /// Fixture names: `Fixtures/<name>.input` formats to `Fixtures/<name>.expected`. The files are not
    /// named `.bar`, so that `bar fmt --write` over the repository never "fixes" a deliberately messy input.
    static let fixtureNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixturesFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".input") }.map { String($0.dropLast(".input".count)) }.sorted()
    }()

    static func fixture(_ name: String, _ kind: String) -> String {
        read(fixturesFolder.appendingPathComponent("\(name).\(kind)"))
    }

    static func read(_ url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    /// Every `Specs/**/*.bar`, by path.
    static let specs: [Sample] = {
        let root = packageRoot.appendingPathComponent("Specs")
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var samples: [Sample] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".bar") else { continue }
            samples.append(Sample(name: "Specs/" + relative, text: read(root.appendingPathComponent(relative))))
        }
        return samples.sorted { $0.name < $1.name }
    }()

    /// Every ` ```bar ` block of the documents that hold complete examples (those that exist yet).
    static let documentExamples: [Sample] = {
        var samples: [Sample] = []
        for document in ["Grammar.md", "docs/format.md"] {
            let text = read(packageRoot.appendingPathComponent(document))
            var block: [Substring]? = nil
            var count = 0
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if block == nil, line.trimmingCharacters(in: .whitespaces) == "```bar" {
                    block = []
                } else if let lines = block, line.trimmingCharacters(in: .whitespaces) == "```" {
                    count += 1
                    samples.append(Sample(name: "\(document) example \(count)", text: lines.joined(separator: "\n") + "\n"))
                    block = nil
                } else {
                    block?.append(line)
                }
            }
        }
        return samples
    }()

    static let fixtureInputs: [Sample] = fixtureNames.map { Sample(name: "\($0).input", text: fixture($0, "input")) }
    static let fixtureOutputs: [Sample] = fixtureNames.map { Sample(name: "\($0).expected", text: fixture($0, "expected")) }

    /// Everything formatted in the property tests; files that do not parse (an example of a mistake, a spec
    /// someone is in the middle of writing) are left to `bar check`'s tests.
    static let all: [Sample] = (fixtureInputs + fixtureOutputs + specs + documentExamples).filter { sample in
        !Parser.parse(SourceFile(path: sample.name, text: sample.text)).hasErrors
    }
}

/// Formats `text` as `bar fmt` would.
func format(_ text: String, path: String = "test.bar") -> String {
    let tree = Parser.parse(SourceFile(path: path, text: text))
    guard !tree.hasErrors else {
        Issue.record("\(path) has syntax errors: \(tree.diagnostics.map(\.message))")
        return text
    }
    return Formatter.format(tree)
}

/// What a spec means, without where it is written: the model's description with every source range
/// blanked, and the ids and severities of its diagnostics.
func meaning(of text: String) -> String {
    let result = SpecLoader.load(path: "test.bar", text: text)
    let diagnostics = result.diagnostics.map { "\($0.severity) \($0.id)" }.sorted()
    return withoutRanges(String(describing: result.spec)) + "\n" + diagnostics.joined(separator: "\n")
}

/// `text` with every `SourceRange(…)` made the same, since formatting moves everything.
func withoutRanges(_ text: String) -> String {
    text.replacing(#/SourceRange\([^()]*\)/#, with: "SourceRange")
}

/// The text of every comment in `text` as the scanner sees it (so comments the tree might not hold count
/// too), trailing white space removed as the formatter does, sorted: a multiset.
func commentTexts(_ text: String) -> [String] {
    CommentScan.comments(in: SourceFile(path: "test.bar", text: text)).map { CommentText.canonical($0.text) }.sorted()
}

/// Layout-mangled copies of a file that must format back to the same bytes.
enum Mangle {
    /// Every line's leading white space removed.
    static func stripIndentation(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.drop { $0 == " " || $0 == "\t" } }
            .joined(separator: "\n")
    }

    /// Every token on a line of its own, comments kept on their lines (a trailing comment stays after its
    /// token, an own-line comment stays on its own line, blank lines as they were).
    ///
    /// One exception: a name given as a value stays on its colon's line, because the grammar reads a name
    /// on the next line as the start of a new statement whenever it could be one (`compression:` then
    /// `automatic` then `stack {` would read as a block `automatic stack { … }`).
    static func tokenPerLine(_ text: String) -> String {
        let source = SourceFile(path: "test.bar", text: text)
        let scanned = ScannedTokens(source)
        let tokens = scanned.tokens
        let comments = scanned.comments
        var lines: [String] = []
        var previous: TokenKind? = nil
        for token in tokens {
            for comment in comments[token.commentRange] {
                if comment.isTrailing, !lines.isEmpty {
                    lines[lines.count - 1] += " //" + comment.text
                } else {
                    lines += Array(repeating: "", count: comment.blankLinesBefore)
                    lines.append("//" + comment.text)
                }
            }
            guard token.kind != .endOfFile else { break }
            let spelling = String(decoding: source.bytes[token.range.start..<token.range.end], as: UTF8.self)
            if token.kind == .identifier, previous == .colon, !lines.isEmpty {
                lines[lines.count - 1] += " " + spelling
            } else {
                lines += Array(repeating: "", count: Int(token.blankLinesBefore))
                lines.append(spelling)
            }
            previous = token.kind
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Line breaks as CRLF.
    static func crlf(_ text: String) -> String {
        text.replacing("\n", with: "\r\n")
    }
}
