import BarSyntax
import Testing

/// Where a carriage return that no line feed follows is: editors break the line there, `.bar` does not.
@Suite("Lone carriage returns")
struct LoneCarriageReturnTests {
    @Test("found where something follows that is not a line feed", arguments: [
        ("a\rb", 1), ("a\r\nb\rc", 4), ("a\r\r\nb", 1), ("\r\n\r\n\rx", 4),
    ] as [(String, Int)])
    func found(_ text: String, at offset: Int) {
        #expect(LoneCarriageReturn.first(in: Array(text.utf8)) == offset)
    }

    @Test("none in LF or CRLF text, nor one that ends the file", arguments: ["", "a\nb\n", "a\r\nb\r\n", "a\r", "a\r\n\r"])
    func none(_ text: String) {
        #expect(LoneCarriageReturn.first(in: Array(text.utf8)) == nil)
    }
}
