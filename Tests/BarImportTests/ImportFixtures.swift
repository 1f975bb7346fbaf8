import BarDiagnostics
import Foundation

@testable import BarImport

/// The Swift fixtures and goldens of the import tests, read from the source tree.
enum ImportFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = folder.appendingPathComponent("Fixtures")
    static let goldens = folder.appendingPathComponent("Golden")

    /// Every fixture set (a folder of Swift files imported together).
    static var sets: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The Swift files of one set, shown as `Fixtures/<set>/<file>` so goldens do not depend on where the
    /// repository is checked out.
    static func sources(_ set: String) -> [SourceFile] {
        let directory = fixtures.appendingPathComponent(set)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return names.map { name in
            let bytes = (try? Data(contentsOf: directory.appendingPathComponent(name))).map(Array.init) ?? []
            return SourceFile(path: "Fixtures/\(set)/\(name)", bytes: bytes)
        }
    }

    /// What the golden file holds for a set: every spec, then every warning, as the command prints them.
    static func rendered(_ result: ImportResult) -> String {
        var text = result.files.map(\.text).joined(separator: "\n")
        let formatter = DiagnosticFormatter(showsSourceLine: false)
        let warnings = result.warnings.compactMap { warning in
            result.sources[warning.path].map { formatter.format([warning.diagnostic], in: $0) }
        }.joined()
        if !warnings.isEmpty { text += "\n// Warnings:\n" + warnings.split(separator: "\n").map { "// " + $0 }.joined(separator: "\n") + "\n" }
        return text
    }
}
