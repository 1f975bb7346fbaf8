import Testing

@testable import BarCommandLine

/// The paths an interrupt removes: noted from a temporary file's creation until its write is over.
@Suite(.serialized) struct InterruptedWriteCleanupTests {
    @Test func pathsAreNotedUntilForgotten() throws {
        let path = "/tmp/.x.bar.bar-write.1.cleanup-test-\(UInt64.random(in: 0...UInt64.max))"
        let slot = try #require(InterruptedWriteCleanup.remember(path))
        #expect(InterruptedWriteCleanup.remembered.contains(path))
        InterruptedWriteCleanup.forget(slot)
        #expect(!InterruptedWriteCleanup.remembered.contains(path))
    }

    @Test func aPathThatDoesNotFitIsNotNoted() {
        #expect(InterruptedWriteCleanup.remember("/" + String(repeating: "p", count: InterruptedWriteCleanup.pathCapacity)) == nil)
        #expect(InterruptedWriteCleanup.remember("/tmp/a\u{0}b") == nil)
    }

    /// A write past the slots goes on without the cleanup rather than failing or waiting.
    @Test func moreWritesThanSlotsAreNotNoted() {
        var slots: [Int] = []
        while let slot = InterruptedWriteCleanup.remember("/tmp/.slot-test-\(slots.count)") {
            slots.append(slot)
            if slots.count > InterruptedWriteCleanup.slotCount { break }
        }
        #expect(slots.count <= InterruptedWriteCleanup.slotCount)
        #expect(InterruptedWriteCleanup.remember("/tmp/.one-more") == nil)
        for slot in slots { InterruptedWriteCleanup.forget(slot) }
        #expect(InterruptedWriteCleanup.remembered.allSatisfy { !$0.hasPrefix("/tmp/.slot-test-") })
    }
}
