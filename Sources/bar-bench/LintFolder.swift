import BarCommandLine
import Foundation

/// `lint_1000_files_s` and `lint_10000_files_s`: `bar lint` (in-process, JSON reporter) over a folder of
/// typical one-screen files, as CI runs it over a project's specs.
enum LintFolder {
    /// A fresh temporary folder of `count` synthetic one-screen files (`screen-0000.bar`, …). The files are the
    /// same for every count: the first thousand of ten thousand are the thousand.
    static func make(files count: Int) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bar-bench-\(getpid())-\(count)")
        try? FileManager.default.removeItem(at: folder)
        try fill(folder, files: count)
        return folder
    }

    /// Creates `folder` if needed and writes the `count` files into it.
    static func fill(_ folder: URL, files count: Int) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var generator = SyntheticCorpus.Generator(state: 7)
        for index in 0..<count {
            try SyntheticCorpus.screen(index, &generator).write(to: folder.appendingPathComponent(String(format: "screen-%05d.bar", index)), atomically: false, encoding: .utf8)
        }
    }

    /// One `bar lint . --reporter json` in `folder`; its exit status.
    @discardableResult
    static func lint(_ folder: URL) -> Int32 {
        let context = CommandContext.testing(cwd: folder.path)
        return Bar.main(["lint", ".", "--reporter", "json"], context: context)
    }

    /// `lint_10000_files_s` and `lint_10000_files_peak_mb`: after a warm-up, the median wall time of `runs`
    /// lints of `folder`, and the largest growth of the peak resident set over what the process held before
    /// a run (bytes).
    static func measureLarge(_ folder: URL, runs: Int) -> (seconds: Double, peakGrowth: Double) {
        lint(folder)
        var samples: [Double] = []
        var growth = 0.0
        for _ in 0..<runs {
            Measure.resetPeak()
            let baseline = Measure.peakResidentBytes() ?? 0
            let start = DispatchTime.now().uptimeNanoseconds
            lint(folder)
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            growth = max(growth, Double(max(0, (Measure.peakResidentBytes() ?? 0) - baseline)))
        }
        return (Measure.median(samples), growth)
    }
}
