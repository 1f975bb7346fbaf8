import BarDiagnostics
@testable import BarLanguageServer
import Testing

/// The base protocol's pieces on their own: framing, JSON, positions, edits.
@Suite("Protocol pieces")
struct ProtocolPiecesTests {
    @Test("frames split anywhere are put back together")
    func framingAcrossChunks() {
        let stream = MessageFramer.frame("{\"a\":1}") + MessageFramer.frame("{\"b\":\"共有\"}")
        for cut in 0...stream.count {
            var framer = MessageFramer()
            framer.append(stream[..<cut])
            var bodies: [String] = []
            while case .body(let body)? = framer.next() { bodies.append(String(decoding: body, as: UTF8.self)) }
            framer.append(stream[cut...])
            while case .body(let body)? = framer.next() { bodies.append(String(decoding: body, as: UTF8.self)) }
            #expect(bodies == ["{\"a\":1}", "{\"b\":\"共有\"}"], "cut at \(cut)")
        }
    }

    @Test("a bad header is reported and the next message still read")
    func badHeaders() {
        var framer = MessageFramer()
        framer.append(Array("Content-Length: many\r\n\r\n".utf8) + MessageFramer.frame("{}"))
        #expect(framer.next() == .problem("Content-Length 'many' is not a byte count"))
        #expect(framer.next() == .body(Array("{}".utf8)))
        #expect(framer.next() == nil)
    }

    @Test("a stray byte before a header costs no message")
    func strayByte() {
        var framer = MessageFramer()
        framer.append(Array("x".utf8) + MessageFramer.frame("{\"a\":1}") + MessageFramer.frame("{\"b\":2}"))
        #expect(framer.next() == .problem("a message header without Content-Length"))
        #expect(framer.next() == .body(Array("{\"a\":1}".utf8)))
        #expect(framer.next() == .body(Array("{\"b\":2}".utf8)))
        #expect(framer.next() == nil)
    }

    @Test("a body longer than its Content-Length costs that message only", arguments: [1, 2, 40])
    func bodyLongerThanItsLength(extra: Int) {
        // A client that counts characters, not bytes: "é" is two bytes.
        let body = "{\"t\":\"" + String(repeating: "é", count: extra) + "\"}"
        var framer = MessageFramer()
        framer.append(Array("Content-Length: \(body.utf8.count - extra)\r\n\r\n\(body)".utf8))
        for index in 0..<3 { framer.append(MessageFramer.frame("[\(index)]")) }
        var bodies: [String] = []
        var problems = 0
        while let frame = framer.next() {
            switch frame {
            case .body(let bytes): bodies.append(String(decoding: bytes, as: UTF8.self))
            case .problem: problems += 1
            }
        }
        #expect(bodies.dropFirst() == ["[0]", "[1]", "[2]"])
        #expect(problems >= 1)
    }

    @Test("an oversized body is skipped without being kept")
    func oversizedBody() {
        var framer = MessageFramer()
        framer.append(Array("Content-Length: \(MessageFramer.maximumBodySize + 10)\r\n\r\nabc".utf8))
        guard case .problem? = framer.next() else { Issue.record("expected a problem"); return }
        framer.append([UInt8](repeating: 0x20, count: MessageFramer.maximumBodySize + 7))
        #expect(framer.pendingByteCount == 0)
        framer.append(MessageFramer.frame("[]"))
        #expect(framer.next() == .body(Array("[]".utf8)))
    }

    @Test("garbage with no header end is dropped up to the next header")
    func garbage() {
        var framer = MessageFramer()
        framer.append([UInt8](repeating: UInt8(ascii: "x"), count: MessageFramer.maximumHeaderSize + 100) + MessageFramer.frame("1"))
        var sawBody = false
        for _ in 0..<4 {
            if case .body(let body)? = framer.next() { sawBody = body == Array("1".utf8) }
        }
        #expect(sawBody)
    }

    @Test("JSON round trips and refusals", arguments: [
        ("{\"a\":[1,2.5,-3e2,true,false,null,\"\\u00e9\\ud83d\\ude00\\n\"]}", "{\"a\":[1,2.5,-300,true,false,null,\"é😀\\n\"]}"),
        ("  [ ]  ", "[]"),
        ("\"\\ud800\"", "\"\u{FFFD}\""),
    ])
    func json(_ input: String, _ expected: String) throws {
        let value = try JSONParser.parse(input).get()
        #expect(value.compactText() == expected)
    }

    @Test("malformed JSON is an error, never a crash", arguments: ["", "{", "[1,]", "01", "\"\u{01}\"", "nul", "{\"a\" 1}", "1 2", String(repeating: "[", count: 10_000)])
    func badJSON(_ input: String) {
        guard case .failure = JSONParser.parse(input) else { Issue.record("accepted \(input.prefix(20))"); return }
    }

    @Test("positions in UTF-16, UTF-8 and UTF-32 around Japanese text and an emoji")
    func positions() {
        let text = "a\n共😀b\r\nz"
        let index = LineIndex(Array(text.utf8))
        let b = Array(text.utf8).firstIndex(of: UInt8(ascii: "b"))!
        #expect(index.position(of: b, encoding: .utf16) == Position(line: 1, character: 3))
        #expect(index.position(of: b, encoding: .utf8) == Position(line: 1, character: 7))
        #expect(index.position(of: b, encoding: .utf32) == Position(line: 1, character: 2))
        #expect(index.offset(of: Position(line: 1, character: 3), encoding: .utf16) == b)
        // Inside the surrogate pair: the emoji's start. Past the line's end: before "\r\n". Past the end: the end.
        #expect(index.offset(of: Position(line: 1, character: 2), encoding: .utf16) == b - 4)
        #expect(index.offset(of: Position(line: 1, character: 99), encoding: .utf16) == b + 1)
        #expect(index.offset(of: Position(line: 9, character: 0), encoding: .utf16) == text.utf8.count)
    }

