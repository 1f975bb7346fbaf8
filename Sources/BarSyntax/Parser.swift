import BarDiagnostics

/// A hand-written recursive-descent parser from tokens to a `SyntaxTree`.
///
/// It never stops at the first error: each problem is reported once at its place and the parser resumes at
/// the next statement, so one run shows every error in a file and later layers still get a tree. Nesting is
/// bounded (`SyntaxLimits.maximumNesting`); deeper braces are skipped iteratively, so 10,000 nested braces
/// cost neither stack nor time.
///
/// Grammar (see Grammar.md):
///
///     file      = { statement } ;
///     statement = attribute | block ;
///     attribute = name ":" value ;
///     block     = name [ label ] [ "{" { statement } "}" ] ;
///     label     = name | string ;
///     value     = name | string | number ;
///
/// A name after a colon is the value unless it starts the next statement (see `startsNextStatement()`; then
/// the value is missing). A name after a block keyword is its label unless it starts a statement itself (see
/// `startsStatement(after:)`). How a valid file parses never depends on line breaks; one recovery does.
///
/// Tokens come from a `Scanner` one at a time, with at most two read ahead, and statements go into a
/// `SyntaxArena`: parsing a file allocates a few arrays, not an object per statement.
public struct Parser {
    private let source: SourceFile
    /// The tokens, read one at a time as the parser goes (`parseFile` sets it up over the source's bytes).
    private var scanner = Scanner(bytes: UnsafeBufferPointer(start: nil, count: 0))
    /// The token being looked at.
    private var current = Parser.noToken
    /// Up to two tokens after `current`, read ahead by `peek`.
    private var lookahead: (Token, Token) = (Parser.noToken, Parser.noToken)
    private var lookaheadCount = 0
    /// The parser's own errors; the scanner keeps the lexical ones.
    private var diagnostics: [Diagnostic] = []
    private var droppedDiagnostics = 0
    /// The source's bytes while `parseFile` runs.
    private var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// The tree being built (see `SyntaxArena`): statements in source order, each block before its own.
    private var nodes: [SyntaxNode] = []
    private var nodeComments: [NodeComments] = []

    /// A parser for `source`, which must be smaller than 2 GiB (`bar` reads at most 16 MiB).
    public init(_ source: SourceFile) {
        precondition(source.bytes.count < Int(Int32.max), "sources are limited to 2 GiB")
        self.source = source
    }

    /// Parses a whole file: a large one in chunks on every core when it can be split (`ChunkedParse`), with the
    /// tree a parse from start to end gives.
    public static func parse(_ source: SourceFile) -> SyntaxTree {
        if let tree = ChunkedParse.parse(source) { return tree }
        var parser = Parser(source)
        return parser.parseFile()
    }

    /// Parses a whole file from start to end on the calling thread.
    static func parseSequentially(_ source: SourceFile) -> SyntaxTree {
        var parser = Parser(source)
        return parser.parseFile()
    }

    /// Parses the statements in `range` of the source, which starts the file or starts a line after a line
    /// that is a lone `}` ending a top-level block, and ends the file or ends such a line: the part of the
    /// tree a parse of the whole file builds there, as long as the part reports nothing. Nil when the scanner
    /// or the parser reports anything, or the part does not end with its blocks closed: then the whole file
    /// is parsed in one go, which reports it in full.
    static func parseChunk(_ source: SourceFile, _ range: Range<Int>) -> ChunkedParse.Chunk? {
        var parser = Parser(source)
        return parser.parseChunk(range)
    }

    private mutating func parseChunk(_ range: Range<Int>) -> ChunkedParse.Chunk? {
        source.bytes.withUnsafeBufferPointer { whole in
            let buffer = UnsafeBufferPointer(rebasing: whole[0..<range.upperBound])
            bytes = buffer
            scanner = range.lowerBound == 0 ? Scanner(bytes: buffer) : Scanner(bytes: buffer, continuingAtLineStart: range.lowerBound)
            lookaheadCount = 0
            current = scanner.next()
            defer {
                bytes = UnsafeBufferPointer(start: nil, count: 0)
                scanner = Scanner(bytes: bytes)
            }
            nodes = []
            nodes.reserveCapacity(range.count / 20 + 1)
            nodeComments = []
            diagnostics = []
            droppedDiagnostics = 0
            let count = parseStatements(depth: 0)
            let endComments = takeComments()
            guard diagnostics.isEmpty, droppedDiagnostics == 0, scanner.diagnostics.items.isEmpty, scanner.diagnostics.dropped == 0 else {
                return nil
            }
            let chunk = ChunkedParse.Chunk(
                nodes: nodes, nodeComments: nodeComments, comments: scanner.comments, endComments: endComments, topLevelCount: count)
            nodes = []
            nodeComments = []
            return chunk
        }
    }

