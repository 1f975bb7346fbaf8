import BarDiagnostics

/// One string table read from disk: a `Localizable.strings` of one language's `.lproj` folder, or a
/// `Localizable.xcstrings` catalog, as the keys and texts of the language the import reads.
///
/// A table is read for titles only, so a problem in one is a warning (`import-string-table`) at the place it is
/// found, and what was read before it is kept: a broken table must never stop an import.
struct StringTableFile: Sendable {
    /// The table's name, as code names it (`Localizable` for `en.lproj/Localizable.strings` or
    /// `Localizable.xcstrings`).
    var name: String
    /// The language the texts are in (`en`): the folder's, or the one chosen from a catalog.
    var language: String
    var texts: [String: String]
    var warnings: [ImportWarning]

    /// Reads `source` as the format its name says (`.xcstrings` is JSON, anything else the `"key" = "text";`
    /// format), in `language`; nil for a name that is neither.
    init?(_ source: SourceFile, language: String?) {
        let path = source.path
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        if fileName.hasSuffix(".xcstrings") {
            name = String(fileName.dropLast(".xcstrings".count))
            (texts, self.language, warnings) = Self.catalog(source, language: language)
        } else if fileName.hasSuffix(".strings") {
            name = String(fileName.dropLast(".strings".count))
            let folder = path.split(separator: "/").dropLast().last.map(String.init) ?? ""
            self.language = folder.hasSuffix(".lproj") ? String(folder.dropLast(".lproj".count)) : (language ?? "")
            (texts, warnings) = StringsFormat.entries(source)
        } else {
            return nil
        }
    }

    /// A catalog's texts: each key's string unit in `language` (the catalog's source language when none is
    /// given). A key with no plain unit there (none yet, an empty one, or only variations by plural or device) is
    /// left out, so a title falls back to the text its code spells, else the key, rather than show the key as the
    /// table's.
    private static func catalog(_ source: SourceFile, language: String?) -> ([String: String], String, [ImportWarning]) {
        func problem(_ message: String, at offset: Int = 0) -> ([String: String], String, [ImportWarning]) {
            let warning = ImportWarning(.stringTable, message, path: source.path, range: SourceRange(start: offset, end: offset))
            return ([:], language ?? "", [warning])
        }
        let root: JSONValue
        switch JSONParser.parse(source.bytes) {
        case .success(let value): root = value
        case .failure(let failure): return problem("this string catalog is not valid JSON (\(failure.message)); its texts are not used", at: failure.offset)
        }
        guard case .object(let members) = root else { return problem("a string catalog is a JSON object; its texts are not used") }
        let sourceLanguage = members.last { $0.0 == "sourceLanguage" }.flatMap { if case .string(let text) = $0.1 { text } else { nil } }
        guard let sourceLanguage else { return problem("this string catalog names no 'sourceLanguage'; its texts are not used") }
        let chosen = language ?? sourceLanguage
        guard let strings = members.last(where: { $0.0 == "strings" })?.1, case .object(let entries) = strings else {
            return ([:], chosen, [])
        }
        var texts: [String: String] = [:]
        for (key, entry) in entries {
            // An empty unit is one not written yet (Xcode adds it empty, `"state" : "new"`), not an empty title.
            if let text = unitValue(entry, language: chosen), !text.isEmpty { texts[key] = text }
        }
        return (texts, chosen, [])
    }

    /// `entry.localizations[language].stringUnit.value`.
    private static func unitValue(_ entry: JSONValue, language: String) -> String? {
        var value = entry
        for name in ["localizations", language, "stringUnit", "value"] {
            guard case .object(let members) = value, let next = members.last(where: { $0.0 == name })?.1 else { return nil }
            value = next
        }
        if case .string(let text) = value { return text }
        return nil
    }
}

/// The `"key" = "text";` format of `.strings` files (an old-style property list): quoted or bare words, `/* */`
/// and `//` comments, backslash escapes as that format reads them (`\n`, `\t` and the other C letters, up to three
/// octal digits, `\U` with up to four hexadecimal digits of UTF-16 — `\UD83D\UDE00` is one emoji — and any other
/// character standing for itself), and `"key";` for a text that is its key. A later entry for a key replaces an
/// earlier one.
enum StringsFormat {
    static func entries(_ source: SourceFile) -> ([String: String], [ImportWarning]) {
        var reader = Reader(bytes: source.bytes)
        var texts: [String: String] = [:]
        while true {
            reader.skipSpaceAndComments()
            if let unclosed = reader.unclosedComment {
                return (texts, [warning("a comment is never closed", at: unclosed, in: source)])
            }
            if reader.isAtEnd { break }
            guard let key = reader.word() else { return (texts, [warning(reader.failure ?? "expected a quoted key", at: reader.offset, in: source)]) }
            // Where a missing `;` is reported: right after what the entry last had, as a compiler points.
            var entryEnd = reader.offset
            reader.skipSpaceAndComments()
            var text = key
            if reader.peek == UInt8(ascii: "=") {
                reader.offset += 1
                reader.skipSpaceAndComments()
                guard let value = reader.word() else {
                    return (texts, [warning(reader.failure ?? "expected a quoted text after '='", at: reader.offset, in: source)])
                }
                text = value
                entryEnd = reader.offset
                reader.skipSpaceAndComments()
            }
            guard reader.peek == UInt8(ascii: ";") else {
                let message = "expected ';' after the entry for '\(key)'; this table's entries from here on are not used"
                return (texts, [warning(message, at: entryEnd, in: source)])
            }
            reader.offset += 1
            texts[key] = text
        }
        return (texts, [])
    }

