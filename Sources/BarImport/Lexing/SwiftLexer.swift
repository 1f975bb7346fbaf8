import BarSyntax

/// Splits Swift source into tokens, for the constructs `bar import` reads.
///
/// It follows the Swift lexical grammar closely enough that everything around a toolbar is skipped exactly:
/// nested `/* /* */ */` comments, string literals of every form (`"…"`, multi-line `"""…"""`, raw `#"…"#`
/// with any number of `#`) including interpolations that hold parentheses and strings of their own
/// (`"\(f("a)"))"`), `#if`-family directives, attributes and operators.
///
/// It never fails: every byte ends up in some token, each step consumes at least one byte, and string
/// interpolations nest through an explicit depth limit, so any input — binary data included — is lexed in
/// time linear in its size with bounded stack.
public struct SwiftLexer {
    /// Interpolations nested deeper than this are skipped by counting parentheses only (a real file never
    /// comes close; a hostile one cannot grow the stack).
    public static let maximumInterpolationDepth = 24

    /// The file's bytes, valid while `lex` runs. Read through the buffer rather than the array: the lexer looks
    /// at every byte, most of them more than once, and an array checks the bounds and keeps the buffer alive at
    /// each read. Every read is at an index the code has compared with `bytes.count` first (`peek` for those
    /// ahead), as before; the fuzz target runs under AddressSanitizer to hold it to that.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var tokens: [SwiftToken] = []
    private var strings: [SwiftStringLiteral] = []
    private var problems: [SwiftTokens.LexProblem] = []
    /// The brackets so far, against the depth the parser follows (`SwiftTokens.bracketProblems`).
    private var brackets = BracketProblem.Tracker(maximumDepth: SwiftParser.maximumDepth)
    private var atLineStart = true
    /// `isIdentifierContinue` of every byte value, read once per byte of every name.
    private let continuesName = SwiftLexer.continuesNameTable
    /// The keywords the parser tells apart, looked up for every name.
    private let keywords = SwiftKeyword.identifiers

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// A table of 256 answers rather than the comparisons for each byte: a third of a file's bytes are in names.
    /// Made once, never written again, and kept for the life of the process (so shared by every thread).
    nonisolated(unsafe) private static let continuesNameTable: UnsafePointer<Bool> = {
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        for value in 0..<256 { table[value] = isIdentifierContinue(UInt8(value)) }
        return UnsafePointer(table)
    }()

    /// The most bytes of a file the lexer reads: tokens keep offsets in 32 bits (`SwiftToken`). A longer file is
    /// read up to here, with a problem that says so (`bar import` refuses files far smaller).
    public static let maximumFileSize = Int(Int32.max)

    /// The tokens of `bytes`, ending with one `.endOfFile` token.
    public static func lex(_ bytes: [UInt8]) -> SwiftTokens {
        lex(bytes, limit: maximumFileSize)
    }

    /// The tokens of `bytes[..<limit]`; `limit` is below `maximumFileSize` only in tests.
    static func lex(_ bytes: [UInt8], limit: Int) -> SwiftTokens {
        bytes.withUnsafeBufferPointer { whole in
            let buffer = UnsafeBufferPointer(rebasing: whole.prefix(limit))
            var lexer = SwiftLexer(buffer)
            lexer.run()
            if whole.count > limit {
                lexer.problems.append(.init(offset: limit, message: "the file is longer than \(limit) bytes, and the rest of it is not read"))
            }
            return SwiftTokens(
                tokens: lexer.tokens, strings: lexer.strings, problems: lexer.problems, bracketProblems: lexer.brackets.problems(bytes: buffer))
        }
    }

    private mutating func run() {
        tokens.reserveCapacity(bytes.count / 4)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while true {
            skipTrivia()
            guard index < bytes.count else { break }
            lexToken()
        }
        tokens.append(SwiftToken(kind: .endOfFile, start: bytes.count, end: bytes.count, startsLine: true))
    }

    // MARK: Trivia

