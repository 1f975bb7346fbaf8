// What `bar import` promises for any bytes read as one Swift file, checked by the libFuzzer target
// `Fuzz/ImportTarget.swift` (which `Scripts/fuzz --target import` compiles together with this file) and by
// `ImportFuzzCorpusTests`, which replays the minimized corpus in `Fuzz/Corpus/import/`. One file, so the
// fuzzer and `swift test` check exactly the same things. Public API only; no test framework.

import BarDiagnostics
import BarImport
import BarModel

enum ImportFuzzInvariants {
    /// The first broken promise for `bytes`, or nil:
    /// - the lexer's tokens lie inside the input, in order, without overlapping;
    /// - the import finishes, and running it again gives the same specs byte for byte;
    /// - every spec it writes loads without errors (the importer only writes specs the language accepts).
    static func violation(in bytes: [UInt8]) -> String? {
        let size = bytes.count
        var previousEnd = 0
        for token in SwiftLexer.lex(bytes).tokens {
            guard token.start >= previousEnd, token.start <= token.end, token.end <= size else {
                return "a token lies outside the input or overlaps the one before: \(token.start)..<\(token.end) after \(previousEnd), of \(size) bytes"
            }
            previousEnd = token.end
        }
        let source = SourceFile(path: "Fuzz.swift", bytes: bytes)
        let result = Importer.run(sources: [source], mode: .auto)
        let again = Importer.run(sources: [source], mode: .auto)
        guard result.files.map(\.text) == again.files.map(\.text) else { return "importing the same bytes twice gave different specs" }
        for file in result.files {
            let loaded = SpecLoader.load(SourceFile(path: "imported.bar", text: file.text))
            if loaded.hasErrors {
                return "an imported spec does not load: \(loaded.diagnostics.first.map { $0.message } ?? "")\n\(file.text)"
            }
        }
        return nil
    }
}
