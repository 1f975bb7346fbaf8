import BarDiagnostics
import BarSyntax

/// The one-line form of a small block: `item share { title: "Share" symbol: "square.and.arrow.up" }`.
///
/// Specs are mostly lists of items with two or three attributes each; one line per item lets a bar be read
/// top to bottom like the bar itself. The form is used only when nothing would be lost or blurred by it:
///
/// - the body holds attributes only (a child block gets lines of its own, so nesting stays visible);
/// - there is no comment inside the braces — not on the `{` line, before `}`, nor above or after an
///   attribute — since a comment inside a one-line block could be about any of its parts;
/// - no blank line separates two attributes, because such a blank line is the writer's grouping, which a
///   single line cannot show;
/// - the block, indentation included, fits in `Formatter.maximumWidth` terminal cells.
///
/// A comment after the block's `}` is allowed and not counted in the width: it is about the whole block,
/// which a one-line block makes plain, and it stays on the line where the block starts. That matters
/// beyond looks: `bar lint`'s `// bar-lint: disable-line …` after `item gear { … }` covers the item's line,
/// and expanding the block would move the comment away from the findings it silences.
///
/// Attributes are separated by one space, as between every other pair of tokens: the colon already binds
/// each name to its value, and one space is how specs were written by hand before the formatter existed.
/// Whether a block is compact never depends on how it was written, so the layout stays canonical.
enum CompactBlock {
    /// The block on one line (without indentation or the comment after it), or nil when it must be expanded.
    static func line(for block: Block, indentation: Int) -> String? {
        guard let body = block.body, !body.statements.isEmpty, body.openComment == nil, body.closingComments.isEmpty
        else { return nil }
        var parts: [String] = []
        for (index, statement) in body.statements.enumerated() {
            guard case .attribute(let attribute) = statement,
                attribute.trivia.leadingComments.isEmpty, attribute.trivia.trailingComment == nil,
                index == 0 || attribute.trivia.blankLinesBefore == 0
            else { return nil }
            parts.append(Formatter.render(attribute))
        }
        let line = Formatter.head(of: block) + " { " + parts.joined(separator: " ") + " }"
        guard indentation + DisplayWidth.of(line) <= Formatter.maximumWidth else { return nil }
        return line
    }
}
