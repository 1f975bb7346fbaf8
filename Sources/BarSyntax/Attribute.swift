import BarDiagnostics

/// `name: value`: a view onto its node in the tree's storage.
public struct Attribute: Sendable {
    let arena: SyntaxArena
    let index: Int32

    public var name: Name { arena.name(index) }
    /// Nil when the value is missing (already reported).
    public var value: Value? { arena.value(index) }
    /// The value's text exactly as written, quotes and escapes included (for a value `fmt` keeps as it is).
    public var writtenValue: String? { value.map { arena.text(Int32($0.range.start), Int32($0.range.end)) } }
    public var range: SourceRange { arena.range(index) }
    public var trivia: Trivia { arena.trivia(index) }
}
