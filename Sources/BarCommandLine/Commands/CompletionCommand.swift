/// `bar completion bash|zsh|fish`: prints a shell completion script generated from the command
/// declarations, so every command, option, allowed value, posture name and rule id the tool knows is offered
/// as it is typed, and a new option is completed as soon as it is declared.
public enum CompletionCommand: BarCommand {
    public static let shells = ["bash", "zsh", "fish"]

    public static let declaration = CommandDeclaration(
        name: "completion",
        abstract: "Print a shell completion script for bar.",
        discussion: [
            "The script completes commands, options, the values an option allows, posture names (with obstructions, as in closed+keyboard), device names, rule ids and spec files. It is generated from the same declarations as the help, so it always matches the installed bar.",
            """
              bash: source <(bar completion bash)        (in ~/.bashrc)
              zsh:  bar completion zsh > ~/.zfunc/_bar    (a folder on $fpath)
              fish: bar completion fish > ~/.config/fish/completions/bar.fish
            """,
        ],
        arguments: [.init("shell", help: "The shell to write the script for.", allowedValues: shells)],
        examples: ["bar completion bash", "bar completion zsh > ~/.zfunc/_bar"]
    )

    public static func run(_ arguments: ParsedArguments, in context: CommandContext) -> Int32 {
        context.standardOutput.write(script(for: arguments.positionals[0]))
        return ExitCode.success
    }

    /// The script for `shell` (one of `shells`), for every command `bar` ships.
    public static func script(for shell: String, commands: [any BarCommand.Type] = Bar.commands) -> String {
        let model = CompletionModel(declarations: commands.map { $0.declaration })
        switch shell {
        case "zsh": return ZshCompletion.script(model)
        case "fish": return FishCompletion.script(model)
        default: return BashCompletion.script(model)
        }
    }
}
