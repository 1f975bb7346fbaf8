import BarDiagnostics
import BarSyntax

/// The `bar-lint:` comments of one file:
///
///     // bar-lint: disable manual-spacer            (the whole file; `all` for every rule)
///     // bar-lint: disable-next-line item-missing-title item-missing-symbol
///     item gear { symbol: "gear" }                   // bar-lint: disable-line item-missing-title
///
/// Ids are separated by spaces or commas; `--` ends the list, so a reason can follow
/// (`// bar-lint: disable-line manual-spacer -- matches the design file`). `disable-next-line` applies to the
/// next line that holds code: blank lines and comment-only lines in between are skipped, so several
/// directives can be stacked above one line. `disable-line` applies to its own line and, when it ends a
/// statement, to the line that statement starts on — so it still covers `item x { … }` after a formatter
/// has spread the block over several lines. A finding is suppressed when the line it starts on is covered.
public struct SuppressionDirectives: Sendable {
    public enum Scope: String, Sendable, Hashable, CaseIterable {
        case file = "disable"
        case line = "disable-line"
        case nextLine = "disable-next-line"
    }

    /// One rule id as written in a directive.
    public struct RuleReference: Sendable, Hashable {
        public var id: String
        public var range: SourceRange
    }

    public struct Directive: Sendable, Hashable {
        public var scope: Scope
        public var rules: [RuleReference]
        /// The comment holding the directive.
        public var range: SourceRange
        /// The 0-based lines the directive covers; empty for a whole-file directive.
        public var coveredLines: [Int]

        public var isFileWide: Bool { scope == .file }
    }

    /// A `bar-lint:` comment that could not be read, with where and why.
    public struct Problem: Sendable, Hashable {
        public var message: String
        public var range: SourceRange
        /// The directive word the user probably meant, for a misspelt one.
        public var suggestion: String?
    }

    public private(set) var directives: [Directive] = []
    public private(set) var problems: [Problem] = []

    /// The word every directive comment starts with.
    public static let prefix = "bar-lint:"
    /// What `all` stands for in a directive.
    public static let allRules = "all"

    public init(_ tree: SyntaxTree) {
        // Most files have no directive; the comments themselves say so without walking every statement.
        guard tree.allComments.contains(where: { Self.startsWithPrefix($0.text) }) else { return }
        let source = tree.source
        for (comment, trailed) in SuppressionDirectives.comments(of: tree) {
            parse(comment, trailing: trailed, in: source)
        }
    }

    /// Whether `diagnostic` (in the file these directives were read from) is suppressed.
    public func suppresses(_ diagnostic: Diagnostic, in source: SourceFile) -> Bool {
        let line = source.lineIndex(of: diagnostic.range.start)
        for directive in directives where directive.isFileWide || directive.coveredLines.contains(line) {
            if directive.rules.contains(where: { $0.id == diagnostic.id || $0.id == Self.allRules }) { return true }
        }
        return false
    }

    // MARK: Parsing

    /// Whether a comment's text is `bar-lint:` after spaces and tabs: the test `parse` starts with.
    static func startsWithPrefix(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        while let first = bytes.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { bytes = bytes.dropFirst() }
        return bytes.starts(with: prefix.utf8)
    }

    /// `trailing` is where the statement a trailing comment ends starts.
    private mutating func parse(_ comment: Comment, trailing: Int?, in source: SourceFile) {
        let text = comment.text
        let bytes = Array(text.utf8)
        var index = 0
        func skipSpaces() {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        }
        skipSpaces()
        let prefixBytes = Array(Self.prefix.utf8)
        guard bytes.count - index >= prefixBytes.count, Array(bytes[index..<index + prefixBytes.count]) == prefixBytes else { return }
        index += prefixBytes.count
        // Offsets in the comment text start after the `//`.
        let base = comment.range.start + 2
        var words: [(text: String, range: SourceRange)] = []
        while true {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: ",") {
                index += 1
            }
            guard index < bytes.count else { break }
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: " "), bytes[index] != UInt8(ascii: "\t"), bytes[index] != UInt8(ascii: ",") {
                index += 1
            }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            if word == "--" { break }
            words.append((word, SourceRange(start: base + start, end: base + index)))
        }
        guard let first = words.first else {
            problems.append(Problem(message: "'bar-lint:' comment names no directive; write 'bar-lint: disable-next-line <rule-id>'", range: comment.range))
            return
        }
        guard let scope = Scope(rawValue: first.text) else {
            let names = Scope.allCases.map(\.rawValue)
            problems.append(
                Problem(
                    message: "unknown bar-lint directive '\(first.text)'\(Suggestion.didYouMean(first.text, in: names)); directives are: \(names.joined(separator: ", "))",
                    range: first.range, suggestion: Suggestion.closest(to: first.text, in: names)))
            return
        }
        let rules = words.dropFirst().map { RuleReference(id: $0.text, range: $0.range) }
        guard !rules.isEmpty else {
            problems.append(Problem(message: "'\(scope.rawValue)' names no rule; add a rule id or 'all'", range: first.range))
            return
        }
        let commentLine = source.lineIndex(of: comment.range.start)
        let covered: [Int]
        switch scope {
        case .file: covered = []
        case .line:
            let statementLine = trailing.map { source.lineIndex(of: $0) }
            covered = statementLine.map { $0 == commentLine ? [commentLine] : [$0, commentLine] } ?? [commentLine]
        case .nextLine: covered = [Self.nextCodeLine(after: commentLine, in: source)]
        }
        directives.append(Directive(scope: scope, rules: rules, range: comment.range, coveredLines: covered))
    }

    /// The first line after `line` that is neither blank nor only a comment (or one past the end).
    static func nextCodeLine(after line: Int, in source: SourceFile) -> Int {
        var next = line + 1
        while next < source.lineStarts.count {
            let text = source.lineText(next).drop { $0 == " " || $0 == "\t" }
            if !text.isEmpty, !text.hasPrefix("//") { return next }
            next += 1
        }
        return next
    }

    /// Every comment the tree keeps, in source order, each with the start of the statement it trails (nil for
    /// a comment that trails nothing).
    static func comments(of tree: SyntaxTree) -> [(comment: Comment, trailing: Int?)] {
        var found: [(comment: Comment, trailing: Int?)] = []
        func visit(_ statements: [Statement]) {
            for statement in statements {
                let trivia = statement.trivia
                found.append(contentsOf: trivia.leadingComments.map { ($0, nil) })
                if let trailing = trivia.trailingComment { found.append((trailing, statement.range.start)) }
                if case .block(let block) = statement, let body = block.body {
                    if let open = body.openComment { found.append((open, block.range.start)) }
                    visit(body.statements)
                    found.append(contentsOf: body.closingComments.map { ($0, nil) })
                }
            }
        }
        visit(tree.statements)
        found.append(contentsOf: tree.endComments.map { ($0, nil) })
        return found.sorted { $0.comment.range < $1.comment.range }
    }
}
