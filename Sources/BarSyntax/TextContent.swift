/// Whether bytes are a text file at all, asked before they are read as a spec.
///
/// A binary file (an image, an archive, a UTF-16 export) read as a spec gives one lexical error per stray
/// byte — hundreds of them, capped at 200, none of which says what is wrong. Reading it is refused instead
/// with one sentence. A text spec with a few bad bytes (a NUL in a string, Latin-1 in a comment, NUL padding
/// at the end of a file cut short) still goes to the scanner, which points at each one.
public enum TextContent {
    /// How many bytes from the start are looked at: enough to judge, cheap on a 16 MiB input.
    public static let sampleSize = 8192

    /// Why `bytes` are not text, ending with what to do (`it looks like a PNG image (…); .bar files are UTF-8
    /// text`, with `files` naming what is expected), or nil when they may be read as text.
    ///
    /// Judged on the first `sampleSize` bytes, without a trailing run of NUL bytes (padding): bytes are not
    /// text when at least one in ten of them, and at least four, are NUL, a control character other than
    /// tab, line feed, form feed and carriage return, or not part of well-formed UTF-8. UTF-16 (a byte-order
    /// mark, or NUL in every other byte) is named as such, since saving as UTF-8 fixes it.
    public static func binaryReason(_ bytes: [UInt8], files: String = ".bar files") -> String? {
        guard !bytes.isEmpty else { return nil }
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            return "it is UTF-16 text (it starts with a UTF-16 byte-order mark); save it as UTF-8"
        }
        var end = min(bytes.count, sampleSize)
        while end > 0, bytes[end - 1] == 0 { end -= 1 }
        guard end > 0 else { return "it holds only NUL bytes; \(files) are UTF-8 text" }
        let count = end
        return bytes.withUnsafeBufferPointer { all -> String? in
            let sample = UnsafeBufferPointer(rebasing: all[0..<count])
            var odd = 0
            var nulAtOddOffsets = 0
            var index = 0
            while index < count {
                // Eight bytes at a time while they are plain text (nothing below counts them).
                if index + 8 <= count, TextContent.isPlainText(UnsafeRawPointer(sample.baseAddress! + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                    continue
                }
                let byte = sample[index]
                if byte < 0x80 {
                    if byte == 0 {
                        odd += 1
                        if index % 2 == 1 { nulAtOddOffsets += 1 }
                    } else if (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0C && byte != 0x0D) || byte == 0x7F {
                        odd += 1
                    }
                    index += 1
                    continue
                }
                let length = UTF8Validation.sequenceLength(sample, at: index)
                if length == 0 {
                    odd += 1
                    index += 1
                } else {
                    index += length
                }
            }
            guard odd >= 4, odd * 10 >= count else { return nil }
            if nulAtOddOffsets * 3 >= count {
                return "it looks like UTF-16 text (a NUL byte after most characters); save it as UTF-8"
            }
            let kind = signature(sample).map { "it looks like \($0)" } ?? "it looks like binary data"
            return "\(kind) (\(odd) of its first \(count) bytes are NUL, control characters or not UTF-8); \(files) are UTF-8 text"
        }
    }

    /// Where text that is mostly fine stops being UTF-8: the offset of the first byte that starts no
    /// well-formed sequence, and how many such bytes there are; nil for well-formed UTF-8. For readers that
    /// report such a file once rather than byte by byte (`bar import` on Swift saved as Latin-1).
    public static func invalidUTF8(_ bytes: [UInt8]) -> (first: Int, count: Int)? {
        bytes.withUnsafeBufferPointer { all in
            var first: Int?
            var count = 0
            var index = 0
            while index < all.count {
                // Eight ASCII bytes at a time.
                if index + 8 <= all.count, UnsafeRawPointer(all.baseAddress! + index).loadUnaligned(as: UInt64.self) & highBits == 0 {
                    index += 8
                    continue
                }
                if all[index] < 0x80 {
                    index += 1
                    continue
                }
                let length = UTF8Validation.sequenceLength(all, at: index)
                if length == 0 {
                    if first == nil { first = index }
                    count += 1
                    index += 1
                } else {
                    index += length
                }
            }
            return first.map { ($0, count) }
        }
    }

    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether eight bytes (as one word) are all printable ASCII, tab, line feed, form feed or carriage return:
    /// bytes `binaryReason` passes over without counting. Answered for the word at once (each test sets a
    /// byte's high bit exactly where that byte fails it, as no byte has its own high bit set), so a text file's
    /// sample is read a word at a time rather than a byte at a time.
    @inline(__always)
    static func isPlainText(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        guard word & highBits == 0 else { return false }
        // A byte below 0x20 (0x20 - byte borrows into the high bit only below 0x20, with no borrow across bytes
        // since every byte is below 0x80 and 0x20 is added to every byte first).
        let low = (word &+ ones &* (0x80 - 0x20)) ^ highBits
        // A byte equal to 0x7F (DEL): adding 1 reaches 0x80 only for 0x7F.
        let delete = (word &+ ones) & highBits
        if low & highBits == 0 && delete == 0 { return true }
        // A control byte in the word: plain only if every one of them is tab, line feed, form feed or carriage
        // return (rare enough in a word that each byte is checked).
        guard delete == 0 else { return false }
        var rest = word
        for _ in 0..<8 {
            let byte = UInt8(truncatingIfNeeded: rest)
            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0C && byte != 0x0D { return false }
            rest >>= 8
        }
        return true
    }

    /// A few well-known file signatures, to name what was read by mistake.
    private static func signature(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        func starts(_ prefix: [UInt8]) -> Bool { bytes.count >= prefix.count && zip(bytes, prefix).allSatisfy { $0 == $1 } }
        if starts([0x89, 0x50, 0x4E, 0x47]) { return "a PNG image" }
        if starts([0xFF, 0xD8, 0xFF]) { return "a JPEG image" }
        if starts([0x47, 0x49, 0x46, 0x38]) { return "a GIF image" }
        if starts([0x25, 0x50, 0x44, 0x46]) { return "a PDF document" }
        if starts([0x50, 0x4B, 0x03, 0x04]) { return "a zip archive" }
        if starts([0x1F, 0x8B]) { return "a gzip archive" }
        if starts([0x7F, 0x45, 0x4C, 0x46]) { return "an ELF executable" }
        if starts([0xCF, 0xFA, 0xED, 0xFE]) || starts([0xCA, 0xFE, 0xBA, 0xBE]) { return "a Mach-O executable" }
        if starts([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74]) { return "a binary property list" }
        return nil
    }
}
