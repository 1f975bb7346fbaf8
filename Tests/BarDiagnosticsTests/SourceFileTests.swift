import BarDiagnostics
import Testing

@Suite struct SourceFileTests {
    /// The line table holds the offset after every line break, found however the breaks are spaced.
    @Test func lineStartsFollowEveryLineBreak() {
        var state: UInt32 = 3
        for length in [0, 1, 7, 8, 9, 63, 64, 65, 500] {
            var bytes: [UInt8] = []
            for _ in 0..<length {
                state = state &* 1_664_525 &+ 1_013_904_223
                bytes.append(state >> 29 == 0 ? 0x0A : UInt8(ascii: "a") + UInt8(state >> 27 & 7))
            }
            let expected = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
            #expect(SourceFile(path: "f", bytes: bytes).lineStarts == expected)
        }
        #expect(SourceFile(path: "f", text: "\n\na\n").lineStarts == [0, 1, 2, 4])
    }

    /// On a long line a column is counted from the nearest known place before it (`ColumnCheckpoints`), and it
    /// is the column counted from the line's start, in characters and in scalars (SARIF's): every offset of long lines mixing ASCII with accents,
    /// combining marks, emoji sequences, flags, CJK, `\r\n`, invalid UTF-8 and a byte-order mark.
    @Test func columnsOnLongLinesAreThoseCountedFromTheLineStart() {
        let pieces: [[UInt8]] = [
            Array("item a { title: \"t\" } ".utf8), Array("é".utf8), Array("e\u{301}".utf8), Array("👨‍👩‍👧".utf8), Array("🇯🇵🇺🇸".utf8),
            Array("編集".utf8), Array("\r".utf8), [0xFF], [0xE3, 0x81], Array("ab".utf8), Array(" ".utf8),
        ]
        var state: UInt32 = 11
        for prefix in [[], [0xEF, 0xBB, 0xBF]] as [[UInt8]] {
            var bytes = prefix
            // Two long lines (one ending in `\r\n`) around a short one.
            for (length, end) in [(3 * ColumnCheckpoints.longLine, "\r\n"), (40, "\n"), (2 * ColumnCheckpoints.longLine, "")] {
                let lineStart = bytes.count
                while bytes.count - lineStart < length {
                    state = state &* 1_664_525 &+ 1_013_904_223
                    let index = Int(state >> 24) % (pieces.count * 8)
                    // Mostly ASCII words, as specs are.
                    bytes += index < pieces.count ? pieces[index] : pieces[index % 2 == 0 ? 0 : 10]
                }
                bytes += Array(end.utf8)
            }
            let file = SourceFile(path: "f", bytes: bytes)
            #expect(file.lineStarts.indices.contains { index in
                (index + 1 < file.lineStarts.count ? file.lineStarts[index + 1] : bytes.count) - file.lineStarts[index] >= ColumnCheckpoints.longLine
            })
            for offset in 0...bytes.count {
                let line = file.lineIndex(of: offset)
                var start = file.lineStarts[line]
                if line == 0, !prefix.isEmpty { start = min(3, offset) }
                let counted = String(decoding: bytes[start..<offset], as: UTF8.self).count
                #expect(file.location(of: offset) == .init(line: line + 1, column: counted + 1), "offset \(offset)")
                let scalars = String(decoding: bytes[file.lineStarts[line]..<offset], as: UTF8.self).unicodeScalars.count
                #expect(file.scalarColumn(of: offset) == scalars + 1, "offset \(offset)")
            }
        }
    }
}
