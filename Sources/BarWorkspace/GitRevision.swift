import BarDiagnostics
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
        let relative = trimmingLineBreaks(String(decoding: prefix.output, as: UTF8.self)) + name

        let commit = run(git, ["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: folder, environment: environment)
        guard let commit, commit.status == 0 else {
            return .failure(Failure(kind: .unknownRevision, message: "unknown revision '\(revision)' in this repository"))
        }
        // A path that is a symbolic link in the revision is followed there, link by link (as the work tree's is
        // followed for the new side): its blob is only the text of where it points.
        var path = relative
        for _ in 0..<SymbolicLinks.maximumFollowed {
            let object = "\(revision):\(path)"
            let listed = run(git, ["ls-tree", "--full-tree", "-z", revision, "--", path], in: folder, environment: environment)
            guard let listed, listed.status == 0, let mode = listed.output.split(separator: UInt8(ascii: " ")).first else {
                return .failure(Failure(kind: .notInRevision, message: "'\(path)' does not exist in revision '\(revision)'"))
            }
            let show = run(git, ["show", "--no-textconv", object], in: folder, environment: environment)
            guard let show, show.status == 0 else {
                let detail = show.map { gitMessage($0.error) } ?? ""
                return .failure(Failure(kind: .gitFailed, message: "git show \(object) failed\(detail)"))
            }
            guard Array(mode) == Array("120000".utf8) else {
                guard show.output.count <= sizeLimit else { return .failure(Failure(kind: .tooLarge, message: object)) }
                return .success(SourceFile(path: object, bytes: show.output))
            }
            guard let target = linkTarget(String(decoding: show.output, as: UTF8.self), from: path) else {
                return .failure(Failure(kind: .notInRevision, message: "'\(path)' is a link out of the repository in revision '\(revision)', so it has no old version to read"))
            }
            path = target
        }
        return .failure(Failure(kind: .notInRevision, message: "'\(relative)' is a chain of more than \(SymbolicLinks.maximumFollowed) links in revision '\(revision)'"))
    }

    /// Where a link at `path` (from the repository's root) pointing to `target` leads, from the root; nil for an
    /// absolute target or one that climbs out of the repository.
    static func linkTarget(_ target: String, from path: String) -> String? {
        guard !target.hasPrefix("/") else { return nil }
        var parts = path.split(separator: "/").dropLast().map(String.init)
        for part in target.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
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

    /// Runs git (`executable`) with `arguments` in `folder` (standard input from /dev/null) and collects its output
    /// and error; nil when it cannot be started. POSIX spawn and pipes rather than Foundation's `Process`, which
    /// lives in the part of Foundation that loads ICU at start-up (docs/performance.md).
    private static func run(_ executable: String, _ arguments: [String], in folder: String, environment: [String: String]) -> Output? {
        guard let output = PipeEnds(), let error = PipeEnds() else { return nil }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, error.write, 2)
        // `git -C folder` rather than a change of folder in the child, which POSIX spawn has no portable call for.
        let argv = ([executable, "-C", folder] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let started = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(output.write)
        close(error.write)
        defer {
            close(output.read)
            close(error.read)
        }
        guard started == 0 else { return nil }
        // Both pipes are drained together, so a chatty git cannot block on a full error pipe while we wait
        // for its output.
        let (data, errorData) = drain(output.read, error.read)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // The exit status when git exited, else (killed by a signal) 128 + the signal, as shells report it.
        let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Output(status: exitStatus, output: data, error: errorData)
    }

    /// The two ends of a pipe, closed on exec so another thread's child never inherits them.
    private struct PipeEnds {
        var read: Int32
        var write: Int32

        init?() {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return nil }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            read = ends[0]
            write = ends[1]
        }
    }

    /// Everything written to `first` and `second` until both are closed.
    private static func drain(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var collected: [[UInt8]] = [[], []]
        var streams = [pollfd(fd: first, events: Int16(POLLIN), revents: 0), pollfd(fd: second, events: Int16(POLLIN), revents: 0)]
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while streams.contains(where: { $0.fd >= 0 }) {
            let ready = poll(&streams, nfds_t(streams.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in streams.indices where streams[index].fd >= 0 && streams[index].revents != 0 {
                let count = chunk.withUnsafeMutableBytes { readBytes(streams[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    collected[index].append(contentsOf: chunk[0..<count])
                } else if count == 0 || errno != EINTR {
                    streams[index].fd = -1
                }
            }
        }
        return (collected[0], collected[1])
    }

    /// `text` without line breaks at either end (git ends its answers with one).
    private static func trimmingLineBreaks(_ text: String) -> String {
        let isBreak: (Unicode.Scalar) -> Bool = { ("\n"..."\r").contains($0) || $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}" }
        var scalars = Substring(text).unicodeScalars
        while let first = scalars.first, isBreak(first) { scalars.removeFirst() }
        while let last = scalars.last, isBreak(last) { scalars.removeLast() }
        return String(scalars)
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

/// `read(2)`, named so the calls inside `GitRevision` (which has its own `read`) reach the system's.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
