import BarDiagnostics

/// Collects diagnostics while a file is validated; a class so the many small lowering functions can share it.
final class DiagnosticSink {
    private(set) var diagnostics: [Diagnostic] = []

    func add(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    func error(_ id: String, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], fixIt: Diagnostic.FixIt? = nil) {
        diagnostics.append(.error(id, message, at: range, notes: notes, fixIt: fixIt))
    }

    func warning(_ id: String, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.warning(id, message, at: range, notes: notes))
    }
}
