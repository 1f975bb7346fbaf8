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
}
