import Foundation
import Testing

/// Replays the import target's minimized corpus (`Fuzz/Corpus/import/`, kept by `Scripts/fuzz --target import
/// --merge`) through the same invariants the fuzzer checks (`ImportFuzzInvariants`). A crash the fuzzer
/// finds is copied into that folder and replays here.
@Suite("Fuzz corpus: bar import keeps its promises on every kept input")
struct ImportFuzzCorpusTests {
    @Test func everyInputKeepsTheInvariants() throws {
        let inputs = try FuzzCorpus.inputs(of: "import")
        #expect(inputs.count >= 10, "the import corpus is missing or nearly empty")
        for (name, bytes) in inputs {
            if let problem = ImportFuzzInvariants.violation(in: bytes) {
                Issue.record("Fuzz/Corpus/import/\(name): \(problem)")
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
