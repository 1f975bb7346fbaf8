import BarCommandLine
import BarDiagnostics
import BarImport
import BarModel
import BarSolver
import BarSyntax
import Foundation

// bar-bench: the project's benchmark. Build with `swift run -c release bar-bench`; medians of repeated runs,
// ratios against a baseline measured in the same process. See docs/performance.md.

// The small process through which the benchmark runs a command whose peak memory it reports
// (`SpawnedProcess.measured`), before anything else grows this one.
if CommandLine.arguments.count > 3, CommandLine.arguments[1] == SpawnedProcess.measuredOption {
    exit(SpawnedProcess.runMeasured(CommandLine.arguments[2], Array(CommandLine.arguments.dropFirst(3))))
}

// The allocator set up as `bar` sets it up, so the figures are the product's.
AllocatorTuning.apply(environment: ProcessInfo.processInfo.environment)

let arguments = CommandLine.arguments.dropFirst()
let quick = arguments.contains("--quick")
let asJSON = arguments.contains("--json")
/// Rounds of the solve-scaling loops, and 10,000-item solves in each round's loop (a tenth as many of
/// 100,000), outside --quick and with it.
let solveScaling = quick ? (rounds: 3, solves: 50) : (rounds: 7, solves: 300)
/// Rounds of lint runs outside --quick, each three runs of the 1,000 files and one of the 10,000
/// (`LintFolder.measure`). Nine, not five as until 2026-12-05: the ratio is the median of the rounds' ratios,
/// and with five a single slow spell of the machine moved it by up to a tenth (docs/performance.md).
let lintRounds = 9
if arguments.contains("--help") || arguments.contains("-h") {
    print("""
        USAGE: bar-bench [--quick] [--json] [--lsp-only | --startup-only | --import-only | --load-only | --lint-only | --solve-only | --write-corpora DIR]

        Measures parse throughput (and against JSONDecoder on the same content), solve scaling, lint time
        for 1,000 and 10,000 files, the language server's answer to an edit, bar import's Swift throughput,
        peak memory, and, as processes of the release bar built beside it, lint and start-up. --quick runs a
        smaller version in under a minute; --json prints one object with the figures. For profiling one
        figure alone: --lsp-only measures only the language server (lsp_edit_ms, lsp_open_ms),
        --startup-only only the start-up (startup_ms, solve_one_spec_ms), --import-only only bar import
        (import_mb_per_s, import_tree_release_ms), --load-only only load_mb_per_s, --lint-only only lint of
        1,000 files, wall and CPU time (one run with --quick), and in the same rounds of 10,000 files, its
        peak memory and the ratio (not with --quick), --solve-only only the solver's scaling (solve_10k_s,
        solve_100k_s and their ratio). --write-corpora DIR writes the inputs as files instead (DIR/load.bar,
        DIR/lint-1000/, DIR/lint-10000/ without --quick, DIR/import/), for profiling the bar executable on
        them. Every run also reports the share of the processors' busy time the host kept from the machine
        while it measured (machine_stolen_percent, Linux only): wall times taken while it is high are slow
        for that reason.
        """)
    exit(0)
}
// `--write-corpora DIR`: the benchmark's inputs as files, for timing or profiling the `bar` executable on them
// (`valgrind --tool=callgrind bar lint DIR/lint-1000`): DIR/load.bar (the load corpus, 2 MB with --quick),
// DIR/lint-1000/ (the lint folder; DIR/lint-10000/ too without --quick) and DIR/import/ (the Swift app import
// reads, 1 MB with --quick).
var corporaFolder: String?
if let flag = arguments.firstIndex(of: "--write-corpora") {
    guard arguments.index(after: flag) < arguments.endIndex else {
        FileHandle.standardError.write(Data("error: --write-corpora needs a folder\n".utf8))
        exit(64)
    }
    corporaFolder = arguments[arguments.index(after: flag)]
}
let unknown = arguments.filter { !["--quick", "--json", "--lsp-only", "--startup-only", "--import-only", "--load-only", "--lint-only", "--solve-only", "--write-corpora", corporaFolder].contains($0) }
if let first = unknown.first {
    FileHandle.standardError.write(Data("error: unknown option '\(first)'\nUsage: bar-bench [--quick] [--json] [--lsp-only | --startup-only | --import-only | --load-only | --lint-only | --solve-only | --write-corpora DIR]\n".utf8))
    exit(64)
}
// Counted from here: the processor time the host keeps from this machine while the figures are taken.
let contention = MachineContention()
if let corporaFolder {
    do {
        try BenchCorpora.write(to: URL(fileURLWithPath: corporaFolder), quick: quick)
    } catch {
        FileHandle.standardError.write(Data("error: cannot write the corpora to '\(corporaFolder)': \(error)\n".utf8))
        exit(74)
    }
    exit(0)
}
if arguments.contains("--lsp-only") {
    let edit = LanguageServerEdit.measure(lines: 1_000, runs: quick ? 3 : 7)
    if asJSON {
        print(String(format: "{\"version\": 1, \"lsp_edit_ms\": %.3f, \"lsp_open_ms\": %.3f", edit.editSeconds * 1000, edit.openSeconds * 1000) + contention.jsonMember() + "}")
    } else {
        print(String(format: "lsp: one-character edit to a %d-line spec → diagnostics and inlay hints: %.1f ms median (opening it: %.1f ms)", edit.lines, edit.editSeconds * 1000, edit.openSeconds * 1000))
        print(contention.text())
    }
    exit(0)
}
if arguments.contains("--lint-only") {
    // `exit` below runs no `defer`: the folders are removed explicitly, or every run would leave one behind.
    let folder = try LintFolder.make(files: 1_000)
    // Without --quick, also the 10,000 files, in the same rounds: how lint scales and the memory it needs (as
    // in the full run). Wall and CPU time of the same runs; CI's question is the wall time, the CPU time says
    // what it costs when the other core is busy.
    let largeFolder = quick ? nil : try LintFolder.make(files: 10_000)
    let figures = measureLint(small: folder, large: largeFolder, rounds: quick ? 1 : lintRounds, smallRuns: quick ? 1 : 3)
    if let largeFolder { try? FileManager.default.removeItem(at: largeFolder) }
    try? FileManager.default.removeItem(at: folder)
    guard let figures else { exit(1) }
    print(asJSON ? "{\"version\": 1, \(lintJSON(figures))\(contention.jsonMember())}" : lintText(figures) + "\n" + contention.text())
    exit(0)
}

