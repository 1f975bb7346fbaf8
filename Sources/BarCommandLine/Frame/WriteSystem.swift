#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls `AtomicFileWriter` makes, behind one seam.
///
/// Writing a file safely is a sequence of calls each of which can fail for reasons a test cannot arrange on
/// a real disk (a full disk in the middle of `write`, `fsync` failing, a folder turned read-only between
/// creating the temporary file and renaming it). Tests pass a `WriteSystem` that fails any one of them and
/// check that the original file is untouched, nothing is left behind and the error is clear. Every method
/// returns an `errno` value on failure, never throws, so the writer's clean-up path is the only one.
public protocol WriteSystem: Sendable {
    /// Creates `path` exclusively (`O_CREAT | O_EXCL`) for writing and returns its descriptor.
    func createExclusively(_ path: String, mode: UInt32) -> Result<Int32, WriteFailure>
    /// Opens an existing file that is not a regular one (a device, a named pipe) for writing in place, in
    /// blocking mode, and returns its descriptor; ENXIO for a named pipe no process reads.
    func openExisting(_ path: String) -> Result<Int32, WriteFailure>
    /// Writes all of `bytes`, retrying short and interrupted writes.
    func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> WriteFailure?
    /// Gives the open file an owner and group; failure is ignored by the writer (only root may give a file away).
    func changeOwner(of descriptor: Int32, owner: UInt32, group: UInt32) -> WriteFailure?
    func changePermissions(of descriptor: Int32, to permissions: UInt32) -> WriteFailure?
    func synchronize(_ descriptor: Int32) -> WriteFailure?
    func close(_ descriptor: Int32) -> WriteFailure?
    func rename(_ from: String, to: String) -> WriteFailure?
    func remove(_ path: String) -> WriteFailure?
    /// Best effort: makes a rename in `directory` durable.
    func synchronizeDirectory(_ directory: String)
    /// The names in `directory`, or nil when it cannot be listed.
    func names(inDirectory directory: String) -> [String]?
    /// Whether a process with this id is running (or may be: one we may not signal counts as running).
    func processIsRunning(_ processID: Int32) -> Bool
    /// This process's id, written into the names of its temporary files.
    var currentProcessID: Int32 { get }
}

/// An `errno` value from a failed system call.
public struct WriteFailure: Error, Equatable, Sendable {
    public var errorNumber: Int32
    public init(_ errorNumber: Int32) { self.errorNumber = errorNumber }
}

/// The real system calls.
public struct POSIXWriteSystem: WriteSystem {
    public init() {}

    public func createExclusively(_ path: String, mode: UInt32) -> Result<Int32, WriteFailure> {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(mode))
        return descriptor >= 0 ? .success(descriptor) : .failure(WriteFailure(errno))
    }

    public func openExisting(_ path: String) -> Result<Int32, WriteFailure> {
        // Opened without blocking, so a named pipe nobody reads fails at once (ENXIO) instead of waiting for a
        // reader for ever; then switched back, so writes wait for a slow reader rather than fail.
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(WriteFailure(errno)) }
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
            let failure = WriteFailure(errno)
            _ = self.close(descriptor)
            return .failure(failure)
        }
        return .success(descriptor)
    }

    public func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> WriteFailure? {
        FileSystem.writeAll(bytes, to: descriptor).map { WriteFailure($0.code) }
    }

    public func changeOwner(of descriptor: Int32, owner: UInt32, group: UInt32) -> WriteFailure? {
        fchown(descriptor, uid_t(owner), gid_t(group)) == 0 ? nil : WriteFailure(errno)
    }

    public func changePermissions(of descriptor: Int32, to permissions: UInt32) -> WriteFailure? {
        fchmod(descriptor, mode_t(permissions)) == 0 ? nil : WriteFailure(errno)
    }

    public func synchronize(_ descriptor: Int32) -> WriteFailure? {
        fsync(descriptor) == 0 ? nil : WriteFailure(errno)
    }

    public func close(_ descriptor: Int32) -> WriteFailure? {
        #if canImport(Glibc)
        let result = Glibc.close(descriptor)
        #elseif canImport(Musl)
        let result = Musl.close(descriptor)
        #else
        let result = Darwin.close(descriptor)
        #endif
        return result == 0 ? nil : WriteFailure(errno)
    }

    public func rename(_ from: String, to: String) -> WriteFailure? {
        #if canImport(Glibc)
        let result = Glibc.rename(from, to)
        #elseif canImport(Musl)
        let result = Musl.rename(from, to)
        #else
        let result = Darwin.rename(from, to)
        #endif
        return result == 0 ? nil : WriteFailure(errno)
    }

    public func remove(_ path: String) -> WriteFailure? {
        unlink(path) == 0 ? nil : WriteFailure(errno)
    }

    public func synchronizeDirectory(_ directory: String) {
        let folder = open(directory, O_RDONLY | O_CLOEXEC)
        guard folder >= 0 else { return }
        _ = fsync(folder)
        _ = self.close(folder)
    }

    public func names(inDirectory directory: String) -> [String]? {
        try? FileSystem.contents(ofDirectory: directory).get()
    }

    public func processIsRunning(_ processID: Int32) -> Bool {
        // Signal 0 checks for existence only; EPERM means it exists under another user.
        kill(pid_t(processID), 0) == 0 || errno != ESRCH
    }

    public var currentProcessID: Int32 { Int32(getpid()) }
}
