import BarDiagnostics
import BarLint

/// `textDocument/publishDiagnostics`: the findings `bar lint` reports for the document (its check errors
/// under their own ids, and every enabled rule's findings under the `.bar-lint` that applies), with the
/// document version they were computed for; for an open `.bar-lint`, the problems `bar lint` finds in it;
/// for a document over the size limit, the `file-too-large` error `bar check` reports, at its start.
extension LanguageServer {
    func publishedDiagnostics(_ document: TextDocument) -> JSONValue {
        let found: [Diagnostic]
        switch DocumentKind(document) {
        case .spec:
            let analysis = analysis(of: document)
            if let settings = analysis.configuration, !settings.problems.isEmpty, loggedLintSettings.insert(settings.file).inserted {
                for problem in settings.problems { log(.warning, "bar lsp: .bar-lint: \(problem)") }
            }
            found = analysis.diagnostics
        case .lintConfiguration:
            // The open text, as the editor shows it; the settings specs are linted with are those saved.
            found = LintConfiguration.parse(document.source, knownRules: RuleRegistry.ids).diagnostics
        case .tooLarge:
            found = [.error(.fileTooLarge, InputSizeLimit.message, at: .at(0))]
        }
        let diagnostics = found.map { diagnosticJSON($0, in: document) }
        return .object([("uri", .string(document.uri)), ("version", .int(document.version)), ("diagnostics", .array(diagnostics))])
    }

    func diagnosticJSON(_ diagnostic: Diagnostic, in document: TextDocument) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("range", rangeJSON(diagnostic.range, in: document)),
            ("severity", .int(Self.severity(diagnostic.severity))),
            ("code", .string(diagnostic.id)),
        ]
        if let base = client.ruleDocumentation, RuleRegistry.rule(diagnostic.id) != nil {
            members.append(("codeDescription", .object([("href", .string(base + "#" + diagnostic.id))])))
        }
        members.append(("source", .string("bar")))
        var message = diagnostic.message
        if let fixIt = diagnostic.fixIt { message += "\nfix: \(fixIt.message)" }
        // Notes with a place become related information; notes without one stay in the message, as the
        // command line prints them under the diagnostic.
        var related: [JSONValue] = []
        for note in diagnostic.notes {
            if let range = note.range, client.relatedInformation {
                related.append(.object([("location", locationJSON(range, in: document)), ("message", .string(note.message))]))
            } else {
                message += "\nnote: \(note.message)"
            }
        }
        members.append(("message", .string(message)))
        if !related.isEmpty { members.append(("relatedInformation", .array(related))) }
        return .object(members)
    }

    /// LSP DiagnosticSeverity: 1 error, 2 warning, 3 information.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .info: 3
        }
    }
}