    private static func warning(_ message: String, at offset: Int, in source: SourceFile) -> ImportWarning {
        ImportWarning(.stringTable, message, path: source.path, range: SourceRange(start: offset, end: offset))
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        /// Where a `/*` that never ends starts.
        var unclosedComment: Int?
        /// Why `word()` returned nil, when it knows more than "expected a key".
        var failure: String?

        var isAtEnd: Bool { offset >= bytes.count }
        var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func skipSpaceAndComments() {
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    offset += 1
                } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                    while offset < bytes.count, bytes[offset] != 0x0A { offset += 1 }
                } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                    let start = offset
                    offset += 2
                    while offset + 1 < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/")) { offset += 1 }
                    if offset + 1 >= bytes.count {
                        unclosedComment = start
                        offset = bytes.count
                        return
                    }
                    offset += 2
                } else {
                    return
                }
            }
        }

        /// A quoted string or a bare word (letters, digits, `_ . - $ : /`).
        mutating func word() -> String? {
            guard let first = peek else { return nil }
            if first == UInt8(ascii: "\"") { return quoted() }
            let start = offset
            while let byte = peek, Self.isBare(byte) { offset += 1 }
            return offset > start ? String(decoding: bytes[start..<offset], as: UTF8.self) : nil
        }

        private static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "$"), UInt8(ascii: ":"), UInt8(ascii: "/"):
                true
            default:
                false
            }
        }

        private mutating func quoted() -> String? {
            let start = offset
            offset += 1
            var text: [UInt8] = []
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard offset < bytes.count else { break }
                    let escaped = bytes[offset]
                    offset += 1
                    switch escaped {
                    case UInt8(ascii: "a"): text.append(0x07)
                    case UInt8(ascii: "b"): text.append(0x08)
                    case UInt8(ascii: "f"): text.append(0x0C)
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "r"): text.append(0x0D)
                    case UInt8(ascii: "t"): text.append(0x09)
                    case UInt8(ascii: "v"): text.append(0x0B)
                    case UInt8(ascii: "0")...UInt8(ascii: "7"):
                        // Up to three octal digits.
                        var value = UInt32(escaped - UInt8(ascii: "0"))
                        for _ in 0..<2 {
                            guard offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[offset]) else { break }
                            value = value * 8 + UInt32(bytes[offset] - UInt8(ascii: "0"))
                            offset += 1
                        }
                        text += Array(String(Character(Unicode.Scalar(value)!)).utf8)
                    case UInt8(ascii: "U"):
                        // One to four hexadecimal digits, a UTF-16 unit: a high surrogate must be followed by a
                        // `\U` low one.
                        let escapeStart = offset - 2
                        guard let unit = hexUnit() else {
                            offset = escapeStart
                            failure = "expected hexadecimal digits after '\\U'"
                            return nil
                        }
                        var scalar = Unicode.Scalar(UInt32(unit))
                        if UTF16.isLeadSurrogate(unit), offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                            bytes[offset + 1] == UInt8(ascii: "U")
                        {
                            offset += 2
                            if let low = hexUnit(), UTF16.isTrailSurrogate(low) {
                                scalar = Unicode.Scalar((UInt32(unit) - 0xD800) << 10 + (UInt32(low) - 0xDC00) + 0x10000)
                            }
                        }
                        guard let scalar else {
                            offset = escapeStart
                            failure = "'\\U' names half of a surrogate pair without the other half"
                            return nil
                        }
                        text += Array(String(Character(scalar)).utf8)
                    default:
                        // `\"`, `\\`, and any other character stands for itself (`\u` is `u`).
                        text.append(escaped)
                    }
                default:
                    text.append(byte)
                }
            }
            offset = start
            failure = "this quoted text is never closed; this table's entries from here on are not used"
            return nil
        }

        /// One to four hexadecimal digits, as one UTF-16 unit.
        private mutating func hexUnit() -> UInt16? {
            var value: UInt16 = 0
            var digits = 0
            while digits < 4, offset < bytes.count, let digit = Character(Unicode.Scalar(bytes[offset])).hexDigitValue {
                value = value * 16 + UInt16(digit)
                digits += 1
                offset += 1
            }
            return digits > 0 ? value : nil
        }
    }
}
