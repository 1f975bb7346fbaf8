/// The last component of a path and the path without it, on the text alone (nothing is looked up on disk),
/// as `NSString`'s `lastPathComponent` and `deletingLastPathComponent` give them for the paths bar handles —
/// without the part of Foundation that loads ICU at start-up (docs/performance.md). Repeated and trailing
/// slashes are ignored; a path with no slash has no folder (`""`), where `NSString` traps.
enum PathComponents {
    /// `/a/b/c.bar` → `c.bar`; `a/b/` → `b`; `/` → `/`.
    static func last(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        if trimmed.isEmpty { return path == "/" ? "/" : "" }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `/a/b/c.bar` → `/a/b`; `/a` → `/`; `a` → ``; `a//b/` → `a`.
    static func deletingLast(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        if trimmed.isEmpty { return path == "/" ? "/" : "" }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = trimmingTrailingSlashes(trimmed[..<slash])
        return folder.isEmpty ? "/" : String(folder)
    }

    private static func trimmingTrailingSlashes(_ text: Substring) -> Substring {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)] == "/" { end = text.index(before: end) }
        return text[..<end]
    }

    private static func trimmingTrailingSlashes(_ text: String) -> Substring {
        trimmingTrailingSlashes(Substring(text))
    }
}
