/// A JSON document with object keys in a fixed order, printed the same way every time (two-space indent,
/// `": "` after keys, `\n` line ends, a final newline), so output is byte-identical between runs.
enum JSONValue: Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case int(Int)
    case bool(Bool)
    case null

    static func string(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    var rendered: String {
        var out = ""
        write(to: &out, indent: 0)
        return out + "\n"
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (offset, (key, value)) in members.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                JSONValue.writeString(key, to: &out)
                out += ": "
                value.write(to: &out, indent: indent + 2)
                out += offset == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        case .array(let values):
            guard !values.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (offset, value) in values.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                value.write(to: &out, indent: indent + 2)
                out += offset == values.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .string(let text):
            JSONValue.writeString(text, to: &out)
        case .int(let value):
            out += String(value)
        case .bool(let value):
            out += value ? "true" : "false"
        case .null:
            out += "null"
        }
    }

    /// RFC 8259 escaping: quote, backslash and control characters; everything else as UTF-8.
    private static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
