import BarDiagnostics

/// Converting between string literals as written in a `.bar` file and the text they stand for.
public enum StringLiteral {
    /// The text a literal stands for, quotes removed and escapes applied. Malformed escapes (already reported
    /// by the lexer) are kept as written.
    public static func decode(_ literal: ArraySlice<UInt8>) -> String {
        literal.withUnsafeBufferPointer { decode($0) }
    }

    /// `decode` over raw bytes: the parser's fast path, which builds the string straight from the buffer.
    public static func decode(_ literal: UnsafeBufferPointer<UInt8>) -> String {
        guard !literal.isEmpty else { return "" }
        // Written in the wrong quotes (already reported): the text between them, as written.
        if literal[0] == UInt8(ascii: "'") || literal[0] == 0xE2 {
            let opening = literal[0] == 0xE2 ? 3 : 1
            let closing = literal[0] == 0xE2 ? 3 : 1
            guard literal.count >= opening + closing else { return "" }
            return DecodedText.string(UnsafeBufferPointer(rebasing: literal[opening..<(literal.count - closing)]))
        }
        var end = literal.count
        if end >= 2, literal[end - 1] == UInt8(ascii: "\"") { end -= 1 }
        let body = UnsafeBufferPointer(rebasing: literal[1..<end])
        guard body.contains(UInt8(ascii: "\\")) else { return DecodedText.string(body) }
        var out: [UInt8] = []
        out.reserveCapacity(body.count)
        var index = body.startIndex
        while index < body.endIndex {
            let byte = body[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < body.endIndex else {
                out.append(byte)
                index += 1
                continue
            }
            let next = body[index + 1]
            switch next {
            case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n")); index += 2
            case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t")); index += 2
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(next); index += 2
            case UInt8(ascii: "u"):
                if let close = body[index...].firstIndex(of: UInt8(ascii: "}")), index + 2 < close,
                    body[index + 2] == UInt8(ascii: "{"),
                    let value = UInt32(String(decoding: body[(index + 3)..<close], as: UTF8.self), radix: 16),
                    let scalar = Unicode.Scalar(value)
                {
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                    index = close + 1
                } else {
                    out.append(byte)
                    index += 1
                }
            default:
                out.append(byte)
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The canonical literal for `text`: double quotes, and escapes only where needed (`\"`, `\\`, `\n`,
    /// `\t`, and `\u{…}` for other control characters, C1 ones too).
    public static func encode(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            // Nearly every scalar is itself, appended without making a string for it.
            if scalar == "\"" || scalar == "\\" || TerminalText.isControl(scalar) {
                out += escaped(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// How `scalar` is written inside a canonical literal: itself, or its escape. Writers that measure a literal
    /// as they build it (`bar import` keeps each within the length limit) spell it scalar by scalar here.
    public static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\t": "\\t"
        // C0, DEL and C1 (U+0080–U+009F, among them CSI and NEL, which terminals obey).
        default: TerminalText.isControl(scalar) ? TerminalText.escape(scalar) : String(scalar)
        }
    }
}
