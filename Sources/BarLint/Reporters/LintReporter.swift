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
}

extension String {
    fileprivate func replacingBackslashes() -> String {
        String(map { $0 == "\\" ? "/" : $0 })
    }
}
