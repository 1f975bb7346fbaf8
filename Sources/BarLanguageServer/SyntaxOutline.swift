import BarDiagnostics
import BarSyntax

/// Every block and attribute of a parsed document in source order, with its enclosing blocks: what the
/// editor features walk to answer "what is at this offset" and "which declarations are there" without each
/// one recursing through the tree itself.
struct SyntaxOutline {
    struct BlockNode {
        var keyword: Name
        var label: Value?
        var range: SourceRange
        /// The body's braces, when written.
        var openBrace: SourceRange?
        var closeBrace: SourceRange?
        /// Index of the enclosing block in `blocks`, nil at the top of the file.
        var parent: Int?
        var depth: Int
        /// The top-level block (a screen or a device) this one is in; itself at the top.
        var root: Int
    }

    struct AttributeNode {
        var name: Name
        var value: Value?
        var range: SourceRange
        /// Index of the enclosing block in `blocks`, nil at the top of the file.
        var parent: Int?
    }

    private(set) var blocks: [BlockNode] = []
    private(set) var attributes: [AttributeNode] = []
    /// Every comment, in source order.
    private(set) var comments: [Comment] = []

    init(_ tree: SyntaxTree) {
        walk(tree.statements, parent: nil, depth: 0, root: nil)
        comments += tree.endComments
        comments.sort { $0.range.start < $1.range.start }
    }

    private mutating func walk(_ statements: [Statement], parent: Int?, depth: Int, root: Int?) {
        for statement in statements {
            comments += statement.trivia.comments
            switch statement {
            case .attribute(let attribute):
                attributes.append(AttributeNode(name: attribute.name, value: attribute.value, range: attribute.range, parent: parent))
            case .block(let block):
                let index = blocks.count
                let body = block.body
                blocks.append(
                    BlockNode(
                        keyword: block.keyword, label: block.label, range: block.range, openBrace: body?.openBrace,
                        closeBrace: body?.closeBrace, parent: parent, depth: depth, root: root ?? index))
                if let body {
                    comments += body.comments
                    walk(body.statements, parent: index, depth: depth + 1, root: root ?? index)
                }
            case .error:
                continue
            }
        }
    }

    /// The innermost block whose braces hold `offset` (between `{` and `}`, or to the end of the text for a
    /// block never closed); nil at the top level.
    func enclosingBlock(at offset: Int) -> Int? {
        var found: Int?
        for (index, block) in blocks.enumerated() {
            guard let open = block.openBrace, open.end <= offset else { continue }
            if block.range.start > offset { break }
            let end = block.closeBrace?.start ?? Int.max
            if offset <= end { found = index }
        }
        return found
    }

    /// The keywords of block `index` and its ancestors, innermost first.
    func keywordPath(_ index: Int?) -> [String] {
        var path: [String] = []
        var current = index
        while let index = current {
            path.append(blocks[index].keyword.text)
            current = blocks[index].parent
        }
        return path
    }

    /// The attributes written directly in block `index` (nil: at the top level).
    func attributes(of index: Int?) -> [AttributeNode] {
        attributes.filter { $0.parent == index }
    }
}
