import BarDiagnostics
import BarSyntax

extension Formatter {
    /// One error for each comment in `tree`'s source that the tree does not hold, and that formatting would
    /// therefore drop; empty when every comment has a place.
    ///
    /// The formatter prints comments from the tree only. The parser is meant to put every comment on the tree
    /// (one written between the parts of a statement, such as `title: // why` with the value on the next
    /// line, is moved above the statement), but "never lose a comment" is the formatter's promise, so it does
    /// not rest on that alone: this compares the tree with what the lexer sees, and `bar fmt` refuses a file
    /// with an unplaced comment rather than silently dropping it, whatever the parser does.
    public static func unplacedComments(in tree: SyntaxTree) -> [Diagnostic] {
        var placed: Set<Int> = []
        collect(tree, into: &placed)
        return CommentScan.comments(in: tree.source).filter { !placed.contains($0.range.start) }.map { comment in
            .error(
                .unplacedComment,
                "formatting would lose this comment, as the syntax tree does not hold it; move it above its statement or to the end of its line",
                at: comment.range)
        }
    }

    /// The start offsets of every comment the tree holds.
    private static func collect(_ tree: SyntaxTree, into placed: inout Set<Int>) {
        var pending: [Statement] = tree.statements
        for comment in tree.endComments { placed.insert(comment.range.start) }
        while let statement = pending.popLast() {
            let trivia = statement.trivia
            for comment in trivia.leadingComments { placed.insert(comment.range.start) }
            if let comment = trivia.trailingComment { placed.insert(comment.range.start) }
            guard case .block(let block) = statement, let body = block.body else { continue }
            if let comment = body.openComment { placed.insert(comment.range.start) }
            for comment in body.closingComments { placed.insert(comment.range.start) }
            pending.append(contentsOf: body.statements)
        }
    }
}
