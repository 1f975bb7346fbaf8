import BarDiagnostics

/// One finding with the file it is in: what every reporter takes.
public struct LintFinding: Sendable {
    public var diagnostic: Diagnostic
    public var source: SourceFile
    /// The declaration it is about (`screen inbox · item share`, see `FindingEntities`); `""` when it is about
    /// no declaration. What a baseline fingerprint remembers.
    public var entity: String

    public init(_ diagnostic: Diagnostic, in source: SourceFile, entity: String = "") {
        self.diagnostic = diagnostic
        self.source = source
        self.entity = entity
    }

    /// The path as the user wrote it (or `<stdin>`).
    public var path: String { source.path }
    public var ruleID: String { diagnostic.id }
    public var severity: Severity { diagnostic.severity }
    public var message: String { diagnostic.message }

    /// 1-based line and column (in characters) where the finding starts and ends.
    public var start: SourceFile.Location { source.location(of: diagnostic.range.start) }
    public var end: SourceFile.Location { source.location(of: diagnostic.range.end) }

    /// 1-based column counted in Unicode scalars, as SARIF's `unicodeCodePoints` column kind wants.
    public func codePointColumn(of offset: Int) -> Int {
        let clamped = max(0, min(offset, source.bytes.count))
        let line = source.lineIndex(of: clamped)
        let prefix = source.bytes[source.lineStarts[line]..<clamped]
        return String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1
    }

    /// The order every reporter prints in: path (byte-wise), line, column, rule id, then message.
    public static func sorted(_ findings: [LintFinding]) -> [LintFinding] {
        findings
            .map { (finding: $0, start: $0.start) }
            .sorted { a, b in
                if a.finding.path != b.finding.path { return a.finding.path.utf8.lexicographicallyPrecedes(b.finding.path.utf8) }
                if a.start != b.start { return a.start < b.start }
                if a.finding.ruleID != b.finding.ruleID { return a.finding.ruleID < b.finding.ruleID }
                if a.finding.message != b.finding.message { return a.finding.message < b.finding.message }
                return a.finding.diagnostic.range < b.finding.diagnostic.range
            }
            .map(\.finding)
    }
}
