import BarDiagnostics
import BarLint

/// The `.bar` language server's state and message handling, independent of where bytes come from.
///
/// `ServerLoop` feeds it batches of messages read from the client and writes out what it queues; tests feed
/// it directly. It is single-threaded by design: every message is handled in arrival order on one thread,
/// and the loop takes all messages already waiting before doing expensive work, so a burst of edits costs one
/// analysis of the newest text (older versions are never analysed, and their results never published).
///
/// Lifecycle (LSP 3.17 "Server lifecycle"): before `initialize` every request is answered with
/// `ServerNotInitialized` and notifications are dropped; after `shutdown` requests are answered with
/// `InvalidRequest`; `exit` ends the loop with status 0 after `shutdown` and 1 without it.
public final class LanguageServer {
    public enum State: Sendable {
        case uninitialized
        case running
        case shutDown
    }

    public private(set) var state = State.uninitialized
    /// Set by the `exit` notification: the process's exit status.
    public private(set) var exitCode: Int32?
    var encoding = PositionEncoding.utf16
    var documents: [String: TextDocument] = [:]
    /// What the client can do, from `initialize`.
    var client = ClientCapabilities()
    /// Where each document's results come from, cached per document version.
    var analyses = AnalysisCache()
    /// Messages to write, in order.
    private(set) var outbox: [JSONValue] = []
    /// Notifications the server made before `initialize` was answered, sent right after the InitializeResult:
    /// LSP 3.17 lets a server send nothing of its own before it (a log about skipped input can come first).
    private var heldUntilInitialized: [JSONValue] = []
    /// The `.bar-lint` texts whose problems were logged: each is logged once, not on every publish (each
    /// keystroke in a spec it applies to).
    var loggedLintSettings: Set<LintConfigurationLookup.File> = []
    /// Documents whose diagnostics must be published after the current batch.
    private var needsDiagnostics: [String] = []

    /// The version reported in `serverInfo`.
    let version: String

    public init(version: String) {
        self.version = version
    }

    /// Messages queued since the last call, emptied.
    public func takeOutgoing() -> [JSONValue] {
        defer { outbox.removeAll(keepingCapacity: true) }
        return outbox
    }

    // MARK: Batches

    /// One batch of frames read together, handled in order, so each request is answered for the text it was
    /// sent about. A request that a `$/cancelRequest` later in the batch cancels is answered `RequestCancelled`
    /// without being worked on (a cancel can only be about a request sent before it). Diagnostics are published
    /// once per changed document, for its newest version, after the whole batch.
    ///
    /// A request about a document that a later message of the batch changes is still answered: LSP 3.17 asks a
    /// server not to answer `ContentModified` for changes it sees among its unread messages, since an answer
    /// for the older text may still be of use (the client cancels what it no longer wants).
    public func handle(batch frames: [[UInt8]]) {
        var messages: [IncomingMessage] = []
        messages.reserveCapacity(frames.count)
        for body in frames {
            switch JSONParser.parse(body) {
            case .success(let value):
                messages.append(IncomingMessage.classify(value))
            case .failure(let failure):
                // JSON-RPC 2.0 §5.1: a body that is not JSON gets a Parse error with a null id.
                outbox.append(OutgoingMessage.error(nil, ResponseError(ErrorCode.parseError, "the message body is not JSON: \(failure.message) at byte \(failure.offset)")))
                messages.append(.invalid(id: nil, reason: ""))
            }
        }
        // Each cancelled id, with the place of the last cancel of it in the batch.
        var cancelled: [RequestID: Int] = [:]
        for (index, message) in messages.enumerated() {
            if case .notification("$/cancelRequest", let params) = message, let id = RequestID(params["id"]) { cancelled[id] = index }
        }
        for (index, message) in messages.enumerated() {
            switch message {
            case .request(let id, let method, let params):
                if let cancel = cancelled[id], cancel > index {
                    outbox.append(OutgoingMessage.error(id, ResponseError(ErrorCode.requestCancelled, "'\(method)' was cancelled")))
                    continue
                }
                handleRequest(id: id, method: method, params: params)
            case .notification(let method, let params):
                handleNotification(method: method, params: params)
            case .response:
                continue
            case .invalid(let id, let reason):
                if !reason.isEmpty { outbox.append(OutgoingMessage.error(id, ResponseError(ErrorCode.invalidRequest, reason))) }
            }
            if exitCode != nil { return }
        }
        publishPendingDiagnostics()
    }

    /// A problem with the byte stream itself (a bad header): told to the client's log (once `initialize` is
    /// answered), then carried on.
    public func streamProblem(_ text: String) {
        log(.error, "bar lsp: skipped input: \(text)")
    }

    // MARK: Requests

