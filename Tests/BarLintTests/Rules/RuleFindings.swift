import BarDiagnostics
import BarModel
import Testing

@testable import BarLint

/// What one rule finds in a spec written in a test, which must load without errors.
enum RuleFindings {
    static func of(_ rule: LintRule, in text: String) -> [Diagnostic] {
        let result = SpecLoader.load(path: "s.bar", text: text)
        #expect(result.diagnostics.isEmpty)
        return Linter.lint(result).filter { $0.id == rule.id }
    }
}
