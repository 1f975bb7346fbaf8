import Foundation
import PackagePlugin

/// Runs `bar lint` over the `.bar` specs of the target it is applied to, on every build, so `swift build`
/// and Xcode show each finding at its line. The findings are printed in the compiler's format
/// (`path:line:col: warning: message [rule-id]`) with absolute paths, which is what both read; an error
/// finding fails the build, a warning does not. The nearest `.bar-lint` above each spec applies.
///
/// The command declares no outputs, so the build system runs it every time rather than caching a result
/// that depends on the lint configuration as well as the specs.
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
                inputFiles: specs,
                outputFiles: [])
        ]
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
