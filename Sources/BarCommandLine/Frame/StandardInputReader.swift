import BarDiagnostics

/// Reads standard input at most once and remembers it.
///
/// Standard input can only be read once; remembering it means `bar check - -` or two helpers that both ask
/// for it see the same bytes instead of the second one seeing nothing.
final class StandardInputReader: @unchecked Sendable {
    private let lock = Lock()
    private let read: @Sendable () -> [UInt8]
    private var cached: [UInt8]?

    init(_ read: @escaping @Sendable () -> [UInt8]) {
        self.read = read
    }

    func bytes() -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        let bytes = read()
        cached = bytes
        return bytes
    }
}
