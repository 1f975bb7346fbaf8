import BarDiagnostics

/// A function's body, or a computed property's getter, that the parser skipped, to be parsed the first time
/// something reads it.
///
/// Most functions and computed properties of an app — its models, services, formatters — are never read for
/// bars, yet their syntax trees were built, walked by nobody, and freed. The parser leaves a body for later
/// only when parsing it then gives the same statements as parsing it in place (`SwiftParser.deferrableBodyEnd`):
/// its brackets close in order, and it holds nothing that the parse of the file as a whole reads or records on
/// the way (an `#if`-family directive; an availability check; an expression long enough to be cut,
/// `LongExpression`); a
/// property's block also names no accessor (`get`, `willSet`, `didSet`), so it is a bare getter. Whether a
/// body was deferred therefore changes nothing a reader can see — tests and the import fuzz target parse and
/// import both ways and compare — only when its tree is built, and whether it is built at all.
final class DeferredBody: @unchecked Sendable {
    /// The file's source, shared by all of its deferred bodies, and the lock they are parsed under.
    let file: DeferredParse
    /// The body's tokens, `{` to `}`, then an end of input: copied out of the file's tokens, so that the file's
    /// array is freed after parsing as before, and what a deferred body keeps is proportional to its length.
    /// Let go once the body is parsed (under `file.lock`).
    private(set) var tokens: [SwiftToken]
    /// The parser's nesting where the body starts, which its limits (`SwiftParser.maximumDepth`) count from.
    let depth: Int
    let expressionDepth: Int
    /// The statements, once parsed; read and written only under `file.lock`.
    private var parsed: [SwiftStatement]?

    init(file: DeferredParse, tokens: [SwiftToken], depth: Int, expressionDepth: Int) {
        self.file = file
        self.tokens = tokens
        self.depth = depth
        self.expressionDepth = expressionDepth
    }

    /// Whether a reader has asked for the statements yet.
    var isParsed: Bool {
        file.lock.withLock { parsed != nil }
    }

    /// The body's statements, parsed by the first reader. Readers of different files' bodies run at the same
    /// time during recognition, so each file's bodies are parsed under the file's lock; a body's parse reads
    /// no other deferred body, so the lock is never taken twice by one thread.
    var statements: [SwiftStatement] {
        file.lock.lock()
        defer { file.lock.unlock() }
        if let parsed { return parsed }
        let statements = SwiftParser.parseDeferred(self)
        parsed = statements
        tokens = []
        return statements
    }
}

/// A function's body or a computed property's getter: parsed with its declaration, or left for its first
/// reader (`DeferredBody`). One case or the other, never both, so a declaration cannot hold two bodies.
enum DeclarationBody: Sendable {
    case parsed([SwiftStatement])
    case deferred(DeferredBody)

    /// The statements, parsing a deferred body if nobody has yet.
    var statements: [SwiftStatement] {
        switch self {
        case .parsed(let statements): statements
        case .deferred(let body): body.statements
        }
    }

    /// Whether the statements exist yet.
    var isParsed: Bool {
        switch self {
        case .parsed: true
        case .deferred(let body): body.isParsed
        }
    }
}

/// What a file's deferred bodies are parsed with: its source (the tokens hold offsets into it) and string
/// literals (which string tokens index), kept for as long as the tree that holds the bodies.
final class DeferredParse: Sendable {
    let source: SourceFile
    let strings: [SwiftStringLiteral]
    let lock = Lock()

    init(source: SourceFile, strings: [SwiftStringLiteral]) {
        self.source = source
        self.strings = strings
    }
}
