import BarDiagnostics

/// The parsed form of a `.bar` file: a generic tree of blocks and attributes that keeps every comment and
/// every source range. It is built even from broken input (with `Statement.error` where the parser had to
/// skip), so later layers can still report what they understand.
public struct SyntaxTree: Sendable {
    public var source: SourceFile
    public var statements: [Statement]
    /// Comments after the last statement.
    public var endComments: [Comment]
    /// Lexical and syntax errors, in source order.
    public var diagnostics: [Diagnostic]
    /// Errors found but not listed because the file had more than `SyntaxLimits.maximumDiagnostics`.
    public var unlistedErrorCount: Int

    public init(source: SourceFile, statements: [Statement], endComments: [Comment], diagnostics: [Diagnostic], unlistedErrorCount: Int = 0) {
        self.source = source
        self.statements = statements
        self.endComments = endComments
        self.diagnostics = diagnostics
        self.unlistedErrorCount = unlistedErrorCount
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// A word as written, with where it is.
public struct Name: Sendable, Hashable {
    public var text: String
    public var range: SourceRange

    public init(text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}

/// An attribute's value or a block's label.
public struct Value: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// The decoded contents of a string literal.
        case string(String)
        /// A number as written (`52`, `455.5`, `27.1`).
        case number(String)
        case identifier(String)
    }

    public var kind: Kind
    public var range: SourceRange

    public init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The text of an identifier, the contents of a string, the digits of a number.
    public var text: String {
        switch kind {
        case .string(let text), .number(let text), .identifier(let text): text
        }
    }

    public var isString: Bool { if case .string = kind { true } else { false } }
    public var isIdentifier: Bool { if case .identifier = kind { true } else { false } }
    public var isNumber: Bool { if case .number = kind { true } else { false } }
}

/// Comments and blank lines that come before a statement, and the comment that ends its line.
///
/// Stored as one array (empty, and so free, for the vast majority of statements) to keep tree nodes small:
/// a 10 MB spec has a million of them.
public struct Trivia: Sendable, Hashable {
    /// Leading comments in order, then at most one trailing comment (`isTrailing`).
    public var comments: [Comment]
    /// Blank lines before the statement's first line (before its leading comments, if any).
    public var blankLinesBefore: Int
    /// Blank lines between the last leading comment and the statement itself.
    public var blankLinesAfterComments: Int = 0

    public init(leadingComments: [Comment] = [], blankLinesBefore: Int = 0, trailingComment: Comment? = nil, blankLinesAfterComments: Int = 0) {
        self.blankLinesAfterComments = blankLinesAfterComments
        self.comments = leadingComments.map { comment in
            var leading = comment
            leading.isTrailing = false
            return leading
        }
        self.blankLinesBefore = blankLinesBefore
        self.trailingComment = trailingComment
    }

    /// Comments on their own lines before the statement (and any written inside it, moved before it).
    public var leadingComments: [Comment] {
        comments.isEmpty ? [] : comments.filter { !$0.isTrailing }
    }

    /// The comment after the statement on its last line.
    public var trailingComment: Comment? {
        get { comments.last.flatMap { $0.isTrailing ? $0 : nil } }
        set {
            if comments.last?.isTrailing == true { comments.removeLast() }
            if var comment = newValue {
                comment.isTrailing = true
                comments.append(comment)
            }
        }
    }
}

/// `name: value`.
public struct Attribute: Sendable, Hashable {
    public var name: Name
    /// Nil when the value is missing (already reported).
    public var value: Value?
    public var range: SourceRange
    public var trivia: Trivia

    public init(name: Name, value: Value?, range: SourceRange, trivia: Trivia = Trivia()) {
        self.name = name
        self.value = value
        self.range = range
        self.trivia = trivia
    }
}

/// `keyword [label] [{ statements }]`: `screen toolbar { … }`, `spacer flexible`, `item share { … }`.
public struct Block: Sendable, Hashable {
    public var keyword: Name
    public var label: Value?
    /// Nil for a block written without braces (`spacer fixed`).
    public var body: Body?
    public var range: SourceRange
    public var trivia: Trivia

    public init(keyword: Name, label: Value?, body: Body?, range: SourceRange, trivia: Trivia = Trivia()) {
        self.keyword = keyword
        self.label = label
        self.body = body
        self.range = range
        self.trivia = trivia
    }

    /// The braces and what is between them.
    public struct Body: Sendable, Hashable {
        public var openBrace: SourceRange
        /// Nil when the block is never closed (already reported).
        public var closeBrace: SourceRange?
        public var statements: [Statement]
        /// The comment on the `{` line (`isTrailing`), then the comments after the last statement.
        public var comments: [Comment]

        public init(openBrace: SourceRange, closeBrace: SourceRange?, statements: [Statement], openComment: Comment? = nil, closingComments: [Comment] = []) {
            self.openBrace = openBrace
            self.closeBrace = closeBrace
            self.statements = statements
            var all: [Comment] = []
            if var open = openComment {
                open.isTrailing = true
                all.append(open)
            }
            for var comment in closingComments {
                comment.isTrailing = false
                all.append(comment)
            }
            self.comments = all
        }

        /// A comment on the same line as `{`.
        public var openComment: Comment? { comments.first.flatMap { $0.isTrailing ? $0 : nil } }
        /// Comments after the last statement, before `}`.
        public var closingComments: [Comment] { comments.isEmpty ? [] : comments.filter { !$0.isTrailing } }
    }

    public var attributes: [Attribute] { body?.statements.compactMap(\.attribute) ?? [] }
    public var blocks: [Block] { body?.statements.compactMap(\.block) ?? [] }
}

/// One statement of a block or of the file.
public enum Statement: Sendable, Hashable {
    case attribute(Attribute)
    /// Boxed: a block is larger than an attribute, and keeping it out of line keeps every statement array
    /// compact.
    indirect case block(Block)
    /// Tokens the parser skipped to recover; kept so no text is silently dropped from the tree.
    case error(SourceRange, Trivia)

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
