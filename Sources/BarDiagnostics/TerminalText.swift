/// Text from a spec made safe to print on a terminal or into a log.
///
/// A spec's strings may hold control characters (`title: "x\u{1B}[31m"` is valid, and `bar fmt` keeps such
/// escapes). Printed as they are, they recolour a terminal, move its cursor or cut a line of a CI log in two;
/// each is written instead as the escape that spells it in a spec (`\u{1B}`), so what is printed is also what
/// to search the spec for. JSON, SARIF, SVG and HTML escape them by their own rules.
public enum TerminalText {
    /// `text` with every C0 and C1 control character and DEL written as `\u{…}`; unchanged (and not copied)
    /// when it holds none, as nearly every text does.
    public static func escapingControls(_ text: String) -> String {
        guard containsControl(text) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                escaped += escape(scalar)
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Whether `text` holds a control character, asked of every message and path a command prints. Read as
    /// UTF-8 bytes: a C0 control or DEL is one byte below 0x20 or 0x7F, a C1 control (U+0080–U+009F) the two
    /// bytes 0xC2 0x80–0x9F, and no other scalar's encoding holds those bytes. Eight bytes are tested at a time
    /// for any of 0x00–0x1F, 0x7F or 0xC2, and only a word that has one is looked at byte by byte — about a
    /// tenth of the instructions of decoding every scalar.
    static func containsControl(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            let count = bytes.count
            var index = 0
            while index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if mayHoldControlByte(word), containsControl(base, from: index, to: index + 8, count: count) { return true }
                index += 8
            }
            return containsControl(base, from: index, to: count, count: count)
        }
    }

    /// Whether a byte of `word` is below 0x20, 0x7F or 0xC2 (exact for "some byte", not for which one).
    private static func mayHoldControlByte(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasByteBelow(_ word: UInt64, _ limit: UInt64) -> Bool { (word &- ones &* limit) & ~word & highBits != 0 }
        return hasByteBelow(word, 0x20) || hasByteBelow(word ^ (ones &* 0x7F), 1) || hasByteBelow(word ^ (ones &* 0xC2), 1)
    }

    /// The byte-by-byte test of `bytes[start..<end]`, reading the byte after a 0xC2 even past `end`.
    private static func containsControl(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, count: Int) -> Bool {
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F { return true }
            // A valid continuation byte is 0x80–0xBF, so one at most 0x9F after 0xC2 is U+0080–U+009F.
            if byte == 0xC2, index + 1 < count, bytes[index + 1] <= 0x9F { return true }
            index += 1
        }
        return false
    }

    /// `\u{1B}` for U+001B: how a spec spells the scalar.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// A C0 or C1 control character, or DEL.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
