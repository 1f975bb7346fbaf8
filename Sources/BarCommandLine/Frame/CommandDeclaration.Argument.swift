extension CommandDeclaration {
    /// A positional argument, shown as `<name>`.
    ///
    /// Whether it may be left out and whether it repeats are separate choices, so the usage line can say
    /// exactly what is accepted: `<old> <new>`, `<files> ...`, `[<file>]`, `[<paths> ...]`.
    public struct Argument: Hashable, Sendable {
        /// The placeholder word, without angle brackets (`files` is shown as `<files>`).
        public var name: String
        public var help: String
        /// The command runs without it (its share of `ParsedArguments.positionals` is then empty).
        public var isOptional: Bool
        /// It takes every remaining positional; only the last argument may repeat.
        public var isRepeated: Bool
        /// When not empty, the only words accepted (`bash`, `zsh`, `fish`); anything else is a usage error
        /// that lists them, and shell completion offers them.
        public var allowedValues: [String]

        public init(
            _ name: String, help: String, isOptional: Bool = false, isRepeated: Bool = false,
            allowedValues: [String] = []
        ) {
            self.name = name
            self.help = help
            self.isOptional = isOptional
            self.isRepeated = isRepeated
            self.allowedValues = allowedValues
        }

        /// `<files>`, as shown in the ARGUMENTS section and in error messages.
        public var placeholder: String { "<\(name)>" }

        /// How the argument appears in the usage line: `<files> ...`, `[<file>]`.
        public var usage: String {
            let core = isRepeated ? "\(placeholder) ..." : placeholder
            return isOptional ? "[\(core)]" : core
        }
    }
}
