import BarDiagnostics
import BarSyntax

/// Collects diagnostics while a file is validated; a class so the many small lowering functions can share it.
///
/// Like the parser, it lists at most `SyntaxLimits.maximumDiagnostics` and counts the rest, so a hostile file
/// cannot make it print without bound.
final class DiagnosticSink {
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var unlistedErrorCount = 0
    private let limit: Int

    init(alreadyListed: Int = 0) {
        limit = max(0, SyntaxLimits.maximumDiagnostics - alreadyListed)
    }

    func add(_ diagnostic: Diagnostic) {
        if diagnostics.count < limit {
            diagnostics.append(diagnostic)
        } else if diagnostic.severity == .error {
            unlistedErrorCount += 1
        }
    }

    /// What another sink collected (one screen lowered on another thread, `ScreenBatchLowering`), taken in
    /// as if it had been reported here: kept while there is room, the errors beyond it counted.
    func absorb(_ diagnostics: [Diagnostic], unlistedErrorCount: Int) {
        for diagnostic in diagnostics { add(diagnostic) }
        self.unlistedErrorCount += unlistedErrorCount
    }

    func error(_ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], fixIt: Diagnostic.FixIt? = nil) {
        add(.error(id, message, at: range, notes: notes, fixIt: fixIt))
    }

    func warning(_ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        add(.warning(id, message, at: range, notes: notes))
    }
}
