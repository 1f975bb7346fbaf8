import Foundation

/// The benchmark's inputs written as files (`bar-bench --write-corpora DIR`), so that the `bar` executable can
/// be timed or profiled on exactly what the in-process figures measure: an instruction profile of `bar lint`
/// over the lint folder counts the same work as `lint_1000_files_s`, whatever the machine's load. Without
/// `--quick` the 10,000-file folder of `lint_10000_files_s` is written too (`lint-10000`, about 40 MB).
enum BenchCorpora {
    static func write(to folder: URL, quick: Bool) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        try SyntheticCorpus.text(bytes: quick ? 2_000_000 : 10_000_000)
            .write(to: folder.appendingPathComponent("load.bar"), atomically: false, encoding: .utf8)
        try LintFolder.fill(folder.appendingPathComponent("lint-1000"), files: 1_000)
        if !quick { try LintFolder.fill(folder.appendingPathComponent("lint-10000"), files: 10_000) }
        let importFolder = folder.appendingPathComponent("import")
        for file in SwiftCorpus.files(bytes: quick ? 1_000_000 : 5_000_000) {
            let url = importFolder.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
    }
}
