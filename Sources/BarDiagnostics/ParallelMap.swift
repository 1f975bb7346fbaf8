import Dispatch

/// Maps over independent inputs on every processor, keeping the results in input order.
///
/// `bar lint` over a large folder spends nearly all of its time in work that is independent per file
/// (loading it, then solving and checking every screen in every posture). Running those on all cores and
/// then reporting in input order keeps the output byte-identical to a sequential run. Loading a large file
/// lowers its screens the same way (`ScreenBatchLowering`). It lives in the lowest layer so that every layer
/// above can use it.
package enum ParallelMap {
    package static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        guard inputs.count > 1 else { return inputs.map(transform) }
        let results = UnsafeMutableBufferPointer<Output?>.allocate(capacity: inputs.count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        // Each iteration writes only its own slot, so no two threads touch the same memory.
        let slots = SendableSlots(base: results.baseAddress!)
        inputs.withUnsafeBufferPointer { buffer in
            let source = SendableInputs(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
                slots.base[index] = transform(source.base[index])
            }
        }
        // Moved out, not copied: this runs on one thread after the others are done, and a copy of each result
        // (an import's parsed file, a lint's report) retained every part of it, which freeing the slots then
        // released again.
        return Array(unsafeUninitializedCapacity: inputs.count) { output, count in
            for index in 0..<inputs.count { (output.baseAddress! + index).initialize(to: (results.baseAddress! + index).move()!) }
            count = inputs.count
        }
    }

    /// Changes each element of `elements` in place, on every processor.
    ///
    /// Each element is changed where it lies, so a value it holds that nothing else refers to (a tree of
    /// blocks, a parsed file) is written without a copy and freed by the worker that drops it. `map` hands
    /// each worker a copy of its input, which the input array still shares: the first write copied it.
    package static func update<Element: Sendable>(_ elements: inout [Element], _ change: @Sendable (inout Element) -> Void) {
        guard elements.count > 1 else {
            for index in elements.indices { change(&elements[index]) }
            return
        }
        elements.withUnsafeMutableBufferPointer { buffer in
            // Each iteration changes only its own element, so no two threads touch the same memory.
            let slots = SendableElements(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: buffer.count) { index in
                change(&slots.base[index])
            }
        }
    }

    /// `first()` and `second()` at the same time, on two processors: two independent passes that would
    /// otherwise run one after the other on one.
    package static func both<First: Sendable, Second: Sendable>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        var firstResult: First?
        var secondResult: Second?
        withUnsafeMutablePointer(to: &firstResult) { firstSlot in
            withUnsafeMutablePointer(to: &secondResult) { secondSlot in
                // Each iteration writes only its own slot.
                let slots = SendablePair(first: firstSlot, second: secondSlot)
                DispatchQueue.concurrentPerform(iterations: 2) { index in
                    if index == 0 { slots.first.pointee = first() } else { slots.second.pointee = second() }
                }
            }
        }
        return (firstResult!, secondResult!)
    }

    private struct SendablePair<First, Second>: @unchecked Sendable {
        let first: UnsafeMutablePointer<First?>
        let second: UnsafeMutablePointer<Second?>
    }

    private struct SendableSlots<Output>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Output?>
    }

    private struct SendableElements<Element>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Element>
    }

    private struct SendableInputs<Input>: @unchecked Sendable {
        let base: UnsafePointer<Input>
    }
}
