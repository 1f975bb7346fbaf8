/// What a command line said, checked against the command's declaration: by the time a command sees this,
/// every option is known, every value is allowed and the positional count fits, so `run` only reads.
///
/// Names are looked up by long name with or without `--`. Asking for a name the declaration does not have
/// is a programming error: it stops debug builds (and so tests) and answers "not given" in release builds.
public struct ParsedArguments: Hashable, Sendable {
    /// Every positional argument in command-line order, including `-` (standard input) and everything
    /// after `--`.
    public var positionals: [String]
    /// Values given for each option, by bare long name, in command-line order.
    var optionValues: [String: [String]]
    /// Flags given, by bare long name (`help` included).
    var givenFlags: Set<String>
    /// Declared defaults, by bare long name.
    var defaults: [String: String]
    var declaredOptions: Set<String>
    var declaredFlags: Set<String>

    init(
        positionals: [String], optionValues: [String: [String]], givenFlags: Set<String>,
        declaration: CommandDeclaration
    ) {
        self.positionals = positionals
        self.optionValues = optionValues
        self.givenFlags = givenFlags
        var defaults: [String: String] = [:]
        for option in declaration.options {
            if let value = option.defaultValue { defaults[option.long] = value }
        }
        self.defaults = defaults
        self.declaredOptions = Set(declaration.options.map(\.long))
        self.declaredFlags = Set(declaration.flags.map(\.long) + [CommandDeclaration.helpLong])
    }

    /// The option's value: the last one given, else its default, else `nil`.
    public func value(_ long: String) -> String? {
        let name = checkedOption(long)
        return optionValues[name]?.last ?? defaults[name]
    }

    /// Every value given for a (repeatable) option in order; when none was given, its default alone, if any.
    public func values(_ long: String) -> [String] {
        let name = checkedOption(long)
        if let given = optionValues[name], !given.isEmpty { return given }
        return defaults[name].map { [$0] } ?? []
    }

    /// Whether the option was written on the command line, as opposed to falling back to its default.
    public func isGiven(_ long: String) -> Bool {
        let name = checkedOption(long)
        return !(optionValues[name] ?? []).isEmpty
    }

    /// Whether the flag was given.
    public func flag(_ long: String) -> Bool {
        let name = CommandDeclaration.bareName(long)
        if !declaredFlags.contains(name) {
            assertionFailure("'--\(name)' is not a declared flag; declared: \(declaredFlags.sorted())")
        }
        return givenFlags.contains(name)
    }

    private func checkedOption(_ long: String) -> String {
        let name = CommandDeclaration.bareName(long)
        if !declaredOptions.contains(name) {
            assertionFailure("'--\(name)' is not a declared option; declared: \(declaredOptions.sorted())")
        }
        return name
    }
}
