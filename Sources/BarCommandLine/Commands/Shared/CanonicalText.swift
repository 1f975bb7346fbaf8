import BarDiagnostics
import BarFormat
import BarModel

/// A spec's canonical text, as `bar fmt` writes it, or why it has none: `fmt` prints the reason, and
/// `lint --fix` uses the text to keep a formatted file formatted.
enum CanonicalText {
    enum Refusal: Error {
        /// The file has errors (`diagnostics`); what it means is not known.
        case errors([Diagnostic])
        /// Comments the formatter could not place.
        case unplacedComments([Diagnostic])
        /// The formatted text would say something else: a bug in the formatter.
        case wouldChangeMeaning
    }

    static func bytes(of result: LoadResult) -> Result<[UInt8], Refusal> {
        if result.hasErrors { return .failure(.errors(result.diagnostics)) }
        let unplaced = Formatter.unplacedComments(in: result.tree)
        if !unplaced.isEmpty { return .failure(.unplacedComments(unplaced)) }
        let text = Formatter.format(result.tree)
        guard Formatter.preservesMeaning(of: result.tree, in: text) else { return .failure(.wouldChangeMeaning) }
        return .success(Array(text.utf8))
    }
}
