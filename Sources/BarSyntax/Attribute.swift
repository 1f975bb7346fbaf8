import BarDiagnostics

/// `name: value`: a view onto its node in the tree's storage.
public struct Attribute: Sendable {
    let arena: SyntaxArena
    let index: Int32

    public var name: Name { arena.name(index) }
    /// Nil when the value is missing (already reported).
    public var value: Value? { arena.value(index) }
    public var range: SourceRange { arena.range(index) }
    public var trivia: Trivia { arena.trivia(index) }
}
