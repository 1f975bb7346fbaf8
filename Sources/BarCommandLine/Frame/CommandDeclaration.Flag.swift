extension CommandDeclaration {
    /// An option without a value (`--strict`, `--no-color`): given or not.
    ///
    /// Flags are kept apart from options so the parser can reject `--strict=yes` and never swallow the
    /// next argument as a value.
    public struct Flag: Hashable, Sendable {
        /// The long name without dashes (`strict` for `--strict`).
        public var long: String
        /// The one-letter name without its dash, if any; short flags may be grouped (`-qs`).
        public var short: Character?
        public var help: String

        /// `long` may be written with or without its leading `--`.
        public init(_ long: String, short: Character? = nil, help: String) {
            self.long = CommandDeclaration.bareName(long)
            self.short = short
            self.help = help
        }

        /// `--strict`, as shown in help and in error messages.
        public var synopsis: String { "--\(long)" }

        /// How the flag appears in the usage line: `[--strict]`.
        public var usage: String { "[\(synopsis)]" }
    }
}
