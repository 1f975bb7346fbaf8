import Testing

@testable import BarSyntax

/// `WordTable` reads a name as a key of two machine words (`WordKey`); its answers must be those of comparing
/// the bytes, for names of every length, read from inside a larger buffer as the lowering reads them.
@Suite struct WordTableTests {
    /// Words of every length from 0 to 24 bytes, and long ones that differ only in the middle.
    static let words: [String] = (0...24).map { String(repeating: "a", count: $0) }
        + (1...24).map { "b" + String(repeating: "-", count: $0 - 1) }
        + ["vertical-size-class", "vertical-sizo-class", "vertical-xize-class", "horizontal-size-class", "wide-character-width"]
        + ["title", "symbol", "共有", "é"]

    /// The index of `name` among `words`, by comparing bytes.
    static func expected(_ name: [UInt8], in words: [String]) -> Int? {
        words.firstIndex { Array($0.utf8) == name }
    }

    /// `name`'s bytes with others before and after, looked up as a slice of the larger buffer.
    static func lookUp(_ name: [UInt8], in table: WordTable) -> Int? {
        let padded = Array("xyz01234567".utf8) + name + Array("01234567zyx".utf8)
        return padded.withUnsafeBufferPointer { buffer in
            table.index(of: UnsafeBufferPointer(rebasing: buffer[11..<(11 + name.count)]))
        }
    }

    @Test func everyWordIsFoundWhereverItsBytesAre() {
        let table = WordTable(Self.words)
        for (index, word) in Self.words.enumerated() {
            #expect(table.index(of: word) == index, "\(word)")
            #expect(Self.lookUp(Array(word.utf8), in: table) == index, "\(word)")
        }
    }

    @Test func aNameDifferingInAnyOneByteIsNotAWord() {
        let table = WordTable(Self.words)
        for word in Self.words {
            let bytes = Array(word.utf8)
            for position in bytes.indices {
                for replacement: UInt8 in [0, UInt8(ascii: "a"), UInt8(ascii: "z"), 0xFF] where replacement != bytes[position] {
                    var changed = bytes
                    changed[position] = replacement
                    #expect(Self.lookUp(changed, in: table) == Self.expected(changed, in: Self.words), "\(word) at \(position)")
                }
            }
            #expect(Self.lookUp(bytes + [UInt8(ascii: "a")], in: table) == Self.expected(bytes + [UInt8(ascii: "a")], in: Self.words))
            #expect(Self.lookUp(Array(bytes.dropFirst()), in: table) == Self.expected(Array(bytes.dropFirst()), in: Self.words))
        }
    }

    @Test func anEmptyTableFindsNothing() {
        let table = WordTable([])
        #expect(table.index(of: "") == nil)
        #expect(table.index(of: "title") == nil)
    }
}
