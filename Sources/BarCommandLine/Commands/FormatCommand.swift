import BarDiagnostics
import BarFormat
import BarModel

/// `bar fmt`: print, rewrite, check or diff specs in the canonical layout (`docs/format.md`).
///
/// Its promise is that formatting never changes what a spec says nor loses anything its writer wrote, so
/// every file is guarded three ways before its text is used: a file with any error (syntax or semantic)
/// is left alone and its diagnostics printed, since a broken file has no canonical form; a comment the
/// syntax tree does not hold is reported rather than dropped; and the formatted text must parse back to
/// the same statements and comments (`Formatter.preservesMeaning`), so a formatter bug becomes a refusal
/// to format one file, never a damaged file.
public enum FormatCommand: BarCommand {
    public static let declaration = CommandDeclaration(
        name: "fmt",
        abstract: "Format .bar spec files in the canonical layout.",
        discussion: [
            "Lays each file out one way: two-space indentation, one statement per line, strings in one spelling, at most one blank line in a row, small blocks of attributes on one line, and every comment kept where it was. Statements are never reordered. The layout is described in docs/format.md.",
            "Without options, prints the formatted file on standard output; with more than one file, use --write, --check or --diff, as printing them one after another would run them together. A file with an error (run 'bar check') is never formatted: its diagnostics are printed and the exit status is 1.",
            "--write rewrites only the files whose bytes change, each atomically and keeping its permissions, and names them on standard error; a file that cannot be written is left as it was and the exit status is 74. --check prints the path of each file that is not formatted and exits 1 if there is any. --diff prints a unified diff of the changes instead (exiting 1 only with --check), which 'git apply' or 'patch -p1' can apply.",
        ],
        arguments: [.init("files", help: "Spec files or folders to format (- for standard input). Default: the current folder.", isOptional: true, isRepeated: true)],
        flags: [
            .init("write", short: "w", help: "Rewrite files in place when their layout changes."),
            .init("check", help: "List files that are not formatted; exit 1 if any."),
            // No `-d`: in every other command it is `--device` (render), so one letter keeps one meaning.
            .init("diff", help: "Print a unified diff of the changes formatting makes."),
            .init("no-color", help: "Never colour diagnostics."),
        ],
        examples: [
            "bar fmt Specs/mail/inbox.bar",
            "bar fmt --write Specs",
            "bar fmt --check --diff Specs",
            "cat screen.bar | bar fmt -",
        ]
    )

    /// What to do with each formatted file, decided once from the flags.
    struct Mode {
        var writes: Bool
        var checks: Bool
        var diffs: Bool
        /// Neither rewriting, checking nor diffing: the formatted text goes to standard output.
        var prints: Bool { !writes && !checks && !diffs }
    }

    public static func run(_ arguments: ParsedArguments, in context: CommandContext) -> Int32 {
        let mode = Mode(writes: arguments.flag("write"), checks: arguments.flag("check"), diffs: arguments.flag("diff"))
        if mode.writes && mode.checks {
            return UsageError("--write and --check cannot be used together; --check never changes a file").report(for: declaration, in: context)
        }
        let inputs = InputFiles(arguments.positionals.isEmpty ? ["."] : arguments.positionals, context: context)
        if mode.writes, inputs.inputs.contains(where: { $0.source == .standardInput }) {
            return UsageError("standard input ('-') cannot be rewritten; leave out --write to print the result").report(for: declaration, in: context)
        }
        if mode.prints && inputs.inputs.count > 1 {
            return UsageError("\(inputs.inputs.count) files to format; use --write to rewrite them, --check to list those not formatted, or --diff to see the changes").report(for: declaration, in: context)
        }

        let diagnostics = DiagnosticFormatter(showsSourceLine: true, usesColor: context.useColorOnStandardError(flagNoColor: arguments.flag("no-color")))
        var status = ExitCode.success
        var unformatted = 0
        for input in inputs.inputs {
            let source: SourceFile
            switch inputs.read(input) {
            case .success(let file):
                source = file
            case .failure(let error):
                context.standardError.writeLine(error.description)
                status = ExitCode.mostSevere(status, error.exitCode)
                continue
            }
            guard let formatted = format(source, diagnostics: diagnostics, context: context) else {
                status = ExitCode.mostSevere(status, ExitCode.failure)
                continue
            }
            let changed = formatted != source.bytes
            if changed { unformatted += 1 }
            if mode.prints {
                context.standardOutput.write(bytes: formatted)
            }
            if mode.diffs && changed {
                context.standardOutput.write(UnifiedDiff.render(old: source.bytes, new: formatted, oldPath: input.path, newPath: input.path))
            } else if mode.checks && changed {
                context.standardOutput.writeLine(input.path)
            }
            if mode.checks && changed {
                status = ExitCode.mostSevere(status, ExitCode.failure)
            }
            if mode.writes && changed, let path = input.resolvedPath {
                do {
                    try context.writeFile(formatted, to: path, shownAs: input.path)
                    context.standardError.writeLine("rewrote \(input.path)")
                } catch {
                    context.standardError.writeLine(error.description)
                    status = ExitCode.mostSevere(status, error.exitCode)
                }
            }
        }
        if mode.checks && unformatted > 0 {
            let files = Summary.plural(unformatted, "file")
            context.standardError.writeLine("\(files) not formatted; run 'bar fmt --write' on \(unformatted == 1 ? "it" : "them")")
        }
        return status
    }

    /// The canonical bytes of `source`, or nil (with the reason printed on standard error) when the file
    /// must not be formatted.
    static func format(_ source: SourceFile, diagnostics: DiagnosticFormatter, context: CommandContext) -> [UInt8]? {
        switch CanonicalText.bytes(of: SpecLoader.load(source)) {
        case .success(let bytes):
            return bytes
        case .failure(.errors(let found)), .failure(.unplacedComments(let found)):
            context.standardError.write(diagnostics.format(found, in: source))
            return nil
        case .failure(.wouldChangeMeaning):
            context.standardError.writeLine("\(source.path): error: formatting would change what this file says, so it was left as it is; this is a bug in 'bar fmt', please report it with the file [\(DiagnosticID.formatFailed)]")
            return nil
        }
    }
}
