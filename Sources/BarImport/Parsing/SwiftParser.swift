import BarSyntax
import BarDiagnostics

/// A tolerant recursive-descent parser for the Swift that declares bars.
///
/// It reads declarations (types, functions, properties), statements (`if`, `switch`, loops, `#if`,
/// assignments, `return`) and expressions (calls with labelled arguments, trailing and multiple trailing
/// closures, member chains that continue on the next line, literals, operators), and always builds a tree:
/// whatever it does not understand becomes `.other` and parsing resumes at the next token it does.
///
/// Guarantees, for any bytes: every loop consumes at least one token or stops; nesting deeper than
/// `maximumDepth` brackets is skipped by counting (no recursion), so the stack stays bounded; no expression
/// chains more than `maximumChainLength` links or operators into one tree (`LongExpression`), so the tree is
/// bounded too; the work is linear in the number of tokens. (A function body or getter left for its reader,
/// `DeferredBody`, is scanned and copied once for each declaration around it, which `maximumDepth` bounds.)
public struct SwiftParser {
    /// Brackets nested deeper than this are skipped rather than parsed. Real view code nests far less.
    public static let maximumDepth = 48

    /// Links of one postfix chain (`.padding()`, `.toolbar { … }`, `?`-chained members) and operators of one
    /// expression built into its tree, at most. Each link nests the expression before it, so the tree is as
    /// deep as the chain, and every walk over it — the recognizers', and freeing it — goes one call deeper per
    /// link: ten thousand modifiers overflowed the stack. Real view code chains a few dozen; past the limit the
    /// rest is kept flat (`LongExpression`).
    public static let maximumChainLength = 128
    /// The most `#if` directives the parser reads nested in one another (`parseConditionalCompilation`).
    public static let maximumDirectiveDepth = 128

    /// Room made for a body's statements or a call's arguments before the first is read: grown one element at
    /// a time, a list of two to four was allocated, copied and freed two or three times on its way.
    static let listCapacity = 4

    private let source: SourceFile
    private let bytes: [UInt8]
    /// The same bytes, valid while `parse` runs: a name is decoded from them directly, where going through
    /// `bytes.withUnsafeBufferPointer` retained and released the array for every name.
    private let buffer: UnsafeBufferPointer<UInt8>
    private let tokens: [SwiftToken]
    private let strings: [SwiftStringLiteral]
    private var position = 0
    private var depth = 0
    /// How many `#if` directives the statement being read is inside.
    private var directiveDepth = 0
    /// Ternaries, prefix operators and `#if` clauses of a chain read inside one another: recursion that no
    /// bracket counts, kept under `maximumDepth` on its own.
    private var expressionDepth = 0
    /// Expressions cut at `maximumChainLength`, in source order.
    private var longExpressions: [LongExpression] = []
    /// Whether an `if` condition read so far checks availability (`SwiftFile.checksAvailability`).
    private var checksAvailability = false
    /// Where function bodies and getters left for their first reader are parsed from (`DeferredBody`); nil when
    /// every body is parsed in place.
    private let deferral: DeferredParse?

    private init(
        _ source: SourceFile, tokens: [SwiftToken], strings: [SwiftStringLiteral], buffer: UnsafeBufferPointer<UInt8>, deferral: DeferredParse?
    ) {
        self.source = source
        self.bytes = source.bytes
        self.buffer = buffer
        self.tokens = tokens
        self.strings = strings
        self.deferral = deferral
    }

    public static func parse(_ source: SourceFile) -> SwiftFile {
        parse(source, defersBodies: true)
    }

    /// The file's tree; with `defersBodies`, the bodies of functions and getters that can be parsed later with
    /// the same result are parsed when first read (`DeferredBody`). Tests parse both ways and compare.
    static func parse(_ source: SourceFile, defersBodies: Bool) -> SwiftFile {
        let lexed = SwiftLexer.lex(source.bytes)
        var statements: [SwiftStatement] = []
        var longExpressions: [LongExpression] = []
        var checksAvailability = false
        let deferral = defersBodies ? DeferredParse(source: source, strings: lexed.strings) : nil
        source.bytes.withUnsafeBufferPointer { buffer in
            var parser = SwiftParser(source, tokens: lexed.tokens, strings: lexed.strings, buffer: buffer, deferral: deferral)
            while !parser.atEnd {
                parser.parseStatements(until: [], into: &statements)
                if !parser.atEnd { parser.advance() }  // a stray closer at the top level
            }
            longExpressions = parser.longExpressions
            checksAvailability = parser.checksAvailability
        }
        return SwiftFile(
            source: source, statements: statements, lexProblems: lexed.problems, bracketProblems: lexed.bracketProblems,
            longExpressions: longExpressions, types: SwiftProgram.types(in: statements), isASCII: ByteSearch.isASCII(source.bytes),
            checksAvailability: checksAvailability)
    }

    /// The statements of a body `parse` left for later, parsed from where it starts with the nesting it starts at.
    static func parseDeferred(_ body: DeferredBody) -> [SwiftStatement] {
        let file = body.file
        return file.source.bytes.withUnsafeBufferPointer { buffer in
            var parser = SwiftParser(file.source, tokens: body.tokens, strings: file.strings, buffer: buffer, deferral: file)
            parser.depth = body.depth
            parser.expressionDepth = body.expressionDepth
            let statements = parser.parseBody()
            // What `deferrableBodyEnd` promised: the body ends at its last `}`, and nothing is recorded for the file.
            assert(parser.position == body.tokens.count - 1 && parser.longExpressions.isEmpty && !parser.checksAvailability)
            return statements
        }
    }

    // MARK: Tokens

    private var current: SwiftToken { tokens[position] }
    private var atEnd: Bool { current.kind == .endOfFile }

    private func token(_ offset: Int) -> SwiftToken {
        let index = position + offset
        if index < 0 { return tokens[0] }
        return index < tokens.count ? tokens[index] : tokens[tokens.count - 1]
    }

    private mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    /// Decoded from a buffer, not an `ArraySlice`: the slice retained and released the file's bytes and went
    /// through the generic contiguous-storage path for every name the parser reads. Short ASCII text (nearly
    /// every token) is made in place in its string (`DecodedText`).
    private func text(_ token: SwiftToken) -> String {
        text(from: token.start, to: token.end)
    }

    private func text(from start: Int, to end: Int) -> String {
        DecodedText.string(UnsafeBufferPointer(rebasing: buffer[start..<end]))
    }

    /// Whether `token`'s bytes are `spelling`, compared in place: the parser asks this of nearly every
    /// operator, where decoding a `String` to compare cost more than the comparison.
    private func spells(_ token: SwiftToken, _ spelling: StaticString) -> Bool {
        let count = spelling.utf8CodeUnitCount
        guard token.end - token.start == count else { return false }
        let pointer = spelling.utf8Start
        var offset = 0
        while offset < count {
            if bytes[token.start + offset] != pointer[offset] { return false }
            offset += 1
        }
        return true
    }

    private func isOperator(_ token: SwiftToken, _ spelling: StaticString) -> Bool {
        token.kind == .operator && spells(token, spelling)
    }

