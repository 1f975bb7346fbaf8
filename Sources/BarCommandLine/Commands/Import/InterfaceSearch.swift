import BarDiagnostics
import BarImport

/// The Interface Builder documents `bar import` reads beside the code: every `.storyboard` and `.xib` under the
/// folders it searches, and any named on the command line.
enum InterfaceSearch {
    static func isInterface(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// The document's bytes as a source, or why it cannot be read — said as a warning, never an error: a
    /// document is read for the bars it lays out alone, and one that cannot be read never stops an import.
    static func read(shown: String, resolved: String) -> Result<SourceFile, Unreadable> {
        switch FileSystem.readFile(resolved, limit: InputFiles.maximumFileSize) {
        case .success(let bytes):
            return .success(SourceFile(path: shown, bytes: bytes))
        case .failure(.tooLarge):
            return .failure(Unreadable(reason: "this Interface Builder file is larger than the \(InputFiles.maximumFileSize) bytes bar reads"))
        case .failure(.system(let error)):
            return .failure(Unreadable(reason: "this Interface Builder file cannot be read (\(FileSystem.describe(error.code)))"))
        }
    }

    struct Unreadable: Error {
        var reason: String
    }
}
