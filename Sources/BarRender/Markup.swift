import BarDiagnostics
/// Text and numbers as they are written into SVG and HTML, so every picture is byte-identical between runs
/// and safe whatever a spec's titles contain (`&<>"'`, Japanese, emoji).
public enum Markup {
    /// `text` escaped for XML and HTML character data and for attribute values in double or single quotes.
    public static func escape(_ text: String) -> String {
        // Nearly every title, id and number needs nothing: returned as it is, without building a copy scalar by
        // scalar (a page of a 50,000-item screen escaped about a million strings).
        if !needsEscaping(text) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                // XML 1.0 forbids most control characters even as references; a title cannot need them.
                if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r" {
                    result += "\u{FFFD}"
                } else if scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether `text` has a byte `escape` may change: one of `&<>"'`, a control character other than a line
    /// break or tab, or the lead byte 0xEF of the three-byte characters that include U+FFFE and U+FFFF (others
    /// with it, such as full-width forms, simply take the careful path).
    private static func needsEscaping(_ text: String) -> Bool {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF: return true
            case 0..<0x20 where byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r"): return true
            default: continue
            }
        }
        return false
    }

    /// `name="value"` with the value escaped, preceded by a space, ready to append to a start tag.
    static func attribute(_ name: String, _ value: String) -> String {
        " \(name)=\"\(escape(value))\""
    }

    static func attribute(_ name: String, _ value: Double) -> String {
        " \(name)=\"\(PointText.drawing(value))\""
    }

    /// A string safe as an id or file name part: letters, digits, `-`, `_`; anything else becomes `-`.
    static func identifier(_ text: String) -> String {
        String(text.unicodeScalars.map { scalar -> Character in
            let isSafe = (scalar.value < 0x80) && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
            return isSafe ? Character(scalar) : "-"
        })
    }
}
