/// What the brackets of a Swift file say about how far it can be trusted: an opener the file never closes
/// (everything after it is read as inside it), or brackets nested deeper than the parser follows (what is
/// inside them is skipped). The parser tolerates both without a word; this check is what lets the importer
/// say so at the place instead of importing less in silence.
public enum BracketProblem: Sendable, Hashable {
    /// The outermost opener left open at the end of the file, at this byte offset.
    case neverClosed(offset: Int, opener: UInt8)
    /// The first opener past `SwiftParser.maximumDepth` levels, at this byte offset.
    case tooDeep(offset: Int)

    /// One pass over the tokens with a stack of open brackets (`Tracker`). The lexer tracks the brackets as it
    /// makes them (`SwiftTokens.bracketProblems`); this reads them back from the tokens.
    static func find(in tokens: [SwiftToken], bytes: [UInt8], maximumDepth: Int) -> [BracketProblem] {
        var tracker = Tracker(maximumDepth: maximumDepth)
        for token in tokens {
            switch token.kind {
            case .leftParen, .leftBrace, .leftBracket: tracker.open(token.kind, at: token.start)
            case .rightParen, .rightBrace, .rightBracket: tracker.close(token.kind)
            default: break
            }
        }
        return tracker.problems(bytes: bytes)
    }

    /// The stack of open brackets, told of each bracket in order. A closer pops back to the nearest opener of
    /// its kind (a stray `)` inside braces does not unbalance the rest); a closer with no such opener is left
    /// alone, as the parser leaves it.
    ///
    /// The lexer tells it of the brackets as it makes their tokens: a second pass over every token of the file
    /// (a few in ten of them brackets) cost more than the brackets themselves.
    struct Tracker {
        let maximumDepth: Int
        private var stack: [(kind: SwiftToken.Kind, offset: Int)] = []
        private var tooDeep: Int?

        init(maximumDepth: Int) {
            self.maximumDepth = maximumDepth
        }

        /// `(`, `{` or `[` at `offset`.
        mutating func open(_ kind: SwiftToken.Kind, at offset: Int) {
            stack.append((kind, offset))
            if stack.count > maximumDepth && tooDeep == nil { tooDeep = offset }
        }

        /// `)`, `}` or `]`.
        mutating func close(_ kind: SwiftToken.Kind) {
            let opens: SwiftToken.Kind
            switch kind {
            case .rightParen: opens = .leftParen
            case .rightBrace: opens = .leftBrace
            case .rightBracket: opens = .leftBracket
            default: return
            }
            // Nearly every closer closes the innermost opener: popped without searching or building a range.
            if stack.last?.kind == opens {
                stack.removeLast()
            } else if let index = stack.lastIndex(where: { $0.kind == opens }) {
                stack.removeSubrange(index...)
            }
        }

        /// The problems once every bracket is told: the first opener too deep, then the outermost never closed.
        func problems(bytes: UnsafeBufferPointer<UInt8>) -> [BracketProblem] {
            var problems: [BracketProblem] = []
            if let tooDeep { problems.append(.tooDeep(offset: tooDeep)) }
            if let outermost = stack.first {
                problems.append(.neverClosed(offset: outermost.offset, opener: bytes[outermost.offset]))
            }
            return problems
        }

        func problems(bytes: [UInt8]) -> [BracketProblem] {
            bytes.withUnsafeBufferPointer { problems(bytes: $0) }
        }
    }
}
