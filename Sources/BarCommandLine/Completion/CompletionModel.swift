import BarImport
import BarLint
import BarModel

/// What a shell completes for each command, derived from the command declarations and nothing else, so
/// completion cannot drift from what the parser accepts. The three shell writers (`BashCompletion`,
/// `ZshCompletion`, `FishCompletion`) only translate this value into their shell's syntax.
struct CompletionModel: Sendable, Hashable {
    /// What may be typed at one place on the command line.
    enum Values: Sendable, Hashable {
        /// Free text (a screen or item id): nothing to offer.
        case text
        /// One of these words.
        case words([String])
        /// Spec files (`.bar`) and folders.
        case specs
        /// Any file or folder.
        case files
        /// Folders only.
        case folders
    }

    struct Option: Sendable, Hashable {
        var long: String
        var short: Character?
        /// The first sentence of the option's help.
        var summary: String
        /// Absent for a flag.
        var values: Values?
        var isRepeatable: Bool
    }

    struct Argument: Sendable, Hashable {
        var name: String
        var summary: String
        var values: Values
        var isOptional: Bool
        var isRepeated: Bool
    }

    struct Command: Sendable, Hashable {
        var name: String
        var summary: String
        /// Options and flags in declaration order, then `--help`.
        var options: [Option]
        var arguments: [Argument]
    }

    var tool: String
    var commands: [Command]

    /// Root words besides the commands: `help` takes a command name.
    static let helpCommand = "help"

    init(tool: String = HelpGenerator.toolName, declarations: [CommandDeclaration]) {
        self.tool = tool
        let commandNames = declarations.map(\.name)
        var commands = declarations.map { declaration in
            Command(
                name: declaration.name, summary: Self.summary(declaration.abstract),
                options: declaration.options.map { option in
                    Option(
                        long: option.long, short: option.short, summary: Self.summary(option.help),
                        values: Self.values(for: option), isRepeatable: option.isRepeatable)
                } + declaration.flags.map { flag in
                    Option(long: flag.long, short: flag.short, summary: Self.summary(flag.help), values: nil, isRepeatable: false)
                } + [Self.help],
                arguments: declaration.arguments.map { argument in
                    Argument(
                        name: argument.name, summary: Self.summary(argument.help), values: Self.values(for: argument),
                        isOptional: argument.isOptional, isRepeated: argument.isRepeated)
                })
        }
        commands.append(Command(
            name: Self.helpCommand, summary: "Show help for a command.", options: [],
            arguments: [Argument(name: "command", summary: "The command.", values: .words(commandNames), isOptional: true, isRepeated: false)]))
        self.commands = commands
    }

    private static let help = Option(long: "help", short: "h", summary: "Show help information", values: nil, isRepeatable: false)

    /// What an option's value is, read from its declaration: its allowed values when it lists them, else its
    /// value name says what kind of thing it is (`posture`, `name` of a `--device`, `rule-id`, `path`, `file`).
    static func values(for option: CommandDeclaration.Option) -> Values {
        if !option.allowedValues.isEmpty { return .words(option.allowedValues) }
        switch (option.long, option.valueName) {
        case (_, "posture"), ("posture", _): return .words(postureNames)
        case ("device", _), (_, "device"): return .words(deviceNames)
        case (_, "rule-id"), (_, "rule"): return .words(ruleIDs)
        case (_, "folder"), (_, "directory"), (_, "dir"), (_, "spec-dir"): return .folders
        case (_, "path"), (_, "file"): return .files
        default: return .text
        }
    }

    /// A positional argument: its allowed words, spec files for `files`/`file`/`spec`, any file or folder for
    /// `paths` (`import`'s Swift files), folders for `folder`, the frameworks and modes `generate` and `import`
    /// take (which they check themselves, ignoring case).
    static func values(for argument: CommandDeclaration.Argument) -> Values {
        if !argument.allowedValues.isEmpty { return .words(argument.allowedValues) }
        switch argument.name {
        case "files", "file", "spec", "specs", "old", "new", "path": return .specs
        case "paths": return .files
        case "folder", "directory": return .folders
        case "framework": return .words(UIFramework.allCases.map(\.rawValue))
        case "mode": return .words(ImportMode.allCases.map(\.rawValue))
        default: return .text
        }
    }

    /// Every posture of the built-in devices, alone and with each obstruction (`closed+keyboard`), in the
    /// devices' own order.
    static var postureNames: [String] {
        var names: [String] = []
        for device in BuiltInDevices.all {
            for posture in device.postures {
                names.append(posture.id)
                names += device.obstructions.map { posture.id + "+" + $0.id }
            }
        }
        return unique(names)
    }

    static var deviceNames: [String] { BuiltInDevices.all.map(\.id) }

    static var ruleIDs: [String] { RuleRegistry.ids }

    /// The first sentence, without its full stop: completion menus show one short line.
    static func summary(_ help: String) -> String {
        var text = help
        if let end = text.firstRange(of: ". ") { text = String(text[..<end.lowerBound]) }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private static func unique(_ words: [String]) -> [String] {
        var seen: Set<String> = []
        return words.filter { seen.insert($0).inserted }
    }
}
