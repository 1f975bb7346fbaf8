import BarDiagnostics
import BarSyntax

/// What a syntax tree says, without where it says it: every statement in order with its name and value,
/// and every comment (its canonical text) with the place it is attached to; no ranges, no blank lines.
///
/// Formatting must keep the summary exactly — that is the definition of "changes only the layout" — so
/// `Formatter.preservesMeaning(of:in:)` can check a result before it is written, and the tests check it
/// for every file they format.
enum TreeSummary {
    static func of(_ tree: SyntaxTree) -> String {
        var out = ""
        for statement in tree.statements {
            describe(statement, depth: 0, into: &out)
        }
        for comment in tree.endComments {
            out += "end " + quoted(comment) + "\n"
        }
        return out
    }

    private static func describe(_ statement: Statement, depth: Int, into out: inout String) {
        let indent = String(repeating: "  ", count: depth)
        for comment in statement.trivia.leadingComments {
            out += indent + "leading " + quoted(comment) + "\n"
        }
        switch statement {
        case .attribute(let attribute):
            out += indent + "attribute " + attribute.name.text + " " + (attribute.value.map(describe) ?? "missing") + "\n"
        case .block(let block):
            out += indent + "block " + block.keyword.text + " " + (block.label.map(describe) ?? "unlabelled") + "\n"
            if let body = block.body {
                out += indent + "{\n"
                if let open = body.openComment { out += indent + "open " + quoted(open) + "\n" }
                for child in body.statements {
                    describe(child, depth: depth + 1, into: &out)
                }
                for comment in body.closingComments {
                    out += indent + "closing " + quoted(comment) + "\n"
                }
                out += indent + "}\n"
            }
        case .error:
            out += indent + "error\n"
        }
        if let comment = statement.trivia.trailingComment {
            out += indent + "trailing " + quoted(comment) + "\n"
        }
    }

    /// The kind and exact text of a value; a string is shown encoded so its summary stays on one line.
    private static func describe(_ value: Value) -> String {
        switch value.kind {
        case .string(let text): "string " + StringLiteral.encode(text)
        case .number(let text): "number " + text
        case .identifier(let text): "name " + text
        }
    }

    private static func quoted(_ comment: Comment) -> String {
        StringLiteral.encode(CommentText.canonical(comment.text))
    }
}

extension Formatter {
    /// Whether `formatted` parses without errors to a tree that says exactly what `tree` says: the same
    /// statements in the same order with the same values, and the same comments in the same places.
    ///
    /// `bar fmt` checks this before writing anything, so a mistake in the formatter shows up as a refusal
    /// to format one file, never as a changed or lost line in it.
    public static func preservesMeaning(of tree: SyntaxTree, in formatted: String) -> Bool {
        let reparsed = Parser.parse(SourceFile(path: tree.source.path, text: formatted))
        guard !reparsed.hasErrors else { return false }
        return TreeSummary.of(reparsed).utf8.elementsEqual(TreeSummary.of(tree).utf8)
    }
}
