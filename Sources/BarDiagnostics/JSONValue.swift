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
                if !compact { out += JSONValue.indentation(indent + 1) }
                JSONValue.writeString(member.0, into: &out)
                out += compact ? ":" : ": "
                member.1.write(into: &out, indent: indent + 1, compact: compact)
                if index < members.count - 1 { out += "," }
                if !compact { out += "\n" }
            }
            if !compact { out += JSONValue.indentation(indent) }
            out += "}"
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            out += compact ? "[" : "[\n"
            for (index, element) in elements.enumerated() {
                if !compact { out += JSONValue.indentation(indent + 1) }
                element.write(into: &out, indent: indent + 1, compact: compact)
                if index < elements.count - 1 { out += "," }
                if !compact { out += "\n" }
            }
            if !compact { out += JSONValue.indentation(indent) }
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
        escapeRuns(text) { bytes, run in
            if run.count == bytes.count {
                out += text
            } else {
                let utf8 = text.utf8
                out += text[utf8.index(utf8.startIndex, offsetBy: run.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: run.upperBound)]
            }
        } escaped: { out += $0 }
        out += "\""
    }

    /// The same, appended to UTF-8 bytes (`JSONBytes`).
    public static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        escapeRuns(text) { bytes, run in out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run])) } escaped: { out.append(contentsOf: $0.utf8) }
        out.append(UInt8(ascii: "\""))
    }

    /// Walks the UTF-8 of `text` once, handing `copy` each run of it (offsets into its bytes) that needs no
    /// escaping and `escaped` the escape of each byte (or U+2028/U+2029) between the runs, in order. Copied in
    /// runs: a lint report of thousands of findings is mostly messages and paths with nothing to escape, and
    /// appending them one scalar at a time was most of the cost of writing it; the bytes are read from the
    /// string's contiguous storage, not through its index type. Every byte escaped is ASCII or starts
    /// U+2028/U+2029, so each run starts and ends on a scalar boundary.
    @inline(__always)
    private static func escapeRuns(
        _ text: String, copy: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Void, escaped: (String) -> Void
    ) {
        var contiguous = text
        contiguous.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != 0x7F && byte != 0xE2 {
                    index += 1
                    continue
                }
                var escape: String?
                var width = 1
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case 0x08: escape = "\\b"
                case 0x0C: escape = "\\f"
                case 0..<0x20, 0x7F: escape = unicodeEscape(UInt32(byte))
                default:
                    // 0xE2: U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                    if index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                        escape = unicodeEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                        width = 3
                    }
                }
                guard let escape else {
                    index += 1
                    continue
                }
                if runStart != index { copy(bytes, runStart..<index) }
                escaped(escape)
                index += width
                runStart = index
            }
            if runStart != bytes.count { copy(bytes, runStart..<bytes.count) }
        }
    }

    /// Two spaces a level; the usual depths made once, not for every member written.
    private static let indentations = (0..<12).map { String(repeating: "  ", count: $0) }

    static func indentation(_ depth: Int) -> String {
        depth < indentations.count ? indentations[depth] : String(repeating: "  ", count: depth)
    }

    /// `\u001b`: four lowercase hex digits.
    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
