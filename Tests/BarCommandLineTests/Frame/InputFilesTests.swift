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
        try folder.write("exact.bar", "")
        let exact = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path + "/exact.bar"))
        try exact.truncate(atOffset: UInt64(InputFiles.maximumFileSize))
        try exact.close()

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
