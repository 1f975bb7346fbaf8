import BarCommandLine
import BarDiagnostics
import Foundation
import Testing

@Suite("Frame: input files")
struct InputFilesTests {
    /// A tree with specs at several depths, names that sort differently per folder and per path, and
    /// entries that must be skipped.
    func makeTree() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        for path in [
            "specs/b.bar", "specs/a.bar", "specs/a/z.bar", "specs/a-c.bar", "specs/B.bar",
            "specs/sub/deeper/m.bar", "specs/.hidden/x.bar", "specs/.build-cli/y.bar", "specs/.dot.bar",
            "specs/notes.txt", "specs/.bar",
        ] {
            try folder.write(path, "// \(path)\n")
        }
        return folder
    }

    /// An empty path names no file, whoever hands it over (the parser refuses it on the command line): it named
    /// the working folder, whose specs were shown as `/name.bar`.
    @Test func anEmptyPathNamesNoFile() throws {
        let folder = try makeTree()
        defer { folder.remove() }
        let inputs = InputFiles(["", "specs/b.bar"], context: CommandContext.testing(cwd: folder.path + "/specs"))
        #expect(inputs.inputs.map(\.path) == ["''", "specs/b.bar"])
        guard case .failed(let error) = inputs.inputs.first?.source else {
            Issue.record("\(inputs.inputs)")
            return
        }
        #expect(error.description == "'': error: cannot read file: No such file or directory [unreadable-input]")
        #expect(error.exitCode == 66)
    }

    @Test func foldersAreSearchedInByteWisePathOrder() throws {
        let folder = try makeTree()
        defer { folder.remove() }
        let context = CommandContext.testing(cwd: folder.path)
        let inputs = InputFiles(["specs"], context: context)
        #expect(inputs.inputs.map(\.path) == [
            "specs/B.bar", "specs/a-c.bar", "specs/a.bar", "specs/a/z.bar", "specs/b.bar", "specs/sub/deeper/m.bar",
        ])
        #expect(inputs.inputs.first?.resolvedPath == folder.path + "/specs/B.bar")
        // Paths are shown as written: no doubled slash, and `.` kept.
        #expect(InputFiles(["specs/"], context: context).inputs.first?.path == "specs/B.bar")
        let fromInside = CommandContext.testing(cwd: folder.path + "/specs/sub")
        #expect(InputFiles(["."], context: fromInside).inputs.map(\.path) == ["./deeper/m.bar"])
        #expect(InputFiles([folder.path + "/specs/sub"], context: context).inputs.map(\.path) == [folder.path + "/specs/sub/deeper/m.bar"])
    }

    @Test func namedFilesAreTakenWhateverTheirExtensionAndReadOnce() throws {
        let folder = try makeTree()
        defer { folder.remove() }
        let context = CommandContext.testing(stdin: "stdin text", cwd: folder.path)
        let inputs = InputFiles(["specs/notes.txt", "specs/sub", "specs/sub/deeper/m.bar", "-", "./specs/notes.txt", "-"], context: context)
        #expect(inputs.inputs.map(\.path) == ["specs/notes.txt", "specs/sub/deeper/m.bar", "<stdin>"])
        var read: [String: String] = [:]
        let status = inputs.forEachFile { file in
            read[file.path] = String(decoding: file.bytes, as: UTF8.self)
            return ExitCode.success
        }
        #expect(status == 0)
        #expect(read == [
            "specs/notes.txt": "// specs/notes.txt\n",
            "specs/sub/deeper/m.bar": "// specs/sub/deeper/m.bar\n",
            "<stdin>": "stdin text",
        ])
    }

    @Test func missingFileIsReportedAndOthersStillProcessedThenExits66() throws {
        let folder = try makeTree()
        defer { folder.remove() }
        let context = CommandContext.testing(cwd: folder.path)
        let inputs = InputFiles(["specs/missing.bar", "specs/a.bar"], context: context)
        var processed: [String] = []
        let status = inputs.forEachFile { file in
            processed.append(file.path)
            return ExitCode.failure
        }
        #expect(processed == ["specs/a.bar"])
        #expect(status == ExitCode.noInput)
        #expect(context.capturedError == "specs/missing.bar: error: cannot read file: No such file or directory [unreadable-input]\n")

        guard case .failure(let error) = inputs.read(inputs.inputs[0]) else {
            Issue.record("a missing file was read")
            return
        }
        #expect(error.id == "unreadable-input")
        #expect(error.exitCode == 66)
    }

    @Test func folderWithoutSpecsIsAnError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("empty/readme.txt", "x")
        let context = CommandContext.testing(cwd: folder.path)
        let status = InputFiles(["empty"], context: context).forEachFile { _ in ExitCode.success }
        #expect(status == 66)
        #expect(context.capturedError == "empty: error: no .bar files in this directory [no-input-files]\n")
    }

    @Test func filesOver16MiBAreRefused() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("big.bar", "")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path + "/big.bar"))
        try handle.truncate(atOffset: UInt64(InputFiles.maximumFileSize + 1))
        try handle.close()
        // Spaces, not a sparse file of NUL bytes: those are refused as not text before the size matters.
        try Data(repeating: 0x20, count: InputFiles.maximumFileSize).write(to: URL(fileURLWithPath: folder.path + "/exact.bar"))

        let context = CommandContext.testing(cwd: folder.path)
        var sizes: [Int] = []
        let status = InputFiles(["big.bar", "exact.bar"], context: context).forEachFile { file in
            sizes.append(file.bytes.count)
            return ExitCode.success
        }
        #expect(status == ExitCode.failure)
        #expect(sizes == [InputFiles.maximumFileSize])
        #expect(context.capturedError == "big.bar: error: file is too large; the limit is 16 MiB [file-too-large]\n")

        let stdin = CommandContext.testing(stdin: [UInt8](repeating: 0x20, count: InputFiles.maximumFileSize + 1))
        #expect(InputFiles(["-"], context: stdin).forEachFile { _ in 0 } == 1)
        #expect(stdin.capturedError == "<stdin>: error: file is too large; the limit is 16 MiB [file-too-large]\n")
    }

    @Test func aFolderNamedAsAFileIsNotReadAsOne() throws {
        let folder = try makeTree()
        defer { folder.remove() }
        let context = CommandContext.testing(cwd: folder.path)
        let input = InputFiles.Input(path: "specs", source: .file(resolvedPath: folder.path + "/specs"))
        let result = InputFiles([], context: context).read(input)
        #expect(result.failure?.description == "specs: error: cannot read file: Is a directory [unreadable-input]")
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

@Suite("Frame: input files and links")
struct InputFilesLinkTests {
    @Test func linksToFilesAreReadAndLinksToFoldersAreNotFollowed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/real.bar", "real")
        try folder.write("other/far.bar", "far")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/specs/link.bar", withDestinationPath: "real.bar")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/specs/gone.bar", withDestinationPath: "missing.bar")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/specs/loop", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/specs/folder.bar", withDestinationPath: "../other")

        let context = CommandContext.testing(cwd: folder.path)
        let inputs = InputFiles(["specs"], context: context)
        // `link.bar` and `real.bar` are one file, read once under the name that sorts first.
        #expect(inputs.inputs.map(\.path) == ["specs/gone.bar", "specs/link.bar"])
        #expect(inputs.forEachFile { _ in 0 } == 66)
        #expect(context.capturedError == "specs/gone.bar: error: cannot read file: No such file or directory [unreadable-input]\n")
    }
}

