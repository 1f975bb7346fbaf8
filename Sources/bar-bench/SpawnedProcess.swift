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
        case noReport(String)

        var description: String {
            switch self {
            case .cannotStart(let command, let error): "cannot start \(command): \(String(cString: strerror(error)))"
            case .noReport(let command): "the benchmark process that ran \(command) reported no figures"
            }
        }
    }

    /// The option with which the benchmark runs as the small process of `measured`:
    /// `bar-bench --run-measured FOLDER COMMAND ARGUMENT…`.
    static let measuredOption = "--run-measured"

    /// Runs `command` in `folder` from a fresh benchmark process (`runMeasured`), which spawns it, waits for it
    /// and reports what it cost; its peak is then the command's own (see `run`), its wall time that of the
    /// command alone.
    static func measured(_ command: [String], in folder: String) throws -> Run {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw Failure.cannotStart(command.joined(separator: " "), errno) }
        defer { close(ends[0]) }
        let full = [ProcessStartup.benchmarkFolder() + "/bar-bench", measuredOption, folder] + command
        let pid: pid_t
        do {
            // The writing end is the child's alone once it is started: the read below ends when the child exits.
            defer { close(ends[1]) }
            pid = try spawn(full, output: .descriptor(ends[1], closing: ends[0]))
        }
        let report = FileHandle(fileDescriptor: ends[0], closeOnDealloc: false).readDataToEndOfFile()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let fields = String(decoding: report, as: UTF8.self).split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard status == 0, fields.count == 4 else { throw Failure.noReport(command.joined(separator: " ")) }
        return Run(seconds: fields[0], cpuSeconds: fields[1], peakBytes: fields[2], status: Int32(fields[3]))
    }

    /// The small process's side of `measured`: moves to `folder`, runs `command` and prints its wall and CPU
    /// seconds, peak bytes and exit status on one line.
    static func runMeasured(_ folder: String, _ command: [String]) -> Int32 {
        guard !command.isEmpty, FileManager.default.changeCurrentDirectoryPath(folder), let run = try? run(command) else { return 1 }
        print(String(format: "%.9f %.9f %.0f %d", run.seconds, run.cpuSeconds, run.peakBytes, run.status))
        return 0
    }

    /// Runs `command` (its first element the executable's path, no shell) with standard input, output and error
    /// on /dev/null, and waits for it.
    ///
    /// The peak is the command's own only when this process is small: Linux starts a spawned process's
    /// `ru_maxrss` at the peak of the process it was spawned from (`exec` records the old address space's high
    /// water mark, and a spawn shares its parent's), so from a benchmark holding hundreds of megabytes a
    /// 54 MB lint read 370 MB. `measured` gives a true peak.
    static func run(_ command: [String]) throws -> Run {
        let start = DispatchTime.now().uptimeNanoseconds
        let pid = try spawn(command, output: .nullDevice)
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

    /// Where a spawned command's standard output goes.
    private enum Output {
        case nullDevice
        /// This descriptor, with `closing` (the other end of its pipe) closed in the child.
        case descriptor(Int32, closing: Int32)
    }

    /// Starts `command` (its first element the executable's path, no shell) with standard input and error on
    /// /dev/null and standard output to `output`; its process id.
    private static func spawn(_ command: [String], output: Output) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        switch output {
        case .nullDevice:
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        case .descriptor(let descriptor, let other):
            posix_spawn_file_actions_adddup2(&actions, descriptor, 1)
            posix_spawn_file_actions_addclose(&actions, other)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = command.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var pid = pid_t()
        let started = posix_spawn(&pid, command[0], &actions, nil, arguments, environ)
        guard started == 0 else { throw Failure.cannotStart(command.joined(separator: " "), started) }
        return pid
    }
}
