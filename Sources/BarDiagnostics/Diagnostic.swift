/// One problem found in a source file.
///
/// What is wrong (`id`, `severity`, `message`) is kept apart from where it is (`range`, `notes`) and from
/// how to repair it (`fixIt`), and all of it apart from how it is shown (`DiagnosticFormatter` and the
/// reporters), so that lint, check and every reporter share one value.
public struct Diagnostic: Hashable, Sendable {
    /// Stable kebab-case identifier; users name it in configs and suppression comments.
    public var id: String
    public var severity: Severity
    public var message: String
    public var range: SourceRange
    public var notes: [Note]
    public var fixIt: FixIt?

    public init(
        id: String, severity: Severity, message: String, range: SourceRange,
        notes: [Note] = [], fixIt: FixIt? = nil
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIt = fixIt
    }

    /// A diagnostic with any id: a lint rule's finding (its rule's id), or a test's. The language and the
    /// commands use the `DiagnosticID` forms.
    public static func error(_ id: String, _ message: String, at range: SourceRange, notes: [Note] = [], fixIt: FixIt? = nil) -> Diagnostic {
        Diagnostic(id: id, severity: .error, message: message, range: range, notes: notes, fixIt: fixIt)
    }

    public static func warning(_ id: String, _ message: String, at range: SourceRange, notes: [Note] = [], fixIt: FixIt? = nil) -> Diagnostic {
        Diagnostic(id: id, severity: .warning, message: message, range: range, notes: notes, fixIt: fixIt)
    }

    /// An error of the language or of a command, named by its catalogued id.
    public static func error(_ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Note] = [], fixIt: FixIt? = nil) -> Diagnostic {
        Diagnostic(id: id.rawValue, severity: .error, message: message, range: range, notes: notes, fixIt: fixIt)
    }

    public static func warning(_ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Note] = [], fixIt: FixIt? = nil) -> Diagnostic {
        Diagnostic(id: id.rawValue, severity: .warning, message: message, range: range, notes: notes, fixIt: fixIt)
    }

    public static func info(_ id: DiagnosticID, _ message: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: id.rawValue, severity: .info, message: message, range: range)
    }

    /// A secondary place that explains the primary one (for example the first declaration of a duplicate id).
    public struct Note: Hashable, Sendable {
        public var message: String
        public var range: SourceRange?
        public init(_ message: String, at range: SourceRange? = nil) {
            self.message = message
            self.range = range
        }
    }

    /// A suggested repair: replace `range` with `replacement`. Shown to people as "fix: …" and usable by editors.
    public struct FixIt: Hashable, Sendable {
        public var message: String
        public var range: SourceRange
        public var replacement: String
        public init(_ message: String, replacing range: SourceRange, with replacement: String) {
            self.message = message
            self.range = range
            self.replacement = replacement
        }
    }
}

extension Diagnostic {
    /// The order every command prints diagnostics in: by position, then id, then message, so output never
    /// depends on the order in which checks ran.
    public static func sortedForOutput(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { a, b in
            if a.range.start != b.range.start { return a.range.start < b.range.start }
            if a.id != b.id { return a.id < b.id }
            if a.message != b.message { return a.message < b.message }
            return a.range.end < b.range.end
        }
    }
}
