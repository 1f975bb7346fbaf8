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
    }

    var failing: Step?
    var errorNumber: Int32 = EIO
    var goneProcesses: Set<Int32> = []
    let real = POSIXWriteSystem()

    func createExclusively(_ path: String, mode: UInt32) -> Result<Int32, WriteFailure> {
        failing == .create ? .failure(WriteFailure(errorNumber)) : real.createExclusively(path, mode: mode)
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
        failing == .rename ? WriteFailure(errorNumber) : real.rename(from, to: to)
    }
    func remove(_ path: String) -> WriteFailure? { real.remove(path) }
    func synchronizeDirectory(_ directory: String) { real.synchronizeDirectory(directory) }
    func names(inDirectory directory: String) -> [String]? { real.names(inDirectory: directory) }
    func processIsRunning(_ processID: Int32) -> Bool {
        goneProcesses.contains(processID) ? false : real.processIsRunning(processID)
    }
    var currentProcessID: Int32 { real.currentProcessID }
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

    @Test func fmtWriteOnAFullDiskExits74AndKeepsTheFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let messy = "screen s {\n      title:   \"S\"\n  stack {\n title: \"S\"\n}\n}"
        try folder.write("a.bar", messy)
        var context = CommandContext.testing(cwd: folder.path)
        context.writeSystem = FaultyWriteSystem(failing: .write, errorNumber: ENOSPC)

        let status = Bar.main(["fmt", "--write", "a.bar"], context: context)

        #expect(status == 74)
        #expect(context.capturedError.contains("error: cannot write file: No space left on device [unwritable-output]"))
        #expect(try contents(folder.path + "/a.bar") == messy)
        #expect(try names(folder.path) == ["a.bar"])
    }

    @Test func abandonedTemporaryFilesOfGoneProcessesAreRemovedByTheNextWrite() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("spec.bar", "old\n")
        let gone: Int32 = 4_000_001
        let running = getpid()
        try folder.write(".spec.bar.bar-write.\(gone).k3x9", "half a fi")
        try folder.write(".spec.bar.bar-write.\(running).a1", "another writer in this process")
        try folder.write(".other.bar.bar-write.\(gone).z", "belongs to another file")
        try folder.write(".spec.bar.tmp-notours", "not named by bar-write")

        let system = FaultyWriteSystem(goneProcesses: [gone])
        try AtomicFileWriter.write(Array("new\n".utf8), to: folder.path + "/spec.bar", using: system)

        #expect(try contents(folder.path + "/spec.bar") == "new\n")
        #expect(try names(folder.path) == [
            ".other.bar.bar-write.\(gone).z", ".spec.bar.bar-write.\(running).a1", ".spec.bar.tmp-notours", "spec.bar",
        ])
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

    /// Every spec of Specs/ (already canonical; CI checks it) indented twice as deep, so `bar fmt --write`
    /// rewrites every one of them.
    static func specsToRewrite() throws -> [(name: String, old: String, new: String)] {
        try RepositoryFiles.files(under: "Specs", endingIn: ".bar").enumerated().map { index, path in
            let canonical = try RepositoryFiles.text(path)
            let messy = canonical.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in String(repeating: " ", count: line.prefix { $0 == " " }.count) + line }
                .joined(separator: "\n")
            return ("spec\(index).bar", messy, canonical)
        }
    }

    @Test func killedAtAnyPointEveryFileIsWhole() throws {
        let executable = Self.barExecutable
        try #require(FileManager.default.isExecutableFile(atPath: executable), "build bar first: swift build")
        let specs = try Self.specsToRewrite()
        try #require(specs.count >= 10)
        for spec in specs { try #require(spec.old != spec.new) }

        func run(in folder: String, killAfter microseconds: UInt32?) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["fmt", "--write", folder]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if let microseconds {
                usleep(microseconds)
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
        }

        // One whole run first, to know how long a run takes here (each file is flushed to disk, so it is far
        // longer than the CPU time); the kills are then spread evenly over that time.
        let timing = try TemporaryDirectory()
        defer { timing.remove() }
        for spec in specs { try timing.write(spec.name, spec.old) }
        let start = Date()
        try run(in: timing.path, killAfter: nil)
        let wholeRun = max(Date().timeIntervalSince(start), 0.01)
        for spec in specs { #expect(try contents(timing.path + "/" + spec.name) == spec.new) }

        let rounds = 16
        for round in 0..<rounds {
            let folder = try TemporaryDirectory()
            defer { folder.remove() }
            for spec in specs { try folder.write(spec.name, spec.old) }

            try run(in: folder.path, killAfter: UInt32(wholeRun * 1_000_000 * Double(round) / Double(rounds)))
            for spec in specs {
                let text = try contents(folder.path + "/" + spec.name)
                #expect(text == spec.old || text == spec.new, "round \(round): \(spec.name) is torn")
            }

            // The next run finishes the job and cleans up whatever the killed one left.
            try run(in: folder.path, killAfter: nil)
            #expect(try names(folder.path) == specs.map(\.name).sorted(), "round \(round): files left behind")
            for spec in specs {
                #expect(try contents(folder.path + "/" + spec.name) == spec.new, "round \(round): \(spec.name)")
            }
        }
    }
}
