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

    /// Where the report goes: the null device, as `bar lint … > report.json` writes it away piece by piece.
    /// Captured in memory instead (as the tests do), the 10,000 files' 30 MB report was copied as its buffer
    /// grew and cost the larger run page faults a real run never has.
    private static let nullDevice = open("/dev/null", O_WRONLY)

    /// One `bar lint . --reporter json` in `folder`, its report written to the null device; its exit status.
    @discardableResult
    static func lint(_ folder: URL) -> Int32 {
        var context = CommandContext.testing(cwd: folder.path)
        if nullDevice >= 0 { context.standardOutput = FileHandleWriter(descriptor: nullDevice) }
        return Bar.main(["lint", ".", "--reporter", "json"], context: context)
    }

    /// One timed run, begun as a new `bar lint` process begins: with none of the memory earlier runs freed
    /// still held by the allocator (the 1,000 files were once timed with the heap earlier runs left — no page
    /// faults — and the 10,000 after it was given back — 35,000 page faults and 0.1 s of system time a run —
    /// which alone made lint look worse than linear).
    private static func run(_ folder: URL) -> Run {
        Measure.resetPeak()
        let baseline = Measure.peakResidentBytes() ?? 0
        let start = DispatchTime.now().uptimeNanoseconds
        let startCPU = Measure.processCPUSeconds()
        let status = lint(folder)
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = Measure.processCPUSeconds() - startCPU
        return Run(seconds: wall, cpuSeconds: cpu, peakGrowth: Double(max(0, (Measure.peakResidentBytes() ?? 0) - baseline)), status: status)
    }

    /// The figures of lints of `small` (1,000 files) and, when given, `large` (10,000), after a warm-up of
    /// each: `rounds` rounds, each `smallRuns` runs of `small` and then one of `large`.
    ///
    /// The two sizes are timed in the same rounds, and `scaling` is the median over the rounds of each round's
    /// ratio (the large run over the median of the round's small runs), as `SolveScaling` does for the solver:
    /// timed as every small run first and every large one after, the machine's load moved between the two
    /// and the ratio of the two medians ranged 8–13 from run to run of one build.
    static func measure(small: URL, large: URL?, rounds: Int, smallRuns: Int) -> Figures {
        lint(small)
        if let large { lint(large) }
        var smallRunsMade: [Run] = []
        var largeRunsMade: [Run] = []
        var ratios: [Double] = []
        for _ in 0..<rounds {
            let round = (0..<smallRuns).map { _ in run(small) }
            smallRunsMade += round
            guard let large else { continue }
            let largeRun = run(large)
            largeRunsMade.append(largeRun)
            ratios.append(largeRun.seconds / Measure.median(round.map(\.seconds)))
        }
        return Figures(
            small: Size(smallRunsMade), large: largeRunsMade.isEmpty ? nil : Size(largeRunsMade),
            scaling: ratios.isEmpty ? nil : Measure.median(ratios))
    }

    /// One timed run.
    fileprivate struct Run {
        var seconds: Double
        var cpuSeconds: Double
        var peakGrowth: Double
        var status: Int32
    }

    /// What `measure` finds for one folder.
    struct Size {
        /// Median wall time of a run.
        var seconds: Double
        /// Median CPU time (user and system, every thread) of a run.
        var cpuSeconds: Double
        /// The largest growth of the peak resident set over what the process held before a run, in bytes.
        var peakGrowth: Double
        /// The exit status of the last run.
        var status: Int32

        fileprivate init(_ runs: [Run]) {
            seconds = Measure.median(runs.map(\.seconds))
            cpuSeconds = Measure.median(runs.map(\.cpuSeconds))
            peakGrowth = runs.map(\.peakGrowth).max() ?? 0
            status = runs.last?.status ?? 0
        }
    }

    /// What `measure` finds: the 1,000 files, the 10,000 when measured, and `lint_scaling_10000_over_1000`.
    struct Figures {
        var small: Size
        var large: Size?
        var scaling: Double?
    }
}
