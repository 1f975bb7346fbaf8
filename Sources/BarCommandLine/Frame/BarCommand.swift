/// A `bar` subcommand: a declaration of what it accepts, and a function that runs it.
///
/// Both are static because a command has no state of its own between runs: everything it reads comes in
/// through `ParsedArguments` and `CommandContext`, which is what lets tests run it in-process. Declaring
/// the surface as data lets `Bar` parse, validate and print help before `run` is ever called, so `run`
/// starts from arguments known to be well-formed.
///
/// It refines `SendableMetatype` so a list of command types (`Bar.commands`) can be a plain constant
/// shared across threads; command types are stateless, so this costs nothing.
///
/// To add a command, write `Sources/BarCommandLine/Commands/<Name>Command.swift` conforming to this
/// protocol and add `<Name>Command.self` to `Bar.commands`.
public protocol BarCommand: SendableMetatype {
    /// What the command accepts; the source of its parsing, usage line and help.
    static var declaration: CommandDeclaration { get }

    /// Does the work and returns the process exit status (see `ExitCode`). Diagnostics and results are
    /// written through `context`; a problem found in the arguments after parsing (a device name that does
    /// not exist, say) is reported with `UsageError.report(for:in:)`, which returns `ExitCode.usage`.
    static func run(_ arguments: ParsedArguments, in context: CommandContext) -> Int32

    /// Whether a failed write to standard output makes the run fail (exit 74, `Bar.main`): true for every
    /// command that prints a result, which a full disk or a closed pipe would cut short.
    static var failsOnLostOutput: Bool { get }
}

extension BarCommand {
    public static var failsOnLostOutput: Bool { true }
}
