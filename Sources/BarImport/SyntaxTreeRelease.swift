/// Who frees an import's syntax trees once the specs are written.
///
/// The trees of every file are alive until the last file's screens are known (a screen in one file reads the
/// views declared in another), so by the time they can go, the first ones parsed are long out of the cache.
/// Freeing them visits every node of every tree again, one cache miss after another: in the benchmark's app
/// about a sixth of the import's wall time (11–28 ms of 75–120 ms), for memory a process about to exit gets
/// back whole. A long-lived caller (a test run, an editor) has them freed as the import goes (`byImport`, the
/// default); `bar import`, which exits when the specs are out, takes them (`byCaller`) and leaves them to the
/// end of the process, as compilers leave their syntax trees — at the price of holding them until then (its
/// peak memory is higher by what they hold, most with `--check`, which reads the specs after the import).
public enum SyntaxTreeRelease: Sendable {
    /// Each file's tree is freed by the worker that wrote its spec, during the import.
    case byImport
    /// The trees are handed over in `ImportResult.syntaxTrees`, freed whenever the caller drops them.
    case byCaller
}

/// The syntax trees of an import whose caller frees them (`SyntaxTreeRelease.byCaller`): nothing to read,
/// only something to keep or drop.
public struct SyntaxTrees: Sendable {
    let files: [SwiftFile]

    /// No trees: what an import that freed its own hands over.
    public init() {
        files = []
    }

    init(files: [SwiftFile]) {
        self.files = files
    }

    /// How many files' trees are held (a file for another platform holds none, but is counted).
    public var fileCount: Int { files.count }
}
