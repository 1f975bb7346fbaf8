#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of one input and what is needed to turn byte offsets into the lines and columns people read.
///
/// Columns count characters a person sees (grapheme clusters), not bytes, so a Japanese title or an emoji
/// before an error does not shift the reported column. The line table is built once, lazily cheap: one
/// pass over the bytes looking for `\n`.
public struct SourceFile: Sendable {
    /// The path as the user wrote it (or `<stdin>`); printed verbatim in diagnostics.
    public let path: String
    public let bytes: [UInt8]
    /// Offset of the first byte of each line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    /// Places on long lines whose column is known (`ColumnCheckpoints`), so that a column there is counted from
    /// the nearest one before it rather than from the line's start; empty when no line is long.
    private let checkpoints: ColumnCheckpoints

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 24 + 1)
        // The C library's `memchr` finds each line break (a word or more at a time); a loop over the bytes
        // cost a few instructions a byte, for every file an import or a lint reads.
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var index = 0
            while index < buffer.count, let found = memchr(base + index, 0x0A, buffer.count - index) {
                let offset = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                starts.append(offset + 1)
                index = offset + 1
            }
        }
        self.lineStarts = starts
        self.checkpoints = ColumnCheckpoints(bytes: bytes, lineStarts: starts)
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// A 1-based line and column.
    public struct Location: Hashable, Sendable, Comparable {
        public var line: Int
        public var column: Int
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
        public static func < (a: Location, b: Location) -> Bool { (a.line, a.column) < (b.line, b.column) }
    }

    /// The 0-based index of the line holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        return low
    }

    public func location(of offset: Int) -> Location {
        let clamped = max(0, min(offset, bytes.count))
        let line = lineIndex(of: clamped)
        var lineStart = lineStarts[line]
        // A byte-order mark is not a character anyone sees.
        if line == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { lineStart = min(3, clamped) }
        let (from, column) = checkpoints.nearest(before: clamped, onLineStartingAt: lineStart)
        return Location(line: line + 1, column: column + SourceFile.characterCount(bytes[from..<clamped]) + 1)
    }

    /// The 1-based column of `offset` counted in Unicode scalars (SARIF's `unicodeCodePoints`), from the line's
    /// start (a byte-order mark included, as SARIF counts it).
    public func scalarColumn(of offset: Int) -> Int {
        let clamped = max(0, min(offset, bytes.count))
        let lineStart = lineStarts[lineIndex(of: clamped)]
        let (from, column) = checkpoints.nearest(before: clamped, onLineStartingAt: lineStart, inScalars: true)
        return column + String(decoding: bytes[from..<clamped], as: UTF8.self).unicodeScalars.count + 1
    }

    /// The byte range of line `index` (0-based) without its line terminator (`\n` or `\r\n`).
    public func lineRange(_ index: Int) -> Range<Int> {
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<max(start, end)
    }

    /// The text of line `index` (0-based), invalid UTF-8 shown as U+FFFD.
    public func lineText(_ index: Int) -> String {
        String(decoding: bytes[lineRange(index)], as: UTF8.self)
    }

    /// Characters a person sees in `bytes`: grapheme clusters of the decoded text.
    static func characterCount(_ bytes: ArraySlice<UInt8>) -> Int {
        if bytes.allSatisfy({ $0 < 0x80 }) { return bytes.count }
        return String(decoding: bytes, as: UTF8.self).count
    }
}
