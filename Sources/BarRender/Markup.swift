/// Text and numbers as they are written into SVG and HTML, so every picture is byte-identical between runs
/// and safe whatever a spec's titles contain (`&<>"'`, Japanese, emoji).
public enum Markup {
    /// `text` escaped for XML and HTML character data and for attribute values in double or single quotes.
    public static func escape(_ text: String) -> String {
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

    /// A number with at most two decimals and no trailing zeros: `12`, `455.5`, `0.25`, `-3`. Never `-0`,
    /// never an exponent, never a locale's separator, so the same value always prints the same bytes.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int64((value * 100).rounded())
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = hundredths.magnitude
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// `name="value"` with the value escaped, preceded by a space, ready to append to a start tag.
    static func attribute(_ name: String, _ value: String) -> String {
        " \(name)=\"\(escape(value))\""
    }

    static func attribute(_ name: String, _ value: Double) -> String {
        " \(name)=\"\(number(value))\""
    }

    /// A string safe as an id or file name part: letters, digits, `-`, `_`; anything else becomes `-`.
    static func identifier(_ text: String) -> String {
        String(text.unicodeScalars.map { scalar -> Character in
            let isSafe = (scalar.value < 0x80) && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
            return isSafe ? Character(scalar) : "-"
        })
    }
}
