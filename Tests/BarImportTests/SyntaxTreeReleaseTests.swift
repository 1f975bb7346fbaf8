import BarDiagnostics
import Testing

@testable import BarImport

/// Who frees an import's syntax trees (`SyntaxTreeRelease`) changes nothing an import gives: the caller that
/// takes them (`bar import`, which leaves them to the process's exit) gets the same specs and warnings as the
/// default, and trees that are whole, not dropped ones.
@Suite struct SyntaxTreeReleaseTests {
    @Test(arguments: ImportFixtures.sets)
    func theCallerGetsTheSameImportAndEveryTree(_ set: String) {
        let sources = ImportFixtures.sources(set)
        for mode in ImportMode.allCases {
            let freed = Importer.run(sources: sources, mode: mode)
            let handedOver = Importer.run(sources: sources, mode: mode, treeRelease: .byCaller)
            #expect(handedOver.files.map(\.swiftPath) == freed.files.map(\.swiftPath), "\(set) \(mode): files")
            #expect(handedOver.files.map(\.text) == freed.files.map(\.text), "\(set) \(mode): texts")
            #expect(handedOver.warnings == freed.warnings, "\(set) \(mode): warnings")
            #expect(freed.syntaxTrees.fileCount == 0, "\(set) \(mode): the import freed its own trees")
            #expect(handedOver.syntaxTrees.fileCount == sources.count, "\(set) \(mode): one tree a file")
        }
    }

    /// The trees handed over are the parsed ones: each holds the statements and types parsing its file gives
    /// (a tree dropped after the import holds none), in the import's order of files.
    @Test func theTreesHandedOverAreWhole() {
        let sources = ImportFixtures.sets.flatMap(ImportFixtures.sources)
        let result = Importer.run(sources: sources, mode: .auto, treeRelease: .byCaller)
        let trees = result.syntaxTrees.files
        let sorted = sources.sorted { ByteOrder.precedes($0.path, $1.path) }
        #expect(trees.map(\.source.path) == sorted.map(\.path))
        for (tree, source) in zip(trees, sorted) {
            let parsed = ImportUnit(parsing: source).file
            #expect(tree.statements.count == parsed.statements.count, "\(source.path): statements")
            #expect(tree.types.count == parsed.types.count, "\(source.path): types")
        }
        #expect(trees.contains { !$0.statements.isEmpty && !$0.types.isEmpty })
    }
}
