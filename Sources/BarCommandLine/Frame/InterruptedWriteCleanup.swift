#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes the temporary files of writes in progress when the process is interrupted (Ctrl-C, `kill`, a closed
/// terminal), so an interrupted `bar fmt --write` or `bar generate` leaves nothing beside the user's files.
///
/// The writers (`AtomicFileWriter`, `NewFileWriter`) note each temporary file here from just before it is
/// created until it is renamed or removed. On SIGINT, SIGTERM or SIGHUP the handler unlinks every one noted,
/// then lets the signal end the process as it would have (its default action, so the exit status still says
/// which signal). Only `SIGKILL` cannot be caught; what it leaves is removed by the next write of that file
/// (`TemporaryFileSweeper`), as before.
///
/// A signal handler may only call async-signal-safe functions and must not allocate or lock, so the paths are
/// kept in memory allocated once, as C strings in fixed slots, each marked in use by a word the handler reads.
/// A handler already installed (or a signal ignored) is left as it is: the handlers are installed only where
/// the signal would otherwise end the process with its default action.
enum InterruptedWriteCleanup {
    /// Writes in progress at once, at most; one more is written without the cleanup (the sweep still covers it).
    static let slotCount = 16
    /// Bytes of one path, its terminating NUL included; a longer path is written without the cleanup.
    static let pathCapacity = Int(PATH_MAX) + 1

    /// The signals whose default action ends the process and that a person or a system sends to stop it.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// `slotCount` paths of `pathCapacity` bytes, then `slotCount` in-use words; allocated once, never freed.
    private nonisolated(unsafe) static let storage: UnsafeMutableRawPointer = {
        let bytes = slotCount * pathCapacity + slotCount * MemoryLayout<Int>.stride
        let memory = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: MemoryLayout<Int>.alignment)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        return memory
    }()

    private static var paths: UnsafeMutablePointer<CChar> { storage.assumingMemoryBound(to: CChar.self) }
    private static var inUse: UnsafeMutablePointer<Int> {
        (storage + slotCount * pathCapacity).assumingMemoryBound(to: Int.self)
    }

    /// Guards the choice of a free slot between threads (the handler never takes it).
    private nonisolated(unsafe) static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()

    private nonisolated(unsafe) static var installed = false

    /// Notes `path` as a temporary file to remove if the process is interrupted; the slot to pass to `forget`,
    /// or nil when no slot is free or the path is too long (the write then goes on without the cleanup).
    static func remember(_ path: String) -> Int? {
        let bytes = Array(path.utf8)
        guard bytes.count < pathCapacity, !bytes.contains(0) else { return nil }
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if !installed {
            installHandlers()
            installed = true
        }
        for slot in 0..<slotCount where inUse[slot] == 0 {
            let start = paths + slot * pathCapacity
            for (index, byte) in bytes.enumerated() { start[index] = CChar(bitPattern: byte) }
            start[bytes.count] = 0
            // The path is whole before its slot is marked, so a handler never reads a half-written one: releasing
            // and taking the lock again orders the path's bytes before the mark, for the compiler and the processor.
            pthread_mutex_unlock(lock)
            pthread_mutex_lock(lock)
            inUse[slot] = 1
            return slot
        }
        return nil
    }

    /// The write in `slot` is over (renamed into place or removed): its path is no longer removed on a signal.
    static func forget(_ slot: Int?) {
        guard let slot else { return }
        pthread_mutex_lock(lock)
        inUse[slot] = 0
        pthread_mutex_unlock(lock)
    }

    /// The paths noted now, for tests.
    static var remembered: [String] {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return (0..<slotCount).filter { inUse[$0] != 0 }.map { String(cString: paths + $0 * pathCapacity) }
    }

    /// Creates a file the way `create` does with the signals above held back until the file is noted, so an
    /// interrupt can come before the file exists or after it is noted, never in between; the slot is returned
    /// with `create`'s result (nil when the file was not created).
    static func creating<Result>(_ path: String, _ create: () -> Result, created: (Result) -> Bool) -> (Result, slot: Int?) {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for signal in signals { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let result = create()
        return (result, created(result) ? remember(path) : nil)
    }

    private static func installHandlers() {
        for signal in signals {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0, isDefault(current) else { continue }
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handle
            #else
            action.__sigaction_handler.sa_handler = handle
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }

    private static func isDefault(_ action: sigaction) -> Bool {
        #if canImport(Darwin)
        let handler = action.__sigaction_u.__sa_handler
        #else
        let handler = action.__sigaction_handler.sa_handler
        #endif
        return handler == nil || unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_DFL, to: Int.self)
    }

    /// The handler: unlink what is noted, restore the default action and send the signal again, which now ends
    /// the process as it would have. Only async-signal-safe calls.
    private static let handle: @convention(c) (Int32) -> Void = { number in
        let paths = InterruptedWriteCleanup.paths
        let inUse = InterruptedWriteCleanup.inUse
        for slot in 0..<InterruptedWriteCleanup.slotCount where inUse[slot] != 0 {
            unlink(paths + slot * InterruptedWriteCleanup.pathCapacity)
        }
        signal(number, SIG_DFL)
        raise(number)
    }
}
