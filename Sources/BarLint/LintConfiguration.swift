import BarDiagnostics
import BarSyntax

/// Which rules run, at what severity, and which files are left out: the contents of a `.bar-lint` file.
///
/// The file is written in the `.bar` syntax itself (so it needs no other parser and gets the same error
/// messages), with one `lint` block:
///
///     // .bar-lint
///     lint {
///       disable: manual-spacer                     // one rule per attribute; `all` for every rule
///       enable: item-missing-title                 // back on after `disable: all`
///       severity item-missing-symbol { level: error }   // error, warning or info
///       exclude "Specs/fixtures/**"                // globs, relative to this file's folder
///     }
///
/// An unknown rule id or level is an error diagnostic pointing into the file (with "did you mean"), never
/// silently ignored.
public struct LintConfiguration: Sendable, Hashable {
    /// Rules named by `disable:` (`all` included as written).
    public var disabledRules: Set<String> = []
    /// Rules named by `enable:`; they run even after `disable: all`.
    public var enabledRules: Set<String> = []
    /// Severity overrides by rule id.
    public var severities: [String: Severity] = [:]
    public var excludes: [GlobPattern] = []
    /// The file the configuration was read from, as shown to people; nil for the built-in defaults.
    public var path: String?
    /// The file's errors past the first 200, counted but not listed (`Diagnostic.unlistedErrorsNote`).
    public var unlistedErrorCount = 0

    public init(
        disabledRules: Set<String> = [], enabledRules: Set<String> = [], severities: [String: Severity] = [:],
        excludes: [GlobPattern] = [], path: String? = nil
    ) {
        self.disabledRules = disabledRules
        self.enabledRules = enabledRules
        self.severities = severities
        self.excludes = excludes
        self.path = path
    }

    /// Every rule on, at its default severity, nothing excluded.
    public static let defaults = LintConfiguration()

    /// The word that stands for every rule in `disable:` and in suppression comments.
    public static let allRules = "all"

    public func isEnabled(_ id: String) -> Bool {
        if enabledRules.contains(id) { return true }
        return !disabledRules.contains(id) && !disabledRules.contains(Self.allRules)
    }

    public func severity(for rule: RuleDescription) -> Severity {
        severities[rule.id] ?? rule.severity
    }

    /// The same for a rule, without copying its description.
    public func severity(for rule: LintRule) -> Severity {
        severities[rule.id] ?? rule.severity
    }

    /// Whether a file at `relativePath` (relative to the configuration's folder) is excluded.
    public func excludes(relativePath: String) -> Bool {
        excludes.contains { $0.matches(relativePath) }
    }

    /// The name of a configuration file, searched for from each input's folder up to the root.
    public static let fileName = ".bar-lint"

    /// The end of an unknown-rule message: the suggestion (`; did you mean 'x'?`), then where every rule is
    /// listed, as its own sentence after a question and as a clause otherwise.
    static func listRulesHint(after suggestion: String) -> String {
        suggestion.isEmpty ? "; 'bar lint --list-rules' lists every rule" : suggestion + " 'bar lint --list-rules' lists every rule"
    }

