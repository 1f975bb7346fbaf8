import BarDiagnostics
import BarSyntax

/// A parsed and validated file: the tree (for the formatter and suppression comments), the model (for the
/// solver), and every diagnostic from lexing, parsing and validation.
public struct LoadResult: Sendable {
    public var tree: SyntaxTree
    public var spec: Spec
    public var diagnostics: [Diagnostic]
    /// Errors found beyond the listing limit: counted, not listed (the last diagnostic says how many).
    public var unlistedErrorCount: Int = 0

    public var source: SourceFile { tree.source }
    public var hasErrors: Bool { unlistedErrorCount > 0 || diagnostics.contains { $0.severity == .error } }

    /// Every error found, listed or not.
    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count + unlistedErrorCount }
}
