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
    /// Whether the block is written with braces: `body != nil`, answered without making the `Body` (which
    /// retains and releases the tree's storage).
    package var hasBody: Bool { arena.nodes[Int(index)].openBrace >= 0 }

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

extension SyntaxTree {
    /// Calls `body` with every block of the tree in pre-order (a block, then the blocks of its body), as a walk
    /// over `statements` and each body's `statements` meets them, without building those arrays.
    package func forEachBlock(_ body: (Block) -> Void) {
        arena.forEachBlock(from: 0, count: arena.topLevelCount, body)
    }
}

extension Block {
    /// Every attribute named `name` anywhere inside the block's body, nested blocks included, in source order:
    /// what a walk over the body's statements finds, with names compared in place rather than decoded. `name`
    /// is a lowercase ASCII word, as every attribute name is: no other spelling of it is equal as a String.
    package func attributes(named name: String) -> [Attribute] {
        var found: [Attribute] = []
        var name = name
        name.withUTF8 { wanted in
            arena.forEachAttribute(inBodyOf: index, named: wanted) { found.append($0) }
        }
        return found
    }
}

extension Block {
    /// Calls `body` with each block directly in this block's body, in order, without building the body's
    /// array of statements.
    package func forEachChildBlock(_ body: (Block) -> Void) {
        let node = arena.nodes[Int(index)]
        guard node.openBrace >= 0 else { return }
        var child = index + 1
        for _ in 0..<node.childCount {
            let childNode = arena.nodes[Int(child)]
            if childNode.kind == .block { body(Block(arena: arena, index: child)) }
            child = childNode.next
        }
    }

    /// Whether the block has a label whose text is not empty (`share` in `item share { … }`), read without
    /// decoding a name or a number (a string is decoded: only its text can say whether it is empty).
    package var hasLabelText: Bool {
        let node = arena.nodes[Int(index)]
        switch node.valueKind {
        case .none: return false
        case .identifier, .number: return node.valueEnd > node.valueStart
        case .string: return label.map { !$0.text.isEmpty } ?? false
        }
    }
}

extension SyntaxArena {
    func forEachBlock(from first: Int32, count: Int32, _ body: (Block) -> Void) {
        var index = first
        for _ in 0..<count {
            let node = nodes[Int(index)]
            if node.kind == .block {
                body(Block(arena: self, index: index))
                if node.openBrace >= 0 { forEachBlock(from: index + 1, count: node.childCount, body) }
            }
            index = node.next
        }
    }

    func forEachAttribute(inBodyOf block: Int32, named name: UnsafeBufferPointer<UInt8>, _ body: (Attribute) -> Void) {
        let owner = nodes[Int(block)]
        guard owner.openBrace >= 0 else { return }
        var index = block + 1
        for _ in 0..<owner.childCount {
            let node = nodes[Int(index)]
            switch node.kind {
            case .attribute where hasName(node, name):
                body(Attribute(arena: self, index: index))
            case .block:
                forEachAttribute(inBodyOf: index, named: name, body)
            default:
                break
            }
            index = node.next
        }
    }

    /// Whether the node's name (an attribute's name, a block's keyword) is spelled `name`.
    private func hasName(_ node: SyntaxNode, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(node.start)
        guard Int(node.nameEnd) - start == name.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            name.indices.allSatisfy { buffer[start + $0] == name[$0] }
        }
    }
}

extension Block {
    /// The text of the attribute at `node` when its value is a quoted string, decoded; nil for any other value
    /// or none. What `attribute(node).value` holds as `.string`, read without building the `Value`: lowering
    /// reads a string for most attributes, and a `Value` made, copied and released around each of them cost
    /// more than the text.
    package func quotedText(_ node: StatementNode) -> String? {
        let statement = arena.nodes[Int(node.index)]
        guard statement.valueKind == .string else { return nil }
        return arena.bytes.withUnsafeBufferPointer { buffer in
            // A plain string's text is what `decode` finds for it, the bytes between its quotes, taken without a
            // look through them for escapes: most quoted values are plain (`"Share"`).
            guard statement.isPlainString else {
                return StringLiteral.decode(UnsafeBufferPointer(rebasing: buffer[Int(statement.valueStart)..<Int(statement.valueEnd)]))
            }
            return DecodedText.string(UnsafeBufferPointer(rebasing: buffer[Int(statement.valueStart + 1)..<Int(statement.valueEnd - 1)]))
        }
    }

    /// Which of `table`'s words the value of the attribute at `node` is, when it is a name: what
    /// `attribute(node).value(in: table)` answers, without making the `Attribute` (a retain and a release of
    /// the tree).
    package func identifierValue(_ node: StatementNode, in table: WordTable) -> Int? {
        arena.identifierValue(node.index, in: table)
    }

    /// Whether the block has a label of any kind: `label != nil`, answered without decoding it.
    package var hasLabel: Bool { arena.nodes[Int(index)].valueKind != .none }

    /// The label when it is a name (`share` in `item share { … }`): its text and range, as `label` has them;
    /// nil for no label, a string or a number. Read without building a `Value`, like `quotedText`.
    package var nameLabel: (text: String, range: SourceRange)? {
        let node = arena.nodes[Int(index)]
        guard node.valueKind == .identifier else { return nil }
        return (arena.text(node.valueStart, node.valueEnd), SourceRange(start: Int(node.valueStart), end: Int(node.valueEnd)))
    }
}
