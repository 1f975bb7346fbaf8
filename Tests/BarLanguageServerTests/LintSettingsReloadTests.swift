import BarDiagnostics
import Foundation
import Testing

@testable import BarLanguageServer

/// An edited `.bar-lint` is read again when the editor reports it, or when a document is saved (an editor
/// that watches nothing reports no change to it).
@Suite struct LintSettingsReloadTests {
    @Test(arguments: ["save", "watched"])
    func anEditedSettingsFileIsReadAgain(_ how: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bar-lsp-settings-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "lint {\n}\n".write(toFile: folder + "/.bar-lint", atomically: true, encoding: .utf8)
        let uri = "file://" + folder + "/t.bar"
        let server = LanguageServer(version: "test")
        func send(_ messages: [JSONValue]) -> [String] {
            server.handle(batch: messages.map { Array($0.compactText().utf8) })
            let published = server.takeOutgoing().last { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }
            return published?["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue } ?? []
        }
        func notification(_ method: String, _ params: JSONValue) -> JSONValue {
            .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
        }
        let document = JSONValue.object([("uri", .string(uri))])
        let opened = send([
            .object([("jsonrpc", .string("2.0")), ("id", .int(1)), ("method", .string("initialize")), ("params", .object([("capabilities", .object([]))]))]),
            notification("initialized", .object([])),
            notification("textDocument/didOpen", .object([("textDocument", .object([
                ("uri", .string(uri)), ("languageId", .string("bar")), ("version", .int(1)),
                ("text", .string("screen s { stack { toolbar { item a { title: \"A\" } } } }\n")),
            ]))])),
        ])
        #expect(opened == ["item-missing-symbol"])
        try "lint {\n  disable: item-missing-symbol\n}\n".write(toFile: folder + "/.bar-lint", atomically: true, encoding: .utf8)
        let after = how == "save"
            ? send([notification("textDocument/didSave", .object([("textDocument", document)]))])
            : send([notification("workspace/didChangeWatchedFiles", .object([("changes", .array([.object([("uri", .string("file://" + folder + "/.bar-lint")), ("type", .int(2))])]))]))])
        #expect(after == [])
    }
}
