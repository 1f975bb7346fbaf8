import BarDiagnostics

/// One lint rule: its metadata and its check, as a value. Each rule is a static constant in its own file under
/// `Rules/` (`LintRule.itemMissingTitle`) and is listed once in `RuleRegistry.all`.
///
/// A check reads the `LintContext` (the model, the syntax tree, and on demand the solver's placements for
/// every posture) and adds findings to a `FindingList`, which stamps them with the rule's id and default
/// severity; the configuration may change the severity afterwards.
public struct LintRule: Sendable {
    public let description: RuleDescription
    private let body: @Sendable (LintContext, inout FindingList) -> Void

    public init(_ description: RuleDescription, check: @escaping @Sendable (LintContext, inout FindingList) -> Void) {
        self.description = description
        self.body = check
    }

    public var id: String { description.id }

    /// The rule's findings in `context`, in the order the check found them.
    public func check(_ context: LintContext) -> [Diagnostic] {
        var list = FindingList(rule: description)
        body(context, &list)
        return list.diagnostics
    }
}

/// Collects one rule's findings, each a `Diagnostic` carrying the rule's id and default severity.
public struct FindingList {
    public let rule: RuleDescription
    public private(set) var diagnostics: [Diagnostic] = []

    public init(rule: RuleDescription) {
        self.rule = rule
    }

    /// Records a finding starting at `range`.
    public mutating func add(
        _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], fixIt: Diagnostic.FixIt? = nil
    ) {
        diagnostics.append(
            Diagnostic(id: rule.id, severity: rule.severity, message: message, range: range, notes: notes, fixIt: fixIt))
    }
}
