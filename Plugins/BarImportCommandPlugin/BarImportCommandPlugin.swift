import Foundation
import PackagePlugin

/// `swift package bar-import [--target <name> ...] [--output <folder>] [--check <folder>]`: reads the Swift
/// sources of the chosen targets (or every source target) with `bar import auto` and writes their specs into
/// `Specs/` of the package (or `--output`); with `--check <folder>` it compares instead and writes nothing.
@main
struct BarImportCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = try targetNames.isEmpty ? context.package.targets : context.package.targets(named: targetNames)
        // The Swift files of the chosen (or every) non-test target, named relative to the package: bar runs in
        // the package folder, so the specs' headers and `// file:line` comments are the same in every checkout.
        let root = context.package.directoryURL.standardizedFileURL.path
        let inputs = targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind != .test }
            .flatMap { $0.sourceFiles.map(\.url).filter { $0.pathExtension == "swift" } }
            .map { relativePath($0.standardizedFileURL.path, under: root) }
            .sorted()
        guard !inputs.isEmpty else {
            Diagnostics.warning("no Swift sources to import")
            return
        }
        var options = extractor.remainingArguments
        if !options.contains("--check") && !options.contains(where: { $0 == "--output" || $0.hasPrefix("--output=") }) {
            options += ["--output", "Specs"]
        }
        let process = Process()
        process.executableURL = try context.tool(named: "bar").url
        process.arguments = ["import", "auto"] + inputs + options
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw BarPluginFailure(command: "bar import", status: process.terminationStatus)
        }
    }
}

/// `path` relative to `root` when it lies inside it; otherwise unchanged (a source outside the package).
func relativePath(_ path: String, under root: String) -> String {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}

struct BarPluginFailure: Error, CustomStringConvertible {
    var command: String
    var status: Int32
    var description: String { "\(command) exited with status \(status)" }
}
