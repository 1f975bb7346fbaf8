import Testing

@testable import BarDiagnostics

/// `JSONValue.writeString` copies text in runs between the bytes it escapes; it must escape exactly what a
/// scalar-by-scalar escaper does.
@Suite struct JSONStringTests {
    /// The escaping spelled out one scalar at a time: the reference the fast path is checked against.
    private func reference(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private func written(_ text: String) -> String {
        var out = ""
        JSONValue.writeString(text, into: &out)
        return out
    }

    /// The escaper for bytes (`JSONBytes`), decoded.
    private func writtenAsBytes(_ text: String) -> String {
        var out: [UInt8] = []
        JSONValue.writeString(text, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    @Test(arguments: [
        "", "plain", "\"quoted\"", "back\\slash", "line\nbreak\r\n", "tab\there", "\u{08}\u{0C}\u{00}\u{1B}\u{1F}\u{7F}",
        "共有 and 削除", "e\u{301} combining", "👨‍👩‍👧 family", "\u{2028}\u{2029}", "a\u{2028}b\u{2029}c", "\u{2027}\u{202A}…",
        "ends with escape\n", "\n starts with one", "é\"\u{2028}\\",
    ])
    func escapesWhatAScalarByScalarEscaperEscapes(_ text: String) {
        #expect(written(text) == reference(text))
        #expect(writtenAsBytes(text) == reference(text))
    }

    @Test func everyScalarBelow0x3000EscapesAsTheReferenceDoes() {
        var text = ""
        for value in 0..<0x3000 {
            if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
        }
        #expect(written(text) == reference(text))
        #expect(writtenAsBytes(text) == reference(text))
    }
}
