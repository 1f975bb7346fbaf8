import BarDiagnostics
import BarLint

/// `textDocument/codeAction`: for each finding in the range, its fix-it as a quick fix, and for lint findings
/// "suppress this rule here" (a `// bar-lint: disable-next-line` comment above the line) and "in this file"
/// (a `// bar-lint: disable` comment at the top).
extension LanguageServer {
    func codeActions(_ params: JSONValue) throws -> JSONValue {
        let analysis = try analysis(params)
        let text = analysis.text
        let range = try byteRange(params, "range", in: text)
        let only = params["context"]?["only"]?.arrayValue?.compactMap(\.stringValue)
        let wantsQuickFix = only.map { kinds in kinds.contains { $0 == "quickfix" || "quickfix".hasPrefix($0 + ".") || $0.isEmpty } } ?? true
        guard wantsQuickFix else { return .array([]) }
        var actions: [JSONValue] = []
        let bytes = text.bytes
        for diagnostic in analysis.diagnostics {
            // Touching counts: a cursor at either end of a finding's range gets its actions.
            guard diagnostic.range.start <= range.end, range.start <= diagnostic.range.end else { continue }
            let diagnosticJSON = diagnosticJSON(diagnostic, in: text)
            if let fixIt = diagnostic.fixIt {
                actions.append(action(fixIt.message.prefix(1).uppercased() + fixIt.message.dropFirst(), edits: [textEditJSON(fixIt.range, fixIt.replacement, in: text)], diagnostic: diagnosticJSON, preferred: true, uri: text.uri))
            }
            guard RuleRegistry.rule(diagnostic.id) != nil else { continue }
            // Above the finding's line, indented like it.
            let line = text.lines.lineIndex(of: diagnostic.range.start)
            let lineStart = text.lines.lineStarts[line]
            var indentEnd = lineStart
            while indentEnd < bytes.count, bytes[indentEnd] == UInt8(ascii: " ") || bytes[indentEnd] == UInt8(ascii: "\t") { indentEnd += 1 }
            let indentation = String(decoding: bytes[lineStart..<indentEnd], as: UTF8.self)
            actions.append(action(
                "Suppress '\(diagnostic.id)' on this line", edits: [textEditJSON(.at(lineStart), "\(indentation)// \(SuppressionDirectives.prefix) disable-next-line \(diagnostic.id)\n", in: text)],
                diagnostic: diagnosticJSON, preferred: false, uri: text.uri))
            actions.append(action(
                "Suppress '\(diagnostic.id)' in this file", edits: [textEditJSON(.at(0), "// \(SuppressionDirectives.prefix) disable \(diagnostic.id)\n", in: text)],
                diagnostic: diagnosticJSON, preferred: false, uri: text.uri))
        }
        return .array(actions)
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