    /// Reads a configuration. `knownRules` are the ids `disable:`, `enable:` and `severity` may name. The
    /// configuration keeps every part that could be read; the diagnostics say what could not.
    public static func parse(_ source: SourceFile, knownRules: [String]) -> (configuration: LintConfiguration, diagnostics: [Diagnostic]) {
        let tree = Parser.parse(source)
        var configuration = LintConfiguration(path: source.path)
        var diagnostics = tree.diagnostics
        let levels = Severity.allCases.map(\.rawValue)

        func invalid(_ message: String, at range: SourceRange) {
            diagnostics.append(.error(.invalidConfig, message, at: range))
        }
        func ruleID(_ value: Value?, after name: Name, allowAll: Bool) -> String? {
            guard let value else { return nil }  // a missing value is already a syntax error
            let id = value.text
            if allowAll && id == allRules { return id }
            if knownRules.contains(id) { return id }
            diagnostics.append(
                .error(
                    .unknownRuleInConfig,
                    "unknown rule '\(id)' in '\(name.text)'\(Self.listRulesHint(after: Suggestion.didYouMean(id, in: knownRules)))",
                    at: value.range,
                    fixIt: Suggestion.closest(to: id, in: knownRules).map { .init("replace with '\($0)'", replacing: value.range, with: $0) }))
            return nil
        }

        // Where the first `lint` block and each rule's `severity` block stand: a second of either was merged, or
        // silently overrode the first, where the file is meant to say each thing once.
        var firstLint: SourceRange?
        var firstSeverity: [String: SourceRange] = [:]
        for statement in tree.statements {
            switch statement {
            case .block(let block) where block.keyword.text == "lint":
                if let first = firstLint {
                    diagnostics.append(
                        .error(
                            .invalidConfig, "a .bar-lint file holds one 'lint { … }' block; move these settings into the first",
                            at: block.keyword.range, notes: [.init("the first 'lint' block is here", at: first)]))
                    continue
                }
                firstLint = block.keyword.range
                if let label = block.label { invalid("'lint' takes no name; write 'lint { … }'", at: label.range) }
                for inner in block.body?.statements ?? [] {
                    switch inner {
                    case .attribute(let attribute) where attribute.name.text == "disable":
                        if let id = ruleID(attribute.value, after: attribute.name, allowAll: true) { configuration.disabledRules.insert(id) }
                    case .attribute(let attribute) where attribute.name.text == "enable":
                        if let id = ruleID(attribute.value, after: attribute.name, allowAll: false) { configuration.enabledRules.insert(id) }
                    case .attribute(let attribute):
                        invalid("unknown setting '\(attribute.name.text)'\(Suggestion.didYouMean(attribute.name.text, in: ["disable", "enable"])); a 'lint' block holds 'disable:', 'enable:', 'severity <rule> { level: … }' and 'exclude \"<glob>\"'", at: attribute.name.range)
                    case .block(let child) where child.keyword.text == "severity":
                        guard let label = child.label else {
                            invalid("'severity' needs a rule id, as in 'severity item-missing-symbol { level: error }'", at: child.keyword.range)
                            continue
                        }
                        let id = ruleID(label, after: child.keyword, allowAll: false)
                        let level = child.attributes.first { $0.name.text == "level" }
                        for other in child.body?.statements ?? [] where other.attribute?.name.text != "level" {
                            invalid("a 'severity' block holds only 'level: error|warning|info'", at: other.range)
                        }
                        guard let value = level?.value else {
                            if level == nil { invalid("'severity \(label.text)' needs 'level: error', 'level: warning' or 'level: info'", at: child.keyword.range) }
                            continue
                        }
                        guard let severity = Severity(rawValue: value.text) else {
                            diagnostics.append(
                                .error(
                                    .invalidConfig,
                                    "unknown level '\(value.text)'\(Suggestion.didYouMean(value.text, in: levels)); levels are: \(levels.reversed().joined(separator: ", "))",
                                    at: value.range))
                            continue
                        }
                        if let id {
                            if let first = firstSeverity[id] {
                                diagnostics.append(
                                    .error(
                                        .invalidConfig, "'severity \(id)' is set twice; keep one",
                                        at: label.range, notes: [.init("first set here", at: first)]))
                                continue
                            }
                            firstSeverity[id] = label.range
                            configuration.severities[id] = severity
                        }
                    case .block(let child) where child.keyword.text == "exclude":
                        guard let label = child.label, label.isString, !label.text.isEmpty else {
                            invalid("'exclude' needs a quoted glob, as in exclude \"Specs/fixtures/**\"", at: child.label?.range ?? child.keyword.range)
                            continue
                        }
                        if child.body != nil { invalid("'exclude' takes no block", at: child.range) }
                        configuration.excludes.append(GlobPattern(label.text))
                    case .block(let child):
                        let words = ["severity", "exclude"]
                        invalid("unknown block '\(child.keyword.text)'\(Suggestion.didYouMean(child.keyword.text, in: words)); a 'lint' block holds 'disable:', 'enable:', 'severity <rule> { level: … }' and 'exclude \"<glob>\"'", at: child.keyword.range)
                    case .error:
                        continue
                    }
                }
            case .block(let block):
                invalid("unknown block '\(block.keyword.text)'\(Suggestion.didYouMean(block.keyword.text, in: ["lint"])); a .bar-lint file holds one 'lint { … }' block", at: block.keyword.range)
            case .attribute(let attribute):
                invalid("settings belong inside 'lint { … }'", at: attribute.name.range)
            case .error:
                continue
            }
        }
        configuration.unlistedErrorCount = tree.unlistedErrorCount
        var sorted = Diagnostic.sortedForOutput(diagnostics)
        if tree.unlistedErrorCount > 0 { sorted.append(.unlistedErrorsNote(tree.unlistedErrorCount, endOfFile: source.bytes.count)) }
        return (configuration, sorted)
    }
}
