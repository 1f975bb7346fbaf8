import BarDiagnostics
import BarModel

/// Loading a spec for a command that needs a valid model (solve, diff, render): errors are printed
/// compiler-style on standard error and the file is skipped with exit status 1; warnings are printed too but
/// do not stop the command.
enum SpecLoading {
    static func load(_ source: SourceFile, context: CommandContext, noColor: Bool) -> LoadResult? {
        let result = SpecLoader.load(source)
        if !result.diagnostics.isEmpty {
            let formatter = DiagnosticFormatter(showsSourceLine: true, usesColor: context.useColor(flagNoColor: noColor))
            context.standardError.write(formatter.format(result.diagnostics, in: source))
        }
        return result.hasErrors ? nil : result
    }
}
