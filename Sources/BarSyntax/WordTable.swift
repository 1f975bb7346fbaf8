/// A fixed set of words, looked up by the bytes of a name in the source: which of them a keyword, attribute
/// name or identifier value is, without decoding it into a `String` first.
///
/// Lowering a file asks this for every keyword and attribute name it reads (half a million of them in a
/// 10 MB spec); decoding each one and hashing the `String` was a large part of loading. Here a lookup hashes
/// the few bytes in place (FNV-1a) and compares them with at most a couple of stored words.
public struct WordTable: Sendable {
    /// The words, as given; a lookup answers with an index into this array.
    public let words: [String]
    /// Every word's bytes, one after the other: word `i` is `storage[starts[i]..<starts[i + 1]]`. One flat
    /// array, so a lookup compares bytes in place (an array of arrays cost a retain and a generic comparison
    /// per probe: a third of the lookups' instructions).
    private let storage: [UInt8]
    private let starts: [Int32]
    /// Open addressing: each slot holds an index into `words`, or -1.
    private let slots: [Int16]
    private let mask: Int

    public init(_ words: [String]) {
        precondition(words.count < Int(Int16.max), "a word table holds fewer than 32,767 words")
        self.words = words
        var storage: [UInt8] = []
        var starts: [Int32] = [0]
        for word in words {
            storage.append(contentsOf: word.utf8)
            starts.append(Int32(storage.count))
        }
        var size = 16
        while size < words.count * 4 { size *= 2 }
        mask = size - 1
        var slots = [Int16](repeating: -1, count: size)
        for (index, word) in words.enumerated() {
            let bytes = Array(word.utf8)
            var slot = bytes.withUnsafeBufferPointer { Self.hash($0) } & mask
            while slots[slot] >= 0 {
                precondition(!words[Int(slots[slot])].utf8.elementsEqual(bytes), "'\(word)' is listed twice")
                slot = (slot + 1) & mask
            }
            slots[slot] = Int16(index)
        }
        self.storage = storage
        self.starts = starts
        self.slots = slots
    }

    /// The index in `words` of the word spelled by `utf8`, or nil when it is none of them.
    public func index(of utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = utf8.count
        var slot = Self.hash(utf8) & mask
        return slots.withUnsafeBufferPointer { slots in
            starts.withUnsafeBufferPointer { starts in
                storage.withUnsafeBufferPointer { storage in
                    while true {
                        let index = Int(slots[slot])
                        if index < 0 { return nil }
                        let start = Int(starts[index])
                        if Int(starts[index + 1]) - start == count {
                            var same = true
                            for offset in 0..<count where storage[start + offset] != utf8[offset] {
                                same = false
                                break
                            }
                            if same { return index }
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }

    /// The index in `words` of `word`, or nil.
    public func index(of word: String) -> Int? {
        var word = word
        return word.withUTF8 { index(of: $0) }
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
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
