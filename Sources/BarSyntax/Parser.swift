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
/// A name after a colon is the value unless a ':' follows it (then it starts the next attribute and the value
/// is missing). A name after a block keyword is its label unless it starts a statement itself (see
/// `startsStatement(at:after:)`). Nothing depends on line breaks.
public struct Parser {
    private let source: SourceFile
    private var tokens: [Token]
    private let comments: [Comment]
    private var position = 0
    private var diagnostics: [Diagnostic]
    private var droppedDiagnostics = 0
    private let lexerUnlisted: Int
    /// The source's bytes while `parseFile` runs, so names and strings are read through the fast path.
    private var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)

    public init(_ source: SourceFile) {
        self.source = source
        var lexer = Lexer(source)
        self.tokens = lexer.tokenize()
        self.comments = lexer.comments
        self.diagnostics = lexer.diagnostics
        self.lexerUnlisted = lexer.unlistedErrorCount
    }

    /// Parses a whole file.
    public static func parse(_ source: SourceFile) -> SyntaxTree {
        var parser = Parser(source)
        return parser.parseFile()
    }

    public mutating func parseFile() -> SyntaxTree {
        source.bytes.withUnsafeBufferPointer { buffer in
            bytes = buffer
            defer { bytes = UnsafeBufferPointer(start: nil, count: 0) }
            return parseFileContents()
        }
    }

    private mutating func parseFileContents() -> SyntaxTree {
        var statements = parseStatements(depth: 0)
        attachTrailingComment(to: &statements)
        let endComments = takeComments(at: position)
        let sorted = diagnostics.enumerated().sorted { a, b in
            (a.element.range.start, a.offset) < (b.element.range.start, b.offset)
        }.map(\.element)
        return SyntaxTree(
            source: source, statements: statements, endComments: endComments, diagnostics: sorted,
            unlistedErrorCount: droppedDiagnostics + lexerUnlisted)
    }

    // MARK: Statements

    private mutating func parseStatements(depth: Int) -> [Statement] {
        var statements: [Statement] = []
        while true {
            attachTrailingComment(to: &statements)
            let token = tokens[position]
            switch token.kind {
            case .endOfFile:
                return statements
            case .rightBrace:
                if depth > 0 { return statements }
                let trivia = takeLeadingTrivia()
                report(.error("unmatched-brace", "'}' closes no block; remove it or add the '{' it belongs to", at: token.range, fixIt: .init("remove '}'", replacing: token.range, with: "")))
                position += 1
                statements.append(.error(token.range, trivia))
            case .identifier:
                if tokens[position + 1].kind == .colon {
                    statements.append(.attribute(parseAttribute()))
                } else {
                    statements.append(.block(parseBlock(depth: depth)))
                }
            default:
                statements.append(skipUnexpected())
            }
        }
    }

    /// `name: value`
    private mutating func parseAttribute() -> Attribute {
        var trivia = takeLeadingTrivia()
        let name = Name(text: text(tokens[position]), range: tokens[position].range)
        position += 1
        let colon = tokens[position].range
        moveInnerComments(at: position, into: &trivia)
        position += 1
        var value: Value?
        let token = tokens[position]
        switch token.kind {
        case .string, .number:
            value = makeValue(token)
            moveInnerComments(at: position, into: &trivia)
            position += 1
        case .identifier where tokens[position + 1].kind != .colon:
            value = makeValue(token)
            moveInnerComments(at: position, into: &trivia)
            position += 1
        case .invalid:
            // Already reported by the lexer ('720pt', '共有'): taken as the value so nothing else cascades.
            value = makeValue(token)
            moveInnerComments(at: position, into: &trivia)
            position += 1
        default:
            let found = token.kind == .identifier ? "'\(text(token))', which starts the next statement" : token.kind.spelling
            report(.error("expected-value", "expected a value after '\(name.text):', found \(found)", at: .at(colon.end), notes: [.init("write the value after the colon: a name, a quoted string or a number")]))
        }
        let end = value?.range.end ?? colon.end
        return Attribute(name: name, value: value, range: SourceRange(start: name.range.start, end: end), trivia: trivia)
    }

    /// `keyword [label] [{ … }]`
    private mutating func parseBlock(depth: Int) -> Block {
        var trivia = takeLeadingTrivia()
        let keywordToken = tokens[position]
        let keyword = Name(text: text(keywordToken), range: keywordToken.range)
        position += 1
        var label: Value?
        let candidate = tokens[position]
        if candidate.kind == .string || candidate.kind == .invalid
            || (candidate.kind == .identifier && !startsStatement(at: position, after: keyword.text))
        {
            label = makeValue(candidate)
            moveInnerComments(at: position, into: &trivia)
            position += 1
        } else if candidate.kind == .number {
            report(.error("expected-name", "a name cannot start with a digit: '\(text(candidate))'; start it with a letter", at: candidate.range))
            label = makeValue(candidate)
            moveInnerComments(at: position, into: &trivia)
            position += 1
        }
        var body: Block.Body?
        var end = label?.range.end ?? keyword.range.end
        if tokens[position].kind == .leftBrace {
            moveInnerComments(at: position, into: &trivia)
            body = parseBody(depth: depth, owner: keyword)
            end = body?.closeBrace?.end ?? tokens[position].range.start
            if body?.closeBrace == nil { end = max(end, body!.openBrace.end) }
        }
        return Block(keyword: keyword, label: label, body: body, range: SourceRange(start: keyword.range.start, end: end), trivia: trivia)
    }

    private mutating func parseBody(depth: Int, owner: Name) -> Block.Body {
        let open = tokens[position].range
        position += 1
        if depth + 1 > SyntaxLimits.maximumNesting {
            report(.error("nesting-too-deep", "blocks are nested more than \(SyntaxLimits.maximumNesting) deep; the contents of this block are skipped", at: open))
            let close = skipBalancedBraces()
            return Block.Body(openBrace: open, closeBrace: close, statements: [])
        }
        var openComment: Comment?
        if let first = firstComment(at: position), first.isTrailing {
            openComment = first
            tokens[position].commentStart += 1
        }
        var statements = parseStatements(depth: depth + 1)
        attachTrailingComment(to: &statements)
        let closing = tokens[position]
        if closing.kind == .rightBrace {
            let closingComments = takeComments(at: position)
            position += 1
            return Block.Body(openBrace: open, closeBrace: closing.range, statements: statements, openComment: openComment, closingComments: closingComments)
        }
        // Reported where the file ends, like a compiler, so a cause earlier in the file (a string missing its
        // closing quote that swallowed the '}') is read first.
        report(.error("unclosed-block", "expected '}' to close the '\(owner.text)' block before the end of the file", at: .at(source.bytes.count), notes: [.init("the '\(owner.text)' block opens here", at: open)], fixIt: .init("insert '}' at the end", replacing: .at(source.bytes.count), with: "}\n")))
        return Block.Body(openBrace: open, closeBrace: nil, statements: statements, openComment: openComment, closingComments: [])
    }

    // MARK: Recovery

    /// Reports a token that cannot start a statement and skips to where a statement can start again.
    private mutating func skipUnexpected() -> Statement {
        let trivia = takeLeadingTrivia()
        let first = tokens[position]
        var end = first.range.end
        switch first.kind {
        case .leftBrace:
            report(.error("expected-statement", "'{' must follow a block name, as in 'toolbar {'", at: first.range))
            position += 1
            if let close = skipBalancedBraces() { end = close.end }
            return .error(SourceRange(start: first.range.start, end: end), trivia)
        case .colon:
            report(.error("expected-statement", "':' must follow an attribute name, as in 'title: \"Share\"'", at: first.range))
        case .string:
            report(.error("expected-statement", "a string cannot stand alone; give it an attribute, as in 'title: \(text(first))'", at: first.range))
        case .number:
            report(.error("expected-statement", "a number cannot stand alone; give it an attribute, as in 'badge: \(text(first))'", at: first.range))
        default:
            break  // invalid bytes: the lexer has already said what is wrong
        }
        position += 1
        while true {
            let token = tokens[position]
            switch token.kind {
            case _ where token.startsLine, .rightBrace, .endOfFile, .leftBrace:
                return .error(SourceRange(start: first.range.start, end: end), trivia)
            default:
                if token.hasComments { return .error(SourceRange(start: first.range.start, end: end), trivia) }
                end = token.range.end
                position += 1
            }
        }
    }

    /// Skips to the `}` matching a `{` just consumed, without recursion. Returns the closing brace, or nil at
    /// the end of the file (reported).
    private mutating func skipBalancedBraces() -> SourceRange? {
        var open = 1
        while true {
            let token = tokens[position]
            switch token.kind {
            case .leftBrace:
                open += 1
            case .rightBrace:
                open -= 1
                if open == 0 {
                    position += 1
                    return token.range
                }
            case .endOfFile:
                report(.error("unclosed-block", "\(open) block\(open == 1 ? " is" : "s are") not closed at the end of the file; add '}'", at: token.range))
                return nil
            default:
                break
            }
            position += 1
        }
    }

    // MARK: Helpers

    /// Whether the name at `index`, after a block keyword, starts a statement of its own rather than being
    /// the keyword's label: it does when a ':' follows (`title:`), or when a label and '{' follow
    /// (`toolbar` then `item compose {`: a forgotten brace) — except after `spacer`, the one block written
    /// without braces, whose label is always the next name (`spacer flexible` then `overflow-menu {`).
    private func startsStatement(at index: Int, after keyword: String) -> Bool {
        let next = tokens[index + 1].kind
        if next == .colon { return true }
        guard keyword != Parser.bracelessKeyword else { return false }
        return (next == .identifier || next == .string) && index + 2 < tokens.count && tokens[index + 2].kind == .leftBrace
    }

    /// The grammar's one block that takes a label and no braces (Grammar.md, "Spacers").
    static let bracelessKeyword = "spacer"

    private mutating func takeLeadingTrivia() -> Trivia {
        let token = tokens[position]
        let leading = takeComments(at: position)
        guard let first = leading.first else { return Trivia(blankLinesBefore: Int(token.blankLinesBefore)) }
        return Trivia(leadingComments: leading, blankLinesBefore: first.blankLinesBefore, blankLinesAfterComments: Int(token.blankLinesBefore))
    }

    /// Comments written between the tokens of one statement (`title: // why` then the value) are kept on
    /// the statement, before it, so no comment is ever lost from the tree.
    private mutating func moveInnerComments(at index: Int, into trivia: inout Trivia) {
        guard tokens[index].hasComments else { return }
        let trailing = trivia.trailingComment
        trivia.trailingComment = nil
        for var comment in takeComments(at: index) {
            comment.isTrailing = false
            trivia.comments.append(comment)
        }
        trivia.trailingComment = trailing
    }

    /// The comments still attached to token `index`, removed from it.
    private mutating func takeComments(at index: Int) -> [Comment] {
        let range = tokens[index].commentRange
        guard !range.isEmpty else { return [] }
        tokens[index].commentStart = tokens[index].commentEnd
        return Array(comments[range])
    }

    private func firstComment(at index: Int) -> Comment? {
        tokens[index].hasComments ? comments[Int(tokens[index].commentStart)] : nil
    }

    /// A comment on the same line as the end of the previous statement belongs to that statement.
    private mutating func attachTrailingComment(to statements: inout [Statement]) {
        guard let first = firstComment(at: position), first.isTrailing, let last = statements.indices.last else { return }
        tokens[position].commentStart += 1
        Self.setTrailingComment(first, on: &statements[last])
    }

    private static func setTrailingComment(_ comment: Comment, on statement: inout Statement) {
        switch statement {
        case .attribute(var attribute):
            attribute.trivia.trailingComment = comment
            statement = .attribute(attribute)
        case .block(var block):
            block.trivia.trailingComment = comment
            statement = .block(block)
        case .error(let range, var trivia):
            trivia.trailingComment = comment
            statement = .error(range, trivia)
        }
    }

    private func text(_ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.range.start..<token.range.end]), as: UTF8.self)
    }

    private func makeValue(_ token: Token) -> Value {
        switch token.kind {
        case .string:
            Value(kind: .string(StringLiteral.decode(UnsafeBufferPointer(rebasing: bytes[token.range.start..<token.range.end]))), range: token.range)
        case .number:
            Value(kind: .number(text(token)), range: token.range)
        default:
            Value(kind: .identifier(text(token)), range: token.range)
        }
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        if diagnostics.count >= SyntaxLimits.maximumDiagnostics || lexerUnlisted > 0 {
            droppedDiagnostics += 1
        } else {
            diagnostics.append(diagnostic)
        }
    }
}