    /// On long lines positions are counted from the nearest checkpoint before them: every offset and every
    /// position of long lines of mixed text (ASCII, Japanese, emoji that take two UTF-16 units, invalid UTF-8,
    /// line ends of each kind) converts as a walk from the line's start converts it.
    @Test("positions on long lines are those counted from the line's start", arguments: [PositionEncoding.utf8, .utf16, .utf32])
    func positionsOnLongLines(encoding: PositionEncoding) {
        let pieces: [[UInt8]] = [Array("item a { title: \"t\" } ".utf8), Array("共".utf8), Array("😀".utf8), [0xF0, 0x41], [0xC3], Array("é".utf8)]
        var state: UInt32 = 5
        var bytes: [UInt8] = []
        for (length, end) in [(3 * ColumnCheckpoints.longLine, "\r\n"), (10, "\r"), (2 * ColumnCheckpoints.longLine, "\n"), (5000, "")] {
            let start = bytes.count
            while bytes.count - start < length {
                state = state &* 1_664_525 &+ 1_013_904_223
                let index = Int(state >> 24) % (pieces.count * 4)
                bytes += pieces[index < pieces.count ? index : 0]
            }
            bytes += Array(end.utf8)
        }
        let index = LineIndex(bytes)
        // The walk from a line's start, as positions were counted before checkpoints.
        func walked(line: Int) -> [(offset: Int, units: Int)] {
            var result = [(index.lineStarts[line], 0)]
            var offset = index.lineStarts[line]
            var units = 0
            let end = index.contentEnd(ofLine: line)
            while offset < end {
                let count = LineIndex.sequenceLength(bytes[offset])
                if offset + count > end { break }
                units += encoding.width(ofScalarStartingWith: bytes[offset], byteCount: count)
                offset += count
                result.append((offset, units))
            }
            return result
        }
        for line in 0..<index.lineCount {
            let steps = walked(line: line)
            // Both in increasing order: the step that holds each is found by moving on.
            var step = 0
            for offset in index.lineStarts[line]...index.contentEnd(ofLine: line) {
                while step + 1 < steps.count, steps[step + 1].offset <= offset { step += 1 }
                let position = index.position(of: offset, encoding: encoding)
                if position != Position(line: line, character: steps[step].units) { Issue.record("offset \(offset): \(position)") }
            }
            step = 0
            for character in 0...(steps.last!.units + 2) {
                while step + 1 < steps.count, steps[step + 1].units <= character { step += 1 }
                let offset = index.offset(of: Position(line: line, character: character), encoding: encoding)
                if offset != steps[step].offset { Issue.record("\(line):\(character): \(offset)") }
            }
        }
    }

    @Test("lines end at \\n, \\r\\n and a lone \\r, as LSP 3.17 says; no position lies inside a line's end")
    func lineEnds() {
        let text = "a\rbc\r\nd\ne\r"
        let bytes = Array(text.utf8)
        let index = LineIndex(bytes)
        #expect(index.lineStarts == [0, 2, 6, 8, 10])
        #expect((0..<index.lineCount).map { index.contentEnd(ofLine: $0) } == [1, 4, 7, 9, 10])
        // The end of a file that ends in a lone \r is the start of the empty line after it (found by the lsp
        // fuzzer: it was one character past the end of the last line).
        #expect(index.position(of: bytes.count, encoding: .utf16) == Position(line: 4, character: 0))
        // Between the \r and the \n of "bc\r\n": the end of "bc".
        #expect(index.position(of: 5, encoding: .utf16) == Position(line: 1, character: 2))
        #expect(index.offset(of: Position(line: 1, character: 9), encoding: .utf16) == 4)
    }

    @Test("encoding negotiation prefers UTF-8, defaults to UTF-16")
    func negotiation() {
        #expect(PositionEncoding.negotiate(nil) == .utf16)
        #expect(PositionEncoding.negotiate(["utf-16", "utf-8"]) == .utf8)
        #expect(PositionEncoding.negotiate(["utf-32"]) == .utf32)
        #expect(PositionEncoding.negotiate(["latin-1"]) == .utf16)
    }

    @Test("incremental edits apply in order; a reversed range changes nothing")
    func edits() throws {
        var document = TextDocument(uri: "untitled:x", version: 1, text: "ab\n共c\n")
        try document.apply([
            .init(range: (Position(line: 1, character: 1), Position(line: 1, character: 2)), text: "d😀"),
            .init(range: (Position(line: 0, character: 0), Position(line: 0, character: 1)), text: ""),
        ], encoding: .utf16)
        #expect(document.text == "b\n共d😀\n")
        #expect(throws: TextDocument.ChangeError.rangeOutOfOrder) {
            try document.apply([.init(range: (Position(line: 1, character: 2), Position(line: 0, character: 0)), text: "x")], encoding: .utf16)
        }
        #expect(document.text == "b\n共d😀\n")
    }

    @Test("file URIs and paths")
    func uris() {
        #expect(DocumentURI.path(of: "file:///tmp/a%20b/%E5%85%B1.bar") == "/tmp/a b/共.bar")
        #expect(DocumentURI.path(of: "file://localhost/x.bar") == "/x.bar")
        #expect(DocumentURI.path(of: "untitled:1") == nil)
        #expect(DocumentURI.uri(ofPath: "/tmp/a b/共.bar") == "file:///tmp/a%20b/%E5%85%B1.bar")
    }
}
