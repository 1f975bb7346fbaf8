import Testing

@testable import BarCommandLine

/// `MemoryLeftToExit` keeps what it is given as long as it lives, and no longer: a test's context frees it.
@Suite struct MemoryLeftToExitTests {
    private final class Witness: @unchecked Sendable {
        let onFree: @Sendable () -> Void
        init(onFree: @escaping @Sendable () -> Void) { self.onFree = onFree }
        deinit { onFree() }
    }

    private final class Flag: @unchecked Sendable {
        var isSet = false
    }

    @Test func keepsValuesAsLongAsItLivesAndNoLonger() {
        let freed = Flag()
        var memory: MemoryLeftToExit? = MemoryLeftToExit()
        do {
            memory?.keep(Witness { freed.isSet = true })
        }
        #expect(memory?.count == 1)
        #expect(!freed.isSet, "kept while the holder lives")
        memory = nil
        #expect(freed.isSet, "freed with the holder")
    }

    @Test func everyContextHasItsOwn() {
        let first = CommandContext.testing()
        let second = CommandContext.testing()
        first.memoryLeftToExit.keep(1)
        #expect(first.memoryLeftToExit.count == 1)
        #expect(second.memoryLeftToExit.count == 0)
    }
}
