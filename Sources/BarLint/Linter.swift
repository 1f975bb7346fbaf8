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
            let severity = options.configuration.severity(for: rule.description)
            // A suppression comment cannot silence a complaint about a suppression comment.
            let suppressible = rule.id != LintRule.unknownRuleInSuppression.id
            for var finding in rule.check(context) {
                if suppressible, context.suppressions.suppresses(finding, in: result.source) { continue }
                finding.severity = severity
                findings.append(finding)
            }
        }
        for rule in enabled where !rule.description.usesPlacements { run(rule) }
        // Placement rules look at one screen at a time (each walks `context.screens`): run them all on one
        // screen, whose placements in every posture are solved once and shared, then drop those before the
        // next screen, so a file of thousands of screens never holds all their placements at once.
        let placementRules = enabled.filter(\.description.usesPlacements)
        if !placementRules.isEmpty {
            for screen in result.spec.screens {
                context.focus(on: screen)
                placementRules.forEach(run)
            }
            context.focus(on: nil)
        }
        return Diagnostic.sortedForOutput(findings)
    }
}
