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

    /// The images of the asset catalogs under a folder, by the names the code loads them by: a set's folder name,
    /// after the names of the group folders that provide a namespace. Other sets, and what a set holds, are not
    /// read as images.
    @Test func aSearchNamesTheCatalogsImages() throws {
        let folder = NSTemporaryDirectory() + "bar-import-assets-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = folder + "/App/Resources/Assets.xcassets"
        for set in [
            "share-arrow.imageset", "Icons/trash.imageset", "Icons/Small/pin.symbolset", "Flat/flag.imageset", "AppIcon.appiconset",
            "Accent.colorset", "Flat/Nested.imageset/inner.imageset",
        ] {
            try FileManager.default.createDirectory(atPath: catalog + "/" + set, withIntermediateDirectories: true)
        }
        try #"{ "info" : { "version" : 1 }, "properties" : { "provides-namespace" : true } }"#.write(toFile: catalog + "/Icons/Contents.json", atomically: true, encoding: .utf8)
        try #"{"properties":{"provides-namespace":true}}"#.write(toFile: catalog + "/Icons/Small/Contents.json", atomically: true, encoding: .utf8)
        try #"{ "properties" : { "provides-namespace" : false } }"#.write(toFile: catalog + "/Flat/Contents.json", atomically: true, encoding: .utf8)
        // Outside a catalog a folder named like a set is just a folder.
        try FileManager.default.createDirectory(atPath: folder + "/App/loose.imageset", withIntermediateDirectories: true)
        try "struct A {}\n".write(toFile: folder + "/App/A.swift", atomically: true, encoding: .utf8)
        let found = ImportCommand.swiftFiles(under: "App", context: CommandContext.testing(cwd: folder))
        #expect(found.assetImages.sorted() == ["Icons/Small/pin", "Icons/trash", "Nested", "flag", "share-arrow"].sorted(), "\(found.assetImages)")
        #expect(found.files.map(\.shown) == ["App/A.swift"])
    }

    @Test(arguments: [
        (#"{ "properties" : { "provides-namespace" : true } }"#, true),
        ("{\n  \"properties\" : {\n    \"provides-namespace\"\n :\ttrue\n  }\n}", true),
        (#"{ "properties" : { "provides-namespace" : false } }"#, false),
        (#"{ "info" : { "author" : "xcode" } }"#, false),
        (#"{ "provides-namespace" }"#, false),
        ("", false),
    ])
    func aGroupProvidesANamespaceWhenItsContentsSayTrue(contents: String, expected: Bool) {
        #expect(AssetCatalogSearch.providesNamespace(contents: Array(contents.utf8)) == expected)
    }
}
