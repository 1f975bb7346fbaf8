// What the language server promises for any bytes a client sends, checked by the libFuzzer target
// `Fuzz/LanguageServerTarget.swift` (which `Scripts/fuzz --target lsp` compiles together with this file) and
// by `LanguageServerFuzzCorpusTests`, which replays the minimized corpus in `Fuzz/Corpus/lsp/`. One file, so
// the fuzzer and `swift test` check exactly the same things. No test framework; everything runs in-process.
//
// An input is read in one of two ways, chosen by its first byte:
// - even: a raw byte stream. After a well-formed `initialize`, the rest of the bytes go to the server loop as
//   the client's stream, cut into chunks that arrive one at a time: framing (Content-Length headers that are
//   partial, oversized or garbage), JSON bodies and JSON-RPC messages of any shape.
// - odd: a session of well-formed messages on an arbitrary document. `initialize` with a fuzzed position
//   encoding, `didOpen` with fuzzed text, then a script of requests at fuzzed positions (hover, completion,
//   inlay hints, semantic tokens, formatting, code actions, rename, definition, references, symbols, folding)
//   and edits with fuzzed ranges, then `shutdown` and `exit`.
//
// For any input: nothing crashes; every message the server writes is framed correctly and is valid JSON-RPC
// 2.0; every request gets exactly one answer (a result or an error); and, in a session, every position and
// range in an answer or a published diagnostic lies inside the document as it stands, with each range's start
// before its end.

import BarDiagnostics

@testable import BarLanguageServer

enum LanguageServerFuzzInvariants {
    /// The first broken promise for `bytes`, or nil.
    static func violation(in bytes: [UInt8]) -> String? {
        guard let first = bytes.first else { return nil }
        let rest = Array(bytes.dropFirst())
        return first & 1 == 0 ? RawStream.violation(in: rest) : Session.violation(in: rest, flags: first >> 1)
    }

    static let uri = "file:///nonexistent/fuzz/screen.bar"

    // MARK: Messages the server writes

    /// Whether `message` is a valid JSON-RPC 2.0 message from a server: a response with an id (a number, a
    /// string or null) and exactly one of `result` and `error` (with an integer code and a message), or a
    /// notification with a method.
    static func jsonRPCProblem(_ message: JSONValue) -> String? {
        guard case .object(let members) = message else { return "a message that is not an object" }
        let keys = members.map(\.0)
        guard Set(keys).count == keys.count else { return "a message with a repeated member: \(message.compactText())" }
        guard message["jsonrpc"]?.stringValue == "2.0" else { return "a message without \"jsonrpc\":\"2.0\"" }
        if let method = message["method"] {
            guard method.stringValue != nil else { return "a notification whose method is not a string" }
            guard message["id"] == nil, message["result"] == nil, message["error"] == nil else {
                return "the server sent a request or a mix of notification and response: \(message.compactText().prefix(200))"
            }
            return nil
        }
        guard let id = message["id"] else { return "a response without an id: \(message.compactText().prefix(200))" }
        switch id {
        case .int, .string, .null: break
        default: return "a response whose id is not a number, a string or null"
        }
        switch (message["result"], message["error"]) {
        case (.some, nil): return nil
        case (nil, .some(let error)):
            guard error["code"]?.intValue != nil, case .int = error["code"]!, error["message"]?.stringValue != nil else {
                return "an error without an integer code and a message: \(error.compactText().prefix(200))"
            }
            return nil
        default: return "a response without exactly one of result and error: \(message.compactText().prefix(200))"
        }
    }

    /// The ids of the responses among `messages`, as compact JSON (`1`, `"a"`, `null`).
    static func responseIDs(_ messages: [JSONValue]) -> [String] {
        messages.compactMap { message in message["method"] == nil ? message["id"]?.compactText() : nil }
    }

    static func framed(_ body: String) -> [UInt8] {
        let bytes = Array(body.utf8)
        return Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes
    }

    static let initialize = #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#
    static let initialized = #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#

    // MARK: Raw streams