if arguments.contains("--import-only") {
    let figures = ImportThroughput.measure(bytes: quick ? 1_000_000 : 5_000_000, runs: quick ? 3 : 7)
    if asJSON {
        print(
            String(format: "{\"version\": 1, \"import_mb_per_s\": %.3f, \"import_tree_release_ms\": %.3f", figures.megabytesPerSecond, figures.releaseSeconds * 1000)
                + contention.jsonMember() + "}")
    } else {
        print(String(format: "import: %.3f s median, %.1f MB/s (freeing its syntax trees afterwards: %.1f ms)", figures.seconds, figures.megabytesPerSecond, figures.releaseSeconds * 1000))
        print(contention.text())
    }
    exit(0)
}

if arguments.contains("--solve-only") {
    let figures = SolveScaling.measure(rounds: solveScaling.rounds, solves: solveScaling.solves)
    if asJSON {
        print(String(format: "{\"version\": 1, \"solve_10k_s\": %.4f, \"solve_100k_s\": %.4f, \"solve_scaling_100k_over_10k\": %.2f, \"solve_100k_cpu_s\": %.4f", figures.tenThousand, figures.hundredThousand, figures.scaling, figures.hundredThousandCPU) + contention.jsonMember() + "}")
    } else {
        print(String(format: "solve 10k items: %.4f s, 100k items: %.4f s (%.4f s CPU), medians; 100k/10k = %.1f", figures.tenThousand, figures.hundredThousand, figures.hundredThousandCPU, figures.scaling))
        print(contention.text())
    }
    exit(0)
}