    public mutating func parseFile() -> SyntaxTree {
        source.bytes.withUnsafeBufferPointer { buffer in
            bytes = buffer
            scanner = Scanner(bytes: buffer)
            lookaheadCount = 0
            current = scanner.next()
            defer {
                bytes = UnsafeBufferPointer(start: nil, count: 0)
                scanner = Scanner(bytes: bytes)
            }
            return parseFileContents()
        }
    }

    private mutating func parseFileContents() -> SyntaxTree {
        // About one statement for every 20 bytes in typical specs; the array grows if there are more.
        nodes = []
        nodes.reserveCapacity(source.bytes.count / 20 + 1)
        nodeComments = []
        diagnostics = []
        droppedDiagnostics = 0
        let count = parseStatements(depth: 0)
        let comments = scanner.comments
        let endComments = Array(comments[takeComments()])
        let arena = SyntaxArena(bytes: source.bytes, nodes: nodes, nodeComments: nodeComments, comments: comments, topLevelCount: count)
        nodes = []
        nodeComments = []
        let (listed, unlisted) = mergedDiagnostics()
        return SyntaxTree(source: source, arena: arena, endComments: endComments, diagnostics: listed, unlistedErrorCount: unlisted)
    }

    /// The lexer's and the parser's errors in source order (the lexer's first where they start at the same
    /// place), at most `SyntaxLimits.maximumDiagnostics` of them, and how many more there were. Once the
    /// lexer has had to leave some out, the parser's are left out too: they are likely to follow from them.
    private func mergedDiagnostics() -> (listed: [Diagnostic], unlisted: Int) {
        let lexical = scanner.diagnostics
        var kept = lexical.items
        var unlisted = lexical.dropped + droppedDiagnostics
        if lexical.dropped > 0 {
            unlisted += diagnostics.count
        } else {
            let room = max(0, SyntaxLimits.maximumDiagnostics - kept.count)
            kept += diagnostics.prefix(room)
            unlisted += max(0, diagnostics.count - room)
        }
        // In source order, ties in the order above: already so when the lexer's and the parser's do not
        // interleave; otherwise the indices are sorted, not the diagnostics (each a few strings and arrays, which
        // a sort of the values copied and retained at every move).
        guard kept.indices.dropFirst().contains(where: { kept[$0].range.start < kept[$0 - 1].range.start }) else {
            return (kept, unlisted)
        }
        let order = kept.indices.sorted { (kept[$0].range.start, $0) < (kept[$1].range.start, $1) }
        return (order.map { kept[$0] }, unlisted)
    }

    // MARK: Tokens

    /// What `current` and `lookahead` hold before `parseFile` reads the first token.
    private static let noToken = Token(kind: .endOfFile, range: SourceRange(start: 0, end: 0))

    /// Moves to the next token.
    private mutating func advance() {
        switch lookaheadCount {
        case 0:
            current = scanner.next()
        case 1:
            current = lookahead.0
            lookaheadCount = 0
        default:
            current = lookahead.0
            lookahead.0 = lookahead.1
            lookaheadCount = 1
        }
    }

    /// The kind of the token `distance` (1 or 2) after the current one.
    private mutating func peek(_ distance: Int) -> TokenKind { peekToken(distance).kind }

    /// The token `distance` (1 or 2) after the current one.
    private mutating func peekToken(_ distance: Int) -> Token {
        if lookaheadCount == 0 {
            lookahead.0 = scanner.next()
            lookaheadCount = 1
        }
        if distance == 1 { return lookahead.0 }
        if lookaheadCount == 1 {
            lookahead.1 = scanner.next()
            lookaheadCount = 2
        }
        return lookahead.1
    }

    // MARK: Statements

    /// Parses statements up to the end of the enclosing block (or file) and returns how many there were; a
    /// comment on the line where one ends is attached to it.
    private mutating func parseStatements(depth: Int) -> Int32 {
        var count: Int32 = 0
        var last: Int32 = -1
        while true {
            attachTrailingComment(to: last)
            let token = current
            switch token.kind {
            case .endOfFile:
                return count
            case .rightBrace:
                if depth > 0 { return count }
                let trivia = takeLeadingTrivia()
                report(.error(.unmatchedBrace, "'}' closes no block; remove it or add the '{' it belongs to", at: token.range, fixIt: .init("remove '}'", replacing: token.range, with: "")))
                advance()
                last = appendError(token.range, trivia)
            case .identifier:
                if peek(1) == .colon {
                    last = parseAttribute()
                } else {
                    last = parseBlock(depth: depth)
                }
            default:
                last = skipUnexpected()
            }
            count += 1
        }
    }

