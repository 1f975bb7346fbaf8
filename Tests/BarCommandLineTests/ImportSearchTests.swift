import Foundation
import Testing

@testable import BarCommandLine

/// Which files `bar import` reads from a folder it is given.
@Suite struct ImportSearchTests {
    /// Reading a named pipe waits for a writer: a folder holding `Pipe.swift` made `bar import` wait for ever.
    /// A search takes regular files only, as it takes no links.
    @Test func aSearchPassesOverPipesAndLinks() throws {
        let folder = NSTemporaryDirectory() + "bar-import-search-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "struct A {}\n".write(toFile: folder + "/App/A.swift", atomically: true, encoding: .utf8)
        #expect(mkfifo(folder + "/App/Pipe.swift", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/App/Link.swift", withDestinationPath: "A.swift")
        let found = ImportCommand.swiftFiles(under: "App", context: CommandContext.testing(cwd: folder))
        #expect(found.files.map(\.shown) == ["App/A.swift"])
        #expect(found.errors.isEmpty)
    }
}
