import BarDiagnostics

/// The documents a session works on, each at its latest version: what the language server keeps while files
/// are open and edited, and what a command holds for the files it was given.
///
/// Everything computed about a document (its model, placements, findings) lives on its `Document` and is
/// dropped when a new version replaces it, so a result is never older than the text it came from. What a new
/// version can take over is kept per screen, keyed by all it depends on (`ScreenMemo`): after an edit to one
/// screen of a long file, only that screen is linted and solved again.
///
///     let workspace = Workspace()
///     let document = workspace.update(path: "inbox.bar", text: text, version: 3)
///     let findings = document.lint()
///     let solved = try document.solve(SolveRequest(postures: ["closed"])).get()
public final class Workspace: @unchecked Sendable {
    private let lock = Lock()
    private var documents: [String: Document] = [:]
    /// Per path, what earlier versions worked out about each screen (see `ScreenMemo`).
    private var memos: [String: ScreenMemo] = [:]
    private var nextSerial = 1

    public init() {}

    /// Opens `path` at `version` with `text`, or moves it to that version. The same version with the same text
    /// keeps the current document and everything cached on it.
    @discardableResult
    public func update(path: String, text: String, version: Int) -> Document {
        update(SourceFile(path: path, text: text), version: version)
    }

    /// Like `update(path:text:version:)`, for text already read (bytes as on disk).
    @discardableResult
    public func update(_ source: SourceFile, version: Int) -> Document {
        lock.lock()
        defer { lock.unlock() }
        if let current = documents[source.path], current.version == version, current.source.bytes == source.bytes {
            return current
        }
        let memo = memos[source.path] ?? ScreenMemo()
        memos[source.path] = memo
        let document = Document(source: source, version: version, memo: memo, serial: nextSerial)
        nextSerial += 1
        documents[source.path] = document
        return document
    }

    /// The current version of the document at `path`, if it is open.
    public func document(at path: String) -> Document? {
        lock.lock()
        defer { lock.unlock() }
        return documents[path]
    }

    /// Forgets the document at `path` and everything computed from it.
    public func close(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        documents[path] = nil
        memos[path] = nil
    }

    /// The paths of the open documents, sorted.
    public var paths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return documents.keys.sorted()
    }
}
