import BarDiagnostics

/// Help and usage text, generated only from `CommandDeclaration`s so it always matches what the parser
/// accepts. The layout is swift-argument-parser's, which Swift users already know how to read:
///
///     OVERVIEW: Solve toolbar layouts for a device.
///
///     USAGE: bar solve <files> ... [--device <name>] [--format <format>]
///
///     ARGUMENTS:
///       <files>                 Spec files or folders to read (- for standard input).
///
///     OPTIONS:
///       --device <name>         Device to solve for. (default: iphone-duo)
///       --format <format>       Output format. (values: text, json; default: text)
///       -h, --help              Show help information.
///
///     EXAMPLES:
///       bar solve Specs/duo-sample/toolbar.bar
///
/// Everything is wrapped to 80 columns; descriptions start at column 27, or on the next line when the
/// name is too long to leave room.
public enum HelpGenerator {
    /// The name users type; every usage line and hint starts with it.
    public static let toolName = "bar"
    /// The widest line help prints.
    public static let width = 80
    /// Where descriptions start (in cells from the left margin).
    static let descriptionColumn = 26
    static let helpDescription = "Show help information."

    /// Full help for one command, ending in a newline.
    public static func help(for declaration: CommandDeclaration) -> String {
        var sections: [[String]] = []
        sections.append(TextWrapper.wrap(declaration.abstract, width: width, firstPrefix: "OVERVIEW: "))
        for paragraph in declaration.discussion where !paragraph.isEmpty {
            sections.append(discussionLines(paragraph))
        }
        sections.append(usageLines(for: declaration, prefix: "USAGE: "))

        if !declaration.arguments.isEmpty {
            sections.append(["ARGUMENTS:"] + declaration.arguments.flatMap { argument in
                let values = argument.allowedValues.isEmpty
                    ? "" : " (values: " + argument.allowedValues.joined(separator: ", ") + ")"
                return entry(argument.placeholder, argument.help + values)
            })
        }

        var options: [String] = ["OPTIONS:"]
        for option in declaration.options {
            var label = option.synopsis + (option.isRepeatable ? " ..." : "")
            if let short = option.short { label = "-\(short), " + label }
            options += entry(label, option.help + annotation(for: option))
        }
        for flag in declaration.flags {
            options += entry(flag.short.map { "-\($0), \(flag.synopsis)" } ?? flag.synopsis, flag.help)
        }
        options += entry("-h, --help", helpDescription)
        sections.append(options)

        if !declaration.examples.isEmpty {
            sections.append(["EXAMPLES:"] + declaration.examples.map { "  " + $0 })
        }
        return render(sections)
    }

    /// Help for `bar` itself: the overview, how to call it, and one line per command.
    public static func rootHelp(abstract: String, commands: [CommandDeclaration]) -> String {
        var sections: [[String]] = []
        sections.append(TextWrapper.wrap(abstract, width: width, firstPrefix: "OVERVIEW: "))
        sections.append([rootUsage(prefix: "USAGE: ")])
        sections.append(
            ["OPTIONS:"] + entry("--version", "Show the version.") + entry("-h, --help", helpDescription))
        if !commands.isEmpty {
            sections.append(["SUBCOMMANDS:"] + commands.flatMap { entry($0.name, $0.abstract) })
            sections.append(["  See '\(toolName) help <subcommand>' for detailed help."])
        }
        return render(sections)
    }

    /// The usage line for `declaration`, wrapped to 80 columns under `prefix` (`USAGE: ` in help,
    /// `Usage: ` after an error): `bar solve <files> ... [--device <name>] [--strict]`.
    public static func usage(for declaration: CommandDeclaration, prefix: String = "") -> String {
        usageLines(for: declaration, prefix: prefix).joined(separator: "\n")
    }

    /// The usage line for `bar` itself.
    public static func rootUsage(prefix: String = "") -> String {
        prefix + "\(toolName) <subcommand>"
    }

    private static func usageLines(for declaration: CommandDeclaration, prefix: String) -> [String] {
        let words = [toolName, declaration.name]
            + declaration.arguments.map(\.usage)
            + declaration.options.map(\.usage)
            + declaration.flags.map(\.usage)
        // Continuation lines line up after `bar solve `, unless that would leave too little room.
        let indent = min(DisplayWidth.of(prefix) + toolName.count + declaration.name.count + 2, 30)
        return TextWrapper.wrap(words, width: width, firstPrefix: prefix, indent: indent)
    }

    /// `(values: text, json; default: text)`, appended to an option's help so it cannot go stale.
    private static func annotation(for option: CommandDeclaration.Option) -> String {
        var parts: [String] = []
        if !option.allowedValues.isEmpty { parts.append("values: " + option.allowedValues.joined(separator: ", ")) }
        if let value = option.defaultValue { parts.append("default: " + value) }
        guard !parts.isEmpty else { return "" }
        return (option.help.isEmpty ? "" : " ") + "(" + parts.joined(separator: "; ") + ")"
    }

    /// One `  label   description` entry; the description wraps at the description column, and starts on
    /// the next line when the label leaves less than two spaces before it.
    private static func entry(_ label: String, _ description: String) -> [String] {
        let head = "  " + label
        guard !description.isEmpty else { return [head] }
        let headWidth = DisplayWidth.of(head)
        if headWidth + 2 <= descriptionColumn {
            let padded = head + String(repeating: " ", count: descriptionColumn - headWidth)
            return TextWrapper.wrap(description, width: width, firstPrefix: padded, indent: descriptionColumn)
        }
        let indentation = String(repeating: " ", count: descriptionColumn)
        return [head] + TextWrapper.wrap(description, width: width, firstPrefix: indentation, indent: descriptionColumn)
    }

    /// A discussion paragraph: wrapped, unless it is laid out by hand (a line starts with a space).
    private static func discussionLines(_ paragraph: String) -> [String] {
        let lines = paragraph.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.contains(where: { $0.hasPrefix(" ") }) { return lines }
        return TextWrapper.wrap(paragraph, width: width)
    }

    /// Sections separated by one blank line, ending with a newline.
    private static func render(_ sections: [[String]]) -> String {
        sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }
}
