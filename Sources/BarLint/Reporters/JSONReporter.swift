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
public enum JSONReporter: PieceReporter {
    public static let id = "json"
    public static let summary = "One JSON document, schema version 1."
    public static let schemaVersion = 1

    public static func report(_ input: ReportInput) -> String {
        var bytes: [UInt8] = []
        write(input) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Written member by member into bytes (`JSONBytes`), the same document `JSONValue` would render: the
    /// findings in slices on every core, each slice a continuation of the `findings` array, handed to
    /// `output` in order a round of slices at a time.
    public static func write(_ input: ReportInput, to output: (_ bytes: [UInt8]) -> Void) {
        write(input, findingsPerSlice: 1024, slicesPerRound: 16, to: output)
    }

    /// `write(_:to:)` with its slicing spelled out: `findingsPerSlice` findings are written by one worker, and
    /// `slicesPerRound` slices are made at a time before they are handed to `output` — enough to keep every
    /// core busy, few enough that a report of any size holds only a few megabytes of itself at once.
    static func write(_ input: ReportInput, findingsPerSlice: Int, slicesPerRound: Int, to output: (_ bytes: [UInt8]) -> Void) {
        let findings = input.findings
        let counts = LintFinding.severityCounts(findings)
        var json = head(input, errors: counts.errors, warnings: counts.warnings, infos: counts.infos)
        output(json.takeBytes())
        let slices = stride(from: 0, to: findings.count, by: findingsPerSlice).map { $0..<min($0 + findingsPerSlice, findings.count) }
        for round in stride(from: 0, to: slices.count, by: slicesPerRound) {
            let start = json
            let written = ParallelMap.map(Array(slices[round..<min(round + slicesPerRound, slices.count)])) { slice in
                var part = start.continuation(membersBefore: slice.lowerBound, capacity: slice.count * bytesPerFinding(compact: input.compact))
                for index in slice { write(findings[index], into: &part) }
                return part
            }
            for part in written {
                json.count(part)
                output(part.bytes)
            }
        }
        json.end()
        writeInputErrors(input, into: &json)
        json.end()
        output(json.takeBytes())
    }

    /// `"inputErrors": [{ "path", "ruleId", "message" }, …]` after the findings, only when an input could not be
    /// read.
    private static func writeInputErrors(_ input: ReportInput, into json: inout JSONBytes) {
        guard !input.inputErrors.isEmpty else { return }
        json.beginArray("inputErrors")
        for error in input.inputErrors {
            json.beginObject()
            json.string("path", ReportPaths.relative(error.path, to: input.workingDirectory))
            json.string("ruleId", error.ruleID)
            json.string("message", error.message)
            json.end()
        }
        json.end()
    }

    /// Bytes a finding takes, about: room reserved for a slice of findings.
    private static func bytesPerFinding(compact: Bool) -> Int { compact ? 400 : 560 }

    /// The document up to the opening of the `findings` array, with these counts.
    private static func head(_ settings: ReportInput, errors: Int, warnings: Int, infos: Int) -> JSONBytes {
        var json = JSONBytes(compact: settings.compact, capacity: 256)
        json.beginObject()
        json.int("version", schemaVersion)
        json.beginObject("summary")
        json.int("files", settings.fileCount)
        json.int("errors", errors)
        json.int("warnings", warnings)
        json.int("infos", infos)
        json.end()
        json.beginArray("findings")
        return json
    }

    /// The findings as members of the `findings` array, each after a comma; `write(pieces:…)` drops the comma
    /// before the first finding of the report.
    public static func piece(_ findings: [LintFinding], settings: ReportInput) -> ReportPiece {
        var part = head(settings, errors: 0, warnings: 0, infos: 0).continuation(membersBefore: 1, capacity: findings.count * bytesPerFinding(compact: settings.compact))
        for index in findings.indices { write(findings[index], into: &part) }
        return ReportPiece(bytes: part.bytes, findings: findings)
    }

    public static func write(pieces: [ReportPiece], settings: ReportInput, to output: (_ bytes: [UInt8]) -> Void) {
        let counts = ReportPiece.totals(pieces)
        var json = head(settings, errors: counts.errors, warnings: counts.warnings, infos: counts.infos)
        output(json.takeBytes())
        var first = true
        for piece in pieces where piece.count > 0 {
            // Every piece's first byte is the comma before its first finding.
            output(first ? Array(piece.bytes.dropFirst()) : piece.bytes)
            first = false
        }
        json.addMembers(counts.findings)
        json.end()
        writeInputErrors(settings, into: &json)
        json.end()
        output(json.takeBytes())
    }

    private static func write(_ finding: LintFinding, into json: inout JSONBytes) {
        let diagnostic = finding.diagnostic
        let source = finding.source
        json.beginObject()
        json.string("path", finding.path)
        writeSpan(finding.start, finding.end, into: &json)
        json.string("ruleId", finding.ruleID)
        json.string("severity", finding.severity.rawValue)
        json.string("message", finding.message)
        json.beginArray("notes")
        for note in diagnostic.notes {
            json.beginObject()
            json.string("message", note.message)
            if let range = note.range {
                let location = source.location(of: range.start)
                json.int("line", location.line)
                json.int("column", location.column)
            }
            json.end()
        }
        json.end()
        if let fixIt = diagnostic.fixIt {
            json.beginObject("fix")
            json.string("message", fixIt.message)
            writeSpan(source.location(of: fixIt.range.start), source.location(of: fixIt.range.end), into: &json)
            json.string("replacement", fixIt.replacement)
            json.end()
        } else {
            json.null("fix")
        }
        json.end()
    }

    /// `"line", "column", "endLine", "endColumn"`.
    private static func writeSpan(_ start: SourceFile.Location, _ end: SourceFile.Location, into json: inout JSONBytes) {
        json.int("line", start.line)
        json.int("column", start.column)
        json.int("endLine", end.line)
        json.int("endColumn", end.column)
    }
}
