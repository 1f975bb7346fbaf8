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

    /// Saving the `.bar-lint` (open in the editor, or edited elsewhere and then any document saved) changes the
    /// findings of every open spec under it, not only of the document saved: each is published again, and
    /// quick fixes are offered for the new findings only. A save that changes no settings publishes only the
    /// document saved.
    @Test func savingChangedSettingsPublishesEveryOpenDocumentAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bar-lsp-settings-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let settings = "lint {\n}\n"
        try settings.write(toFile: folder + "/.bar-lint", atomically: true, encoding: .utf8)
        let server = LanguageServer(version: "test")
        func send(_ messages: [JSONValue]) -> [JSONValue] {
            server.handle(batch: messages.map { Array($0.compactText().utf8) })
            return server.takeOutgoing()
        }
        /// Each document published, with the codes of its diagnostics.
        func published(_ messages: [JSONValue]) -> [String: [String]] {
            var found: [String: [String]] = [:]
            for message in messages where message["method"]?.stringValue == "textDocument/publishDiagnostics" {
                let uri = message["params"]?["uri"]?.stringValue ?? ""
                found[String(uri.split(separator: "/").last ?? "")] = message["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }
            }
            return found
        }
        func notification(_ method: String, _ params: JSONValue) -> JSONValue {
            .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
        }
        func open(_ name: String, _ text: String) -> JSONValue {
            notification("textDocument/didOpen", .object([("textDocument", .object([
                ("uri", .string("file://" + folder + "/" + name)), ("languageId", .string("bar")), ("version", .int(1)), ("text", .string(text)),
            ]))]))
        }
        func saved(_ name: String) -> JSONValue {
            notification("textDocument/didSave", .object([("textDocument", .object([("uri", .string("file://" + folder + "/" + name))]))]))
        }
        let spec = "screen s { stack { toolbar { item a { title: \"A\" } } } }\n"
        let opened = send([
            .object([("jsonrpc", .string("2.0")), ("id", .int(1)), ("method", .string("initialize")), ("params", .object([("capabilities", .object([]))]))]),
            notification("initialized", .object([])),
            open("a.bar", spec), open("b.bar", spec), open(".bar-lint", settings),
        ])
        #expect(published(opened) == ["a.bar": ["item-missing-symbol"], "b.bar": ["item-missing-symbol"], ".bar-lint": []])

        #expect(published(send([saved("a.bar")])) == ["a.bar": ["item-missing-symbol"]], "no settings changed")

        let disabled = "lint {\n  disable: item-missing-symbol\n}\n"
        try disabled.write(toFile: folder + "/.bar-lint", atomically: true, encoding: .utf8)
        let afterSave = send([
            notification("textDocument/didChange", .object([
                ("textDocument", .object([("uri", .string("file://" + folder + "/.bar-lint")), ("version", .int(2))])),
                ("contentChanges", .array([.object([("text", .string(disabled))])])),
            ])),
            saved(".bar-lint"),
        ])
        #expect(published(afterSave) == ["a.bar": [], "b.bar": [], ".bar-lint": []])
        let actions = send([
            .object([
                ("jsonrpc", .string("2.0")), ("id", .int(2)), ("method", .string("textDocument/codeAction")),
                ("params", .object([
                    ("textDocument", .object([("uri", .string("file://" + folder + "/b.bar"))])),
                    ("range", .object([
                        ("start", .object([("line", .int(0)), ("character", .int(0))])), ("end", .object([("line", .int(1)), ("character", .int(0))])),
                    ])),
                    ("context", .object([("diagnostics", .array([]))])),
                ])),
            ])
        ])
        #expect(actions.first { $0["id"]?.intValue == 2 }?["result"] == .array([]))
    }

    /// A problem in the `.bar-lint` that applies goes to the log once for each text of the file, not on every
    /// publish: it was logged again on every keystroke in every spec under it.
    @Test func aProblemInTheSettingsIsLoggedOncePerText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bar-lsp-settings-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "lint {\n  disable: bogus-rule\n}\n".write(toFile: folder + "/.bar-lint", atomically: true, encoding: .utf8)
        let server = LanguageServer(version: "test")
        /// The messages logged about `.bar-lint` after `messages`.
        func logged(_ messages: [String]) -> [String] {
            server.handle(batch: messages.map { Array($0.utf8) })
            return server.takeOutgoing().filter { $0["method"]?.stringValue == "window/logMessage" }
                .compactMap { $0["params"]?["message"]?.stringValue }.filter { $0.contains(".bar-lint") }
        }
        let uri = "file://" + folder + "/t.bar"
        func edit(_ version: Int) -> String {
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"text":" "}]}}"#
        }
        let opened = logged([
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"bar","version":1,"text":"screen s { stack { } }\n"}}}"#,
        ])
        #expect(opened.count == 1)
        #expect(opened.first?.hasPrefix("bar lsp: .bar-lint: \(folder)/.bar-lint:2:12: error: unknown rule 'bogus-rule' in 'disable'") == true)
        for version in 2...4 {
            #expect(logged([edit(version)]) == [], "edit \(version)")
        }
        // Another text with a problem is logged once in turn.
        try "lint {\n  disable: other-bogus-rule\n}\n".write(toFile: folder + "/.bar-lint", atomically: true, encoding: .utf8)
        let saved = #"{"jsonrpc":"2.0","method":"textDocument/didSave","params":{"textDocument":{"uri":"\#(uri)"}}}"#
        #expect(logged([saved]).count == 1)
        #expect(logged([edit(5)]) == [])
    }
}