    /// `?` or `!`.
    private func isOptionalMark(_ token: SwiftToken) -> Bool {
        token.kind == .operator && token.end - token.start == 1
            && (bytes[token.start] == UInt8(ascii: "?") || bytes[token.start] == UInt8(ascii: "!"))
    }

    /// An operator ending in `=` that is not a comparison (`=`, `+=`, `??=`): an assignment.
    private func isAssignmentOperator(_ token: SwiftToken) -> Bool {
        guard token.kind == .operator, bytes[token.end - 1] == UInt8(ascii: "=") else { return false }
        return !(spells(token, "==") || spells(token, "!=") || spells(token, "<=") || spells(token, ">=") || spells(token, "===")
            || spells(token, "!=="))
    }

    private func range(from start: Int) -> SourceRange {
        let end = position > 0 ? tokens[max(position - 1, 0)].end : 0
        return SourceRange(start: start, end: max(start, end))
    }

    /// The source text from `start` to the end of the previous token, with runs of white space collapsed.
    private func writtenText(from start: Int) -> String {
        let end = position > 0 ? tokens[position - 1].end : start
        guard end > start else { return "" }
        return CollapsedText.of(bytes[start..<end])
    }

    /// Skips from an opening bracket to just past its matching closer, counting every kind of bracket,
    /// without recursion. Used past the depth limit and for parts whose content does not matter.
    private mutating func skipBalanced() {
        var level = 0
        repeat {
            switch current.kind {
            case .leftParen, .leftBrace, .leftBracket: level += 1
            case .rightParen, .rightBrace, .rightBracket: level -= 1
            case .endOfFile: return
            default: break
            }
            advance()
        } while level > 0
    }

    /// Skips from a `#if` to just past its matching `#endif`, counting the directives nested in it, without
    /// recursion.
    private mutating func skipDirective() {
        var level = 0
        while current.kind != .endOfFile {
            if current.kind == .pound {
                if current.keyword == .poundIf {
                    level += 1
                } else if current.keyword == .poundEndif {
                    level -= 1
                    if level <= 0 {
                        advance()
                        return
                    }
                }
            }
            advance()
        }
    }

    /// `}`, `)`, `]` or the end of the file (a switch, not a set: it is asked at nearly every token).
    private static func isCloser(_ kind: SwiftToken.Kind) -> Bool {
        switch kind {
        case .rightBrace, .rightParen, .rightBracket, .endOfFile: true
        default: false
        }
    }

    // MARK: Statements

    /// Statements up to (not including) a `}`, a `)` or `]`, the end of the file, or one of `stopWords`
    /// (identifiers such as `case`, or `#elseif`-family directives) at the start of a statement.
    private mutating func parseStatements(until stopWords: Set<String>) -> [SwiftStatement] {
        var statements: [SwiftStatement] = []
        parseStatements(until: stopWords, into: &statements)
        return statements
    }

    /// The same, appended to `statements`: a body that a stray closer interrupts is read in several runs into
    /// one array, not into arrays copied into it.
    private mutating func parseStatements(until stopWords: Set<String>, into statements: inout [SwiftStatement]) {
        while !SwiftParser.isCloser(current.kind) {
            if current.kind == .semicolon {
                advance()
                continue
            }
            if !stopWords.isEmpty, current.kind == .identifier || current.kind == .pound || current.kind == .attribute,
                stopWords.contains(text(current))
            {
                break
            }
            let before = position
            if let statement = parseStatement() { statements.append(statement) }
            if position == before { advance() }
        }
    }

    // Word classes as switches over the keyword the lexer classified: they are asked at nearly every statement
    // or expression.

    /// The words after which `class` is a modifier (`class func`), not a declaration.
    private static func isMemberIntroducer(_ keyword: SwiftKeyword) -> Bool {
        switch keyword {
        case .func, .var, .let: true
        default: false
        }
    }

    /// Effects between a function's parameters and its return type.
    private static func isEffect(_ keyword: SwiftKeyword) -> Bool {
        switch keyword {
        case .async, .throws, .rethrows, .reasync: true
        default: false
        }
    }

    /// Words that bind in a condition list (`if let`, `while var`, `if case`).
    private static func isConditionBinder(_ keyword: SwiftKeyword) -> Bool {
        switch keyword {
        case .let, .var, .case: true
        default: false
        }
    }

    /// Words before an expression that do not change what it builds (`try`, `await`, `some`).
    private static func isExpressionPrefix(_ keyword: SwiftKeyword) -> Bool {
        switch keyword {
        case .try, .await, .consume, .copy, .some, .any: true
        default: false
        }
    }

    /// Directives that open a clause of `#if`.
    private static func opensClause(_ directive: SwiftKeyword) -> Bool {
        switch directive {
        case .poundIf, .poundElseif, .poundElse: true
        default: false
        }
    }

    /// Words that start a closure's first statement, so the closure has no signature to skip.
    private static func startsStatement(_ keyword: SwiftKeyword) -> Bool {
        switch keyword {
        case .for, .if, .switch, .return, .let, .var, .guard, .while: true
        default: false
        }
    }

    /// Operators that can appear in a closure's signature (`(a: Int?) -> T`).
    private func isSignatureOperator(_ token: SwiftToken) -> Bool {
        spells(token, "->") || spells(token, "?") || spells(token, "!") || spells(token, "<") || spells(token, ">")
            || spells(token, "...") || spells(token, "&")
    }

