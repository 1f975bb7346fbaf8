/// Cuts the byte stream from the client into message bodies by their `Content-Length` headers (the LSP base
/// protocol: header lines ending in `\r\n`, an empty line, then exactly that many bytes of body).
///
/// It never trusts the stream: a header without a usable `Content-Length`, a header that never ends, or a
/// body larger than `maximumBodySize` is reported as a `problem` and skipped, and the framer picks up at the
/// next header, so one bad message cannot wedge the connection or make the server hold unbounded memory.
struct MessageFramer {
    /// Larger bodies are skipped without being kept (a document of 16 MiB, the language's limit, encodes to
    /// a little more than that in JSON).
    static let maximumBodySize = 48 << 20
    /// A header part longer than this without its blank line is not a header.
    static let maximumHeaderSize = 8 << 10

    enum Frame: Equatable {
        case body([UInt8])
        /// Something in the stream that is not a message; the text says what, for the log.
        case problem(String)
    }

    private var buffer: [UInt8] = []
    /// Where unread bytes start in `buffer` (the consumed prefix is dropped in batches).
    private var start = 0
    /// Body bytes still to throw away from an oversized message.
    private var skipping = 0

    mutating func append(_ bytes: some Collection<UInt8>) {
        if skipping > 0 {
            let dropped = min(skipping, bytes.count)
            skipping -= dropped
            buffer.append(contentsOf: bytes.dropFirst(dropped))
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    /// Unread bytes (for tests and the end-of-stream check).
    var pendingByteCount: Int { buffer.count - start }

    /// The next complete frame, or nil when more bytes are needed.
    mutating func next() -> Frame? {
        compact()
        guard start < buffer.count else { return nil }
        // Blank lines between messages are tolerated.
        while start < buffer.count, buffer[start] == UInt8(ascii: "\r") || buffer[start] == UInt8(ascii: "\n") {
            start += 1
        }
        guard let headerEnd = findHeaderEnd() else {
            if buffer.count - start > Self.maximumHeaderSize {
                return resynchronize("a message header longer than \(Self.maximumHeaderSize) bytes without an empty line")
            }
            return nil
        }
        let header = String(decoding: buffer[start..<headerEnd.headerEnd], as: UTF8.self)
        var length: Int?
        var problem: String?
        for line in header.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }) {
            guard let colon = line.firstIndex(of: ":") else {
                problem = "a header line without ':' (\(line.prefix(40)))"
                continue
            }
            let name = line[..<colon].trimmingSpaces().lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces()
            if name == "content-length" {
                if let number = Int(value), number >= 0 { length = number } else { problem = "Content-Length '\(value.prefix(20))' is not a byte count" }
            }
        }
        guard let length else {
            // Not a header, so what follows its blank line is not known to be a body either: a stray byte before
            // a header (`xContent-Length: …`) or a body one byte longer than its Content-Length said made every
            // later body read as the next header, and the server never answered again. Look for the next header.
            return resynchronize(problem ?? "a message header without Content-Length")
        }
        if length > Self.maximumBodySize {
            let available = buffer.count - headerEnd.bodyStart
            let dropped = min(available, length)
            start = headerEnd.bodyStart + dropped
            skipping = length - dropped
            return .problem("a message body of \(length) bytes, more than the \(Self.maximumBodySize) allowed; skipped")
        }
        guard buffer.count - headerEnd.bodyStart >= length else { return nil }
        let body = Array(buffer[headerEnd.bodyStart..<headerEnd.bodyStart + length])
        start = headerEnd.bodyStart + length
        return .body(body)
    }

    /// The end of the header part: `\r\n\r\n` (or, leniently, `\n\n`).
    private func findHeaderEnd() -> (headerEnd: Int, bodyStart: Int)? {
        var index = start
        let limit = min(buffer.count, start + Self.maximumHeaderSize + 4)
        while index < limit {
            if buffer[index] == UInt8(ascii: "\n") {
                if index + 1 < buffer.count, buffer[index + 1] == UInt8(ascii: "\n") { return (index, index + 2) }
                if index + 2 < buffer.count, buffer[index + 1] == UInt8(ascii: "\r"), buffer[index + 2] == UInt8(ascii: "\n") {
                    return (index, index + 3)
                }
            }
            index += 1
        }
        return nil
    }

    /// Drops bytes up to the next `Content-Length` after garbage, matched in any case as headers are read; when
    /// there is none yet, drops all but an end that may be the start of one (`Conte`), so that one problem is
    /// reported per stretch of garbage, not one per byte. Always moves on by at least one byte.
    private mutating func resynchronize(_ problem: String) -> Frame {
        let marker = Array("content-length".utf8)
        func matches(_ index: Int, count: Int) -> Bool {
            (0..<count).allSatisfy { buffer[index + $0] | 0x20 == marker[$0] }
        }
        var index = start + 1
        while index + marker.count <= buffer.count {
            if matches(index, count: marker.count) {
                start = index
                return .problem(problem)
            }
            index += 1
        }
        var kept = min(marker.count - 1, buffer.count - start - 1)
        while kept > 0 && !matches(buffer.count - kept, count: kept) { kept -= 1 }
        start = buffer.count - kept
        return .problem(problem)
    }

    private mutating func compact() {
        if start > 0, start >= buffer.count / 2 || start > 1 << 16 {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// The bytes of a frame as written on the wire.
    static func frame(_ body: String) -> [UInt8] {
        let bytes = Array(body.utf8)
        return Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
