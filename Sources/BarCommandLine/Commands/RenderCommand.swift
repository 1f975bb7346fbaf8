import BarDiagnostics
import BarModel
import BarRender
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

/// `bar render`: pictures of a spec's bars, one SVG per posture or one HTML page per file (`docs/render.md`).
///
/// Everything drawn comes from the solver, through the workspace (which checks the names of screens, device
/// and postures); this command reads the file and writes what `BarRender` returns.
public enum RenderCommand: BarCommand {
    public static let declaration = CommandDeclaration(
        name: "render",
        abstract: "Draw a spec's bars in every posture as SVG pictures or one HTML page.",
        discussion: [
            "Solves each screen of the file for the device's postures and draws the window at true point scale: the strip with its status cluster, the bars, every visible item as a button, the open overflow menu beside the window, the entries not shown, and the fold in open postures. Nothing is loaded from the network: pictures and pages are self-contained.",
            "--format is required unless -o names a .svg or .html file. With --format svg, one screen in one posture (--posture) is written to standard output or to -o FILE; with --all or several screens, -o names a folder (created if missing) and one file <screen>-<posture>.svg is written per picture, each atomically, and their paths are listed. With --format html, one page for the file, with every posture of every screen side by side, the solve matrix and the file's findings, goes to standard output or to -o FILE.",
            "The device is --device, else the screen's 'device:', else iphone-duo. A posture may carry obstructions: --posture closed+keyboard. A file with errors is not drawn: its diagnostics are printed on standard error and the exit status is 1.",
            "A run draws at most 1,000 pictures (a screen in a posture is one picture; an HTML page of that many is already tens of megabytes): past that, render says how many it would draw and stops with exit status 1, unless --force is given. Choose fewer with --screen or --posture.",
        ],
        arguments: [.init("file", help: "The spec file to draw (- for standard input).")],
        options: [
            .init("format", valueName: "format", help: "What to write; taken from the extension of -o when it is .svg or .html.", allowedValues: ["svg", "html"]),
            .init("screen", valueName: "name", help: "Draw only this screen (default: every screen of the file)."),
            .init("posture", valueName: "name", help: "Draw only this posture, optionally with obstructions (closed+keyboard)."),
            .init("device", short: "d", valueName: "name", help: "Device to draw for (default: the screen's, else iphone-duo)."),
            .init("output", short: "o", valueName: "path", help: "File to write, or with several SVG pictures the folder to write them into."),
        ],
        flags: [
            .init("all", help: "Draw every posture of the device (the default for html)."),
            .init("no-color", help: "Never colour diagnostics."),
            .init("force", help: "Draw even more than 1,000 pictures (screens × postures) in one run, and replace files under -o that bar render did not write."),
        ],
        examples: [
            "bar render Specs/duo-sample/toolbar.bar -o toolbar.html",
            "bar render Specs/duo-sample/toolbar.bar --format svg --posture closed > closed.svg",
            "bar render Specs/duo-sample/toolbar.bar --format svg --all -o pictures",
            "bar render Specs/mail/inbox.bar --format svg --posture closed+keyboard -o inbox-keyboard.svg",
        ]
    )

    /// The most pictures (screen × posture) one run draws without --force (docs/render.md). A page holds
    /// every picture of the file at once, about 12 KB each: 1,000 make a page of some 12 MB.
    public static let maximumPictures = 1_000

