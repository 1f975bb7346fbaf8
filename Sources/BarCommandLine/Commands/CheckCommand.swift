import BarDiagnostics
import BarModel

/// `bar check`: parse and validate specs, and print every problem the way a compiler does.
public enum CheckCommand: BarCommand {
    public static let declaration = CommandDeclaration(
        name: "check",
        abstract: "Parse and validate .bar spec files.",
        discussion: [
            "Reads each file, reports every syntax and semantic error it finds (not just the first), and exits 1 when any file has an error. Folders are searched recursively for *.bar files in sorted order.",
        ],
        arguments: [.init("files", help: "Spec files or folders to check (- for standard input). Default: the current folder.", isOptional: true, isRepeated: true)],
        flags: [
            .init("no-color", help: "Never colour the output."),
            .init("quiet", help: "Print nothing when every file is clean."),
        ],
        examples: ["bar check Specs", "bar check Specs/duo-sample/toolbar.bar", "cat screen.bar | bar check -"]
    )

    public static func run(_ arguments: ParsedArguments, in context: CommandContext) -> Int32 {
        let formatter = DiagnosticFormatter(showsSourceLine: true, usesColor: context.useColor(flagNoColor: arguments.flag("no-color")))
        let inputs = InputFiles(arguments.positionals.isEmpty ? ["."] : arguments.positionals, context: context)
        var files = 0
        var errors = 0
        var warnings = 0
        let status = inputs.forEachFile { source in
            files += 1
            let result = SpecLoader.load(source)
            context.standardOutput.write(formatter.format(result.diagnostics, in: source))
            errors += result.errorCount
            warnings += result.diagnostics.filter { $0.severity == .warning }.count
            return result.hasErrors ? ExitCode.failure : ExitCode.success
        }
        let unreadable = inputs.inputs.count - files
        if !arguments.flag("quiet") || errors > 0 || unreadable > 0 {
            context.standardError.writeLine(Summary.line(files: files, errors: errors, warnings: warnings, unreadable: unreadable))
        }
        return status
    }
}
