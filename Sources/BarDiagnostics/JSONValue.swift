/// A JSON document built by hand so its bytes are fully determined: object keys stay in the order they were
/// written, numbers have one spelling, strings are escaped the same way every time, and nothing depends on a
/// dictionary's iteration order or on the platform's encoder.
///
/// It lives in the lowest layer because every JSON output (lint reports and baselines, solve, diff) is shown
/// the same way, as diagnostics are.
public indirect enum JSONValue: Sendable, Hashable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case int(Int)
    /// A point value such as 455.5: written with the shortest exact decimal form, integers without a fraction.
    case number(Double)
    case bool(Bool)
    case null

    /// A string, or `null` when there is none.
    public static func string(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.rendered() == b.rendered() }
    public func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }

    /// Two-space indented text ending in a newline.
    public func rendered() -> String {
        rendered(compact: false)
    }

    /// With `compact`, no space or line break outside strings (about a third of the indented size for a solve
    /// report); otherwise two-space indented. Either ends in a newline.
    public func rendered(compact: Bool) -> String {
        var out = ""
        write(into: &out, indent: 0, compact: compact)
        out += "\n"
        return out
    }

    /// Writes the value as it stands at nesting depth `indent` (what `JSONStreamWriter` needs to write one
    /// element of a document it streams).
    func write(into out: inout String, indent: Int, compact: Bool) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += compact ? "{" : "{\n"
            for (index, member) in members.enumerated() {
                if !compact { out += String(repeating: "  ", count: indent + 1) }
                JSONValue.writeString(member.0, into: &out)
                out += compact ? ":" : ": "
                member.1.write(into: &out, indent: indent + 1, compact: compact)
                if index < members.count - 1 { out += "," }
                if !compact { out += "\n" }
            }
            if !compact { out += String(repeating: "  ", count: indent) }
            out += "}"
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            out += compact ? "[" : "[\n"
            for (index, element) in elements.enumerated() {
                if !compact { out += String(repeating: "  ", count: indent + 1) }
                element.write(into: &out, indent: indent + 1, compact: compact)
                if index < elements.count - 1 { out += "," }
                if !compact { out += "\n" }
            }
            if !compact { out += String(repeating: "  ", count: indent) }
            out += "]"
        case .string(let text):
            JSONValue.writeString(text, into: &out)
        case .int(let value):
            out += String(value)
        case .number(let value):
            out += JSONValue.format(value)
        case .bool(let value):
            out += value ? "true" : "false"
        case .null:
            out += "null"
        }
    }

    /// Deterministic number text: `52`, `455.5`, `-0.25`; never exponent notation for point values.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return PointText.format(value)
    }

    /// RFC 8259 escaping: quote, backslash and control characters; everything else as UTF-8.
    public static func writeString(_ text: String, into out: inout String) {
        out += "\""
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
        out += "\""
    }
}
