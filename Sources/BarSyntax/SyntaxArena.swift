import BarDiagnostics

/// Where a parsed file's tree lives: every statement as one plain-data node in a single array, in source
/// order (a block's statements follow it), with names, values and comments kept as offsets into the source.
///
/// A 10 MB spec has about half a million statements. Stored as separate values, each block would own a heap
/// box, an array of statements and a few strings, all created while parsing and all released again, one by
/// one, when the tree goes away; that was most of the cost of parsing. Here parsing appends to two arrays,
/// dropping a tree frees them, and the text of a name or value is decoded only when a later layer asks for
/// it. `Block`, `Attribute` and `Statement` are small views onto this storage.
final class SyntaxArena: Sendable {
    let bytes: [UInt8]
    let nodes: [SyntaxNode]
    /// The comments of the nodes that have any; most have none.
    let nodeComments: [NodeComments]
    /// Every comment in the file as the lexer found it; `nodeComments` refers to them by index.
    let comments: [Comment]
    /// How many statements the file has at its top level (starting at node 0).
    let topLevelCount: Int32

    init(bytes: [UInt8], nodes: [SyntaxNode], nodeComments: [NodeComments], comments: [Comment], topLevelCount: Int32) {
        self.bytes = bytes
        self.nodes = nodes
        self.nodeComments = nodeComments
        self.comments = comments
        self.topLevelCount = topLevelCount
    }

    /// A new arena over the same arrays (nothing is copied but references).
    func sharingArrays() -> SyntaxArena {
        SyntaxArena(bytes: bytes, nodes: nodes, nodeComments: nodeComments, comments: comments, topLevelCount: topLevelCount)
    }

    /// The statements starting at node `first`, following each one's `next` to its sibling.
    func statements(from first: Int32, count: Int32) -> [Statement] {
        guard count > 0 else { return [] }
        var result: [Statement] = []
        result.reserveCapacity(Int(count))
        var index = first
        for _ in 0..<count {
            result.append(Statement(arena: self, index: index))
            index = nodes[Int(index)].next
        }
        return result
    }

    func range(_ index: Int32) -> SourceRange {
        let node = nodes[Int(index)]
        return SourceRange(start: Int(node.start), end: Int(node.end))
    }

    /// An attribute's name or a block's keyword.
    func name(_ index: Int32) -> Name {
        let node = nodes[Int(index)]
        return Name(text: text(node.start, node.nameEnd), range: SourceRange(start: Int(node.start), end: Int(node.nameEnd)))
    }

    /// An attribute's value or a block's label, decoded.
    func value(_ index: Int32) -> Value? {
        let node = nodes[Int(index)]
        let range = SourceRange(start: Int(node.valueStart), end: Int(node.valueEnd))
        switch node.valueKind {
        case .none:
            return nil
        case .string:
            let text = bytes.withUnsafeBufferPointer { buffer in
                StringLiteral.decode(UnsafeBufferPointer(rebasing: buffer[range.start..<range.end]))
            }
            return Value(kind: .string(text), range: range)
        case .number:
            return Value(kind: .number(text(node.valueStart, node.valueEnd)), range: range)
        case .identifier:
            return Value(kind: .identifier(text(node.valueStart, node.valueEnd)), range: range)
        }
    }

    func trivia(_ index: Int32) -> Trivia {
        let node = nodes[Int(index)]
        guard node.comments >= 0 else { return Trivia(blankLinesBefore: Int(node.blankLinesBefore)) }
        let extra = nodeComments[Int(node.comments)]
        return Trivia(
            leadingComments: Array(comments[Int(extra.leadingStart)..<Int(extra.leadingEnd)]),
            blankLinesBefore: Int(node.blankLinesBefore),
            trailingComment: extra.trailing >= 0 ? comments[Int(extra.trailing)] : nil,
            blankLinesAfterComments: Int(node.blankLinesAfterComments))
    }

    func text(_ start: Int32, _ end: Int32) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            DecodedText.string(UnsafeBufferPointer(rebasing: buffer[Int(start)..<Int(end)]))
        }
    }
}

/// One statement of the tree, as plain data: 52 bytes, nothing to retain or release.
struct SyntaxNode {
    enum Kind: UInt8 {
        case attribute
        case block
        /// Tokens the parser skipped to recover.
        case error
    }

    enum ValueKind: UInt8 {
        case none
        case string
        case number
        /// A name, or bytes the lexer already reported that stand in for one (`720pt`, `共有`).
        case identifier
    }

    var kind: Kind
    /// The kind of an attribute's value or a block's label.
    var valueKind: ValueKind = .none
    /// The value is a string whose text is the bytes between its quotes (`Token.isPlainString`).
    var isPlainString = false
    /// The statement's range.
    var start: Int32
    var end: Int32
    /// The name or keyword is `start..<nameEnd`.
    var nameEnd: Int32 = 0
    var valueStart: Int32 = 0
    var valueEnd: Int32 = 0
    /// Where a block's `{` and `}` are (one byte each): -1 for a block without braces, and for a `}` never
    /// written.
    var openBrace: Int32 = -1
    var closeBrace: Int32 = -1
    /// The node after this one's statements: its next sibling, if it has one.
    var next: Int32 = 0
    /// How many statements a block's body holds.
    var childCount: Int32 = 0
    var blankLinesBefore: Int32 = 0
    var blankLinesAfterComments: Int32 = 0
    /// Index into `SyntaxArena.nodeComments`, or -1 when the statement has no comments.
    var comments: Int32 = -1

    init(kind: Kind, start: Int32, end: Int32) {
        self.kind = kind
        self.start = start
        self.end = end
    }
}

/// The comments of one statement, as indices into `SyntaxArena.comments`.
struct NodeComments {
    /// The leading comments are `leadingStart..<leadingEnd`.
    var leadingStart: Int32 = 0
    var leadingEnd: Int32 = 0
    /// The comment at the end of the statement's last line, or -1.
    var trailing: Int32 = -1
    /// A block's comment on its `{` line, or -1.
    var openComment: Int32 = -1
    /// A block's comments after its last statement are `closingStart..<closingEnd`.
    var closingStart: Int32 = 0
    var closingEnd: Int32 = 0
}
