import BarDiagnostics

/// The `bar` command line: finds the subcommand, handles help and version, and turns usage errors into
/// the same three lines and exit status 64 for every command.
///
/// It is a library entry point rather than code in the executable so that tests run the whole command
/// line in-process (`Bar.main(["solve", "--help"], context: .testing())`) and see exactly what users see.
public enum Bar {
    /// The one-line description of the tool shown by `bar --help`.
    public static let abstract = "Check, solve, lint, render, import and generate .bar toolbar specs."

    /// Every subcommand, in the order `bar --help` lists them.
    ///
    /// To add a command, append one line, `FooCommand.self,`, to this array literal. Its declaration is
    /// checked by the frame's tests (unique name, valid options), so a mistake fails `swift test`.
    public static let commands: [any BarCommand.Type] = [
        CheckCommand.self,
        LintCommand.self,
        SolveCommand.self,
        RenderCommand.self,
        FormatCommand.self,
        DiffCommand.self,
        CompletionCommand.self,
        LanguageServerCommand.self,
        GenerateCommand.self,
        ImportCommand.self,
        InitCommand.self,
        PreviewCommand.self,
    ]

    /// Runs `bar` with `arguments` (without the program name) and returns the exit status.
    public static func main(_ arguments: [String], context: CommandContext) -> Int32 {
        main(arguments, context: context, commands: commands)
    }

    /// Runs `bar` with a given set of commands; for tests of the frame itself, with test-only commands.
    public static func main(_ arguments: [String], context: CommandContext, commands: [any BarCommand.Type]) -> Int32 {
        let command = arguments.first.flatMap { name in commands.first { $0.declaration.name == name } }
        let status = dispatch(arguments, context: context, commands: commands)
        // The renames of every file the command wrote are made durable before it returns.
        context.pendingFolderSyncs.flush(using: context.writeSystem)
        // A report cut short by a full disk or a closed pipe is not a success, whatever the command found.
        if command?.failsOnLostOutput ?? true, let failure = context.standardOutput.failedWrite {
            context.standardError.writeLine(FileError.unwritableStandardOutput(errorNumber: failure).description)
            return ExitCode.ioError
        }
        return status
    }

    /// The command `arguments` name, run, or the help or usage error they ask for.
    private static func dispatch(_ arguments: [String], context: CommandContext, commands: [any BarCommand.Type]) -> Int32 {
        let declarations = commands.map { $0.declaration }
        guard let first = arguments.first else {
            // No command at all is a usage mistake, but the most useful answer to it is the full help.
            context.standardError.write(HelpGenerator.rootHelp(abstract: abstract, commands: declarations))
            return ExitCode.usage
        }
        let rest = Array(arguments.dropFirst())

        switch first {
        case "--help", "-h":
            context.standardOutput.write(HelpGenerator.rootHelp(abstract: abstract, commands: declarations))
            return ExitCode.success
        case "--version":
            if let extra = rest.first {
                return UsageError("unexpected argument '\(extra)'").report(for: nil, in: context)
            }
            context.standardOutput.writeLine("\(HelpGenerator.toolName) \(BarVersion.current)")
            return ExitCode.success
        case "help":
            return help(rest, commands: commands, context: context)
        default:
            break
        }

        if first.hasPrefix("-") && first != "-" {
            return unknownRootOption(first).report(for: nil, in: context)
        }
        guard let command = commands.first(where: { $0.declaration.name == first }) else {
            return unknownCommand(first, in: declarations).report(for: nil, in: context)
        }
        return run(command, rest, context: context)
    }

    /// `bar <command> …`: help if asked for anywhere, else parse, then run.
    private static func run(_ command: any BarCommand.Type, _ arguments: [String], context: CommandContext) -> Int32 {
        let declaration = command.declaration
        if declaration.requestsHelp(arguments) {
            context.standardOutput.write(HelpGenerator.help(for: declaration))
            return ExitCode.success
        }
        let parsed: ParsedArguments
        do {
            parsed = try declaration.parse(arguments)
        } catch {
            return error.report(for: declaration, in: context)
        }
        if parsed.flag("help") {  // `-h` grouped with other short flags, as in `-qh`.
            context.standardOutput.write(HelpGenerator.help(for: declaration))
            return ExitCode.success
        }
        return command.run(parsed, in: context)
    }

    /// `bar help`, `bar help <command>` and `bar help --man` (the manual page, in roff).
    private static func help(_ arguments: [String], commands: [any BarCommand.Type], context: CommandContext) -> Int32 {
        let declarations = commands.map { $0.declaration }
        if arguments.first == "--man" {
            if arguments.count > 1 {
                return UsageError("unexpected argument '\(arguments[1])'").report(for: nil, in: context)
            }
            context.standardOutput.write(ManPageGenerator.page(abstract: abstract, commands: declarations))
            return ExitCode.success
        }
        guard let name = arguments.first, name != "--help", name != "-h" else {
            context.standardOutput.write(HelpGenerator.rootHelp(abstract: abstract, commands: declarations))
            return ExitCode.success
        }
        guard let declaration = declarations.first(where: { $0.name == name }) else {
            return unknownCommand(name, in: declarations).report(for: nil, in: context)
        }
        if arguments.count > 1 {
            return UsageError("unexpected argument '\(arguments[1])'").report(for: nil, in: context)
        }
        context.standardOutput.write(HelpGenerator.help(for: declaration))
        return ExitCode.success
    }

    /// Names people reach for from other tools, and the command that does it here.
    static let familiarNames: [String: String] = ["format": "fmt", "formatter": "fmt", "place": "solve", "validate": "check"]

    private static func unknownCommand(_ name: String, in declarations: [CommandDeclaration]) -> UsageError {
        let names = declarations.map(\.name) + ["help"]
        if let familiar = familiarNames[name], names.contains(familiar) {
            return UsageError("unknown command '\(name)'", suggestion: familiar)
        }
        let match = Suggestion.closest(to: name, in: names).flatMap { $0 == name ? nil : $0 }
        return UsageError("unknown command '\(name)'", suggestion: match)
    }

    /// An option before any command: only `--help`, `-h` and `--version` exist there.
    private static func unknownRootOption(_ written: String) -> UsageError {
        let name = written.split(separator: "=", maxSplits: 1).first.map(String.init) ?? written
        if name == "--help" || name == "--version" {
            return UsageError("option '\(name)' does not take a value")
        }
        let bare = name.drop(while: { $0 == "-" })
        let match = bare.count > 1 ? Suggestion.closest(to: String(bare), in: ["help", "version"]) : nil
        return UsageError("unknown option '\(name)'", suggestion: match.map { "--" + $0 })
    }
}
