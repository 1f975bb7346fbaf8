extension CommandDeclaration {
    /// An option that takes a value, written `--device iphone-duo` or `--device=iphone-duo` (or `-d iphone-duo`
    /// when it has a short name).
    ///
    /// Options are never required: a command that cannot run without something takes it as a positional
    /// argument, which the usage line shows plainly.
    public struct Option: Hashable, Sendable {
        /// The long name without dashes (`device` for `--device`).
        public var long: String
        /// The one-letter name without its dash (`d` for `-d`), if any.
        public var short: Character?
        /// The placeholder for the value in help (`name` for `--device <name>`).
        public var valueName: String
        public var help: String
        /// When not empty, the only values accepted, like an enum; anything else is a usage error that lists
        /// them and suggests the closest. Help appends them as `(values: …)`, so do not repeat them in `help`.
        public var allowedValues: [String]
        /// What `ParsedArguments.value(_:)` returns when the option is not given; shown as `(default: …)`.
        public var defaultValue: String?
        /// It may be given several times, each value kept (`--posture closed --posture open`); otherwise the
        /// last one given wins, so an alias can be overridden on the command line.
        public var isRepeatable: Bool

        /// `long` may be written with or without its leading `--`; `valueName` defaults to the long name.
        public init(
            _ long: String, short: Character? = nil, valueName: String? = nil, help: String,
            allowedValues: [String] = [], defaultValue: String? = nil, isRepeatable: Bool = false
        ) {
            let bare = CommandDeclaration.bareName(long)
            self.long = bare
            self.short = short
            self.valueName = valueName ?? bare
            self.help = help
            self.allowedValues = allowedValues
            self.defaultValue = defaultValue
            self.isRepeatable = isRepeatable
        }

        /// `--device <name>`, as shown in help and in error messages.
        public var synopsis: String { "--\(long) <\(valueName)>" }

        /// How the option appears in the usage line: `[--device <name>]`, `[--posture <name> ...]`.
        public var usage: String { isRepeatable ? "[\(synopsis) ...]" : "[\(synopsis)]" }
    }
}
