/// Writes one JSON document piece by piece, so a large report never exists whole in memory: a command
/// opens the containers, writes each element as it is computed, and hands the text written so far to its
/// output whenever it likes (`take()`).
///
/// The bytes are exactly those `JSONValue.rendered()` (or `rendered(compact: true)`) gives for the same
/// document: keys in the order written, two-space indentation or none, `[]` and `{}` for empty containers,
/// a newline at the end.
public struct JSONStreamWriter {
    public let compact: Bool
    private var text = ""
    /// For each open container: whether it is an array, and how many members it has so far.
    private var open: [(isArray: Bool, count: Int)] = []

    public init(compact: Bool = false) {
        self.compact = compact
    }

    /// Opens an object: the document itself, an array element (no key) or an object member (`key`).
    public mutating func beginObject(_ key: String? = nil) {
        startMember(key)
        text += "{"
        open.append((false, 0))
    }

    /// Opens an array, like `beginObject`.
    public mutating func beginArray(_ key: String? = nil) {
        startMember(key)
        text += "["
        open.append((true, 0))
    }

    /// Writes a whole value as one member or element.
    public mutating func value(_ value: JSONValue, _ key: String? = nil) {
        startMember(key)
        value.write(into: &text, indent: open.count, compact: compact)
    }

    /// Closes the innermost open container; closing the document's own adds the final newline.
    public mutating func end() {
        guard let last = open.popLast() else { return }
        if last.count > 0 && !compact {
            text += "\n" + String(repeating: "  ", count: open.count)
        }
        text += last.isArray ? "]" : "}"
        if open.isEmpty { text += "\n" }
    }

    /// The text written since the last call, handed over and forgotten.
    public mutating func take() -> String {
        defer { text = "" }
        return text
    }

    private mutating func startMember(_ key: String?) {
        guard let index = open.indices.last else { return }
        if open[index].count > 0 { text += "," }
        if !compact { text += "\n" + String(repeating: "  ", count: open.count) }
        open[index].count += 1
        if let key {
            JSONValue.writeString(key, into: &text)
            text += compact ? ":" : ": "
        }
    }
}
