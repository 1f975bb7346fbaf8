/// Latin letters with diacritics spelled with the ASCII letters they are written with, for ids: `Résumé` →
/// `Resume`, `ÜberView` → `UberView`, `Straße` → `Strasse`. Ids are made of ASCII letters and digits
/// (`IdentifierMaker`), so without this every accented letter split a word (`r-sum`).
///
/// Covers Latin-1 Supplement and Latin Extended-A (U+00C0–U+017F), the letters of the languages written in
/// Latin script across Europe; ligatures become two letters (`Æ` → `AE`, `ß` → `ss`, `Þ` → `TH`). `×` and `÷`,
/// and every other character, are left as they are, and so still separate words.
enum LatinLetters {
    /// The first scalar the table spells, and the table, one entry per scalar from there (empty: left as is).
    private static let first: UInt32 = 0xC0
    private static let spellings: [String] = [
        "A", "A", "A", "A", "A", "A", "AE", "C", "E", "E", "E", "E", "I", "I", "I", "I",
        "D", "N", "O", "O", "O", "O", "O", "", "O", "U", "U", "U", "U", "Y", "TH", "ss",
        "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
        "d", "n", "o", "o", "o", "o", "o", "", "o", "u", "u", "u", "u", "y", "th", "y",
        "A", "a", "A", "a", "A", "a", "C", "c", "C", "c", "C", "c", "C", "c", "D", "d",
        "D", "d", "E", "e", "E", "e", "E", "e", "E", "e", "E", "e", "G", "g", "G", "g",
        "G", "g", "G", "g", "H", "h", "H", "h", "I", "i", "I", "i", "I", "i", "I", "i",
        "I", "i", "IJ", "ij", "J", "j", "K", "k", "k", "L", "l", "L", "l", "L", "l", "L",
        "l", "L", "l", "N", "n", "N", "n", "N", "n", "n", "N", "n", "O", "o", "O", "o",
        "O", "o", "OE", "oe", "R", "r", "R", "r", "R", "r", "S", "s", "S", "s", "S", "s",
        "S", "s", "T", "t", "T", "t", "T", "t", "U", "u", "U", "u", "U", "u", "U", "u",
        "U", "u", "U", "u", "W", "w", "Y", "y", "Y", "Z", "z", "Z", "z", "Z", "z", "s",
    ]

    /// `text` with each letter of the table spelled in ASCII; unchanged when it has none.
    static func folded(_ text: String) -> String {
        // Every scalar of the table is written in UTF-8 with a lead byte 0xC3–0xC5: most text has none, and is
        // not looked at scalar by scalar.
        // Read over the buffer: `utf8.contains` steps through the view at ten instructions a byte, and every id
        // made passes here.
        var bytes = text
        guard bytes.withUTF8({ $0.contains { $0 >= 0xC3 && $0 <= 0xC5 } }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let spelling = spelling(of: scalar) { result += spelling } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    private static func spelling(of scalar: Unicode.Scalar) -> String? {
        guard scalar.value >= first, scalar.value < first + UInt32(spellings.count) else { return nil }
        let spelling = spellings[Int(scalar.value - first)]
        return spelling.isEmpty ? nil : spelling
    }
}
