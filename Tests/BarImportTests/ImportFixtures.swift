import BarDiagnostics
import BarModel
import Foundation
import Testing

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

    /// One Swift file imported on its own: the spec it gives, loaded (it must load without errors), its text, and
    /// its warnings as the command prints them (`path:line:column: warning: … [id]`).
    static func importedFile(
        _ source: String, path: String, mode: ImportMode, assets: AssetCatalog = AssetCatalog()
    ) -> (spec: Spec, text: String, warnings: [String]) {
        let result = Importer.run(sources: [SourceFile(path: path, text: source)], mode: mode, assets: assets)
        let text = result.files.map(\.text).joined(separator: "\n")
        let loaded = SpecLoader.load(path: "imported.bar", text: text)
        #expect(!loaded.hasErrors, "\(text)")
        let formatter = DiagnosticFormatter(showsSourceLine: false)
        let warnings = result.warnings.compactMap { warning in
            result.sources[warning.path].map { formatter.format([warning.diagnostic], in: $0) }
        }.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }
        return (loaded.spec, text, warnings)
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

    /// The Interface Builder documents of one set (`.storyboard`, `.xib`), shown as its Swift files are.
    static func interfaceFiles(_ set: String) -> InterfaceFiles {
        let directory = fixtures.appendingPathComponent(set)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        return InterfaceFiles(
            sources: names.map { name in
                let bytes = (try? Data(contentsOf: directory.appendingPathComponent(name))).map(Array.init) ?? []
                return SourceFile(path: "Fixtures/\(set)/\(name)", bytes: bytes)
            })
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
