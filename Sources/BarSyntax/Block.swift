import BarDiagnostics

/// `keyword [label] [{ statements }]`: `screen toolbar { … }`, `spacer flexible`, `item share { … }`. A view
/// onto its node in the tree's storage.
public struct Block: Sendable {
    let arena: SyntaxArena
    let index: Int32

    public var keyword: Name { arena.name(index) }
    public var label: Value? { arena.value(index) }
    /// The label's text exactly as written, quotes and escapes included (for a label `fmt` keeps as it is).
    public var writtenLabel: String? { label.map { arena.text(Int32($0.range.start), Int32($0.range.end)) } }
    /// Nil for a block written without braces (`spacer fixed`).
    public var body: Body? { arena.nodes[Int(index)].openBrace >= 0 ? Body(arena: arena, index: index) : nil }
    public var range: SourceRange { arena.range(index) }
    public var trivia: Trivia { arena.trivia(index) }

    /// The same block, seen through a storage object of its own that shares the tree's arrays. Every view of
    /// a tree (each `Block`, `Attribute`, `Statement` made from it) retains that object: threads walking
    /// different parts of one tree at once each take a copy, so no two of them update one reference count
    /// (`ScreenBatchLowering`).
    public func withOwnStorage() -> Block {
        Block(arena: arena.sharingArrays(), index: index)
    }

    /// The braces and what is between them.
    public struct Body: Sendable {
        let arena: SyntaxArena
        /// The block's node.
        let index: Int32

        private var node: SyntaxNode { arena.nodes[Int(index)] }

        public var openBrace: SourceRange { SourceRange(start: Int(node.openBrace), end: Int(node.openBrace) + 1) }
        /// Nil when the block is never closed (already reported).
        public var closeBrace: SourceRange? {
            node.closeBrace >= 0 ? SourceRange(start: Int(node.closeBrace), end: Int(node.closeBrace) + 1) : nil
        }
        public var statements: [Statement] { arena.statements(from: index + 1, count: node.childCount) }

        /// The comment on the `{` line (`isTrailing`), then the comments after the last statement.
        public var comments: [Comment] {
            (openComment.map { [$0] } ?? []) + closingComments
        }

        /// A comment on the same line as `{`.
        public var openComment: Comment? {
            guard node.comments >= 0 else { return nil }
            let open = arena.nodeComments[Int(node.comments)].openComment
            guard open >= 0 else { return nil }
            var comment = arena.comments[Int(open)]
            comment.isTrailing = true
            return comment
        }

        /// Comments after the last statement, before `}`.
        public var closingComments: [Comment] {
            guard node.comments >= 0 else { return [] }
            let extra = arena.nodeComments[Int(node.comments)]
            return arena.comments[Int(extra.closingStart)..<Int(extra.closingEnd)].map { comment in
                var closing = comment
                closing.isTrailing = false
                return closing
            }
        }
    }

    public var attributes: [Attribute] { body?.statements.compactMap(\.attribute) ?? [] }
    public var blocks: [Block] { body?.statements.compactMap(\.block) ?? [] }
}
