/// An expression longer than the parser builds into one tree, cut at `SwiftParser.maximumChainLength`.
///
/// Each link of a chain and each operator nests the expression before it, so an expression of a million
/// links was a tree a million deep, and walking it or freeing it overflowed the stack. The parser keeps the
/// rest of such an expression flat instead — the views inside it are still read — and this says where, so
/// the importer reports the modifiers it no longer applies rather than dropping them in silence.
public enum LongExpression: Sendable, Hashable {
    /// The first link of a postfix chain (`.padding()`, `.b`, `(…)`) past the limit, at this byte offset.
    case chain(offset: Int)
    /// The first operator of an expression past the limit, at this byte offset.
    case operators(offset: Int)
    /// A `#if` nested in more than `SwiftParser.maximumDirectiveDepth` others, skipped, at this byte offset.
    case directives(offset: Int)
}
