import BarCommandLine
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A `WriteSystem` that makes one step of a write fail with a chosen `errno`, and reports chosen processes as
/// gone; everything else is the real system.
struct FaultyWriteSystem: WriteSystem {
    enum Step: String, CaseIterable, Sendable {
        case create, write, changePermissions, synchronize, close, rename
        /// Opening a device or a named pipe to write in place.
        case openExisting
    }

    var failing: Step?
    var errorNumber: Int32 = EIO
    var goneProcesses: Set<Int32> = []
    /// Where the folders whose names were read are noted, when given.
    var listings: ListingCounter?
    /// Where each rename (`rename <folder>`) and folder sync (`sync <folder>`) is noted in order, when given.
    var journal: ListingCounter?
    let real = POSIXWriteSystem()

    func createExclusively(_ path: String, mode: UInt32) -> Result<Int32, WriteFailure> {
        failing == .create ? .failure(WriteFailure(errorNumber)) : real.createExclusively(path, mode: mode)
    }
    func openExisting(_ path: String) -> Result<Int32, WriteFailure> {
        failing == .openExisting ? .failure(WriteFailure(errorNumber)) : real.openExisting(path)
    }
    func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> WriteFailure? {
        if failing == .write {
            // A full disk fails part-way: half the bytes reach the temporary file first.
            _ = real.writeAll(Array(bytes.prefix(bytes.count / 2)), to: descriptor)
            return WriteFailure(errorNumber)
        }
        return real.writeAll(bytes, to: descriptor)
    }
    func changeOwner(of descriptor: Int32, owner: UInt32, group: UInt32) -> WriteFailure? {
        real.changeOwner(of: descriptor, owner: owner, group: group)
    }
    func changePermissions(of descriptor: Int32, to permissions: UInt32) -> WriteFailure? {
        failing == .changePermissions ? WriteFailure(errorNumber) : real.changePermissions(of: descriptor, to: permissions)
    }
    func synchronize(_ descriptor: Int32) -> WriteFailure? {
        failing == .synchronize ? WriteFailure(errorNumber) : real.synchronize(descriptor)
    }
    func close(_ descriptor: Int32) -> WriteFailure? {
        let result = real.close(descriptor)
        return failing == .close ? WriteFailure(errorNumber) : result
    }
    func rename(_ from: String, to: String) -> WriteFailure? {
        if failing == .rename { return WriteFailure(errorNumber) }
        journal?.note("rename " + String(to[..<(to.lastIndex(of: "/") ?? to.startIndex)]))
        return real.rename(from, to: to)
    }
    func remove(_ path: String) -> WriteFailure? { real.remove(path) }
    func synchronizeDirectory(_ directory: String) {
        journal?.note("sync " + directory)
        real.synchronizeDirectory(directory)
    }
    func names(inDirectory directory: String) -> [String]? {
        listings?.note(directory)
        return real.names(inDirectory: directory)
    }
    func processIsRunning(_ processID: Int32) -> Bool {
        goneProcesses.contains(processID) ? false : real.processIsRunning(processID)
    }
    var currentProcessID: Int32 { real.currentProcessID }
}

/// The folders a `WriteSystem` was asked to list, in order, from any thread.
final class ListingCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var noted: [String] = []

    func note(_ folder: String) { lock.withLock { noted.append(folder) } }
    var folders: [String] { lock.withLock { noted } }
}

/// Writes that meet a failing disk or a kill: the file is wholly old or wholly new, the error is clear and
/// exits 74, and nothing is left behind that a later run does not clean up.
@Suite("Frame: writes that survive faults")
struct WriteFaultTests {
    func contents(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    func names(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test(arguments: [
        (FaultyWriteSystem.Step.create, EROFS), (.write, ENOSPC), (.changePermissions, EPERM),
        (.synchronize, EIO), (.close, EIO), (.rename, EACCES),
    ])
    func aFailingStepLeavesTheOriginalAndNothingElse(step: FaultyWriteSystem.Step, errorNumber: Int32) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path + "/spec.bar"
        try folder.write("spec.bar", "old\n")
        let system = FaultyWriteSystem(failing: step, errorNumber: errorNumber)

        #expect(throws: FileError.unwritableFile(path, errorNumber: errorNumber)) {
            try AtomicFileWriter.write(Array("new contents\n".utf8), to: path, using: system)
        }
        #expect(try contents(path) == "old\n")
        #expect(try names(folder.path) == ["spec.bar"], "the temporary file is removed after \(step)")
        #expect(FileError.unwritableFile(path, errorNumber: errorNumber).exitCode == 74)
    }

