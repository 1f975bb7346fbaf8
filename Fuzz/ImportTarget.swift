// libFuzzer entry point for `bar import`'s reading of Swift (`Scripts/fuzz --target import`): the lexer, the
// tolerant parser and both recognizers, on arbitrary bytes taken as one Swift file.
//
// For any bytes: the tokens lie inside the input, in order, without overlapping; the import finishes, and
// running it again gives the same specs byte for byte; every spec it writes loads without errors (the
// importer only ever writes specs the language accepts).

import BarDiagnostics
import BarImport
import BarModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var previousEnd = 0
    for token in SwiftLexer.lex(bytes).tokens {
        precondition(token.start >= previousEnd && token.start <= token.end && token.end <= size, "a token lies outside the input or overlaps the one before")
        previousEnd = token.end
    }
    let source = SourceFile(path: "Fuzz.swift", bytes: bytes)
    let result = Importer.run(sources: [source], mode: .auto)
    let again = Importer.run(sources: [source], mode: .auto)
    precondition(result.files.map(\.text) == again.files.map(\.text), "importing the same bytes twice gave different specs")
    for file in result.files {
        let loaded = SpecLoader.load(SourceFile(path: "imported.bar", text: file.text))
        precondition(!loaded.hasErrors, "an imported spec does not load: \(loaded.diagnostics.first.map { $0.message } ?? "")")
    }
    return 0
}
