// libFuzzer entry point for `bar import`'s reading of Swift (`Scripts/fuzz --target import`): the lexer, the
// tolerant parser and both recognizers, on arbitrary bytes taken as one Swift file (and as string tables and a
// storyboard).
//
// The invariants live in Tests/BarImportTests/Fuzz/ImportFuzzInvariants.swift, compiled into this binary by
// the script and replayed over the checked-in corpus by `swift test`; a broken one is a crash here
// (`fatalError`, which prints its message in an optimized build, where `precondition` does not).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let problem = ImportFuzzInvariants.violation(in: bytes) { fatalError(problem) }
    return 0
}
