import BarDiagnostics
import Testing

@testable import BarLanguageServer

/// Documents the server is sent that are not specs to analyse (`DocumentKind`): each is checked as the
/// command line checks it, and the spec features answer nothing about it.
@Suite("Document kinds")
struct DocumentKindTests {
    /// A server driven as an editor drives it, one batch at a time.
    final class Client {
        let server = LanguageServer(version: "test")

        init() {
            _ = send([
                #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#,
                #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            ])
        }

        func send(_ messages: [String]) -> [JSONValue] {
            server.handle(batch: messages.map { Array($0.utf8) })
            return server.takeOutgoing()
        }

        func open(_ uri: String, _ text: String) -> [JSONValue] {
            send([
                JSONValue.object([
                    ("jsonrpc", .string("2.0")), ("method", .string("textDocument/didOpen")),
                    ("params", .object([("textDocument", .object([
                        ("uri", .string(uri)), ("languageId", .string("bar")), ("version", .int(1)), ("text", .string(text)),
                    ]))])),
                ]).compactText()
            ])
        }

        /// The diagnostics published for `uri` among `messages`, as compact JSON.
        static func published(_ uri: String, in messages: [JSONValue]) -> [String]? {
            messages.last { $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri }?["params"]?["diagnostics"]?
                .arrayValue?.map { $0.compactText() }
        }

        /// The result of each `textDocument/…` request a spec feature answers, about `uri` at its start.
        func specFeatureResults(_ uri: String) -> [String: JSONValue] {
            let methods = LanguageServer.requestHandlers.keys.filter { $0.hasPrefix("textDocument/") }.sorted()
            var results: [String: JSONValue] = [:]
            for (index, method) in methods.enumerated() {
                let request = #"{"jsonrpc":"2.0","id":\#(index + 1),"method":"\#(method)","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":0,"character":0},"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"newName":"x","options":{"tabSize":2,"insertSpaces":true},"context":{"diagnostics":[],"includeDeclaration":true}}}"#
                let answer = send([request]).first { $0["id"]?.intValue == index + 1 }
                results[method] = answer?["result"] ?? answer?["error"] ?? .null
            }
            return results
        }
    }

    @Test("an open .bar-lint is checked as bar lint reads it: its own problems at their places, none when valid")
    func lintConfiguration() {
        let client = Client()
        let uri = "file:///w/.bar-lint"
        // The example of docs/rules.md, which was reported as "unknown block 'lint'".
        let valid = "lint {\n  disable: manual-spacer\n  severity item-missing-symbol { level: error }\n  exclude \"Specs/fixtures/**\"\n}\n"
        #expect(Client.published(uri, in: client.open(uri, valid)) == [])
        for (method, result) in client.specFeatureResults(uri) where method != "textDocument/codeAction" {
            #expect(result == .null, "\(method)")
        }
        let edited = client.send([
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"text":"lint {\n  disable: manual-spacr\n  severity item-missing-symbol { level: fatal }\n}\n"}]}}"#
        ])
        #expect(Client.published(uri, in: edited) == [
            #"{"range":{"start":{"line":1,"character":11},"end":{"line":1,"character":23}},"severity":1,"code":"unknown-rule-in-config","source":"bar","message":"unknown rule 'manual-spacr' in 'disable'; did you mean 'manual-spacer'? 'bar lint --list-rules' lists every rule\nfix: replace with 'manual-spacer'"}"#,
            #"{"range":{"start":{"line":2,"character":40},"end":{"line":2,"character":45}},"severity":1,"code":"invalid-config","source":"bar","message":"unknown level 'fatal'; levels are: error, warning, info"}"#,
        ])
        // The misspelt rule's fix is a quick fix (it was only text in the message); the level has none.
        let actions = client.send([
            #"{"jsonrpc":"2.0","id":90,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":0,"character":0},"end":{"line":3,"character":0}},"context":{"diagnostics":[]}}}"#
        ]).first { $0["id"]?.intValue == 90 }?["result"]?.arrayValue ?? []
        #expect(actions.map { $0["title"]?.stringValue } == ["Replace with 'manual-spacer'"])
        #expect(actions.first?["edit"]?["changes"]?[uri]?.compactText() == #"[{"range":{"start":{"line":1,"character":11},"end":{"line":1,"character":23}},"newText":"manual-spacer"}]"#)
    }

    @Test("a document over 16 MiB gets bar check's file-too-large at its start, and no analysis")
    func tooLarge() {
        let client = Client()
        let uri = "file:///w/big.bar"
        let text = "// " + String(repeating: "x", count: InputSizeLimit.bytes) + "\nscreen a { stack { toolbar { item b { title: \"B\" } } } }\n"
        let published = Client.published(uri, in: client.open(uri, text))
        #expect(published == [
            #"{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"severity":1,"code":"file-too-large","source":"bar","message":"file is too large; the limit is 16 MiB"}"#
        ])
        for (method, result) in client.specFeatureResults(uri) {
            #expect(result == .null, "\(method)")
        }
        // Cut back under the limit, it is a spec again.
        let edited = client.send([
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"text":"screen a { stack { toolbar { item b { title: \"B\" } } } }\n"}]}}"#
        ])
        #expect(Client.published(uri, in: edited)?.count == 1)
        #expect(Client.published(uri, in: edited)?.first?.contains(#""code":"item-missing-symbol""#) == true)
    }
}