    @Test func theErrorSaysWhatAndExits74() {
        let error = FileError.unwritableFile("Specs/a.bar", errorNumber: ENOSPC)
        #expect(error.description == "Specs/a.bar: error: cannot write file: No space left on device [unwritable-output]")
        #expect(error.exitCode == ExitCode.ioError)
        #expect(ExitCode.ioError == 74)
    }

    /// The temporary files of the file about to be written whose process is gone are removed first; those of
    /// running processes, of other files (a writer this process cannot see may still be at them) and files
    /// named otherwise stay.
    @Test func abandonedTemporaryFilesOfGoneProcessesAreRemovedByTheNextWrite() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("spec.bar", "old\n")
        let gone: Int32 = 4_000_001
        let running = getpid()
        try folder.write(".spec.bar.bar-write.\(gone).k3x9", "half a fi")
        try folder.write(".spec.bar.bar-write.\(gone).0", "another half")
        try folder.write(".spec.bar.bar-write.\(running).a1", "another writer in this process")
        try folder.write(".other.bar.bar-write.\(gone).z", "belongs to another file")
        try folder.write(".spec.bar.tmp-notours", "not named by bar-write")
        try folder.write(".spec.bar.bar-write.\(gone)", "no random part: not one of ours")
        try folder.write(".spec.bar.bar-write.\(gone).K3X9", "a random part we never write")
        try folder.write(".spec.bar.bar-write.0\(gone).k3", "a process id we never write")
        try folder.write(".spec.bar.bar-write.+\(gone).k3", "a process id we never write")
        try folder.write("spec.bar.bar-write.\(gone).k3", "not hidden: not one of ours")

        let system = FaultyWriteSystem(goneProcesses: [gone])
        try AtomicFileWriter.write(Array("new\n".utf8), to: folder.path + "/spec.bar", using: system)

