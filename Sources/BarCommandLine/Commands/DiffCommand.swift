import BarDiagnostics
import BarDiff
import BarModel
import BarSolver
import Foundation

/// `bar diff`: what moves between postures of one spec, and what a change to a spec moves.
///
/// - `bar diff FILE` compares each neighbouring pair of the device's postures; `--from`/`--to` pick the pair.
/// - `bar diff OLD NEW` compares two versions of a spec: their declarations first, then every posture.
/// - `bar diff --rev REV FILE` takes OLD from git (`git show REV:<path>`), NEW from the working tree.
///
/// The comparison itself is `BarDiff` (pure); this file reads inputs, runs git and picks the format.
public enum DiffCommand: BarCommand {
    public static let declaration = CommandDeclaration(
        name: "diff",
        abstract: "Show what moves between postures, or what a change to a spec moves.",
        discussion: [
            "With one file, compares the screen's placements between postures: each neighbouring pair of the device's postures in order (closed → closed-landscape → open-landscape → open-portrait on iphone-duo), or the pair given with --from and --to (with only one of them, that posture against every other). A posture may carry obstructions: closed+keyboard.",
            "With two files, or one file and --rev, compares two versions of a spec: screens and then items and tabs are matched by id; settings, attributes, renames, additions and removals are listed first, then the placement changes they cause in every posture.",
            "Places are 1-based in text and Markdown (vertical #2 is the second entry of the vertical bar) and 0-based in JSON's 'index'. The JSON schema is documented in docs/diff.md.",
            "Exit status: 0 when the comparison ran (with --exit-code: 0 when nothing differs, 1 when something does), 1 when a spec has errors or git fails, 64 for a usage error, 66 when an input cannot be read (a missing file, or with --rev: not a git repository, an unknown revision, a file missing from it).",
        ],
        arguments: [
            .init("file", help: "The spec to compare across postures; with <new>, the old version (- for standard input)."),
            .init("new", help: "The new version of the spec, for a version diff.", isOptional: true),
        ],
        options: [
            .init("from", valueName: "posture", help: "Posture before (posture diff)."),
            .init("to", valueName: "posture", help: "Posture after (posture diff)."),
            .init("rev", valueName: "rev", help: "Compare <file> with its version in this git revision (HEAD, main, a1b2c3d)."),
            .init("device", valueName: "name", help: "Device to solve for (default: each screen's device, else iphone-duo)."),
            .init("screen", valueName: "name", help: "Only this screen; repeat for several.", isRepeatable: true),
            .init("format", help: "Output format.", allowedValues: ["text", "markdown", "json"], defaultValue: "text"),
        ],
        flags: [
            .init("exit-code", help: "Exit 1 when something differs and 0 when nothing does, like git diff --exit-code."),
            .init("no-color", help: "Never colour the output."),
        ],
        examples: [
            "bar diff Specs/duo-sample/toolbar.bar",
            "bar diff Specs/duo-sample/toolbar.bar --from closed --to open-landscape",
            "bar diff Specs/duo-sample/toolbar.bar Specs/duo-sample/toolbar-prefers-toolbar-items.bar",
            "bar diff --rev HEAD Specs/duo-sample/toolbar.bar --format markdown",
        ]
    )

    public static func run(_ arguments: ParsedArguments, in context: CommandContext) -> Int32 {
        let files = arguments.positionals
        let revision = arguments.value("rev")
        let from = arguments.value("from")
        let to = arguments.value("to")

        // The shape of the command line first: nothing is read until it makes sense.
        if let revision {
            if files.count != 1 {
                return usage("--rev compares one file with its version in '\(revision)'; give one file, not \(files.count)", context)
            }
            if files[0] == "-" { return usage("--rev needs a file in a git repository, not standard input", context) }
            if revision.isEmpty || revision.hasPrefix("-") {
                return usage("'\(revision)' is not a revision; give a commit, branch or tag such as HEAD", context)
            }
        }
        let isVersionDiff = files.count == 2 || revision != nil
        if isVersionDiff, from != nil || to != nil {
            return usage(
                "--from and --to choose postures of one spec; a version diff compares every posture", context)
        }
        if files.count == 2, files[0] == "-", files[1] == "-" {
            return usage("standard input can be only one of the two files", context)
        }
        for file in files where file != "-" {
            if case .success(let status) = FileSystem.status(context.resolve(file)), status.isDirectory {
                return usage("'\(file)' is a folder; bar diff compares spec files", context)
            }
        }

        // Inputs: read every file, reporting each one that cannot be read; with --rev, ask git for OLD only once
        // the file itself is readable (a missing file is one problem, not two).
        var sources: [SourceFile] = []
        var status = ExitCode.success
        for file in files {
            switch read(file, context: context) {
            case .success(let source): sources.append(source)
            case .failure(let error):
                context.standardError.writeLine(error.description)
                status = ExitCode.mostSevere(status, error.exitCode)
            }
        }
        if let revision, status == ExitCode.success {
            switch GitRevision.read(file: files[0], revision: revision, context: context) {
            case .success(let source): sources.insert(source, at: 0)
            case .failure(let error):
                context.standardError.writeLine(error.description)
                status = ExitCode.mostSevere(status, error.exitCode)
            }
        }
        guard status == ExitCode.success else { return status }

        // Like solve and render: every diagnostic is printed compiler-style on standard error; only errors stop.
        let formatter = DiagnosticFormatter(showsSourceLine: true, usesColor: context.useColor(flagNoColor: arguments.flag("no-color")))
        let loads = sources.map(SpecLoader.load)
        for load in loads where !load.diagnostics.isEmpty {
            context.standardError.write(formatter.format(load.diagnostics, in: load.source))
            if load.hasErrors { status = ExitCode.failure }
        }
        guard status == ExitCode.success else { return status }

        let diff: SpecDiff
        switch isVersionDiff
            ? versionDiff(old: loads[0], new: loads[1], arguments: arguments)
            : postureDiff(loads[0], from: from, to: to, arguments: arguments)
        {
        case .success(let value): diff = value
        case .failure(let error): return error.report(for: declaration, in: context)
        }

        switch arguments.value("format") ?? "text" {
        case "json": context.standardOutput.write(DiffJSON.render(diff))
        case "markdown": context.standardOutput.write(DiffMarkdown.render(diff))
        default:
            let colour = context.useColor(flagNoColor: arguments.flag("no-color"))
            context.standardOutput.write(DiffText(usesColor: colour).render(diff))
        }
        if arguments.flag("exit-code") { return diff.hasDifferences ? ExitCode.failure : ExitCode.success }
        return ExitCode.success
    }

