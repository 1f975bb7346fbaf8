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
/// renames it over the target; the folder is synced after that, at once or, for a command's writes, once per
/// folder when the command ends (`PendingFolderSyncs`). If the target is a symbolic link, the file it points to is replaced and the
/// link kept. A character device or a named pipe is written in place instead (`writeInPlace`). A file the
/// user may not write is refused, as a plain write would be. On any failure the temporary file is removed and
/// the target is untouched.
///
/// A process killed between creating its temporary file and renaming it (`SIGKILL` cannot be caught) leaves
/// that file behind. Temporary files are therefore named after the target and the writing process,
/// `.<name>.bar-write.<pid>.<random>`, and every write first removes the ones for the same target whose
/// process is no longer running: an interrupted run leaves nothing that the next write of that file does not
/// clean up. An interrupt that can be caught (Ctrl-C, `kill`, a closed terminal) leaves nothing at all: the
/// temporary file is removed as the process ends (`InterruptedWriteCleanup`). Finding them reads the folder's names, once per folder for all the writes that share a
/// `TemporaryFileSweeper` (a command's).
public enum AtomicFileWriter {
    /// Writes `bytes` to `path` (absolute, or relative to the process's working directory; commands pass
    /// `InputFiles.Input.resolvedPath` or `CommandContext.resolve(_:)`). Errors show `path` as given.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        try write(bytes, to: path, using: POSIXWriteSystem())
    }

    /// `write(_:to:)` through a given `system`, so tests can make any step fail, with the folder swept by
    /// `sweeper` (a new one, unless the caller writes several files: see `TemporaryFileSweeper`). With
    /// `folderSyncs` the folder is noted there to be synced later, once for all the files renamed into it
    /// (`PendingFolderSyncs`); without, it is synced before this returns.
    public static func write(
        _ bytes: [UInt8], to path: String, using system: some WriteSystem, sweeper: TemporaryFileSweeper = TemporaryFileSweeper(),
        folderSyncs: PendingFolderSyncs? = nil
    ) throws(FileError) {
        try write(chunks: CollectionOfOne(bytes), to: path, using: system, sweeper: sweeper, folderSyncs: folderSyncs)
    }

    /// Writes the bytes of `chunks`, one after another, as one file: each chunk is asked for only when the one
    /// before it is written, so a large output (a page of thousands of screens) is never held whole. The file
    /// is replaced only after the last chunk, exactly as `write(_:to:)` replaces it.
    public static func write(
        chunks: some Sequence<[UInt8]>, to path: String, using system: some WriteSystem,
        sweeper: TemporaryFileSweeper = TemporaryFileSweeper(), folderSyncs: PendingFolderSyncs? = nil
    ) throws(FileError) {
        var target = path
        if case .success(let status) = FileSystem.status(path, followingLinks: false), status.isSymbolicLink {
            // A dangling link has no real path; writing through it creates the file it names (the link is kept).
            target = FileSystem.realPath(path) ?? FileSystem.linkDestination(path) ?? target
        }

        var permissions: mode_t? = nil
        var owner: (uid_t, gid_t)? = nil
        switch FileSystem.status(target) {
        case .success(let status):
            if status.isDirectory { throw .unwritableFile(path, errorNumber: EISDIR) }
            if !status.isRegularFile {
                try writeInPlace(chunks, to: target, shownAs: path, status: status, using: system)
                return
            }
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
        sweeper.sweep(name, in: directory, using: system)

        var temporaryPath = ""
        var descriptor: Int32 = -1
        var creationError = EEXIST
        // Noted from its creation until it is renamed or removed, so an interrupt removes it too.
        var cleanupSlot: Int?
        defer { InterruptedWriteCleanup.forget(cleanupSlot) }
        // A random name created exclusively, so two writers never share a temporary file.
        for _ in 0..<16 {
            temporaryPath = directory + "/" + TemporaryFileSweeper.temporaryName(for: name, processID: system.currentProcessID)
            let path = temporaryPath
            let (created, slot) = InterruptedWriteCleanup.creating(path, { system.createExclusively(path, mode: 0o666) }) { result in
                if case .success = result { true } else { false }
            }
            cleanupSlot = slot
            switch created {
            case .success(let created): descriptor = created
            case .failure(let failure): creationError = failure.errorNumber
            }
            if descriptor >= 0 || creationError != EEXIST { break }
        }
        guard descriptor >= 0 else { throw .unwritableFile(path, errorNumber: creationError) }

        func fail(_ failure: WriteFailure) -> FileError {
            if descriptor >= 0 { _ = system.close(descriptor) }
            _ = system.remove(temporaryPath)
            return .unwritableFile(path, errorNumber: failure.errorNumber)
        }

        for chunk in chunks {
            if let failure = system.writeAll(chunk, to: descriptor) { throw fail(failure) }
        }
        if let owner {
            _ = system.changeOwner(of: descriptor, owner: UInt32(owner.0), group: UInt32(owner.1))
        }
        if let permissions, let failure = system.changePermissions(of: descriptor, to: UInt32(permissions)) {
            throw fail(failure)
        }
        if let failure = system.synchronize(descriptor) { throw fail(failure) }
        let closeFailure = system.close(descriptor)
        descriptor = -1
        if let closeFailure { throw fail(closeFailure) }
        if let failure = system.rename(temporaryPath, to: target) { throw fail(failure) }

        // Make the rename itself durable; best effort, as not every file system allows syncing a folder. A
        // command's writes leave it to the end of the command, once per folder.
        if let folderSyncs {
            folderSyncs.note(directory)
        } else {
            system.synchronizeDirectory(directory)
        }
    }

    /// Writes to a character device (`/dev/null`, a terminal) or a named pipe the way a shell's `>` does,
    /// in place: replacing it would turn `-o /dev/null` into a file where the device was. There is nothing
    /// to replace atomically and no old content to keep. A named pipe no process reads is an error rather
    /// than a wait; a block device or a socket is refused.
    private static func writeInPlace(
        _ chunks: some Sequence<[UInt8]>, to target: String, shownAs path: String, status: FileSystem.Status, using system: some WriteSystem
    ) throws(FileError) {
        guard status.isWrittenInPlace else { throw .notRegularFile(path) }
        let descriptor: Int32
        switch system.openExisting(target) {
        case .success(let opened): descriptor = opened
        case .failure(let failure) where failure.errorNumber == ENXIO && status.isNamedPipe: throw .unreadPipe(path)
        case .failure(let failure): throw .unwritableFile(path, errorNumber: failure.errorNumber)
        }
        // What was opened is what was looked at: a regular file put there in between would be written over at
        // its start, its old end left behind.
        if case .success(let opened) = FileSystem.status(descriptor: descriptor), !opened.isWrittenInPlace {
            _ = system.close(descriptor)
            throw .notRegularFile(path)
        }
        for chunk in chunks {
            if let failure = system.writeAll(chunk, to: descriptor) {
                _ = system.close(descriptor)
                throw .unwritableFile(path, errorNumber: failure.errorNumber)
            }
        }
        if let failure = system.close(descriptor) { throw .unwritableFile(path, errorNumber: failure.errorNumber) }
    }

    /// The folder holding `path` and its last component: `a/b.bar` → (`a`, `b.bar`), `b.bar` → (`.`, `b.bar`).
    private static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }
}