    private mutating func parseStatement() -> SwiftStatement? {
        let start = current.start
        var attributes: [String] = []
        var modifiers: [String] = []
        // Attributes and modifiers before a declaration.
        while true {
            if current.kind == .attribute {
                attributes.append(text(from: current.start + 1, to: current.end))
                let attributeEnd = current.end
                advance()
                if current.kind == .leftParen && current.start == attributeEnd { skipBalanced() }
            } else if current.keyword.isModifier
                || (current.keyword == .class && SwiftParser.isMemberIntroducer(token(1).keyword))
            {
                // `private(set)`, `unowned(safe)`.
                modifiers.append(text(current))
                advance()
                if current.kind == .leftParen && !current.startsLine { skipBalanced() }
            } else {
                break
            }
        }

        guard current.kind == .identifier || current.kind == .pound else {
            if !attributes.isEmpty || !modifiers.isEmpty, current.kind == .leftBrace {
                return nil
            }
            return parseExpressionStatement(start: start)
        }
        switch current.keyword {
        case .struct, .class, .enum, .actor, .extension, .protocol:
            return .type(parseTypeDeclaration(kind: text(current), attributes: attributes, modifiers: modifiers, start: start))
        case .func, .`init`, .deinit, .subscript:
            return .function(parseFunction(attributes: attributes, modifiers: modifiers, start: start))
        case .var, .let:
            return parseVariable(attributes: attributes, modifiers: modifiers, start: start)
        case .if:
            return .conditional(parseIf(start: start))
        case .guard:
            // `guard c else { … }` reads as `if c {} else { … }`: its body runs when the condition fails, and what
            // follows only when it holds (read as a block of its own, the code after an early exit was taken as
            // always running).
            advance()
            let conditionStart = current.start
            let first = current
            parseCondition()
            var end = position > 0 ? tokens[position - 1].end : conditionStart
            if position > 1, tokens[position - 1].keyword == .else { end = tokens[position - 2].end }
            let condition = end > conditionStart ? CollapsedText.of(bytes[conditionStart..<end]) : ""
            if !checksAvailability, first.kind == .pound, spells(first, "#available") || spells(first, "#unavailable") { checksAvailability = true }
            var inner: [SwiftStatement] = []
            if current.kind == .leftBrace { inner = parseBody() }
            return .conditional(
                SwiftConditional(branches: [.init(condition: condition, body: []), .init(condition: "", body: inner)], range: range(from: start), isGuard: true))
        case .switch:
            return .switchStatement(parseSwitch(start: start))
        case .for, .while:
            let word = text(current)
            advance()
            let headerStart = current.start
            skipUntilBrace()
            let header = word + " " + writtenText(from: headerStart)
            let body = current.kind == .leftBrace ? parseBody() : []
            return .loop(header: header, body: body, range: range(from: start))
        case .repeat:
            advance()
            let body = current.kind == .leftBrace ? parseBody() : []
            if current.keyword == .while {
                advance()
                _ = parseExpression(allowsTrailingClosure: false)
            }
            return .loop(header: "repeat", body: body, range: range(from: start))
        case .do:
            advance()
            var inner = current.kind == .leftBrace ? parseBody() : []
            while current.keyword == .catch {
                advance()
                skipUntilBrace()
                if current.kind == .leftBrace { inner += parseBody() }
            }
            return .other(inner, range(from: start))
        case .defer:
            advance()
            let inner = current.kind == .leftBrace ? parseBody() : []
            return .other(inner, range(from: start))
        case .return:
            advance()
            if SwiftParser.isCloser(current.kind) || current.startsLine || current.kind == .semicolon {
                return .returnStatement(nil, range(from: start))
            }
            let value = parseExpression(allowsTrailingClosure: true)
            return .returnStatement(value, range(from: start))
        case .import, .typealias, .associatedtype, .operator, .precedencegroup, .break, .continue, .fallthrough, .throw,
            .case:
            advance()
            skipRestOfLine()
            return .other([], range(from: start))
        case .poundIf:
            return parseConditionalCompilation(start: start)
        case .poundElseif, .poundElse, .poundEndif:
            // A directive with no `#if` before it in this body: skip it and its condition.
            advance()
            skipRestOfLine()
            return .other([], range(from: start))
        default:
            return parseExpressionStatement(start: start)
        }
    }

    private mutating func parseExpressionStatement(start: Int) -> SwiftStatement? {
        if SwiftParser.isCloser(current.kind) { return nil }
        let expression = parseExpression(allowsTrailingClosure: true)
        if current.kind == .operator, !current.startsLine {
            if isAssignmentOperator(current) {
                let spelling = text(current)
                advance()
                let value = parseExpression(allowsTrailingClosure: true)
                return .assignment(target: expression, operator: spelling, value: value, range: range(from: start))
            }
        }
        return .expression(expression)
    }

    /// Skips tokens up to the next `{` at this level (a condition or a header), stopping at a closer or at
    /// a line break followed by something that cannot continue a header.
    private mutating func skipUntilBrace() {
        while !SwiftParser.isCloser(current.kind) && current.kind != .leftBrace {
            if current.kind == .leftParen || current.kind == .leftBracket {
                skipBalanced()
            } else {
                advance()
            }
        }
    }

    private mutating func skipRestOfLine() {
        while !atEnd && !current.startsLine && !SwiftParser.isCloser(current.kind) {
            if current.kind == .leftParen || current.kind == .leftBracket || current.kind == .leftBrace {
                skipBalanced()
            } else {
                advance()
            }
        }
    }

    /// The index of the `}` that closes the function body or getter whose `{` is the current token, when the
    /// body can be left for its first reader (`DeferredBody`) with the same result: its brackets close in order
    /// (so `parseBody` would end at that `}`: it reads no further than a closing brace and skips only stray
    /// closers, and none is stray here); it has no `#if`-family directive and no availability check (which
    /// `checksAvailability` records for the file), while any other `#` word (`#selector`, `#Preview`, `#file`)
    /// is an expression like a name; and it has fewer than `maximumChainLength` tokens that can each extend a
    /// chain or an expression (`.`, an operator, an opening bracket), so no expression in it is cut
    /// (`LongExpression`, recorded for the file). Bodies nested deeper than 32 brackets are parsed in place.
    /// With `namingNoAccessor` (a property's block), no name in it is `get`, `willSet` or `didSet`, which
    /// `parseAccessors` reads as accessors wherever they stand (as a call's name): such a block is a bare getter.
    /// Stops at the first token that rules the body out, so a large body costs little to refuse.
    private func deferrableBodyEnd(namingNoAccessor: Bool = false) -> Int? {
        guard deferral != nil, depth < SwiftParser.maximumDepth else { return nil }
        // The open brackets, two bits each, innermost lowest.
        var open: UInt64 = 0
        var level = 0
        var extending = 0
        var index = position
        while index < tokens.count {
            let kind = tokens[index].kind
            switch kind {
            case .leftParen, .leftBrace, .leftBracket:
                guard level < 32 else { return nil }
                open = open << 2 | SwiftParser.bracketCode(kind)
                level += 1
                extending += 1
            case .rightParen, .rightBrace, .rightBracket:
                guard level > 0, open & 3 == SwiftParser.bracketCode(kind) else { return nil }
                open >>= 2
                level -= 1
                if level == 0 { return index }
            case .period, .operator:
                extending += 1
            case .pound:
                // A directive (`#if`…`#endif`, which stop statements and clauses) or an availability check, which
                // `checksAvailability` records for the file.
                let token = tokens[index]
                if token.keyword != .none || spells(token, "#available") || spells(token, "#unavailable") { return nil }
            case .endOfFile:
                return nil
            case .identifier where namingNoAccessor:
                let token = tokens[index]
                if spells(token, "get") || spells(token, "willSet") || spells(token, "didSet") { return nil }
            default:
                break
            }
            if extending >= SwiftParser.maximumChainLength { return nil }
            index += 1
        }
        return nil
    }

    /// A bracket's kind in two bits, the same for an opener and its closer.
    private static func bracketCode(_ kind: SwiftToken.Kind) -> UInt64 {
        switch kind {
        case .leftParen, .rightParen: 1
        case .leftBrace, .rightBrace: 2
        default: 3
        }
    }

    /// `{ statements }` → the statements; past the depth limit the block is skipped.
    private mutating func parseBody() -> [SwiftStatement] {
        guard current.kind == .leftBrace else { return [] }
        if depth >= SwiftParser.maximumDepth {
            skipBalanced()
            return []
        }
        depth += 1
        defer { depth -= 1 }
        advance()
        var statements: [SwiftStatement] = []
        if current.kind != .rightBrace { statements.reserveCapacity(SwiftParser.listCapacity) }
        while true {
            parseStatements(until: [], into: &statements)
            if current.kind == .rightBrace {
                advance()
                break
            }
            if atEnd { break }
            advance()  // a stray `)` or `]` inside braces
        }
        return statements
    }

