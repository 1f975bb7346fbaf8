import BarCommandLine
import Foundation

/// Paths inside the repository, found from this source file so the tests do not depend on the folder
/// `swift test` runs in, and do not need the package to declare resources.
enum RepositoryFiles {
    /// The repository root: the nearest folder above this file that holds `Package.swift`.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.path
            }
            url = url.deletingLastPathComponent()
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    /// `relativePath` under the repository root.
    static func path(_ relativePath: String) -> String { root + "/" + relativePath }

    /// The text of a file in the repository.
    static func text(_ relativePath: String) throws -> String {
        try String(contentsOfFile: path(relativePath), encoding: .utf8)
    }

    /// Every file under `folder` (relative to the root) whose name ends in `suffix`, as paths relative to
    /// the root, sorted byte-wise so test order is stable.
    static func files(under folder: String, endingIn suffix: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: path(folder)) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(suffix), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                found.append(folder + "/" + relative)
            }
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

/// What one in-process run of `bar` printed, and its exit status.
struct CheckRun {
    var status: Int32
    var output: String
    var error: String

    /// Runs the real `bar` (every command the tool ships) in-process.
    static func bar(_ arguments: [String], stdin: [UInt8] = [], cwd: String? = nil) -> CheckRun {
        let context = CommandContext.testing(stdin: stdin, cwd: cwd)
        let status = Bar.main(arguments, context: context)
        return CheckRun(status: status, output: context.capturedOutput, error: context.capturedError)
    }
}
