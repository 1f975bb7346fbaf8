import BarDiagnostics

/// Reads standard input at most once and remembers it.
///
/// Standard input can only be read once; remembering it means `bar check - -` or two helpers that both ask
/// for it see the same bytes instead of the second one seeing nothing.
final class StandardInputReader: @unchecked Sendable {
    private let lock = Lock()
    private let read: @Sendable () -> Result<[UInt8], FileError>
    private var cached: Result<[UInt8], FileError>?

    init(_ read: @escaping @Sendable () -> Result<[UInt8], FileError>) {
        self.read = read
    }

    /// The bytes, or why they could not be had (too many, or a read error), the same every time.
    func bytes() -> Result<[UInt8], FileError> {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        let bytes = read()
        cached = bytes
        return bytes
    }
}
