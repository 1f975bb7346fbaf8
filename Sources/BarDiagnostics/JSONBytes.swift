/// A JSON document written member by member straight into UTF-8 bytes, for reports too large to build as a
/// `JSONValue` first: the lint report of a thousand files has tens of thousands of findings, and building each
/// as a tree of values and then appending it to a `String` piece by piece was most of the cost of writing it.
///
/// The bytes are exactly those `JSONValue.rendered(compact:)` gives for the same document (keys in the order
/// written, two-space indentation or none, `[]` and `{}` for empty containers, a newline at the end); the
/// tests compare the two.
public struct JSONBytes: Sendable {
    public let compact: Bool
    public private(set) var bytes: [UInt8] = []
    /// For each open container: whether it is an array, and how many members it has so far.
    private var open: [(isArray: Bool, count: Int)] = []
    /// For a continuation: the members its container was said to hold before it.
    private var membersBefore = 0

    public init(compact: Bool = false, capacity: Int = 0) {
        self.compact = compact
        bytes.reserveCapacity(capacity)
    }

    /// Opens an object: the document itself, an array element (no key) or an object member (`key`).
    public mutating func beginObject(_ key: String? = nil) {
        startMember(key)
        bytes.append(UInt8(ascii: "{"))
        open.append((false, 0))
    }

    /// Opens an array, like `beginObject`.
    public mutating func beginArray(_ key: String? = nil) {
        startMember(key)
        bytes.append(UInt8(ascii: "["))
        open.append((true, 0))
    }

    /// Closes the innermost open container; closing the document's own adds the final newline.
    public mutating func end() {
        guard let last = open.popLast() else { return }
        if last.count > 0 && !compact { newline() }
        bytes.append(last.isArray ? UInt8(ascii: "]") : UInt8(ascii: "}"))
        if open.isEmpty { bytes.append(UInt8(ascii: "\n")) }
    }

    public mutating func string(_ key: String?, _ value: String) {
        startMember(key)
        JSONValue.writeString(value, into: &bytes)
    }

    public mutating func int(_ key: String?, _ value: Int) {
        startMember(key)
        bytes.append(contentsOf: String(value).utf8)
    }

    public mutating func null(_ key: String?) {
        startMember(key)
        bytes.append(contentsOf: "null".utf8)
    }

    /// Any other value, rendered as `JSONValue` renders it at this depth.
    public mutating func value(_ key: String?, _ value: JSONValue) {
        startMember(key)
        var text = ""
        value.write(into: &text, indent: open.count, compact: compact)
        bytes.append(contentsOf: text.utf8)
    }

    /// The document as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// A writer of more members for the innermost open container, made apart (on another thread) and added
    /// back with `append(_:)`: it writes at the same depth, and puts a comma before its first member when
    /// `membersBefore` is more than zero (the container will already hold members where it is added).
    public func continuation(membersBefore: Int, capacity: Int = 0) -> JSONBytes {
        var continuation = JSONBytes(compact: compact, capacity: capacity)
        continuation.open = open
        if let last = open.indices.last { continuation.open[last].count = membersBefore }
        continuation.membersBefore = membersBefore
        return continuation
    }

    /// Adds what `continuation` (made by `continuation(membersBefore:)` on this writer, with every container it
    /// opened closed again) wrote, as members of the innermost open container.
    public mutating func append(_ continuation: JSONBytes) {
        bytes.append(contentsOf: continuation.bytes)
        count(continuation)
    }

    /// What `append(continuation)` would count, without copying its bytes: for a writer that hands out its
    /// bytes as it goes (`takeBytes`) and writes `continuation.bytes` out itself, right after.
    public mutating func count(_ continuation: JSONBytes) {
        if let last = open.indices.last, let written = continuation.open.last?.count {
            open[last].count += written - continuation.membersBefore
        }
    }

    /// Counts `count` members of the innermost open container as written elsewhere (their bytes handed out by
    /// whoever wrote them), as `count(_:)` does for a continuation.
    public mutating func addMembers(_ count: Int) {
        if let last = open.indices.last { open[last].count += count }
    }

    /// The bytes written so far, leaving none here; what is written next continues the same document.
    public mutating func takeBytes() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }

    /// A line break and the indentation of the current depth.
    private mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * open.count))
    }

    private mutating func startMember(_ key: String?) {
        guard let index = open.indices.last else { return }
        if open[index].count > 0 { bytes.append(UInt8(ascii: ",")) }
        if !compact { newline() }
        open[index].count += 1
        if let key {
            JSONValue.writeString(key, into: &bytes)
            bytes.append(UInt8(ascii: ":"))
            if !compact { bytes.append(UInt8(ascii: " ")) }
        }
    }
}