    /// `name: value`
    private mutating func parseAttribute() -> Int32 {
        var trivia = takeLeadingTrivia()
        let nameToken = current
        advance()
        let colon = current.range
        moveInnerComments(into: &trivia)
        advance()
        var node = SyntaxNode(kind: .attribute, start: Int32(nameToken.range.start), end: Int32(colon.end))
        node.nameEnd = Int32(nameToken.range.end)
        let token = current
        switch token.kind {
        case .string, .number, .invalid:
            // An invalid token was already reported by the lexer ('720pt', '共有'): it is taken as the value
            // so nothing else cascades.
            setValue(token, on: &node)
            moveInnerComments(into: &trivia)
            advance()
        case .identifier where !startsNextStatement():
            setValue(token, on: &node)
            moveInnerComments(into: &trivia)
            advance()
        default:
            let found = token.kind == .identifier ? "'\(text(token))', which starts the next statement" : token.kind.spelling
            report(.error(.expectedValue, "expected a value after '\(text(nameToken)):', found \(found)", at: .at(colon.end), notes: [.init("write the value after the colon: a name, a quoted string or a number")]))
        }
        return append(node, trivia)
    }

    /// `keyword [label] [{ … }]`
    private mutating func parseBlock(depth: Int) -> Int32 {
        var trivia = takeLeadingTrivia()
        let keywordToken = current
        advance()
        var node = SyntaxNode(kind: .block, start: Int32(keywordToken.range.start), end: Int32(keywordToken.range.end))
        node.nameEnd = node.end
        let candidate = current
        if candidate.kind == .string || candidate.kind == .invalid
            || (candidate.kind == .identifier && !startsStatement(after: keywordToken))
        {
            setValue(candidate, on: &node)
            node.end = node.valueEnd
            moveInnerComments(into: &trivia)
            advance()
        } else if candidate.kind == .number {
            report(.error(.expectedName, "a name cannot start with a digit: '\(text(candidate))'; start it with a letter", at: candidate.range))
            setValue(candidate, on: &node)
            node.end = node.valueEnd
            moveInnerComments(into: &trivia)
            advance()
        }
        guard current.kind == .leftBrace else { return append(node, trivia) }
        moveInnerComments(into: &trivia)
        let index = append(node, trivia)
        parseBody(of: index, depth: depth, keyword: keywordToken)
        return index
    }

    /// Parses the braces of the block at node `index` and what is between them, and completes its node.
    private mutating func parseBody(of index: Int32, depth: Int, keyword: Token) {
        let open = current.range
        advance()
        nodes[Int(index)].openBrace = Int32(open.start)
        if depth + 1 > SyntaxLimits.maximumNesting {
            report(.error(.nestingTooDeep, "blocks are nested more than \(SyntaxLimits.maximumNesting) deep; the contents of this block are skipped", at: open))
            let close = skipBalancedBraces()
            finishBody(of: index, close: close, end: close?.end ?? max(current.range.start, open.end))
            return
        }
        if let first = firstComment(), first.isTrailing {
            let comment = current.commentStart
            withComments(of: index) { $0.openComment = comment }
            current.commentStart += 1
        }
        let count = parseStatements(depth: depth + 1)
        nodes[Int(index)].childCount = count
        let closing = current
        if closing.kind == .rightBrace {
            let closingComments = takeComments()
            if !closingComments.isEmpty {
                withComments(of: index) { extra in
                    extra.closingStart = Int32(closingComments.lowerBound)
                    extra.closingEnd = Int32(closingComments.upperBound)
                }
            }
            advance()
            finishBody(of: index, close: closing.range, end: closing.range.end)
            return
        }
        // Reported where the file ends, like a compiler, so a cause earlier in the file (a string missing its
        // closing quote that swallowed the '}') is read first.
        let owner = text(keyword)
        report(.error(.unclosedBlock, "expected '}' to close the '\(owner)' block before the end of the file", at: .at(source.bytes.count), notes: [.init("the '\(owner)' block opens here", at: open)], fixIt: .init("insert '}' at the end", replacing: .at(source.bytes.count), with: "}\n")))
        finishBody(of: index, close: nil, end: max(current.range.start, open.end))
    }

