import BarDiagnostics

/// One file's findings as a `PieceReporter` writes them, made apart from the rest of the report: the bytes,
/// and what the report counts of them.
public struct ReportPiece: Sendable {
    public var bytes: [UInt8]
    /// How many findings the bytes hold.
    public var count: Int
    public var errors: Int
    public var warnings: Int
    public var infos: Int

    public init(bytes: [UInt8], findings: [LintFinding]) {
        self.bytes = bytes
        self.count = findings.count
        (errors, warnings, infos) = LintFinding.severityCounts(findings)
    }

    /// The findings and severities of `pieces` added up: what a report's summary counts.
    public static func totals(_ pieces: [ReportPiece]) -> (findings: Int, errors: Int, warnings: Int, infos: Int) {
        var totals = (findings: 0, errors: 0, warnings: 0, infos: 0)
        for piece in pieces {
            totals.findings += piece.count
            totals.errors += piece.errors
            totals.warnings += piece.warnings
            totals.infos += piece.infos
        }
        return totals
    }
}

/// A reporter whose output is a head, each finding written the same wherever it stands, and a tail, where the
/// head and tail depend only on counts. `bar lint` then has each file's findings written by the worker that
/// linted the file, while its strings and bytes are still in the cache, and drops them there: for 10,000 files,
/// writing the report from every finding kept until the end read 58,000 findings and their sources cold, and
/// freeing them afterwards visited each once more.
///
/// `write(pieces:settings:to:)` of the pieces of findings split into groups in any way is, byte for byte,
/// `write(_:to:)` of the same findings in the same order (ReporterTests checks every such reporter).
public protocol PieceReporter: LintReporter {
    /// `findings` written as they stand in the report; `settings` is the report's input without findings.
    static func piece(_ findings: [LintFinding], settings: ReportInput) -> ReportPiece
    /// The report of the pieces' findings in the order given (`settings.findings` is not read).
    static func write(pieces: [ReportPiece], settings: ReportInput, to output: (_ bytes: [UInt8]) -> Void)
}

/// For a report that is its findings one after another and nothing else (text, GitHub): a piece is the report
/// of its findings, and the report is the pieces.
extension PieceReporter {
    public static func piece(_ findings: [LintFinding], settings: ReportInput) -> ReportPiece {
        var settings = settings
        settings.findings = findings
        // What the report says after its findings (the inputs that could not be read) is the whole report's.
        settings.inputErrors = []
        return ReportPiece(bytes: Array(report(settings).utf8), findings: findings)
    }

    public static func write(pieces: [ReportPiece], settings: ReportInput, to output: (_ bytes: [UInt8]) -> Void) {
        for piece in pieces where !piece.bytes.isEmpty { output(piece.bytes) }
    }
}
