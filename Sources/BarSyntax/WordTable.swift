/// A fixed set of words, looked up by the bytes of a name in the source: which of them a keyword, attribute
/// name or identifier value is, without decoding it into a `String` first.
///
/// Lowering a file asks this for every keyword and attribute name it reads (half a million of them in a
/// 10 MB spec); decoding each one and hashing the `String` was a large part of loading. Here a lookup hashes
/// the few bytes in place (FNV-1a) and compares them with at most a couple of stored words.
public struct WordTable: Sendable {
    /// The words, as given; a lookup answers with an index into this array.
    public let words: [String]
    private let bytes: [[UInt8]]
    /// Open addressing: each slot holds an index into `words`, or -1.
    private let slots: [Int16]
    private let mask: Int

    public init(_ words: [String]) {
        precondition(words.count < Int(Int16.max), "a word table holds fewer than 32,767 words")
        self.words = words
        bytes = words.map { Array($0.utf8) }
        var size = 16
        while size < words.count * 4 { size *= 2 }
        mask = size - 1
        var slots = [Int16](repeating: -1, count: size)
        for (index, word) in bytes.enumerated() {
            var slot = Self.hash(word) & mask
            while slots[slot] >= 0 {
                precondition(bytes[Int(slots[slot])] != word, "'\(words[index])' is listed twice")
                slot = (slot + 1) & mask
            }
            slots[slot] = Int16(index)
        }
        self.slots = slots
    }

    /// The index in `words` of the word spelled by `utf8`, or nil when it is none of them.
    public func index(of utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = Self.hash(utf8) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return nil }
            if bytes[index].withUnsafeBufferPointer({ $0.elementsEqual(utf8) }) { return index }
            slot = (slot + 1) & mask
        }
    }

    /// The index in `words` of `word`, or nil.
    public func index(of word: String) -> Int? {
        var word = word
        return word.withUTF8 { index(of: $0) }
    }

    private static func hash<Bytes: Sequence>(_ bytes: Bytes) -> Int where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}

extension Block {
    /// Which of `table`'s words the keyword is (`item` in `item share { … }`), read in place.
    public func keyword(in table: WordTable) -> Int? {
        let node = arena.nodes[Int(index)]
        return arena.word(node.start, node.nameEnd, in: table)
    }

    /// Which of `table`'s words the label is, when it is a name (`flexible` in `spacer flexible`).
    public func label(in table: WordTable) -> Int? {
        arena.identifierValue(index, in: table)
    }
}

extension Attribute {
    /// Which of `table`'s words the name is (`title` in `title: "Share"`), read in place.
    public func name(in table: WordTable) -> Int? {
        let node = arena.nodes[Int(index)]
        return arena.word(node.start, node.nameEnd, in: table)
    }

    /// Which of `table`'s words the value is, when it is a name (`high` in `priority: high`); nil for a
    /// string, a number, a missing value or another name.
    public func value(in table: WordTable) -> Int? {
        arena.identifierValue(index, in: table)
    }
}

extension SyntaxArena {
    func word(_ start: Int32, _ end: Int32, in table: WordTable) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            table.index(of: UnsafeBufferPointer(rebasing: buffer[Int(start)..<Int(end)]))
        }
    }

    func identifierValue(_ index: Int32, in table: WordTable) -> Int? {
        let node = nodes[Int(index)]
        guard node.valueKind == .identifier else { return nil }
        return word(node.valueStart, node.valueEnd, in: table)
    }
}