    // MARK: Declarations

    private mutating func parseTypeDeclaration(kind: String, attributes: [String], modifiers: [String], start: Int) -> SwiftTypeDeclaration {
        advance()
        var name = ""
        while current.kind == .identifier || current.kind == .period {
            name += text(current)
            advance()
            if current.startsLine { break }
        }
        var viewParameters: [String] = []
        if isOperator(current, "<") { readGenericParameters(viewsInto: &viewParameters) }
        var inherited: [String] = []
        if current.kind == .colon {
            advance()
            var typeName = ""
            // Inside generic arguments (`ListViewController<Item>`), which are no part of the name: their names were
            // joined onto it (`ListViewControllerItem`).
            var angleDepth = 0
            while !SwiftParser.isCloser(current.kind) && current.kind != .leftBrace && current.keyword != .where {
                if current.kind == .leftParen || current.kind == .leftBracket {
                    skipBalanced()
                    continue
                } else if current.kind == .operator && !isOperator(current, "->") {
                    for byte in source.bytes[current.start..<current.end] {
                        if byte == UInt8(ascii: "<") { angleDepth += 1 } else if byte == UInt8(ascii: ">") { angleDepth = max(0, angleDepth - 1) }
                    }
                } else if angleDepth > 0 {
                    // An argument's name, or the comma between two arguments.
                } else if current.kind == .comma {
                    if !typeName.isEmpty { inherited.append(typeName) }
                    typeName = ""
                } else if current.kind == .identifier || current.kind == .period {
                    typeName += text(current)
                }
                advance()
            }
            if !typeName.isEmpty { inherited.append(typeName) }
        }
        if current.keyword == .where { readWhereClause(viewsInto: &viewParameters) }
        skipUntilBrace()
        let members = parseBody()
        return SwiftTypeDeclaration(
            kind: kind, name: name, inheritedTypes: inherited, attributes: attributes, modifiers: modifiers, members: members,
            viewParameters: viewParameters, range: range(from: start))
    }

    /// `<Header: View, Item>`, positioned on its `<`, read up to its `>`: the names of the parameters
    /// constrained to `View` there (`V: View`, `L: SwiftUI.View & Equatable`) are added to `views`.
    private mutating func readGenericParameters(viewsInto views: inout [String]) {
        var level = 0
        var parameter: String?
        var isView = false
        func endParameter() {
            if let parameter, isView, !views.contains(parameter) { views.append(parameter) }
            parameter = nil
            isView = false
        }
        repeat {
            if current.kind == .operator {
                level += angleBracketChange(current)
            } else if SwiftParser.isCloser(current.kind) || current.kind == .leftBrace {
                return
            } else if level == 1 {
                if current.kind == .comma {
                    endParameter()
                } else if current.kind == .identifier {
                    if parameter == nil { parameter = text(current) } else if spellsView(current) { isView = true }
                }
            }
            advance()
        } while level > 0
        endParameter()
    }

    /// `where Header: View, Item == Int`, positioned on `where`, read up to the `{`: the parameters
    /// constrained to `View` there are added to `views`.
    private mutating func readWhereClause(viewsInto views: inout [String]) {
        advance()
        var parameter: String?
        var afterColon = false
        while !SwiftParser.isCloser(current.kind) && current.kind != .leftBrace {
            switch current.kind {
            case .comma:
                parameter = nil
                afterColon = false
            case .colon:
                afterColon = true
            case .identifier:
                if parameter == nil {
                    parameter = text(current)
                } else if afterColon, spellsView(current), let name = parameter, !views.contains(name) {
                    views.append(name)
                }
            case .leftParen, .leftBracket:
                skipBalanced()
                continue
            default:
                break
            }
            advance()
        }
    }

    /// `View` or the `View` of `SwiftUI.View`, not a member of another type (`Foo.View`).
    private func spellsView(_ token: SwiftToken) -> Bool {
        guard spells(token, "View") else { return false }
        let before = self.token(-1)
        return before.kind != .period || spells(self.token(-2), "SwiftUI")
    }

    private mutating func skipGenericParameters() {
        var level = 0
        repeat {
            if current.kind == .operator {
                level += angleBracketChange(current)
            } else if SwiftParser.isCloser(current.kind) || current.kind == .leftBrace {
                return
            }
            advance()
        } while level > 0
    }

    /// How many angle brackets an operator token opens (`<`) less those it closes (`>`, `>>`).
    private func angleBracketChange(_ token: SwiftToken) -> Int {
        var change = 0
        for byte in bytes[token.start..<token.end] {
            if byte == UInt8(ascii: "<") { change += 1 } else if byte == UInt8(ascii: ">") { change -= 1 }
        }
        return change
    }

    private mutating func parseFunction(attributes: [String], modifiers: [String], start: Int) -> SwiftFunction {
        let isFunc = current.keyword == .func
        var name = text(current)
        advance()
        if isFunc, current.kind == .identifier || current.kind == .operator {
            name = text(current)
            // ``func `if`(…)``: the name calls write (`.if(…)`), without the backticks that let it be a keyword.
            if name.utf8.first == UInt8(ascii: "`"), name.utf8.count > 2, name.utf8.last == UInt8(ascii: "`") {
                name = String(name.dropFirst().dropLast())
            }
            advance()
        }
        if isOptionalMark(current) { advance() }  // init?
        if isOperator(current, "<") { skipGenericParameters() }
        var parameterRange: SourceRange?
        if current.kind == .leftParen {
            // Kept as where it is written, and read only for the functions that need it (`SwiftParameter.list`):
            // reading every function's parameters cost more than the rest of its declaration.
            let parametersStart = current.start
            skipBalanced()
            parameterRange = range(from: parametersStart)
        }
        var returnType: String?
        while SwiftParser.isEffect(current.keyword) {
            advance()
            if current.kind == .leftParen { skipBalanced() }  // typed throws
        }
        if isOperator(current, "->") {
            advance()
            let typeStart = current.start
            while !SwiftParser.isCloser(current.kind) && current.kind != .leftBrace && current.keyword != .where
                && !(current.startsLine && position > 0)
            {
                if current.kind == .leftParen || current.kind == .leftBracket { skipBalanced() } else { advance() }
            }
            returnType = writtenText(from: typeStart)
        }
        if current.keyword == .where { skipUntilBrace() }
        var body: DeclarationBody?
        if current.kind == .leftBrace {
            if let deferral, let closingBrace = deferrableBodyEnd() {
                body = .deferred(deferBody(to: closingBrace, in: deferral))
            } else {
                body = .parsed(parseBody())
            }
        }
        return SwiftFunction(
            name: name, attributes: attributes, modifiers: modifiers, parameterRange: parameterRange, returnType: returnType, body: body,
            range: range(from: start))
    }

