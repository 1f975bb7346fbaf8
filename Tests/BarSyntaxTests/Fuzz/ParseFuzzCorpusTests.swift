import Foundation
import Testing

/// Replays the parse target's minimized corpus (`Fuzz/Corpus/parse/`, kept by `Scripts/fuzz --target parse
/// --merge`) through the same invariants the fuzzer checks (`ParseFuzzInvariants`), so what the fuzzer once
/// reached stays checked on every `swift test`, without a sanitizer or libFuzzer. A crash the fuzzer finds
/// is copied into that folder and replays here.
@Suite("Fuzz corpus: the parser keeps its promises on every kept input")
struct ParseFuzzCorpusTests {
    @Test func everyInputKeepsTheInvariants() throws {
        let inputs = try FuzzCorpus.inputs(of: "parse")
        #expect(inputs.count >= 50, "the parse corpus is missing or nearly empty")
        for (name, bytes) in inputs {
            if let problem = ParseFuzzInvariants.violation(in: bytes) {
                Issue.record("Fuzz/Corpus/parse/\(name): \(problem)")
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
