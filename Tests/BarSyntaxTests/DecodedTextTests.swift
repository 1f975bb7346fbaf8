import Testing

@testable import BarSyntax

/// `DecodedText` builds short texts in place; they must be the very strings `String(decoding:)` gives,
/// repaired the same way when the bytes are not UTF-8, at every length around the inline limit.
@Suite struct DecodedTextTests {
    @Test func sameStringAsDecoding() {
        var samples: [[UInt8]] = [[], Array("a".utf8), Array("Done".utf8), Array("square.and.arrow.up".utf8), Array("Café".utf8), Array("共有".utf8)]
        // Invalid UTF-8: a lone continuation byte, a sequence cut short, an overlong form, a NUL.
        samples += [[0x41, 0x80, 0x42], [0xE2, 0x82], [0xC0, 0xAF], [0x00, 0x41], [0xFF]]
        for count in DecodedText.inlineCapacity - 2...DecodedText.inlineCapacity + 2 {
            samples.append([UInt8](repeating: UInt8(ascii: "x"), count: count))
            samples.append([UInt8](repeating: UInt8(ascii: "x"), count: count - 2) + Array("é".utf8))
            samples.append([UInt8](repeating: UInt8(ascii: "x"), count: count - 1) + [0xC3])
        }
        for bytes in samples {
            let made = bytes.withUnsafeBufferPointer { DecodedText.string($0) }
            let decoded = String(decoding: bytes, as: UTF8.self)
            #expect(made == decoded, "\(bytes)")
            #expect(Array(made.utf8) == Array(decoded.utf8), "\(bytes)")
        }
    }

    /// Short ASCII text at every length up to past the inline limit is the ordinary string in every way a
    /// consumer can tell: equal, as long, hashed and ordered alike, and joined alike (`bar import` keeps its
    /// names in sets and sorts them).
    @Test func shortASCIITextIsTheOrdinaryStringInEveryWay() {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz_0123456789$.?!".utf8)
        for count in 0...(DecodedText.inlineCapacity + 2) {
            for shift in 0..<3 {
                let bytes = (0..<count).map { alphabet[($0 * 7 + shift) % alphabet.count] }
                let ordinary = String(decoding: bytes, as: UTF8.self)
                let made = bytes.withUnsafeBufferPointer { DecodedText.string($0) }
                #expect(made == ordinary)
                #expect(made.utf8.count == count)
                #expect(made.hashValue == ordinary.hashValue)
                #expect(Set([made, ordinary]).count == 1)
                #expect(!(made < ordinary) && !(ordinary < made))
                #expect(made + "x" == ordinary + "x")
            }
        }
    }
}