    enum RawStream {
        static func violation(in stream: [UInt8]) -> String? {
            let prefix = framed(LanguageServerFuzzInvariants.initialize) + framed(initialized)
            // Chunks: the last byte picks their size, so the same frames arrive whole or cut anywhere.
            var groups: [[[UInt8]]] = [[prefix]]
            let size = 1 + Int(stream.last ?? 0) % 97
            var start = 0
            while start < stream.count {
                let end = min(stream.count, start + (stream.count % 3 == 0 ? stream.count : size))
                groups.append([Array(stream[start..<end])])
                start = end
            }

            let server = LanguageServer(version: "fuzz")
            var input = ScriptedInput(groups)
            var written: [String] = []
            _ = ServerLoop.run(server, input: &input) { written.append($0) }

            var messages: [JSONValue] = []
            for frame in written {
                let (body, problem) = unframe(Array(frame.utf8))
                if let problem { return "the server wrote a badly framed message: \(problem)" }
                switch JSONParser.parse(body) {
                case .success(let value):
                    if let problem = jsonRPCProblem(value) { return problem }
                    messages.append(value)
                case .failure(let failure):
                    return "the server wrote a body that is not JSON (\(failure.message)): \(String(decoding: body.prefix(200), as: UTF8.self))"
                }
            }

            // What must be answered: the frames of the whole stream, read in one piece, up to `exit`.
            var expected: [String] = []
            var framer = MessageFramer()
            framer.append(prefix + stream)
            reading: while let frame = framer.next() {
                guard case .body(let body) = frame else { continue }
                switch JSONParser.parse(body) {
                case .failure:
                    expected.append("null")
                case .success(let value):
                    switch IncomingMessage.classify(value) {
                    case .request(let id, _, _): expected.append(id.json.compactText())
                    case .invalid(let id, let reason) where !reason.isEmpty: expected.append(id?.json.compactText() ?? "null")
                    case .notification(let method, _) where method == "exit": break reading
                    default: break
                    }
                }
            }
            let answered = responseIDs(messages)
            if answered.sorted() != expected.sorted() {
                return "requests and answers differ: expected answers to \(expected.sorted().prefix(20)), got \(answered.sorted().prefix(20))"
            }
            return nil
        }

        /// The body of one frame the server wrote, or what is wrong with its framing.
        static func unframe(_ bytes: [UInt8]) -> ([UInt8], String?) {
            let header = Array("Content-Length: ".utf8)
            guard bytes.starts(with: header) else { return ([], "no Content-Length header") }
            var index = header.count
            var length = 0
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                length = length * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            guard bytes[index...].starts(with: Array("\r\n\r\n".utf8)) else { return ([], "the header does not end in an empty line") }
            let body = Array(bytes[(index + 4)...])
            guard body.count == length else { return ([], "Content-Length \(length) for a body of \(body.count) bytes") }
            return (body, nil)
        }
    }

    // MARK: Sessions

    enum Session {
        /// The encodings a fuzzed client may offer, in order of preference.
        static let offers: [[String]?] = [nil, ["utf-8", "utf-16"], ["utf-32"], ["utf-16"]]
        static let requests = [
            "textDocument/hover", "textDocument/completion", "textDocument/inlayHint", "textDocument/semanticTokens/full",
            "textDocument/formatting", "textDocument/codeAction", "textDocument/rename", "textDocument/prepareRename",
            "textDocument/definition", "textDocument/references", "textDocument/documentSymbol", "textDocument/foldingRange",
        ]

