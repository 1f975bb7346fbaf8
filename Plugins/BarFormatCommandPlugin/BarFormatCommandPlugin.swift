import Foundation
import PackagePlugin

/// `swift package bar-format [--target <name> ...] [--check | --diff]`: rewrites the `.bar` specs of the
/// chosen targets (or of the whole package) in canonical form with `bar fmt --write`. With `--check` or
/// `--diff` it only reports, as `bar fmt` does, and writes nothing. Writing needs the package-directory
/// permission the plugin declares; SwiftPM asks for it (or `--allow-writing-to-package-directory`).
@main
struct BarFormatCommandPlugin: CommandPlugin {
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
        var options = extractor.remainingArguments
        if !options.contains("--check") && !options.contains("--diff") && !options.contains("-d") {
            options.insert("--write", at: 0)
        }
        let bar = try context.tool(named: "bar").url
        let process = try Process.run(bar, arguments: ["fmt"] + options + inputs)
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw BarPluginFailure(command: "bar fmt", status: process.terminationStatus)
        }
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
