import BarDiagnostics

/// The folders a command has renamed files into and has yet to flush, each flushed once when the command
/// ends rather than after every file.
///
/// A replaced file is durable only once its folder is synced too (the rename is an entry of the folder). Synced
/// after each file, a command writing many files into a few folders synced each folder once per file, and a
/// folder's sync costs as much as the file's own: `bar import --output` of 1,384 files made 2,768 syncs, most of
/// its time. Each file is still synced before it is renamed, so a crash leaves it whole (old or new); the
/// folder syncs that make the renames last are made before the command returns (`Bar.main`), one per folder.
///
/// A command ended by a signal before it returns (Ctrl-C, `kill`, a reader that closed the pipe) skips them:
/// its files are still each whole, old or new, and the kernel writes the renames out on its own within seconds;
/// only a system crash in that time could bring back the old version of a file the interrupted command had
/// replaced. Syncing from the signal handler was left out for that: the command did not finish anyway.
public final class PendingFolderSyncs: @unchecked Sendable {
    /// Guards `folders`: a command may write from several threads.
    private let lock = Lock()
    /// In the order first noted, each once.
    private var folders: [String] = []
    private var noted: Set<String> = []

    public init() {}

    /// Notes that a file was renamed into `folder`.
    func note(_ folder: String) {
        lock.withLock {
            if noted.insert(folder).inserted { folders.append(folder) }
        }
    }

    /// The folders noted and not yet flushed, in the order first noted.
    public var pending: [String] { lock.withLock { folders } }

    /// Syncs every folder noted since the last flush through `system` (best effort, as a single write's own
    /// sync is: not every file system syncs a folder), and forgets them.
    public func flush(using system: some WriteSystem) {
        let due = lock.withLock { () -> [String] in
            defer {
                folders = []
                noted = []
            }
            return folders
        }
        for folder in due { system.synchronizeDirectory(folder) }
    }
}