    // MARK: - Posture diff

    private static func postureDiff(
        _ load: LoadResult, from: String?, to: String?, arguments: ParsedArguments
    ) -> Result<SpecDiff, UsageError> {
        let spec = load.spec
        let screens: [Screen]
        switch select(spec.screens.map(\.id), arguments: arguments) {
        case .success(let ids): screens = spec.screens.filter { ids.contains($0.id) }
        case .failure(let error): return .failure(error)
        }
        if let error = checkDevice(arguments.value("device"), known: DeviceCatalog(spec: spec).names.sorted()) { return .failure(error) }

        var diffs: [ScreenDiff] = []
        for screen in screens {
            guard let device = try? DeviceCatalog(spec: spec).device(for: screen, requested: arguments.value("device")).get() else { continue }
            let pairs: [(PostureSelection, PostureSelection)]
            switch posturePairs(device: device, from: from, to: to) {
            case .success(let value): pairs = value
            case .failure(let error): return .failure(error)
            }
            diffs.append(DiffBuilder.postureDiff(screen, device: device, pairs: pairs))
        }
        return .success(SpecDiff(mode: .postures, old: nil, new: load.source.path, screens: diffs))
    }

    /// The pairs to compare: neighbours by default; `--from A --to B`; `--from A` against every other posture;
    /// every other posture against `--to B`.
    private static func posturePairs(
        device: Device, from: String?, to: String?
    ) -> Result<[(PostureSelection, PostureSelection)], UsageError> {
        func parse(_ text: String, _ option: String) -> Result<PostureSelection, UsageError> {
            PostureSelection.parse(text, device: device).mapError { UsageError("--\(option): \($0.description)") }
        }
        let all = device.postures.map { PostureSelection(posture: $0) }
        switch (from, to) {
        case (nil, nil):
            return .success(DiffBuilder.neighbouringPairs(of: device))
        case (let from?, let to?):
            return parse(from, "from").flatMap { before in parse(to, "to").map { [(before, $0)] } }
        case (let from?, nil):
            return parse(from, "from").map { before in all.filter { $0.name != before.name }.map { (before, $0) } }
        case (nil, let to?):
            return parse(to, "to").map { after in all.filter { $0.name != after.name }.map { ($0, after) } }
        }
    }

    // MARK: - Version diff

    private static func versionDiff(old: LoadResult, new: LoadResult, arguments: ParsedArguments) -> Result<SpecDiff, UsageError> {
        let oldIDs = old.spec.screens.map(\.id)
        let newIDs = new.spec.screens.map(\.id)
        let allIDs = newIDs + oldIDs.filter { !newIDs.contains($0) }
        let selected: Set<String>
        switch select(allIDs, arguments: arguments) {
        case .success(let ids): selected = ids
        case .failure(let error): return .failure(error)
        }
        let known = Set(DeviceCatalog(spec: old.spec).names + DeviceCatalog(spec: new.spec).names).sorted()
        if let error = checkDevice(arguments.value("device"), known: known) { return .failure(error) }

        var diffs: [ScreenDiff] = []
        for id in allIDs where selected.contains(id) {
            let before = old.spec.screens.first { $0.id == id }
            let after = new.spec.screens.first { $0.id == id }
            let name = arguments.value("device")
            // A device only one side declares is used for both sides.
            let oldFound = try? DeviceCatalog(spec: old.spec).device(for: before, requested: name).get()
            let newFound = try? DeviceCatalog(spec: new.spec).device(for: after, requested: name).get()
            guard let oldDevice = oldFound ?? newFound, let newDevice = newFound ?? oldFound else { continue }
            diffs.append(DiffBuilder.versionDiff(old: before, new: after, oldDevice: oldDevice, newDevice: newDevice))
        }
        return .success(SpecDiff(mode: .versions, old: old.source.path, new: new.source.path, screens: diffs))
    }

