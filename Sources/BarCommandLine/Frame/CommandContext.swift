#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything a command may touch outside its arguments: output streams, standard input, the current
/// folder, the environment, and whether output goes to a terminal.
///
/// Commands reach the outside world only through this value, so a test can run any command in-process
/// with `CommandContext.testing(…)` and check its output and exit status exactly; `live()` is the real
/// process, used only by the `bar` executable.
public struct CommandContext: Sendable {
    public var standardOutput: any OutputWriter
    public var standardError: any OutputWriter
    /// Where relative paths on the command line are resolved from (absolute).
    public var currentDirectory: String
    /// Whether standard output is a terminal; colour and source excerpts are for people, not pipes.
    public var isOutputTerminal: Bool
    /// Whether standard error is a terminal: diagnostics written there are coloured by it, not by standard
    /// output (`bar fmt --write Specs 2> log` kept escape codes in the log when only output was a terminal).
    public var isErrorTerminal: Bool
    public var environment: [String: String]
    /// The system calls behind every file a command writes; tests substitute one that fails on purpose.
    public var writeSystem: any WriteSystem = POSIXWriteSystem()
    /// Lists each folder the command writes into once, for all its writes (`TemporaryFileSweeper`).
    public let temporaryFileSweeper = TemporaryFileSweeper()
    /// The folders the command's writes renamed files into, synced once each when it ends (`Bar.main`).
    public let pendingFolderSyncs = PendingFolderSyncs()
    /// What commands leave for the process's exit to free (`MemoryLeftToExit`).
    public let memoryLeftToExit = MemoryLeftToExit()
    private let standardInput: StandardInputReader

    public init(
        standardOutput: any OutputWriter, standardError: any OutputWriter,
        readStandardInput: @escaping @Sendable () -> [UInt8], currentDirectory: String,
        isOutputTerminal: Bool, isErrorTerminal: Bool? = nil, environment: [String: String]
    ) {
        self.init(
            standardOutput: standardOutput, standardError: standardError, standardInput: StandardInputReader { .success(readStandardInput()) },
            currentDirectory: currentDirectory, isOutputTerminal: isOutputTerminal, isErrorTerminal: isErrorTerminal ?? isOutputTerminal,
            environment: environment)
    }

    private init(
        standardOutput: any OutputWriter, standardError: any OutputWriter, standardInput: StandardInputReader,
        currentDirectory: String, isOutputTerminal: Bool, isErrorTerminal: Bool, environment: [String: String]
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.standardInput = standardInput
        self.currentDirectory = currentDirectory
        self.isOutputTerminal = isOutputTerminal
        self.isErrorTerminal = isErrorTerminal
        self.environment = environment
    }

    /// All of standard input, as the input `<stdin>`. It is read on first use and remembered, so every caller
    /// gets the same bytes (or the same error: more than `InputFiles.maximumFileSize`, or a read error).
    public func readStandardInput() throws(FileError) -> [UInt8] {
        try standardInput.bytes().get()
    }

    /// Whether to colour output: only for a terminal, and never when the user said `--no-color`, set
    /// `NO_COLOR` to anything non-empty (https://no-color.org), or runs a terminal that cannot show it
    /// (`TERM=dumb`).
    public func useColor(flagNoColor: Bool) -> Bool {
        useColor(onTerminal: isOutputTerminal, flagNoColor: flagNoColor)
    }

    /// `useColor(flagNoColor:)` for what is written to standard error (diagnostics beside a command's output).
    public func useColorOnStandardError(flagNoColor: Bool) -> Bool {
        useColor(onTerminal: isErrorTerminal, flagNoColor: flagNoColor)
    }

    private func useColor(onTerminal: Bool, flagNoColor: Bool) -> Bool {
        guard onTerminal, !flagNoColor else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return true
    }

