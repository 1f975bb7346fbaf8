import BarDiagnostics

/// Removes the temporary files that writers killed mid-write left behind (`AtomicFileWriter`), once per folder
/// for all the writes of one command.
///
/// Finding them means reading every name in the folder. Done before each write, a command that writes many
/// files into one folder read the folder again for every file, a number of names growing with the square of
/// the files: `bar import` of 5,536 Swift files into one folder took 11.3 s, 7.8 s of it in the kernel listing
/// the folder (docs/performance.md, "2026-12-03, third session"). A command's context keeps one sweeper
/// (`CommandContext.writeFile`), so its writes read each folder once.
///
/// A sweep removes the temporary files of every file in the folder, not only of the one about to be written,
/// as long as the process that made them is no longer running: a run killed while writing several files
/// leaves nothing that the next command writing into that folder does not clean up.
public final class TemporaryFileSweeper: @unchecked Sendable {
    /// Guards `swept`: a command may write from several threads.
    private let lock = Lock()
    /// The folders swept so far, as the writes named them.
    private var swept: Set<String> = []

    public init() {}

    /// Sweeps `directory` through `system`, unless this sweeper already has.
    ///
    /// Two threads writing into the same folder need not wait for each other's sweep: a sweep removes only
    /// files of processes that are gone (this one is running), never a write in progress.
    func sweep(_ directory: String, using system: some WriteSystem) {
        guard lock.withLock({ swept.insert(directory).inserted }) else { return }
        guard let names = system.names(inDirectory: directory) else { return }
        for name in names {
            guard let processID = Self.writingProcess(ofTemporaryFile: name) else { continue }
            if !system.processIsRunning(processID) {
                _ = system.remove(directory + "/" + name)
            }
        }
    }

    /// The process that made `name`, if it is the name of an `AtomicFileWriter` temporary file:
    /// `.<file name>.bar-write.<process id>.<random, base 36>`.
    static func writingProcess(ofTemporaryFile name: String) -> Int32? {
        guard name.hasPrefix(".") else { return nil }
        let parts = name.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
        // At least one part of the file's name, then the marker, the process id and the random part.
        guard parts.count >= 4, parts[parts.count - 3] == AtomicFileWriter.temporaryMarker.dropFirst().dropLast() else { return nil }
        let random = parts[parts.count - 1]
        guard !random.isEmpty, random.utf8.allSatisfy({ Self.isBase36Digit($0) }) else { return nil }
        guard let processID = Int32(parts[parts.count - 2]), processID > 0 else { return nil }
        return processID
    }

    private static func isBase36Digit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
    }
}
