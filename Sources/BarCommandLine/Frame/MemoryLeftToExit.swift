import BarDiagnostics

/// Values a command is done with whose memory it leaves to the end of the process rather than free.
///
/// Freeing a large structure visits every part of it, long out of the cache by then; a process about to exit
/// gets all its memory back at once. `bar import` leaves its syntax trees here (`SyntaxTreeRelease`), which
/// keeps them through the rest of the command (writing the specs, or reading those `--check` compares with):
/// its peak memory is higher by about what the trees hold. The values live as long as the `CommandContext`
/// holding this: the live context lasts until the process exits and is never torn down, so they are never
/// freed one by one; a test's context frees them with itself. A program that runs many commands with one
/// context keeps what each of them left: it should give each command a context of its own.
public final class MemoryLeftToExit: @unchecked Sendable {
    private let lock = Lock()
    private var values: [any Sendable] = []

    public init() {}

    public func keep(_ value: any Sendable) {
        lock.withLock { values.append(value) }
    }

    /// How many values are kept (for tests).
    public var count: Int { lock.withLock { values.count } }

    /// The values kept, in the order given (for tests).
    var kept: [any Sendable] { lock.withLock { values } }
}
