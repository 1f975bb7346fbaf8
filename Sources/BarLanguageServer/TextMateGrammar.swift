import BarDiagnostics
import BarModel

/// The TextMate grammar editors highlight `.bar` files with (`editors/vscode/syntaxes/bar.tmLanguage.json`),
/// generated from the language's vocabulary and `LanguageReference`, so a keyword, attribute or value added
/// to the language is highlighted without anyone editing the grammar; a test checks the file in the
/// repository is this text.
public enum TextMateGrammar {
    public static let scopeName = "source.bar"
    public static let path = "editors/vscode/syntaxes/bar.tmLanguage.json"

    /// The grammar as JSON text.
    public static func generated() -> String {
        let keywords = Set(Vocabulary.blocks.keys).union(Vocabulary.fileBlocks).sorted()
        let attributes = Set(Vocabulary.blocks.values.flatMap(\.attributes)).sorted()
        var words: Set<String> = []
        for (block, allowed) in Vocabulary.blocks {
            for attribute in allowed.attributes {
                if case .words(let values) = LanguageReference.valueKind(of: attribute, in: block) { words.formUnion(values) }
            }
        }
        words.formUnion(LanguageReference.labelWords.values.flatMap { $0 })
        // A word of the language is a whole word only when no name character touches it.
        func alternation(_ list: [String]) -> String {
            "(?<![-\\w.])(" + list.sorted { ($0.count, $0) > ($1.count, $1) }.map(escape).joined(separator: "|") + ")(?![-\\w.])"
        }
        let grammar: JSONValue = .object([
            ("$schema", .string("https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json")),
            ("name", .string("bar")),
            ("scopeName", .string(scopeName)),
            ("fileTypes", .array([.string("bar")])),
            ("comment", .string("Generated from the .bar vocabulary by TextMateGrammar.generated(); do not edit by hand (regenerate with BAR_UPDATE_GOLDEN=1 swift test --filter TextMateGrammar).")),
            ("patterns", .array([
                .object([("include", .string("#comment"))]),
                .object([("include", .string("#string"))]),
                .object([("include", .string("#attribute"))]),
                .object([("include", .string("#keyword"))]),
                .object([("include", .string("#number"))]),
                .object([("include", .string("#punctuation"))]),
            ])),
            ("repository", .object([
                ("comment", .object([
                    ("match", .string("//.*$")), ("name", .string("comment.line.double-slash.bar")),
                ])),
                ("string", .object([
                    ("begin", .string("\"")), ("end", .string("\"|$")), ("name", .string("string.quoted.double.bar")),
                    ("patterns", .array([.object([
                        ("match", .string("\\\\(?:[\"\\\\nt]|u\\{[0-9A-Fa-f]{1,6}\\})")), ("name", .string("constant.character.escape.bar")),
                    ])])),
                ])),
                ("attribute", .object([
                    ("begin", .string(alternation(attributes) + "\\s*(:)")),
                    ("beginCaptures", .object([
                        ("1", .object([("name", .string("variable.other.property.bar"))])),
                        ("2", .object([("name", .string("punctuation.separator.key-value.bar"))])),
                    ])),
                    ("end", .string("(?=[\\s{}])|$")),
                    ("patterns", .array([
                        .object([("include", .string("#string"))]),
                        .object([("include", .string("#number"))]),
                        .object([("match", .string(alternation(words.sorted()))), ("name", .string("constant.language.bar"))]),
                        .object([("match", .string("[A-Za-z_][-\\w.]*")), ("name", .string("variable.other.reference.bar"))]),
                    ])),
                ])),
                ("keyword", .object([
                    ("match", .string(alternation(keywords) + "(?:\\s+([A-Za-z_][-\\w.]*))?")),
                    ("captures", .object([
                        ("1", .object([("name", .string("keyword.other.block.bar"))])),
                        ("2", .object([("name", .string("entity.name.tag.bar"))])),
                    ])),
                ])),
                ("number", .object([
                    ("match", .string("(?<![-\\w.])\\d+(?:\\.\\d+)*(?![-\\w.])")), ("name", .string("constant.numeric.bar")),
                ])),
                ("punctuation", .object([
                    ("match", .string("[{}]")), ("name", .string("punctuation.section.block.bar")),
                ])),
            ])),
        ])
        return grammar.rendered()
    }

    private static func escape(_ word: String) -> String {
        word.replacing(literal: ".", with: "\\.")
    }
}