        static func violation(in bytes: [UInt8], flags: UInt8) -> String? {
            // The document's text runs to the first NUL; the script of requests and edits follows it.
            let split = bytes.firstIndex(of: 0) ?? bytes.count
            let text = String(decoding: bytes[..<split], as: UTF8.self)
            var script = Reader(bytes: Array(bytes[min(bytes.count, split + 1)...]))

            let server = LanguageServer(version: "fuzz")
            var capabilities: [(String, JSONValue)] = []
            if let offered = offers[Int(flags & 3)] {
                capabilities.append(("general", .object([("positionEncodings", .array(offered.map(JSONValue.string)))])))
            }
            if flags & 4 != 0 {
                capabilities.append(("textDocument", .object([
                    ("completion", .object([("completionItem", .object([("snippetSupport", .bool(true))]))])),
                    ("hover", .object([("contentFormat", .array([.string("markdown")]))])),
                    ("publishDiagnostics", .object([("relatedInformation", .bool(true))])),
                ])))
            }
            var session = State(server: server)
            if let problem = session.send(id: 0, "initialize", .object([("capabilities", .object(capabilities))])) { return problem }
            guard let encoding = PositionEncoding(rawValue: session.lastResult?["capabilities"]?["positionEncoding"]?.stringValue ?? "") else {
                return "initialize did not state a position encoding"
            }
            session.encoding = encoding
            if let problem = session.send("initialized", .object([])) { return problem }
            session.text = text
            let item = JSONValue.object([("uri", .string(uri)), ("languageId", .string("bar")), ("version", .int(1)), ("text", .string(text))])
            if let problem = session.send("textDocument/didOpen", .object([("textDocument", item)])) { return problem }

            var id = 1
            var version = 1
            var steps = 0
            while !script.atEnd, steps < 24 {
                steps += 1
                let kind = Int(script.byte())
                if kind % 16 >= requests.count {
                    // An edit: a fuzzed range (or the whole text) and fuzzed text.
                    version += 1
                    var change: [(String, JSONValue)] = []
                    if kind % 16 != 15 {
                        change.append(("range", session.range(&script)))
                    }
                    let inserted = script.text()
                    change.append(("text", .string(inserted)))
                    let params = JSONValue.object([
                        ("textDocument", .object([("uri", .string(uri)), ("version", .int(version))])),
                        ("contentChanges", .array([.object(change)])),
                    ])
                    if let problem = session.send("textDocument/didChange", params) { return problem }
                    guard let after = server.documents[uri]?.text else { return "the document was lost after an edit" }
                    if kind % 16 == 15, after != inserted { return "a change of the whole text was not applied" }
                    continue
                }
                let method = requests[kind % 16]
                var params: [(String, JSONValue)] = [("textDocument", .object([("uri", .string(uri))]))]
                switch method {
                case "textDocument/inlayHint", "textDocument/codeAction":
                    params.append(("range", session.range(&script)))
                    if method == "textDocument/codeAction" { params.append(("context", .object([("diagnostics", .array([]))]))) }
                case "textDocument/rename":
                    params.append(("position", session.position(&script)))
                    params.append(("newName", .string(script.text())))
                case "textDocument/references":
                    params.append(("position", session.position(&script)))
                    params.append(("context", .object([("includeDeclaration", .bool(kind & 16 != 0))])))
                case "textDocument/formatting":
                    params.append(("options", .object([("tabSize", .int(2)), ("insertSpaces", .bool(true))])))
                case "textDocument/semanticTokens/full", "textDocument/documentSymbol", "textDocument/foldingRange":
                    break
                default:
                    params.append(("position", session.position(&script)))
                }
                if let problem = session.send(id: id, method, .object(params)) { return problem }
                if method == "textDocument/semanticTokens/full", let problem = session.checkSemanticTokens() { return problem }
                id += 1
            }
            if let problem = session.send(id: id, "shutdown", .null) { return problem }
            if let problem = session.send("exit", .null) { return problem }
            guard server.exitCode == 0 else { return "exit after shutdown did not end with status 0" }
            return nil
        }

        /// The fuzzed script, read a byte at a time (zeros once it runs out).
        struct Reader {
            var bytes: [UInt8]
            var index = 0
            var atEnd: Bool { index >= bytes.count }

            mutating func byte() -> UInt8 {
                defer { index += 1 }
                return index < bytes.count ? bytes[index] : 0
            }

            /// A number near `bound` (inside it, just past it), or now and then far outside it.
            mutating func number(bound: Int) -> Int {
                let value = Int(byte())
                switch value {
                case 250: return Int(Int32.max)
                case 251: return 1 << 40
                case 252: return bound
                case 253: return bound + 1
                default: return value % (bound + 3)
                }
            }

            /// Up to 15 bytes of text, as the client would send it (valid UTF-8).
            mutating func text() -> String {
                let count = Int(byte() % 16)
                let start = min(index, bytes.count)
                let end = min(bytes.count, start + count)
                index = end
                return String(decoding: bytes[start..<end], as: UTF8.self)
            }
        }

        struct State {
            let server: LanguageServer
            var encoding = PositionEncoding.utf16
            var text = ""
            var lastResult: JSONValue?

            /// Lines as LSP 3.17 counts them: ended by `\n`, `\r\n` or `\r`, the end not part of the line.
            /// (Bytes, not characters: `\r\n` is one Swift character.)
            var lines: [Substring] {
                let utf8 = Array(text.utf8)
                var lines: [Substring] = []
                var start = 0
                var index = 0
                while index < utf8.count {
                    let byte = utf8[index]
                    if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                        lines.append(Substring(decoding: utf8[start..<index], as: UTF8.self))
                        if byte == UInt8(ascii: "\r"), index + 1 < utf8.count, utf8[index + 1] == UInt8(ascii: "\n") { index += 1 }
                        start = index + 1
                    }
                    index += 1
                }
                lines.append(Substring(decoding: utf8[start...], as: UTF8.self))
                return lines
            }

            func length(_ line: Substring) -> Int {
                switch encoding {
                case .utf8: line.utf8.count
                case .utf16: line.utf16.count
                case .utf32: line.unicodeScalars.count
                }
            }

            func position(_ reader: inout Reader) -> JSONValue {
                let lines = self.lines
                let line = reader.number(bound: lines.count)
                let character = reader.number(bound: line < lines.count ? length(lines[line]) : 4)
                return .object([("line", .int(line)), ("character", .int(character))])
            }

