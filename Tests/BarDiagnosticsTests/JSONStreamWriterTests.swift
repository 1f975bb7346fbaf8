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
}
