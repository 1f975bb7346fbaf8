import BarDiagnostics

/// A parsed Swift file.
///
/// A value, held by one reference to its parts: the recognizers copy a file into every fact they keep about
/// it (`UIKitRecognizer.Located`, the declarations indexes, the classes and extensions read together), and
/// copying the five parts themselves retained seven buffers and released them again at every copy. The parts
/// never change once parsed; dropping the tree at the end of an import (`dropTree`) makes new storage rather
/// than writing into storage other copies may share.
public struct SwiftFile: Sendable {
    private final class Storage: Sendable {
        let source: SourceFile
        let statements: [SwiftStatement]
        let lexProblems: [SwiftTokens.LexProblem]
        let bracketProblems: [BracketProblem]
        let longExpressions: [LongExpression]
        let types: [SwiftTypeDeclaration]
        let isASCII: Bool
        let checksAvailability: Bool

        init(
            source: SourceFile, statements: [SwiftStatement], lexProblems: [SwiftTokens.LexProblem], bracketProblems: [BracketProblem],
            longExpressions: [LongExpression], types: [SwiftTypeDeclaration], isASCII: Bool, checksAvailability: Bool
        ) {
            self.source = source
            self.statements = statements
            self.lexProblems = lexProblems
            self.bracketProblems = bracketProblems
            self.longExpressions = longExpressions
            self.types = types
            self.isASCII = isASCII
            self.checksAvailability = checksAvailability
        }
    }

    private var storage: Storage

    public init(
        source: SourceFile, statements: [SwiftStatement], lexProblems: [SwiftTokens.LexProblem], bracketProblems: [BracketProblem],
        longExpressions: [LongExpression] = [], types: [SwiftTypeDeclaration], isASCII: Bool, checksAvailability: Bool = false
    ) {
        storage = Storage(
            source: source, statements: statements, lexProblems: lexProblems, bracketProblems: bracketProblems,
            longExpressions: longExpressions, types: types, isASCII: isASCII, checksAvailability: checksAvailability)
    }

    public var source: SourceFile { storage.source }
    public var statements: [SwiftStatement] { storage.statements }
    public var lexProblems: [SwiftTokens.LexProblem] { storage.lexProblems }
    /// Openers never closed, brackets nested past what the parser follows.
    public var bracketProblems: [BracketProblem] { storage.bracketProblems }
    /// Expressions the parser cut at `SwiftParser.maximumChainLength`.
    public var longExpressions: [LongExpression] { storage.longExpressions }
    /// Whether every byte of the source is ASCII: then a column is a count of bytes (`location(of:)`).
    public var isASCII: Bool { storage.isASCII }
    /// Every type declaration, nested ones included, in source order (`SwiftProgram.types(in: statements)`):
    /// listed once when the file is parsed, since each recognizer and index walks them.
    public var types: [SwiftTypeDeclaration] { storage.types }
    /// Whether an `if` of the file checks availability (`#available(…)`, `#unavailable(…)`): only then can a
    /// branch or a method of it never run on iOS 27.1 (`AvailabilityCheck`, `UnreachedMethods`).
    public var checksAvailability: Bool { storage.checksAvailability }

    /// Whether the source in `range` (clamped to the file) spells any of `fragments`. A walk that looks for
    /// calls of a few names passes over a declaration that spells none of them without reading its body — and
    /// so without parsing one the parser deferred (`DeferredBody`).
    func spells(_ fragments: String..., in range: SourceRange) -> Bool {
        source.bytes.withUnsafeBufferPointer { all in
            let start = max(0, min(range.start, all.count))
            let span = UnsafeBufferPointer(rebasing: all[start..<max(start, min(range.end, all.count))])
            return fragments.contains { ByteSearch.contains(span, $0) }
        }
    }

    /// Lets go of the syntax tree (the statements and the types listed from them), keeping the source and its
    /// problems: the tree is freed here, by whoever holds the last copy, rather than with the import's result.
    mutating func dropTree() {
        storage = Storage(
            source: source, statements: [], lexProblems: lexProblems, bracketProblems: bracketProblems, longExpressions: longExpressions,
            types: [], isASCII: isASCII, checksAvailability: checksAvailability)
    }
}
