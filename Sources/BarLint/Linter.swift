import BarDiagnostics
import BarModel

/// How one run lints: which rules, configured how, for which device, with which placements.
public struct LintOptions: Sendable {
    public var configuration: LintConfiguration
    /// The device named on the command line; nil lets each screen use its own `device:` or the default.
    public var deviceOverride: String?
    public var placementProvider: PlacementProvider
    public var rules: [LintRule]
    /// Postures to check (`closed+keyboard`); empty for every posture with and without each obstruction.
    public var postures: [String] = []
    /// Where the placement rules' findings about one screen may come from instead of running the rules: given
    /// the screen and the way to compute them, it answers with them — computed, or kept from an earlier run
    /// of the same screen in the same circumstances (the language server's per-screen reuse, see
    /// `ScreenMemo` in the workspace). The findings are the rules' own: before suppression comments and the
    /// configured severities, which `Linter` applies afterwards. Nil: always computed.
    public var screenFindings: (@Sendable (Screen, () -> [Diagnostic]) -> [Diagnostic])?

    public init(
        configuration: LintConfiguration = .defaults, deviceOverride: String? = nil,
        placementProvider: PlacementProvider = .solver, rules: [LintRule] = RuleRegistry.all
    ) {
        self.configuration = configuration
        self.deviceOverride = deviceOverride
        self.placementProvider = placementProvider
        self.rules = rules
    }
}

/// Runs the rules over one loaded file.
public enum Linter {
    /// The loader's diagnostics (syntax and semantic errors, under their own ids, never suppressed) and the
    /// findings of every enabled rule, with configured severities, minus those a `bar-lint:` comment
    /// suppresses (`unknown-rule-in-suppression` only by configuration); sorted for output.
    ///
    /// Rules run on whatever part of the file could be loaded, so a typo in one item does not hide findings in
    /// the others.
    public static func lint(_ result: LoadResult, options: LintOptions = LintOptions()) -> [Diagnostic] {
        let context = LintContext(
            result: result, deviceOverride: options.deviceOverride, placementProvider: options.placementProvider, postureNames: options.postures)
        var findings = result.diagnostics
        let enabled = options.rules.filter { options.configuration.isEnabled($0.id) }
        func run(_ rule: LintRule) {
            let severity = options.configuration.severity(for: rule)
            // A suppression comment cannot silence a complaint about a suppression comment.
            let suppressible = rule.id != LintRule.unknownRuleInSuppression.id
            for var finding in rule.check(context) {
                if suppressible, context.suppressions.suppresses(finding, in: result.source) { continue }
                finding.severity = severity
                findings.append(finding)
            }
        }
        for rule in enabled where !rule.usesPlacements { run(rule) }
        // Placement rules look at one screen at a time (each walks `context.screens`): run them all on one
        // screen, whose placements in every posture are solved once and shared, then drop those before the
        // next screen, so a file of thousands of screens never holds all their placements at once. What they
        // find about a screen depends on that screen alone (with its device), so a caller may hand back an
        // earlier run's findings (`screenFindings`); suppressions and severities, which depend on the rest of
        // the file and on the configuration, are applied here every time.
        let placementRules = enabled.filter(\.usesPlacements)
        if !placementRules.isEmpty {
            var severities: [String: Severity] = [:]
            for rule in placementRules where severities[rule.id] == nil {
                severities[rule.id] = options.configuration.severity(for: rule)
            }
            for screen in result.spec.screens {
                let compute = { () -> [Diagnostic] in
                    context.focus(on: screen)
                    return placementRules.flatMap { $0.check(context) }
                }
                let found = options.screenFindings?(screen, compute) ?? compute()
                for var finding in found {
                    if finding.id != LintRule.unknownRuleInSuppression.id, context.suppressions.suppresses(finding, in: result.source) { continue }
                    finding.severity = severities[finding.id] ?? finding.severity
                    findings.append(finding)
                }
            }
            context.focus(on: nil)
        }
        return Diagnostic.sortedForOutput(findings)
    }
}