extension InputFilesLinkTests {
    /// A name that is not UTF-8 cannot be held in a path, so it cannot be opened: said as such (exit 66), not
    /// as a missing file, and the other files are still read.
    @Test func aNameThatIsNotUTF8IsSaidToBe() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.bar", "screen a { stack { title: \"A\" } }\n")
        for name in [[0x76, 0xE9] + Array(".bar".utf8), [0x64, 0xFF]] as [[UInt8]] {
            let path = Array((folder.path + "/specs/").utf8) + name + [0]
            let made = path.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { name.last == 0xFF ? mkdir($0.baseAddress!, 0o755) : creat($0.baseAddress!, 0o644) }
            }
            #expect(made >= 0)
            if made > 0 { close(made) }
        }
        let context = CommandContext.testing(cwd: folder.path)
        let inputs = InputFiles(["specs"], context: context)
        #expect(inputs.inputs.map(\.path) == ["specs/a.bar", "specs/d\u{FFFD}", "specs/v\u{FFFD}.bar"])
        #expect(inputs.forEachFile { _ in 0 } == 66)
        #expect(context.capturedError == """
            specs/d\u{FFFD}: error: cannot read directory: its name is not valid UTF-8; rename it [unreadable-input]
            specs/v\u{FFFD}.bar: error: cannot read file: its name is not valid UTF-8; rename it [unreadable-input]

