#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Creates a file that must not exist yet, so a command that sets things up (`bar init`) can never replace
/// something a user wrote, even if the file appears between looking and writing.
///
/// The bytes go to a temporary file in the same folder first; `link(2)` then gives it its final name,
/// which fails with `EEXIST` instead of replacing anything. Readers see either no file or the whole file.
/// The temporary file is named as `AtomicFileWriter` names its own (`TemporaryFileSweeper.temporaryName`),
/// and the ones a killed run left for the same file are removed before it is created: a `bar init`
/// interrupted at any point leaves nothing that the next one does not clean up.
public enum NewFileWriter {
    public enum Outcome: Sendable, Hashable {
        case created
        case alreadyExists
    }

    /// Creates the folders above `path` as needed, then the file itself unless something is at `path`.
    /// Errors name the file as `shownAs` (the path as the user sees it), else as `path`. Leftovers of killed
    /// runs are found through `system` and `sweeper` (a command passes its context's).
    public static func create(
        _ bytes: [UInt8], at path: String, shownAs: String? = nil, sweeper: TemporaryFileSweeper = TemporaryFileSweeper(),
        system: any WriteSystem = POSIXWriteSystem()
    ) throws(FileError) -> Outcome {
        if case .success = FileSystem.status(path, followingLinks: false) { return .alreadyExists }
        let folder = PathComponents.deletingLast(path)
        if !folder.isEmpty, let problem = FileSystem.makeFolders(folder) {
            throw failure(shownAs ?? path, "cannot create its folder", errorNumber: problem)
        }
        let directory = folder.isEmpty ? "." : folder
        let name = PathComponents.last(path)
        sweeper.sweep(name, in: directory, using: system)
        let temporary = directory + "/" + TemporaryFileSweeper.temporaryName(for: name, processID: system.currentProcessID)
        // Noted while it exists, so an interrupt removes it (`InterruptedWriteCleanup`).
        let (descriptor, slot) = InterruptedWriteCleanup.creating(temporary, { open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }) { $0 >= 0 }
        defer { InterruptedWriteCleanup.forget(slot) }
        guard descriptor >= 0 else { throw failure(shownAs ?? path, "cannot write file", errorNumber: errno) }
        defer { unlink(temporary) }
        if let problem = FileSystem.writeAll(bytes, to: descriptor) {
            close(descriptor)
            throw failure(shownAs ?? path, "cannot write file", errorNumber: problem.code)
        }
        guard fsync(descriptor) == 0, close(descriptor) == 0 else {
            throw failure(shownAs ?? path, "cannot write file", errorNumber: errno)
        }
        if link(temporary, path) != 0 {
            if errno == EEXIST { return .alreadyExists }
            throw failure(shownAs ?? path, "cannot write file", errorNumber: errno)
        }
        return .created
    }

    /// Not being able to write is an output problem (exit 74), not a mistake in the inputs.
    private static func failure(_ path: String, _ what: String, errorNumber: Int32) -> FileError {
        FileError(
            path: path, message: "\(what): \(FileSystem.describe(errorNumber))", id: .unwritableOutput,
            exitCode: ExitCode.ioError)
    }
}
