import BarDiagnostics

extension LanguageServer {
    /// The features the server answers, as `ServerCapabilities` members (besides sync and encoding).
    func featureCapabilities() -> [(String, JSONValue)] {
        [
            ("inlayHintProvider", .bool(true)),
            ("hoverProvider", .bool(true)),
            ("completionProvider", .object([("triggerCharacters", .array([.string(":")]))])),
            ("definitionProvider", .bool(true)),
            ("referencesProvider", .bool(true)),
            ("renameProvider", .object([("prepareProvider", .bool(true))])),
            ("documentSymbolProvider", .bool(true)),
            ("foldingRangeProvider", .bool(true)),
            ("documentFormattingProvider", .bool(true)),
            ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
            ("semanticTokensProvider", .object([
                ("legend", .object([
                    ("tokenTypes", .array(Self.semanticTokenTypes.map(JSONValue.string))),
                    ("tokenModifiers", .array(Self.semanticTokenModifiers.map(JSONValue.string))),
                ])),
                ("full", .bool(true)),
            ])),
        ]
    }
}