    /// The body from the current `{` to `closingBrace`, left for its first reader: its tokens copied with an
    /// end of input after them, and the parser moved past it as `parseBody` would have.
    private mutating func deferBody(to closingBrace: Int, in deferral: DeferredParse) -> DeferredBody {
        var bodyTokens: [SwiftToken] = []
        bodyTokens.reserveCapacity(closingBrace - position + 2)
        bodyTokens.append(contentsOf: tokens[position...closingBrace])
        let closing = tokens[closingBrace]
        bodyTokens.append(SwiftToken(kind: .endOfFile, start: closing.end, end: closing.end, startsLine: true))
        let deferred = DeferredBody(file: deferral, tokens: bodyTokens, depth: depth, expressionDepth: expressionDepth)
        position = closingBrace
        advance()
        return deferred
    }

    private mutating func parseVariable(attributes: [String], modifiers: [String], start: Int) -> SwiftStatement {
        let isLet = current.keyword == .let
        advance()  // var / let
        var name = ""
        if current.kind == .identifier {
            name = text(current)
            advance()
        } else if current.kind == .leftParen {
            skipBalanced()  // a tuple pattern
        }
        var typeText: String?
        if current.kind == .colon {
            advance()
            let typeStart = current.start
            while !SwiftParser.isCloser(current.kind) && current.kind != .leftBrace && current.kind != .comma
                && !isOperator(current, "=") && !(current.startsLine && current.start > typeStart)
            {
                if current.kind == .leftParen || current.kind == .leftBracket { skipBalanced() } else { advance() }
            }
            typeText = writtenText(from: typeStart)
        }
        var initializer: SwiftExpression?
        var getter: DeclarationBody?
        var observers: [SwiftStatement]?
        if isOperator(current, "=") {
            advance()
            initializer = parseExpression(allowsTrailingClosure: true)
        }
        if current.kind == .leftBrace && !current.startsLine || (current.kind == .leftBrace && typeText != nil && initializer == nil) {
            // A block that names no accessor is a bare getter, whatever its statements (`parseAccessors`). A view's
            // `body` is read by every import, so it is parsed here rather than scanned first.
            if name != "body", let deferral, let closingBrace = deferrableBodyEnd(namingNoAccessor: true) {
                getter = .deferred(deferBody(to: closingBrace, in: deferral))
            } else {
                let accessors = parseAccessors()
                (getter, observers) = (accessors.getter.map(DeclarationBody.parsed), accessors.observers)
            }
        }
        // `let a = 1, b = 2`: the rest of the list is skipped.
        while current.kind == .comma && !current.startsLine {
            advance()
            skipRestOfLine()
        }
        return .variable(
            SwiftVariable(
                name: name, isLet: isLet, attributes: attributes, modifiers: modifiers, typeText: typeText, initializer: initializer,
                getter: getter, observers: observers, range: range(from: start)))
    }

    /// A property's accessor block: a computed property's getter, whether written bare or as `get { … }`, or a
    /// stored property's observers (`didSet { refresh() }`, `willSet(newValue) { … }`), whose statements run
    /// when it is assigned. The observers are not a getter: read as one, `var more: UIBarButtonItem? { didSet
    /// { refresh() } }` was the item its getter returns, a custom item named `didSet { … }`, and the item the
    /// code assigns to it was never followed.
    private mutating func parseAccessors() -> (getter: [SwiftStatement]?, observers: [SwiftStatement]?) {
        let statements = parseBody()
        // `get { … } set { … }`, `didSet { … }` parse as calls named after the accessor with a trailing closure.
        func accessor(_ statement: SwiftStatement) -> (name: String, body: [SwiftStatement])? {
            guard case .expression(.call(let call)) = statement, let name = call.callee.calleeName,
                case .closure(let closure)? = call.trailingClosures.first?.value
            else { return nil }
            return (name, closure.statements)
        }
        let accessors = statements.map(accessor)
        if let getter = accessors.lazy.compactMap({ $0 }).first(where: { $0.name == "get" }) { return (getter.body, nil) }
        if !statements.isEmpty, accessors.allSatisfy({ $0?.name == "willSet" || $0?.name == "didSet" }) {
            return (nil, accessors.flatMap { $0?.body ?? [] })
        }
        return (statements, nil)
    }

    // MARK: Control flow

    private mutating func parseIf(start: Int) -> SwiftConditional {
        var branches: [SwiftConditional.Branch] = []
        while true {
            advance()  // `if`
            let conditionStart = current.start
            // The check is the word `#available` itself, as `deferrableBodyEnd` looks for it: a longer word that
            // starts with it (`#availablex`) is none, and a body deferred with one in it was parsed differently.
            let first = current
            parseCondition()
            let condition = writtenText(from: conditionStart)
            if !checksAvailability, first.kind == .pound, spells(first, "#available") || spells(first, "#unavailable") { checksAvailability = true }
            let body = parseBody()
            branches.append(.init(condition: condition, body: body))
            guard current.keyword == .else else { break }
            advance()
            if current.keyword == .if { continue }
            branches.append(.init(condition: "", body: parseBody()))
            break
        }
        return SwiftConditional(branches: branches, range: range(from: start))
    }

    /// A condition list: expressions without trailing closures up to the body's `{`.
    private mutating func parseCondition() {
        while !SwiftParser.isCloser(current.kind) && current.kind != .leftBrace {
            let before = position
            if SwiftParser.isConditionBinder(current.keyword) {
                advance()
                continue
            }
            _ = parseExpression(allowsTrailingClosure: false)
            if current.kind == .comma || isOperator(current, "=") { advance() }
            if position == before { advance() }
        }
    }

    private mutating func parseSwitch(start: Int) -> SwiftSwitch {
        advance()
        let subjectStart = current.start
        parseCondition()
        let subject = writtenText(from: subjectStart)
        var cases: [SwiftSwitch.Case] = []
        guard current.kind == .leftBrace else { return SwiftSwitch(subject: subject, cases: [], range: range(from: start)) }
        if depth >= SwiftParser.maximumDepth {
            skipBalanced()
            return SwiftSwitch(subject: subject, cases: [], range: range(from: start))
        }
        depth += 1
        defer { depth -= 1 }
        advance()
        while !atEnd && current.kind != .rightBrace {
            let before = position
            let labelStart = current.start
            if current.kind == .attribute { advance() }  // @unknown
            if current.keyword == .case || current.keyword == .default {
                advance()
                while !SwiftParser.isCloser(current.kind) && current.kind != .colon {
                    if current.kind == .leftParen || current.kind == .leftBracket || current.kind == .leftBrace {
                        skipBalanced()
                    } else {
                        advance()
                    }
                }
                let label = writtenText(from: labelStart)
                if current.kind == .colon { advance() }
                let body = parseStatements(until: ["case", "default", "@unknown"])
                cases.append(.init(label: label, body: body))
            } else if current.keyword == .poundIf {
                // `#if` around cases: read its statements as one case body.
                if let statement = parseConditionalCompilation(start: current.start) {
                    cases.append(.init(label: "#if", body: [statement]))
                }
            } else {
                _ = parseStatement()
            }
            if position == before { advance() }
        }
        if current.kind == .rightBrace { advance() }
        return SwiftSwitch(subject: subject, cases: cases, range: range(from: start))
    }

