import BarDiagnostics
import BarFormat
import BarModel
import BarSyntax
import Foundation
import Testing

@testable import BarImport

/// Each fixture set is imported and compared with its golden; every spec it produces must load without an
/// error and already be in `bar fmt`'s canonical layout. Run with `UPDATE_GOLDENS=1` to rewrite goldens
/// after an intended change, and read the diff.
@Suite struct GoldenTests {
    @Test(arguments: ImportFixtures.sets)
    func importMatchesGolden(_ set: String) throws {
        let result = Importer.run(sources: ImportFixtures.sources(set), mode: .auto, interfaceFiles: ImportFixtures.interfaceFiles(set))
        let actual = ImportFixtures.rendered(result)
        let golden = ImportFixtures.goldens.appendingPathComponent(set + ".bar")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] != nil {
            try FileManager.default.createDirectory(at: ImportFixtures.goldens, withIntermediateDirectories: true)
            try actual.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(actual == expected, "import of \(set) differs from Golden/\(set).bar")
    }

    @Test(arguments: ImportFixtures.sets)
    func everyImportedSpecChecksAndIsCanonical(_ set: String) {
        let result = Importer.run(sources: ImportFixtures.sources(set), mode: .auto, interfaceFiles: ImportFixtures.interfaceFiles(set))
        for file in result.files {
            let loaded = SpecLoader.load(path: file.swiftPath + ".bar", text: file.text)
            let errors = loaded.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(file.swiftPath): \(errors.map(\.message))")
            let formatted = Formatter.format(Parser.parse(SourceFile(path: "x.bar", text: file.text)))
            #expect(formatted == file.text, "\(file.swiftPath): not in canonical layout")
        }
    }

    @Test func importIsDeterministic() {
        for set in ImportFixtures.sets {
            let first = ImportFixtures.rendered(Importer.run(sources: ImportFixtures.sources(set), mode: .auto, interfaceFiles: ImportFixtures.interfaceFiles(set)))
            let second = ImportFixtures.rendered(Importer.run(sources: ImportFixtures.sources(set).reversed(), mode: .auto, interfaceFiles: ImportFixtures.interfaceFiles(set)))
            #expect(first == second, "\(set): output depends on the order files are given in")
        }
    }
}
