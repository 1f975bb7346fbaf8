import BarDiagnostics
import BarWorkspace

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls the frame needs, wrapped so callers get `errno` values (and so `strerror` text that
/// matches what other Unix tools print) instead of Foundation's localised, platform-dependent errors.
enum FileSystem {
    /// What `stat` says about a path, reduced to what the frame uses.
    struct Status {
        var isDirectory: Bool
        var isRegularFile: Bool
        var isSymbolicLink: Bool
        /// A terminal, `/dev/null`, `/dev/full`: written in place, never replaced (`AtomicFileWriter`).
        var isCharacterDevice: Bool
        var isNamedPipe: Bool
        var size: Int
        var permissions: mode_t
        var owner: uid_t
        var group: gid_t
        /// The file itself, whatever path names it: its device and inode.
        var fileID: FileID

        /// A character device or a named pipe: an output written in place, never replaced (`AtomicFileWriter`).
        var isWrittenInPlace: Bool { isCharacterDevice || isNamedPipe }
    }

    struct FileID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private static let typeMask: mode_t = 0o170000
    private static let directoryType: mode_t = 0o040000
    private static let regularType: mode_t = 0o100000
    private static let symbolicLinkType: mode_t = 0o120000
    private static let characterDeviceType: mode_t = 0o020000
    private static let namedPipeType: mode_t = 0o010000

    /// `strerror` text for `errorNumber`, e.g. "No such file or directory".
    static func describe(_ errorNumber: Int32) -> String {
        guard let text = strerror(errorNumber) else { return "error \(errorNumber)" }
        return String(cString: text)
    }

    /// `stat` (or `lstat` when `followingLinks` is false); the error is an `errno` value.
    static func status(_ path: String, followingLinks: Bool = true) -> Result<Status, Errno> {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return .failure(Errno(errno)) }
        return .success(status(info))
    }

    static func status(descriptor: Int32) -> Result<Status, Errno> {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(Errno(errno)) }
        return .success(status(info))
    }

    private static func status(_ info: stat) -> Status {
        let type = info.st_mode & typeMask
        return Status(
            isDirectory: type == directoryType, isRegularFile: type == regularType,
            isSymbolicLink: type == symbolicLinkType, isCharacterDevice: type == characterDeviceType, isNamedPipe: type == namedPipeType,
            size: Int(info.st_size),
            permissions: info.st_mode & 0o7777, owner: info.st_uid, group: info.st_gid,
            fileID: FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }

    /// The names in a folder, without `.` and `..`, in no particular order.
    static func contents(ofDirectory path: String) -> Result<[String], Errno> {
        entries(ofDirectory: path).map { $0.map(\.name) }
    }

    /// An entry of a folder as listing it tells: its name and, on most file systems, its kind.
    struct DirectoryEntry {
        /// What an entry is, without following a symbolic link.
        enum Kind {
            case directory
            case symbolicLink
            case regularFile
            /// A device, pipe or socket: never read by a search, since reading a named pipe nobody writes to
            /// waits for ever (a folder holding one made `bar check` hang).
            case other
            /// The file system did not say (`DT_UNKNOWN`): ask `status(_:followingLinks:)`, and `init(_:)`.
            case unknown

            /// The kind `status(_:followingLinks: false)` gives.
            init(_ status: Status) {
                self = status.isDirectory ? .directory : status.isSymbolicLink ? .symbolicLink : status.isRegularFile ? .regularFile : .other
            }
        }

        var name: String
        var kind: Kind
        /// False when the name's bytes are not UTF-8: `name` then shows them repaired (with U+FFFD), and is not
        /// a path that opens the entry.
        var hasValidName = true
    }

    /// The entries of a folder, without `.` and `..`, in no particular order, each with the kind the listing
    /// gives (`d_type`): a search of ten thousand files then needs no `lstat` for each.
    static func entries(ofDirectory path: String) -> Result<[DirectoryEntry], Errno> {
        guard let directory = opendir(path) else { return .failure(Errno(errno)) }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { return .failure(Errno(errno)) }
                break
            }
            let (name, hasValidName) = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(validatingCString: $0).map { ($0, true) } ?? (String(cString: $0), false)
                }
            }
            guard name != "." && name != ".." else { continue }
            let kind: DirectoryEntry.Kind
            switch Int(entry.pointee.d_type) {
            case Int(DT_DIR): kind = .directory
            case Int(DT_LNK): kind = .symbolicLink
            case Int(DT_REG): kind = .regularFile
            case Int(DT_UNKNOWN): kind = .unknown
            default: kind = .other
            }
            entries.append(DirectoryEntry(name: name, kind: kind, hasValidName: hasValidName))
        }
        return .success(entries)
    }

    /// What a `walk` does after visiting an entry.
    enum WalkStep {
        /// Go on (into the entry when it is a folder).
        case next
        /// Go on, but not into this folder.
        case skipDescendants
        case stop
    }

    /// Visits everything below `folder` depth first, each entry as its path relative to `folder`, its name and
    /// whether it is a folder. Symbolic links are not followed; unreadable folders are passed over.
    static func walk(_ folder: String, _ visit: (_ relative: String, _ name: String, _ isDirectory: Bool) -> WalkStep) {
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            guard case .success(let names) = contents(ofDirectory: path) else { continue }
            var folders: [String] = []
            for name in names.sorted(by: ByteOrder.precedes) {
                let entry = relative.isEmpty ? name : relative + "/" + name
                var isDirectory = false
                if case .success(let status) = status(path + "/" + name, followingLinks: false) { isDirectory = status.isDirectory }
                switch visit(entry, name, isDirectory) {
                case .stop: return
                case .skipDescendants: continue
                case .next: if isDirectory { folders.append(entry) }
                }
            }
            pending.append(contentsOf: folders.reversed())
        }
    }

    /// `mkdir -p`: every missing folder of `folder` (0777 less the umask, as `mkdir -p` makes them), or the
    /// `errno` of the first that could not be made.
    static func makeFolders(_ folder: String) -> Int32? {
        var current = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o777) != 0 && errno != EEXIST { return errno }
        }
        return nil
    }

    /// The first `count` bytes of the file at `path` (fewer if it is shorter): enough to check a header
    /// without reading a file of any size.
    static func readPrefix(_ path: String, count: Int) -> Result<[UInt8], Errno> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(Errno(errno)) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, count - filled) }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(Errno(errno))
            }
            if got == 0 { break }
            filled += got
        }
        return .success(Array(bytes[0..<filled]))
    }

    /// Whether `path` is a regular file once links are followed: what a search or a lookup of a file by its name
    /// reads. A named pipe, socket or device found that way is passed over, as reading one can wait for ever.
    static func isRegularFile(_ path: String) -> Bool {
        if case .success(let status) = status(path) { return status.isRegularFile }
        return false
    }

    /// The bytes of the file at `path`, refusing more than `limit` bytes (checked while reading, so pipes
    /// and devices are bounded too).
    static func readFile(_ path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.system(Errno(errno))) }
        defer { close(descriptor) }
        var expected = 0
        if case .success(let status) = status(descriptor: descriptor) {
            if status.isDirectory { return .failure(.system(Errno(EISDIR))) }
            if status.isRegularFile && status.size > limit { return .failure(.tooLarge) }
            if status.isRegularFile { expected = status.size }
        }
        return readAll(descriptor: descriptor, limit: limit, expected: expected)
    }

    /// Everything `descriptor` gives until its end, refusing more than `limit` bytes as they arrive, so a pipe
    /// that never ends (`yes | bar check -`) costs `limit` bytes, not all the memory there is. A read error is
    /// a failure, not an early end: a directory or a closed descriptor as standard input is unreadable.
    static func readAll(descriptor: Int32, limit: Int, expected: Int = 0) -> Result<[UInt8], ReadFailure> {
        // A chunk the size of the file (and one byte, to see its end in the same pass), up to 64 KiB, left
        // uninitialised: zeroing a 64 KiB chunk for every small spec was most of reading it.
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: min(max(expected + 1, 4096), 64 * 1024), alignment: 1)
        defer { chunk.deallocate() }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expected)
        while true {
            let count = read(descriptor, chunk.baseAddress, chunk.count)
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.system(Errno(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
            if bytes.count > limit { return .failure(.tooLarge) }
        }
        return .success(bytes)
    }

    enum ReadFailure: Error {
        case system(Errno)
        case tooLarge
    }

    /// An `errno` value, as an `Error` so it can travel in a `Result`.
    struct Errno: Error, Equatable {
        var code: Int32
        init(_ code: Int32) { self.code = code }
    }

    /// Where the symbolic link at `path` leads, followed link by link (`SymbolicLinks.maximumFollowed`) until a
    /// name that is not a link, whether or not anything is there: the file a write through a dangling link
    /// creates. Nil when `path` is not a link, or the links loop.
    static func linkDestination(_ path: String) -> String? {
        var current = path
        for _ in 0..<SymbolicLinks.maximumFollowed {
            guard case .success(let status) = self.status(current, followingLinks: false), status.isSymbolicLink else {
                return current == path ? nil : current
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if target.hasPrefix("/") {
                current = target
            } else {
                let slash = current.lastIndex(of: "/")
                current = slash.map { String(current[...$0]) + target } ?? target
            }
        }
        return nil
    }

    /// The canonical absolute path (symbolic links resolved), or `nil` if it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Writes all of `bytes` to `descriptor`, retrying short and interrupted writes.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Errno? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return Errno(errno)
            }
            offset += written
        }
        return nil
    }
}
