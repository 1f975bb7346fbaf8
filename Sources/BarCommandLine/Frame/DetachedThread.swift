#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Threads of their own for work that blocks for long (a server's accept loop, one client's connection, a
/// file watcher), which would starve a shared pool. POSIX threads rather than Foundation's `Thread`, which
/// lives in the part of Foundation that loads ICU at start-up (docs/performance.md).
enum DetachedThread {
    /// Runs `body` on a new detached thread (with a stack of `stackSize` bytes, or the system's default);
    /// false when the system refuses to make one.
    @discardableResult
    static func start(stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let created = pthread_create(&thread, &attributes, { context in
            let pointer: UnsafeMutableRawPointer? = context  // optional on Linux, not on Darwin
            let body = Unmanaged<Body>.fromOpaque(pointer!).takeRetainedValue()
            body.run()
            return nil
        }, context)
        if created != 0 {
            Unmanaged<Body>.fromOpaque(context).release()
            return false
        }
        return true
    }

    /// Blocks the calling thread for `seconds`.
    static func sleep(seconds: Double) {
        var remaining = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var left = timespec()
        while nanosleep(&remaining, &left) != 0 && errno == EINTR { remaining = left }
    }

    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
