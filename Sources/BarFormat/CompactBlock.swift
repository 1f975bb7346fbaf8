import BarDiagnostics
import BarSyntax

/// The one-line form of a small block: `item share { title: "Share" symbol: "square.and.arrow.up" }`.
///
/// Specs are mostly lists of items with two or three attributes each; one line per item lets a bar be read
/// top to bottom like the bar itself. The form is used only when nothing would be lost or blurred by it:
///
/// - the body holds attributes only (a child block gets lines of its own, so nesting stays visible);
/// - there is no comment anywhere in or after the block — not on the `{` line, before `}`, above or after
///   an attribute, nor after the block itself — since a comment at the end of a one-line block could be
///   about any of its parts; expanded, every comment keeps an unambiguous place;
/// - no blank line separates two attributes, because such a blank line is the writer's grouping, which a
///   single line cannot show;
/// - the whole line, indentation included, fits in `Formatter.maximumWidth` terminal cells.
///
/// Attributes are separated by one space, as between every other pair of tokens: the colon already binds
/// each name to its value, and one space is how specs were written by hand before the formatter existed.
/// Whether a block is compact never depends on how it was written, so the layout stays canonical.
enum CompactBlock {
    /// The block on one line (without indentation), or nil when it must be expanded.
    static func line(for block: Block, indentation: Int) -> String? {
        guard let body = block.body, !body.statements.isEmpty,
            body.openComment == nil, body.closingComments.isEmpty, block.trivia.trailingComment == nil
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
