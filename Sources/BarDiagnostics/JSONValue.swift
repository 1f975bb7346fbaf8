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
        escapeRuns(text, copy: { out += text[$0] }, escaped: { out += $0 })
        out += "\""
    }

    /// The same, appended to UTF-8 bytes (`JSONBytes`).
    public static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        escapeRuns(text, copy: { out.append(contentsOf: text.utf8[$0]) }, escaped: { out.append(contentsOf: $0.utf8) })
        out.append(UInt8(ascii: "\""))
    }

    /// Walks `text` once, handing `copy` each run of it that needs no escaping and `escaped` the escape of each
    /// byte (or U+2028/U+2029) between the runs, in order. Copied in runs: a lint report of thousands of
    /// findings is mostly messages and paths with nothing to escape, and appending them one scalar at a time
    /// was most of the cost of writing it. Every byte escaped is ASCII or starts U+2028/U+2029, so each run
    /// starts and ends on a scalar boundary.
    @inline(__always)
    private static func escapeRuns(_ text: String, copy: (Range<String.Index>) -> Void, escaped: (String) -> Void) {
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
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
            case 0xE2:
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                let second = utf8.index(after: index)
                if second != utf8.endIndex, utf8[second] == 0x80 {
                    let third = utf8.index(after: second)
                    if third != utf8.endIndex, utf8[third] == 0xA8 || utf8[third] == 0xA9 {
                        escape = unicodeEscape(utf8[third] == 0xA8 ? 0x2028 : 0x2029)
                        width = 3
                    }
                }
            default:
                break
            }
            guard let escape else {
                index = utf8.index(after: index)
                continue
            }
            if runStart != index { copy(runStart..<index) }
            escaped(escape)
            index = utf8.index(index, offsetBy: width)
            runStart = index
        }
        if runStart != utf8.endIndex { copy(runStart..<utf8.endIndex) }
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
