/// Everything a command accepts and how to explain it: the one source for parsing, the usage line and
/// `--help`.
///
/// swift-argument-parser derives this from property wrappers; here it is plain data instead, so a
/// command's whole surface reads in one place, can be compared in tests, and help can be rendered without
/// running anything. Parsing (`parse(_:)`) and help (`HelpGenerator`) only ever look at this value, so
/// they cannot drift apart.
///
///     static let declaration = CommandDeclaration(
///         name: "solve",
///         abstract: "Solve toolbar layouts for a device.",
///         arguments: [.init("files", help: "Spec files or folders to read (- for standard input).", isRepeated: true)],
///         options: [.init("device", valueName: "name", help: "Device to solve for.", defaultValue: "iphone-duo")],
///         flags: [.init("no-color", help: "Never colour the output.")],
///         examples: ["bar solve Specs/duo-sample/toolbar.bar"]
///     )
public struct CommandDeclaration: Hashable, Sendable {
    /// The word after `bar` (`solve`); lower-case letters, digits and `-`.
    public var name: String
    /// One line, shown after `OVERVIEW:` and in `bar --help`'s list of subcommands.
    public var abstract: String
    /// Paragraphs shown under the overview, each wrapped to 80 columns. A paragraph whose lines start
    /// with a space is printed as written (for lists and tables).
    public var discussion: [String]
    /// Positional arguments in order. Only the last may repeat; optional ones come after required ones.
    public var arguments: [Argument]
    /// Options that take a value (`--device <name>`).
    public var options: [Option]
    /// Options that take no value (`--strict`).
    public var flags: [Flag]
    /// Complete command lines shown under `EXAMPLES:`, not wrapped so they can be copied.
    public var examples: [String]

    public init(
        name: String, abstract: String, discussion: [String] = [], arguments: [Argument] = [],
        options: [Option] = [], flags: [Flag] = [], examples: [String] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.flags = flags
        self.examples = examples
    }

    /// The option declared with long name `long` (with or without the leading `--`).
    public func option(_ long: String) -> Option? {
        let name = CommandDeclaration.bareName(long)
        return options.first { $0.long == name }
    }

    /// The flag declared with long name `long` (with or without the leading `--`).
    public func flag(_ long: String) -> Flag? {
        let name = CommandDeclaration.bareName(long)
        return flags.first { $0.long == name }
    }

    /// `--device` → `device`; names are stored without dashes so either spelling finds them.
    static func bareName(_ name: String) -> String {
        name.hasPrefix("--") ? String(name.dropFirst(2)) : name
    }

    /// Long and short names every command gets for free; commands may not declare them.
    static let helpLong = "help"
    static let helpShort: Character = "h"

    /// Mistakes in the declaration itself (duplicate names, a default that is not an allowed value, an
    /// optional argument before a required one…), as sentences. These are programming errors, not user
    /// errors: a test runs this over `Bar.commands` so they are caught before anyone types the command,
    /// and the parser never has to guess what an ambiguous declaration meant.
    public func validationProblems() -> [String] {
        var problems: [String] = []
        let subject = "command '\(name)'"
        if !CommandDeclaration.isValidName(name) {
            problems.append("\(subject): name must be lower-case letters, digits and '-'")
        }
        if name == "help" {
            problems.append("\(subject): 'help' is reserved for 'bar help <subcommand>'")
        }
        if abstract.isEmpty || abstract.contains("\n") {
            problems.append("\(subject): abstract must be one non-empty line")
        }

        var argumentNames: Set<String> = []
        var sawOptionalArgument = false
        for (index, argument) in arguments.enumerated() {
            if !CommandDeclaration.isValidName(argument.name) {
                problems.append("\(subject): argument name '\(argument.name)' must be lower-case letters, digits and '-'")
            }
            if !argumentNames.insert(argument.name).inserted {
                problems.append("\(subject): argument '\(argument.name)' is declared twice")
            }
            if argument.isRepeated && index != arguments.count - 1 {
                problems.append("\(subject): only the last argument may repeat, not '\(argument.name)'")
            }
            if sawOptionalArgument && !argument.isOptional {
                problems.append("\(subject): required argument '\(argument.name)' follows an optional one")
            }
            sawOptionalArgument = sawOptionalArgument || argument.isOptional
        }

        var longNames: Set<String> = [CommandDeclaration.helpLong]
        var shortNames: Set<Character> = [CommandDeclaration.helpShort]
        let named = options.map { ($0.long, $0.short) } + flags.map { ($0.long, $0.short) }
        for (long, short) in named {
            if !CommandDeclaration.isValidName(long) {
                problems.append("\(subject): option name '\(long)' must be lower-case letters, digits and '-' without leading dashes")
            }
            if !longNames.insert(long).inserted {
                problems.append(long == CommandDeclaration.helpLong
                    ? "\(subject): '--help' is reserved"
                    : "\(subject): option '--\(long)' is declared twice")
            }
            if let short {
                if !(short.isASCII && (short.isLetter || short.isNumber)) {
                    problems.append("\(subject): short name '-\(short)' must be one ASCII letter or digit")
                }
                if !shortNames.insert(short).inserted {
                    problems.append(short == CommandDeclaration.helpShort
                        ? "\(subject): '-h' is reserved for help"
                        : "\(subject): short name '-\(short)' is declared twice")
                }
            }
        }
        for option in options {
            if option.valueName.isEmpty || option.valueName.contains(where: { $0 == " " || $0 == "<" || $0 == ">" }) {
                problems.append("\(subject): option '--\(option.long)' needs a value name without spaces or brackets")
            }
            if Set(option.allowedValues).count != option.allowedValues.count {
                problems.append("\(subject): option '--\(option.long)' lists an allowed value twice")
            }
            if option.allowedValues.contains(where: { $0.isEmpty || $0.hasPrefix("-") }) {
                problems.append("\(subject): option '--\(option.long)' allows a value that cannot be typed (empty or starting with '-')")
            }
            if let value = option.defaultValue, !option.allowedValues.isEmpty, !option.allowedValues.contains(value) {
                problems.append("\(subject): default '\(value)' of option '--\(option.long)' is not one of its allowed values")
            }
        }
        return problems
    }

    /// Lower-case ASCII letters, digits and inner dashes: what people type without quoting.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.first, first != "-", name.last != "-" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
    }
}
