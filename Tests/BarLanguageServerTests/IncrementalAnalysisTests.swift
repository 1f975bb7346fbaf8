import BarDiagnostics
import BarLanguageServer
import Testing

/// After an edit the server takes over what it worked out about unchanged screens (their placement-rule
/// findings and inlay hints) instead of solving them again. Whatever the edit, its answers must be exactly a
/// fresh server's for the same text: this edits a document of several screens in many ways — in one screen,
/// before others, in a device others use, suppression comments, screens moved, duplicated, broken and mended,
/// text back to an earlier version, and a run of random one-character edits — and after each compares the
/// published diagnostics and the inlay hints with those of a server that opens the resulting text.
@Suite("Incremental analysis")
struct IncrementalAnalysisTests {
    static let document = """
        // A mail app.
        device tall {
          base: iphone-duo
          posture closed { height: 720 }
        }

        screen inbox {
          title: "受信トレイ 📬"
          stack {
            toolbar {
              item compose { title: "Compose" symbol: "square.and.pencil" placement: primary }
              item filter { title: "Filter" symbol: "line.3.horizontal.decrease" }
              group edit {
                item archive { title: "Archive" symbol: "archivebox" }
                item flag { title: "Flag" symbol: "flag" }
                item move { title: "Move" symbol: "folder" }
              }
              item trash { title: "Delete" symbol: "trash" }
              item comments { title: "Comments" symbol: "bubble.left" badge: 2 }
            }
          }
        }

        screen message {
          device: tall
          stack {
            toolbar {
              item reply { title: "返信" symbol: "arrowshape.turn.up.left" }
              item forward { title: "Forward" symbol: "arrowshape.turn.up.right" }
              item print { title: "Print" symbol: "printer" }
              item junk { title: "Junk" symbol: "xmark.bin" priority: high }
              item flag { title: "Flag" symbol: "flag" }
              item tag { title: "Tag" symbol: "tag" }
            }
          }
        }

        // bar-lint: disable-next-line unstable-position
        screen folders {
          tab-view {
            selected: all
            tab all { title: "All" symbol: "tray.2" badge: 12 }
            tab sent { title: "Sent" symbol: "paperplane" }
            tab drafts { title: "Drafts" symbol: "doc" }
            tab junk { title: "Junk" symbol: "xmark.bin" }
          }
        }

        screen settings { device: tall stack { title: "Settings" toolbar { item done { title: "Done" symbol: "checkmark" placement: confirmation } } } }

        """

    /// A server opened on `text`, driven as an editor drives it.
    final class Client {
        let server = LanguageServer(version: "test")
        let uri = "file:///mail.bar"
        private var nextID = 1

