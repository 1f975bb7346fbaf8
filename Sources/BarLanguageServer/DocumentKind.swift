import BarDiagnostics

/// What an open document is to the server, which decides how it is checked and which features serve it.
///
/// Only a spec is analysed: what the server is sent is not always one, and treating every document as a spec
/// reported findings no command reports.
enum DocumentKind: Equatable {
    /// A `.bar` spec: analysed, linted and served by every feature.
    case spec
    /// Text over `InputSizeLimit`: `bar check` refuses such a file with one `file-too-large` error and reads
    /// none of it, so the server says the same and analyses none of it either.
    case tooLarge

    init(_ document: TextDocument) {
        self = document.bytes.count > InputSizeLimit.bytes ? .tooLarge : .spec
    }

    /// Whether the spec features (hints, hover, completion, navigation, outline, formatting, tokens, quick
    /// fixes) have anything to say about the document.
    var isSpec: Bool { self == .spec }
}
