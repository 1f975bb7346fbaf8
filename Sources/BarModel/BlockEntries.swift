import BarSyntax

/// The valid attributes and child blocks that the `BlockReader`s of one top-level block found, each reader's
/// one after the other in two shared lists, so that reading a block allocates nothing.
///
/// Each reader kept two arrays of its own (its attributes, its child blocks): two allocations and two frees
/// for every block of a file, a sixth of lowering. A reader appends its entries while it is created, before any
/// reader of its children is, so each reader's entries are one run of each list, which it names by bounds.
///
/// The lists are `AppendOnlyList`s, read in place: as `Array`s in a class, each read of them retained and
/// released the array, and searching a block's attributes cost three times as much as it did in the reader's
/// own array.
final class BlockEntries {
    /// Where the readers report.
    let sink: DiagnosticSink

    /// A valid attribute: its word and its statement.
    struct Attribute {
        let word: Word
        let node: StatementNode
    }

    let attributes = AppendOnlyList<Attribute>()
    let children = AppendOnlyList<BlockReader.Child>()

    init(sink: DiagnosticSink) { self.sink = sink }

    func append(_ attribute: Attribute) { attributes.append(attribute) }

    /// The statement of the first attribute called `word` among `attributes[range]`.
    func attribute(_ word: Word, in range: Range<Int>) -> StatementNode? {
        for index in range where attributes[index].word == word { return attributes[index].node }
        return nil
    }

    func append(_ child: BlockReader.Child) { children.append(child) }
}

extension BlockReader {
    /// A reader's child blocks whose keyword is valid there, in order: a run of `BlockEntries.children`.
    struct Children: RandomAccessCollection {
        let entries: BlockEntries
        let startIndex: Int
        let endIndex: Int

        subscript(position: Int) -> Child { entries.children[position] }
    }
}
