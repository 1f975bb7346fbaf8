import BarDiagnostics

/// One statement of a block or of the file.
public enum Statement: Sendable {
    case attribute(Attribute)
    case block(Block)
    /// Tokens the parser skipped to recover; kept so no text is silently dropped from the tree.
    case error(SourceRange, Trivia)

    init(arena: SyntaxArena, index: Int32) {
        switch arena.nodes[Int(index)].kind {
        case .attribute: self = .attribute(Attribute(arena: arena, index: index))
        case .block: self = .block(Block(arena: arena, index: index))
        case .error: self = .error(arena.range(index), arena.trivia(index))
        }
    }

    public var attribute: Attribute? { if case .attribute(let a) = self { a } else { nil } }
    public var block: Block? { if case .block(let b) = self { b } else { nil } }

    public var range: SourceRange {
        switch self {
        case .attribute(let a): a.range
        case .block(let b): b.range
        case .error(let range, _): range
        }
    }

    public var trivia: Trivia {
        switch self {
        case .attribute(let a): a.trivia
        case .block(let b): b.trivia
        case .error(_, let trivia): trivia
        }
    }
}
