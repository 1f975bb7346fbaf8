/// One token of Swift source, as far as `bar import` needs to tell tokens apart.
///
/// The lexer keeps byte offsets, not text: a token's spelling is read back from the file only when a
/// recognizer asks (`SwiftSource.text(of:)`), so lexing a large file allocates one array of small values.
public struct SwiftToken: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A name or keyword (`Button`, `let`, `self`), a backticked name, or a `$binding`.
        case identifier
        /// An integer or floating-point literal.
        case number
        /// A string literal of any form: `"…"`, `"""…"""`, `#"…"#`; see `SwiftStringLiteral`.
        case string
        /// `#if`, `#elseif`, `#else`, `#endif`, or any other `#word` (`#selector`, `#available`, `#Preview`).
        case pound
        /// `@` followed by a name: an attribute such as `@ToolbarContentBuilder`.
        case attribute
        case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
        case comma, colon, semicolon, period
        /// An operator: `??`, `==`, `->`, `!`, `?`, `&&`, `=`, `...`.
        case `operator`
        /// Bytes that start no Swift token (a stray backslash, invalid UTF-8, a NUL); kept so the parser can
        /// skip them and the range can be reported.
        case unknown
        case endOfFile
    }

    public var kind: Kind
    /// Byte offsets into the file.
    public var start: Int
    public var end: Int
    /// Whether a line break (or the start of the file) comes between the previous token and this one. Swift
    /// separates statements with line breaks, and a `.` at the start of a line continues a member chain.
    public var startsLine: Bool
    /// For `.string`: an index into `SwiftTokens.strings`.
    public var payload: Int
    /// For `.identifier` and `.pound`: the keyword or directive it spells, if the parser tells it apart.
    public var keyword: SwiftKeyword

    public init(kind: Kind, start: Int, end: Int, startsLine: Bool, payload: Int = -1, keyword: SwiftKeyword = .none) {
        self.kind = kind
        self.start = start
        self.end = end
        self.startsLine = startsLine
        self.payload = payload
        self.keyword = keyword
    }
}

/// What a string literal says, decoded once by the lexer.
public struct SwiftStringLiteral: Sendable, Hashable {
    /// The literal's text with its escapes decoded, when it has no interpolation; `nil` when it does.
    public var value: String?
    /// The literal as written, quotes included, when it has interpolation (read as "a title from the code");
    /// empty when it has none, whose text is `value`.
    public var written: String
    /// Whether the closing delimiter was found before the end of the file.
    public var isTerminated: Bool

    public init(value: String?, written: String, isTerminated: Bool) {
        self.value = value
        self.written = written
        self.isTerminated = isTerminated
    }
}

/// The tokens of one file and the string literals they refer to.
public struct SwiftTokens: Sendable {
    public var tokens: [SwiftToken]
    public var strings: [SwiftStringLiteral]
    /// Places where the lexer had to guess (an unterminated comment or string), for warnings.
    public var problems: [LexProblem]
    /// What the brackets of the file say (`BracketProblem`), found while the tokens were made.
    public var bracketProblems: [BracketProblem]

    public struct LexProblem: Sendable, Hashable {
        public var offset: Int
        public var message: String
    }
}
