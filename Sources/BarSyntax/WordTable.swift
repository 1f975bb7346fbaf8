/// A fixed set of words, looked up by the bytes of a name in the source: which of them a keyword, attribute
/// name or identifier value is, without decoding it into a `String` first.
///
/// Lowering a file asks this for every keyword and attribute name it reads (half a million of them in a
/// 10 MB spec); decoding each one and hashing the `String` was a large part of loading. Here a lookup reads
/// the name as two machine words (`WordKey`), hashes them with two multiplications and compares them with
/// the stored word's: hashing and comparing a name a byte at a time took about 100 instructions for `title`.
public struct WordTable: Sendable {
    /// The words, as given; a lookup answers with an index into this array.
    public let words: [String]
    /// Open addressing over the words: each slot holds a word's key and its index in `words`, or -1. One flat
    /// array of plain data, so a probe reads one entry in place.
    private let slots: [Slot]
    /// Every word's bytes, one after the other: word `i` is `storage[starts[i]..<starts[i + 1]]`. Read only to
    /// compare the middle of a word longer than 16 bytes, which its key leaves out.
    private let storage: [UInt8]
    private let starts: [Int32]
    /// How far a hash is shifted right to give a slot: there are `1 << (64 - shift)` slots.
    private let shift: UInt64
    /// The length of the longest word: a longer name is none of them, and is not looked up.
    private let longest: Int

    private struct Slot {
        var key = WordKey.none
        var index: Int32 = -1
    }

    public init(_ words: [String]) {
        precondition(words.count < Int(Int32.max), "a word table holds fewer than 2^31 words")
        self.words = words
        var storage: [UInt8] = []
        var starts: [Int32] = [0]
        for word in words {
            storage.append(contentsOf: word.utf8)
            starts.append(Int32(storage.count))
        }
        var bits: UInt64 = 4
        while 1 << bits < words.count * 4 { bits += 1 }
        shift = 64 - bits
        var slots = [Slot](repeating: Slot(), count: 1 << bits)
        for (index, word) in words.enumerated() {
            let key = Array(word.utf8).withUnsafeBufferPointer { WordKey($0) }
            var slot = Int(key.hash &>> shift)
            while slots[slot].index >= 0 {
                precondition(!words[Int(slots[slot].index)].utf8.elementsEqual(word.utf8), "'\(word)' is listed twice")
                slot = (slot + 1) & (slots.count - 1)
            }
            slots[slot] = Slot(key: key, index: Int32(index))
        }
        self.slots = slots
        self.storage = storage
        self.starts = starts
        longest = words.map(\.utf8.count).max() ?? 0
    }

    /// The index in `words` of the word spelled by `utf8`, or nil when it is none of them.
    public func index(of utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        guard utf8.count <= longest else { return nil }
        let key = WordKey(utf8)
        let mask = slots.count - 1
        var slot = Int(key.hash &>> shift)
        return slots.withUnsafeBufferPointer { slots in
            while true {
                let entry = slots[slot]
                if entry.index < 0 { return nil }
                if entry.key == key, !key.leavesOutMiddle || middleMatches(Int(entry.index), utf8) { return Int(entry.index) }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The index in `words` of `word`, or nil.
    public func index(of word: String) -> Int? {
        var word = word
        return word.withUTF8 { index(of: $0) }
    }

    /// Whether word `index`, whose key `utf8`'s equals, has `utf8`'s bytes between its first and last eight.
    private func middleMatches(_ index: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[index])
        return storage.withUnsafeBufferPointer { storage in
            (8..<(utf8.count - 8)).allSatisfy { storage[start + $0] == utf8[$0] }
        }
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
