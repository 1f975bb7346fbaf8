import BarDiagnostics

/// What the client said it supports at `initialize`, as far as the server's answers depend on it.
struct ClientCapabilities {
    /// `textDocument.completion.completionItem.snippetSupport`.
    var snippets = false
    /// `textDocument.hover.contentFormat` lists `markdown`.
    var markdownHover = false
    /// `textDocument.publishDiagnostics.relatedInformation`.
    var relatedInformation = true
    /// `initializationOptions.ruleDocumentation`: where a finding's `codeDescription` links to (the rule id is
    /// appended as a fragment). Without it, lint findings carry no link.
    var ruleDocumentation: String?
    /// The workspace folder, for finding `.bar-lint` for documents that are not files.
    var rootPath: String?
    /// `workspace.didChangeWatchedFiles.dynamicRegistration`: the client watches files the server asks it to.
    var registersFileWatchers = false
}

extension LanguageServer {
    /// The server's name and version in `serverInfo`.
    public static let name = "bar lsp"

    /// `initialize`: negotiates the position encoding, records the client's capabilities and states the
    /// server's.
    func initialize(_ params: JSONValue) throws -> JSONValue {
        guard state == .uninitialized else { throw ResponseError(ErrorCode.invalidRequest, "'initialize' was already sent") }
        let capabilities = params["capabilities"] ?? .null
        encoding = PositionEncoding.negotiate(capabilities["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue))
        client.snippets = capabilities["textDocument"]?["completion"]?["completionItem"]?["snippetSupport"]?.boolValue ?? false
        client.markdownHover = capabilities["textDocument"]?["hover"]?["contentFormat"]?.arrayValue?.contains { $0.stringValue == "markdown" } ?? false
        client.relatedInformation = capabilities["textDocument"]?["publishDiagnostics"]?["relatedInformation"]?.boolValue ?? false
        client.ruleDocumentation = params["initializationOptions"]?["ruleDocumentation"]?.stringValue
        client.registersFileWatchers = capabilities["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue ?? false
        if let root = params["rootUri"]?.stringValue ?? params["workspaceFolders"]?.arrayValue?.first?["uri"]?.stringValue {
            client.rootPath = DocumentURI.path(of: root)
        } else if let root = params["rootPath"]?.stringValue {
            client.rootPath = root
        }
        analyses.rootPath = client.rootPath
        markRunning()
        return .object([
            ("capabilities", serverCapabilities()),
            ("serverInfo", .object([("name", .string(Self.name)), ("version", .string(version))])),
        ])
    }

    func serverCapabilities() -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("positionEncoding", .string(encoding.rawValue)),
            ("textDocumentSync", .object([
                ("openClose", .bool(true)),
                // 2 = Incremental: the client sends only what changed.
                ("change", .int(2)),
                ("save", .object([("includeText", .bool(false))])),
            ])),
        ]
        members += featureCapabilities()
        return .object(members)
    }
}
