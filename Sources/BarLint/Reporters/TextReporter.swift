import BarDiagnostics

/// `path:line:col: warning: message [rule-id]`, one finding after another, as compilers print them — the
/// source line and a caret only when `showsSourceLine` (a terminal), colour only when asked.
public enum TextReporter: PieceReporter {
    public static let id = "text"
    public static let summary = "Compiler-style lines (the default); source excerpts on a terminal."

    public static func report(_ input: ReportInput) -> String {
        let formatter = DiagnosticFormatter(showsSourceLine: input.showsSourceLine, usesColor: input.usesColor)
        return input.findings.map { formatter.format($0.diagnostic, in: $0.source) }.joined()
    }
}
