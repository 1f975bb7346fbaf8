import BarSyntax
import Testing

/// Issue 18 (8): a binary file is said once to not be text; a text spec with a few bad bytes is still read,
/// so the scanner can point at each.
@Suite struct TextContentTests {
    @Test func textWithAFewBadBytesIsRead() {
        let spec = Array("screen inbox {\n  stack { title: \"Inbox\" }\n}\n".utf8)
        #expect(TextContent.binaryReason(spec) == nil)
        #expect(TextContent.binaryReason([]) == nil)
        // A NUL in a string, Latin-1 in a title, a form feed: one bad byte each.
        #expect(TextContent.binaryReason(Array("screen a { stack { title: \"In".utf8) + [0] + Array("box\" } }\n".utf8)) == nil)
        #expect(TextContent.binaryReason(Array("screen a { stack { title: \"Caf".utf8) + [0xE9] + Array("\" } }\n".utf8)) == nil)
        // NUL padding at the end of a file cut short is not counted.
        #expect(TextContent.binaryReason(spec + [UInt8](repeating: 0, count: 500)) == nil)
        // Non-ASCII UTF-8 is text.
        #expect(TextContent.binaryReason(Array("screen a { stack { title: \"Launch 🚀 ünïcödé\" } }\n".utf8)) == nil)
    }

    @Test func binaryDataIsNamed() throws {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var state: UInt32 = 1
        for _ in 0..<1000 {
            state = state &* 1_664_525 &+ 1_013_904_223
            bytes.append(UInt8(truncatingIfNeeded: state >> 24))
        }
        let png = try #require(TextContent.binaryReason(bytes))
        #expect(png.hasPrefix("it looks like a PNG image ("))
        #expect(png.hasSuffix("; .bar files are UTF-8 text"))
        let unknown = try #require(TextContent.binaryReason(Array(bytes.dropFirst(8))))
        #expect(unknown.hasPrefix("it looks like binary data ("))
        #expect(TextContent.binaryReason([UInt8](repeating: 0, count: 64)) == "it holds only NUL bytes; .bar files are UTF-8 text")
    }

    @Test func utf16IsToldToBeSavedAsUTF8() throws {
        let text = "screen a { stack { title: \"A\" } }\n"
        let littleEndian = text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
        #expect(try #require(TextContent.binaryReason([0xFF, 0xFE] + littleEndian)).contains("UTF-16"))
        #expect(try #require(TextContent.binaryReason(littleEndian)).contains("UTF-16"))
        #expect(try #require(TextContent.binaryReason(littleEndian)).hasSuffix("save it as UTF-8"))
    }

    @Test func otherKindsOfFilesAreNamedInTheAdvice() {
        #expect(TextContent.binaryReason([UInt8](repeating: 0, count: 64), files: "Swift files") == "it holds only NUL bytes; Swift files are UTF-8 text")
    }

    /// Latin-1 in otherwise good text: where the first stray byte is and how many there are.
    /// Plain words are skipped eight bytes at a time: every odd byte is still counted, wherever it falls in a
    /// word and whatever allowed control characters share the word with it.
    @Test func everyOddByteIsCountedWherever() throws {
        let plain = Array("abcdefgh ijklmn".utf8) + [0x09, 0x0A, 0x0C, 0x0D]
        let odd: [UInt8] = [0x01, 0x0B, 0x1F, 0x7F, 0xFF, 0xC3]
        var state: UInt32 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 1_664_525 &+ 1_013_904_223
            return Int(state >> 8) % bound
        }
        for _ in 0..<300 {
            var bytes = Array("Zz".utf8)
            var expected = 0
            let count = 40 + next(60)
            while bytes.count < count {
                if next(5) == 0 {
                    bytes.append(odd[next(odd.count)])
                    expected += 1
                } else {
                    bytes.append(plain[next(plain.count)])
                }
            }
            let reason = TextContent.binaryReason(bytes)
            if expected >= 4 && expected * 10 >= bytes.count {
                #expect(try #require(reason).contains("(\(expected) of its first \(bytes.count) bytes"))
            } else {
                #expect(reason == nil)
            }
            let invalid = bytes.filter { $0 >= 0x80 }.count
            #expect(TextContent.invalidUTF8(bytes)?.count == (invalid == 0 ? nil : invalid))
        }
    }

    @Test func invalidUTF8IsFoundOnceWithItsCount() throws {
        #expect(TextContent.invalidUTF8(Array("Archive é 📬".utf8)) == nil)
        let latin1: [UInt8] = Array("Arch".utf8) + [0xEF, 0x76, 0x65] + Array(" caf".utf8) + [0xE9]
        let found = try #require(TextContent.invalidUTF8(latin1))
        #expect(found.first == 4)
        #expect(found.count == 2)
        #expect(TextContent.invalidUTF8([0xC0, 0xAF])?.count == 2, "an overlong form is two stray bytes")
    }
}
