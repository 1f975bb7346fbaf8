import BarDiagnostics

/// GitHub Actions workflow commands, which become annotations on the pull request:
///
///     ::warning file=Specs/mail.bar,line=3,col=10,endLine=3,endColumn=14,title=item-missing-title::message
///
/// `error` for errors, `warning` for warnings, `notice` for infos. The message escapes `%`, CR and LF;
/// property values also escape `:` and `,` (GitHub's own rules for workflow commands).
///
/// An input that could not be read gets an `error` naming only its file, after the findings: its line on
/// standard error is in the job's log, but only a workflow command becomes an annotation on the run.
public enum GitHubReporter: PieceReporter {
    public static let id = "github"
    public static let summary = "GitHub Actions workflow commands (annotations)."

    public static func report(_ input: ReportInput) -> String {
        var out = ""
        for finding in input.findings {
            let start = finding.start
            let end = finding.end
            let properties = [
                ("file", input.relativePath(finding)),
                ("line", String(start.line)),
                ("col", String(start.column)),
                ("endLine", String(end.line)),
                ("endColumn", String(end.column)),
                ("title", finding.ruleID),
            ]
            out += workflowCommand(command(for: finding.severity), properties, finding.message)
        }
        return out + tail(input)
    }

    /// Each piece's findings (`PieceReporter.piece` leaves the unreadable inputs out), then their annotations.
    public static func write(pieces: [ReportPiece], settings: ReportInput, to output: (_ bytes: [UInt8]) -> Void) {
        for piece in pieces where !piece.bytes.isEmpty { output(piece.bytes) }
        let tail = tail(settings)
        if !tail.isEmpty { output(Array(tail.utf8)) }
    }

    /// `::error file=gone.bar,title=unreadable-input::cannot read file: …`, one per input that could not be read.
    private static func tail(_ input: ReportInput) -> String {
        var out = ""
        for error in input.inputErrors {
            out += workflowCommand("error", [("file", ReportPaths.relative(error.path, to: input.workingDirectory)), ("title", error.ruleID)], error.message)
        }
        return out
    }

    /// `::command key=value,…::message` and its line break, each part escaped as GitHub reads it.
    private static func workflowCommand(_ command: String, _ properties: [(String, String)], _ message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(command) \(list)::\(escapeData(message))\n"
    }

    public static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// `%` → `%25`, CR → `%0D`, LF → `%0A`; any other control character as the spec spells it (`\u{1B}`), so
    /// a title cannot put escape sequences into the workflow's log (`TerminalText`).
    public static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default:
                if TerminalText.isControl(scalar) { out += TerminalText.escape(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// `escapeData`, and `:` → `%3A`, `,` → `%2C`.
    public static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
