import Testing

@testable import BarImport

/// Short ASCII text packed into its string directly must be the very string `String(decoding:as:)` makes: equal,
/// as long, hashed alike, ordered alike; anything longer or not ASCII is made the ordinary way.
@Suite struct ShortASCIITextTests {
    private func made(_ text: String) -> String {
        Array(text.utf8).withUnsafeBufferPointer { ShortASCIIText.string($0, usable: ShortASCIIText.isUsable) }
    }

    @Test func isUsableOnThisPlatform() {
        #expect(ShortASCIIText.isUsable)
    }

    @Test func everyLengthUpToTheLimitIsTheOrdinaryString() {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz_0123456789$.?!".utf8)
        for count in 0...(ShortASCIIText.maximumCount + 2) {
            for shift in 0..<3 {
                let bytes = (0..<count).map { alphabet[($0 * 7 + shift) % alphabet.count] }
                let ordinary = String(decoding: bytes, as: UTF8.self)
                let packed = made(ordinary)
                #expect(packed == ordinary)
                #expect(packed.utf8.count == count)
                #expect(Array(packed.utf8) == bytes)
                #expect(packed.hashValue == ordinary.hashValue)
                #expect(Set([packed, ordinary]).count == 1)
                #expect(!(packed < ordinary) && !(ordinary < packed))
                #expect(packed + "x" == ordinary + "x")
            }
        }
    }

    @Test func textThatIsNotASCIIIsDecodedAsBefore() {
        for text in ["é", "Añadir", "日本", "a\u{301}"] {
            #expect(made(text) == text)
            #expect(Array(made(text).utf8) == Array(text.utf8))
        }
        // Bytes that are not UTF-8 are repaired, as `String(decoding:as:)` repairs them.
        let invalid: [UInt8] = [0x61, 0xFF, 0x62]
        #expect(invalid.withUnsafeBufferPointer { ShortASCIIText.string($0, usable: true) } == String(decoding: invalid, as: UTF8.self))
    }
}
