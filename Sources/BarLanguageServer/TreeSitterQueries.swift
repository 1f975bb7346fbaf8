import BarModel

/// The tree-sitter highlight queries for `.bar` (`editors/tree-sitter-bar/queries/highlights.scm`, copied into
/// the Zed extension as `editors/zed/languages/bar/highlights.scm`, and with Helix's capture names in
/// `editors/helix/runtime/queries/bar/highlights.scm`). The grammar in `editors/tree-sitter-bar`
/// knows only the syntax — statements, attributes, blocks — because that is all the language's syntax is; which
/// words are keywords, attributes and values is vocabulary, so it is generated here from `Vocabulary` and
/// `LanguageReference`, the same tables the TextMate grammar, hover and completion read. A keyword the language
/// does not know is left unhighlighted, which is how a typo shows before the server's diagnostic arrives.
///
/// Patterns never overlap on one node, so an editor that lets the first pattern win and one that lets the
/// last win colour a file the same.
public enum TreeSitterQueries {
    /// Which editors' capture names the queries use.
    public enum Flavor: CaseIterable, Sendable {
        /// `@keyword`, `@property`, `@number`, `@boolean`, …: the names Zed and Neovim themes share.
        case standard
        /// Helix's theme scopes: `@variable.other.member`, `@constant.numeric`, `@constant.builtin.boolean`, ….
        case helix

        /// Where the queries of this flavour live in the repository.
        public var paths: [String] {
            switch self {
            case .standard: ["editors/tree-sitter-bar/queries/highlights.scm", "editors/zed/languages/bar/highlights.scm"]
            case .helix: ["editors/helix/runtime/queries/bar/highlights.scm"]
            }
        }

        func name(_ capture: String) -> String {
            guard self == .helix else { return capture }
            return [
                "property": "variable.other.member", "number": "constant.numeric", "boolean": "constant.builtin.boolean",
                "string.escape": "constant.character.escape",
            ][capture] ?? capture
        }
    }

    /// The highlight queries as text.
    public static func highlights(_ flavor: Flavor = .standard) -> String {
        let keywords = Set(Vocabulary.blocks.keys).union(Vocabulary.fileBlocks).sorted()
        let attributes = Set(Vocabulary.blocks.values.flatMap(\.attributes)).sorted()
        var words: Set<String> = []
        for (block, allowed) in Vocabulary.blocks {
            for attribute in allowed.attributes {
                if case .words(let values) = LanguageReference.valueKind(of: attribute, in: block) { words.formUnion(values) }
            }
        }
        let booleans = LanguageReference.booleans.sorted()
        let constants = words.subtracting(booleans).sorted()
        let labelWords = Set(LanguageReference.labelWords.values.flatMap { $0 }).sorted()

        func list(_ words: [String]) -> String {
            var lines: [String] = []
            var line = " "
            for word in words.map({ "\"\($0)\"" }) {
                if line.count + word.count + 1 > 110 {
                    lines.append(line)
                    line = " "
                }
                line += " " + word
            }
            lines.append(line)
            return lines.joined(separator: "\n")
        }
        return """
            ; Highlights for .bar files, generated from the language's vocabulary by TreeSitterQueries.highlights();
            ; do not edit by hand (regenerate with BAR_UPDATE_GOLDEN=1 swift test --filter TreeSitterQueries).

            (comment) @\(flavor.name("comment"))

            (string) @\(flavor.name("string"))

            (escape_sequence) @\(flavor.name("string.escape"))

            (number) @\(flavor.name("number"))

            ; Block keywords the language knows.
            ((keyword) @\(flavor.name("keyword"))
             (#any-of? @\(flavor.name("keyword"))
            \(list(keywords))))

            ; Attribute names the language knows.
            ((attribute_name) @\(flavor.name("property"))
             (#any-of? @\(flavor.name("property"))
            \(list(attributes))))

            ; An id after a keyword (`item share`), or a spacer's kind.
            ((label) @\(flavor.name("constant"))
             (#any-of? @\(flavor.name("constant"))
            \(list(labelWords))))

            ((label) @\(flavor.name("label"))
             (#not-any-of? @\(flavor.name("label"))
            \(list(labelWords))))

            ; Values: booleans, the words attributes take, and ids (`selected: inbox`, `device: my-phone`).
            ((word) @\(flavor.name("boolean"))
             (#any-of? @\(flavor.name("boolean"))
            \(list(booleans))))

            ((word) @\(flavor.name("constant"))
             (#any-of? @\(flavor.name("constant"))
            \(list(constants))))

            ((word) @\(flavor.name("variable"))
             (#not-any-of? @\(flavor.name("variable"))
            \(list(booleans + constants))))

            ["{" "}"] @\(flavor.name("punctuation.bracket"))

            ":" @\(flavor.name("punctuation.delimiter"))

            """
    }
}
