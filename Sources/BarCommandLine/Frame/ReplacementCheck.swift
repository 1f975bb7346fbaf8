/// Whether a command may replace a file that is already where it writes its own output (a picture, a page, a
/// baseline), so that a file someone wrote, named by mistake or saved under the same name, is never lost.
///
/// It may when nothing or an empty file is there, when the file is a device or named pipe (written into, as a
/// shell's `>` would), or when the command recognizes the file as its own output from its first bytes. Anything
/// else is refused, and the command says so and leaves the file as it is.
enum ReplacementCheck {
    enum Verdict: Equatable {
        case mayReplace
        /// The file is not the command's output.
        case foreign
        /// The file could not be read to tell: why, in words.
        case unreadable(String)
    }

    /// The verdict for the file at `resolvedPath`, reading at most `limit` of its first bytes for `isOwnOutput`;
    /// with `wholeFile`, a file longer than `limit` cannot be told (it is not read in part).
    static func verdict(for resolvedPath: String, reading limit: Int, wholeFile: Bool = false, isOwnOutput: ([UInt8]) -> Bool) -> Verdict {
        guard case .success(let status) = FileSystem.status(resolvedPath), status.isRegularFile, status.size > 0 else { return .mayReplace }
        if wholeFile && status.size > limit { return .unreadable("it is larger than the \(limit / (1 << 20)) MiB bar reads") }
        switch FileSystem.readPrefix(resolvedPath, count: min(limit, status.size)) {
        case .success(let bytes): return isOwnOutput(bytes) ? .mayReplace : .foreign
        case .failure(let error): return .unreadable(FileSystem.describe(error.code))
        }
    }
}