    private mutating func finishBody(of index: Int32, close: SourceRange?, end: Int) {
        nodes[Int(index)].closeBrace = close.map { Int32($0.start) } ?? -1
        nodes[Int(index)].end = Int32(end)
        nodes[Int(index)].next = Int32(nodes.count)
    }

    // MARK: Recovery

    /// Reports a token that cannot start a statement and skips to where a statement can start again.
    private mutating func skipUnexpected() -> Int32 {
        let trivia = takeLeadingTrivia()
        let first = current
        var end = first.range.end
        switch first.kind {
        case .leftBrace:
            report(.error(.expectedStatement, "'{' must follow a block name, as in 'toolbar {'", at: first.range))
            advance()
            if let close = skipBalancedBraces() { end = close.end }
            return appendError(SourceRange(start: first.range.start, end: end), trivia)
        case .colon:
            report(.error(.expectedStatement, "':' must follow an attribute name, as in 'title: \"Share\"'", at: first.range))
        case .string:
            report(.error(.expectedStatement, "a string cannot stand alone; give it an attribute, as in 'title: \(text(first))'", at: first.range))
        case .number:
            report(.error(.expectedStatement, "a number cannot stand alone; give it an attribute, as in 'badge: \(text(first))'", at: first.range))
        default:
            break  // invalid bytes: the lexer has already said what is wrong
        }
        advance()
        while true {
            let token = current
            switch token.kind {
            case _ where token.startsLine, .rightBrace, .endOfFile, .leftBrace:
                return appendError(SourceRange(start: first.range.start, end: end), trivia)
            default:
                if token.hasComments { return appendError(SourceRange(start: first.range.start, end: end), trivia) }
                end = token.range.end
                advance()
            }
        }
    }

    /// Skips to the `}` matching a `{` just consumed, without recursion. Returns the closing brace, or nil at
    /// the end of the file (reported).
    private mutating func skipBalancedBraces() -> SourceRange? {
        var open = 1
        while true {
            let token = current
            switch token.kind {
            case .leftBrace:
                open += 1
            case .rightBrace:
                open -= 1
                if open == 0 {
                    advance()
                    return token.range
                }
            case .endOfFile:
                report(.error(.unclosedBlock, "\(open) block\(open == 1 ? " is" : "s are") not closed at the end of the file; add '}'", at: token.range))
                return nil
            default:
                break
            }
            advance()
        }
    }

    // MARK: Helpers

    /// Whether the name at `index`, after a block keyword, starts a statement of its own rather than being
    /// the keyword's label: it does when a ':' follows (`title:`), or when a label and '{' follow
    /// (`toolbar` then `item compose {`: a forgotten brace) — except after `spacer`, the one block written
    /// without braces, whose label is the next name when that is `fixed` or `flexible` (`spacer flexible` then
    /// `overflow-menu {`), and otherwise follows the same rule.
    private mutating func startsStatement(after keyword: Token) -> Bool {
        let next = peek(1)
        if next == .colon { return true }
        // A bare `spacer` before `item share { … }`: the item is a statement of its own, not the spacer's kind,
        // so its own errors are reported (issue 18). Line breaks play no part, so formatting cannot change it.
        let startsBlock = (next == .identifier || next == .string) && peek(2) == .leftBrace
        guard !isBraceless(keyword) else { return startsBlock && !Parser.spacerKinds.contains(text(current)) }
        return startsBlock
    }

    /// Whether the name after an attribute's colon starts the next statement, so the value is missing: it
    /// does when a ':' follows it (`title:` then `symbol: "tray"`) or a '{' (`compression:` then
    /// `tab-view {`). In a valid file a value is never followed by either, so this only decides how a mistake
    /// is read. One exception, for a stray colon: a name on the attribute's line followed by a ':' that starts
    /// the next line (`immersive: true` then `: disabled`) is the value, and the colon is the mistake.
    private mutating func startsNextStatement() -> Bool {
        let next = peekToken(1)
        switch next.kind {
        case .colon: return !(next.startsLine && !current.startsLine)
        case .leftBrace: return true
        default: return false
        }
    }

    /// The grammar's one block that takes a label and no braces (Grammar.md, "Spacers").
    static let bracelessKeyword = "spacer"
    /// What may follow `spacer` on its own line.
    static let spacerKinds: Set<String> = ["fixed", "flexible"]

    private func isBraceless(_ keyword: Token) -> Bool {
        let range = keyword.range
        return range.end - range.start == Parser.bracelessKeyword.utf8.count
            && UnsafeBufferPointer(rebasing: bytes[range.start..<range.end]).elementsEqual(Parser.bracelessKeyword.utf8)
    }

