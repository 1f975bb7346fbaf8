import BarDiagnostics

/// Reads a command line against a `CommandDeclaration`, following the conventions of swift-argument-parser
/// and POSIX tools, so nothing about `bar` has to be learnt separately:
///
/// - `--name value` and `--name=value`; `-n value` and `-n=value` for short names;
/// - short flags may be grouped (`-qs`); a short option may end a group and take the next argument;
/// - `--` ends options: everything after it is positional, even `-x`;
/// - `-` alone is a positional meaning standard input;
/// - a value is never taken from an argument that starts with `-` (other than `-` itself), so a forgotten
///   value reads as "missing value" rather than swallowing the next option; write `--offset=-5` instead.
///
/// Errors name the first problem, as a `UsageError` with a suggestion when a close match exists.
struct CommandLineParser {
    let declaration: CommandDeclaration

    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var positionals: [String] = []
        var optionValues: [String: [String]] = [:]
        var flags: Set<String> = []
        var index = 0
        var optionsEnded = false

        /// The value for `option`: the attached `=value`, else the next argument if it can be a value.
        func takeValue(for option: CommandDeclaration.Option, written: String, attached: Substring?) throws(UsageError) -> String {
            if let attached {
                guard !attached.isEmpty else { throw missingValue(option, written: written) }
                return String(attached)
            }
            guard index < arguments.count, CommandLineParser.canBeValue(arguments[index]) else {
                throw missingValue(option, written: written)
            }
            index += 1
            return arguments[index - 1]
        }

