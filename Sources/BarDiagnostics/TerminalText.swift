/// Text from a spec made safe to print on a terminal or into a log.
///
/// A spec's strings may hold control characters (`title: "x\u{1B}[31m"` is valid, and `bar fmt` keeps such
/// escapes). Printed as they are, they recolour a terminal, move its cursor or cut a line of a CI log in two;
/// each is written instead as the escape that spells it in a spec (`\u{1B}`), so what is printed is also what
/// to search the spec for. JSON, SARIF, SVG and HTML escape them by their own rules.
public enum TerminalText {
    /// `text` with every C0 and C1 control character and DEL written as `\u{…}`; unchanged (and not copied)
    /// when it holds none, as nearly every text does.
    public static func escapingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                escaped += escape(scalar)
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `\u{1B}` for U+001B: how a spec spells the scalar.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// A C0 or C1 control character, or DEL.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