    /// The comments and blank lines before a statement, taken from its first token.
    private struct LeadingTrivia {
        var blankLinesBefore: Int32
        var blankLinesAfterComments: Int32 = 0
        /// Indices into `comments`: the statement's leading comments, and any written between its tokens.
        var comments: Range<Int>
    }

    private mutating func takeLeadingTrivia() -> LeadingTrivia {
        let token = current
        let leading = takeComments()
        guard let first = leading.first else { return LeadingTrivia(blankLinesBefore: token.blankLinesBefore, comments: leading) }
        return LeadingTrivia(blankLinesBefore: Int32(clamping: scanner.comments[first].blankLinesBefore), blankLinesAfterComments: token.blankLinesBefore, comments: leading)
    }

    /// Comments written between the tokens of one statement (`title: // why` then the value) are kept on
    /// the statement, before it, so no comment is ever lost from the tree. They follow its leading comments
    /// in the lexer's table, as every comment of the tokens in between belongs to this statement.
    private mutating func moveInnerComments(into trivia: inout LeadingTrivia) {
        guard current.hasComments else { return }
        let inner = takeComments()
        if trivia.comments.isEmpty {
            trivia.comments = inner
        } else {
            assert(trivia.comments.upperBound == inner.lowerBound, "a statement's comments are contiguous")
            trivia.comments = trivia.comments.lowerBound..<max(trivia.comments.upperBound, inner.upperBound)
        }
    }

    /// The comments still attached to the current token (indices into the scanner's `comments`), removed
    /// from it.
    private mutating func takeComments() -> Range<Int> {
        let range = current.commentRange
        current.commentStart = current.commentEnd
        return range
    }

    private func firstComment() -> Comment? {
        current.hasComments ? scanner.comments[Int(current.commentStart)] : nil
    }

    /// A comment on the same line as the end of the previous statement (node `last`, -1 for none) belongs
    /// to that statement. Asked before every statement, and nearly always answered by the first test, which is
    /// inlined: a call there cost about 20 instructions a statement.
    @inline(__always) private mutating func attachTrailingComment(to last: Int32) {
        guard last >= 0, current.hasComments else { return }
        attachFirstCommentIfTrailing(to: last)
    }

    private mutating func attachFirstCommentIfTrailing(to last: Int32) {
        guard let first = firstComment(), first.isTrailing else { return }
        let comment = current.commentStart
        withComments(of: last) { $0.trailing = comment }
        current.commentStart += 1
    }

    /// Appends a completed statement (a block: its head, before its body) and returns its index.
    private mutating func append(_ node: SyntaxNode, _ trivia: LeadingTrivia) -> Int32 {
        var node = node
        let index = Int32(nodes.count)
        node.blankLinesBefore = trivia.blankLinesBefore
        node.blankLinesAfterComments = trivia.blankLinesAfterComments
        node.next = index + 1
        if !trivia.comments.isEmpty {
            node.comments = Int32(nodeComments.count)
            nodeComments.append(NodeComments(leadingStart: Int32(trivia.comments.lowerBound), leadingEnd: Int32(trivia.comments.upperBound)))
        }
        nodes.append(node)
        return index
    }

    private mutating func appendError(_ range: SourceRange, _ trivia: LeadingTrivia) -> Int32 {
        append(SyntaxNode(kind: .error, start: Int32(range.start), end: Int32(range.end)), trivia)
    }

    /// Lets `change` edit the comments of node `index`, giving it an entry first if it has none.
    private mutating func withComments(of index: Int32, _ change: (inout NodeComments) -> Void) {
        if nodes[Int(index)].comments < 0 {
            nodes[Int(index)].comments = Int32(nodeComments.count)
            nodeComments.append(NodeComments())
        }
        change(&nodeComments[Int(nodes[Int(index)].comments)])
    }

    private func text(_ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.range.start..<token.range.end]), as: UTF8.self)
    }

    private func setValue(_ token: Token, on node: inout SyntaxNode) {
        node.valueKind = switch token.kind {
        case .string: .string
        case .number: .number
        default: .identifier
        }
        node.isPlainString = token.isPlainString
        node.valueStart = Int32(token.range.start)
        node.valueEnd = Int32(token.range.end)
        node.end = node.valueEnd
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        if diagnostics.count >= SyntaxLimits.maximumDiagnostics {
            droppedDiagnostics += 1
        } else {
            diagnostics.append(diagnostic)
        }
    }
}