    /// `path` made absolute against `currentDirectory` (an absolute path is returned unchanged). Open files
    /// with this, but show users the path as they wrote it.
    public func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if currentDirectory.hasSuffix("/") { return currentDirectory + path }
        return currentDirectory + "/" + path
    }

    /// Replaces the file at `path` with `bytes` atomically (`AtomicFileWriter`) through `writeSystem`. Every
    /// command that replaces a file goes through here, so a failing disk is one seam for tests to simulate
    /// (`bar init`, which only creates files, uses `NewFileWriter` with the same sweeper). `path` is where to
    /// write (resolved); an error names the file as `shownAs` (the path as the user gave it), when given.
    public func writeFile(_ bytes: [UInt8], to path: String, shownAs shown: String? = nil) throws(FileError) {
        try writeFile(chunks: CollectionOfOne(bytes), to: path, shownAs: shown)
    }

    /// `writeFile(_:to:shownAs:)` for output made piece by piece: each piece is written as it comes, and the file
    /// is replaced only when the last one is written.
    public func writeFile(chunks: some Sequence<[UInt8]>, to path: String, shownAs shown: String? = nil) throws(FileError) {
        do {
            try AtomicFileWriter.write(chunks: chunks, to: path, using: writeSystem, sweeper: temporaryFileSweeper, folderSyncs: pendingFolderSyncs)
        } catch {
            var named = error
            if let shown { named.path = shown }
            throw named
        }
    }

    /// The real process: its standard streams, working directory and environment.
    public static func live() -> CommandContext {
        CommandContext(
            standardOutput: FileHandleWriter(descriptor: STDOUT_FILENO),
            standardError: FileHandleWriter(descriptor: STDERR_FILENO),
            standardInput: StandardInputReader {
                FileSystem.readAll(descriptor: STDIN_FILENO, limit: InputFiles.maximumFileSize).mapError { failure in
                    switch failure {
                    case .tooLarge: FileError.tooLarge(InputFiles.standardInputPath)
                    case .system(let error): FileError.unreadableFile(InputFiles.standardInputPath, errorNumber: error.code)
                    }
                }
            },
            currentDirectory: FileManager.default.currentDirectoryPath,
            isOutputTerminal: isatty(STDOUT_FILENO) == 1,
            isErrorTerminal: isatty(STDERR_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment
        )
    }

    /// A context for tests: output captured in memory (read it back with `capturedOutput` and
    /// `capturedError`), standard input fixed to `stdin`, no terminal and an empty environment so results
    /// do not depend on where the tests run. `cwd` defaults to the process's working directory.
    public static func testing(
        stdin: String = "", cwd: String? = nil, isOutputTerminal: Bool = false, isErrorTerminal: Bool? = nil,
        environment: [String: String] = [:]
    ) -> CommandContext {
        testing(stdin: Array(stdin.utf8), cwd: cwd, isOutputTerminal: isOutputTerminal, isErrorTerminal: isErrorTerminal, environment: environment)
    }

    /// `testing(stdin:cwd:)` with standard input given as bytes (for invalid UTF-8 or binary input).
    /// `isErrorTerminal` is `isOutputTerminal` unless given.
    public static func testing(
        stdin: [UInt8], cwd: String? = nil, isOutputTerminal: Bool = false, isErrorTerminal: Bool? = nil,
        environment: [String: String] = [:]
    ) -> CommandContext {
        CommandContext(
            standardOutput: OutputBuffer(),
            standardError: OutputBuffer(),
            readStandardInput: { stdin },
            currentDirectory: cwd ?? FileManager.default.currentDirectoryPath,
            isOutputTerminal: isOutputTerminal,
            isErrorTerminal: isErrorTerminal,
            environment: environment
        )
    }

    /// What was written to standard output, when it is an `OutputBuffer` (as in `testing`); else empty.
    public var capturedOutput: String {
        (standardOutput as? OutputBuffer)?.text ?? ""
    }

    /// What was written to standard error, when it is an `OutputBuffer` (as in `testing`); else empty.
    public var capturedError: String {
        (standardError as? OutputBuffer)?.text ?? ""
    }
}
