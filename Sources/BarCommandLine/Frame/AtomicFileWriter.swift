#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents so that, whatever happens (a full disk, a crash, a kill mid-write), the file
/// holds either all of its old bytes or all of its new ones, never a mix or a truncated file.
///
/// It writes a temporary file in the same folder (so the final rename stays on one file system and is
/// atomic), gives it the original's permissions (and owner, where allowed), flushes it to disk, then
/// renames it over the target. If the target is a symbolic link, the file it points to is replaced and the
/// link kept. A file the user may not write is refused, as a plain write would be. On any failure the
/// temporary file is removed and the target is untouched.
public enum AtomicFileWriter {
    /// Writes `bytes` to `path` (absolute, or relative to the process's working directory; commands pass
    /// `InputFiles.Input.resolvedPath` or `CommandContext.resolve(_:)`). Errors show `path` as given.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        var target = path
        if case .success(let status) = FileSystem.status(path, followingLinks: false), status.isSymbolicLink {
            // A dangling link has no real path; writing through it creates the file it names.
            target = FileSystem.realPath(path) ?? target
        }

        var permissions: mode_t? = nil
        var owner: (uid_t, gid_t)? = nil
        switch FileSystem.status(target) {
        case .success(let status):
            if status.isDirectory { throw .unwritableFile(path, errorNumber: EISDIR) }
            // Replacing a file only needs a writable folder; refuse anyway if the file itself is read-only,
            // as writing to it directly would, so `chmod a-w` keeps protecting it.
            if access(target, W_OK) != 0 { throw .unwritableFile(path, errorNumber: errno) }
            permissions = status.permissions
            owner = (status.owner, status.group)
        case .failure(let error) where error.code == ENOENT:
            break  // A new file: it gets the usual permissions (0666 less the umask) from `open`.
        case .failure(let error):
            throw .unwritableFile(path, errorNumber: error.code)
        }

        let (directory, name) = split(target)
        var temporaryPath = ""
        var descriptor: Int32 = -1
        // A random name created exclusively, so two writers (or a leftover) never share a temporary file.
        for _ in 0..<16 {
            temporaryPath = directory + "/." + name + ".tmp-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
            descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(0o666))
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw .unwritableFile(path, errorNumber: errno) }

        func fail(_ errorNumber: Int32) -> FileError {
            if descriptor >= 0 { close(descriptor) }
            unlink(temporaryPath)
            return .unwritableFile(path, errorNumber: errorNumber)
        }

        if let error = FileSystem.writeAll(bytes, to: descriptor) { throw fail(error.code) }
        if let owner {
            _ = fchown(descriptor, owner.0, owner.1)  // Only root may give a file away; keeping ours is fine.
        }
        if let permissions, fchmod(descriptor, permissions) != 0 { throw fail(errno) }
        if fsync(descriptor) != 0 { throw fail(errno) }
        let closed = close(descriptor)
        descriptor = -1
        if closed != 0 { throw fail(errno) }
        if rename(temporaryPath, target) != 0 { throw fail(errno) }

        // Make the rename itself durable; best effort, as not every file system allows syncing a folder.
        let folder = open(directory, O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            _ = fsync(folder)
            close(folder)
        }
    }

    /// The folder holding `path` and its last component: `a/b.bar` → (`a`, `b.bar`), `b.bar` → (`.`, `b.bar`).
    private static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }
}