    // MARK: - Shared

    /// The screen ids to compare, in the given order: all, or those named with `--screen`.
    private static func select(_ ids: [String], arguments: ParsedArguments) -> Result<Set<String>, UsageError> {
        let wanted = arguments.values("screen")
        guard !wanted.isEmpty else { return .success(Set(ids)) }
        for name in wanted where !ids.contains(name) {
            let match = Suggestion.closest(to: name, in: ids)
            let known = ids.isEmpty ? "the spec has no screens" : "screens: \(ids.joined(separator: ", "))"
            return .failure(UsageError("unknown screen '\(name)' (\(known))", suggestion: match))
        }
        return .success(Set(wanted))
    }

    private static func checkDevice(_ name: String?, known: [String]) -> UsageError? {
        guard let name, !known.contains(name) else { return nil }
        return UsageError("unknown device '\(name)' (devices: \(known.joined(separator: ", ")))", suggestion: Suggestion.closest(to: name, in: known))
    }

    private static func read(_ file: String, context: CommandContext) -> Result<SourceFile, FileError> {
        let inputs = InputFiles([file], context: context)
        guard let input = inputs.inputs.first else {
            return .failure(.unreadableFile(file, errorNumber: ENOENT))
        }
        return inputs.read(input)
    }

    private static func usage(_ message: String, _ context: CommandContext) -> Int32 {
        UsageError(message).report(for: declaration, in: context)
    }
}

/// The old version of a file from git: `git show REV:<path from the repository's root>`, run in the file's folder
/// (which exists: the command reads the file itself first).
enum GitRevision {
    static func read(file: String, revision: String, context: CommandContext) -> Result<SourceFile, FileError> {
        let resolved = context.resolve(file)
        let url = URL(fileURLWithPath: resolved)
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        guard let git = executable("git", context: context) else {
            return .failure(failure(file, "cannot run git: no 'git' executable on PATH", id: "git-failed", exit: ExitCode.failure))
        }

        let prefix = run(git, ["rev-parse", "--show-prefix"], in: folder, context: context)
        guard let prefix, prefix.status == 0 else {
            let detail = prefix.map { gitMessage($0.error) } ?? ""
            return .failure(
                failure(file, "not in a git repository, so --rev has no old version to read\(detail)", id: "not-a-repository", exit: ExitCode.noInput))
        }
        let relative = String(decoding: prefix.output, as: UTF8.self).trimmingCharacters(in: .newlines) + name

        let commit = run(git, ["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: folder, context: context)
        guard let commit, commit.status == 0 else {
            return .failure(
                failure(file, "unknown revision '\(revision)' in this repository", id: "unknown-revision", exit: ExitCode.noInput))
        }
        let object = "\(revision):\(relative)"
        let exists = run(git, ["cat-file", "-e", object], in: folder, context: context)
        guard let exists, exists.status == 0 else {
            return .failure(
                failure(file, "'\(relative)' does not exist in revision '\(revision)'", id: "not-in-revision", exit: ExitCode.noInput))
        }
        let show = run(git, ["show", "--no-textconv", object], in: folder, context: context)
        guard let show, show.status == 0 else {
            let detail = show.map { gitMessage($0.error) } ?? ""
            return .failure(failure(file, "git show \(object) failed\(detail)", id: "git-failed", exit: ExitCode.failure))
        }
        guard show.output.count <= InputFiles.maximumFileSize else { return .failure(.tooLarge(object)) }
        return .success(SourceFile(path: object, bytes: show.output))
    }

    private static func failure(_ path: String, _ message: String, id: String, exit: Int32) -> FileError {
        FileError(path: path, message: message, id: id, exitCode: exit)
    }

    /// `: <git's first line>` for messages, or nothing.
    private static func gitMessage(_ bytes: [UInt8]) -> String {
        let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        return line.isEmpty ? "" : " (git: \(line))"
    }

    struct Output {
        var status: Int32
        var output: [UInt8]
        var error: [UInt8]
    }

    /// Runs `executable` with `arguments` in `folder`; nil when it cannot be started.
    static func run(_ executable: String, _ arguments: [String], in folder: String, context: CommandContext) -> Output? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder, isDirectory: true)
        process.environment = environment(context)
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

    /// The context's environment, with PATH and HOME taken from the process when the context has none (tests run
    /// with an empty one), and git never prompting.
    private static func environment(_ context: CommandContext) -> [String: String] {
        var environment = context.environment
        let process = ProcessInfo.processInfo.environment
        for name in ["PATH", "HOME"] where environment[name] == nil {
            environment[name] = process[name]
        }
        if environment["PATH"] == nil { environment["PATH"] = "/usr/local/bin:/usr/bin:/bin" }
        environment["GIT_TERMINAL_PROMPT"] = "0"
        return environment
    }

    /// The first executable named `name` on PATH.
    static func executable(_ name: String, context: CommandContext) -> String? {
        let path = environment(context)["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