    /// Skips white space and comments, noting line breaks.
    private mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                atLineStart = true
                index += 1
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                return
            }
        }
    }

    /// `/* … */`, which nests in Swift. A line break inside counts as one between the tokens around it.
    private mutating func skipBlockComment() {
        let start = index
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if bytes[index] == 0x0A { atLineStart = true }
                index += 1
            }
        }
        problems.append(.init(offset: start, message: "block comment is not closed before the end of the file"))
    }

    // MARK: Tokens

    private mutating func lexToken() {
        let start = index
        let byte = bytes[index]
        func emit(_ kind: SwiftToken.Kind, payload: Int = -1, keyword: SwiftKeyword = .none) {
            tokens.append(SwiftToken(kind: kind, start: start, end: index, startsLine: atLineStart, payload: payload, keyword: keyword))
            atLineStart = false
        }
        switch byte {
        case UInt8(ascii: "("): index += 1; emit(.leftParen); brackets.open(.leftParen, at: start)
        case UInt8(ascii: ")"): index += 1; emit(.rightParen); brackets.close(.rightParen)
        case UInt8(ascii: "{"): index += 1; emit(.leftBrace); brackets.open(.leftBrace, at: start)
        case UInt8(ascii: "}"): index += 1; emit(.rightBrace); brackets.close(.rightBrace)
        case UInt8(ascii: "["): index += 1; emit(.leftBracket); brackets.open(.leftBracket, at: start)
        case UInt8(ascii: "]"): index += 1; emit(.rightBracket); brackets.close(.rightBracket)
        case UInt8(ascii: ","): index += 1; emit(.comma)
        case UInt8(ascii: ":"): index += 1; emit(.colon)
        case UInt8(ascii: ";"): index += 1; emit(.semicolon)
        case UInt8(ascii: "\""):
            let literal = scanString(depth: 0)
            strings.append(literal)
            emit(.string, payload: strings.count - 1)
        case UInt8(ascii: "#"):
            if let end = extendedRegexEnd() {
                // `#/^"(?<key>[^"]+)"/#`: a regex literal, whose quotes open no string. Read as one token the
                // parser takes for an expression it does not follow.
                index = end
                emit(.unknown)
            } else if rawStringFollows() {
                let literal = scanString(depth: 0)
                strings.append(literal)
                emit(.string, payload: strings.count - 1)
            } else if let next = peek(1), SwiftLexer.isIdentifierStart(next) {
                index += 1
                scanIdentifierBody()
                emit(.pound, keyword: SwiftKeyword.directive(bytes, start, index))
            } else {
                index += 1
                emit(.unknown)
            }
        case UInt8(ascii: "@"):
            index += 1
            if let next = peek(0), SwiftLexer.isIdentifierStart(next) { scanIdentifierBody() }
            emit(.attribute)
        case UInt8(ascii: "`"):
            index += 1
            while index < bytes.count && bytes[index] != UInt8(ascii: "`") && bytes[index] != 0x0A { index += 1 }
            if index < bytes.count && bytes[index] == UInt8(ascii: "`") { index += 1 }
            emit(.identifier)
        case UInt8(ascii: "$"):
            index += 1
            scanIdentifierBody()
            emit(.identifier)
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: ".") {
                index += 2
                while index < bytes.count && (bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "<")) {
                    index += 1
                }
                emit(.operator)
            } else {
                index += 1
                emit(.period)
            }
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            scanNumber()
            emit(.number)
        default:
            if SwiftLexer.isIdentifierStart(byte) {
                scanIdentifierBody()
                emit(.identifier, keyword: keywords.identifier(bytes, start, index))
            } else if byte == UInt8(ascii: "/"), let end = bareRegexEnd() {
                // `let quote = /"/`: a regex literal (see `bareRegexEnd`).
                index = end
                emit(.unknown)
            } else if SwiftLexer.isOperatorCharacter(byte) {
                index += 1
                while index < bytes.count && SwiftLexer.isOperatorCharacter(bytes[index]) {
                    // A comment starts inside what looks like an operator: `a +// note`.
                    if bytes[index] == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")) {
                        break
                    }
                    index += 1
                }
                emit(.operator)
            } else {
                index += 1
                emit(.unknown)
            }
        }
    }

    private func peek(_ offset: Int) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    /// Over a local index (kept in a register, not stored back at every byte) and the table of bytes that
    /// continue a name.
    private mutating func scanIdentifierBody() {
        var position = index
        let count = bytes.count
        while position < count && continuesName[Int(bytes[position])] { position += 1 }
        index = position
    }

    private mutating func scanNumber() {
        while index < bytes.count {
            let byte = bytes[index]
            if SwiftLexer.isIdentifierContinue(byte) && byte < 0x80 {
                index += 1
            } else if byte == UInt8(ascii: "."), let next = peek(1), next >= UInt8(ascii: "0"), next <= UInt8(ascii: "9") {
                index += 2
            } else {
                return
            }
        }
    }

    /// Where an extended regex literal that starts here ends (`#/…/#`, `##/…/##`, over several lines too): just
    /// past the `/` and as many `#` as opened it. Nil when none starts here or it is not closed.
    private func extendedRegexEnd() -> Int? {
        var position = index
        while position < bytes.count && bytes[position] == UInt8(ascii: "#") { position += 1 }
        let hashes = position - index
        guard position < bytes.count, bytes[position] == UInt8(ascii: "/") else { return nil }
        position += 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if bytes[position] == UInt8(ascii: "/") {
                var closing = position + 1
                while closing < bytes.count && closing - position - 1 < hashes && bytes[closing] == UInt8(ascii: "#") { closing += 1 }
                if closing - position - 1 == hashes { return closing }
            }
            position += 1
        }
        return nil
    }

    /// Where a bare regex literal that starts at this `/` ends (`/"/`, `/\d+/`), as Swift reads one: where an
    /// expression starts (after an opening bracket, a comma, a colon, an operator, `return`, or at the start of a
    /// line), not followed by a space, and closed on the same line by a `/` that follows no space. Otherwise
    /// the `/` is division. Nil when no regex starts here.
    private func bareRegexEnd() -> Int? {
        guard let next = peek(1), next != 0x20, next != 0x09, next != 0x0A, next != 0x0D, next != UInt8(ascii: "=") else { return nil }
        if !atLineStart, let previous = tokens.last {
            switch previous.kind {
            case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .operator: break
            case .identifier where previous.keyword == .return: break
            default: return nil
            }
        }
        var position = index + 1
        while position < bytes.count && bytes[position] != 0x0A {
            switch bytes[position] {
            case UInt8(ascii: "\\"):
                position += 2
                continue
            case UInt8(ascii: "/"):
                let before = bytes[position - 1]
                return before == 0x20 || before == 0x09 ? nil : position + 1
            default:
                position += 1
            }
        }
        return nil
    }

    /// `#"`, `##"`… starts a raw string.
    private func rawStringFollows() -> Bool {
        var position = index
        while position < bytes.count && bytes[position] == UInt8(ascii: "#") { position += 1 }
        return position < bytes.count && bytes[position] == UInt8(ascii: "\"")
    }

    // MARK: Strings

    /// Scans a string literal starting at its first `#` or `"`, decoding its value when it has no
    /// interpolation. `depth` counts the interpolations it is nested in.
    ///
    /// Only the text a recognizer reads is built: the value of a literal without interpolation, the spelling of
    /// one with (`written`); a literal inside an interpolation (`keepsText` false) is only skipped. Every literal
    /// used to decode both, and one of the two Strings was always thrown away.
    private mutating func scanString(depth: Int, keepsText: Bool = true) -> SwiftStringLiteral {
        let start = index
        var pounds = 0
        while index < bytes.count && bytes[index] == UInt8(ascii: "#") {
            pounds += 1
            index += 1
        }
        index += 1  // the opening quote
        let isMultiline = peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"")
        if isMultiline { index += 2 }
        // The value is the bytes between the delimiters until an escape is met: only then are they copied into
        // `value` and decoded from there (most literals have none, and are decoded from the file in place).
        let contentStart = index
        var contentEnd = -1
        var escapedAny = false
        var value: [UInt8] = []
        var interpolated = false
        var terminated = false
        // Whether the value's bytes are still wanted: not past an interpolation, nor for a literal skipped.
        var collecting = keepsText

        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if isMultiline {
                    if peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") && poundsFollow(pounds, at: index + 3) {
                        contentEnd = index
                        index += 3 + pounds
                        terminated = true
                        break
                    }
                } else if poundsFollow(pounds, at: index + 1) {
                    contentEnd = index
                    index += 1 + pounds
                    terminated = true
                    break
                }
                if collecting && escapedAny { value.append(byte) }
                index += 1
                continue
            }
            if byte == 0x0A && !isMultiline { break }
            if byte == 0x0D && isMultiline {
                // Swift reads each line break of a multi-line literal as one LF, whatever the file's line endings:
                // CRLF (and a lone CR) becomes LF, so a file checked out with CRLF imports the same titles.
                if collecting && !escapedAny {
                    value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
                    escapedAny = true
                }
                if collecting && peek(1) != 0x0A { value.append(0x0A) }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\\") && poundsFollow(pounds, at: index + 1) {
                if collecting && !escapedAny {
                    value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
                    escapedAny = true
                }
                index += 1 + pounds
                guard index < bytes.count else { break }
                let escaped = bytes[index]
                switch escaped {
                case UInt8(ascii: "("):
                    index += 1
                    interpolated = true
                    collecting = false
                    skipInterpolation(depth: depth + 1)
                case UInt8(ascii: "n"): if collecting { value.append(0x0A) }; index += 1
                case UInt8(ascii: "t"): if collecting { value.append(0x09) }; index += 1
                case UInt8(ascii: "r"): if collecting { value.append(0x0D) }; index += 1
                case UInt8(ascii: "0"): if collecting { value.append(0x00) }; index += 1
                case UInt8(ascii: "u") where peek(1) == UInt8(ascii: "{"):
                    index += 2
                    var scalar: UInt32 = 0
                    var digits = 0
                    while index < bytes.count, let digit = SwiftLexer.hexValue(bytes[index]), digits < 8 {
                        scalar = scalar << 4 | UInt32(digit)
                        digits += 1
                        index += 1
                    }
                    if index < bytes.count && bytes[index] == UInt8(ascii: "}") { index += 1 }
                    if collecting, let unicode = Unicode.Scalar(scalar) { value.append(contentsOf: Array(String(Character(unicode)).utf8)) }
                case 0x0A where isMultiline:
                    index += 1  // a line continuation
                case 0x0D where isMultiline:
                    index += peek(1) == 0x0A ? 2 : 1  // a line continuation before CRLF or CR
                default:
                    if collecting { value.append(escaped) }
                    index += 1
                }
                continue
            }
            if collecting && escapedAny { value.append(byte) }
            index += 1
        }
        if contentEnd < 0 { contentEnd = min(index, bytes.count) }
        if !terminated {
            problems.append(.init(offset: start, message: "string literal is not closed"))
        }
        guard keepsText else { return SwiftStringLiteral(value: nil, written: "", isTerminated: terminated) }
        guard !interpolated else {
            return SwiftStringLiteral(value: nil, written: String(decoding: bytes[start..<index], as: UTF8.self), isTerminated: terminated)
        }
        var text =
            escapedAny
            ? String(decoding: value, as: UTF8.self)
            : DecodedText.string(UnsafeBufferPointer(rebasing: bytes[contentStart..<contentEnd]))
        if isMultiline { text = SwiftLexer.stripMultilineIndentation(text) }
        return SwiftStringLiteral(value: text, written: "", isTerminated: terminated)
    }

    private func poundsFollow(_ count: Int, at position: Int) -> Bool {
        guard count > 0 else { return true }
        guard position + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[position + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Skips the code of `\( … )` up to and including its closing parenthesis, following nested
    /// parentheses, strings and comments. Past the depth limit strings are not followed, only parentheses.
    private mutating func skipInterpolation(depth: Int) {
        var parentheses = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("):
                parentheses += 1
                index += 1
            case UInt8(ascii: ")"):
                index += 1
                if parentheses == 0 { return }
                parentheses -= 1
            case UInt8(ascii: "\"") where depth < SwiftLexer.maximumInterpolationDepth:
                _ = scanString(depth: depth, keepsText: false)
            case UInt8(ascii: "#") where depth < SwiftLexer.maximumInterpolationDepth && rawStringFollows():
                _ = scanString(depth: depth, keepsText: false)
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case 0x0A:
                // A single-line string cannot continue past the end of its line; give up on it there.
                return
            default:
                index += 1
            }
        }
    }

    /// The value of a multi-line literal: without the line break after the opening delimiter, and with the
    /// closing delimiter's indentation removed from every line.
    /// Works on the UTF-8 bytes, not on characters: an escaped `\r` before a line break makes `\r\n`, which is one
    /// character, and a split into characters at `\n` missed that line break.
    static func stripMultilineIndentation(_ text: String) -> String {
        func isIndentation(_ line: ArraySlice<UInt8>) -> Bool { line.allSatisfy { $0 == 0x20 || $0 == 0x09 } }
        let bytes = Array(text.utf8)
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if let first = lines.first, isIndentation(first) { lines.removeFirst() }
        func joined(_ lines: [ArraySlice<UInt8>]) -> String { String(decoding: Array(lines.joined(separator: [0x0A])), as: UTF8.self) }
        guard let last = lines.last, isIndentation(last) else { return joined(lines) }
        lines.removeLast()
        return joined(lines.map { $0.starts(with: last) ? $0.dropFirst(last.count) : $0 })
    }

    // MARK: Character classes

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// A letter, digit, `_` or any byte of a non-ASCII character: one bit of two masks over the ASCII bytes
    /// (`0`–`9` in the first 64; `A`–`Z`, `_`, `a`–`z` in the next), rather than a chain of comparisons.
    @inline(__always)
    static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        let bit: UInt64 = 1 << UInt64(byte & 63)
        return (byte < 64 ? 0x03FF_0000_0000_0000 : 0x07FF_FFFE_87FF_FFFE) & bit != 0
    }

    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