            """)
    }

    /// A named pipe waits for a writer when it is read, so a search takes regular files only: a folder holding
    /// `pipe.bar` (or a link to one) made `bar check` wait for ever. A pipe named on the command line is read,
    /// as `bar check <(…)` means it to be.
    @Test func aSearchPassesOverPipes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.bar", "screen a {}")
        #expect(mkfifo(folder.path + "/specs/pipe.bar", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/specs/to-pipe.bar", withDestinationPath: "pipe.bar")
        let context = CommandContext.testing(cwd: folder.path)
        #expect(InputFiles(["specs"], context: context).inputs.map(\.path) == ["specs/a.bar"])
        #expect(InputFiles(["specs/pipe.bar"], context: context).inputs.map(\.path) == ["specs/pipe.bar"])
    }

    /// A folder's files are known by the folder's canonical path joined with their names (one `realpath` per
    /// search, not per file): the same file reached through a linked folder, a `..` or its own name is read once.
    @Test func aFileReachedThroughALinkedFolderOrByNameIsReadOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/deep/a.bar", "a")
        try folder.write("specs/b.bar", "b")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/alias", withDestinationPath: "specs")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/specs/c.bar", withDestinationPath: "deep/a.bar")

        let context = CommandContext.testing(cwd: folder.path)
        let inputs = InputFiles(["alias", "specs/deep/../deep", "specs/b.bar", "specs/c.bar", folder.path + "/specs"], context: context)
        #expect(inputs.inputs.map(\.path) == ["alias/b.bar", "alias/c.bar"])
        // Nothing in common: every file is read.
        #expect(InputFiles(["specs/deep", "specs/b.bar"], context: context).inputs.map(\.path) == ["specs/deep/a.bar", "specs/b.bar"])
    }
}

/// Issue 18 (8): an input every command reads the same way gets the same answer from each of them.
@Suite("Frame: one answer for an empty or a binary input")
struct OneAnswerTests {
    static let commands: [[String]] = [["check"], ["lint"], ["solve"], ["solve", "--format", "json"], ["render", "--format", "html"]]

    /// The lines, on either stream, that say something about the input (its diagnostics; not the summary
    /// line of `check` and `lint`, a source excerpt, or the empty JSON report `solve --format json` keeps).
    func answer(_ run: CheckRun, naming file: String) -> [String] {
        (run.output + run.error).split(separator: "\n").map(String.init).filter { $0.hasPrefix(file + ":") }
    }

    @Test(arguments: ["", "// nothing here yet\n\n", "  \n"])
    func anEmptyFileIsOneErrorEverywhere(_ text: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("empty.bar", text)
        var answers: Set<[String]> = []
        for command in Self.commands {
            let run = CheckRun.bar(command + ["empty.bar"], cwd: folder.path)
            #expect(run.status == 1, "\(command)")
            #expect(!run.output.contains("\"screens\""), "\(command) printed \(run.output)")
            answers.insert(answer(run, naming: "empty.bar"))
        }
        #expect(answers.count == 1, "\(answers)")
        let lines = try #require(answers.first)
        #expect(lines.count == 1 && lines[0].contains("error: the file declares nothing") && lines[0].hasSuffix("[empty-spec]"), "\(lines)")
    }

    @Test func aBinaryFileIsSaidOnceEverywhere() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var state: UInt32 = 7
        for _ in 0..<3000 {
            state = state &* 1_664_525 &+ 1_013_904_223
            bytes.append(UInt8(truncatingIfNeeded: state >> 24))
        }
        try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/picture.bar"))
        for command in Self.commands + [["fmt", "--check"]] {
            let run = CheckRun.bar(command + ["picture.bar"], cwd: folder.path)
            #expect(run.status == 1, "\(command)")
            let lines = answer(run, naming: "picture.bar")
            #expect(lines.count == 1 && lines[0].hasPrefix("picture.bar: error: not a text spec: it looks like a PNG image (") && lines[0].hasSuffix("[not-text]"), "\(command): \(lines)")
        }
    }
}
