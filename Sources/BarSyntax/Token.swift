import BarDiagnostics

/// The kinds of token in a `.bar` file. Comments and white space are not tokens; they travel as trivia.
public enum TokenKind: UInt8, Sendable, Hashable {
    /// A name: `item`, `share`, `prefers-toolbar-items`, `a.circle`.
    case identifier
    /// A double-quoted string with escapes.
    case string
    /// Digits with optional dot-separated parts: `3`, `27.1`, `455.5`.
    case number
    case colon
    case leftBrace
    case rightBrace
    /// Bytes that start no token; the lexer has already reported them.
    case invalid
    case endOfFile

    public var spelling: String {
        switch self {
        case .identifier: "a name"
        case .string: "a string"
        case .number: "a number"
        case .colon: "':'"
        case .leftBrace: "'{'"
        case .rightBrace: "'}'"
        case .invalid: "an invalid character"
        case .endOfFile: "the end of the file"
        }
    }
}

/// One token: its kind and where it is. Its text is read from the source only when needed.
///
/// A token is plain data (no strings, no arrays), so the token buffer of a large file is compact and
/// copying tokens costs no reference counting: the lexer is on the hot path of every command.
public struct Token: Sendable, Hashable {
    public var kind: TokenKind
    /// A line break stands between the previous token and this one.
    public var startsLine: Bool
    /// A string written `"…"`, closed, with no escape: its text is the bytes between its quotes, which a reader
    /// of many strings (the model's lowering) takes as they are, without looking through them for escapes.
    public internal(set) var isPlainString = false
    /// Blank lines (beyond the first line break) before this token or its leading comments.
    public var blankLinesBefore: Int32
    private var start: Int32
    private var end: Int32
    /// The comments between the previous token and this one: the scanner's `comments[commentStart..<commentEnd]`.
    public var commentStart: Int32
    public var commentEnd: Int32

    public init(kind: TokenKind, range: SourceRange, startsLine: Bool = false, blankLinesBefore: Int = 0, comments: Range<Int> = 0..<0) {
        self.kind = kind
        self.startsLine = startsLine
        self.blankLinesBefore = Int32(clamping: blankLinesBefore)
        self.start = Int32(clamping: range.start)
        self.end = Int32(clamping: range.end)
        self.commentStart = Int32(clamping: comments.lowerBound)
        self.commentEnd = Int32(clamping: comments.upperBound)
    }

    /// The lexer's own: every field as stored.
    init(kind: TokenKind, start: Int32, end: Int32, startsLine: Bool, blankLinesBefore: Int32, commentStart: Int32, commentEnd: Int32, isPlainString: Bool) {
        self.kind = kind
        self.startsLine = startsLine
        self.isPlainString = isPlainString
        self.blankLinesBefore = blankLinesBefore
        self.start = start
        self.end = end
        self.commentStart = commentStart
        self.commentEnd = commentEnd
    }

    public var range: SourceRange { SourceRange(start: Int(start), end: Int(end)) }
    public var commentRange: Range<Int> { Int(commentStart)..<Int(commentEnd) }
    public var hasComments: Bool { commentStart < commentEnd }
}

/// A `//` comment. Kept so the formatter never loses one.
public struct Comment: Sendable, Hashable {
    /// The text after `//`, without the line break (and without a trailing `\r`).
    public var text: String
    public var range: SourceRange
    /// It stands on the same line as the token before it (`title: "A" // why`), so it belongs to that token.
    public var isTrailing: Bool
    /// Blank lines between what came before and this comment.
    public var blankLinesBefore: Int

    public init(text: String, range: SourceRange, isTrailing: Bool, blankLinesBefore: Int = 0) {
        self.text = text
        self.range = range
        self.isTrailing = isTrailing
        self.blankLinesBefore = blankLinesBefore
    }
}
