// libFuzzer entry point for the `.bar` parser alone (`Scripts/fuzz --target parse`): cheap enough to run
// thousands of inputs a second, so the tolerant parser sees far more shapes than the whole pipeline can.
//
// For any bytes, the parser must build a tree (it never gives up), every statement and diagnostic must lie
// inside the input, statements of one body must come in source order without overlapping, and parsing the
// same bytes again must give the same statements and diagnostics.

import BarDiagnostics
import BarSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let tree = Parser.parse(SourceFile(path: "fuzz.bar", bytes: bytes))
    var ranges: [SourceRange] = []
    check(tree.statements, size: size, into: &ranges)
    for diagnostic in tree.diagnostics {
        precondition(diagnostic.range.start >= 0 && diagnostic.range.start <= diagnostic.range.end && diagnostic.range.end <= size,
                     "a diagnostic points outside the input")
    }
    let again = Parser.parse(SourceFile(path: "fuzz.bar", bytes: bytes))
    var rangesAgain: [SourceRange] = []
    check(again.statements, size: size, into: &rangesAgain)
    precondition(ranges == rangesAgain, "parsing the same bytes twice gave different statements")
    precondition(again.diagnostics.map(\.message) == tree.diagnostics.map(\.message), "parsing the same bytes twice gave different diagnostics")
    return 0
}

/// Every statement inside the input, each body's statements in order and apart, recursively.
private func check(_ statements: [Statement], size: Int, into ranges: inout [SourceRange]) {
    var previousEnd = 0
    for statement in statements {
        let range = statement.range
        precondition(range.start >= 0 && range.start <= range.end && range.end <= size, "a statement lies outside the input")
        precondition(range.start >= previousEnd, "statements overlap or are out of order")
        previousEnd = range.end
        ranges.append(range)
        if let body = statement.block?.body {
            precondition(body.openBrace.start >= range.start && body.openBrace.end <= range.end, "a body's brace lies outside its block")
            check(body.statements, size: size, into: &ranges)
        }
    }
}
