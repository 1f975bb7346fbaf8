import BarDiagnostics
import BarSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The inputs named by `FILE|DIR|-` arguments, expanded once and read one at a time.
///
/// Every command that reads specs takes the same arguments and must agree on what they mean:
/// - a file is read whatever its extension (the user named it);
/// - a folder is searched recursively for `*.bar` files, skipping hidden entries and `.build*` folders
///   (build products and checkouts), in byte-wise path order so output is the same on every machine;
///   symbolic links to folders are not followed inside a search, so a link cycle cannot loop;
/// - `-` is standard input, shown as `<stdin>`;
/// - a file named twice (or found again through a folder) is read once.
///
/// Relative paths are resolved against `CommandContext.currentDirectory` but shown as written, so a
/// diagnostic's path is one the user can paste back.
///
///     let inputs = InputFiles(arguments.positionals, context: context)
///     return inputs.forEachFile { file in
///         // check `file`, print diagnostics…
///         return diagnostics.contains { $0.severity == .error } ? ExitCode.failure : ExitCode.success
///     }
public struct InputFiles: Sendable {
    /// The largest input read (16 MiB, `InputSizeLimit`, shared with the language server).
    public static let maximumFileSize = InputSizeLimit.bytes
    /// The name standard input is shown under.
    public static let standardInputPath = "<stdin>"
    /// The extension searched for in folders, without the dot.
    public static let fileExtension = "bar"

    /// Every input, in the order it will be read: arguments in command-line order, each folder's files in
    /// byte-wise path order.
    public let inputs: [Input]
    private let context: CommandContext

    /// Expands `arguments` (file, folder and `-` arguments, in command-line order).
    public init(_ arguments: [String], context: CommandContext) {
        self.context = context
        var inputs: [Input] = []
        var seen: Set<String> = []
        func add(_ input: Input, key: String) {
            if seen.insert(key).inserted { inputs.append(input) }
        }
        for argument in arguments {
            if argument == "-" {
                add(Input(path: InputFiles.standardInputPath, source: .standardInput), key: "-")
                continue
            }
            if argument.isEmpty {
                // An empty path names no file (POSIX). Joined to the working directory it named that folder,
                // whose specs were then shown as `/name.bar`.
                add(Input(path: "''", source: .failed(.unreadableFile("''", errorNumber: ENOENT))), key: "")
                continue
            }
            let resolved = context.resolve(argument)
            if case .success(let status) = FileSystem.status(resolved), status.isDirectory {
                let found = InputFiles.search(directory: resolved, shownAs: argument)
                if found.isEmpty {
                    add(Input(path: argument, source: .failed(.noSpecFiles(inDirectory: argument))), key: "dir:" + resolved)
                }
                for (input, identity) in found {
                    add(input, key: identity)
                }
            } else {
                // Missing and unreadable paths become inputs too: reading them reports why, in order.
                let input = Input(path: argument, source: .file(resolvedPath: resolved))
                add(input, key: InputFiles.identity(of: input))
            }
        }
        self.inputs = inputs
    }

    /// The input that is the file at `path` (resolved against the working directory), however either is
    /// spelled or linked: a command that writes a file of its own (`render -o`, `lint --write-baseline`) asks
    /// first, so that it never writes its output over a spec it reads. Nil when nothing is at `path`.
    public func input(sameFileAs path: String) -> Input? {
        guard case .success(let output) = FileSystem.status(context.resolve(path)) else { return nil }
        return inputs.first { input in
            guard let resolved = input.resolvedPath, case .success(let status) = FileSystem.status(resolved) else { return false }
            return status.fileID == output.fileID
        }
    }

    /// The contents of `input`, or why it cannot be had.
    public func read(_ input: Input) -> Result<SourceFile, FileError> {
        switch input.source {
        case .standardInput:
            let bytes: [UInt8]
            do { bytes = try context.readStandardInput() } catch { return .failure(error) }
            guard bytes.count <= InputFiles.maximumFileSize else { return .failure(.tooLarge(input.path)) }
            if let reason = TextContent.binaryReason(bytes) { return .failure(.notText(input.path, reason: reason)) }
            return .success(SourceFile(path: input.path, bytes: bytes))
        case .file(let resolvedPath):
            return Self.readSpec(resolvedPath, shownAs: input.path)
        case .failed(let error):
            return .failure(error)
        }
    }