        init() {
            _ = exchange([
                #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#,
                #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            ])
        }

        /// The diagnostics published and the inlay hints answered after `messages` and a hint request.
        func answers(after messages: [String]) -> (diagnostics: String, hints: String) {
            nextID += 1
            let hintRequest = #"{"jsonrpc":"2.0","id":\#(nextID),"method":"textDocument/inlayHint","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":0,"character":0},"end":{"line":100000,"character":0}}}}"#
            var diagnostics = "none published"
            var hints = "no answer"
            for message in exchange(messages + [hintRequest]) {
                if message["method"]?.stringValue == "textDocument/publishDiagnostics", let list = message["params"]?["diagnostics"] {
                    diagnostics = list.compactText()
                }
                if message["id"]?.intValue == nextID { hints = (message["result"] ?? message["error"] ?? .null).compactText() }
            }
            return (diagnostics, hints)
        }

        func open(_ text: String, version: Int = 1) -> (diagnostics: String, hints: String) {
            answers(after: [JSONValue.object([
                ("jsonrpc", .string("2.0")), ("method", .string("textDocument/didOpen")),
                ("params", .object([("textDocument", .object([
                    ("uri", .string(uri)), ("languageId", .string("bar")), ("version", .int(version)), ("text", .string(text)),
                ]))])),
            ]).compactText()])
        }

        /// Replaces `range` of `text` (the document's current text) with `replacement`, as an incremental change.
        func change(_ text: String, _ range: Range<String.Index>, to replacement: String, version: Int) -> (diagnostics: String, hints: String) {
            let start = IncrementalAnalysisTests.position(range.lowerBound, in: text)
            let end = IncrementalAnalysisTests.position(range.upperBound, in: text)
            func position(_ p: (Int, Int)) -> JSONValue { .object([("line", .int(p.0)), ("character", .int(p.1))]) }
            return answers(after: [JSONValue.object([
                ("jsonrpc", .string("2.0")), ("method", .string("textDocument/didChange")),
                ("params", .object([
                    ("textDocument", .object([("uri", .string(uri)), ("version", .int(version))])),
                    ("contentChanges", .array([.object([
                        ("range", .object([("start", position(start)), ("end", position(end))])), ("text", .string(replacement)),
                    ])])),
                ])),
            ]).compactText()])
        }

        private func exchange(_ messages: [String]) -> [JSONValue] {
            server.handle(batch: messages.map { Array($0.utf8) })
            return server.takeOutgoing()
        }
    }

    /// An LSP position (line, UTF-16 column) of `index` in `text`.
    static func position(_ index: String.Index, in text: String) -> (Int, Int) {
        let before = Array(String(text.unicodeScalars[..<index]).utf8)
        let line = before.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        return (line, String(decoding: before[lineStart...], as: UTF8.self).utf16.count)
    }

    /// An edit: the first `anchor` in the text (after `after`, when given) replaced with `replacement`.
    struct Edit: CustomStringConvertible {
        var description: String
        var anchor: String
        var replacement: String
        var after: String? = nil
    }

    static let edits: [Edit] = [
        Edit(description: "one character in the first screen's title", anchor: "受信トレイ", replacement: "受信トレイ!"),
        Edit(description: "the same character taken out again", anchor: "受信トレイ!", replacement: "受信トレイ"),
        Edit(description: "an emoji before every screen", anchor: "// A mail app.", replacement: "// A mail app. 📨"),
        Edit(description: "a badge moved onto an item that overflows", anchor: "symbol: \"tag\" }", replacement: "symbol: \"tag\" badge: 1 }"),
        Edit(description: "the device the other screens use", anchor: "height: 720", replacement: "height: 520"),
        Edit(description: "the device back", anchor: "height: 520", replacement: "height: 720"),
        Edit(description: "a screen moves to the custom device", anchor: "screen inbox {\n", replacement: "screen inbox {\n  device: tall\n"),
        Edit(description: "a file-wide suppression", anchor: "// A mail app.", replacement: "// bar-lint: disable high-priority-overflows\n// A mail app."),
        Edit(description: "a suppression comment above an item", anchor: "      item junk", replacement: "      // bar-lint: disable-next-line high-priority-overflows\n      item junk"),
        Edit(description: "the suppressions taken out", anchor: "// bar-lint: disable high-priority-overflows\n", replacement: ""),
        Edit(description: "a line of the middle screen deleted", anchor: "      item print { title: \"Print\" symbol: \"printer\" }\n", replacement: ""),
        Edit(description: "a screen's brace broken", anchor: "screen message {", replacement: "screen message "),
        Edit(description: "and mended", anchor: "screen message ", replacement: "screen message {"),
        Edit(description: "a screen duplicated (the second is an error)", anchor: "// bar-lint: disable-next-line unstable-position\n",
             replacement: "screen settings { device: tall stack { title: \"Settings\" toolbar { item done { title: \"Done\" symbol: \"checkmark\" placement: confirmation } } } }\n// bar-lint: disable-next-line unstable-position\n"),
        Edit(description: "the duplicate renamed", anchor: "screen settings", replacement: "screen preferences"),
        Edit(description: "an unknown device", anchor: "screen preferences { device: tall", replacement: "screen preferences { device: tal"),
        Edit(description: "two screens on one line", anchor: "confirmation } } } }\n", replacement: "confirmation } } } } screen extra { stack { toolbar { item x { title: \"X\" symbol: \"xmark\" } } } }\n", after: "screen settings"),
        Edit(description: "a screen's indentation before it", anchor: "\nscreen message", replacement: "\n  screen message"),
        Edit(description: "screens swapped", anchor: "screen extra { stack { toolbar { item x { title: \"X\" symbol: \"xmark\" } } } }", replacement: ""),
        Edit(description: "the first screen's id", anchor: "screen inbox", replacement: "screen mailbox"),
        Edit(description: "the first screen's id back", anchor: "screen mailbox", replacement: "screen inbox"),
        Edit(description: "the device renamed", anchor: "device tall {", replacement: "device taller {"),
        Edit(description: "and its users follow", anchor: "device: tall\n  stack {\n    toolbar {\n      item reply", replacement: "device: taller\n  stack {\n    toolbar {\n      item reply"),
    ]

    @Test("edits answered incrementally are answered as a fresh server answers them")
    func incrementalEqualsFresh() throws {
        let client = Client()
        var text = Self.document
        let opened = client.open(text)
        #expect(opened == Client().open(text))
        // The document is worth the test: placement findings, a suppression that matters, and hints.
        #expect(opened.diagnostics.contains("high-priority-overflows"))
        #expect(!opened.diagnostics.contains("\"severity\":1"), "the starting document has no errors")
        #expect(opened.hints.contains("closed"))
        var version = 1
        for edit in Self.edits {
            let searchStart = edit.after.flatMap { text.range(of: $0)?.upperBound } ?? text.startIndex
            let range = try #require(text.range(of: edit.anchor, range: searchStart..<text.endIndex), "\(edit)")
            version += 1
            let incremental = client.change(text, range, to: edit.replacement, version: version)
            text.replaceSubrange(range, with: edit.replacement)
            let fresh = Client().open(text, version: version)
            #expect(incremental.diagnostics == fresh.diagnostics, "diagnostics after \(edit)")
            #expect(incremental.hints == fresh.hints, "hints after \(edit)")
        }
        // Typing: one character at a time, inserted or deleted at places a fixed-seed generator picks.
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let typed = ["x", " ", "{", "}", "\n", "\"", ":", "é", "📬", "1"]
        for _ in 0..<24 {
            let scalars = text.unicodeScalars
            let at = scalars.index(scalars.startIndex, offsetBy: next(scalars.count))
            let range: Range<String.Index>
            let replacement: String
            if next(2) == 0 {
                range = at..<at
                replacement = typed[next(typed.count)]
            } else {
                range = at..<scalars.index(after: at)
                replacement = ""
            }
            version += 1
            let incremental = client.change(text, range, to: replacement, version: version)
            text.unicodeScalars.replaceSubrange(range, with: replacement.unicodeScalars)
            let fresh = Client().open(text, version: version)
            #expect(incremental.diagnostics == fresh.diagnostics, "diagnostics after typing at version \(version)")
            #expect(incremental.hints == fresh.hints, "hints after typing at version \(version)")
        }
    }
}
