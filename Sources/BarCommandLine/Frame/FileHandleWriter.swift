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
/// they were written and nothing is lost if the process exits early. A write that fails (a closed pipe
/// when the process ignores SIGPIPE, a full disk) is dropped: there is nowhere left to report it.
public final class FileHandleWriter: OutputWriter, @unchecked Sendable {
    private let descriptor: Int32

    /// A writer onto `descriptor`, e.g. `STDOUT_FILENO`; it is not closed.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public func write(bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        _ = FileSystem.writeAll(bytes, to: descriptor)
    }
}
