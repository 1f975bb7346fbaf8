import BarDiagnostics

/// An `OutputWriter` that keeps everything in memory, for tests and for commands that build output before
/// deciding where it goes. Safe to write from several threads.
public final class OutputBuffer: OutputWriter, @unchecked Sendable {
    private let lock = Lock()
    private var storage: [UInt8] = []

    public init() {}

    public func write(bytes: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        storage.append(contentsOf: bytes)
    }

    /// Everything written so far.
    public var bytes: [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// Everything written so far, decoded as UTF-8 (invalid bytes shown as U+FFFD).
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
