import BarDiagnostics

/// How the `character` of an LSP position counts: UTF-16 code units (the protocol's default), UTF-8 bytes,
/// or Unicode scalars (UTF-32). Negotiated at `initialize`: the server takes UTF-8 when the client offers it
/// (no conversion at all, since documents are kept as UTF-8), else UTF-16.
public enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The client's `general.positionEncodings`, in its order of preference; UTF-16 when it lists none
    /// (LSP 3.17 §positionEncodingKind: UTF-16 must always be supported).
    static func negotiate(_ offered: [String]?) -> PositionEncoding {
        guard let offered, !offered.isEmpty else { return .utf16 }
        if offered.contains(PositionEncoding.utf8.rawValue) { return .utf8 }
        for name in offered {
            if let encoding = PositionEncoding(rawValue: name) { return encoding }
        }
        return .utf16
    }

    /// Code units `scalar` takes in this encoding.
    @inline(__always)
    func width(ofScalarStartingWith lead: UInt8, byteCount: Int) -> Int {
        switch self {
        case .utf8: byteCount
        case .utf16: byteCount == 4 ? 2 : 1
        case .utf32: 1
        }
    }
}

/// An LSP position: a 0-based line and a 0-based offset in the line, counted in the negotiated encoding.
public struct Position: Hashable, Sendable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (a: Position, b: Position) -> Bool { (a.line, a.character) < (b.line, b.character) }
}

/// Converts between UTF-8 byte offsets (what every layer below stores) and LSP positions, for one text.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, the three ends LSP 3.17 names so that client and server count
/// the same lines (a lone `\r` counted as part of a line put the end of a file that ends in one past the end
/// of its last line, found by the lsp fuzzer). A position past the end of its line means the line's end, and
/// a line past the last means the end of the text — the protocol asks servers to be lenient there rather
/// than fail.
struct LineIndex {
    let bytes: [UInt8]
    let lineStarts: [Int]
    /// Places along long lines where the walk over a line's characters passes, with the code units before them
    /// in each encoding: a position there is counted from the nearest one rather than from the line's start. A
    /// line of 16,000 items with a diagnostic each cost the line once per diagnostic (22 s to answer after
    /// opening a 490 KB one-line document). Lines shorter than `ColumnCheckpoints.longLine` have none.
    private var checkpoints: [Checkpoint] = []

    private struct Checkpoint {
        var offset: Int
        var utf16: Int
        var utf32: Int

        func units(_ encoding: PositionEncoding, lineStart: Int) -> Int {
            switch encoding {
            case .utf8: offset - lineStart
            case .utf16: utf16
            case .utf32: utf32
            }
        }
    }

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\n") {
                    starts.append(index + 1)
                } else if byte == UInt8(ascii: "\r"), index + 1 == buffer.count || buffer[index + 1] != UInt8(ascii: "\n") {
                    starts.append(index + 1)
                }
            }
        }
        self.lineStarts = starts
        for line in starts.indices where contentEnd(ofLine: line) - starts[line] >= ColumnCheckpoints.longLine {
            // The same walk as `position(of:encoding:)`'s, so that it passes every checkpoint too.
            let end = contentEnd(ofLine: line)
            var index = starts[line]
            var next = index + ColumnCheckpoints.spacing
            var (utf16, utf32) = (0, 0)
            while index < end {
                let count = Self.sequenceLength(bytes[index])
                if index + count > end { break }
                utf16 += PositionEncoding.utf16.width(ofScalarStartingWith: bytes[index], byteCount: count)
                utf32 += 1
                index += count
                if index >= next, index < end {
                    checkpoints.append(Checkpoint(offset: index, utf16: utf16, utf32: utf32))
                    next = index + ColumnCheckpoints.spacing
                }
            }
        }
    }

    /// The last checkpoint of the line that starts at `lineStart` and ends at `end` that `isBefore` holds for
    /// (checkpoints are in order, and `isBefore` holds for a first part of them).
    private func nearestCheckpoint(lineStart: Int, end: Int, _ isBefore: (Checkpoint) -> Bool) -> Checkpoint? {
        guard !checkpoints.isEmpty else { return nil }
        // The first checkpoint of the line, then how many of the line's are before.
        var low = 0
        var high = checkpoints.count
        while low < high {
            let mid = (low + high) / 2
            if checkpoints[mid].offset <= lineStart { low = mid + 1 } else { high = mid }
        }
        var last: Checkpoint?
        high = checkpoints.count
        while low < high {
            let mid = (low + high) / 2
            if checkpoints[mid].offset < end, isBefore(checkpoints[mid]) {
                last = checkpoints[mid]
                low = mid + 1
            } else {
                high = mid
            }
        }
        return last
    }

    var lineCount: Int { lineStarts.count }

    /// The byte just after line `line`'s content (before `\r\n`, `\n` or `\r`).
    func contentEnd(ofLine line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        // The line's end is one byte (`\n`, `\r`) or two (`\r\n`).
        var end = lineStarts[line + 1] - 1
        if bytes[end] == UInt8(ascii: "\n"), end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The byte offset of `position`, clamped into the text.
    func offset(of position: Position, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let lineStart = lineStarts[position.line]
        let end = contentEnd(ofLine: position.line)
        var remaining = max(0, position.character)
        var index = lineStart
        if let checkpoint = nearestCheckpoint(lineStart: lineStart, end: end, { $0.units(encoding, lineStart: lineStart) <= remaining }) {
            index = checkpoint.offset
            remaining -= checkpoint.units(encoding, lineStart: lineStart)
        }
        while index < end, remaining > 0 {
            let count = Self.sequenceLength(bytes[index])
            let units = encoding.width(ofScalarStartingWith: bytes[index], byteCount: count)
            // A position inside a character (half of a surrogate pair) goes to the character's start.
            if units > remaining { break }
            remaining -= units
            index = min(end, index + count)
        }
        return index
    }

    /// The position of byte `offset` (clamped; an offset inside a character counts from its start).
    func position(of offset: Int, encoding: PositionEncoding) -> Position {
        let clamped = max(0, min(offset, bytes.count))
        let line = lineIndex(of: clamped)
        // An offset between the `\r` and the `\n` of a line's end is the line's end: no position lies inside it.
        let end = min(clamped, contentEnd(ofLine: line))
        var index = lineStarts[line]
        var units = 0
        if let checkpoint = nearestCheckpoint(lineStart: index, end: contentEnd(ofLine: line), { $0.offset <= end }) {
            units = checkpoint.units(encoding, lineStart: index)
            index = checkpoint.offset
        }
        while index < end {
            let count = Self.sequenceLength(bytes[index])
            if index + count > end { break }
            units += encoding.width(ofScalarStartingWith: bytes[index], byteCount: count)
            index += count
        }
        return Position(line: line, character: units)
    }

    /// Bytes in the UTF-8 sequence that starts with `lead` (1 for a stray continuation byte).
    @inline(__always)
    static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }
}
