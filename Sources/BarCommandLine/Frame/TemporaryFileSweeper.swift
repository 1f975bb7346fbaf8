import BarDiagnostics

/// Removes the temporary files that writers killed mid-write left behind (`AtomicFileWriter`), reading each
/// folder once for all the writes of one command.
///
/// Finding them means reading every name in the folder. Done before each write, a command that writes many
/// files into one folder read the folder again for every file, a number of names growing with the square of
/// the files: `bar import` of 5,536 Swift files into one folder took 11.3–19.0 s, 7.8–13.1 s of it in the
/// kernel listing the folder (docs/performance.md, "2026-12-03, third session"). A command's context keeps one
/// sweeper (`CommandContext.writeFile`): the first write into a folder lists it and notes the temporary files
/// there by the file they were writing, and each write then removes the ones of its own file whose process is
/// no longer running, as the listing before every write did.
///
/// Only a file's own temporary files are removed before it is written: a writer this process cannot see (in
/// another container or on another host sharing the folder) may still be writing another file.
public final class TemporaryFileSweeper: @unchecked Sendable {
    /// A temporary file found by a listing, and the process that made it.
    private struct Found {
        var name: String
        var processID: Int32
    }

    /// Guards `folders`: a command may write from several threads.
    private let lock = Lock()
    /// For each folder listed so far (as the writes named it), the temporary files found there and not yet
    /// removed, by the name of the file they were writing.
    private var folders: [String: [String: [Found]]] = [:]

    public init() {}

    /// Removes the temporary files that `name` in `directory` was written through by processes that are no
    /// longer running, listing the folder through `system` unless this sweeper already has.
    ///
    /// A write in progress is never removed: its process is running (this one, or another).
    func sweep(_ name: String, in directory: String, using system: some WriteSystem) {
        let found = lock.withLock { () -> [Found] in
            if folders[directory] == nil { folders[directory] = Self.temporaryFiles(in: directory, using: system) }
            return folders[directory]?.removeValue(forKey: name) ?? []
        }
        for file in found where !system.processIsRunning(file.processID) {
            _ = system.remove(directory + "/" + file.name)
        }
    }

    /// The temporary files in `directory`, by the name of the file each was writing.
    private static func temporaryFiles(in directory: String, using system: some WriteSystem) -> [String: [Found]] {
        var files: [String: [Found]] = [:]
        for name in system.names(inDirectory: directory) ?? [] {
            if let parsed = parse(temporaryFile: name) { files[parsed.target, default: []].append(Found(name: name, processID: parsed.processID)) }
        }
        return files
    }

    /// The word between a temporary file's target and its process id.
    private static let marker = "bar-write"

    /// A fresh name for a temporary file that `processID` writes `name` through, in the same folder:
    /// `.<file name>.bar-write.<process id>.<random, base 36>` (what `parse(temporaryFile:)` reads back). Both
    /// writers, `AtomicFileWriter` and `NewFileWriter`, name theirs here.
    static func temporaryName(for name: String, processID: Int32) -> String {
        "." + name + "." + marker + "." + String(processID) + "." + String(UInt64.random(in: 0...UInt64.max), radix: 36)
    }

    /// The file a temporary file was writing and the process that made it, if `name` is spelled as
    /// `temporaryName(for:processID:)` spells one.
    static func parse(temporaryFile name: String) -> (target: String, processID: Int32)? {
        guard name.hasPrefix(".") else { return nil }
        let parts = name.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
        // At least one part of the file's name, then the marker, the process id and the random part.
        guard parts.count >= 4, parts[parts.count - 3] == marker else { return nil }
        let random = parts[parts.count - 1]
        guard !random.isEmpty, random.utf8.allSatisfy({ Self.isBase36Digit($0) }) else { return nil }
        // The process id as `String(_:)` writes it: digits only, no sign, no leading zero.
        let digits = parts[parts.count - 2]
        guard let first = digits.utf8.first, first != UInt8(ascii: "0"),
            digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let processID = Int32(digits)
        else { return nil }
        return (parts[..<(parts.count - 3)].joined(separator: "."), processID)
    }

    private static func isBase36Digit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
    }
}
