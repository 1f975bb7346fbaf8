import BarCommandLine
import Foundation
import Testing

/// `bar fmt` end to end, in-process, on real files in a temporary folder.
@Suite("bar fmt")
struct FormatCommandTests {
    static let messy = "screen s {\n      title:   \"S\"\n  stack {\n title: \"S\"\n}\n}"
    static let canonical = "screen s {\n  title: \"S\"\n  stack { title: \"S\" }\n}\n"
    /// Parses, but names a device that does not exist: a semantic error.
    static let semanticError = "screen s {\n  device:   nowhere\n  stack { title: \"S\" }\n}\n"
    static let syntaxError = "screen s {\n  title: \"S\"\n"

    func fmt(_ arguments: [String], stdin: String = "", in folder: TemporaryDirectory? = nil) -> (status: Int32, output: String, error: String) {
        let context = CommandContext.testing(stdin: stdin, cwd: folder?.path)
        let status = Bar.main(["fmt"] + arguments, context: context)
        return (status, context.capturedOutput, context.capturedError)
    }

    /// Diagnostics go to standard error, so its terminal decides their colour, not standard output's: with
    /// only output a terminal (`bar fmt … 2> log`), escape codes ended up in the log.
    @Test(arguments: [(false, true), (true, false)])
    func diagnosticsAreColouredByStandardError(outputIsTerminal: Bool, errorIsTerminal: Bool) {
        let context = CommandContext.testing(stdin: Self.syntaxError, isOutputTerminal: outputIsTerminal, isErrorTerminal: errorIsTerminal)
        #expect(Bar.main(["fmt", "-"], context: context) == 1)
        #expect(context.capturedError.contains("error"))
        #expect(context.capturedError.contains("\u{1B}[") == errorIsTerminal)
    }

