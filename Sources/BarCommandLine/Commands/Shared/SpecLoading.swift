import BarDiagnostics
import BarModel
import BarWorkspace

/// Loading a spec for a command that needs a valid model (solve, diff, render): errors are printed
/// compiler-style on standard error and the file is skipped with exit status 1; warnings are printed too but
/// do not stop the command.
enum SpecLoading {
    /// Prints the document's diagnostics on standard error; true when it has no error and can be used.
    static func report(_ document: Document, context: CommandContext, noColor: Bool) -> Bool {
        let result = document.loaded
        if !result.diagnostics.isEmpty {
            let formatter = DiagnosticFormatter(showsSourceLine: true, usesColor: context.useColorOnStandardError(flagNoColor: noColor))
            context.standardError.write(formatter.format(result.diagnostics, in: document.source))
        }
        return !result.hasErrors
    }
}

extension UsageError {
    /// A name on the command line that the spec does not have, in the workspace's one wording.
    init(_ error: SelectionError) {
        self.init(error.message, suggestion: error.suggestion)
    }
}
