import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of a command as its own process, measured as the operating system accounts for it: what a user
/// waits for and pays when a shell, CI or a hook runs `bar` — the dynamic loader, start-up, every page the
/// process touches for the first time, and its caches cold.
enum SpawnedProcess {
    /// What one run cost.
    struct Run {
        /// Wall seconds from `posix_spawn` to the process being reaped.
        var seconds: Double
        /// User and system CPU seconds of the process, every thread (`wait4`'s resource usage).
        var cpuSeconds: Double
        /// The process's peak resident set, in bytes (`ru_maxrss`).
        var peakBytes: Double
        /// The exit status, or −1 when a signal ended it.
        var status: Int32
    }

    enum Failure: Error, CustomStringConvertible {
        case cannotStart(String, Int32)

        var description: String {
            switch self {
            case .cannotStart(let command, let error): "cannot start \(command): \(String(cString: strerror(error)))"
            }
        }
    }

    /// Runs `command` (its first element the executable's path, no shell) with standard input, output and error
    /// on /dev/null, in `folder` when given (else in this process's folder), and waits for it.
    static func run(_ command: [String], in folder: String? = nil) throws -> Run {
        // posix_spawn cannot be told the child's folder here (its `addchdir` is not in the Swift Glibc module), so
        // this process moves there for the spawn and back: the benchmark spawns from one thread.
        let home = FileManager.default.currentDirectoryPath
        if let folder { guard FileManager.default.changeCurrentDirectoryPath(folder) else { throw Failure.cannotStart(command.joined(separator: " ") + " in " + folder, errno) } }
        defer { if folder != nil { _ = FileManager.default.changeCurrentDirectoryPath(home) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = command.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        let started = posix_spawn(&pid, command[0], &actions, nil, arguments, environ)
        guard started == 0 else { throw Failure.cannotStart(command.joined(separator: " "), started) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        // Exited normally when the low seven bits (the terminating signal) are 0; the exit status is the next byte.
        let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : -1
        #if os(Linux)
        let peakBytes = Double(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #else
        let peakBytes = Double(usage.ru_maxrss)  // bytes on Darwin
        #endif
        return Run(
            seconds: wall, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), peakBytes: peakBytes,
            status: exitStatus)
    }
}
