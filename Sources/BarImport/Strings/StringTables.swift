import BarDiagnostics

/// The app's string tables in the language an import reads (its development language unless told otherwise), so
/// that a title written as a localization key (`NSLocalizedString("save_label", comment: "")`, SwiftGen's
/// `L10n.tr("Localizable", "save_label")`) imports as the text people read there, not as the key.
///
/// At run time a key found in its table shows the table's text, and only a key missing from it falls back to the
/// text the code spells (`value:`, `defaultValue:`, `fallback:`) or to the key itself; `TextReader` asks in that
/// order. Tables are given by `bar import` (every `<language>.lproj/*.strings` and `*.xcstrings` under the folders
/// it reads); with none, keys stay keys, as before there were tables.
public struct StringTables: Sendable {
    /// One key's text, the language of the file it came from (`Base` for a `Base.lproj` table's), and that file.
    struct Entry: Sendable {
        var text: String
        var language: String
        var path: String
        /// Another file of the same table and language that gives the key another text: which one the app shows
        /// depends on which bundle the code reads (an app's, a package's, a vendored SDK's), so neither is used.
        var contestedBy: String?
    }

    /// What the tables say of one key.
    enum Lookup: Equatable {
        case found(text: String, language: String)
        /// Two files of the table give it different texts (their paths, in the order read).
        case contested(String, String)
        case missing
    }

    /// By table name. Two files of one name (an app's and a package's `Localizable`) are merged: a language's own
    /// entry replaces a `Base.lproj` one, and two files of one language that give a key different texts contest it.
    private var tables: [String: [String: Entry]] = [:]
    /// Problems found reading the tables, each at its place in its file.
    private(set) var warnings: [ImportWarning] = []
    /// The tables' sources, to show the warnings with their lines.
    private(set) var sources: [SourceFile] = []

    public init() {}

    /// The tables of `sources` (`.strings` and `.xcstrings` files) in `language`, or each catalog's source
    /// language when nil; a file of another kind is ignored. `unreadable` are the tables the caller found but
    /// could not read (a compiled property list, a file too large), each a warning: a table is read for titles
    /// alone, and one that cannot be read never stops an import.
    public init(sources: [SourceFile], language: String? = nil, unreadable: [(path: String, reason: String)] = []) {
        for (path, reason) in unreadable {
            let empty = SourceFile(path: path, bytes: [])
            self.sources.append(empty)
            warnings.append(ImportWarning(.stringTable, "\(reason); its texts are not used", path: path, range: SourceRange(start: 0, end: 0)))
        }
        // `Base.lproj` tables first, so the language's own replace them key by key; each kind in path order.
        func isBase(_ source: SourceFile) -> Bool { source.path.hasSuffix(".strings") && source.path.split(separator: "/").dropLast().last == "Base.lproj" }
        let ordered = sources.sorted { a, b in
            isBase(a) != isBase(b) ? isBase(a) : ByteOrder.precedes(a.path, b.path)
        }
        for source in ordered {
            guard let file = StringTableFile(source, language: language) else { continue }
            self.sources.append(source)
            warnings += file.warnings
            let isBaseFile = isBase(source)
            for (key, text) in file.texts {
                if let earlier = tables[file.name]?[key], !isBaseFile, earlier.language == file.language {
                    // Two files of one language: the same text agrees; another contests the key for good.
                    if earlier.text != text, earlier.contestedBy == nil { tables[file.name]?[key]?.contestedBy = source.path }
                    continue
                }
                tables[file.name, default: [:]][key] = Entry(text: text, language: file.language, path: source.path)
            }
        }
    }

    /// Whether there are any tables at all (most imports of a single file have none).
    var isEmpty: Bool { tables.isEmpty }

    /// The keys of the table `name`, in no set order.
    func keys(inTable name: String) -> Dictionary<String, Entry>.Keys? {
        tables[name]?.keys
    }

    /// The text of `key` in `table` (`Localizable` when the code names none), with the table's language.
    func text(forKey key: String, table: String?) -> Lookup {
        guard let found = tables[table ?? "Localizable"]?[key] else { return .missing }
        if let other = found.contestedBy { return .contested(found.path, other) }
        return .found(text: found.text, language: found.language)
    }

    /// UTF-16 after its byte order mark, as UTF-8; a lone surrogate becomes U+FFFD. Transcoded here, a unit at a
    /// time: the standard library's generic `String(decoding:as: UTF16.self)` took about 550 instructions a unit
    /// (35 M for a 124 KB table, a twentieth of a whole import).
    static func utf8(fromUTF16 bytes: [UInt8], littleEndian: Bool) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        func append(_ scalar: UInt32) {
            switch scalar {
            case ..<0x80:
                out.append(UInt8(scalar))
            case ..<0x800:
                out.append(UInt8(0xC0 | scalar >> 6))
                out.append(UInt8(0x80 | scalar & 0x3F))
            case ..<0x10000:
                out.append(UInt8(0xE0 | scalar >> 12))
                out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
                out.append(UInt8(0x80 | scalar & 0x3F))
            default:
                out.append(UInt8(0xF0 | scalar >> 18))
                out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
                out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
                out.append(UInt8(0x80 | scalar & 0x3F))
            }
        }
        func unit(at index: Int) -> UInt32 {
            littleEndian ? UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 : UInt32(bytes[index]) << 8 | UInt32(bytes[index + 1])
        }
        var index = 2
        while index + 1 < bytes.count {
            let first = unit(at: index)
            index += 2
            if first & 0xF800 != 0xD800 {
                append(first)
            } else if first < 0xDC00, index + 1 < bytes.count, case let second = unit(at: index), second & 0xFC00 == 0xDC00 {
                index += 2
                append(0x10000 + (first - 0xD800) << 10 + (second - 0xDC00))
            } else {
                append(0xFFFD)
            }
        }
        return out
    }

    /// A table file's bytes as a source, UTF-16 (with its byte order mark, as older tables are saved) turned into
    /// UTF-8 so that its warnings show its lines; nil for bytes that are neither.
    public static func source(path: String, bytes: [UInt8]) -> SourceFile? {
        if bytes.count >= 2, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) {
            guard bytes.count % 2 == 0 else { return nil }
            return SourceFile(path: path, bytes: utf8(fromUTF16: bytes, littleEndian: bytes[0] == 0xFF))
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard String(validating: body, as: UTF8.self) != nil else { return nil }
        return SourceFile(path: path, bytes: body)
    }
}
