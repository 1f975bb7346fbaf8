import BarDiagnostics

/// Values a command is done with whose memory it leaves to the end of the process rather than free.
///
/// Freeing a large structure visits every part of it, long out of the cache by then; a process about to exit
/// gets all its memory back at once. `bar import` leaves its syntax trees here (`SyntaxTreeRelease`). The
/// values live as long as the `CommandContext` holding this: the live context lasts until the process exits
/// and is never torn down, so they are never freed one by one; a test's context frees them with itself.
public final class MemoryLeftToExit: @unchecked Sendable {
    private let lock = Lock()
    private var values: [any Sendable] = []

    public init() {}

    public func keep(_ value: any Sendable) {
        lock.withLock { values.append(value) }
    }

    /// How many values are kept (for tests).
    public var count: Int { lock.withLock { values.count } }
}
