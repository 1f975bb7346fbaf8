import BarGenerate
import BarModel
import Foundation

/// Paths in the repository and the generated files of every spec in `Specs/`, for the tests of this target.
enum GenerateFixtures {
    /// The repository root: the nearest folder above this file holding `Package.swift`.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
            url = url.deletingLastPathComponent()
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    static func interface(_ framework: String) -> String {
        root + "/Tests/BarGenerateTests/Interface/\(framework).swift"
    }

    static func goldenPath(_ name: String) -> String { root + "/Tests/BarGenerateTests/Golden/" + name }

    /// Every `.bar` file under `Specs/`, relative to the root, sorted.
    static func specPaths() -> [String] {
        let folder = root + "/Specs"
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".bar") { found.append("Specs/" + relative) }
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    static func load(_ relativePath: String) throws -> Spec {
        let text = try String(contentsOfFile: root + "/" + relativePath, encoding: .utf8)
        let result = SpecLoader.load(path: relativePath, text: text)
        if result.hasErrors { throw LoadFailure(path: relativePath) }
        return result.spec
    }

    struct LoadFailure: Error { var path: String }

    /// The generated files of every screen of every spec, in spec order.
    static func allSpecFiles(_ framework: UIFramework) throws -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        for path in specPaths() {
            let output = Generator.generate(try load(path), specPath: path, framework: framework)
            files += output.files
        }
        return files
    }
}
