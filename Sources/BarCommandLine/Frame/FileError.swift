import BarDiagnostics

/// A file or folder that could not be read or written, reported like a diagnostic without a position:
///
///     Specs/missing.bar: error: cannot read file: No such file or directory [unreadable-input]
///
/// It carries the exit status it calls for, so a command that meets several problems can exit with the most
/// severe (`ExitCode.mostSevere`) after going on with the other inputs.
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as the user wrote it (or `<stdin>`).
    public var path: String
    /// What went wrong, e.g. `cannot read file: Permission denied`.
    public var message: String
    /// Stable kebab-case identifier, as for diagnostics: `unreadable-input`, `file-too-large`, …
    public var id: String
    public var exitCode: Int32

    public init(path: String, message: String, id: DiagnosticID, exitCode: Int32) {
        self.path = path
        self.message = message
        self.id = id.rawValue
        self.exitCode = exitCode
    }

    /// The line printed on standard error (without its newline).
    public var description: String {
        "\(path): error: \(message) [\(id)]"
    }

    /// A file that is missing or unreadable; `errorNumber` is the `errno` that said why.
    public static func unreadableFile(_ path: String, errorNumber: Int32) -> FileError {
        FileError(
            path: path, message: "cannot read file: \(FileSystem.describe(errorNumber))",
            id: .unreadableInput, exitCode: ExitCode.noInput)
    }

    /// A file or folder whose name is not UTF-8 (shown with U+FFFD in place of the bad bytes), which bar
    /// cannot open.
    public static func unreadableName(_ path: String, isDirectory: Bool) -> FileError {
        FileError(
            path: path, message: "cannot read \(isDirectory ? "directory" : "file"): its name is not valid UTF-8; rename it",
            id: .unreadableInput, exitCode: ExitCode.noInput)
    }

    /// A folder that could not be listed.
    public static func unreadableDirectory(_ path: String, errorNumber: Int32) -> FileError {
        FileError(
            path: path, message: "cannot read directory: \(FileSystem.describe(errorNumber))",
            id: .unreadableInput, exitCode: ExitCode.noInput)
    }

    /// A folder named on the command line that holds no `.bar` file: almost always a wrong path, and
    /// checking nothing must not look like success.
    public static func noSpecFiles(inDirectory path: String) -> FileError {
        FileError(
            path: path, message: "no .\(InputFiles.fileExtension) files in this directory",
            id: .noInputFiles, exitCode: ExitCode.noInput)
    }

    /// A file over `InputFiles.maximumFileSize`: read, it is a problem in the input rather than a missing
    /// input, so it exits 1 like other errors in specs.
    public static func tooLarge(_ path: String) -> FileError {
        FileError(
            path: path,
            message: InputSizeLimit.message,
            id: .fileTooLarge, exitCode: ExitCode.failure)
    }

    /// A file that is not text at all (`TextContent.binaryReason`): said once instead of one lexical error
    /// per stray byte. Like a file too large, it is a problem in the input, so it exits 1.
    public static func notText(_ path: String, reason: String, what: String = "spec") -> FileError {
        FileError(path: path, message: "not a text \(what): \(reason)", id: .notText, exitCode: ExitCode.failure)
    }

    /// Something at an output path that bar neither replaces nor writes into: a block device, a socket.
    public static func notRegularFile(_ path: String) -> FileError {
        unwritable(path, "cannot write file: it is neither a regular file, a character device nor a named pipe; choose another path")
    }

    /// A named pipe given as an output that no process has open for reading: writing would wait for ever.
    public static func unreadPipe(_ path: String) -> FileError {
        unwritable(path, "cannot write file: it is a named pipe that no process reads; start the reader first")
    }

    /// Standard output, once a write to it failed: what was written before is all there is.
    public static func unwritableStandardOutput(errorNumber: Int32) -> FileError {
        unwritable(standardOutputPath, "cannot write standard output: \(FileSystem.describe(errorNumber)); the output is incomplete")
    }

    /// How messages name standard output.
    public static let standardOutputPath = "<stdout>"

    /// A file that could not be written; the original, if any, is left as it was.
    public static func unwritableFile(_ path: String, errorNumber: Int32) -> FileError {
        unwritable(path, "cannot write file: \(FileSystem.describe(errorNumber))")
    }

    /// An output that could not be written: `unwritable-output`, exit 74.
    private static func unwritable(_ path: String, _ message: String) -> FileError {
        FileError(path: path, message: message, id: .unwritableOutput, exitCode: ExitCode.ioError)
    }
}
