import Foundation
import PackagePlugin

/// Runs `bar lint` over the `.bar` specs of the target it is applied to, so `swift build` and Xcode show each
/// finding at its line. The findings are printed in the compiler's format
/// (`path:line:col: warning: message [rule-id]`) with absolute paths, which is what both read; an error
/// finding fails the build, a warning does not. The nearest `.bar-lint` above each spec applies.
///
/// The build system runs the command when one of its inputs changed since it last succeeded (or after it
/// failed), not on every build. So its inputs are the specs and the `.bar-lint` that applies to each: a change
/// to the configuration alone (a rule turned into an error) must lint again, or the build passes on a stale
/// result. A `.bar-lint` added or removed changes the command itself, which also runs it again.
@main
struct BarLintBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let specs = target.sourceFiles.map(\.url).filter { $0.pathExtension == "bar" }
        return try Self.commands(for: specs, targetName: target.name, bar: context.tool(named: "bar").url)
    }

    static func commands(for specs: [URL], targetName: String, bar: URL) -> [Command] {
        guard !specs.isEmpty else { return [] }
        let paths = specs.map(\.path).sorted()
        return [
            .buildCommand(
                displayName: "bar lint \(targetName) (\(paths.count) spec\(paths.count == 1 ? "" : "s"))",
                executable: bar,
                arguments: ["lint", "--no-color"] + paths,
                inputFiles: specs + configurations(for: specs),
                outputFiles: [])
        ]
    }

    /// The `.bar-lint` that `bar lint` applies to each spec: the first found in the spec's folder or a folder
    /// above it. (A folder without one cannot be an input: the build fails on a missing input file.)
    static func configurations(for specs: [URL]) -> [URL] {
        var found: Set<String> = []
        for folder in Set(specs.map { $0.deletingLastPathComponent().standardizedFileURL.path }) {
            var current = URL(fileURLWithPath: folder, isDirectory: true)
            while true {
                let candidate = current.appendingPathComponent(".bar-lint")
                if FileManager.default.fileExists(atPath: candidate.path) {
                    found.insert(candidate.path)
                    break
                }
                let parent = current.deletingLastPathComponent()
                if parent.path == current.path { break }
                current = parent
            }
        }
        return found.sorted().map { URL(fileURLWithPath: $0) }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension BarLintBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let specs = target.inputFiles.map(\.url).filter { $0.pathExtension == "bar" }
        return try Self.commands(for: specs, targetName: target.displayName, bar: context.tool(named: "bar").url)
    }
}
#endif
