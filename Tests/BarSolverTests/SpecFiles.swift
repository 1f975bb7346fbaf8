import BarModel
import Foundation

/// The project's `.bar` files, loaded with the spec loader, for tests that check the solver against them.
enum SpecFiles {
    /// `Specs/` at the package root.
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Specs")
    }

    /// Every `.bar` file under `Specs/` (or one folder of it), sorted by path.
    static func paths(in folder: String? = nil) -> [URL] {
        let base = folder.map { root.appendingPathComponent($0) } ?? root
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "bar" }.sorted { $0.path < $1.path }
    }

    static func load(_ url: URL) throws -> LoadResult {
        SpecLoader.load(path: url.path, text: try String(contentsOf: url, encoding: .utf8))
    }

    /// The device a screen of this spec is solved on: its own `device:` (from the file, else built in), else
    /// the default.
    static func device(for screen: Screen, in spec: Spec) -> Device {
        guard let id = screen.settings.device else { return BuiltInDevices.defaultDevice }
        return spec.devices.first { $0.id == id } ?? BuiltInDevices.device(id) ?? BuiltInDevices.defaultDevice
    }
}
