import BarLanguageServer
import Foundation
import Testing

/// The tree-sitter grammar and its queries (editors/tree-sitter-bar, editors/zed) stay in step with the language.
@Suite("Tree-sitter queries")
struct TreeSitterQueriesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static let highlightFiles = TreeSitterQueries.Flavor.allCases.flatMap { flavor in flavor.paths.map { (flavor, $0) } }

    @Test("every highlights.scm is generated from the vocabulary", arguments: highlightFiles)
    func inStep(flavor: TreeSitterQueries.Flavor, path: String) throws {
        let generated = TreeSitterQueries.highlights(flavor)
        if ProcessInfo.processInfo.environment["BAR_UPDATE_GOLDEN"] == "1" {
            try generated.write(to: Self.root.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        #expect(try Self.read(path) == generated, "regenerate with BAR_UPDATE_GOLDEN=1 swift test --filter TreeSitterQueries")
    }

    @Test("the queries name every keyword, attribute and value word")
    func coversVocabulary() {
        let queries = TreeSitterQueries.highlights()
        #expect(TreeSitterQueries.highlights(.helix).contains("@constant.numeric"))
        for word in ["\"screen\"", "\"overflow-menu\"", "\"hand-made-bar\"", "\"vertical-behavior\"", "\"tab-bar-capacity\"", "\"pinned-trailing\"", "\"higher-than-automatic\"", "\"flexible\"", "\"true\""] {
            #expect(queries.contains(word), "\(word)")
        }
    }

    /// Every node a query names is a node the generated parser builds, so a rule renamed in grammar.js without
    /// regenerating `src/` (or without updating the queries) fails here rather than silently in an editor.
    @Test("every node type the queries and the Zed queries use is one the generated parser has")
    func nodeTypesExist() throws {
        let nodeTypes = try JSONSerialization.jsonObject(with: Data(Self.read("editors/tree-sitter-bar/src/node-types.json").utf8)) as? [[String: Any]] ?? []
        let named = Set(nodeTypes.compactMap { ($0["named"] as? Bool) == true ? $0["type"] as? String : nil })
        let anonymous = Set(nodeTypes.compactMap { ($0["named"] as? Bool) == false ? $0["type"] as? String : nil })
        #expect(named.isSuperset(of: ["source_file", "block", "attribute", "body", "keyword", "label", "attribute_name", "word", "string", "number", "comment", "escape_sequence"]))
        for path in Self.highlightFiles.map(\.1) + ["editors/zed/languages/bar/brackets.scm", "editors/zed/languages/bar/outline.scm", "editors/zed/languages/bar/indents.scm"] {
            let text = try Self.read(path)
            for node in Self.namedNodes(in: text) {
                #expect(named.contains(node), "\(path) names (\(node)), which the parser does not build")
            }
            for token in Self.quotedTokens(in: text) {
                #expect(anonymous.contains(token), "\(path) names \"\(token)\", which is not a token of the grammar")
            }
        }
    }

    /// The generated `src/grammar.json` has exactly the rules `grammar.js` declares: a rule added, renamed or
    /// removed without running `tree-sitter generate` shows here.
    @Test("src/grammar.json was generated from grammar.js")
    func grammarGenerated() throws {
        let json = try JSONSerialization.jsonObject(with: Data(Self.read("editors/tree-sitter-bar/src/grammar.json").utf8)) as? [String: Any]
        let generatedRules = Set((json?["rules"] as? [String: Any] ?? [:]).keys)
        let source = try Self.read("editors/tree-sitter-bar/grammar.js")
        var declared: Set<String> = []
        for line in source.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard line.hasPrefix("    "), !line.hasPrefix("     "), let colon = trimmed.firstIndex(of: ":") else { continue }
            let name = trimmed[..<colon]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == "_" }), trimmed[colon...].contains("=>") { declared.insert(String(name)) }
        }
        #expect(json?["name"] as? String == "bar")
        #expect(!declared.isEmpty)
        #expect(declared == generatedRules, "run tree-sitter generate in editors/tree-sitter-bar")
    }

    /// `(name)` and `(name)` inside patterns, skipping predicates (`#any-of?`) and captures.
    static func namedNodes(in query: String) -> Set<String> {
        var names: Set<String> = []
        var text = Substring(query.split(separator: "\n").filter { !$0.hasPrefix(";") }.joined(separator: "\n"))
        while let open = text.firstIndex(of: "(") {
            text = text[text.index(after: open)...]
            let name = text.prefix { $0.isLetter || $0 == "_" }
            if !name.isEmpty { names.insert(String(name)) }
        }
        return names
    }

    /// Quoted tokens outside predicates: `"{"`, `":"`, `"\""`.
    static func quotedTokens(in query: String) -> Set<String> {
        var tokens: Set<String> = []
        for line in query.split(separator: "\n") where !line.hasPrefix(";") && !line.hasPrefix("  \"") && !line.contains("#") {
            var token: String?
            var escaped = false
            for character in line {
                if var open = token {
                    if escaped {
                        open.append(character)
                        escaped = false
                        token = open
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        tokens.insert(open)
                        token = nil
                    } else {
                        open.append(character)
                        token = open
                    }
                } else if character == "\"" {
                    token = ""
                }
            }
        }
        return tokens
    }
}