    /// `#if … #elseif … #else … #endif` around statements. Nested in `maximumDirectiveDepth` others, it is skipped
    /// by counting (`skipDirective`) and reported: read by recursion, 9,500 nested `#if`s overflowed the stack.
    /// Counted apart from brackets, so that directives inside a deep body are read as before.
    private mutating func parseConditionalCompilation(start: Int) -> SwiftStatement? {
        if directiveDepth >= SwiftParser.maximumDirectiveDepth {
            longExpressions.append(.directives(offset: start))
            skipDirective()
            return .conditionalCompilation([], range(from: start))
        }
        directiveDepth += 1
        defer { directiveDepth -= 1 }
        var clauses: [SwiftDirectiveClause] = []
        while current.kind == .pound {
            let directive = current.keyword
            let clauseStart = current.start
            guard SwiftParser.opensClause(directive) else { break }
            advance()
            let conditionStart = current.start
            if directive != .poundElse { skipRestOfLine() }
            let condition = directive == .poundElse ? "" : writtenText(from: conditionStart)
            let body = parseStatements(until: ["#elseif", "#else", "#endif"])
            clauses.append(
                SwiftDirectiveClause(condition: condition, isElse: directive == .poundElse, body: body, range: range(from: clauseStart)))
        }
        if current.keyword == .poundEndif { advance() }
        return .conditionalCompilation(clauses, range(from: start))
    }

    // MARK: Expressions

    private mutating func parseExpression(allowsTrailingClosure: Bool) -> SwiftExpression {
        let start = current.start
        var lhs = parseUnary(allowsTrailingClosure: allowsTrailingClosure)
        // Each operator nests the expression before it; past the limit the operands are kept flat in `rest`.
        var operators = 0
        var rest: [SwiftExpression]?
        while true {
            if current.kind == .operator {
                if spells(current, "->") || isAssignmentOperator(current) { break }
                // An operator at the start of a line continues the expression only when it is binary (space after).
                if current.startsLine && token(1).start == current.end { break }
                if operators == SwiftParser.maximumChainLength && rest == nil {
                    longExpressions.append(.operators(offset: current.start))
                    rest = []
                }
                operators += 1
                if spells(current, "?") {
                    advance()
                    let (then, otherwise) = parseTernaryBranches(allowsTrailingClosure: allowsTrailingClosure)
                    if rest != nil {
                        rest! += [then, otherwise]
                    } else {
                        lhs = .ternary(condition: lhs, then: then, otherwise: otherwise, range: range(from: start))
                    }
                    continue
                }
                let spelling = text(current)
                advance()
                let rhs = parseUnary(allowsTrailingClosure: allowsTrailingClosure)
                if rest != nil {
                    rest!.append(rhs)
                } else {
                    lhs = .binary(operator: spelling, lhs: lhs, rhs: rhs, range: range(from: start))
                }
            } else if (current.keyword == .as || current.keyword == .is) && !current.startsLine {
                advance()
                if isOptionalMark(current) { advance() }
                skipType()
            } else {
                break
            }
        }
        if let rest { return .other([lhs] + rest, range(from: start)) }
        return lhs
    }

    /// `then : otherwise` after a ternary's `?`. A ternary in a branch is read by recursion, counted in
    /// `expressionDepth`; past `maximumDepth` a branch is one operand, and what follows it continues the
    /// expression around it, so nested ternaries of any number cannot exhaust the stack.
    private mutating func parseTernaryBranches(allowsTrailingClosure: Bool) -> (then: SwiftExpression, otherwise: SwiftExpression) {
        guard expressionDepth < SwiftParser.maximumDepth else {
            let then = parseUnary(allowsTrailingClosure: allowsTrailingClosure)
            if current.kind == .colon { advance() }
            return (then, parseUnary(allowsTrailingClosure: allowsTrailingClosure))
        }
        expressionDepth += 1
        defer { expressionDepth -= 1 }
        let then = parseExpression(allowsTrailingClosure: allowsTrailingClosure)
        if current.kind == .colon { advance() }
        return (then, parseExpression(allowsTrailingClosure: allowsTrailingClosure))
    }

    /// A type after `as`/`is`: names, periods, generic arguments, optionals.
    private mutating func skipType() {
        while !atEnd {
            if current.kind == .identifier || current.kind == .period {
                advance()
            } else if current.kind == .leftBracket || current.kind == .leftParen {
                skipBalanced()
            } else if current.kind == .operator, bytes[current.start..<current.end].allSatisfy({
                $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!")
            }) {
                advance()
            } else {
                return
            }
            if current.startsLine { return }
        }
    }

    private mutating func parseUnary(allowsTrailingClosure: Bool) -> SwiftExpression {
        // `try`, `try?`, `await`: nothing of their own in the tree, read in a loop (a run of them is no deeper).
        while SwiftParser.isExpressionPrefix(current.keyword) {
            advance()
            if isOptionalMark(current) && current.start == token(-1).end { advance() }
        }
        let start = current.start
        if startsPrefixOperator() {
            advance()
            // Past `maximumDepth` operators in a row, the rest of the run is skipped and the operand read once.
            guard expressionDepth < SwiftParser.maximumDepth else {
                while startsPrefixOperator() || SwiftParser.isExpressionPrefix(current.keyword) { advance() }
                let operandStart = current.start
                let primary = parsePrimary(allowsTrailingClosure: allowsTrailingClosure)
                return .other([parsePostfix(primary, start: operandStart, allowsTrailingClosure: allowsTrailingClosure)], range(from: start))
            }
            expressionDepth += 1
            defer { expressionDepth -= 1 }
            let operand = parseUnary(allowsTrailingClosure: allowsTrailingClosure)
            return .other([operand], range(from: start))
        }
        let primary = parsePrimary(allowsTrailingClosure: allowsTrailingClosure)
        return parsePostfix(primary, start: start, allowsTrailingClosure: allowsTrailingClosure)
    }

    /// A prefix operator: written against what follows it (`!isEditing`, `-1`).
    private func startsPrefixOperator() -> Bool {
        current.kind == .operator && !SwiftParser.isCloser(token(1).kind) && token(1).start == current.end
    }

