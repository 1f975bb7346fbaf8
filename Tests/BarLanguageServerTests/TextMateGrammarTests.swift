import BarLanguageServer
import Foundation
import Testing

/// The grammar editors highlight with is the one generated from the vocabulary.
@Suite("TextMate grammar")
struct TextMateGrammarTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("editors/vscode/syntaxes/bar.tmLanguage.json is generated from the vocabulary")
    func inStep() throws {
        let url = Self.root.appendingPathComponent(TextMateGrammar.path)
        let generated = TextMateGrammar.generated()
        if ProcessInfo.processInfo.environment["BAR_UPDATE_GOLDEN"] == "1" {
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        let checkedIn = try String(contentsOf: url, encoding: .utf8)
        #expect(checkedIn == generated, "regenerate with BAR_UPDATE_GOLDEN=1 swift test --filter TextMateGrammar")
    }

    @Test("the grammar names every keyword, attribute and value word")
    func coversVocabulary() throws {
        let grammar = TextMateGrammar.generated()
        for word in ["screen", "overflow-menu", "hand-made-bar", "vertical-behavior", "tab-bar-capacity", "pinned-trailing", "higher-than-automatic", "flexible"] {
            #expect(grammar.contains(word), "\(word)")
        }
        let parsed = try JSONSerialization.jsonObject(with: Data(grammar.utf8)) as? [String: Any]
        #expect(parsed?["scopeName"] as? String == "source.bar")
    }
}