    /// The spec at `resolvedPath` (named `path` in messages), bounded by `maximumFileSize` and refused when it
    /// is not text: what every command (and `bar preview`, at each change) reads.
    static func readSpec(_ resolvedPath: String, shownAs path: String) -> Result<SourceFile, FileError> {
        switch FileSystem.readFile(resolvedPath, limit: InputFiles.maximumFileSize) {
        case .success(let bytes):
            if let reason = TextContent.binaryReason(bytes) { return .failure(.notText(path, reason: reason)) }
            return .success(SourceFile(path: path, bytes: bytes))
        case .failure(.tooLarge):
            return .failure(.tooLarge(path))
        case .failure(.system(let error)):
            return .failure(.unreadableFile(path, errorNumber: error.code))
        }
    }

    /// Reads every input in order and hands each file to `body`; an input that cannot be read is reported
    /// on standard error and skipped, and the others are still processed. Returns the status to exit with:
    /// the most severe of `body`'s results and the read errors (66 if any input was unreadable).
    public func forEachFile(_ body: (SourceFile) -> Int32) -> Int32 {
        var status = ExitCode.success
        for input in inputs {
            switch read(input) {
            case .success(let file):
                status = ExitCode.mostSevere(status, body(file))
            case .failure(let error):
                context.standardError.writeLine(error.description)
                status = ExitCode.mostSevere(status, error.exitCode)
            }
        }
        return status
    }

    /// What makes two inputs the same file: the canonical path when it exists (so `a.bar`, `./a.bar` and
    /// a link to it are one), else the path as resolved.
    private static func identity(of input: Input) -> String {
        guard let resolved = input.resolvedPath else { return input.path }
        return FileSystem.realPath(resolved) ?? resolved
    }

    /// The spec files under `directory`, each shown as `shownAs` joined with its path inside the folder,
    /// sorted by shown path byte by byte, each with its identity (the canonical path `realpath` gives);
    /// subfolders that cannot be listed are included as failed inputs.
    ///
    /// The folder is resolved once: a search follows no link to a folder, so below it a file's canonical path
    /// is the folder's joined with the names on the way down. Only a link to a file is resolved on its own —
    /// resolving every one of ten thousand files cost a system call per component of its path.
    private static func search(directory: String, shownAs: String) -> [(input: Input, identity: String)] {
        var found: [(input: Input, identity: String)] = []
        var pending: [(resolved: String, shown: String, canonical: String)] = [(directory, shownAs, FileSystem.realPath(directory) ?? directory)]
        while let (resolved, shown, canonical) = pending.popLast() {
            let entries: [FileSystem.DirectoryEntry]
            switch FileSystem.entries(ofDirectory: resolved) {
            case .success(let list):
                entries = list
            case .failure(let error):
                found.append((Input(path: shown, source: .failed(.unreadableDirectory(shown, errorNumber: error.code))), shown))
                continue
            }
            for entry in entries where !entry.name.hasPrefix(".") {
                let name = entry.name
                let childResolved = join(resolved, name)
                var kind = entry.kind
                // A name that is not UTF-8 opens nothing, so its kind cannot be asked of the file system.
                if kind == .unknown && entry.hasValidName {
                    guard case .success(let status) = FileSystem.status(childResolved, followingLinks: false) else { continue }
                    kind = FileSystem.DirectoryEntry.Kind(status)
                }
                if !entry.hasValidName {
                    // Paths are Strings, which hold only UTF-8: the entry cannot be opened, so say why rather than
                    // reporting a file missing or passing over a folder's specs in silence.
                    let isDirectory = kind == .directory
                    if isDirectory || name.hasSuffix("." + fileExtension) {
                        let shownPath = join(shown, name)
                        found.append((Input(path: shownPath, source: .failed(.unreadableName(shownPath, isDirectory: isDirectory))), shownPath))
                    }
                    continue
                }
                if kind == .directory {
                    pending.append((childResolved, join(shown, name), join(canonical, name)))
                } else if kind != .other, name.hasSuffix("." + fileExtension), name.utf8.count > fileExtension.utf8.count + 1 {
                    // A link to a file counts as the file, and a dangling one is reported when read; a link
                    // to a folder, pipe or device is not followed.
                    var identity = join(canonical, name)
                    if kind == .symbolicLink {
                        if case .success(let target) = FileSystem.status(childResolved), !target.isRegularFile { continue }
                        identity = FileSystem.realPath(childResolved) ?? childResolved
                    }
                    found.append((Input(path: join(shown, name), source: .file(resolvedPath: childResolved)), identity))
                }
            }
        }
        // The paths are sorted beside their positions: sorting the found entries themselves copied each input
        // (a path and an enum that may hold an error) at every move, a tenth of listing ten thousand files.
        let paths = found.map(\.input.path)
        return paths.indices.sorted { ByteOrder.precedes(paths[$0], paths[$1]) }.map { found[$0] }
    }

    /// `folder/name` without doubling a slash the user typed (`Specs/` + `a.bar` → `Specs/a.bar`).
    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
