import BarDiagnostics
import BarSyntax

/// `bar fmt`'s layout: turns a syntax tree into the one canonical text for it.
///
/// The layout depends only on the tree — its statements, values, comments and the blank lines the tree
/// records — never on the indentation, spacing or line breaks of the input, so any two files that parse to
/// the same tree format to the same bytes, and formatting twice changes nothing. It is written down in
/// `docs/format.md`; in short:
///
/// - two spaces of indentation per block level, one statement per line;
/// - `name: value`, `keyword label {` … `}`, and `keyword label {}` for an empty block;
/// - strings re-encoded by `StringLiteral.encode` (kept as written when that would pass the length limit);
///   names and numbers exactly as written;
/// - at most one blank line in a row, only where the writer left at least one, never just inside a brace;
/// - every comment kept where it was: above its statement, at the end of its line, on the `{` line,
///   before `}`, or at the end of the file;
/// - a block holding only attributes and no comment inside its braces is printed on one line when that
///   fits in `maximumWidth` columns (`CompactBlock`).
///
/// Statements are never reordered or merged: their order is meaning (the order of items in a bar).
public enum Formatter {
    /// Columns a one-line block may take, indentation included, counted in terminal cells
    /// (`DisplayWidth`), so a line of Japanese titles is judged by how wide it looks, not by its bytes.
    public static let maximumWidth = 100

    /// One level of indentation.
    public static let indentation = "  "

    /// The canonical text for `tree`: UTF-8 with `\n` line breaks, ending with exactly one `\n` (or empty
    /// when the file holds nothing at all).
    ///
    /// The tree must have no errors: a broken file has no canonical form, and guessing one could lose what
    /// the user meant. Callers check `tree.hasErrors` first (and, to be sure no comment is dropped,
    /// `unplacedComments(in:)`); `bar fmt` reports such files instead of formatting them.
    public static func format(_ tree: SyntaxTree) -> String {
        precondition(!tree.hasErrors, "Formatter.format needs a tree without errors; report its diagnostics instead")
        var printer = LinePrinter()
        for statement in tree.statements {
            printer.print(statement)
        }
        printer.printComments(tree.endComments)
        return printer.text
    }
}

extension LinePrinter {
    /// Prints one statement with its comments and the blank line before it.
    mutating func print(_ statement: Statement) {
        switch statement {
        case .attribute(let attribute):
            printLeading(attribute.trivia)
            line(Formatter.render(attribute) + Formatter.trailing(attribute.trivia.trailingComment))
        case .block(let block):
            print(block)
        case .error:
            preconditionFailure("a tree with an error statement has errors and cannot be formatted")
        }
    }

    private mutating func print(_ block: Block) {
        printLeading(block.trivia)
        let head = Formatter.head(of: block)
        let trailing = Formatter.trailing(block.trivia.trailingComment)
        guard let body = block.body else {
            line(head + trailing)
            return
        }
        if body.statements.isEmpty, body.openComment == nil, body.closingComments.isEmpty {
            line(head + " {}" + trailing)
            return
        }
        if let compact = CompactBlock.line(for: block, indentation: indentationWidth) {
            line(compact + trailing)
            return
        }
        line(head + " {" + Formatter.trailing(body.openComment))
        openBlock()
        for statement in body.statements {
            print(statement)
        }
        printComments(body.closingComments)
        closeBlock()
        line("}" + trailing)
    }

    /// Comments on lines of their own, each after the blank line the writer left before it (if any).
    mutating func printComments(_ comments: [Comment]) {
        for comment in comments {
            blankLines(comment.blankLinesBefore)
            line(CommentText.render(comment))
        }
    }

    /// The blank line before a statement, then its leading comments.
    private mutating func printLeading(_ trivia: Trivia) {
        blankLines(trivia.blankLinesBefore)
        for (index, comment) in trivia.leadingComments.enumerated() {
            // The first comment's blank lines are the statement's, already printed.
            if index > 0 { blankLines(comment.blankLinesBefore) }
            line(CommentText.render(comment))
        }
        if !trivia.leadingComments.isEmpty { blankLines(trivia.blankLinesAfterComments) }
    }
}

extension Formatter {
    /// `keyword` or `keyword label`.
    static func head(of block: Block) -> String {
        guard let label = block.label else { return block.keyword.text }
        return block.keyword.text + " " + render(label, written: block.writtenLabel)
    }

    /// `name: value`.
    static func render(_ attribute: Attribute) -> String {
        guard let value = attribute.value else {
            preconditionFailure("an attribute without a value is an error and cannot be formatted")
        }
        return attribute.name.text + ": " + render(value, written: attribute.writtenValue)
    }

    /// A value or label: strings in their canonical spelling, names and numbers as written (`27.10` keeps
    /// its zero, as the writer may mean a version). A string whose canonical spelling would pass the parser's
    /// limit on a literal's length (`SyntaxLimits.maximumStringLength`: 2,048 literal tabs are 4 KB as
    /// written and 8 KB as `\t`) is kept as `written`, which is within it, rather than refused.
    static func render(_ value: Value, written: String?) -> String {
        switch value.kind {
        case .string(let text):
            let canonical = StringLiteral.encode(text)
            if canonical.utf8.count > SyntaxLimits.maximumStringLength, let written { return written }
            return canonical
        case .number(let text), .identifier(let text):
            return text
        }
    }

    /// ` // text` for a comment at the end of a line, or nothing.
    static func trailing(_ comment: Comment?) -> String {
        guard let comment else { return "" }
        return " " + CommentText.render(comment)
    }
}