    func contents(_ folder: TemporaryDirectory, _ name: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + name)), as: UTF8.self)
    }

    func attributes(_ folder: TemporaryDirectory, _ name: String) throws -> [FileAttributeKey: Any] {
        try FileManager.default.attributesOfItem(atPath: folder.path + "/" + name)
    }

    func inode(_ folder: TemporaryDirectory, _ name: String) throws -> Int {
        (try attributes(folder, name)[.systemFileNumber] as? NSNumber)?.intValue ?? -1
    }

    // MARK: Printing

    @Test func printsTheFormattedFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("a.bar", Self.messy)
        let result = fmt(["a.bar"], in: folder)
        #expect(result.status == 0)
        #expect(result.output == Self.canonical)
        #expect(result.error == "")
        #expect(try contents(folder, "a.bar") == Self.messy, "printing never writes")
    }

    @Test func formatsStandardInput() {
        let result = fmt(["-"], stdin: Self.messy)
        #expect(result.status == 0)
        #expect(result.output == Self.canonical)
    }

    @Test func refusesToPrintSeveralFiles() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("a.bar", Self.messy)
        try folder.write("b.bar", Self.canonical)
        let result = fmt(["a.bar", "b.bar"], in: folder)
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("error: 2 files to format; use --write"))
        #expect(result.error.contains("See 'bar fmt --help'."))
    }

    // MARK: --write

    @Test func writeRewritesOnlyChangedFilesKeepingPermissions() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("specs/a.bar", Self.messy)
        try folder.write("specs/b.bar", Self.canonical)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder.path + "/specs/a.bar")
        let untouchedInode = try inode(folder, "specs/b.bar")
        let untouchedDate = try attributes(folder, "specs/b.bar")[.modificationDate] as? Date
        let rewrittenInode = try inode(folder, "specs/a.bar")

        let result = fmt(["--write", "specs"], in: folder)

        #expect(result.status == 0)
        #expect(result.output == "")
        #expect(result.error == "rewrote specs/a.bar\n")
        #expect(try contents(folder, "specs/a.bar") == Self.canonical)
        #expect((try attributes(folder, "specs/a.bar")[.posixPermissions] as? NSNumber)?.intValue == 0o640)
        // Replaced by a rename (a new file), never written in place.
        #expect(try inode(folder, "specs/a.bar") != rewrittenInode)
        // The canonical file is not touched at all.
        #expect(try inode(folder, "specs/b.bar") == untouchedInode)
        #expect(try attributes(folder, "specs/b.bar")[.modificationDate] as? Date == untouchedDate)
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/specs").sorted() == ["a.bar", "b.bar"])

        let again = fmt(["--write", "specs"], in: folder)
        #expect(again.status == 0)
        #expect(again.error == "", "a second run has nothing to do")
    }

    @Test func writeNeverRewritesAFileWithErrors() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("a-syntax.bar", Self.syntaxError)
        try folder.write("b-semantic.bar", Self.semanticError)
        try folder.write("c-fine.bar", Self.messy)

        let result = fmt(["--write", "."], in: folder)

        #expect(result.status == 1)
        #expect(try contents(folder, "a-syntax.bar") == Self.syntaxError)
        #expect(try contents(folder, "b-semantic.bar") == Self.semanticError)
        #expect(try contents(folder, "c-fine.bar") == Self.canonical, "the other files are still formatted")
        #expect(result.error.contains("./a-syntax.bar:3:1: error: expected '}' to close the 'screen' block before the end of the file [unclosed-block]"))
        #expect(result.error.contains("./b-semantic.bar:2:13: error: unknown device 'nowhere'"))
        #expect(result.error.contains("rewrote ./c-fine.bar\n"))
        #expect(!result.error.contains("rewrote ./a-syntax.bar"))
        #expect(!result.error.contains("rewrote ./b-semantic.bar"))
    }

    @Test func fileWithErrorsIsNeverPrintedEither() {
        let result = fmt(["-"], stdin: Self.semanticError)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("<stdin>:2:13: error: unknown device 'nowhere'"))
    }

    @Test func writeReportsAReadOnlyFileAndLeavesIt() throws {
        guard getuid() != 0 else { return }  // root may write anything
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("a.bar", Self.messy)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder.path + "/a.bar")
        let result = fmt(["--write", "a.bar"], in: folder)
        #expect(result.status == 1)
        #expect(result.error.contains("a.bar: error: cannot write file"))
        #expect(try contents(folder, "a.bar") == Self.messy)
    }

    @Test func writeRefusesStandardInputAndCheck() throws {
        let stdin = fmt(["--write", "-"], stdin: Self.messy)
        #expect(stdin.status == 64)
        #expect(stdin.error.hasPrefix("error: standard input ('-') cannot be rewritten"))
        let both = fmt(["--write", "--check", "-"])
        #expect(both.status == 64)
        #expect(both.error.hasPrefix("error: --write and --check cannot be used together"))
    }

    // MARK: --check and --diff

    @Test func checkListsFilesThatWouldChange() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("a.bar", Self.messy)
        try folder.write("b.bar", Self.canonical)
        try folder.write("c.bar", Self.canonical.replacingOccurrences(of: "\n", with: "\r\n"))

        let result = fmt(["--check", "."], in: folder)

        #expect(result.status == 1)
        #expect(result.output == "./a.bar\n./c.bar\n")
        #expect(result.error == "2 files not formatted; run 'bar fmt --write' on them\n")
        #expect(try contents(folder, "a.bar") == Self.messy, "--check never writes")
    }

    @Test func checkPassesWhenEverythingIsFormatted() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("b.bar", Self.canonical)
        let result = fmt(["--check", "b.bar"], in: folder)
        #expect(result.status == 0)
        #expect(result.output == "")
        #expect(result.error == "")
    }

    @Test func checkFailsOnErrorsToo() {
        let result = fmt(["--check", "-"], stdin: Self.syntaxError)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error.contains("<stdin>:"))
    }

    static let expectedDiff = """
        --- a/a.bar
        +++ b/a.bar
        @@ -1,6 +1,4 @@
         screen s {
        -      title:   "S"
        -  stack {
        - title: "S"
        +  title: "S"
        +  stack { title: "S" }
         }
        -}
        \\ No newline at end of file

        """

    @Test func diffPrintsAUnifiedDiff() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("a.bar", Self.messy)
        try folder.write("b.bar", Self.canonical)

        let alone = fmt(["--diff", "a.bar", "b.bar"], in: folder)
        #expect(alone.status == 0, "--diff alone reports, it does not fail")
        #expect(alone.output == Self.expectedDiff)

        let checked = fmt(["--check", "--diff", "a.bar", "b.bar"], in: folder)
        #expect(checked.status == 1)
        #expect(checked.output == Self.expectedDiff, "the diff replaces the list of paths")
        #expect(try contents(folder, "a.bar") == Self.messy)
    }

    @Test func writeWithDiffShowsWhatItRewrote() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("a.bar", Self.messy)
        // `-d` is `--device` in every command that has one (issue 18); fmt spells its diff out.
        let result = fmt(["-w", "--diff", "a.bar"], in: folder)
        #expect(fmt(["-w", "-d", "a.bar"], in: folder).status == 64)
        #expect(result.status == 0)
        #expect(result.output == Self.expectedDiff)
        #expect(try contents(folder, "a.bar") == Self.canonical)
    }

    // MARK: Inputs

    @Test func missingFileExits66AndOthersAreStillChecked() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("a.bar", Self.messy)
        let result = fmt(["--check", "missing.bar", "a.bar"], in: folder)
        #expect(result.status == 66)
        #expect(result.error.contains("missing.bar: error: cannot read file"))
        #expect(result.output == "a.bar\n")
    }

    @Test func helpDescribesTheModes() {
        let context = CommandContext.testing()
        #expect(Bar.main(["fmt", "--help"], context: context) == 0)
        for word in ["--write", "--check", "--diff", "docs/format.md", "USAGE: bar fmt [<files> ...]"] {
            #expect(context.capturedOutput.contains(word), "help lacks \(word)")
        }
    }
}
