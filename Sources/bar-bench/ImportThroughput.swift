import BarImport

/// `bar import`'s figure: Swift source read per second — lexing, parsing, recognizing SwiftUI and UIKit
/// bars, writing the specs — over a synthetic app (SwiftCorpus), in-process as the command runs it.
enum ImportThroughput {
    /// The median seconds of `runs` imports of a corpus of about `bytes` bytes, and megabytes per second.
    static func measure(bytes: Int, runs: Int) -> (seconds: Double, megabytesPerSecond: Double) {
        let files = SwiftCorpus.files(bytes: bytes)
        let size = Double(files.reduce(0) { $0 + $1.bytes.count })
        var specs = 0
        let seconds = Measure.median(Measure.seconds(runs: runs) { specs = Importer.run(sources: files, mode: .auto).files.count })
        precondition(specs == files.count, "every file of the Swift corpus declares bars: \(specs) of \(files.count)")
        return (seconds, size / 1e6 / seconds)
    }
}