    private func handleRequest(id: RequestID, method: String, params: JSONValue) {
        switch state {
        case .uninitialized where method != "initialize":
            outbox.append(OutgoingMessage.error(id, ResponseError(ErrorCode.serverNotInitialized, "the server is not initialized; send 'initialize' first")))
            return
        case .shutDown:
            outbox.append(OutgoingMessage.error(id, ResponseError(ErrorCode.invalidRequest, "the server is shut down; only 'exit' is accepted")))
            return
        default:
            break
        }
        guard let handler = Self.requestHandlers[method] else {
            // `$/` requests are optional (LSP 3.17 "$ Notifications and Requests"), but each still needs an answer.
            outbox.append(OutgoingMessage.error(id, ResponseError(ErrorCode.methodNotFound, "'\(method)' is not supported by bar lsp")))
            return
        }
        if method.hasPrefix("textDocument/"), let uri = params["textDocument"]?["uri"]?.stringValue, let document = documents[uri],
            case let kind = DocumentKind(document), !kind.isSpec
        {
            // The fixes of an open `.bar-lint`'s own problems (a misspelt rule) are quick fixes, as a spec's are.
            if kind == .lintConfiguration, method == "textDocument/codeAction" {
                do {
                    outbox.append(OutgoingMessage.response(id, result: try lintConfigurationCodeActions(document, params)))
                } catch {
                    outbox.append(OutgoingMessage.error(id, error))
                }
                return
            }
            // Every other request about a document is about a spec, and a document that is none has no answer:
            // null, which LSP 3.17 allows as the result of each of them ("no result").
            outbox.append(OutgoingMessage.response(id, result: .null))
            return
        }
        do {
            let result = try handler(self)(params)
            outbox.append(OutgoingMessage.response(id, result: result))
            if method == "initialize" {
                outbox += heldUntilInitialized
                heldUntilInitialized.removeAll()
            }
        } catch let error as ResponseError {
            outbox.append(OutgoingMessage.error(id, error))
        } catch {
            outbox.append(OutgoingMessage.error(id, ResponseError(ErrorCode.internalError, "\(error)")))
        }
    }

    typealias RequestHandler = @Sendable (LanguageServer) -> (JSONValue) throws -> JSONValue

    /// Every request the server answers, by method.
    static let requestHandlers: [String: RequestHandler] = [
        "initialize": { $0.initialize },
        "shutdown": { $0.shutdown },
        "textDocument/inlayHint": { $0.inlayHints },
        "textDocument/hover": { $0.hover },
        "textDocument/completion": { $0.completion },
        "textDocument/definition": { $0.definition },
        "textDocument/references": { $0.references },
        "textDocument/prepareRename": { $0.prepareRename },
        "textDocument/rename": { $0.rename },
        "textDocument/documentSymbol": { $0.documentSymbols },
        "textDocument/foldingRange": { $0.foldingRanges },
        "textDocument/formatting": { $0.formatting },
        "textDocument/semanticTokens/full": { $0.semanticTokens },
        "textDocument/codeAction": { $0.codeActions },
    ]

    private func shutdown(_ params: JSONValue) throws -> JSONValue {
        state = .shutDown
        return .null
    }

    // MARK: Notifications

    private func handleNotification(method: String, params: JSONValue) {
        if method == "exit" {
            exitCode = state == .shutDown ? 0 : 1
            return
        }
        guard state == .running else { return }
        switch method {
        case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration", "workspace/didChangeWatchedFiles":
            if method == "initialized" { registerLintSettingsWatcher() }
            if method == "workspace/didChangeWatchedFiles" || method == "workspace/didChangeConfiguration" {
                // A `.bar-lint` may have changed: findings of every open document are looked at again.
                analyses.removeAll()
                markAllForDiagnostics()
            }
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didClose": didClose(params)
        case "textDocument/didSave", "textDocument/willSave":
            // The text is already known from the changes; a save may have changed a `.bar-lint` beside it (the
            // saved document may be that file). When the settings changed, every open document's findings were
            // made under the old ones, so all are published again, as for a watched file; else only this one.
            if let uri = params["textDocument"]?["uri"]?.stringValue, documents[uri] != nil {
                analyses.remove(uri)
                if analyses.rereadConfigurations() { markAllForDiagnostics() } else { markForDiagnostics(uri) }
            }
        default:
            // Unknown notifications are ignored (LSP 3.17: `$/` ones may be; others are logged once).
            if !method.hasPrefix("$/") { log(.log, "bar lsp: ignored notification '\(method)'") }
        }
    }

    /// The id of the one request the server sends: `client/registerCapability` for `.bar-lint` files.
    static let watchRegistrationRequestID = "bar-watch-lint-settings"