/// The lint figures (`LintFolder.measure`), or nil after saying why they cannot be measured (no release `bar`
/// beside the benchmark, or it could not be started).
func measureLint(small: URL, large: URL?, rounds: Int, smallRuns: Int) -> LintFolder.Figures? {
    do {
        return try LintFolder.measure(small: small, large: large, rounds: rounds, smallRuns: smallRuns, bar: ProcessStartup.barExecutable())
    } catch {
        FileHandle.standardError.write(Data("bar-bench: lint not measured: \(error)\n".utf8))
        return nil
    }
}

func lintText(_ figures: LintFolder.Figures) -> String {
    var text = String(format: "lint 1,000 files: %.3f s wall median, %.3f s CPU median (exit %d)", figures.small.seconds, figures.small.cpuSeconds, figures.small.status)
    if let large = figures.large, let scaling = figures.scaling {
        text += String(format: "\nlint 10,000 files: %.3f s wall median, %.3f s CPU median, %.2f× the 1,000 files (median of the rounds), peak memory %.1f MB (the whole process)", large.seconds, large.cpuSeconds, scaling, large.peakBytes / 1e6)
    }
    return text
}

/// The lint figures as JSON members: `lint_1000_files_s` and `_cpu_s`, and when the 10,000 files were measured
/// `lint_10000_files_s`, `_cpu_s`, `_peak_mb` and `lint_scaling_10000_over_1000`.
func lintJSON(_ figures: LintFolder.Figures) -> String {
    var members = String(format: "\"lint_1000_files_s\": %.3f, \"lint_1000_files_cpu_s\": %.3f", figures.small.seconds, figures.small.cpuSeconds)
    if let large = figures.large, let scaling = figures.scaling {
        members += String(
            format: ", \"lint_10000_files_s\": %.3f, \"lint_10000_files_cpu_s\": %.3f, \"lint_10000_files_peak_mb\": %.3f, \"lint_scaling_10000_over_1000\": %.3f",
            large.seconds, large.cpuSeconds, large.peakBytes / 1e6, scaling)
    }
    return members
}

/// `startup_ms`, `solve_one_spec_ms` and their baseline, or the reason they cannot be measured (no release
/// `bar` beside the benchmark), which is printed and leaves the figures out.
func measureStartup() -> ProcessStartup.Figures? {
    do {
        return try ProcessStartup.measure(runs: quick ? 21 : 51)
    } catch {
        FileHandle.standardError.write(Data("bar-bench: start-up not measured: \(error)\n".utf8))
        return nil
    }
}

func startupText(_ figures: ProcessStartup.Figures) -> String {
    String(format: "start-up: bar --version %.2f ms median, bar solve of one spec %.2f ms (spawning /bin/true: %.2f ms)", figures.versionSeconds * 1000, figures.solveSeconds * 1000, figures.floorSeconds * 1000)
}

func startupJSON(_ figures: ProcessStartup.Figures?) -> String {
    guard let figures else { return "" }
    return String(format: ", \"startup_ms\": %.3f, \"solve_one_spec_ms\": %.3f, \"spawn_floor_ms\": %.3f", figures.versionSeconds * 1000, figures.solveSeconds * 1000, figures.floorSeconds * 1000)
}

if arguments.contains("--startup-only") {
    guard let startup = measureStartup() else { exit(1) }
    print(asJSON ? "{\"version\": 1\(startupJSON(startup))\(contention.jsonMember())}" : startupText(startup) + "\n" + contention.text())
    exit(0)
}

func log(_ text: String) {
    if !asJSON { print(text) }
}

let corpusBytes = quick ? 2_000_000 : 10_000_000
let runs = quick ? 3 : 7
let text = SyntheticCorpus.text(bytes: corpusBytes)
let source = SourceFile(path: "corpus.bar", text: text)
let size = Double(source.bytes.count)
log("corpus: \(source.bytes.count) bytes")
if arguments.contains("--load-only") {
    let seconds = Measure.median(Measure.seconds(runs: runs) { precondition(!SpecLoader.load(source).spec.screens.isEmpty) })
    print(asJSON ? String(format: "{\"version\": 1, \"load_mb_per_s\": %.3f", size / 1e6 / seconds) + contention.jsonMember() + "}" : String(format: "load: %.3f s median, %.1f MB/s", seconds, size / 1e6 / seconds) + "\n" + contention.text())
    exit(0)
}

