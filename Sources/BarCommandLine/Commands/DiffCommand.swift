import BarDiagnostics
import BarDiff
import BarModel
import BarSolver
import BarWorkspace
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

/// `bar diff`: what moves between postures of one spec, and what a change to a spec moves.
///
/// - `bar diff FILE` compares each neighbouring pair of the device's postures; `--from`/`--to` pick the pair.
/// - `bar diff OLD NEW` compares two versions of a spec: their declarations first, then every posture.
/// - `bar diff --rev REV FILE` takes OLD from git (`git show REV:<path>`), NEW from the working tree.
///
/// The comparison itself is `BarDiff` (pure); the names of screens, device and postures are checked by the
/// workspace, which also reads the old version from git; this file reads inputs and picks the format.
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
            .init("device", short: "d", valueName: "name", help: "Device to solve for (default: each screen's device, else iphone-duo)."),
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
            switch GitRevision.read(
                resolvedPath: context.resolve(files[0]), revision: revision, environment: context.environment,
                sizeLimit: InputFiles.maximumFileSize)
            {
            case .success(let source): sources.insert(source, at: 0)
            case .failure(let failure):
                let error = fileError(failure, file: files[0])
                context.standardError.writeLine(error.description)
                status = ExitCode.mostSevere(status, error.exitCode)
            }
        }
        guard status == ExitCode.success else { return status }

        // Like solve and render: every diagnostic is printed compiler-style on standard error; only errors stop.
        let formatter = DiagnosticFormatter(showsSourceLine: true, usesColor: context.useColorOnStandardError(flagNoColor: arguments.flag("no-color")))
        let documents = sources.map { Document(source: $0) }
        for document in documents where !document.loaded.diagnostics.isEmpty {
            context.standardError.write(formatter.format(document.loaded.diagnostics, in: document.source))
            if document.hasErrors { status = ExitCode.failure }
        }
        guard status == ExitCode.success else { return status }

        let diff: SpecDiff
        switch isVersionDiff
            ? versionDiff(old: documents[0], new: documents[1], arguments: arguments)
            : postureDiff(documents[0], from: from, to: to, arguments: arguments)
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
        _ document: Document, from: String?, to: String?, arguments: ParsedArguments
    ) -> Result<SpecDiff, UsageError> {
        let screens: [Screen]
        switch document.screens(named: arguments.values("screen")) {
        case .success(let found): screens = found
        case .failure(let error): return .failure(UsageError(error))
        }
        let requested = arguments.value("device")
        if let error = DeviceCatalog.check(requested, in: [document.spec]) { return .failure(UsageError(SelectionError.unknownDevice(error))) }

        var diffs: [ScreenDiff] = []
        for screen in screens {
            guard case .success(let device) = document.device(for: screen, requested: requested) else { continue }
            switch PostureChoice.pairs(device: device, before: from, after: to) {
            case .success(let pairs): diffs.append(DiffBuilder.postureDiff(screen, device: device, pairs: pairs))
            case .failure(let error): return .failure(usageError(error))
            }
        }
        return .success(SpecDiff(mode: .postures, old: nil, new: document.path, screens: diffs))
    }

    // MARK: - Version diff

    private static func versionDiff(old: Document, new: Document, arguments: ParsedArguments) -> Result<SpecDiff, UsageError> {
        let oldIDs = old.spec.screens.map(\.id)
        let newIDs = new.spec.screens.map(\.id)
        let allIDs = newIDs + oldIDs.filter { !newIDs.contains($0) }
        let selected: [String]
        switch ScreenChoice.select(arguments.values("screen"), from: allIDs) {
        case .success(let ids): selected = ids
        case .failure(let error): return .failure(UsageError(error))
        }
        let requested = arguments.value("device")
        if let error = DeviceCatalog.check(requested, in: [old.spec, new.spec]) { return .failure(UsageError(SelectionError.unknownDevice(error))) }

        var diffs: [ScreenDiff] = []
        for id in selected {
            let before = old.spec.screens.first { $0.id == id }
            let after = new.spec.screens.first { $0.id == id }
            // A device only one side declares is used for both sides.
            let oldFound = try? old.device(for: before, requested: requested).get()
            let newFound = try? new.device(for: after, requested: requested).get()
            guard let oldDevice = oldFound ?? newFound, let newDevice = newFound ?? oldFound else { continue }
            diffs.append(DiffBuilder.versionDiff(old: before, new: after, oldDevice: oldDevice, newDevice: newDevice))
        }
        return .success(SpecDiff(mode: .versions, old: old.path, new: new.path, screens: diffs))
    }

    // MARK: - Shared

    /// A posture error names the option it came from: `--from: unknown posture 'closd' …`.
    private static func usageError(_ error: SelectionError) -> UsageError {
        guard case .posture(let posture, let side?) = error else { return UsageError(error) }
        return UsageError("--\(side == .before ? "from" : "to"): \(posture.description)")
    }

    /// The command's report of a failure to read the old version from git.
    private static func fileError(_ failure: GitRevision.Failure, file: String) -> FileError {
        if failure.kind == .tooLarge { return .tooLarge(failure.message) }
        return FileError(
            path: file, message: failure.message, id: failure.id,
            exitCode: failure.isMissingInput ? ExitCode.noInput : ExitCode.failure)
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
