// libFuzzer entry point for the `.bar` parser alone (`Scripts/fuzz --target parse`): cheap enough to run
// thousands of inputs a second, so the tolerant parser sees far more shapes than the whole pipeline can.
//
// The invariants live in Tests/BarSyntaxTests/Fuzz/ParseFuzzInvariants.swift, compiled into this binary by
// the script and replayed over the checked-in corpus by `swift test`; a broken one is a crash here
// (`fatalError`, which prints its message in an optimized build, where `precondition` does not).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let problem = ParseFuzzInvariants.violation(in: bytes) { fatalError(problem) }
    return 0
}