    public static func run(_ arguments: ParsedArguments, in context: CommandContext) -> Int32 {
        // `-o page.html` says the format already; `--format` is then needed only to contradict it.
        let inferred = arguments.value("output").flatMap { path -> String? in
            let lower = path.lowercased()
            return lower.hasSuffix(".html") ? "html" : lower.hasSuffix(".svg") ? "svg" : nil
        }
        guard let format = arguments.value("format") ?? inferred else {
            return UsageError("missing --format; use --format svg or --format html (or -o a file ending in .svg or .html)").report(for: declaration, in: context)
        }
        if arguments.isGiven("posture") && arguments.flag("all") {
            return UsageError("--posture and --all cannot be used together; --all draws every posture").report(for: declaration, in: context)
        }
        if format == "svg" && !arguments.isGiven("posture") && !arguments.flag("all") {
            return UsageError("--format svg draws one posture at a time; give --posture <name>, or --all with -o <folder>").report(for: declaration, in: context)
        }
        guard let path = arguments.positionals.first else {
            return UsageError("missing spec file").report(for: declaration, in: context)
        }
        if path != "-", case .success(let status) = FileSystem.status(context.resolve(path)), status.isDirectory {
            return UsageError("'\(path)' is a folder; render draws one spec file at a time").report(for: declaration, in: context)
        }

        // Read and load.
        let inputs = InputFiles([path], context: context)
        guard let input = inputs.inputs.first else {
            return UsageError("missing spec file").report(for: declaration, in: context)
        }
        if let output = arguments.value("output"), inputs.input(sameFileAs: output) != nil {
            return UsageError("-o '\(output)' is the spec being rendered; name another file").report(for: declaration, in: context)
        }
        let source: SourceFile
        switch inputs.read(input) {
        case .success(let file): source = file
        case .failure(let error):
            context.standardError.writeLine(error.description)
            return error.exitCode
        }
        let document = Document(source: source)
        if document.hasErrors {
            let formatter = DiagnosticFormatter(showsSourceLine: true, usesColor: context.useColorOnStandardError(flagNoColor: arguments.flag("no-color")))
            context.standardError.write(formatter.format(document.loaded.diagnostics, in: source))
            return ExitCode.failure
        }

        // Choose what to draw: the workspace checks every name and solves.
        let screens: [Screen]
        switch document.screens(named: arguments.value("screen").map { [$0] } ?? []) {
        case .success(let found): screens = found
        case .failure(let error): return UsageError(error).report(for: declaration, in: context)
        }
        guard !screens.isEmpty else {
            context.standardError.writeLine("\(source.path): error: the file declares no screen to draw [\(DiagnosticID.noScreens)]")
            return ExitCode.failure
        }
        let request = SolveRequest(device: arguments.value("device"), postures: arguments.value("posture").map { [$0] } ?? [])
        // Counted before anything is solved, so a file of thousands of screens is refused at once (issue 18).
        var pictureCount = 0
        for screen in screens {
            switch document.device(for: screen, requested: request.device).flatMap({ PostureChoice.selections(request.postures, device: $0) }) {
            case .success(let selections): pictureCount += selections.count
            case .failure(let error): return UsageError(error).report(for: declaration, in: context)
            }
        }
        if pictureCount > maximumPictures {
            let what = "\(pictureCount) pictures (\(screens.count) screens, each in its postures)"
            guard arguments.flag("force") else {
                context.standardError.writeLine("\(source.path): error: \(what) are more than render draws in one run (\(maximumPictures)); choose with --screen or --posture, or draw them all with --force [\(DiagnosticID.tooManyPictures)]")
                return ExitCode.failure
            }
            context.standardError.writeLine("\(source.path): warning: drawing \(what), more than \(maximumPictures); the output will be large [\(DiagnosticID.tooManyPictures)]")
        }
        let output = arguments.value("output")
        let force = arguments.flag("force")
        if format == "html" {
            if let output, let refusal = refusal(toReplace: output, context: context, force: force) {
                context.standardError.writeLine(refusal)
                return ExitCode.failure
            }
            // Written piece by piece: each screen is solved when its section is due and dropped once written, so
            // the page of a file of thousands of screens never holds more than one screen's placements.
            var failure: SelectionError?
            let findings = document.lint(deviceOverride: arguments.value("device"))
            let pieces = HTMLReport.pieces(source: source, screens: screens, findings: findings) { _, screen in
                switch document.solve(screen, request, keepingPlacements: false) {
                case .success(let solved):
                    return rendering(of: solved)
                case .failure(let error):
                    // The device and postures were chosen above for every screen, so this is not expected; the
                    // section is left empty and the run fails after the page.
                    failure = failure ?? error
                    return ScreenRendering(screen: screen, postures: [])
                }
            }
            let status = emit(pieces, to: output, context: context)
            if let failure { return UsageError(failure).report(for: declaration, in: context) }
            return status
        }

        var renderings: [ScreenRendering] = []
        for screen in screens {
            let solved: SolvedScreen
            switch document.solve(screen, request) {
            case .success(let result): solved = result
            case .failure(let error): return UsageError(error).report(for: declaration, in: context)
            }
            renderings.append(rendering(of: solved))
        }

        // Each picture is drawn when it is written (`svg()`), so one is held at a time.
        let pictures = renderings.flatMap { rendering in
            rendering.postures.map { posture in
                (name: fileName(screen: rendering.screen.id, posture: posture.placement.postureName),
                 screen: rendering.screen.id, posture: posture.placement.postureName,
                 svg: { PostureSVG.render(posture.placement, screen: rendering.screen, options: SVGOptions(marksRenderedFile: true)) })
            }
        }
        if pictures.count == 1 && !arguments.flag("all") {
            var target = output
            if let folder = output, case .success(let status) = FileSystem.status(context.resolve(folder)), status.isDirectory {
                target = join(folder, pictures[0].name)
            } else if let folder = output, folder.hasSuffix("/") {
                // `-o pictures/` names a folder, made if missing, as with several pictures.
                if let error = FileSystem.makeFolders(context.resolve(folder)) {
                    context.standardError.writeLine("\(folder): error: cannot create folder: \(FileSystem.describe(error)) [\(DiagnosticID.unwritableOutput)]")
                    return ExitCode.ioError
                }
                target = join(folder, pictures[0].name)
            }
            if let target, let refusal = refusal(toReplace: target, context: context, force: force) {
                context.standardError.writeLine(refusal)
                return ExitCode.failure
            }
            return emit(pictures[0].svg(), to: target, context: context, announce: target != output)
        }
        guard let folder = output else {
            return UsageError("\(pictures.count) pictures to write; name a folder for them with -o <folder>").report(for: declaration, in: context)
        }
        // A new folder named like a file (`all.svg`, `page.html`) is a mistake for a folder of pictures.
        let lower = folder.lowercased()
        if lower.hasSuffix(".svg") || lower.hasSuffix(".html"), case .failure = FileSystem.status(context.resolve(folder)) {
            let what = pictures.count == 1 ? "with --all" : "there are \(pictures.count) pictures to write, and"
            return UsageError("-o '\(folder)' names a file, but \(what) -o names a folder; name a folder for them, or draw one picture with --posture (and --screen)").report(for: declaration, in: context)
        }
        // Screen `a` in `closed-landscape` and screen `a-closed` in `landscape` both make
        // `a-closed-landscape.svg`; `Inbox` and `inbox` would share a file on a disk that ignores case (macOS).
        var firstWithName: [String: (screen: String, posture: String)] = [:]
        for picture in pictures {
            let key = picture.name.lowercased()
            if let first = firstWithName[key] {
                context.standardError.writeLine(
                    "\(join(folder, picture.name)): error: the pictures of screen '\(first.screen)' in \(first.posture) and screen '\(picture.screen)' in \(picture.posture) would be written to the same file (or to names that differ only in case); nothing was written. Rename one of the screens or postures, or draw them in separate runs with --screen [\(DiagnosticID.renderFileClash)]")
                return ExitCode.failure
            }
            firstWithName[key] = (picture.screen, picture.posture)
        }
        let resolvedFolder = context.resolve(folder)
        switch FileSystem.status(resolvedFolder) {
        case .success(let status) where !status.isDirectory:
            return UsageError("-o '\(folder)' is a file; with several pictures -o names a folder").report(for: declaration, in: context)
        case .success:
            break
        case .failure:
            if let error = FileSystem.makeFolders(resolvedFolder) {
                context.standardError.writeLine("\(folder): error: cannot create folder: \(FileSystem.describe(error)) [\(DiagnosticID.unwritableOutput)]")
                return ExitCode.ioError
            }
        }
        // Every picture's file is checked before any is written, so a refusal leaves the folder as it was.
        let refusals = pictures.compactMap { refusal(toReplace: join(folder, $0.name), context: context, force: force) }
        if !refusals.isEmpty {
            for refusal in refusals { context.standardError.writeLine(refusal) }
            return ExitCode.failure
        }
        var status = ExitCode.success
        for picture in pictures {
            status = ExitCode.mostSevere(status, emit(picture.svg(), to: join(folder, picture.name), context: context, announce: true))
        }
        return status
    }

