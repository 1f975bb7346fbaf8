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
        // The Swift files of the chosen (or every) non-test target; `bar import` reads each one.
        let inputs = targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind != .test }
            .flatMap { $0.sourceFiles.map(\.url).filter { $0.pathExtension == "swift" }.map(\.path) }
            .sorted()
        guard !inputs.isEmpty else {
            Diagnostics.warning("no Swift sources to import")
            return
        }
        var options = extractor.remainingArguments
        if !options.contains("--check") && !options.contains(where: { $0 == "--output" || $0.hasPrefix("--output=") }) {
            options += ["--output", context.package.directoryURL.appendingPathComponent("Specs").path]
        }
        let bar = try context.tool(named: "bar").url
        let process = try Process.run(bar, arguments: ["import", "auto"] + inputs + options)
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw BarPluginFailure(command: "bar import", status: process.terminationStatus)
        }
    }
}

struct BarPluginFailure: Error, CustomStringConvertible {
    var command: String
    var status: Int32
    var description: String { "\(command) exited with status \(status)" }
}
