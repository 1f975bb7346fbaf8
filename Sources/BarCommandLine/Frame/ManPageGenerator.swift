import BarDiagnostics

/// `bar help --man`: the manual page, in roff (`man 7 man`), generated from the same declarations as
/// `--help` so the installed page always matches the binary it came with.
///
/// One page, `bar(1)`, holds every command as a subsection, the way `git` users expect `man bar` to answer
/// "what can it do". No date is written, so the same binary always prints the same page.
public enum ManPageGenerator {
    /// The exit statuses every command shares, in the order the page lists them.
    static let exitStatuses: [(Int32, String)] = [
        (ExitCode.success, "Success: every input was read and nothing was wrong."),
        (ExitCode.failure, "The command ran and found errors in its inputs (or, with --strict, warnings)."),
        (ExitCode.usage, "The command line was wrong; nothing was read."),
        (ExitCode.noInput, "An input file or folder was missing or unreadable."),
        (ExitCode.ioError, "An output could not be written (a file, a folder, a network port)."),
    ]

    public static func page(abstract: String, commands: [CommandDeclaration], version: String = BarVersion.current) -> String {
        let tool = HelpGenerator.toolName
        var lines: [String] = [
            ".TH \(tool.uppercased()) 1 \"\" \"\(escape(tool + " " + version))\" \"User Commands\"",
            ".SH NAME",
            "\(tool) \\- \(escape(lowercasedFirst(abstract)))",
            ".SH SYNOPSIS",
            ".B \(tool)",
            ".I subcommand",
            "[\\fIoptions\\fR] [\\fIarguments\\fR]",
            ".br",
            ".B \(tool) help",
            "[\\fIsubcommand\\fR]",
            ".br",
            ".B \(tool)",
            "\\-\\-version",
            ".SH DESCRIPTION",
            escape(abstract),
            "Run",
            ".B \(tool) help",
            ".I subcommand",
            "for the same text as below, one command at a time.",
            ".SH COMMANDS",
        ]
        for declaration in commands {
            lines.append(".SS \"\(tool) \(declaration.name)\"")
            lines.append(escape(declaration.abstract))
            lines.append(".PP")
            lines.append(".B Usage:")
            lines.append(escape(HelpGenerator.usage(for: declaration).replacing(literal: "\n", with: " ")
                .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")))
            for paragraph in declaration.discussion where !paragraph.isEmpty {
                if paragraph.split(separator: "\n").contains(where: { $0.hasPrefix(" ") }) {
                    lines += [".PP", ".nf"] + paragraph.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) } + [".fi"]
                } else {
                    lines += [".PP", escape(paragraph)]
                }
            }
            for argument in declaration.arguments {
                let values = argument.allowedValues.isEmpty ? "" : " (values: \(argument.allowedValues.joined(separator: ", ")))"
                lines += [".TP", "\\fI\(escape(argument.placeholder))\\fR", escape(argument.help + values)]
            }
            for option in declaration.options {
                var head = "\\fB\\-\\-\(escape(option.long))\\fR \\fI<\(escape(option.valueName))>\\fR"
                if let short = option.short { head = "\\fB\\-\(short)\\fR, " + head }
                var notes: [String] = []
                if !option.allowedValues.isEmpty { notes.append("values: " + option.allowedValues.joined(separator: ", ")) }
                if let value = option.defaultValue { notes.append("default: " + value) }
                if option.isRepeatable { notes.append("may be repeated") }
                let suffix = notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"
                lines += [".TP", head, escape(option.help + suffix)]
            }
            for flag in declaration.flags {
                var head = "\\fB\\-\\-\(escape(flag.long))\\fR"
                if let short = flag.short { head = "\\fB\\-\(short)\\fR, " + head }
                lines += [".TP", head, escape(flag.help)]
            }
            if !declaration.examples.isEmpty {
                lines += [".PP", "Examples:", ".PP", ".RS", ".nf"] + declaration.examples.map(escape) + [".fi", ".RE"]
            }
        }
        lines.append(".SH EXIT STATUS")
        for (code, meaning) in exitStatuses {
            lines += [".TP", "\(code)", escape(meaning)]
        }
        lines += [
            ".SH ENVIRONMENT",
            ".TP",
            "NO_COLOR",
            "When set to anything non-empty, output is never coloured. Colour is used only on a terminal.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text made safe for roff: backslashes written as `\e`, dashes as `\-` (so they copy as ASCII), other
    /// characters beyond ASCII by their code point (`\[u22EF]`), and a
    /// line that would start with a control character (`.` or `'`) guarded by `\&`.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
            default:
                // `\[u2026]`: any roff reads it, whatever its input encoding.
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }

    private static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        var rest = String(text.dropFirst())
        if rest.hasSuffix(".") { rest.removeLast() }
        return first.lowercased() + rest
    }
}