        func record(_ value: String, for option: CommandDeclaration.Option, written: String) throws(UsageError) {
            // `--output ''` (an unset shell variable): an empty path named the working folder.
            guard !value.isEmpty else { throw UsageError("\(written) needs \(article(option.valueName)) \(option.valueName); it was given an empty one") }
            if !option.allowedValues.isEmpty && !option.allowedValues.contains(value) {
                let allowed = option.allowedValues.joined(separator: ", ")
                throw UsageError(
                    "invalid value '\(value)' for '\(written)' (expected one of: \(allowed))",
                    suggestion: suggestion(for: value, in: option.allowedValues))
            }
            optionValues[option.long, default: []].append(value)
        }

        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if optionsEnded || token == "-" || !token.hasPrefix("-") {
                positionals.append(token)
            } else if token == "--" {
                optionsEnded = true
            } else if token.hasPrefix("--") {
                let body = token.dropFirst(2)
                let equals = body.firstIndex(of: "=")
                let name = String(equals.map { body[..<$0] } ?? body)
                let attached = equals.map { body[body.index(after: $0)...] }
                let written = "--" + name
                if let option = declaration.option(name), !name.isEmpty {
                    try record(try takeValue(for: option, written: written, attached: attached), for: option, written: written)
                } else if name == CommandDeclaration.helpLong || (declaration.flag(name) != nil && !name.isEmpty) {
                    if attached != nil { throw UsageError("option '\(written)' does not take a value") }
                    flags.insert(name)
                } else {
                    throw unknownOption(written, closestTo: name)
                }
            } else {
                // One short name or a group of them: `-d value`, `-d=value`, `-qs`, `-qd value`.
                let body = token.dropFirst()
                let equals = body.firstIndex(of: "=")
                let group = equals.map { body[..<$0] } ?? body
                let attached = equals.map { body[body.index(after: $0)...] }
                let written = "-" + group
                guard !group.isEmpty, group.allSatisfy({ shortName($0) != nil }) else {
                    // `-strict` was probably meant as `--strict`; a lone unknown letter has no good guess.
                    let guess = group.count > 1 ? String(group) : nil
                    throw unknownOption(written, closestTo: guess)
                }
                for (position, letter) in group.enumerated() {
                    let isLast = position == group.count - 1
                    switch shortName(letter)! {
                    case .flag(let long):
                        if isLast && attached != nil { throw UsageError("option '-\(letter)' does not take a value") }
                        flags.insert(long)
                    case .option(let option):
                        guard isLast else {
                            throw UsageError("option '-\(letter)' takes a value, so it must come last in '\(written)'")
                        }
                        let value = try takeValue(for: option, written: "-\(letter)", attached: attached)
                        try record(value, for: option, written: "-\(letter)")
                    }
                }
            }
        }

        // Asking for help is never an error, even without the arguments the command needs.
        if !flags.contains(CommandDeclaration.helpLong) {
            try checkPositionalCount(positionals)
            // `bar check ''`: an empty path names no file (POSIX); joined to the working folder it named that folder.
            if let position = positionals.firstIndex(of: "") {
                let argument = declaration.arguments[min(position, declaration.arguments.count - 1)]
                throw UsageError("\(argument.placeholder) cannot be empty: an empty argument names nothing")
            }
        }
        return ParsedArguments(
            positionals: positionals, optionValues: optionValues, givenFlags: flags, declaration: declaration)
    }

    /// `a` or `an` before `word`.
    private func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }

    /// Whether the arguments ask for help: `--help` or `-h` anywhere before `--`. Checked before parsing,
    /// so `bar solve --posturee --help` shows help rather than complaining about the typo.
    func requestsHelp(_ arguments: [String]) -> Bool {
        for token in arguments {
            if token == "--" { return false }
            if token == "--help" || token == "-h" { return true }
        }
        return false
    }

    private enum ShortName {
        case flag(String)
        case option(CommandDeclaration.Option)
    }

    private func shortName(_ letter: Character) -> ShortName? {
        if letter == CommandDeclaration.helpShort { return .flag(CommandDeclaration.helpLong) }
        if let flag = declaration.flags.first(where: { $0.short == letter }) { return .flag(flag.long) }
        if let option = declaration.options.first(where: { $0.short == letter }) { return .option(option) }
        return nil
    }

    /// Whether `argument` may be an option's value: `-` (standard input), anything not starting with `-`, and
    /// a negative number (`--port -1` is a wrong port, not a missing one; no short option is a digit).
    static func canBeValue(_ argument: String) -> Bool {
        argument == "-" || !argument.hasPrefix("-") || isNegativeNumber(argument)
    }

    /// `-1`, `-2.5`: a minus and digits, with at most one point between digits.
    private static func isNegativeNumber(_ argument: String) -> Bool {
        let parts = argument.dropFirst().split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        return argument.hasPrefix("-") && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    private func missingValue(_ option: CommandDeclaration.Option, written: String) -> UsageError {
        UsageError("missing value for '\(written) <\(option.valueName)>'")
    }

    private func unknownOption(_ written: String, closestTo name: String?) -> UsageError {
        let longNames = declaration.options.map(\.long) + declaration.flags.map(\.long) + [CommandDeclaration.helpLong]
        // An exact match counts here: `-strict` for `--strict` is worth pointing out.
        let match = name.flatMap { Suggestion.closest(to: $0, in: longNames) }
        return UsageError("unknown option '\(written)'", suggestion: match.map { "--" + $0 })
    }

    private func suggestion(for word: String, in candidates: [String]) -> String? {
        guard let match = Suggestion.closest(to: word, in: candidates), match != word else { return nil }
        return match
    }

    /// Too few positionals names the first missing argument; too many names the first extra one.
    private func checkPositionalCount(_ positionals: [String]) throws(UsageError) {
        let required = declaration.arguments.filter { !$0.isOptional }
        if positionals.count < required.count {
            throw UsageError("missing argument '\(required[positionals.count].usage)'")
        }
        let acceptsAny = declaration.arguments.last?.isRepeated ?? false
        if !acceptsAny && positionals.count > declaration.arguments.count {
            let extra = positionals[declaration.arguments.count]
            throw UsageError("unexpected argument '\(extra)'")
        }
        for (position, value) in positionals.enumerated() {
            let argument = declaration.arguments[min(position, declaration.arguments.count - 1)]
            guard !argument.allowedValues.isEmpty, !argument.allowedValues.contains(value) else { continue }
            let allowed = argument.allowedValues.joined(separator: ", ")
            throw UsageError(
                "invalid value '\(value)' for '\(argument.placeholder)' (expected one of: \(allowed))",
                suggestion: suggestion(for: value, in: argument.allowedValues))
        }
    }
}

extension CommandDeclaration {
    /// Parses `arguments` (the words after the command name) against this declaration.
    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        try CommandLineParser(declaration: self).parse(arguments)
    }

    /// Whether `arguments` ask for this command's help (`--help` or `-h` before any `--`).
    public func requestsHelp(_ arguments: [String]) -> Bool {
        CommandLineParser(declaration: self).requestsHelp(arguments)
    }
}
