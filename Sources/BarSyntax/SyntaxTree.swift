import BarDiagnostics

/// The parsed form of a `.bar` file: a generic tree of blocks and attributes that keeps every comment and
/// every source range. It is built even from broken input (with `Statement.error` where the parser had to
/// skip), so later layers can still report what they understand.
///
/// The tree is stored flat (see `SyntaxArena`); its statements are views that decode names and values from
/// the source when asked.
public struct SyntaxTree: Sendable {
    public var source: SourceFile
    /// Comments after the last statement.
    public var endComments: [Comment]
    /// Lexical and syntax errors, in source order.
    public var diagnostics: [Diagnostic]
    /// Errors found but not listed because the file had more than `SyntaxLimits.maximumDiagnostics`.
    public var unlistedErrorCount: Int
    let arena: SyntaxArena

    init(source: SourceFile, arena: SyntaxArena, endComments: [Comment], diagnostics: [Diagnostic], unlistedErrorCount: Int) {
        self.source = source
        self.arena = arena
        self.endComments = endComments
        self.diagnostics = diagnostics
        self.unlistedErrorCount = unlistedErrorCount
    }

    /// The file's top-level statements, in order.
    public var statements: [Statement] { arena.statements(from: 0, count: arena.topLevelCount) }

    /// The block whose range is exactly `range`, if the tree has one, at any depth: found by a binary search
    /// of the nodes, which are stored in source order. A consumer holding a model's range (a screen's) finds
    /// its block without walking the statements before it; the language server did so for every screen of a
    /// file, which made its first inlay hints of 8,000 screens take 2 s.
    public func block(at range: SourceRange) -> Block? {
        let nodes = arena.nodes
        var low = 0
        var high = nodes.count
        while low < high {
            let middle = (low + high) / 2
            if Int(nodes[middle].start) < range.start { low = middle + 1 } else { high = middle }
        }
        var index = low
        while index < nodes.count, Int(nodes[index].start) == range.start {
            if nodes[index].kind == .block, Int(nodes[index].end) == range.end { return Block(arena: arena, index: Int32(index)) }
            index += 1
        }
        return nil
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Every comment of the file in source order, as the scanner found it, whichever statement keeps it: for
    /// a quick look at comments without walking the tree (trailing comments have `isTrailing` set as scanned).
    public var allComments: [Comment] { arena.comments }
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
