import BarDiagnostics
import BarModel
@testable import BarLanguageServer
import Testing

/// The editor's table of meanings and values stays in step with the language.
@Suite("Language reference")
struct LanguageReferenceTests {
    @Test("every block keyword and attribute of the vocabulary has a meaning")
    func everyWordDocumented() {
        for (keyword, allowed) in Vocabulary.blocks {
            #expect(LanguageReference.blocks[keyword] != nil, "block \(keyword)")
            for attribute in allowed.attributes {
                #expect(LanguageReference.attributeDoc(attribute, in: keyword) != nil, "\(keyword).\(attribute)")
            }
        }
    }

    @Test("every value offered for an attribute is one the loader accepts")
    func valuesAreAccepted() {
        for (keyword, allowed) in Vocabulary.blocks {
            for attribute in allowed.attributes {
                guard case .words(let words) = LanguageReference.valueKind(of: attribute, in: keyword) else { continue }
                for word in words {
                    let text = Self.spec(setting: attribute, to: word, in: keyword)
                    guard let text else { continue }
                    let result = SpecLoader.load(path: "t.bar", text: text)
                    let complaints = result.diagnostics.filter { $0.severity == .error && $0.message.contains("'\(word)'") }
                    #expect(complaints.isEmpty, "\(keyword) \(attribute): \(word) — \(complaints.map(\.message))")
                }
            }
        }
    }

    /// A small spec that sets `attribute` on a `keyword` block, for the blocks where one is easy to write.
    static func spec(setting attribute: String, to value: String, in keyword: String) -> String? {
        let line = "\(attribute): \(value)"
        switch keyword {
        case "screen": return "screen s { \(line) stack {} }"
        case "stack": return "screen s { stack { \(line) } }"
        case "item": return "screen s { stack { toolbar { item a { title: \"A\" symbol: \"a\" \(line) } } } }"
        case "group": return "screen s { stack { toolbar { group g { \(line) item a { title: \"A\" } } } } }"
        case "tab-view": return "screen s { tab-view { selected: a \(line) tab a { title: \"A\" } } }"
        case "split-view": return "screen s { split-view { \(line) sidebar {} content {} detail {} } }"
        case "sheet": return "screen s { sheet { \(line) } }"
        case "inspector": return "screen s { stack { inspector { \(line) } } }"
        case "hand-made-bar": return "screen s { stack {} hand-made-bar h { \(line) } }"
        case "posture": return "device d { base: iphone-duo posture closed { \(line) } }"
        case "obstruction": return "device d { base: iphone-duo obstruction keyboard { \(line) } }"
        default: return nil
        }
    }
}
