/// Somewhere a command writes text: the process's standard output or error, or memory in tests.
///
/// Commands write through this rather than `print` so tests can run them in-process and read exactly what
/// a user would have seen, on which stream, without spawning a process.
public protocol OutputWriter: AnyObject, Sendable {
    /// Writes `bytes` as they are; they are never re-encoded or buffered past the call.
    func write(bytes: [UInt8])
    /// The `errno` of the first write that failed, if one did (nil for writers that cannot fail).
    var failedWrite: Int32? { get }
}

extension OutputWriter {
    public var failedWrite: Int32? { nil }

    /// Writes `text` as UTF-8, without adding a newline.
    public func write(_ text: String) {
        write(bytes: Array(text.utf8))
    }

    /// Writes `text` followed by a newline, like `print`.
    public func writeLine(_ text: String = "") {
        write(text + "\n")
    }
}
