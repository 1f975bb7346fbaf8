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

/// `bar init`: sets an app repository up for `bar` — a starter spec, a lint configuration and a CI
/// workflow — without ever replacing a file that is already there.
public enum InitCommand: BarCommand {
    public static let declaration = CommandDeclaration(
        name: "init",
        abstract: "Set up an app repository for bar: a starter spec, lint settings and a CI workflow.",
        discussion: [
            "Creates Specs/home.bar (a starter spec that checks, formats and lints clean), .bar-lint (lint settings that change nothing yet) and .github/workflows/bar.yml (a GitHub Actions workflow that runs bar lint --reporter sarif and uploads the findings, and, when the repository has Swift sources, bar import --check to catch the specs and the code drifting apart).",
            "A file that already exists is never replaced: it is listed as kept and left as it is. The workflow builds bar from the repository named by the Actions variable BAR_GIT_URL.",
            "Exits 0 when every file was created or kept, 66 when the folder does not exist and 74 when a file cannot be written.",
        ],
        arguments: [.init("folder", help: "The app repository to set up (default: the current folder).", isOptional: true)],
        options: [
            .init("format", valueName: "format", help: "Output format.", allowedValues: ["text", "json"], defaultValue: "text"),
        ],
        examples: ["bar init", "bar init ../MyApp --format json"]
    )

    /// The version of `--format json`'s output; see docs/init.md.
    public static let jsonVersion = 1

    /// Folders never searched for Swift sources: build products, dependencies, and the specs themselves.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "Specs", "build", "node_modules"]

    public static func run(_ arguments: ParsedArguments, in context: CommandContext) -> Int32 {
        let written = arguments.positionals.first ?? "."
        let root = context.resolve(written)
        let found = FileSystem.status(root)
        guard case .success(let status) = found, status.isDirectory else {
            let exists = if case .success = found { true } else { false }
            let error = FileError(
                path: written, message: exists ? "not a folder; name the folder of the repository to set up" : "no such folder",
                id: .unreadableInput, exitCode: ExitCode.noInput)
            context.standardError.writeLine(error.description)
            return error.exitCode
        }
        let sources = swiftSourceFolders(in: root)
        let files: [(String, String)] = [
            (InitTemplates.starterSpec, InitTemplates.spec),
            (InitTemplates.lintConfiguration, InitTemplates.lintFile),
            (InitTemplates.workflow, InitTemplates.workflowFile(sourceFolders: sources)),
        ]
        var created: [String] = [], kept: [String] = []
        var exitCode = ExitCode.success
        /// A path under the folder as the user named it, so it works from where they are.
        func shown(_ relative: String) -> String { written == "." ? relative : (written.hasSuffix("/") ? written : written + "/") + relative }
        for (relative, text) in files {
            let shown = shown(relative)
            do {
                let outcome = try NewFileWriter.create(
                    Array(text.utf8), at: root + "/" + relative, shownAs: shown, sweeper: context.temporaryFileSweeper,
                    system: context.writeSystem)
                switch outcome {
                case .created: created.append(shown)
                case .alreadyExists: kept.append(shown)
                }
            } catch {
                context.standardError.writeLine(error.description)
                exitCode = ExitCode.mostSevere(exitCode, error.exitCode)
            }
        }
        if arguments.value("format") == "json" {
            let report = JSONValue.object([
                ("version", .int(jsonVersion)),
                ("created", .array(created.map(JSONValue.string))),
                ("kept", .array(kept.map(JSONValue.string))),
                ("sourceFolders", .array(sources.map(JSONValue.string))),
            ])
            context.standardOutput.write(report.rendered())
        } else {
            for path in created { context.standardOutput.writeLine("created \(path)") }
            for path in kept { context.standardOutput.writeLine("kept \(path) (it already exists)") }
            if exitCode == ExitCode.success {
                context.standardOutput.writeLine("")
                let spec = InitTemplates.shellWord(shown(InitTemplates.starterSpec)), specs = InitTemplates.shellWord(shown(InitTemplates.specsFolder))
                context.standardOutput.writeLine("Next: bar solve \(spec), then bar lint \(specs)")
            }
        }
        return exitCode
    }

    /// The top-level folders that hold Swift sources (not tests, build products or dependencies), in byte
    /// order; `.` when Swift files sit in the root itself (besides `Package.swift`). A symbolic link is not
    /// followed (it may lead out of the repository, to another project or to `/`), as none is below the top;
    /// nor is a name with a control character taken (a line break would end the workflow's command).
    static func swiftSourceFolders(in root: String) -> [String] {
        guard case .success(let entries) = FileSystem.contents(ofDirectory: root) else { return [] }
        var folders: [String] = []
        var rootHasSources = false
        for name in entries.sorted(by: ByteOrder.precedes) {
            if name.hasPrefix(".") || skippedFolders.contains(name) || name.hasSuffix("Tests") { continue }
            if name.unicodeScalars.contains(where: TerminalText.isControl) { continue }
            guard case .success(let status) = FileSystem.status(root + "/" + name, followingLinks: false) else { continue }
            if status.isDirectory {
                if containsSwiftFile(root + "/" + name) { folders.append(name) }
            } else if name.hasSuffix(".swift") && name != "Package.swift" {
                rootHasSources = true
            }
        }
        return rootHasSources ? ["."] : folders
    }

    /// Whether a `.swift` file lies anywhere below `folder`; looks at no more than 100,000 entries.
    private static func containsSwiftFile(_ folder: String) -> Bool {
        var seen = 0
        var found = false
        FileSystem.walk(folder) { _, name, _ in
            seen += 1
            if seen > 100_000 { return .stop }
            if name.hasPrefix(".") || skippedFolders.contains(name) { return .skipDescendants }
            if name.hasSuffix(".swift") {
                found = true
                return .stop
            }
            return .next
        }
        return found
    }
}
