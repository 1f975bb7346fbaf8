import BarCommandLine
import Testing

/// Every ` ```bar ` block in the documentation is a complete spec that checks clean and is in canonical form,
/// so users can copy any of them; fragments and mistakes are shown in ` ```text ` blocks instead.
@Suite("Docs: every bar example in Grammar.md and README.md checks clean")
struct GrammarExamplesTests {
    /// One fenced ` ```bar ` block: where it is, and its text.
    struct Example: CustomTestStringConvertible, Sendable {
        var document: String
        var line: Int
        var text: String
        var testDescription: String { "\(document):\(line)" }
    }

    /// The ` ```bar ` blocks of `document`, with the line of their opening fence.
    static func examples(in document: String) -> [Example] {
        guard let text = try? RepositoryFiles.text(document) else { return [] }
        var examples: [Example] = []
        var current: (line: Int, lines: [Substring])?
        var inOtherFence = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if var open = current {
                if trimmed == "```" {
                    examples.append(Example(document: document, line: open.line, text: open.lines.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    open.lines.append(line)
                    current = open
                }
            } else if inOtherFence {
                if trimmed == "```" { inOtherFence = false }
            } else if trimmed == "```bar" {
                current = (index + 1, [])
            } else if trimmed.hasPrefix("```") {
                inOtherFence = true
            }
        }
        #expect(current == nil, "\(document): a ```bar block is not closed")
        return examples
    }

    static let grammarExamples = examples(in: "Grammar.md")
    static let readmeExamples = examples(in: "README.md")

    @Test(arguments: grammarExamples + readmeExamples)
    func exampleChecksClean(_ example: Example) {
        let run = CheckRun.bar(["check", "-"], stdin: Array(example.text.utf8))
        #expect(run.status == 0, "\(example.document):\(example.line): exit \(run.status)")
        #expect(run.output == "", "\(example.document):\(example.line) is not a clean spec:\n\(run.output)")
    }

    /// Examples are shown in the layout `bar fmt` writes, so what users copy is already canonical.
    @Test(arguments: grammarExamples + readmeExamples)
    func exampleIsCanonical(_ example: Example) {
        let run = CheckRun.bar(["fmt", "-"], stdin: Array(example.text.utf8))
        #expect(run.status == 0, "\(example.document):\(example.line): exit \(run.status)")
        #expect(run.output == example.text, "\(example.document):\(example.line) is not in canonical form; run it through 'bar fmt -'")
    }

    @Test func grammarHasEnoughExamples() {
        #expect(Self.grammarExamples.count >= 10)
    }

    @Test func readmeHasAnExample() {
        #expect(Self.readmeExamples.count >= 1)
    }
}