    private mutating func parsePrimary(allowsTrailingClosure: Bool) -> SwiftExpression {
        let start = current.start
        switch current.kind {
        case .identifier:
            if current.keyword == .if || current.keyword == .switch {
                // An `if` or `switch` expression: read it as a statement and keep what is inside.
                if let statement = parseStatement() { return .other(SwiftParser.expressions(in: [statement]), range(from: start)) }
                return .other([], range(from: start))
            }
            let name = text(current)
            advance()
            return .name(name, range(from: start))
        case .period:
            advance()
            if current.kind == .identifier || current.kind == .number {
                let name = text(current)
                advance()
                return .member(base: nil, name: name, range: range(from: start))
            }
            return .other([], range(from: start))
        case .string:
            let literal = strings[current.payload]
            advance()
            return .string(literal, range(from: start))
        case .number:
            let value = text(current)
            advance()
            return .number(value, range(from: start))
        case .pound:
            let name = text(current)
            advance()
            return .name(name, range(from: start))
        case .leftParen:
            let arguments = parseArguments(closer: .rightParen)
            if arguments.count == 1, arguments[0].label == nil { return arguments[0].value }
            return .other(arguments.map(\.value), range(from: start))
        case .leftBracket:
            let elements = parseArguments(closer: .rightBracket)
            return .array(elements.map(\.value), range(from: start))
        case .leftBrace:
            return .closure(parseClosure())
        case .unknown:
            // A key path `\.name` or stray bytes.
            advance()
            return .other([], range(from: start))
        default:
            if !SwiftParser.isCloser(current.kind) { advance() }
            return .other([], range(from: start))
        }
    }

    /// The chain is built by moving `expression` into each new link (`consume`): a copy retained the chain so
    /// far and released it again at every link, for every expression of every file.
    private mutating func parsePostfix(_ base: consuming SwiftExpression, start: Int, allowsTrailingClosure: Bool) -> SwiftExpression {
        var links = 0
        return parsePostfix(base, start: start, allowsTrailingClosure: allowsTrailingClosure, links: &links)
    }

    /// The same, counting the chain's `links` (a `#if` clause inside the chain goes on counting those before
    /// it): each `.name` is one, and each call or subscript that does not directly follow one, so a modifier
    /// (`.padding()`) is one link. Past `maximumChainLength` links the rest of the chain is read without being
    /// nested: the members are skipped and the arguments kept beside the chain so far (`rest`), so the views
    /// written in them are still found, and the cut is reported (`LongExpression.chain`).
    private mutating func parsePostfix(
        _ base: consuming SwiftExpression, start: Int, allowsTrailingClosure: Bool, links: inout Int
    ) -> SwiftExpression {
        var expression = base
        var rest: [SwiftExpression]?
        var afterMember = false
        chain: while true {
            // Each case that extends the chain counts its link first (`countLink`): asked once per step of every
            // chain of every file, so it is decided where the case is already known.
            let followsMember = afterMember
            afterMember = false
            switch current.kind {
            case .period:
                // `.name` continues the chain, on the same line or at the start of the next.
                let next = token(1)
                guard next.kind == .identifier || next.kind == .number else { break chain }
                countLink(&links, rest: &rest)
                advance()
                let name = text(current)
                advance()
                afterMember = true
                if rest == nil { expression = .member(base: consume expression, name: name, range: range(from: start)) }
            case .leftParen where !current.startsLine:
                if !followsMember { countLink(&links, rest: &rest) }
                var arguments = parseArguments(closer: .rightParen)
                let parenthesizedCount = arguments.count
                if allowsTrailingClosure { parseTrailingClosures(into: &arguments) }
                if rest != nil {
                    rest! += arguments.map(\.value)
                } else {
                    expression = .call(
                        SwiftCall(callee: consume expression, allArguments: arguments, parenthesizedCount: parenthesizedCount, range: range(from: start)))
                }
            case .leftBracket where !current.startsLine:
                if !followsMember { countLink(&links, rest: &rest) }
                let arguments = parseArguments(closer: .rightBracket)
                if rest != nil {
                    rest! += arguments.map(\.value)
                } else {
                    expression = .other([consume expression] + arguments.map(\.value), range(from: start))
                }
            case .leftBrace where allowsTrailingClosure && !current.startsLine && !observersFollow():
                if !followsMember { countLink(&links, rest: &rest) }
                var closures: [SwiftArgument] = []
                parseTrailingClosures(into: &closures)
                if rest != nil {
                    rest! += closures.map(\.value)
                } else {
                    expression = .call(SwiftCall(callee: consume expression, allArguments: closures, parenthesizedCount: 0, range: range(from: start)))
                }
            case .pound where current.keyword == .poundIf && expressionDepth < SwiftParser.maximumDepth && postfixDirectiveFollows():
                if rest != nil {
                    // Read for the views inside, applied to nothing.
                    rest!.append(
                        parsePostfixDirective(.other([], .at(current.start)), start: current.start, allowsTrailingClosure: allowsTrailingClosure, links: &links))
                } else {
                    expression = parsePostfixDirective(consume expression, start: start, allowsTrailingClosure: allowsTrailingClosure, links: &links)
                    // Cut inside the clause: what follows is this chain's flat rest too. (Each later `#if` wrapped
                    // the chain in one more level, and 2,400 of them overflowed the stack.)
                    if links > SwiftParser.maximumChainLength { rest = [] }
                }
            case .operator where !current.startsLine && current.start == token(-1).end:
                // Postfix `?` and `!` (optional chaining, force unwrap); `<…>` generic arguments after a name.
                if isOptionalMark(current) || spells(current, "?.") {
                    advance()
                } else if spells(current, "<"), case .name = expression, genericArgumentsFollow() {
                    skipGenericParameters()
                } else {
                    break chain
                }
            default:
                break chain
            }
        }
        if let rest { return .other([expression] + rest, range(from: start)) }
        return expression
    }

    /// Counts a link of the chain being read (see `parsePostfix`), or past `maximumChainLength` starts its
    /// flat rest: reported once, where the cut is (a `#if` clause read past it starts with more links than the
    /// limit, and reports nothing again).
    @inline(__always)
    private mutating func countLink(_ links: inout Int, rest: inout [SwiftExpression]?) {
        guard rest == nil else { return }
        guard links >= SwiftParser.maximumChainLength else {
            links += 1
            return
        }
        if links == SwiftParser.maximumChainLength { longExpressions.append(.chain(offset: current.start)) }
        links = SwiftParser.maximumChainLength + 1
        rest = []
    }

    /// `#if` inside a member chain (`List {}\n#if os(iOS)\n.listStyle(.plain)\n#endif\n.toolbar {}`): the
    /// clause's first line continues the chain with a `.`.
    private func postfixDirectiveFollows() -> Bool {
        var offset = 1
        while offset < 64 {
            let next = token(offset)
            if next.startsLine { return next.kind == .period }
            if next.kind == .endOfFile { return false }
            offset += 1
        }
        return false
    }