    /// After `initialized`, asks a client that registers watchers dynamically to tell the server when any
    /// `.bar-lint` changes (`workspace/didChangeWatchedFiles`): lint settings are read from the file beside a
    /// spec or above it, and a client sends that notification only for files someone asked it to watch, so
    /// without the registration an edited `.bar-lint` was not seen until the server restarted. The client's
    /// answer needs nothing done (responses are not acted on).
    func registerLintSettingsWatcher() {
        guard client.registersFileWatchers else { return }
        let watcher = JSONValue.object([("globPattern", .string("**/\(LintConfiguration.fileName)"))])
        let registration = JSONValue.object([
            ("id", .string("bar-lint-settings")), ("method", .string("workspace/didChangeWatchedFiles")),
            ("registerOptions", .object([("watchers", .array([watcher]))])),
        ])
        outbox.append(
            OutgoingMessage.request(
                Self.watchRegistrationRequestID, "client/registerCapability", .object([("registrations", .array([registration]))])))
    }

    private func didOpen(_ params: JSONValue) {
        guard let item = params["textDocument"], let uri = item["uri"]?.stringValue, let text = item["text"]?.stringValue else {
            log(.error, "bar lsp: textDocument/didOpen without textDocument.uri and text; ignored")
            return
        }
        documents[uri] = TextDocument(uri: uri, version: item["version"]?.intValue ?? 0, text: text)
        analyses.remove(uri)
        markForDiagnostics(uri)
    }

    private func didChange(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, var document = documents[uri] else {
            log(.warning, "bar lsp: textDocument/didChange for a document that is not open; ignored")
            return
        }
        guard let changeList = params["contentChanges"]?.arrayValue else {
            log(.error, "bar lsp: textDocument/didChange without contentChanges; ignored")
            return
        }
        var changes: [TextDocument.Change] = []
        for entry in changeList {
            guard let text = entry["text"]?.stringValue else {
                log(.error, "bar lsp: a content change without text in \(uri); the change was not applied")
                return
            }
            var range: (Position, Position)?
            if let rangeValue = entry["range"] {
                guard let parsed = Self.range(rangeValue) else {
                    log(.error, "bar lsp: a content change with an unreadable range in \(uri); the change was not applied")
                    return
                }
                range = parsed
            }
            changes.append(TextDocument.Change(range: range, text: text))
        }
        do {
            try document.apply(changes, encoding: encoding)
        } catch {
            log(.error, "bar lsp: a content change in \(uri) has a range that ends before it starts; the change was not applied (the editor should reopen the document)")
            return
        }
        if let version = params["textDocument"]?["version"]?.intValue { document.version = version }
        documents[uri] = document
        markForDiagnostics(uri)
    }

    private func didClose(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, let closed = documents.removeValue(forKey: uri) else { return }
        analyses.close(closed)
        needsDiagnostics.removeAll { $0 == uri }
        // Clear what was shown for it (LSP 3.17: the server should clear diagnostics of a closed document).
        notify("textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("diagnostics", .array([]))]))
    }

    private func markForDiagnostics(_ uri: String) {
        if !needsDiagnostics.contains(uri) { needsDiagnostics.append(uri) }
    }

    private func markAllForDiagnostics() {
        needsDiagnostics = documents.keys.sorted()
    }

    private func publishPendingDiagnostics() {
        let uris = needsDiagnostics
        needsDiagnostics.removeAll()
        for uri in uris {
            guard let document = documents[uri] else { continue }
            notify("textDocument/publishDiagnostics", publishedDiagnostics(document))
        }
    }

    // MARK: Shared

    /// The analysis of the open document named by `params.textDocument.uri`.
    func analysis(_ params: JSONValue) throws(ResponseError) -> DocumentAnalysis {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else { throw .invalidParams("textDocument.uri is missing") }
        guard let document = documents[uri] else {
            throw ResponseError(ErrorCode.requestFailed, "'\(uri)' is not open; bar lsp works on documents the editor has opened")
        }
        return analysis(of: document)
    }

    func analysis(of document: TextDocument) -> DocumentAnalysis {
        analyses.analysis(of: document)
    }

    /// `params.position`, or InvalidParams.
    static func position(_ params: JSONValue) throws(ResponseError) -> Position {
        guard let position = params["position"], let parsed = Self.position(value: position) else { throw .invalidParams("position is missing or not a position") }
        return parsed
    }

    static func position(value: JSONValue) -> Position? {
        guard let line = value["line"]?.intValue, let character = value["character"]?.intValue, line >= 0, character >= 0 else { return nil }
        return Position(line: line, character: character)
    }

    static func range(_ value: JSONValue) -> (Position, Position)? {
        guard let start = value["start"].flatMap(position(value:)), let end = value["end"].flatMap(position(value:)) else { return nil }
        return (start, end)
    }

    enum MessageType: Int {
        case error = 1, warning, info, log
    }

    func log(_ type: MessageType, _ message: String) {
        notify("window/logMessage", .object([("type", .int(type.rawValue)), ("message", .string(message))]))
    }

    /// Queues a notification of the server's own, or holds it while `initialize` is not answered yet.
    private func notify(_ method: String, _ params: JSONValue) {
        let notification = OutgoingMessage.notification(method, params)
        if state == .uninitialized { heldUntilInitialized.append(notification) } else { outbox.append(notification) }
    }

    /// Marks the server initialized (called by `initialize`).
    func markRunning() { state = .running }
}
