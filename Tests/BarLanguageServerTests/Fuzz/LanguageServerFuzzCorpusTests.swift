import Foundation
import Testing

/// Replays the lsp target's minimized corpus (`Fuzz/Corpus/lsp/`, kept by `Scripts/fuzz --target lsp
/// --merge`) through the same invariants the fuzzer checks (`LanguageServerFuzzInvariants`): raw byte streams
/// through the server loop and sessions of requests on arbitrary documents. A crash the fuzzer finds is
/// copied into that folder and replays here.
@Suite("Fuzz corpus: the language server keeps its promises on every kept input")
struct LanguageServerFuzzCorpusTests {
    @Test func everyInputKeepsTheInvariants() throws {
        let inputs = try FuzzCorpus.inputs(of: "lsp")
        #expect(inputs.count >= 10, "the lsp corpus is missing or nearly empty")
        // Both ways of reading an input are exercised.
        #expect(inputs.contains { $0.bytes.first.map { $0 & 1 == 0 } ?? false })
        #expect(inputs.contains { $0.bytes.first.map { $0 & 1 == 1 } ?? false })
        for (name, bytes) in inputs {
            if let problem = LanguageServerFuzzInvariants.violation(in: bytes) {
                Issue.record("Fuzz/Corpus/lsp/\(name): \(problem)")
            }
        }
    }
}

/// The checked-in corpora under `Fuzz/Corpus/`, found from this source file.
enum FuzzCorpus {
    static func inputs(of target: String) throws -> [(name: String, bytes: [UInt8])] {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url = url.deletingLastPathComponent()
            if url.path == "/" { return [] }
        }
        let folder = url.appendingPathComponent("Fuzz/Corpus/\(target)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        return try names.map { ($0, Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
    }
}
