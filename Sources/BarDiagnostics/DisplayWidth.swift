/// Terminal cell widths, so a caret lands under the right character even after wide (East Asian or emoji)
/// characters, which take two cells.
public enum DisplayWidth {
    /// The number of terminal cells `text` occupies; tabs count as one cell, as they are printed as a space.
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        var width = 0
        for character in text {
            width += of(character)
        }
        return width
    }

    /// `of(_:)` for a `String`, the common case, read over its bytes: printable ASCII (nearly every title, id and
    /// column of a report) is one cell a byte, with no character formed and no Unicode property looked up.
    public static func of(_ text: String) -> Int {
        var text = text
        let ascii = text.withUTF8 { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
        return ascii ? text.utf8.count : of(Substring(text))
    }

    public static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if scalar.value >= 0x20 && scalar.value < 0x7F && character.unicodeScalars.count == 1 { return 1 }
        if character.unicodeScalars.count == 1, isZeroWidth(scalar) { return 0 }
        if character.unicodeScalars.count > 1, character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) {
            return 2  // emoji presentation selector
        }
        // Emoji shown as pictures take two cells wherever they are in Unicode (🚀, ✅, ⚡), and so does a flag, two
        // regional indicators in one character.
        return isWide(scalar.value) || scalar.properties.isEmojiPresentation ? 2 : 1
    }

    /// A character that takes no cell of its own: a zero-width space or joiner, a byte order mark, a direction
    /// mark (format characters), or a combining mark with no letter before it.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .nonspacingMark, .enclosingMark: true
        default: false
        }
    }

    /// East Asian Wide and Fullwidth blocks, and the main emoji blocks.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
