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

    /// The figures of `runs` lints of `folder` after a warm-up, each run begun as a new `bar lint` process
    /// begins: with none of the memory earlier runs freed still held by the allocator. `lint_1000_files_s`
    /// and `lint_10000_files_s` are both measured here, so that their ratio compares like with like — the
    /// 1,000 files were once timed with the heap earlier runs left (no page faults), the 10,000 after it was
    /// given back (35,000 page faults and 0.1 s of system time a run), which alone made lint look worse than
    /// linear.
    static func measure(_ folder: URL, runs: Int) -> Figures {
        lint(folder)
        var samples: [(wall: Double, cpu: Double)] = []
        var growth = 0.0
        var status: Int32 = 0
        for _ in 0..<runs {
            Measure.resetPeak()
            let baseline = Measure.peakResidentBytes() ?? 0
            let start = DispatchTime.now().uptimeNanoseconds
            let startCPU = Measure.processCPUSeconds()
            status = lint(folder)
            samples.append((Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, Measure.processCPUSeconds() - startCPU))
            growth = max(growth, Double(max(0, (Measure.peakResidentBytes() ?? 0) - baseline)))
        }
        return Figures(seconds: Measure.median(samples.map(\.wall)), cpuSeconds: Measure.median(samples.map(\.cpu)), peakGrowth: growth, status: status)
    }

    /// What `measure` finds.
    struct Figures {
        /// Median wall time of a run.
        var seconds: Double
        /// Median CPU time (user and system, every thread) of a run.
        var cpuSeconds: Double
        /// The largest growth of the peak resident set over what the process held before a run, in bytes.
        var peakGrowth: Double
        /// The exit status of the last run.
        var status: Int32
    }
}
