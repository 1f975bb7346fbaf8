import BarCommandLine
import Foundation

/// Timing and memory helpers: medians of repeated runs on a monotonic clock, and the peak resident set
/// size the kernel reports.
enum Measure {
    /// Seconds each of `runs` calls of `body` took, after one warm-up call.
    static func seconds(runs: Int, _ body: () throws -> Void) rethrows -> [Double] {
        try body()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return samples
    }

    /// User and system seconds of this process, and with `includingChildren` of the processes it has reaped
    /// too (the `bar` processes a benchmark runs).
    static func processCPUSeconds(includingChildren: Bool = false) -> Double {
        #if os(Linux)
        let whose = includingChildren ? [RUSAGE_SELF.rawValue, RUSAGE_CHILDREN.rawValue] : [RUSAGE_SELF.rawValue]
        #else
        let whose = includingChildren ? [RUSAGE_SELF, RUSAGE_CHILDREN] : [RUSAGE_SELF]
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return whose.reduce(0) { total, who in
            var usage = rusage()
            getrusage(who, &usage)
            return total + seconds(usage.ru_utime) + seconds(usage.ru_stime)
        }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The process's peak resident set size in bytes (`VmHWM`), or nil where /proc is not available.
    static func peakResidentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }

    /// Resets the peak so the next reading covers only what follows (Linux: `echo 5 > /proc/self/clear_refs`),
    /// after the allocator has given back what it holds free (`bar` keeps freed memory, `AllocatorTuning`).
    static func resetPeak() {
        AllocatorTuning.releaseFreeMemory()
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }
}
