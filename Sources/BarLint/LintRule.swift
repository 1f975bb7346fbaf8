import BarDiagnostics

/// One lint rule: its metadata and its check, as a value. Each rule is a static constant in its own file under
/// `Rules/` (`LintRule.itemMissingTitle`) and is listed once in `RuleRegistry.all`.
///
/// A check reads the `LintContext` (the model, the syntax tree, and on demand the solver's placements for
/// every posture) and adds findings to a `FindingList`, which stamps them with the rule's id and default
/// severity; the configuration may change the severity afterwards.
public struct LintRule: Sendable {
    /// The description and the check, shared by every copy of the rule: lint copies each rule a few times a
    /// file (filtering the enabled ones, running them), and a copy of the description itself retained each of
    /// its strings and arrays — 60,000 copies and nearly a million reference-count operations for 1,000 files.
    private final class Storage: Sendable {
        let description: RuleDescription
        let body: @Sendable (LintContext, inout FindingList) -> Void

        init(_ description: RuleDescription, body: @escaping @Sendable (LintContext, inout FindingList) -> Void) {
            self.description = description
            self.body = body
        }
    }

    private let storage: Storage

    public init(_ description: RuleDescription, check: @escaping @Sendable (LintContext, inout FindingList) -> Void) {
        storage = Storage(description, body: check)
    }

    public var description: RuleDescription { storage.description }
    /// The description's id, read without copying the description (as are the two below).
    public var id: String { storage.description.id }
    /// The severity it reports with unless configured (`RuleDescription.severity`).
    public var severity: Severity { storage.description.severity }
    /// Whether the rule reads placements (`RuleDescription.usesPlacements`).
    public var usesPlacements: Bool { storage.description.usesPlacements }

    /// The rule's findings in `context`, in the order the check found them.
    public func check(_ context: LintContext) -> [Diagnostic] {
        var list = FindingList(id: storage.description.id, severity: storage.description.severity)
        storage.body(context, &list)
        return list.diagnostics
    }
}

/// Collects one rule's findings, each a `Diagnostic` carrying the rule's id and default severity.
public struct FindingList {
    /// The rule's id and default severity, which every finding carries (not the whole description: one list is
    /// made per rule per file).
    public let ruleID: String
    public let severity: Severity
    public private(set) var diagnostics: [Diagnostic] = []

    init(id: String, severity: Severity) {
        ruleID = id
        self.severity = severity
    }

    /// Records a finding starting at `range`.
    public mutating func add(
        _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], fixIt: Diagnostic.FixIt? = nil
    ) {
        diagnostics.append(
            Diagnostic(id: ruleID, severity: severity, message: message, range: range, notes: notes, fixIt: fixIt))
    }
}
