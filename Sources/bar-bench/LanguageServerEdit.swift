import BarDiagnostics
import BarLanguageServer

/// `lsp_edit_ms`: what an editor waits for after typing one character in a 1,000-line spec — the server
/// applies the change, analyses the new version (load, lint with placements in every posture) and answers
/// with diagnostics and the inlay hints of the whole document. The opening of the same document (the same
/// work from nothing) is measured beside it as the baseline.
enum LanguageServerEdit {
    struct Figures {
        var lines: Int
        var editSeconds: Double
        var openSeconds: Double
    }

    /// The synthetic screens, one after another, until the text has `lines` lines.
    static func spec(lines: Int) -> String {
        var generator = SyntheticCorpus.Generator(state: 11)
        var out = ""
        var index = 0
        while out.utf8.lazy.filter({ $0 == UInt8(ascii: "\n") }).count < lines {
            out += SyntheticCorpus.screen(index, &generator)
            index += 1
        }
        return out
    }

    static func measure(lines: Int, runs: Int) -> Figures {
        let text = spec(lines: lines)
        let lineCount = text.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count
        let uri = "file:///bench/edit.bar"
        let server = LanguageServer(version: "bench")
        server.handle(batch: [
            message(id: 1, "initialize", .object([("capabilities", .object([]))])),
            notification("initialized", .object([])),
        ])
        _ = server.takeOutgoing()

        // The document's second line is `screen screen-0 {`; the title on line 3 gets one character more, then
        // one less, so every version is valid and different.
        var version = 1
        func open(_ uri: String) {
            server.handle(batch: [
                notification("textDocument/didOpen", .object([("textDocument", .object([
                    ("uri", .string(uri)), ("languageId", .string("bar")), ("version", .int(version)), ("text", .string(text)),
                ]))])),
                hintRequest(id: version, uri: uri),
            ])
            precondition(server.takeOutgoing().count == 2)
        }
        // Each opening is of a document the server has not seen (results of an earlier version of the same
        // document would be taken over); the one opened before is closed first, which costs next to nothing.
        var previous: String?
        let openSamples = Measure.seconds(runs: runs) {
            version += 1
            if let previous {
                server.handle(batch: [notification("textDocument/didClose", .object([("textDocument", .object([("uri", .string(previous))]))]))])
                _ = server.takeOutgoing()
            }
            let fresh = "file:///bench/open-\(version).bar"
            open(fresh)
            previous = fresh
        }
        version += 1
        open(uri)
        var insert = true
        let editSamples = Measure.seconds(runs: runs * 3) {
            version += 1
            let range: JSONValue = .object([
                ("start", .object([("line", .int(2)), ("character", .int(10))])),
                ("end", .object([("line", .int(2)), ("character", .int(insert ? 10 : 11))])),
            ])
            server.handle(batch: [
                notification("textDocument/didChange", .object([
                    ("textDocument", .object([("uri", .string(uri)), ("version", .int(version))])),
                    ("contentChanges", .array([.object([("range", range), ("text", .string(insert ? "x" : ""))])])),
                ])),
                hintRequest(id: version, uri: uri),
            ])
            insert.toggle()
            let answers = server.takeOutgoing()
            precondition(answers.count == 2, "a diagnostics notification and the hints")
        }
        return Figures(lines: lineCount, editSeconds: Measure.median(editSamples), openSeconds: Measure.median(openSamples))
    }

    private static func hintRequest(id: Int, uri: String) -> [UInt8] {
        message(id: id, "textDocument/inlayHint", .object([
            ("textDocument", .object([("uri", .string(uri))])),
            ("range", .object([
                ("start", .object([("line", .int(0)), ("character", .int(0))])),
                ("end", .object([("line", .int(1_000_000)), ("character", .int(0))])),
            ])),
        ]))
    }

    private static func message(id: Int, _ method: String, _ params: JSONValue) -> [UInt8] {
        Array(JSONValue.object([("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string(method)), ("params", params)]).compactText().utf8)
    }

    private static func notification(_ method: String, _ params: JSONValue) -> [UInt8] {
        Array(JSONValue.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]).compactText().utf8)
    }
}
