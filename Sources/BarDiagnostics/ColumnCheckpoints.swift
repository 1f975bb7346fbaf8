/// Known columns along a file's long lines, so that turning an offset into a column costs a short stretch of
/// its line rather than everything before it on the line.
///
/// A column counts the characters before the offset (`SourceFile.location(of:)`). Counted from the line's start
/// each time, a line of 30,000 items with a finding each (one-line specs are valid input) cost the line once per
/// finding: 26 s to lint 1 MB. Counted from a checkpoint it costs at most the stretch since that checkpoint.
///
/// A checkpoint lies between two ASCII bytes (not a `\r\n` pair): no character spans such a place, so the
/// characters before an offset are those before the checkpoint plus those counted from it. Lines shorter than
/// `longLine` (nearly every line) have none and are counted from their start as before.
package struct ColumnCheckpoints: Sendable {
    /// A line this long or longer gets checkpoints.
    package static let longLine = 4096
    /// About how far apart checkpoints are: the next place between two ASCII bytes after this many bytes.
    package static let spacing = 1024

    /// Sorted by offset: each a place on a long line, the characters from its line's start to it, and the
    /// Unicode scalars (what SARIF's columns count).
    private var offsets: [Int] = []
    private var columns: [Int] = []
    private var scalarColumns: [Int] = []

    init(bytes: [UInt8], lineStarts: [Int]) {
        // Most files hold no line this long.
        guard bytes.count >= Self.longLine else { return }
        for (index, start) in lineStarts.enumerated() {
            let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
            guard end - start >= Self.longLine else { continue }
            var last = start
            var column = 0
            var scalars = 0
            // A byte-order mark is not a character anyone sees (`SourceFile.location(of:)`), but it is a scalar.
            if index == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { (last, scalars) = (3, 1) }
            var place = last + Self.spacing
            while place < end {
                if bytes[place - 1] < 0x80, bytes[place] < 0x80, !(bytes[place - 1] == 0x0D && bytes[place] == 0x0A) {
                    column += SourceFile.characterCount(bytes[last..<place])
                    scalars += String(decoding: bytes[last..<place], as: UTF8.self).unicodeScalars.count
                    offsets.append(place)
                    columns.append(column)
                    scalarColumns.append(scalars)
                    last = place
                    place += Self.spacing
                } else {
                    place += 1
                }
            }
        }
    }

    /// The last checkpoint at or before `offset` on the line that starts at `lineStart`, with its column (0-based)
    /// in characters, or in scalars when `inScalars`; `(lineStart, 0)` when there is none.
    func nearest(before offset: Int, onLineStartingAt lineStart: Int, inScalars: Bool = false) -> (offset: Int, column: Int) {
        guard !offsets.isEmpty else { return (lineStart, 0) }
        // The number of checkpoints at or before `offset`.
        var low = 0
        var high = offsets.count
        while low < high {
            let mid = (low + high) / 2
            if offsets[mid] <= offset { low = mid + 1 } else { high = mid }
        }
        guard low > 0, offsets[low - 1] > lineStart else { return (lineStart, 0) }
        return (offsets[low - 1], inScalars ? scalarColumns[low - 1] : columns[low - 1])
    }
}
