import BarDiagnostics

/// The compact text of a `JSONValue` as it travels in a message body: no white space, keys in written
/// order, the same escaping as `JSONValue.rendered()`, so a transcript of the server's output is
/// byte-for-byte reproducible.
extension JSONValue {
    public func compactText() -> String {
        var out = ""
        writeCompact(into: &out)
        return out
    }

    private func writeCompact(into out: inout String) {
        switch self {
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                JSONValue.writeCompactString(member.0, into: &out)
                out += ":"
                member.1.writeCompact(into: &out)
            }
            out += "}"
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                element.writeCompact(into: &out)
            }
            out += "]"
        case .string(let text):
            JSONValue.writeCompactString(text, into: &out)
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

    /// A string as JSON: text with nothing to escape (almost every string a server sends) is copied whole;
    /// anything else goes through the shared RFC 8259 escaper, `JSONValue.writeString`.
    static func writeCompactString(_ text: String, into out: inout String) {
        let needsEscaping = text.utf8.contains { byte in
            byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
        }
        if needsEscaping {
            JSONValue.writeString(text, into: &out)
        } else {
            out += "\""
            out += text
            out += "\""
        }
    }
}

/// Reading parts of a parsed message: `params["textDocument"]?["uri"]?.stringValue`. Every accessor
/// returns nil for a value of another type, so a handler checks what it needs and answers `InvalidParams`
/// instead of trapping on a client's mistake.
extension JSONValue {
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    public var stringValue: String? { if case .string(let text) = self { text } else { nil } }
    public var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }
    public var arrayValue: [JSONValue]? { if case .array(let elements) = self { elements } else { nil } }
    public var isNull: Bool { if case .null = self { true } else { false } }

    /// An integer, also when written with a zero fraction (`3.0`); nil beyond `Int`.
    public var intValue: Int? {
        switch self {
        case .int(let value): return value
        case .number(let value):
            guard value.rounded() == value, abs(value) < 9.0e15 else { return nil }
            return Int(value)
        default: return nil
        }
    }
}
