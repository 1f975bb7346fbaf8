/// What the brackets of a Swift file say about how far it can be trusted: an opener the file never closes
/// (everything after it is read as inside it), or brackets nested deeper than the parser follows (what is
/// inside them is skipped). The parser tolerates both without a word; this check is what lets the importer
/// say so at the place instead of importing less in silence.
public enum BracketProblem: Sendable, Hashable {
    /// The outermost opener left open at the end of the file, at this byte offset.
    case neverClosed(offset: Int, opener: UInt8)
    /// The first opener past `SwiftParser.maximumDepth` levels, at this byte offset.
    case tooDeep(offset: Int)

    /// One pass over the tokens with a stack of open brackets. A closer pops back to the nearest opener of
    /// its kind (a stray `)` inside braces does not unbalance the rest); a closer with no such opener is
    /// left alone, as the parser leaves it.
    static func find(in tokens: [SwiftToken], bytes: [UInt8], maximumDepth: Int) -> [BracketProblem] {
        var open: [(kind: SwiftToken.Kind, offset: Int)] = []
        var problems: [BracketProblem] = []
        var reportedDepth = false
        for token in tokens {
            let opens: SwiftToken.Kind
            switch token.kind {
            case .leftParen, .leftBrace, .leftBracket:
                open.append((token.kind, token.start))
                if open.count > maximumDepth && !reportedDepth {
                    problems.append(.tooDeep(offset: token.start))
                    reportedDepth = true
                }
                continue
            case .rightParen: opens = .leftParen
            case .rightBrace: opens = .leftBrace
            case .rightBracket: opens = .leftBracket
            default: continue
            }
            // Nearly every closer closes the innermost opener: popped without searching or building a range.
            if open.last?.kind == opens {
                open.removeLast()
            } else if let index = open.lastIndex(where: { $0.kind == opens }) {
                open.removeSubrange(index...)
            }
        }
        if let outermost = open.first {
            problems.append(.neverClosed(offset: outermost.offset, opener: bytes[outermost.offset]))
        }
        return problems
    }
}
