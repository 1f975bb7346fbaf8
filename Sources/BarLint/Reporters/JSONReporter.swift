import BarDiagnostics

/// Findings as one JSON document (schema version 1, documented in docs/rules.md):
///
///     {
///       "version": 1,
///       "summary": { "files": 2, "errors": 0, "warnings": 1, "infos": 0 },
///       "findings": [
///         {
///           "path": "Specs/mail.bar", "line": 3, "column": 10, "endLine": 3, "endColumn": 14,
///           "ruleId": "item-missing-title", "severity": "warning", "message": "…",
///           "notes": [ { "message": "…", "line": 2, "column": 3 } ],
///           "fix": { "message": "…", "line": 3, "column": 10, "endLine": 3, "endColumn": 14, "replacement": "…" }
///         }
///       ]
///     }
///
/// Keys always appear in this order; `fix` is `null` when there is none, and a note without a place has no
/// `line`/`column`. Lines and columns are 1-based, columns count characters, `end*` is just past the end.
public enum JSONReporter: LintReporter {
    public static let id = "json"
    public static let summary = "One JSON document, schema version 1."
    public static let schemaVersion = 1

    public static func report(_ input: ReportInput) -> String {
        let findings = input.findings
        let document = JSONValue.object([
            ("version", .int(schemaVersion)),
            ("summary", .object([
                ("files", .int(input.fileCount)),
                ("errors", .int(findings.filter { $0.severity == .error }.count)),
                ("warnings", .int(findings.filter { $0.severity == .warning }.count)),
                ("infos", .int(findings.filter { $0.severity == .info }.count)),
            ])),
            ("findings", .array(findings.map(finding))),
        ])
        return document.rendered(compact: input.compact)
    }

    private static func finding(_ finding: LintFinding) -> JSONValue {
        let diagnostic = finding.diagnostic
        let source = finding.source
        let start = finding.start
        let end = finding.end
        let notes: [JSONValue] = diagnostic.notes.map { note in
            var members: [(String, JSONValue)] = [("message", .string(note.message))]
            if let range = note.range {
                let location = source.location(of: range.start)
                members.append(("line", .int(location.line)))
                members.append(("column", .int(location.column)))
            }
            return .object(members)
        }
        var fix = JSONValue.null
        if let fixIt = diagnostic.fixIt {
            let fixStart = source.location(of: fixIt.range.start)
            let fixEnd = source.location(of: fixIt.range.end)
            fix = .object([
                ("message", .string(fixIt.message)),
                ("line", .int(fixStart.line)), ("column", .int(fixStart.column)),
                ("endLine", .int(fixEnd.line)), ("endColumn", .int(fixEnd.column)),
                ("replacement", .string(fixIt.replacement)),
            ])
        }
        return .object([
            ("path", .string(finding.path)),
            ("line", .int(start.line)),
            ("column", .int(start.column)),
            ("endLine", .int(end.line)),
            ("endColumn", .int(end.column)),
            ("ruleId", .string(finding.ruleID)),
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
            ("notes", .array(notes)),
            ("fix", fix),
        ])
    }
}
