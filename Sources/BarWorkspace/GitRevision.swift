import BarDiagnostics
import Foundation

/// The old version of a file from git: `git show REV:<path from the repository's root>`, run in the file's
/// folder (which must exist: the caller reads the file itself first). What `bar diff --rev` compares against,
/// and what an editor would show a change against.
public enum GitRevision {
    /// Why no old version could be read. `id` is the stable kebab-case id shown in brackets.
    public struct Failure: Error, Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            /// No `git` on PATH, or git failed for another reason.
            case gitFailed
            /// The file is not inside a git work tree.
            case notARepository
            case unknownRevision
            /// The revision exists but has no such file.
            case notInRevision
            /// The old version is larger than the caller's limit.
            case tooLarge
        }

        public var kind: Kind
        /// One sentence; for `tooLarge`, the `REV:path` object that was too large.
        public var message: String

        public var id: DiagnosticID {
            switch kind {
            case .gitFailed: .gitFailed
            case .notARepository: .notARepository
            case .unknownRevision: .unknownRevision
            case .notInRevision: .notInRevision
            case .tooLarge: .fileTooLarge
            }
        }

        /// Whether the input is missing (as opposed to git misbehaving): the command exits 66 then.
        public var isMissingInput: Bool {
            kind == .notARepository || kind == .unknownRevision || kind == .notInRevision
        }
    }

    /// Reads `revision`'s version of the file at `resolvedPath` (absolute), with `environment` as the caller's
    /// environment (PATH and HOME are taken from the process when it has none; git never prompts). The source
    /// is named `REV:path`.
    public static func read(
        resolvedPath: String, revision: String, environment: [String: String], sizeLimit: Int
    ) -> Result<SourceFile, Failure> {
        let url = URL(fileURLWithPath: resolvedPath)
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        let environment = gitEnvironment(environment)
        guard let git = executable("git", environment: environment) else {
            return .failure(Failure(kind: .gitFailed, message: "cannot run git: no 'git' executable on PATH"))
        }

        let prefix = run(git, ["rev-parse", "--show-prefix"], in: folder, environment: environment)
        guard let prefix, prefix.status == 0 else {
            let detail = prefix.map { gitMessage($0.error) } ?? ""
            return .failure(Failure(kind: .notARepository, message: "not in a git repository, so --rev has no old version to read\(detail)"))
        }
        let relative = String(decoding: prefix.output, as: UTF8.self).trimmingCharacters(in: .newlines) + name

        let commit = run(git, ["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: folder, environment: environment)
        guard let commit, commit.status == 0 else {
            return .failure(Failure(kind: .unknownRevision, message: "unknown revision '\(revision)' in this repository"))
        }
        let object = "\(revision):\(relative)"
        let exists = run(git, ["cat-file", "-e", object], in: folder, environment: environment)
        guard let exists, exists.status == 0 else {
            return .failure(Failure(kind: .notInRevision, message: "'\(relative)' does not exist in revision '\(revision)'"))
        }
        let show = run(git, ["show", "--no-textconv", object], in: folder, environment: environment)
        guard let show, show.status == 0 else {
            let detail = show.map { gitMessage($0.error) } ?? ""
            return .failure(Failure(kind: .gitFailed, message: "git show \(object) failed\(detail)"))
        }
        guard show.output.count <= sizeLimit else { return .failure(Failure(kind: .tooLarge, message: object)) }
        return .success(SourceFile(path: object, bytes: show.output))
    }

    /// ` (git: <git's first line>)` for messages, or nothing.
    private static func gitMessage(_ bytes: [UInt8]) -> String {
        let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        return line.isEmpty ? "" : " (git: \(line))"
    }

    private struct Output {
        var status: Int32
        var output: [UInt8]
        var error: [UInt8]
    }

    /// Runs `executable` with `arguments` in `folder`; nil when it cannot be started.
    private static func run(_ executable: String, _ arguments: [String], in folder: String, environment: [String: String]) -> Output? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder, isDirectory: true)
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        // Drain standard error concurrently so a chatty git cannot block on a full pipe while we read its output.
        let errorData = ErrorCollector()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData.set(error.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, output: Array(data), error: Array(errorData.get()))
    }

    private final class ErrorCollector: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
        func get() -> Data { lock.lock(); defer { lock.unlock() }; return data }
    }

    /// The caller's environment, with PATH and HOME taken from the process when it has none (tests run with an
    /// empty one), and git never prompting.
    private static func gitEnvironment(_ given: [String: String]) -> [String: String] {
        var environment = given
        let process = ProcessInfo.processInfo.environment
        for name in ["PATH", "HOME"] where environment[name] == nil {
            environment[name] = process[name]
        }
        if environment["PATH"] == nil { environment["PATH"] = "/usr/local/bin:/usr/bin:/bin" }
        environment["GIT_TERMINAL_PROMPT"] = "0"
        return environment
    }

    /// The first executable named `name` on the environment's PATH.
    private static func executable(_ name: String, environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
