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
        defer {
            results.deinitialize()
            results.deallocate()
        }
        // Each iteration writes only its own slot, so no two threads touch the same memory.
        let slots = SendableSlots(base: results.baseAddress!)
        inputs.withUnsafeBufferPointer { buffer in
            let source = SendableInputs(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
                slots.base[index] = transform(source.base[index])
            }
        }
        return results.map { $0! }
    }

    private struct SendableSlots<Output>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Output?>
    }

    private struct SendableInputs<Input>: @unchecked Sendable {
        let base: UnsafePointer<Input>
    }
}
