import Foundation

/// `lint_1000_files_s` and `lint_10000_files_s`: `bar lint` (a process of the release `bar`, JSON reporter)
/// over a folder of typical one-screen files, as CI runs it over a project's specs.
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

    /// One `bar lint . --reporter json` in `folder`, as its own process of the release `bar` beside the
    /// benchmark (`SpawnedProcess.measured`), its report written to /dev/null as `bar lint … > report.json` writes it
    /// away.
    ///
    /// A process, as CI and hooks run it: its figures are what a user waits for (start-up and every first touch
    /// of a page included), its peak is all the process needs, and no run inherits the allocator's or the
    /// caches' state from the one before. Until 2026-12-03 lint ran inside the benchmark's own process, each run
    /// after `malloc_trim` to stand in for a fresh start; see docs/performance.md for the two side by side.
    private static func run(_ folder: URL, bar: String) throws -> SpawnedProcess.Run {
        try SpawnedProcess.measured([bar, "lint", ".", "--reporter", "json"], in: folder.path)
    }

    /// The figures of lints of `small` (1,000 files) and, when given, `large` (10,000) by `bar`, after a
    /// warm-up of each: `rounds` rounds, each `smallRuns` runs of `small` and then one of `large`.
    ///
    /// The two sizes are timed in the same rounds, and `scaling` is the median over the rounds of each round's
    /// ratio (the large run over the median of the round's small runs), as `SolveScaling` does for the solver:
    /// timed as every small run first and every large one after, the machine's load moved between the two
    /// and the ratio of the two medians ranged 8–13 from run to run of one build.
    static func measure(small: URL, large: URL?, rounds: Int, smallRuns: Int, bar: String) throws -> Figures {
        _ = try run(small, bar: bar)
        if let large { _ = try run(large, bar: bar) }
        var smallRunsMade: [SpawnedProcess.Run] = []
        var largeRunsMade: [SpawnedProcess.Run] = []
        var ratios: [Double] = []
        for _ in 0..<rounds {
            let round = try (0..<smallRuns).map { _ in try run(small, bar: bar) }
            smallRunsMade += round
            guard let large else { continue }
            let largeRun = try run(large, bar: bar)
            largeRunsMade.append(largeRun)
            ratios.append(largeRun.seconds / Measure.median(round.map(\.seconds)))
        }
        return Figures(
            small: Size(smallRunsMade), large: largeRunsMade.isEmpty ? nil : Size(largeRunsMade),
            scaling: ratios.isEmpty ? nil : Measure.median(ratios))
    }

    /// What `measure` finds for one folder.
    struct Size {
        /// Median wall time of a run.
        var seconds: Double
        /// Median CPU time (user and system, every thread) of a run.
        var cpuSeconds: Double
        /// The largest peak resident set of a run's process, in bytes: all `bar lint` needs, start-up included.
        var peakBytes: Double
        /// The exit status of the last run.
        var status: Int32

        init(_ runs: [SpawnedProcess.Run]) {
            seconds = Measure.median(runs.map(\.seconds))
            cpuSeconds = Measure.median(runs.map(\.cpuSeconds))
            peakBytes = runs.map(\.peakBytes).max() ?? 0
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
