import BarDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An `OutputWriter` onto a real file descriptor (standard output or error of the process).
///
/// Writes go straight through, unbuffered, so standard output and standard error interleave in the order
/// they were written and nothing is lost if the process exits early. A write that fails (a full disk, a
/// closed pipe when the process ignores SIGPIPE) is remembered, and later writes are dropped: `bar` then
/// says so on standard error and exits 74 (`Bar.main`), so a truncated report never passes for a whole one.
public final class FileHandleWriter: OutputWriter, @unchecked Sendable {
    private let descriptor: Int32
    private let lock = Lock()
    private var failure: Int32?

    /// A writer onto `descriptor`, e.g. `STDOUT_FILENO`; it is not closed.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public func write(bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        guard failure == nil else { return }
        if let error = FileSystem.writeAll(bytes, to: descriptor) { failure = error.code }
    }

    public var failedWrite: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }
}