// Memory, measured first so that nothing else the benchmark builds is counted: the whole process's peak
// while it loads the corpus (parse and lower, what every command does with its input), and the growth of
// the peak over what the process held before, for the parse alone and for the load.
func peakGrowth(_ body: () -> Void) -> (peak: Double, growth: Double) {
    Measure.resetPeak()
    let baseline = Measure.peakResidentBytes() ?? 0
    body()
    let peak = Measure.peakResidentBytes() ?? 0
    return (Double(peak), Double(max(0, peak - baseline)))
}
var loadedScreens = 0
let loadMemory = peakGrowth { loadedScreens = SpecLoader.load(source).spec.screens.count }
precondition(loadedScreens > 0)
var tree = Parser.parse(SourceFile(path: "empty.bar", bytes: []))
let parseMemory = peakGrowth { tree = Parser.parse(source) }.growth
precondition(tree.diagnostics.isEmpty, "the synthetic corpus must parse cleanly: \(tree.diagnostics.first!)")

let parseSeconds = Measure.median(Measure.seconds(runs: runs) { tree = Parser.parse(source) })
let parseMBps = size / 1e6 / parseSeconds
log(String(format: "parse: %.3f s median, %.1f MB/s", parseSeconds, parseMBps))

// JSONDecoder on the same content, decoded from the tree's JSON encoding.
let (jsonByteCount, jsonSeconds): (Int, Double) = try {
    let json = try JSONBaseline.encode(tree)
    return (json.count, Measure.median(try Measure.seconds(runs: runs) { _ = try JSONBaseline.decode(json) }))
}()
// From here on the process holds the corpus text but not its tree or that JSON (tens of megabytes), as a `bar`
// command holds only its input: kept, they slowed the load, solve and lint figures that follow, whose
// allocations the allocator and the caches then fitted around them.
tree = Parser.parse(SourceFile(path: "empty.bar", bytes: []))

// The parser decodes names and values when they are read; this is the parse followed by reading all of them.
var checksum = 0
let readSeconds = Measure.median(Measure.seconds(runs: runs) { checksum = TreeReading.readAll(Parser.parse(source)) })
precondition(checksum > 0)
let readMBps = size / 1e6 / readSeconds
log(String(format: "parse and read every name, value and comment: %.3f s median, %.1f MB/s", readSeconds, readMBps))

// What every command does first: parse, then lower to checked screens and devices.
var screenCount = 0
let loadSeconds = Measure.median(Measure.seconds(runs: runs) { screenCount = SpecLoader.load(source).spec.screens.count })
log(String(format: "load (parse and lower %d screens): %.3f s median, %.1f MB/s", screenCount, loadSeconds, size / 1e6 / loadSeconds))

log(String(format: "JSONDecoder on the same content (%d bytes of JSON): %.3f s median, %.1f MB/s of spec text; parser is %.2f× faster, %.2f× with every name and value read", jsonByteCount, jsonSeconds, size / 1e6 / jsonSeconds, jsonSeconds / parseSeconds, jsonSeconds / readSeconds))

var solveMedians: [Int: Double] = [:]
let device = BuiltInDevices.iphoneDuo
let closed = PostureSelection(posture: device.posture("closed")!)
let thousand = SolveScaling.screen(items: 1_000)
solveMedians[1_000] = Measure.median(Measure.seconds(runs: runs) {
    precondition(Solver.solve(thousand, device: device, posture: closed).entries.count >= 1_000)
})
// Both sizes in alternated rounds of loops, the ratio taken in each round (`SolveScaling.measure`).
let scalingFigures = SolveScaling.measure(rounds: solveScaling.rounds, solves: solveScaling.solves)
solveMedians[10_000] = scalingFigures.tenThousand
solveMedians[100_000] = scalingFigures.hundredThousand
for count in [1_000, 10_000, 100_000] {
    log(String(format: "solve %6d items: %.4f s median (%.0f items/s)", count, solveMedians[count]!, Double(count) / solveMedians[count]!))
}
let scaling = scalingFigures.scaling
log(String(format: "solve scaling 100k/10k: %.1f (10 would be linear)", scaling))

