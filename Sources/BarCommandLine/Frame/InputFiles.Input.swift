extension InputFiles {
    /// One input found by expanding the command line, in the order it will be read.
    public struct Input: Hashable, Sendable {
        /// Where the bytes come from.
        public enum Source: Hashable, Sendable {
            /// A file, by absolute path (resolved against `CommandContext.currentDirectory`).
            case file(resolvedPath: String)
            /// Standard input, named `-` on the command line.
            case standardInput
            /// Nothing can be read here (a folder that could not be listed, or held no spec); reading
            /// returns this error, so it is reported in order with the other inputs.
            case failed(FileError)
        }

        /// The path to show: as the user wrote it (`Specs/a.bar`, `./Specs/a.bar`), a file found in a
        /// folder as that folder's path joined with the rest, or `<stdin>`.
        public var path: String
        public var source: Source

        public init(path: String, source: Source) {
            self.path = path
            self.source = source
        }

        /// The absolute path to open or write back to (`bar fmt --in-place`); `nil` for standard input.
        public var resolvedPath: String? {
            if case .file(let resolvedPath) = source { return resolvedPath }
            return nil
        }
    }
}