    /// Applies the modifiers of the first clause compiled for iOS (or of no clause when all are for other
    /// platforms) and reads the others only to skip them.
    private mutating func parsePostfixDirective(_ base: SwiftExpression, start: Int, allowsTrailingClosure: Bool, links: inout Int) -> SwiftExpression {
        expressionDepth += 1
        defer { expressionDepth -= 1 }
        var result = base
        var taken = false
        var kinds: [PlatformCondition] = []
        while current.kind == .pound, SwiftParser.opensClause(current.keyword) {
            let directive = current.keyword
            advance()
            let conditionStart = current.start
            if directive != .poundElse { skipRestOfLine() }
            let condition = directive == .poundElse ? "" : writtenText(from: conditionStart)
            let kind: PlatformCondition
            if directive != .poundElse {
                kind = PlatformCondition.classify(condition, isElse: false)
            } else if kinds.contains(.iOS) {
                kind = .otherPlatform
            } else {
                kind = !kinds.isEmpty && kinds.allSatisfy { $0 == .otherPlatform } ? .iOS : .other
            }
            kinds.append(kind)
            let applies = !taken && kind != .otherPlatform
            let before = position
            // A clause left out adds no links to the chain it would continue.
            var clauseLinks = applies ? links : 0
            let applied = parsePostfix(
                applies ? result : .other([], .at(current.start)), start: start, allowsTrailingClosure: allowsTrailingClosure, links: &clauseLinks)
            if applies && position > before {
                result = applied
                links = clauseLinks
                taken = true
            }
            if position == before && current.kind != .pound { break }
        }
        if current.keyword == .poundEndif { advance() }
        return result
    }

    /// Whether `<` after a name opens generic arguments (`Foo<Bar>(`) rather than a comparison.
    private func genericArgumentsFollow() -> Bool {
        var offset = 1
        var level = 1
        while offset < 32 {
            let next = token(offset)
            switch next.kind {
            case .identifier, .period, .comma, .leftBracket, .rightBracket, .colon:
                break
            case .operator:
                for byte in bytes[next.start..<next.end] {
                    if byte == UInt8(ascii: "<") {
                        level += 1
                    } else if byte == UInt8(ascii: ">") {
                        level -= 1
                    } else if byte != UInt8(ascii: "?") && byte != UInt8(ascii: "!") {
                        return false
                    }
                }
                if level == 0 { return token(offset + 1).kind == .leftParen || token(offset + 1).kind == .period || token(offset + 1).kind == .leftBrace }
            default:
                return false
            }
            offset += 1
        }
        return false
    }

    /// Whether the `{` at hand opens a stored property's observers (`var count = 0 { didSet { … } }`, `= [] {
    /// willSet(newValue) { … } }`) rather than a trailing closure of the initializer, as Swift decides it: by a
    /// `didSet` or `willSet` followed by its body or its parameter. Taken for a closure, the observers were part of
    /// the property's value.
    private func observersFollow() -> Bool {
        let next = token(1)
        guard next.kind == .identifier, spells(next, "didSet") || spells(next, "willSet") else { return false }
        let after = token(2).kind
        return after == .leftBrace || after == .leftParen
    }

    /// `{ … }` and then `label: { … }` for each further trailing closure, after a call's `arguments`.
    private mutating func parseTrailingClosures(into arguments: inout [SwiftArgument]) {
        guard current.kind == .leftBrace && !current.startsLine && !observersFollow() else { return }
        arguments.append(SwiftArgument(label: nil, value: .closure(parseClosure())))
        while current.kind == .identifier && token(1).kind == .colon && token(2).kind == .leftBrace {
            let label = text(current)
            advance()
            advance()
            arguments.append(SwiftArgument(label: label, value: .closure(parseClosure())))
        }
    }

    /// `( label: value, … )` or `[ … ]`, positioned on the opening bracket; consumes the closer.
    private mutating func parseArguments(closer: SwiftToken.Kind) -> [SwiftArgument] {
        if depth >= SwiftParser.maximumDepth {
            skipBalanced()
            return []
        }
        depth += 1
        defer { depth -= 1 }
        advance()
        var arguments: [SwiftArgument] = []
        if current.kind != closer { arguments.reserveCapacity(SwiftParser.listCapacity) }
        while current.kind != closer && !atEnd {
            if current.kind == .rightBrace || (SwiftParser.isCloser(current.kind) && current.kind != closer) {
                // Unbalanced: leave the `}` to the body that owns it; skip a stray closer of another kind.
                if current.kind == .rightBrace { return arguments }
                advance()
                continue
            }
            let before = position
            var label: String?
            if (current.kind == .identifier || current.kind == .string) && token(1).kind == .colon && closer == .rightParen {
                label = text(current)
                advance()
                advance()
            }
            if current.kind == .comma || current.kind == closer {
                // `f(a:)` (a function reference) or an empty element.
                arguments.append(SwiftArgument(label: label, value: .other([], SourceRange.at(current.start))))
            } else {
                let value = parseExpression(allowsTrailingClosure: true)
                arguments.append(SwiftArgument(label: label, value: value))
                if current.kind == .colon && closer == .rightBracket {
                    advance()  // a dictionary's key: value
                }
            }
            if current.kind == .comma { advance() }
            if position == before { advance() }
        }
        if current.kind == closer { advance() }
        return arguments
    }

    private mutating func parseClosure() -> SwiftClosure {
        let start = current.start
        if depth >= SwiftParser.maximumDepth {
            skipBalanced()
            return SwiftClosure(statements: [], range: range(from: start))
        }
        depth += 1
        defer { depth -= 1 }
        advance()
        skipClosureSignature()
        var statements: [SwiftStatement] = []
        if current.kind != .rightBrace { statements.reserveCapacity(SwiftParser.listCapacity) }
        while true {
            parseStatements(until: [], into: &statements)
            if current.kind == .rightBrace {
                advance()
                break
            }
            if atEnd { break }
            advance()
        }
        return SwiftClosure(statements: statements, range: range(from: start))
    }

    /// `[weak self] (a, b) -> T in` at the start of a closure: skipped when an `in` follows tokens that can
    /// only be a signature.
    private mutating func skipClosureSignature() {
        var offset = 0
        if SwiftParser.startsStatement(token(0).keyword) {
            return
        }
        while offset < 200 {
            let next = token(offset)
            switch next.kind {
            case .identifier:
                if next.keyword == .in {
                    position += offset + 1
                    return
                }
            case .comma, .colon, .period, .attribute:
                break
            case .operator:
                if !isSignatureOperator(next) { return }
            case .leftParen, .leftBracket:
                // Skip a balanced group within the look-ahead.
                var level = 0
                repeat {
                    let inner = token(offset)
                    if inner.kind == .leftParen || inner.kind == .leftBracket { level += 1 }
                    if inner.kind == .rightParen || inner.kind == .rightBracket { level -= 1 }
                    if inner.kind == .endOfFile || inner.kind == .leftBrace || inner.kind == .rightBrace { return }
                    offset += 1
                } while level > 0 && offset < 200
                continue
            default:
                return
            }
            offset += 1
        }
    }

    /// Every expression directly inside `statements` (for `.other` nodes that wrap statements).
    static func expressions(in statements: [SwiftStatement]) -> [SwiftExpression] {
        var result: [SwiftExpression] = []
        for statement in statements {
            switch statement {
            case .expression(let expression): result.append(expression)
            case .returnStatement(let expression?, _): result.append(expression)
            case .conditional(let conditional):
                for branch in conditional.branches { result += expressions(in: branch.body) }
            case .switchStatement(let switchStatement):
                for item in switchStatement.cases { result += expressions(in: item.body) }
            case .other(let inner, _): result += expressions(in: inner)
            default: break
            }
        }
        return result
    }
}