// `bar lint` over 1,000 typical files, a process of the release `bar` as CI runs it; then over 10,000 in the same
// rounds, for how it scales and what memory it needs (the process's peak resident set).
let folder = try LintFolder.make(files: 1_000)
defer { try? FileManager.default.removeItem(at: folder) }
let largeFolder = try LintFolder.make(files: 10_000)
defer { try? FileManager.default.removeItem(at: largeFolder) }
let lintFigures = measureLint(small: folder, large: largeFolder, rounds: quick ? 1 : lintRounds, smallRuns: quick ? 2 : 3)
if let lintFigures { log(lintText(lintFigures)) }

// An editor's wait after typing one character in a 1,000-line spec (diagnostics and inlay hints), beside
// opening the same document.
let edit = LanguageServerEdit.measure(lines: 1_000, runs: runs)
log(String(format: "lsp: one-character edit to a %d-line spec → diagnostics and inlay hints: %.1f ms median (opening it: %.1f ms)", edit.lines, edit.editSeconds * 1000, edit.openSeconds * 1000))

// `bar import`: Swift source read per second (ImportThroughput).
let swiftCorpusBytes = quick ? 1_000_000 : 5_000_000
let importFigures = ImportThroughput.measure(bytes: swiftCorpusBytes, runs: runs)
let importMBps = importFigures.megabytesPerSecond
log(
    String(
        format: "import a %.1f MB Swift app: %.3f s median, %.1f MB/s (freeing its syntax trees afterwards: %.1f ms)", Double(swiftCorpusBytes) / 1e6,
        importFigures.seconds, importMBps, importFigures.releaseSeconds * 1000))

// Whole-process start-up of the release `bar` beside the benchmark (see ProcessStartup).
let startup = measureStartup()
if let startup { log(startupText(startup)) }

let peakAll = Double(Measure.peakResidentBytes() ?? 0)
if !asJSON { print(contention.text()) }
log(String(format: "memory: parse %.1f MB (%.1f× the input), load %.1f MB (%.1f×) above what the process held; peak while loading %.1f MB (%.1f× the input, the corpus held twice included); whole benchmark's peak %.1f MB", parseMemory / 1e6, parseMemory / size, loadMemory.growth / 1e6, loadMemory.growth / size, loadMemory.peak / 1e6, loadMemory.peak / size, peakAll / 1e6))

if asJSON {
    func number(_ value: Double) -> String { String(format: "%.3f", value) }
    print("""
        {"version": 1, "corpus_bytes": \(source.bytes.count), "parse_mb_per_s": \(number(parseMBps)), \
        "parse_vs_jsondecoder": \(number(jsonSeconds / parseSeconds)), "parse_and_read_mb_per_s": \(number(readMBps)), \
        "parse_and_read_vs_jsondecoder": \(number(jsonSeconds / readSeconds)), "load_mb_per_s": \(number(size / 1e6 / loadSeconds)), "solve_1k_s": \(number(solveMedians[1_000]!)), \
        "solve_10k_s": \(number(solveMedians[10_000]!)), "solve_100k_s": \(number(solveMedians[100_000]!)), \
        "solve_scaling_100k_over_10k": \(number(scaling)), \(lintFigures.map { lintJSON($0) + ", " } ?? "")\
        "parse_memory_mb": \(number(parseMemory / 1e6)), "parse_memory_ratio": \(number(parseMemory / size)), \
        "load_memory_mb": \(number(loadMemory.growth / 1e6)), "load_memory_ratio": \(number(loadMemory.growth / size)), \
        "peak_rss_mb": \(number(loadMemory.peak / 1e6)), "peak_rss_ratio": \(number(loadMemory.peak / size)), \
        "process_peak_rss_mb": \(number(peakAll / 1e6)), "lsp_edit_ms": \(number(edit.editSeconds * 1000)), \
        "lsp_open_ms": \(number(edit.openSeconds * 1000)), "import_mb_per_s": \(number(importMBps)), "import_tree_release_ms": \(number(importFigures.releaseSeconds * 1000))\(startupJSON(startup))\(contention.jsonMember())}
        """)
}
