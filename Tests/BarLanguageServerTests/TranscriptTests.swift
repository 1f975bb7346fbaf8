import BarDiagnostics
import BarLanguageServer
import Foundation
import Testing

/// Complete sessions, `initialize` to `exit`, driven through the server loop as an editor would drive it.
///
/// Each file in `Transcripts/` is a script: `-->` lines are messages the client sends (a JSON body the test
/// frames with `Content-Length`, or `--> raw "…"` for bytes sent exactly as written, to send broken headers);
/// consecutive `-->` lines arrive together, and the `<--` lines after them are what the server must answer,
/// in order, byte for byte; `== exit N` is the status the loop must return. Lines starting with `#` are
/// comments. `BAR_UPDATE_GOLDEN=1 swift test --filter Transcript` rewrites the `<--` and `==` lines from
/// what the server does (then read the diff).
@Suite("Transcripts")
struct TranscriptTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Transcripts")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".transcript") }.sorted()
    }

    @Test("a transcript", arguments: TranscriptTests.names)
    func transcript(_ name: String) throws {
        let url = Self.folder.appendingPathComponent(name)
        let script = try Transcript.parse(try String(contentsOf: url, encoding: .utf8))
        let actual = script.run()
        if ProcessInfo.processInfo.environment["BAR_UPDATE_GOLDEN"] == "1" {
            try script.rendered(with: actual).write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(actual.exitCode == script.expected.exitCode, "exit status")
        for (group, (expected, got)) in zip(script.expected.replies, actual.replies).enumerated() {
            #expect(got == expected, "answers to message group \(group + 1) of \(name)")
        }
        #expect(actual.replies.count == script.expected.replies.count)
    }

    @Test("every transcript ends in exit and was checked in")
    func transcriptsExist() {
        #expect(Self.names.count >= 3)
    }
}

/// A parsed transcript file.
struct Transcript {
    enum Line {
        case comment(String)
        case send(String)
        case sendRaw(String)
    }

    struct Outcome: Equatable {
        /// Per group of client messages, the server's messages after it (compact JSON).
        var replies: [[String]]
        var exitCode: Int32?
    }

    /// The client's lines grouped (comments kept in place for rewriting).
    var groups: [[Line]]
    var expected: Outcome

    static func parse(_ text: String) throws -> Transcript {
        var groups: [[Line]] = []
        var replies: [[String]] = []
        var exitCode: Int32?
        var lastWasSend = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("--> raw ") {
                if !lastWasSend { groups.append([]); replies.append([]) }
                groups[groups.count - 1].append(.sendRaw(String(line.dropFirst("--> raw ".count))))
                lastWasSend = true
            } else if line.hasPrefix("--> ") {
                if !lastWasSend { groups.append([]); replies.append([]) }
                groups[groups.count - 1].append(.send(String(line.dropFirst(4))))
                lastWasSend = true
            } else if line.hasPrefix("<-- ") {
                lastWasSend = false
                if replies.isEmpty { replies.append([]); groups.append([]) }
                replies[replies.count - 1].append(String(line.dropFirst(4)))
            } else if line.hasPrefix("== exit ") {
                exitCode = Int32(line.dropFirst("== exit ".count))
            } else if line.hasPrefix("#") || line.isEmpty {
                if line.hasPrefix("#") {
                    if groups.isEmpty || !lastWasSend { groups.append([]); replies.append([]) }
                    groups[groups.count - 1].append(.comment(String(line)))
                    lastWasSend = true
                }
            }
        }
        return Transcript(groups: groups, expected: Outcome(replies: replies, exitCode: exitCode))
    }

    /// Runs the transcript through a fresh server and the real loop.
    func run() -> Outcome {
        let chunks: [[[UInt8]]] = groups.map { group in
            group.compactMap { line -> [UInt8]? in
                switch line {
                case .comment: nil
                case .send(let body):
                    Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
                case .sendRaw(let quoted): Array(Transcript.unescape(quoted).utf8)
                }
            }
        }
        var groupIndex = -1
        var nonEmpty: [Int] = []
        for (index, group) in chunks.enumerated() where !group.isEmpty { nonEmpty.append(index) }
        var input = ScriptedInput(nonEmpty.map { chunks[$0] }) { group in
            groupIndex = nonEmpty[group]
        }
        var replies = [[String]](repeating: [], count: groups.count)
        let server = LanguageServer(version: "test")
        let code = ServerLoop.run(server, input: &input) { framed in
            // Each output is one framed message; keep the body.
            guard let split = framed.range(of: "\r\n\r\n") else { return }
            replies[max(0, groupIndex)].append(String(framed[split.upperBound...]))
        }
        return Outcome(replies: replies, exitCode: code)
    }

    /// The transcript with `outcome` as its expected answers.
    func rendered(with outcome: Outcome) -> String {
        var out = ""
        for (index, group) in groups.enumerated() {
            for line in group {
                switch line {
                case .comment(let text): out += text + "\n"
                case .send(let body): out += "--> " + body + "\n"
                case .sendRaw(let quoted): out += "--> raw " + quoted + "\n"
                }
            }
            for reply in index < outcome.replies.count ? outcome.replies[index] : [] { out += "<-- " + reply + "\n" }
        }
        if let code = outcome.exitCode { out += "== exit \(code)\n" }
        return out
    }

    /// `"Content-Length: 3\r\n\r\n{}"` → its bytes: the quotes dropped, `\r`, `\n`, `\t`, `\"`, `\\` decoded.
    static func unescape(_ quoted: String) -> String {
        var text = Substring(quoted)
        if text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2 { text = text.dropFirst().dropLast() }
        var out = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "r": out += "\r"
                case "n": out += "\n"
                case "t": out += "\t"
                default: out.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}
