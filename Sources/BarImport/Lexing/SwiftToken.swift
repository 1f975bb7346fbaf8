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

    // Offsets and the string index are stored in 32 bits and the small fields after them: 16 bytes a token
    // rather than 48. A file has a token every four or five bytes, and the parser reads them over and over, so
    // the tokens of a large file are several times its size; smaller, more of them stay in the cache. The lexer
    // reads no file past `SwiftLexer.maximumFileSize`, so every offset fits.
    private var storedStart: UInt32
    private var storedEnd: UInt32
    private var storedPayload: Int32
    public var kind: Kind
    /// Whether a line break (or the start of the file) comes between the previous token and this one. Swift
    /// separates statements with line breaks, and a `.` at the start of a line continues a member chain.
    public var startsLine: Bool
    /// For `.identifier` and `.pound`: the keyword or directive it spells, if the parser tells it apart.
    public var keyword: SwiftKeyword

    /// Byte offsets into the file.
    public var start: Int {
        get { Int(storedStart) }
        set { storedStart = UInt32(newValue) }
    }
    public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = UInt32(newValue) }
    }
    /// For `.string`: an index into `SwiftTokens.strings`; −1 otherwise.
    public var payload: Int {
        get { Int(storedPayload) }
        set { storedPayload = Int32(newValue) }
    }

    /// Offsets from 0 to `SwiftLexer.maximumFileSize`; a payload from −1 to `Int32.max`.
    public init(kind: Kind, start: Int, end: Int, startsLine: Bool, payload: Int = -1, keyword: SwiftKeyword = .none) {
        self.storedStart = UInt32(start)
        self.storedEnd = UInt32(end)
        self.storedPayload = Int32(payload)
        self.kind = kind
        self.startsLine = startsLine
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
