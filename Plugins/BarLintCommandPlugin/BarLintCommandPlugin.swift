import Foundation
import PackagePlugin

/// `swift package bar-lint [--target <name> ...] [bar lint options]`: lints the `.bar` specs of the chosen
/// targets, or of the whole package when none is chosen, exactly as `bar lint` does; other options
/// (`--strict`, `--reporter sarif`, `--config <path>`) are passed on to it.
@main
struct BarLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        // The specs of the chosen targets, or the whole package (bar skips hidden and .build folders).
        let inputs = try targetNames.isEmpty
            ? [context.package.directoryURL.path]
            : context.package.targets(named: targetNames).flatMap(specPaths)
        guard !inputs.isEmpty else {
            Diagnostics.warning("no .bar specs in target \(targetNames.joined(separator: ", "))")
            return
        }
        let bar = try context.tool(named: "bar").url
        let status = try run(bar, ["lint"] + extractor.remainingArguments + inputs)
        if status != 0 { throw BarPluginFailure(command: "bar lint", status: status) }
    }

    /// Runs `executable`, its output going straight to the plugin's own, and returns its exit status.
    private func run(_ executable: URL, _ arguments: [String]) throws -> Int32 {
        let process = try Process.run(executable, arguments: arguments)
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// The `.bar` files of a target, which SwiftPM lists among its source files.
func specPaths(_ target: Target) -> [String] {
    guard let module = target as? SourceModuleTarget else { return [] }
    return module.sourceFiles.map(\.url).filter { $0.pathExtension == "bar" }.map(\.path).sorted()
}

struct BarPluginFailure: Error, CustomStringConvertible {
    var command: String
    var status: Int32
    var description: String { "\(command) exited with status \(status)" }
}
