/// A mistake in the command line itself, as opposed to a problem in the files it names.
///
/// It is kept apart from diagnostics because it is reported differently: no file or line, but the usage
/// line and a pointer to `--help`, and the process exits with `ExitCode.usage` (64). The likely intended
/// word is kept separately from the message so tests and callers can check it without parsing text.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, lower-case and without a trailing period, e.g. `unknown option '--posturee'`.
    public var message: String
    /// The word the user probably meant (`--posture`), shown as "; did you mean '--posture'?".
    public var suggestion: String?

    public init(_ message: String, suggestion: String? = nil) {
        self.message = message
        self.suggestion = suggestion
    }

    /// The full sentence printed after `error: `.
    public var description: String {
        guard let suggestion else { return message }
        return "\(message); did you mean '\(suggestion)'?"
    }
}

extension UsageError {
    /// Prints this error the way every usage error is printed, on standard error:
    ///
    ///     error: unknown option '--posturee'; did you mean '--posture'?
    ///     Usage: bar solve <files> ... [--posture <name> ...]
    ///     See 'bar solve --help'.
    ///
    /// and returns `ExitCode.usage`, so a command that finds a bad argument after parsing (an unknown
    /// device name, say) can `return error.report(for: Self.declaration, in: context)`.
    /// Pass `nil` for errors about the `bar` command line as a whole.
    public func report(for declaration: CommandDeclaration?, in context: CommandContext) -> Int32 {
        var text = "error: \(description)\n"
        if let declaration {
            text += HelpGenerator.usage(for: declaration, prefix: "Usage: ") + "\n"
            text += "See '\(HelpGenerator.toolName) \(declaration.name) --help'.\n"
        } else {
            text += HelpGenerator.rootUsage(prefix: "Usage: ") + "\n"
            text += "See '\(HelpGenerator.toolName) --help'.\n"
        }
        context.standardError.write(text)
        return ExitCode.usage
    }
}
