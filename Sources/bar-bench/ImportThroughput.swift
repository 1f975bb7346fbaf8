import BarImport
import Dispatch

/// `bar import`'s figure: Swift source read per second — lexing, parsing, recognizing SwiftUI and UIKit
/// bars, writing the specs — over a synthetic app (SwiftCorpus), in-process as the command runs it.
///
/// The command leaves its syntax trees to the process's exit (`SyntaxTreeRelease.byCaller`) and frees the rest
/// of the import's result before it exits; so does the timed work here. Each run's trees are freed after its
/// clock stops, and that is timed on its own (`releaseSeconds`), so the figure does not hide it.
enum ImportThroughput {
    struct Figures {
        /// The median seconds of one import.
        var seconds: Double
        var megabytesPerSecond: Double
        /// The median seconds of freeing one import's syntax trees alone, on one thread, after the import.
        var releaseSeconds: Double
    }

    /// Holds the trees until they are dropped on purpose: a local the optimizer sees no further use of may be
    /// released as soon as it is last read, before the clock is.
    private final class Held: @unchecked Sendable {
        var trees: SyntaxTrees?
    }

    /// The medians of `runs` imports of a corpus of about `bytes` bytes.
    static func measure(bytes: Int, runs: Int) -> Figures {
        let files = SwiftCorpus.files(bytes: bytes)
        let size = Double(files.reduce(0) { $0 + $1.bytes.count })
        var imports: [Double] = []
        var releases: [Double] = []
        let held = Held()
        // One untimed run first, as `Measure.seconds` does.
        for run in 0...runs {
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                var result = Importer.run(sources: files, mode: .auto, treeRelease: .byCaller)
                held.trees = result.syntaxTrees
                result.syntaxTrees = SyntaxTrees()
                precondition(result.files.count == files.count, "every file of the Swift corpus declares bars: \(result.files.count) of \(files.count)")
                // The rest of the result is freed here, in the timed work, as the command frees it.
            }
            let imported = DispatchTime.now().uptimeNanoseconds
            let trees = held.trees?.fileCount ?? 0
            precondition(trees == files.count, "the import hands over every file's tree: \(trees) of \(files.count)")
            held.trees = nil
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
