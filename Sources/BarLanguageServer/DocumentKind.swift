import BarDiagnostics
import BarLint

/// What an open document is to the server, which decides how it is checked and which features serve it.
///
/// Only a spec is analysed: what the server is sent is not always one, and treating every document as a spec
/// reported findings no command reports.
enum DocumentKind: Equatable {
    /// A `.bar` spec: analysed, linted and served by every feature.
    case spec
    /// A `.bar-lint` file: both shipped editor setups give it the `bar` language, so the editor sends it, but it
    /// holds lint settings, not screens and devices. It is checked by the parser `bar lint` reads it with, and
    /// only for its own problems.
    case lintConfiguration
    /// Text over `InputSizeLimit`: `bar check` refuses such a file with one `file-too-large` error and reads
    /// none of it, so the server says the same and analyses none of it either.
    case tooLarge

    /// Known by the size of the text, then by the document's file name (`bar lint` reads a `.bar-lint` by its
    /// name too, and refuses one over the size limit like any input).
    init(_ document: TextDocument) {
        if document.bytes.count > InputSizeLimit.bytes {
            self = .tooLarge
        } else if document.path.split(separator: "/", omittingEmptySubsequences: false).last == LintConfiguration.fileName[...] {
            self = .lintConfiguration
        } else {
            self = .spec
        }
    }

    /// Whether the spec features (hints, hover, completion, navigation, outline, formatting, tokens, quick
    /// fixes) have anything to say about the document.
    var isSpec: Bool { self == .spec }
}
