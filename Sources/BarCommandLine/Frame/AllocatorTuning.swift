#if canImport(Glibc)
import Glibc
#endif

/// How the process's memory allocator is set up before any command runs.
///
/// glibc's allocator hands out large blocks (from 128 KiB at first, adjusted as blocks are freed) as fresh
/// mappings and gives the top of its heap back to the system once more than a threshold of it is free. A solve
/// of a long toolbar, or the load of a large spec, makes and frees arrays of several megabytes again and again,
/// so every one of them was mapped, touched page by page and unmapped: `bar-bench --solve-only` took 106,700
/// page faults and spent a third of its time in the kernel. With blocks of up to 64 MiB taken from the heap and
/// up to 128 MiB of free heap kept, the same run takes 11,500 page faults, and a solve of 100,000 items takes
/// about 60 % of the time (docs/performance.md, "2026-12-02").
///
/// The cost is memory the process keeps after freeing it: at most the trim threshold above what it uses, for
/// as long as it lives (for `bar lsp`, the session). Settings the user gave the allocator win: nothing is
/// changed when `GLIBC_TUNABLES` names a `glibc.malloc` tunable or a `MALLOC_…_` variable is set. Elsewhere than
/// glibc nothing is changed.
public enum AllocatorTuning {
    /// Blocks up to this size come from the heap instead of a mapping of their own.
    public static let mmapThreshold: Int32 = 64 << 20
    /// Free memory at the top of the heap kept before any is given back.
    public static let trimThreshold: Int32 = 128 << 20

    /// Applies the settings above once, at the start of the process (`bar`, `bar-bench`). Returns whether it
    /// changed anything.
    @discardableResult
    public static func apply(environment: [String: String]) -> Bool {
        guard !userSetsAllocator(environment) else { return false }
        #if canImport(Glibc)
        // The parameters are <malloc.h>'s (`M_TRIM_THRESHOLD` -1, `M_MMAP_THRESHOLD` -3, part of glibc's ABI).
        // It returns 1 on success. Both are set: either alone barely changes the faults (measured).
        guard let mallopt = function("mallopt", as: (@convention(c) (Int32, Int32) -> Int32).self) else { return false }
        return mallopt(Self.mmapThresholdParameter, mmapThreshold) == 1 && mallopt(Self.trimThresholdParameter, trimThreshold) == 1
        #else
        return false
        #endif
    }

    /// `M_MMAP_THRESHOLD` and `M_TRIM_THRESHOLD` of <malloc.h>.
    private static let mmapThresholdParameter: Int32 = -3
    private static let trimThresholdParameter: Int32 = -1

    /// Gives the memory the allocator holds free back to the system (`malloc_trim(0)`), so that the resident
    /// set is what is in use. `bar-bench` does this before each memory figure: with free memory kept, an
    /// operation after another would reuse its pages and seem to need none.
    public static func releaseFreeMemory() {
        #if canImport(Glibc)
        guard let trim = function("malloc_trim", as: (@convention(c) (Int) -> Int32).self) else { return }
        _ = trim(0)
        #endif
    }

    #if canImport(Glibc)
    /// A function of <malloc.h>, which the Glibc module leaves out, looked up by name in the process.
    private static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: type) }
    }
    #endif

    /// Whether the environment already tunes glibc's allocator.
    static func userSetsAllocator(_ environment: [String: String]) -> Bool {
        if let tunables = environment["GLIBC_TUNABLES"], tunables.contains("glibc.malloc.") { return true }
        return environment.keys.contains { $0.hasPrefix("MALLOC_") && $0.hasSuffix("_") }
    }
}
