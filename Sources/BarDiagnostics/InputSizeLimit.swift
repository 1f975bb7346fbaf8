/// The largest input `bar` reads, and what is said about a larger one.
///
/// Specs are small; anything this big is a mistake (a binary, a log), and refusing it keeps every later
/// stage's memory and time bounded (and every offset within `SourceRange`'s 32 bits). The command line refuses
/// such a file before reading it, and the language server, which is sent the text, refuses to analyse it:
/// here once, so both refuse the same sizes with the same `file-too-large` words.
public enum InputSizeLimit {
    /// 16 MiB.
    public static let bytes = 16 * 1024 * 1024

    /// The `file-too-large` message.
    public static var message: String { "file is too large; the limit is \(bytes / (1024 * 1024)) MiB" }
}