    /// A solved screen as the pictures draw it: each posture with its placement.
    private static func rendering(of solved: SolvedScreen) -> ScreenRendering {
        ScreenRendering(screen: solved.screen, postures: zip(solved.postures, solved.placements).map { PostureRendering(posture: $0.posture, placement: $1) })
    }

    /// Why the file at `path` must not be replaced, as an error line, or nil when it may be: nothing is there, it
    /// is empty, render wrote it (`RenderedFile`), it is a device or a pipe (written into, as a shell's `>` would),
    /// or `force` is given. A file someone saved under the name render is about to use is never lost (issue 17).
    private static func refusal(toReplace path: String, context: CommandContext, force: Bool) -> String? {
        guard !force else { return nil }
        switch ReplacementCheck.verdict(for: context.resolve(path), reading: RenderedFile.prefixLength, isOwnOutput: RenderedFile.isRendered) {
        case .mayReplace:
            return nil
        case .foreign:
            return "\(path): error: not replaced: the file was not written by bar render (its first lines have no '\(RenderedFile.marker)' comment), so it may be someone's work; move it away, name another file, or pass --force [\(DiagnosticID.generatedFileProtected)]"
        case .unreadable(let why):
            return "\(path): error: not replaced: the file cannot be read (\(why)) to check that bar render wrote it; pass --force to replace it [\(DiagnosticID.generatedFileProtected)]"
        }
    }

    /// `<screen>-<posture>.svg`, keeping letters, digits, `.`, `_`, `+` and `-` and replacing anything else.
    static func fileName(screen: String, posture: String) -> String {
        func safe(_ text: String) -> String {
            String(text.map { character -> Character in
                character.isASCII && (character.isLetter || character.isNumber || "._+-".contains(character)) ? character : "-"
            })
        }
        return "\(safe(screen))-\(safe(posture)).svg"
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Writes `text` to standard output, or atomically to `path`; `announce` lists the written path on
    /// standard output.
    private static func emit(_ text: String, to path: String?, context: CommandContext, announce: Bool = false) -> Int32 {
        emit(CollectionOfOne(text), to: path, context: context, announce: announce)
    }

    /// `emit(_:to:context:announce:)` for output made piece by piece: each piece is written as it is made.
    private static func emit(_ pieces: some Sequence<String>, to path: String?, context: CommandContext, announce: Bool = false) -> Int32 {
        guard let path else {
            for piece in pieces { context.standardOutput.write(piece) }
            return ExitCode.success
        }
        do {
            try context.writeFile(chunks: pieces.lazy.map { Array($0.utf8) }, to: context.resolve(path), shownAs: path)
        } catch {
            context.standardError.writeLine(error.description)
            return error.exitCode
        }
        if announce { context.standardOutput.writeLine(path) }
        return ExitCode.success
    }
}
