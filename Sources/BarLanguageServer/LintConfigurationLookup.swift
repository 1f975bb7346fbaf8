import BarDiagnostics
import BarLint
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the `.bar-lint` that applies to a document the way `bar lint` does: the nearest one in the
/// document's folder or above it; for a document that is not a file, the workspace folder's.
struct LintConfigurationLookup {
    struct Found {
        var configuration: LintConfiguration
        var problems: [String]
        /// The configuration's `exclude` globs name this document, so lint skips it.
        var excludesDocument: Bool
        /// Which file, with which text, the configuration was read from.
        var file: File
    }

    /// A `.bar-lint` as read: two reads of one file are the same configuration exactly when its text is.
    struct File: Hashable {
        var path: String
        var text: [UInt8]
    }

    private struct Loaded {
        var configuration: LintConfiguration
        var directory: String
        var problems: [String]
        var file: File
    }

    /// Folder → the configuration found from it (nil: none up to the root).
    private var cache: [String: Loaded?] = [:]

    mutating func nearest(from folder: String, documentPath: String?) -> Found? {
        guard let loaded = load(from: folder) else { return nil }
        var excluded = false
        if let documentPath {
            let prefix = loaded.directory == "/" ? "/" : loaded.directory + "/"
            if documentPath.hasPrefix(prefix) {
                excluded = loaded.configuration.excludes(relativePath: String(documentPath.dropFirst(prefix.count)))
            }
        }
        return Found(configuration: loaded.configuration, problems: loaded.problems, excludesDocument: excluded, file: loaded.file)
    }

    /// Forgets every `.bar-lint` read so far and reads again the ones that applied to the folders looked at,
    /// and says whether any of those folders now has other settings: one edited, added or removed. Findings
    /// computed under the old settings are stale exactly then.
    mutating func reread() -> Bool {
        var fresh = LintConfigurationLookup()
        var changed = false
        for (folder, before) in cache where fresh.load(from: folder)?.file != before?.file {
            changed = true
        }
        self = fresh
        return changed
    }

    private mutating func load(from start: String) -> Loaded? {
        var visited: [String] = []
        var folder: String? = start
        var found: Loaded?
        while let current = folder {
            if let cached = cache[current] {
                found = cached
                break
            }
            visited.append(current)
            let candidate = current == "/" ? "/" + LintConfiguration.fileName : current + "/" + LintConfiguration.fileName
            if Self.isFile(candidate) {
                if let data = FileManager.default.contents(atPath: candidate) {
                    let source = SourceFile(path: candidate, bytes: Array(data))
                    let (configuration, diagnostics) = LintConfiguration.parse(source, knownRules: RuleRegistry.ids)
                    let problems = diagnostics.map { diagnostic in
                        let location = source.location(of: diagnostic.range.start)
                        return "\(candidate):\(location.line):\(location.column): \(diagnostic.severity.label): \(diagnostic.message)"
                    }
                    found = Loaded(configuration: configuration, directory: current, problems: problems, file: File(path: candidate, text: Array(data)))
                }
                break
            }
            folder = current == "/" ? nil : Self.parent(of: current)
        }
        for folder in visited { cache[folder] = .some(found) }
        return found
    }

    /// Whether a regular file is at `path` (symbolic links followed): a `.bar-lint` that is a named pipe, read,
    /// would hold the server until something wrote to it.
    static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// `/a/b/c.bar` → `/a/b`; `/a` → `/`.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let head = String(path[..<slash])
        return head.isEmpty ? "/" : head
    }
}