            func range(_ reader: inout Reader) -> JSONValue {
                let start = position(&reader)
                // Mostly start ≤ end; a reversed range now and then.
                let end = position(&reader)
                return .object([("start", start), ("end", end)])
            }

            /// Sends one message as a batch of its own and checks what comes back: valid JSON-RPC, exactly one
            /// answer to a request and none otherwise, every position inside the document as it now stands.
            mutating func send(id: Int? = nil, _ method: String, _ params: JSONValue) -> String? {
                var members: [(String, JSONValue)] = [("jsonrpc", .string("2.0"))]
                if let id { members.append(("id", .int(id))) }
                members.append(("method", .string(method)))
                members.append(("params", params))
                server.handle(batch: [Array(JSONValue.object(members).compactText().utf8)])
                if let current = server.documents[LanguageServerFuzzInvariants.uri]?.text { text = current }
                let outgoing = server.takeOutgoing()
                for message in outgoing {
                    if let problem = jsonRPCProblem(message) { return "\(method): \(problem)" }
                }
                let answers = outgoing.filter { $0["method"] == nil }
                if let id {
                    guard answers.count == 1, answers[0]["id"]?.intValue == id else {
                        return "\(method): \(answers.count) answers to one request: \(answers.map { $0.compactText().prefix(120) })"
                    }
                    lastResult = answers[0]["result"]
                    if let error = answers[0]["error"], method == "initialize" || method == "shutdown" {
                        return "\(method) failed: \(error.compactText())"
                    }
                } else if !answers.isEmpty {
                    return "\(method): a notification was answered"
                }
                for message in outgoing {
                    let payload = message["result"] ?? message["params"] ?? .null
                    if message["method"]?.stringValue == "textDocument/publishDiagnostics", payload["uri"]?.stringValue != LanguageServerFuzzInvariants.uri {
                        return "diagnostics published for a document that is not open"
                    }
                    if let problem = checkPositions(payload, path: method) { return problem }
                }
                return nil
            }

            /// Every `{line, character}` inside the text, every `{start, end}` in order, every folding range's
            /// lines inside the text.
            func checkPositions(_ value: JSONValue, path: String) -> String? {
                switch value {
                case .object(let members):
                    let lines = self.lines
                    if let line = value["line"]?.intValue, let character = value["character"]?.intValue {
                        guard line >= 0, line < lines.count else {
                            return "\(path): line \(line) of a document of \(lines.count) lines"
                        }
                        guard character >= 0, character <= length(lines[line]) else {
                            return "\(path): character \(character) on line \(line), which is \(length(lines[line])) long in \(encoding.rawValue)"
                        }
                    }
                    if let startLine = value["startLine"]?.intValue, let endLine = value["endLine"]?.intValue {
                        guard startLine >= 0, startLine <= endLine, endLine < lines.count else {
                            return "\(path): lines \(startLine)–\(endLine) of a document of \(lines.count) lines"
                        }
                    }
                    if let start = value["start"], let end = value["end"],
                        let a = start["line"]?.intValue, let b = start["character"]?.intValue,
                        let c = end["line"]?.intValue, let d = end["character"]?.intValue, (a, b) > (c, d)
                    {
                        return "\(path): a range that ends before it starts: \(value.compactText())"
                    }
                    for (key, member) in members {
                        if let problem = checkPositions(member, path: path + "." + key) { return problem }
                    }
                    return nil
                case .array(let elements):
                    for element in elements {
                        if let problem = checkPositions(element, path: path) { return problem }
                    }
                    return nil
                default:
                    return nil
                }
            }

            /// Semantic tokens are five numbers each, relative to the one before: every token on a line of
            /// the document and inside it.
            func checkSemanticTokens() -> String? {
                guard let result = lastResult, !result.isNull else { return nil }
                guard let data = result["data"]?.arrayValue?.compactMap(\.intValue), data.count % 5 == 0 else {
                    return "semantic tokens without data in fives"
                }
                let lines = self.lines
                var line = 0
                var character = 0
                for index in stride(from: 0, to: data.count, by: 5) {
                    let (deltaLine, deltaStart, length) = (data[index], data[index + 1], data[index + 2])
                    guard deltaLine >= 0, deltaStart >= 0, length >= 0 else { return "a semantic token with a negative number" }
                    line += deltaLine
                    character = deltaLine == 0 ? character + deltaStart : deltaStart
                    guard line < lines.count, character + length <= self.length(lines[line]) else {
                        return "a semantic token at line \(line), character \(character), length \(length) outside the document"
                    }
                }
                return nil
            }
        }
    }
}
