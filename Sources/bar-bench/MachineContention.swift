import Foundation

/// How much processor time the machine's host kept from it while the benchmark ran: on a shared virtual
/// machine, a processor that wants to run and is not let run is counted as *stolen* (Linux `/proc/stat`, the
/// eighth number of the `cpu` line). Stolen time lengthens every wall-time figure without any change in the
/// code, and it comes and goes with the other guests' load: on 2026-12-03, while about 30 % of the busy time
/// was stolen, the import read 25–35 MB/s, where the same build had read 42–62 the day before. The figure
/// lets a reader tell a slow machine from a slow build.
///
/// The other figure is the machine's own business: the share of its processors' capacity that processes
/// other than the benchmark (and the `bar` processes it runs) used meanwhile — a build, a test run, another
/// benchmark — which slows the figures as much and shows in no stolen time.
struct MachineContention {
    /// Jiffies of all processors since boot: those spent running (user, nice, system, interrupts), those
    /// stolen by the host, and all of them (idle and waiting included).
    struct Reading: Equatable {
        var busy: UInt64
        var stolen: UInt64
        var total: UInt64
    }

    private let start: Reading?
    private let startOwnSeconds: Double

    /// Starts counting now; nil readings (no `/proc/stat`, as on macOS) make the figures nil.
    init() {
        start = MachineContention.read()
        startOwnSeconds = Measure.processCPUSeconds(includingChildren: true)
    }

    /// The share of the time the processors wanted to run since `init`, in percent, that the host kept from
    /// them: stolen / (busy + stolen). Nil without `/proc/stat` or when nothing ran.
    func stolenPercent() -> Double? {
        guard let start, let end = MachineContention.read() else { return nil }
        return MachineContention.stolenPercent(from: start, to: end)
    }

    static func stolenPercent(from start: Reading, to end: Reading) -> Double? {
        guard end.busy >= start.busy, end.stolen >= start.stolen else { return nil }
        let busy = Double(end.busy - start.busy)
        let stolen = Double(end.stolen - start.stolen)
        guard busy + stolen > 0 else { return nil }
        return stolen / (busy + stolen) * 100
    }

    /// The share of the processors' capacity since `init`, in percent, that other processes used: the busy
    /// time less the benchmark's own and that of the processes it ran and reaped.
    func otherProcessesPercent() -> Double? {
        guard let start, let end = MachineContention.read(), end.total > start.total, end.busy >= start.busy else { return nil }
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        let own = (Measure.processCPUSeconds(includingChildren: true) - startOwnSeconds) * ticksPerSecond
        return max(0, Double(end.busy - start.busy) - own) / Double(end.total - start.total) * 100
    }

    static func read() -> Reading? {
        guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8) else { return nil }
        return reading(procStat: text)
    }

    /// The totals of the first line, `cpu  user nice system idle iowait irq softirq steal …`; nil when the line
    /// is missing or has fewer than eight numbers (kernels before 2.6.11).
    static func reading(procStat text: String) -> Reading? {
        guard let line = text.split(separator: "\n").first, line.hasPrefix("cpu ") else { return nil }
        let numbers = line.split(separator: " ").dropFirst().compactMap { UInt64($0) }
        guard numbers.count >= 8 else { return nil }
        return Reading(busy: numbers[0] + numbers[1] + numbers[2] + numbers[5] + numbers[6], stolen: numbers[7], total: numbers[0..<8].reduce(0, +))
    }

    /// `, "machine_stolen_percent": x, "machine_other_processes_percent": y` for a JSON object, each `null` where
    /// it cannot be read.
    func jsonMember() -> String {
        func number(_ value: Double?) -> String { value.map { String(format: "%.1f", $0) } ?? "null" }
        let stolen = stolenPercent(), others = otherProcessesPercent()
        let reference = MachineContention.referenceMilliseconds(runs: MachineContention.referenceRuns)
        return ", \"machine_stolen_percent\": \(number(stolen)), \"machine_other_processes_percent\": \(number(others)), \"machine_reference_ms\": \(number(reference))"
    }

    /// A fixed piece of work, timed: what the machine itself does at the moment, for comparing runs taken on
    /// different days. Sorting 250,000 integers from a fixed sequence and building, hashing and freeing 25,000
    /// short strings and small objects — the mix of branches, memory and allocation the commands do.
    /// The median milliseconds of `runs` runs after one warm-up.
    static let referenceRuns = 7

    static func referenceMilliseconds(runs: Int) -> Double {
        final class Node {
            let name: String
            let next: Node?
            init(name: String, next: Node?) { self.name = name; self.next = next }
        }
        func work() -> Int {
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15
            var numbers = [UInt64](repeating: 0, count: 250_000)
            for index in numbers.indices {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                numbers[index] = state >> 11
            }
            numbers.sort()
            var counts: [String: Int] = [:]
            var list: Node?
            for index in 0..<25_000 {
                let name = "item-\(index % 5_000)-\(numbers[index * 10] % 97)"
                counts[name, default: 0] += 1
                list = Node(name: name, next: index % 64 == 0 ? nil : list)
            }
            return counts.count + Int(numbers[numbers.count / 2] & 1) + (list?.name.utf8.count ?? 0)
        }
        var check = work()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            check &+= work()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        precondition(check > 0)
        samples.sort()
        return samples[samples.count / 2]
    }

    /// A line for the text output.
    func text() -> String {
        let stolen = stolenPercent(), others = otherProcessesPercent()
        let reference = String(format: "the reference work took %.1f ms", MachineContention.referenceMilliseconds(runs: MachineContention.referenceRuns))
        guard let stolen, let others else { return "machine: \(reference); stolen time not available (no /proc/stat)" }
        return String(format: "machine: %@; %.1f %% of the processors' busy time stolen by the host, %.1f %% of their capacity used by other processes (above a few per cent, every wall time is inflated)", reference, stolen, others)
    }
}
