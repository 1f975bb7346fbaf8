import BarImport
import Dispatch

/// `bar import`'s figure: Swift source read per second — lexing, parsing, recognizing SwiftUI and UIKit
/// bars, writing the specs — over a synthetic app (SwiftCorpus), in-process as the command runs it.
///
/// The command leaves its syntax trees to the process's exit (`SyntaxTreeRelease.byCaller`), and so does the
/// timed import here; each run's trees are freed after its clock stops, and that freeing is timed on its own
/// (`releaseSeconds`: what a caller that frees the trees on one thread adds), so the figure does not hide it.
enum ImportThroughput {
    struct Figures {
        /// The median seconds of one import.
        var seconds: Double
        var megabytesPerSecond: Double
        /// The median seconds of freeing one import's syntax trees, on one thread, after the import.
        var releaseSeconds: Double
    }

    /// The medians of `runs` imports of a corpus of about `bytes` bytes.
    static func measure(bytes: Int, runs: Int) -> Figures {
        let files = SwiftCorpus.files(bytes: bytes)
        let size = Double(files.reduce(0) { $0 + $1.bytes.count })
        var imports: [Double] = []
        var releases: [Double] = []
        // One untimed run first, as `Measure.seconds` does.
        for run in 0...runs {
            let start = DispatchTime.now().uptimeNanoseconds
            var result: ImportResult? = Importer.run(sources: files, mode: .auto, treeRelease: .byCaller)
            let imported = DispatchTime.now().uptimeNanoseconds
            let specs = result?.files.count ?? 0
            let trees = result?.syntaxTrees.fileCount ?? 0
            precondition(specs == files.count, "every file of the Swift corpus declares bars: \(specs) of \(files.count)")
            precondition(trees == files.count, "the import hands over every file's tree: \(trees) of \(files.count)")
            result = nil
            let released = DispatchTime.now().uptimeNanoseconds
            if run > 0 {
                imports.append(Double(imported - start) / 1e9)
                releases.append(Double(released - imported) / 1e9)
            }
        }
        let seconds = Measure.median(imports)
        return Figures(seconds: seconds, megabytesPerSecond: size / 1e6 / seconds, releaseSeconds: Measure.median(releases))
    }
}
