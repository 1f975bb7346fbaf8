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

    /// By table name. Two files of one name (an app's and a package's `Localizable`) are merged in path order, a
    /// later file's key replacing an earlier one's; `Base.lproj` tables come before all others.
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
            for (key, text) in file.texts {
                let entry = Entry(text: text, language: file.language, path: source.path)
                guard let earlier = tables[file.name]?[key], !isBase(source), earlier.language == file.language, earlier.path != source.path,
                    earlier.contestedBy == nil
                else {
                    if tables[file.name]?[key]?.contestedBy == nil { tables[file.name, default: [:]][key] = entry }
                    continue
                }
                if earlier.text != text { tables[file.name]?[key]?.contestedBy = source.path }
            }
        }
    }

    /// Whether there are any tables at all (most imports of a single file have none).
    var isEmpty: Bool { tables.isEmpty }

    /// The text of `key` in `table` (`Localizable` when the code names none), with the table's language.
    func text(forKey key: String, table: String?) -> Lookup {
        guard let found = tables[table ?? "Localizable"]?[key] else { return .missing }
        if let other = found.contestedBy { return .contested(found.path, other) }
        return .found(text: found.text, language: found.language)
    }

    /// A table file's bytes as a source, UTF-16 (with its byte order mark, as older tables are saved) turned into
    /// UTF-8 so that its warnings show its lines; nil for bytes that are neither.
    public static func source(path: String, bytes: [UInt8]) -> SourceFile? {
        if bytes.count >= 2, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) {
            guard bytes.count % 2 == 0 else { return nil }
            let littleEndian = bytes[0] == 0xFF
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2 - 1)
            var index = 2
            while index + 1 < bytes.count {
                let (low, high) = littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
                units.append(UInt16(high) << 8 | UInt16(low))
                index += 2
            }
            return SourceFile(path: path, text: String(decoding: units, as: UTF16.self))
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard String(validating: body, as: UTF8.self) != nil else { return nil }
        return SourceFile(path: path, bytes: body)
    }
}
