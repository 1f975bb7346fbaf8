import BarDiagnostics
import BarLanguageServer
import Testing

/// When the loop writes what the server has to say (`ServerLoop`): before it waits for the client again, and
/// nothing of the server's own before the answer to `initialize`.
@Suite("Server loop")
struct ServerLoopTests {
    /// Runs the loop over `groups` (each sent together; between them the client waits for answers) and
    /// returns the method, or the id answered, of each message written while each group was the last read.
    static func written(_ groups: [[String]]) -> [[String]] {
        var group = 0
        var input = ScriptedInput(groups.map { $0.map { Array($0.utf8) } }) { group = $0 }
        var written = [[String]](repeating: [], count: groups.count)
        _ = ServerLoop.run(LanguageServer(version: "test"), input: &input) { framed in
            guard let split = framed.range(of: "\r\n\r\n"), case .success(let message) = JSONParser.parse(Array(framed[split.upperBound...].utf8)) else { return }
            let what = message["method"]?.stringValue.map { method in
                method == "window/logMessage" ? "log: " + (message["params"]?["message"]?.stringValue ?? "") : method
            } ?? "answer \(message["id"]?.intValue ?? -1)"
            written[group].append(what)
        }
        return written
    }

    static func framed(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n\(body)" }

    static let initialize = framed(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
    static let initialized = framed(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    static let shutdown = framed(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
    static let exit = framed(#"{"jsonrpc":"2.0","method":"exit"}"#)

    @Test("input skipped with no message after it is logged while the client waits, not with its next message")
    func skippedInputIsLoggedAtOnce() {
        let written = Self.written([[Self.initialize, Self.initialized], ["Content-Length: abc\r\n\r\n"], [Self.shutdown, Self.exit]])
        #expect(written == [
            ["answer 1"],
            ["log: bar lsp: skipped input: Content-Length 'abc' is not a byte count"],
            ["answer 2"],
        ])
    }

    @Test("input skipped before initialize is logged right after the InitializeResult, never before it")
    func nothingOfTheServersOwnBeforeInitialize() {
        let written = Self.written([["Content-Length: twelve\r\n\r\n"], [Self.initialize, Self.initialized], [Self.shutdown, Self.exit]])
        #expect(written == [
            [],
            ["answer 1", "log: bar lsp: skipped input: Content-Length 'twelve' is not a byte count"],
            ["answer 2"],
        ])
    }
}
