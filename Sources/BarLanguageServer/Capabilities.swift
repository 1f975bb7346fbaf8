import BarDiagnostics

extension LanguageServer {
    /// The features the server answers, as `ServerCapabilities` members (besides sync and encoding).
    func featureCapabilities() -> [(String, JSONValue)] {
        [
            ("inlayHintProvider", .bool(true)),
            ("hoverProvider", .bool(true)),
            ("completionProvider", .object([("triggerCharacters", .array([.string(":")]))])),
        ]
    }
}
