import BarDiagnostics
import BarImport

/// Which files `bar import` reads as string tables, and reading one.
///
/// A `.strings` file is a table only in a `.lproj` folder, whose name is its language; an `.xcstrings` catalog
/// holds every language and is always read (`StringTables` picks the language in it).
enum StringTableSearch {
    /// The language of `.lproj` tables read when `--language` is not given: most apps' development language.
    static let defaultLanguage = "en"

    /// Whether a file named on the command line is a string table: any `.strings` or `.xcstrings` file.
    static func isTable(_ path: String) -> Bool {
        path.hasSuffix(".xcstrings") || path.hasSuffix(".strings")
    }

    /// Whether a file met in a folder search is a string table: a catalog, or a `.strings` file in a `.lproj`
    /// folder (elsewhere such a name is some other tool's file).
    static func isTableInSearch(_ path: String) -> Bool {
        path.hasSuffix(".xcstrings") || (path.hasSuffix(".strings") && folder(of: path).hasSuffix(".lproj"))
    }

    /// Whether a table is read for `language`: a catalog always (`StringTables` picks the language in it), a
    /// `.lproj` table when its folder is the language's or `Base.lproj` (the development language's own tables
    /// in older projects), and a table named outside any `.lproj` folder always.
    static func isRead(_ path: String, language: String?) -> Bool {
        let folder = folder(of: path)
        guard path.hasSuffix(".strings"), folder.hasSuffix(".lproj") else { return true }
        return folder == "\(language ?? defaultLanguage).lproj" || folder == "Base.lproj"
    }

    private static func folder(of path: String) -> String {
        PathComponents.last(PathComponents.deletingLast(path))
    }

    /// The table's bytes as a source (UTF-16 tables turned into UTF-8), or why it cannot be read — said as a
    /// warning, never an error: tables are read for titles alone.
    static func read(shown: String, resolved: String) -> Result<SourceFile, Unreadable> {
        switch FileSystem.readFile(resolved, limit: InputFiles.maximumFileSize) {
        case .success(let bytes):
            if let source = StringTables.source(path: shown, bytes: bytes) { return .success(source) }
            if bytes.starts(with: Array("bplist".utf8)) {
                return .failure(Unreadable(reason: "this string table is a compiled (binary) property list, not text"))
            }
            return .failure(Unreadable(reason: "this string table is neither UTF-8 nor UTF-16 with a byte order mark"))
        case .failure(.tooLarge):
            return .failure(Unreadable(reason: "this string table is larger than the \(InputFiles.maximumFileSize) bytes bar reads"))
        case .failure(.system(let error)):
            return .failure(Unreadable(reason: "this string table cannot be read (\(FileSystem.describe(error.code)))"))
        }
    }

    struct Unreadable: Error {
        var reason: String
    }
}
