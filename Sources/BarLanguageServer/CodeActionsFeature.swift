import BarDiagnostics
import BarLint
import BarSyntax

/// `textDocument/codeAction`: for each finding in the range, its fix-it as a quick fix, and for lint findings
/// that a comment can suppress, "suppress this rule here" (a `// bar-lint: disable-next-line` comment above the
/// line) and "in this file" (a `// bar-lint: disable` comment at the top). Inserted lines end as the document's
/// lines do (LF or CRLF).
extension LanguageServer {
    func codeActions(_ params: JSONValue) throws -> JSONValue {
        let analysis = try analysis(params)
        let text = analysis.text
        let range = try byteRange(params, "range", in: text)
        guard Self.wantsQuickFixes(params) else { return .array([]) }
        var actions: [JSONValue] = []
        let bytes = text.bytes
        // The braces open at the end of the file: a fix-it inserts one `}` there, which closes the innermost,
        // so the action for a block closes it and every brace opened after it (stray ones the parser skipped
        // among them). Found only when some block is unclosed.
        let openBraces = analysis.diagnostics.contains { $0.id == DiagnosticID.unclosedBlock.rawValue } ? OpenBraces.atEnd(of: text.source) : []
        for diagnostic in analysis.diagnostics {
            // Touching counts: a cursor at either end of a finding's range gets its actions.
            guard diagnostic.range.start <= range.end, range.start <= diagnostic.range.end else { continue }
            let diagnosticJSON = diagnosticJSON(diagnostic, in: text)
            if let fixIt = diagnostic.fixIt {
                var title = fixIt.message.prefix(1).uppercased() + fixIt.message.dropFirst()
                var replacement = fixIt.replacement
                if diagnostic.id == DiagnosticID.unclosedBlock.rawValue, let opening = diagnostic.notes.first?.range?.start {
                    let count = openBraces.filter { $0 >= opening }.count
                    if count > 1 {
                        replacement = String(repeating: fixIt.replacement, count: count)
                        title = "Insert \(count) '}' at the end, closing this block and \(count == 2 ? "the one" : "the \(count - 1) blocks") left open inside it"
                    }
                }
                actions.append(action(title, edits: [textEditJSON(fixIt.range, Self.withLineEnds(replacement, of: bytes), in: text)], diagnostic: diagnosticJSON, preferred: true, uri: text.uri))
            }
            // `unknown-rule-in-suppression` is reported whatever the comments say (a comment naming an unknown rule
            // cannot silence the finding about itself), so no comment is offered for it.
            guard RuleRegistry.rule(diagnostic.id) != nil, diagnostic.id != LintRule.unknownRuleInSuppression.id else { continue }
            // Above the finding's line, indented like it.
            let line = text.lines.lineIndex(of: diagnostic.range.start)
            let lineStart = text.lines.lineStarts[line]
            var indentEnd = lineStart
            while indentEnd < bytes.count, bytes[indentEnd] == UInt8(ascii: " ") || bytes[indentEnd] == UInt8(ascii: "\t") { indentEnd += 1 }
            let indentation = String(decoding: bytes[lineStart..<indentEnd], as: UTF8.self)
            actions.append(action(
                "Suppress '\(diagnostic.id)' on this line",
                edits: [textEditJSON(.at(lineStart), Self.withLineEnds("\(indentation)// \(SuppressionDirectives.prefix) disable-next-line \(diagnostic.id)\n", of: bytes), in: text)],
                diagnostic: diagnosticJSON, preferred: false, uri: text.uri))
            actions.append(action(
                "Suppress '\(diagnostic.id)' in this file",
                edits: [textEditJSON(.at(0), Self.withLineEnds("// \(SuppressionDirectives.prefix) disable \(diagnostic.id)\n", of: bytes), in: text)],
                diagnostic: diagnosticJSON, preferred: false, uri: text.uri))
        }
        return .array(actions)
    }

    /// `textDocument/codeAction` on an open `.bar-lint`: the fix-it of each of its problems in the range (a
    /// misspelt rule's closest name), as a quick fix; its problems are not lint findings, so nothing to suppress.
    func lintConfigurationCodeActions(_ document: TextDocument, _ params: JSONValue) throws(ResponseError) -> JSONValue {
        let range = try byteRange(params, "range", in: document)
        guard Self.wantsQuickFixes(params) else { return .array([]) }
        var actions: [JSONValue] = []
        for diagnostic in LintConfiguration.parse(document.source, knownRules: RuleRegistry.ids).diagnostics {
            guard diagnostic.range.start <= range.end, range.start <= diagnostic.range.end, let fixIt = diagnostic.fixIt else { continue }
            let title = fixIt.message.prefix(1).uppercased() + fixIt.message.dropFirst()
            actions.append(action(
                title, edits: [textEditJSON(fixIt.range, fixIt.replacement, in: document)], diagnostic: diagnosticJSON(diagnostic, in: document),
                preferred: true, uri: document.uri))
        }
        return .array(actions)
    }

    /// Whether the request's `context.only` (absent: every kind) admits quick fixes.
    static func wantsQuickFixes(_ params: JSONValue) -> Bool {
        let only = params["context"]?["only"]?.arrayValue?.compactMap(\.stringValue)
        return only.map { kinds in kinds.contains { $0 == "quickfix" || "quickfix".hasPrefix($0 + ".") || $0.isEmpty } } ?? true
    }

    /// `text` with its line ends as the document's: CRLF when its first line ends so, else LF (as written).
    static func withLineEnds(_ text: String, of document: [UInt8]) -> String {
        guard let newline = document.firstIndex(of: UInt8(ascii: "\n")), newline > 0, document[newline - 1] == UInt8(ascii: "\r") else {
            return text
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
    }

    private func action(_ title: String, edits: [JSONValue], diagnostic: JSONValue, preferred: Bool, uri: String) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("title", .string(title)), ("kind", .string("quickfix")), ("diagnostics", .array([diagnostic])),
        ]
        if preferred { members.append(("isPreferred", .bool(true))) }
        members.append(("edit", .object([("changes", .object([(uri, .array(edits))]))])))
        return .object(members)
    }
}
