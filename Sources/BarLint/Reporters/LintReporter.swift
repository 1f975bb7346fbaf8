import BarDiagnostics

/// Everything a reporter may use. Reporters are pure: the same input gives the same bytes.
public struct ReportInput: Sendable {
    /// Findings in output order (`LintFinding.sorted`).
    public var findings: [LintFinding]
    /// How many files were linted (configuration files not counted).
    public var fileCount: Int
    /// Every rule known to the linter, for SARIF's rule descriptors.
    public var rules: [RuleDescription]
    public var toolVersion: String
    /// The absolute folder paths are made relative to (SARIF and GitHub want repository-relative paths).
    public var workingDirectory: String
    /// Text reporter: print the source line and a caret under each finding (for terminals).
    public var showsSourceLine: Bool
    public var usesColor: Bool
    /// JSON and SARIF reporters: no indentation or line breaks (`--compact`), the same document.
    public var compact = false
    /// The inputs that could not be read, in input order: written into the JSON and SARIF documents as well as
    /// on standard error, so that a tool that reads only the report does not take a run that read nothing for a
    /// clean one.
    public var inputErrors: [InputError] = []

    public init(
        findings: [LintFinding], fileCount: Int, rules: [RuleDescription] = RuleRegistry.descriptions,
        toolVersion: String, workingDirectory: String, showsSourceLine: Bool = false, usesColor: Bool = false
    ) {
        self.findings = findings
        self.fileCount = fileCount
        self.rules = rules
        self.toolVersion = toolVersion
        self.workingDirectory = workingDirectory
        self.showsSourceLine = showsSourceLine
        self.usesColor = usesColor
    }

    /// A finding's path relative to `workingDirectory`, with forward slashes.
    public func relativePath(_ finding: LintFinding) -> String {
        ReportPaths.relative(finding.path, to: workingDirectory)
    }
}

/// A way of printing findings: `bar lint --reporter <id>`.
public protocol LintReporter: SendableMetatype {
    /// The name after `--reporter`.
    static var id: String { get }
    /// One line for help and docs.
    static var summary: String { get }
    /// The whole output for one run.
    static func report(_ input: ReportInput) -> String
    /// `report` as UTF-8, handed to `output` piece by piece in order: what `bar lint` writes. A reporter that
    /// makes bytes writes them without a round trip through `String`, and a long report leaves in pieces as
    /// they are made rather than joined first (for the JSON report of ten thousand files, 30 MB that would
    /// otherwise be held, and copied, twice).
    static func write(_ input: ReportInput, to output: (_ bytes: [UInt8]) -> Void)
}

extension LintReporter {
    public static func write(_ input: ReportInput, to output: (_ bytes: [UInt8]) -> Void) {
        output(Array(report(input).utf8))
    }
}

/// Every reporter, the default first.
public enum LintReporters {
    public static let all: [any LintReporter.Type] = [TextReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self]

    public static var ids: [String] { all.map { $0.id } }

    public static func named(_ id: String) -> (any LintReporter.Type)? { all.first { $0.id == id } }
}

/// Path arithmetic for reports, on strings only (no file system access).
public enum ReportPaths {
    /// `path` relative to `directory` when it lies inside it, with `.` and `..` components resolved and
    /// forward slashes; `<stdin>` stays as it is.
    public static func relative(_ path: String, to directory: String) -> String {
        let slashed = path.replacingBackslashes()
        guard slashed != "<stdin>" else { return slashed }
        if slashed.hasPrefix("/") {
            let normalized = normalize(slashed)
            let base = normalize(directory.replacingBackslashes())
            let prefix = base == "/" ? "/" : base + "/"
            if normalized.hasPrefix(prefix) { return String(normalized.dropFirst(prefix.count)) }
            return normalized
        }
        return normalize(slashed)
    }

    /// Resolves `.` and `..` and doubled slashes; keeps a leading `/` and leading `..` of relative paths.
    public static func normalize(_ path: String) -> String {
        normalizeASCII(path) ?? normalizeCharacters(path)
    }

    /// `normalize`, character by character: for any path.
    static func normalizeCharacters(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The same for an ASCII path (where characters are bytes; nil for any other), on its bytes: splitting a
    /// path into characters and comparing substrings took tens of thousands of instructions a path, and lint
    /// normalizes the path of every file it reads.
    static func normalizeASCII(_ path: String) -> String? {
        let (slash, dot) = (UInt8(ascii: "/"), UInt8(ascii: "."))
        return path.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            let absolute = bytes.first == slash
            func isDots(_ part: Range<Int>, _ count: Int) -> Bool {
                part.count == count && bytes[part].allSatisfy { $0 == dot }
            }
            var parts: [Range<Int>] = []
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == slash {
                defer { start = end + 1 }
                let part = start..<end
                guard !part.isEmpty, !isDots(part, 1) else { continue }
                if isDots(part, 2) {
                    if let last = parts.last, !isDots(last, 2) {
                        parts.removeLast()
                        continue
                    }
                    if absolute { continue }
                }
                parts.append(part)
            }
            var normalized: [UInt8] = absolute ? [slash] : []
            normalized.reserveCapacity(bytes.count + 1)
            for (index, part) in parts.enumerated() {
                if index > 0 { normalized.append(slash) }
                normalized.append(contentsOf: bytes[part])
            }
            if normalized.isEmpty { return "." }
            return String(decoding: normalized, as: UTF8.self)
        } ?? nil
    }
}

extension String {
    fileprivate func replacingBackslashes() -> String {
        // Most paths have none: no string is rebuilt character by character for them.
        guard utf8.contains(UInt8(ascii: "\\")) else { return self }
        return String(map { $0 == "\\" ? "/" : $0 })
    }
}
