import BarSyntax
import Foundation

/// The same content as a parsed spec, as JSON decoded by Foundation's `JSONDecoder` into `Codable` structs:
/// the baseline the parser is compared with. Each node mirrors what the parser builds — keyword, label,
/// attributes, children, comments — so both sides produce an equivalent tree.
struct JSONNode: Codable {
    var keyword: String
    var label: String?
    var attributes: [JSONAttribute]
    var children: [JSONNode]
    var comments: [String]?
}

struct JSONAttribute: Codable {
    var name: String
    var value: String
}

enum JSONBaseline {
    /// The tree of `text` as JSON bytes (built once; only decoding is timed).
    static func encode(_ tree: SyntaxTree) throws -> Data {
        try JSONEncoder().encode(tree.statements.compactMap(\.block).map(node))
    }

    static func node(_ block: Block) -> JSONNode {
        JSONNode(
            keyword: block.keyword.text, label: block.label?.text,
            attributes: block.attributes.map { JSONAttribute(name: $0.name.text, value: $0.value?.text ?? "") },
            children: block.blocks.map(node),
            comments: block.trivia.comments.isEmpty ? nil : block.trivia.comments.map(\.text))
    }

    static func decode(_ data: Data) throws -> Int {
        try JSONDecoder().decode([JSONNode].self, from: data).count
    }
}
