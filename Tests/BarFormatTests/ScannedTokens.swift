import BarDiagnostics

@testable import BarSyntax

/// Every token of a text at once, with the comments and diagnostics the scanner found: what the parser pulls
/// one token at a time, gathered for tests that look at tokens themselves.
struct ScannedTokens {
    var tokens: [Token] = []
    var comments: [Comment] = []
    var diagnostics: [Diagnostic] = []
    var unlistedErrorCount = 0

    init(_ source: SourceFile) {
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
    }
}
