import BarDiagnostics

/// One open document as the client last described it: its text (kept as UTF-8 bytes, the form every layer
/// below reads), its version, and the line index for converting positions.
struct TextDocument {
    let uri: String
    var version: Int
    /// Counts the edits applied since opening, so a cached analysis is never taken for text it did not see,
    /// even when a client sends changes without a new version.
    private(set) var revision = 0
    private(set) var bytes: [UInt8]
    private(set) var lines: LineIndex

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.bytes = Array(text.utf8)
        self.lines = LineIndex(bytes)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The path shown in diagnostics and used to find `.bar-lint`: the file path of a `file:` URI, else the URI.
    var path: String { DocumentURI.path(of: uri) ?? uri }

    var source: SourceFile { SourceFile(path: path, bytes: bytes) }

    /// One `contentChanges` entry: with a `range`, an edit; without, the whole new text.
    struct Change {
        var range: (start: Position, end: Position)?
        var text: String
    }

    enum ChangeError: Error, Equatable {
        case rangeOutOfOrder
    }

    /// Applies `changes` in order (each one's range refers to the text after the ones before it).
    /// Positions past a line's end or the document's end are clamped, as the protocol allows; a range whose
    /// end comes before its start is refused and the document left as it was.
    mutating func apply(_ changes: [Change], encoding: PositionEncoding) throws(ChangeError) {
        var newBytes = bytes
        var newLines = lines
        for change in changes {
            guard let range = change.range else {
                newBytes = Array(change.text.utf8)
                newLines = LineIndex(newBytes)
                continue
            }
            let start = newLines.offset(of: range.start, encoding: encoding)
            let end = newLines.offset(of: range.end, encoding: encoding)
            guard start <= end else { throw .rangeOutOfOrder }
            newBytes.replaceSubrange(start..<end, with: change.text.utf8)
            newLines = LineIndex(newBytes)
        }
        bytes = newBytes
        lines = newLines
        revision += 1
    }

    // MARK: Ranges

    func position(_ offset: Int, _ encoding: PositionEncoding) -> Position { lines.position(of: offset, encoding: encoding) }

    func offset(_ position: Position, _ encoding: PositionEncoding) -> Int { lines.offset(of: position, encoding: encoding) }
}

/// `file:` URIs and the paths they name (RFC 8089, percent-decoding per RFC 3986).
enum DocumentURI {
    static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Substring(uri.dropFirst("file://".count))
        // file://host/path: only an empty host or localhost names this machine.
        if !rest.hasPrefix("/") {
            guard let slash = rest.firstIndex(of: "/") else { return nil }
            let host = rest[..<slash]
            guard host == "localhost" else { return nil }
            rest = rest[slash...]
        }
        return percentDecoded(String(rest))
    }

    static func uri(ofPath path: String) -> String {
        var out = "file://"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    static func percentDecoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.first {
            utf8 = utf8.dropFirst()
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
