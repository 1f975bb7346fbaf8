import Foundation
import Testing

@testable import BarDiagnostics

/// `JSONStreamWriter` writes a document piece by piece (issue 18: a 5 MB spec's report is never whole in
/// memory); its bytes must be exactly those of the same document rendered at once, indented or compact.
@Suite struct JSONStreamWriterTests {
    static let screen: JSONValue = .object([
        ("name", .string("inbox \"main\"\n")), ("title", .null), ("ok", .bool(true)), ("x", .number(455.5)),
        ("postures", .array([.object([("posture", .string("closed")), ("bars", .array([])), ("strip", .object([]))])])),
    ])

    /// `{version, files: [{path, screens: [...]}, ...]}` streamed as `bar solve` does.
    func streamed(compact: Bool, files: [(String, [JSONValue])]) -> String {
        var writer = JSONStreamWriter(compact: compact)
        var out = ""
        writer.beginObject()
        writer.value(.int(1), "version")
        writer.beginArray("files")
        for (path, screens) in files {
            writer.beginObject()
            writer.value(.string(path), "path")
            writer.beginArray("screens")
            for screen in screens {
                writer.value(screen)
                out += writer.take()
            }
            writer.end()
            writer.end()
        }
        writer.end()
        writer.end()
        return out + writer.take()
    }

    func whole(_ files: [(String, [JSONValue])]) -> JSONValue {
        .object([("version", .int(1)), ("files", .array(files.map { .object([("path", .string($0.0)), ("screens", .array($0.1))]) }))])
    }

    @Test(arguments: [false, true])
    func streamingWritesTheSameBytesAsRenderingWhole(compact: Bool) {
        let cases: [[(String, [JSONValue])]] = [
            [],
            [("a.bar", [])],
            [("a.bar", [Self.screen])],
            [("a.bar", [Self.screen, Self.screen]), ("b.bar", []), ("c.bar", [.array([]), .int(3)])],
        ]
        for files in cases {
            #expect(streamed(compact: compact, files: files) == whole(files).rendered(compact: compact), "\(files.map(\.0))")
        }
    }

    @Test func compactIsTheSameDocumentWithoutLayout() throws {
        let value = whole([("a.bar", [Self.screen, Self.screen])])
        let compact = value.rendered(compact: true)
        #expect(value.rendered() == value.rendered(compact: false))
        #expect(!compact.dropLast().contains("\n"))
        #expect(!compact.contains(": ") && !compact.contains(", ") && compact.hasSuffix("}\n"))
        let a = try JSONSerialization.jsonObject(with: Data(compact.utf8)) as? NSDictionary
        let b = try JSONSerialization.jsonObject(with: Data(value.rendered().utf8)) as? NSDictionary
        #expect(a != nil && a == b)
    }

    /// `JSONBytes` writes the lint report member by member into bytes: the same bytes as the document rendered
    /// whole, indented or compact, with empty containers, nested ones and every kind of value.
    @Test(arguments: [false, true])
    func bytesWriterWritesTheSameBytesAsRenderingWhole(compact: Bool) {
        var json = JSONBytes(compact: compact)
        json.beginObject()
        json.int("version", 1)
        json.beginObject("summary")
        json.int("files", 2)
        json.int("errors", -3)
        json.end()
        json.beginArray("findings")
        json.beginObject()
        json.string("path", "a \"b\".bar\n")
        json.beginArray("notes")
        json.end()
        json.null("fix")
        json.end()
        json.beginObject()
        json.beginArray("notes")
        json.beginObject()
        json.string("message", "é\u{2028}")
        json.end()
        json.beginObject()
        json.end()
        json.end()
        json.value("screen", Self.screen)
        json.end()
        json.beginArray()
        json.end()
        json.string(nil, "x")
        json.int(nil, 0)
        json.end()
        json.beginObject("empty")
        json.end()
        json.end()
        let whole = JSONValue.object([
            ("version", .int(1)),
            ("summary", .object([("files", .int(2)), ("errors", .int(-3))])),
            ("findings", .array([
                .object([("path", .string("a \"b\".bar\n")), ("notes", .array([])), ("fix", .null)]),
                .object([("notes", .array([.object([("message", .string("é\u{2028}"))]), .object([])])), ("screen", Self.screen)]),
                .array([]), .string("x"), .int(0),
            ])),
            ("empty", .object([])),
        ])
        #expect(json.text == whole.rendered(compact: compact))
    }

    /// Members written apart as continuations and appended in order make the same bytes as writing them in one
    /// writer: commas between the parts, the indentation of the depth continued, and the closing line break
    /// of a container that was empty before the parts.
    @Test(arguments: [false, true])
    func continuationsAppendedInOrderAreTheWholeDocument(compact: Bool) {
        func member(_ index: Int, into json: inout JSONBytes) {
            json.beginObject()
            json.int("index", index)
            json.beginArray("notes")
            if index.isMultiple(of: 2) { json.string(nil, "n\(index)") }
            json.end()
            json.end()
        }
        for (count, sliceSize) in [(0, 1), (1, 1), (5, 1), (5, 2), (7, 3), (6, 6)] {
            var whole = JSONBytes(compact: compact)
            whole.beginObject()
            whole.int("version", 1)
            whole.beginArray("findings")
            var parted = whole
            for index in 0..<count { member(index, into: &whole) }
            whole.end()
            whole.int("after", 2)
            whole.end()

            let start = parted
            for lower in stride(from: 0, to: count, by: sliceSize) {
                var part = start.continuation(membersBefore: lower)
                for index in lower..<min(lower + sliceSize, count) { member(index, into: &part) }
                parted.append(part)
            }
            parted.end()
            parted.int("after", 2)
            parted.end()
            #expect(parted.text == whole.text, "\(count) members in slices of \(sliceSize)")
        }
    }

    /// A writer that hands out its bytes as it goes (`takeBytes`) and writes continuations out itself after
    /// counting them (`count`) makes, in pieces, the document written in one writer.
    @Test(arguments: [false, true])
    func bytesTakenInPiecesAreTheWholeDocument(compact: Bool) {
        for count in [0, 1, 4] {
            var whole = JSONBytes(compact: compact)
            whole.beginObject()
            whole.beginArray("findings")
            var pieced = whole
            var pieces = [pieced.takeBytes()]
            for index in 0..<count { whole.int(nil, index) }
            whole.end()
            whole.end()

            let start = pieced
            for index in 0..<count {
                var part = start.continuation(membersBefore: index)
                part.int(nil, index)
                pieced.count(part)
                pieces.append(part.bytes)
            }
            pieced.end()
            pieced.end()
            pieces.append(pieced.takeBytes())
            #expect(pieced.bytes.isEmpty)
            #expect(String(decoding: pieces.joined(), as: UTF8.self) == whole.text, "\(count) members")
        }
    }
}
