import BarGenerate
import BarModel
import Foundation
import Testing

/// docs/generate.md shows a spec and the exact files generated from it; they must stay what the tool writes.
@Suite struct DocsExampleTests {
    /// The fenced blocks of `language` in `text`, in order.
    static func blocks(_ language: String, in text: String) -> [String] {
        var result: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```" + language {
                current = []
            } else if current != nil, line == "```" {
                result.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        return result
    }

    @Test func theExampleIsWhatTheToolGenerates() throws {
        let text = try String(contentsOfFile: GenerateFixtures.root + "/docs/generate.md", encoding: .utf8)
        let spec = try #require(Self.blocks("bar", in: text).first)
        let swift = Self.blocks("swift", in: text)
        try #require(swift.count == 2)
        let loaded = SpecLoader.load(path: "compose.bar", text: spec)
        #expect(!loaded.hasErrors)
        for (framework, expected) in zip([UIFramework.swiftUI, .uiKit], swift) {
            let files = Generator.generate(loaded.spec, specPath: "compose.bar", framework: framework).files
            #expect(files.count == 1)
            #expect(files.first?.text == expected, "docs/generate.md's \(framework) example is stale")
        }
    }
}