        #expect(try contents(folder.path + "/spec.bar") == "new\n")
        #expect(try names(folder.path) == [
            ".other.bar.bar-write.\(gone).z", ".spec.bar.bar-write.\(gone)", ".spec.bar.bar-write.\(gone).K3X9",
            ".spec.bar.bar-write.+\(gone).k3", ".spec.bar.bar-write.0\(gone).k3", ".spec.bar.bar-write.\(running).a1",
            ".spec.bar.tmp-notours", "spec.bar", "spec.bar.bar-write.\(gone).k3",
        ].sorted())
    }

    /// A file whose name has dots, starts with one or spells the marker itself has its temporary files told
    /// apart from those of other files.
    @Test func temporaryFilesAreToldApartByTheFileTheyWrite() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let gone: Int32 = 4_000_001
        let targets = ["a.b.c.bar", ".hidden.bar", "odd.bar-write.7.x", "a"]
        for target in targets {
            try folder.write(target, "old\n")
            try folder.write(".\(target).bar-write.\(gone).q9", "killed")
        }
        let system = FaultyWriteSystem(goneProcesses: [gone])
        let sweeper = TemporaryFileSweeper()
        for (index, target) in targets.enumerated() {
            try AtomicFileWriter.write(Array("new\n".utf8), to: folder.path + "/" + target, using: system, sweeper: sweeper)
            let left = targets.dropFirst(index + 1).map { ".\($0).bar-write.\(gone).q9" }
            #expect(try names(folder.path) == (targets + left).sorted(), "after writing \(target)")
        }
    }

    /// One command writing many files into a folder reads the folder's names once, not once a file (which grew
    /// with the square of the files); the next command reads it again.
    @Test func aCommandListsEachFolderOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.makeDirectory("more")
        let listings = ListingCounter()
        let gone: Int32 = 4_000_001
        try folder.write(".s7.bar.bar-write.\(gone).x1", "killed")
        try folder.write("more/.s7.bar.bar-write.\(gone).x1", "killed")
        let system = FaultyWriteSystem(goneProcesses: [gone], listings: listings)
        var context = CommandContext.testing(cwd: folder.path)
        context.writeSystem = system

        for index in 0..<20 {
            try context.writeFile(Array("screen \(index)\n".utf8), to: folder.path + "/s\(index).bar")
            try context.writeFile(Array("screen \(index)\n".utf8), to: folder.path + "/more/s\(index).bar")
        }
        #expect(listings.folders == [folder.path, folder.path + "/more"])
        #expect(try !names(folder.path).contains { $0.contains("bar-write") })
        #expect(try !names(folder.path + "/more").contains { $0.contains("bar-write") })

        // A write killed after the listing is cleaned up by the next command, not by this one again.
        try folder.write(".s0.bar.bar-write.\(gone).x1", "killed")
        try context.writeFile(Array("again\n".utf8), to: folder.path + "/s0.bar")
        #expect(try names(folder.path).contains(".s0.bar.bar-write.\(gone).x1"))
        var next = CommandContext.testing(cwd: folder.path)
        next.writeSystem = system
        try next.writeFile(Array("again\n".utf8), to: folder.path + "/s0.bar")
        #expect(try !names(folder.path).contains(".s0.bar.bar-write.\(gone).x1"))
        #expect(listings.folders == [folder.path, folder.path + "/more", folder.path])
    }

    /// A command's renames are made durable once per folder, after the last file renamed into it and before the
    /// command returns: syncing the folder after every file doubled the syncs of `bar import --output` (2,768
    /// for 1,384 files). A write outside a command (no pending syncs given) still syncs its folder itself.
    @Test func aCommandSyncsEachFolderOnceAfterItsLastRename() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.makeDirectory("more")
        let unformatted = "screen s {   stack { title: \"S\" } }\n"
        for name in ["a.bar", "b.bar", "more/c.bar", "more/d.bar"] { try folder.write(name, unformatted) }
        let journal = ListingCounter()
        var context = CommandContext.testing(cwd: folder.path)
        context.writeSystem = FaultyWriteSystem(journal: journal)
        #expect(Bar.main(["fmt", "--write", "."], context: context) == 0, "\(context.capturedError)")
        let (top, more) = (folder.path + "/.", folder.path + "/./more")
        let events = journal.folders
        #expect(events.filter { $0.hasPrefix("rename ") }.count == 4, "\(events)")
        #expect(events.filter { $0.hasPrefix("sync ") }.sorted() == ["sync " + top, "sync " + more].sorted(), "\(events)")
        for dir in [top, more] {
            let lastRename = try #require(events.lastIndex(of: "rename " + dir), "\(events)")
            #expect(events.firstIndex(of: "sync " + dir).map { $0 > lastRename } == true, "\(events)")
        }
        #expect(context.pendingFolderSyncs.pending.isEmpty)

        let alone = ListingCounter()
        try AtomicFileWriter.write(Array(unformatted.utf8), to: folder.path + "/a.bar", using: FaultyWriteSystem(journal: alone))
        #expect(alone.folders == ["rename " + folder.path, "sync " + folder.path])
    }

    /// Writes from several threads into one folder list it once and each remove their own file's leftovers.
    @Test func writesFromSeveralThreadsListTheFolderOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let gone: Int32 = 4_000_001
        for index in 0..<64 { try folder.write(".s\(index).bar.bar-write.\(gone).x1", "killed") }
        let listings = ListingCounter()
        let system = FaultyWriteSystem(goneProcesses: [gone], listings: listings)
        var writing = CommandContext.testing(cwd: folder.path)
        writing.writeSystem = system
        let context = writing
        let path = folder.path
        let failures = ListingCounter()
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            do { try context.writeFile(Array("screen \(index)\n".utf8), to: path + "/s\(index).bar") } catch { failures.note("\(error)") }
        }
        #expect(failures.folders.isEmpty)
        #expect(listings.folders == [path])
        #expect(try names(path) == (0..<64).map { "s\($0).bar" }.sorted())
    }

    @Test func theRealSystemKnowsAFinishedProcessIsGone() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        #expect(!POSIXWriteSystem().processIsRunning(process.processIdentifier))
        #expect(POSIXWriteSystem().processIsRunning(getpid()))
    }

    // MARK: Killed mid-write

    /// The `bar` executable built beside the test bundle (`swift build` or `swift test` builds it).
    static var barExecutable: String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundle.appendingPathComponent("bar").path
    }

    /// A command that rewrites files, as the kill test runs it: the files a folder starts with (path inside the
    /// folder → text) and the arguments, run in that folder.
    struct Rewriting {
        var arguments: [String]
        var files: [String: String]
    }

    /// The four commands that write files users keep: `fmt --write`, `lint --fix`, `generate --output` and
    /// `import --output`.
    enum WritingCommand: String, CaseIterable, Sendable {
        case fmt, lintFix, generate, importOutput
    }

    /// Every spec of Specs/ (already canonical; CI checks it) indented twice as deep, so `bar fmt --write`
    /// rewrites every one of them.
    static func messySpecs() throws -> [String: String] {
        var files: [String: String] = [:]
        for (index, path) in RepositoryFiles.files(under: "Specs", endingIn: ".bar").enumerated() {
            let canonical = try RepositoryFiles.text(path)
            files["specs/spec\(index).bar"] = canonical.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in String(repeating: " ", count: line.prefix { $0 == " " }.count) + line }
                .joined(separator: "\n")
        }
        return files
    }

    /// The messy specs, leaving out any that declares a screen id an earlier one declares (two specs of Specs/
    /// show the same sample screen, and `generate` refuses to write two screens to one file).
    static func specsWithDistinctScreens() throws -> [String: String] {
        var seen: Set<Substring> = []
        return try messySpecs().sorted { $0.key < $1.key }.reduce(into: [:]) { kept, spec in
            let screens = spec.value.split(separator: "\n").compactMap { line -> Substring? in
                let words = line.split(separator: " ")
                return words.count >= 2 && words[0] == "screen" ? words[1] : nil
            }
            guard seen.isDisjoint(with: screens) else { return }
            seen.formUnion(screens)
            kept[spec.key] = spec.value
        }
    }

    /// Every spec of Specs/, with each `sdk: 27.1` lowered to 26.4, so `bar lint --fix` (rule old-sdk) rewrites it.
    static func specsOnAnOldSDK() throws -> [String: String] {
        var files: [String: String] = [:]
        for (index, path) in RepositoryFiles.files(under: "Specs", endingIn: ".bar").enumerated() {
            files["specs/spec\(index).bar"] = try RepositoryFiles.text(path).replacingOccurrences(of: "sdk: 27.1", with: "sdk: 26.4")
        }
        return files
    }

    /// What `arguments` leave in a folder that starts with `files`, run to the end.
    static func outcome(of arguments: [String], from files: [String: String]) throws -> [String: String] {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for (path, text) in files { try folder.write(path, text) }
        try runBar(arguments, in: folder.path, killAfter: nil)
        return try snapshot(folder.path)
    }

    /// Generated files a later run must replace: what the command wrote, with a line added at the end (the
    /// generated-file header stays first, so the command may overwrite them).
    static func staleOutputs(of arguments: [String], from files: [String: String]) throws -> [String: String] {
        var outputs = try outcome(of: arguments, from: files).filter { files[$0.key] == nil }
        for path in outputs.keys { outputs[path]! += "// stale\n" }
        return outputs
    }

    static func rewriting(_ command: WritingCommand) throws -> Rewriting {
        switch command {
        case .fmt:
            return Rewriting(arguments: ["fmt", "--write", "specs"], files: try messySpecs())
        case .lintFix:
            return Rewriting(arguments: ["lint", "--fix", "specs"], files: try specsOnAnOldSDK())
        case .generate:
            let specs = try specsWithDistinctScreens()
            let arguments = ["generate", "swiftui", "--output", "out"] + specs.keys.sorted()
            var files = specs
            try files.merge(staleOutputs(of: arguments, from: specs)) { old, _ in old }
            return Rewriting(arguments: arguments, files: files)
        case .importOutput:
            let specs = try specsWithDistinctScreens()
            let swift = try outcome(of: ["generate", "swiftui", "--output", "swift"] + specs.keys.sorted(), from: specs)
                .filter { $0.key.hasPrefix("swift/") }
            let arguments = ["import", "auto", "--output", "imported", "swift"]
            var files = swift
            try files.merge(staleOutputs(of: arguments, from: swift)) { old, _ in old }
            return Rewriting(arguments: arguments, files: files)
        }
    }

    /// Runs the `bar` built beside the tests in `folder`, and kills it after `microseconds` when given. The
    /// `--output` folder is made first (generate writes only into a folder that exists).
    @discardableResult
    static func runBar(_ arguments: [String], in folder: String, killAfter microseconds: UInt32?, signal: Int32 = SIGKILL) throws -> Process {
        if let index = arguments.firstIndex(of: "--output") {
            try FileManager.default.createDirectory(atPath: folder + "/" + arguments[index + 1], withIntermediateDirectories: true)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: barExecutable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        // A child starts with the signals its spawning thread blocks blocked; the test runner's threads block some
        // (a signal sent to bar then waited until it exited on its own). Spawned with none blocked, as from a shell.
        var unblocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&unblocked)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblocked, number) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
        if let microseconds {
            usleep(microseconds)
            kill(process.processIdentifier, signal)
        }
        process.waitUntilExit()
        return process
    }

    /// Every file under `folder` (hidden ones too), by its path inside the folder.
    static func snapshot(_ folder: String) throws -> [String: String] {
        var files: [String: String] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return files }
        while let path = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path)), as: UTF8.self)
            }
        }
        return files
    }

    /// Whole runs, to know how long a run takes here (each file is flushed to disk, so it is far longer than the
    /// CPU time) and what it leaves: interruptions are then spread evenly over that time. The fastest of three is
    /// taken: one run slowed by the machine (a cold cache, a busy neighbour) stretched every kill past the end of
    /// the runs it was meant to interrupt, and the test failed now and then for `generate` and `import --output`
    /// with no fault in them.
    static func wholeRun(_ rewriting: Rewriting) throws -> (seconds: Double, finished: [String: String]) {
        var fastest = Double.infinity
        var finished: [String: String] = [:]
        for _ in 0..<3 {
            let timing = try TemporaryDirectory()
            defer { timing.remove() }
            for (path, text) in rewriting.files { try timing.write(path, text) }
            let start = Date()
            try runBar(rewriting.arguments, in: timing.path, killAfter: nil)
            fastest = min(fastest, Date().timeIntervalSince(start))
            finished = try snapshot(timing.path)
        }
        return (max(fastest, 0.01), finished)
    }

    /// Killed at evenly spread moments of a run, every file the command writes is wholly old or wholly new, none
    /// is lost, and the next run finishes the job and leaves exactly what an uninterrupted run leaves — no
    /// temporary file behind.
    @Test(arguments: WritingCommand.allCases)
    func killedAtAnyPointEveryFileIsWhole(command: WritingCommand) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.barExecutable), "build bar first: swift build")
        let rewriting = try Self.rewriting(command)

        let (wholeRun, finished) = try Self.wholeRun(rewriting)
        let rewritten = finished.filter { rewriting.files[$0.key] != $0.value }
        try #require(rewritten.count >= 3, "\(command): a run must rewrite files for the kills to mean anything")

        let rounds = 12
        for round in 0..<rounds {
            let folder = try TemporaryDirectory()
            defer { folder.remove() }
            for (path, text) in rewriting.files { try folder.write(path, text) }

            try Self.runBar(rewriting.arguments, in: folder.path, killAfter: UInt32(wholeRun * 1_000_000 * Double(round) / Double(rounds)))
            let killed = try Self.snapshot(folder.path)
            for (path, text) in killed where !(path.split(separator: "/").last ?? "").hasPrefix(".") {
                #expect(text == rewriting.files[path] || text == finished[path], "\(command) round \(round): \(path) is torn")
            }
            for path in rewriting.files.keys {
                #expect(killed[path] != nil, "\(command) round \(round): \(path) is gone")
            }

            // The next run finishes the job and cleans up whatever the killed one left.
            try Self.runBar(rewriting.arguments, in: folder.path, killAfter: nil)
            let after = try Self.snapshot(folder.path)
            #expect(after.keys.sorted() == finished.keys.sorted(), "\(command) round \(round): files left behind or missing")
            #expect(after == finished, "\(command) round \(round): a file differs from an uninterrupted run")
        }
    }

    /// Interrupted by a signal it can catch (Ctrl-C's SIGINT, `kill`'s SIGTERM, a closed terminal's SIGHUP) at
    /// evenly spread moments, a command leaves no temporary file at all — not even for the next run to sweep —
    /// every file is whole, and the process still ends by that signal.
    @Test(arguments: WritingCommand.allCases)
    func interruptedAtAnyPointNothingIsLeftBehind(command: WritingCommand) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.barExecutable), "build bar first: swift build")
        let rewriting = try Self.rewriting(command)
        let (wholeRun, finished) = try Self.wholeRun(rewriting)

        let rounds = 9
        var interrupted = 0
        for round in 0..<rounds {
            let signal = [SIGINT, SIGTERM, SIGHUP][round % 3]
            let folder = try TemporaryDirectory()
            defer { folder.remove() }
            for (path, text) in rewriting.files { try folder.write(path, text) }
            let process = try Self.runBar(
                rewriting.arguments, in: folder.path, killAfter: UInt32(wholeRun * 1_000_000 * Double(round + 1) / Double(rounds + 2)), signal: signal)
            let left = try Self.snapshot(folder.path)
            let temporary = left.keys.filter { $0.contains(".bar-write.") }
            #expect(temporary.isEmpty, "\(command) round \(round), signal \(signal): left \(temporary)")
            for (path, text) in left {
                #expect(text == rewriting.files[path] || text == finished[path], "\(command) round \(round): \(path) is torn")
            }
            if process.terminationReason == .uncaughtSignal {
                #expect(process.terminationStatus == signal, "\(command) round \(round): ended by \(process.terminationStatus)")
                interrupted += 1
            }
        }
        // Most rounds stop the command mid-run (a round may come after it has finished).
        #expect(interrupted >= rounds / 2, "\(command): only \(interrupted) of \(rounds) runs were interrupted")
    }

    /// A write that fails (the disk is full) in any of the four commands: exit 74, the error names the file,
    /// and the file the command would have replaced is untouched with nothing beside it.
    @Test(arguments: WritingCommand.allCases)
    func aFailedWriteExits74AndKeepsTheFile(command: WritingCommand) throws {
        let rewriting = try Self.rewriting(command)
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for (path, text) in rewriting.files { try folder.write(path, text) }
        let arguments = rewriting.arguments
        if let index = arguments.firstIndex(of: "--output") { try folder.makeDirectory(arguments[index + 1]) }
        var context = CommandContext.testing(cwd: folder.path)
        context.writeSystem = FaultyWriteSystem(failing: .write, errorNumber: ENOSPC)

        let status = Bar.main(arguments, context: context)

        #expect(status == 74, "\(command): \(context.capturedError)")
        #expect(context.capturedError.contains("error: cannot write file: No space left on device [unwritable-output]"))
        // The file is named as it was given (relative), not by the absolute path written to.
        #expect(!context.capturedError.contains(folder.path), "\(command): \(context.capturedError)")
        #expect(try Self.snapshot(folder.path) == rewriting.files, "\(command): a file changed or was left behind")
    }
}
