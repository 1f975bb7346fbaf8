// libFuzzer entry point for the language server's message handling (`Scripts/fuzz --target lsp`): framing,
// JSON bodies and requests on arbitrary documents, all in-process (no server is started per input).
//
// The invariants live in Tests/BarLanguageServerTests/Fuzz/LanguageServerFuzzInvariants.swift, compiled into
// this binary by the script and replayed over the checked-in corpus by `swift test`; a broken one is a crash
// here (`fatalError`, which prints its message in an optimized build, where `precondition` does not).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let problem = LanguageServerFuzzInvariants.violation(in: bytes) { fatalError(problem) }
    return 0
}
