import BarDiagnostics

/// Splits a `.bar` file into tokens, working on UTF-8 bytes (never `Character` iteration) so that any byte
/// sequence — invalid UTF-8, NUL, a 1 MB line — is handled in one linear pass with a precise diagnostic.
///
/// Comments and blank lines are attached to the token that follows them, so the parser can keep them on the
/// tree for the formatter.
public struct Lexer {
    public private(set) var diagnostics: [Diagnostic] = []
    /// Errors found beyond `SyntaxLimits.maximumDiagnostics`, counted but not listed.
    public private(set) var unlistedErrorCount = 0
    /// Every comment in the file, in order; tokens refer to them by index.
    public private(set) var comments: [Comment] = []
    private let source: SourceFile

    public init(_ source: SourceFile) {
        self.source = source
    }

    /// All tokens, ending with exactly one `.endOfFile`, which carries the comments at the end of the file.
    public mutating func tokenize() -> [Token] {
        var tokens: [Token] = []
        source.bytes.withUnsafeBufferPointer { bytes in
            var scanner = Scanner(bytes: bytes)
            while true {
                let token = scanner.next()
                tokens.append(token)
                if token.kind == .endOfFile { break }
            }
            comments = scanner.comments
            diagnostics = scanner.diagnostics.items
            unlistedErrorCount = scanner.diagnostics.dropped
        }
        return tokens
    }
}
