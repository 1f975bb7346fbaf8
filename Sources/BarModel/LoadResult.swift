import BarDiagnostics
import BarSyntax

/// A parsed and validated file: the tree (for the formatter and suppression comments), the model (for the
/// solver), and every diagnostic from lexing, parsing and validation.
public struct LoadResult: Sendable {
    public var tree: SyntaxTree
    public var spec: Spec
    public var diagnostics: [Diagnostic]

    public var source: SourceFile { tree.source }
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
