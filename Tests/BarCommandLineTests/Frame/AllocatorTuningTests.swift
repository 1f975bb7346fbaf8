@testable import BarCommandLine
import Testing

@Suite("Frame: allocator tuning")
struct AllocatorTuningTests {
    @Test(arguments: [
        ["GLIBC_TUNABLES": "glibc.malloc.mmap_threshold=1048576"],
        ["GLIBC_TUNABLES": "glibc.rtld.optional_static_tls=512:glibc.malloc.trim_threshold=0"],
        ["MALLOC_TRIM_THRESHOLD_": "0"],
        ["MALLOC_ARENA_MAX": "2", "MALLOC_MMAP_THRESHOLD_": "131072"],
    ])
    func settingsTheUserGaveWin(_ environment: [String: String]) {
        #expect(AllocatorTuning.userSetsAllocator(environment))
        #expect(!AllocatorTuning.apply(environment: environment))
    }

    @Test(arguments: [
        [:],
        ["GLIBC_TUNABLES": "glibc.rtld.optional_static_tls=512"],
        ["MALLOC_ARENA_MAX": "2"],
        ["PATH": "/usr/bin", "NO_COLOR": "1"],
    ])
    func otherwiseTheToolSetsThem(_ environment: [String: String]) {
        #expect(!AllocatorTuning.userSetsAllocator(environment))
        #if canImport(Glibc)
        #expect(AllocatorTuning.apply(environment: environment))
        #else
        #expect(!AllocatorTuning.apply(environment: environment))
        #endif
    }
}
