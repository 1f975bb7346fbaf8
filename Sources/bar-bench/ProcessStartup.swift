import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `startup_ms` and `solve_one_spec_ms`: what a user waits for when a shell, a pre-commit hook or a build
/// plugin runs `bar` once — the whole process, from spawning it to reaping it, so the dynamic loader, the
/// runtime's and libraries' initializers and bar's own start-up are all counted. The release `bar` built beside
/// the benchmark is spawned directly (no shell), its output thrown away; each figure is a median after one
/// warm-up spawn. Spawning `/bin/true` the same way is the baseline: what any process costs on this machine.
enum ProcessStartup {
    struct Figures {
        /// `bar --version`.
        var versionSeconds: Double
        /// `bar solve Specs/duo-sample/toolbar.bar`.
        var solveSeconds: Double
        /// `/bin/true`: the floor for any process here.
        var floorSeconds: Double
    }

    enum Failure: Error, CustomStringConvertible {
        case noBinary(String)
        case noSpec
        case exitStatus(String, Int32)

        var description: String {
            switch self {
            case .noBinary(let path):
                "no release bar beside the benchmark at \(path); build it first: swift build -c release --product bar"
            case .noSpec:
                "cannot find Specs/duo-sample/toolbar.bar above the benchmark or in the current folder"
            case .exitStatus(let command, let status): "\(command) exited with status \(status)"
            }
        }
    }

    /// The spec `solve_one_spec_ms` solves: a typical one-screen file of the examples.
    static let specPath = "Specs/duo-sample/toolbar.bar"

    /// Spawns each command `runs` times, interleaved so a change in the machine's load falls on all three alike.
    static func measure(runs: Int) throws -> Figures {
        let bar = try barExecutable()
        guard let spec = findSpec() else { throw Failure.noSpec }
        let commands: [[String]] = [[bar, "--version"], [bar, "solve", spec], ["/bin/true"]]
        var samples = [[Double]](repeating: [], count: commands.count)
        for round in 0...runs {
            for (index, command) in commands.enumerated() {
                let seconds = try spawn(command)
                if round > 0 { samples[index].append(seconds) }
            }
        }
        return Figures(
            versionSeconds: Measure.median(samples[0]), solveSeconds: Measure.median(samples[1]),
            floorSeconds: Measure.median(samples[2]))
    }

    /// The release `bar` built beside the benchmark, which the figures of whole processes run.
    static func barExecutable() throws -> String {
        let bar = benchmarkFolder() + "/bar"
        guard access(bar, X_OK) == 0 else { throw Failure.noBinary(bar) }
        return bar
    }

    /// The folder of this executable: the build folder, where SwiftPM puts `bar` too.
    static func benchmarkFolder() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path = count > 0
            ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        return URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    /// The example spec, found from the build folder up (`.build/<triple>/release` sits in the package) or in
    /// the current folder.
    static func findSpec() -> String? {
        var folder = URL(fileURLWithPath: benchmarkFolder())
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent(specPath).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return FileManager.default.fileExists(atPath: specPath) ? specPath : nil
    }

    /// Wall seconds of one run of `command` (`SpawnedProcess`), which must exit with status 0.
    static func spawn(_ command: [String]) throws -> Double {
        let run = try SpawnedProcess.run(command)
        guard run.status == 0 else { throw Failure.exitStatus(command.joined(separator: " "), run.status) }
        return run.seconds
    }
}
