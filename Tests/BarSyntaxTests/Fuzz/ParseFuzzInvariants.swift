// What the `.bar` parser promises for any bytes, checked by the libFuzzer target `Fuzz/ParseTarget.swift`
// (which `Scripts/fuzz --target parse` compiles together with this file) and by `ParseFuzzCorpusTests`,
// which replays the minimized corpus in `Fuzz/Corpus/parse/`. One file, so the fuzzer and `swift test`
// check exactly the same things. Public API only; no test framework.

import BarDiagnostics
import BarSyntax

enum ParseFuzzInvariants {
    /// The first broken promise for `bytes`, or nil:
    /// - the parser builds a tree (it never gives up);
    /// - every statement and every diagnostic lies inside the input;
    /// - the statements of one body come in source order without overlapping, and each body's opening
    ///   brace lies inside its block;
    /// - parsing the same bytes again gives the same statements and diagnostics (no hidden state).
    static func violation(in bytes: [UInt8]) -> String? {
        let size = bytes.count
        let tree = Parser.parse(SourceFile(path: "fuzz.bar", bytes: bytes))
        var ranges: [SourceRange] = []
        if let problem = check(tree.statements, size: size, into: &ranges) { return problem }
        // Diagnostics are read in place by index: a fuzz input is mostly junk with up to 200 of them, and a
        // loop over the values copied and released each one's strings and arrays.
        let diagnostics = tree.diagnostics
        for index in diagnostics.indices {
            let range = diagnostics[index].range
            guard range.start >= 0, range.start <= range.end, range.end <= size else {
                return "a diagnostic points outside the input: \(range.start)..<\(range.end) of \(size) bytes (\(diagnostics[index].message))"
            }
        }
        let again = Parser.parse(SourceFile(path: "fuzz.bar", bytes: bytes))
        var rangesAgain: [SourceRange] = []
        if let problem = check(again.statements, size: size, into: &rangesAgain) { return problem }
        guard ranges == rangesAgain else { return "parsing the same bytes twice gave different statements" }
        let diagnosticsAgain = again.diagnostics
        guard diagnosticsAgain.count == diagnostics.count,
            diagnostics.indices.allSatisfy({ diagnosticsAgain[$0].range == diagnostics[$0].range && diagnosticsAgain[$0].message == diagnostics[$0].message })
        else { return "parsing the same bytes twice gave different diagnostics" }
        return nil
    }

    /// Every statement inside the input, each body's statements in order and apart, recursively.
    private static func check(_ statements: [Statement], size: Int, into ranges: inout [SourceRange]) -> String? {
        var previousEnd = 0
        for statement in statements {
            let range = statement.range
            guard range.start >= 0, range.start <= range.end, range.end <= size else {
                return "a statement lies outside the input: \(range.start)..<\(range.end) of \(size) bytes"
            }
            guard range.start >= previousEnd else { return "statements overlap or are out of order at byte \(range.start)" }
            previousEnd = range.end
            ranges.append(range)
            if let body = statement.block?.body {
                guard body.openBrace.start >= range.start, body.openBrace.end <= range.end else {
                    return "a body's brace lies outside its block at byte \(body.openBrace.start)"
                }
                if let problem = check(body.statements, size: size, into: &ranges) { return problem }
            }
        }
        return nil
    }
}
