import BarDiagnostics

/// A statement of a block's body named by its node in the tree, for a reader in this package that keeps a
/// block's statements and comes back to them (the model's lowering): plain data, so keeping one retains
/// nothing, a list of them is freed without a walk, and reading one costs no array of `Statement`s.
package struct StatementNode: Sendable {
    package enum Kind: Sendable {
        case attribute
        case block
        case error
    }

    package let index: Int32
    package let kind: Kind
}

extension Block {
    /// How many statements the block's body holds (0 without braces).
    package var statementCount: Int {
        let node = arena.nodes[Int(index)]
        return node.openBrace >= 0 ? Int(node.childCount) : 0
    }

    /// Calls `body` with each statement of the block's body in order (none without braces), and the index in
    /// `table` of its name — an attribute's name or a block's keyword, read in place; nil for an error or a
    /// name that is not in the table.
    package func forEachStatement(wordsIn table: WordTable, _ body: (StatementNode, Int?) -> Void) {
        let node = arena.nodes[Int(index)]
        guard node.openBrace >= 0 else { return }
        var child = index + 1
        for _ in 0..<node.childCount {
            let statement = arena.nodes[Int(child)]
            switch statement.kind {
            case .attribute:
                body(StatementNode(index: child, kind: .attribute), arena.word(statement.start, statement.nameEnd, in: table))
            case .block:
                body(StatementNode(index: child, kind: .block), arena.word(statement.start, statement.nameEnd, in: table))
            case .error:
                body(StatementNode(index: child, kind: .error), nil)
            }
            child = statement.next
        }
    }

    /// The attribute at `node`, a statement of this block's tree.
    package func attribute(_ node: StatementNode) -> Attribute { Attribute(arena: arena, index: node.index) }

    /// The block at `node`, a statement of this block's tree.
    package func block(_ node: StatementNode) -> Block { Block(arena: arena, index: node.index) }
}
