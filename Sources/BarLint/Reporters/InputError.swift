/// An input `bar lint` could not read (missing, not text, too large): a file-level error with no place in
/// the file, which reporters that write a document carry beside the findings (`ReportInput.inputErrors`).
public struct InputError: Sendable, Hashable {
    /// The path as the user gave it (or found it in a folder).
    public var path: String
    /// `unreadable-input`, `not-text`, `file-too-large`, …
    public var ruleID: String
    public var message: String

    public init(path: String, ruleID: String, message: String) {
        self.path = path
        self.ruleID = ruleID
        self.message = message
    }
}
