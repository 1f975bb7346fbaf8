import BarCommandLine
import Foundation
import Testing

/// `bar init`: the files it writes work with bar itself, and nothing that exists is ever replaced.
@Suite("bar init")
struct InitCommandTests {
    /// A fresh folder under the temporary directory, removed by the caller.
    func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bar-init-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func write(_ text: String, _ relative: String, in folder: String) throws {
        let path = folder + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func read(_ relative: String, in folder: String) throws -> String {
        try String(contentsOfFile: folder + "/" + relative, encoding: .utf8)
    }

    @Test func createsTheStarterFilesThatPassCheckFormatAndLint() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CheckRun.bar(["init"], cwd: folder)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == """
            created Specs/home.bar
            created .bar-lint
            created .github/workflows/bar.yml

            Next: bar solve Specs/home.bar, then bar lint Specs

            """)
        #expect(run.error == "")
        #expect(CheckRun.bar(["check", "Specs"], cwd: folder).status == 0)
        #expect(CheckRun.bar(["fmt", "--check", "Specs"], cwd: folder).status == 0)
        // Linted with the .bar-lint it wrote (found above the spec), warnings counting.
        let lint = CheckRun.bar(["lint", "--strict", "Specs"], cwd: folder)
        #expect(lint.status == 0, "\(lint.output)\(lint.error)")
        #expect(lint.output == "")
        #expect(CheckRun.bar(["solve", "Specs/home.bar", "--explain", "share"], cwd: folder).status == 0)
    }

    @Test func neverReplacesAnExistingFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("// mine\n", "Specs/home.bar", in: folder)
        try write("# mine\n", ".github/workflows/bar.yml", in: folder)
        let run = CheckRun.bar(["init", folder])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("""
            created \(folder)/.bar-lint
            kept \(folder)/Specs/home.bar (it already exists)
            kept \(folder)/.github/workflows/bar.yml (it already exists)

            """))
        #expect(try read("Specs/home.bar", in: folder) == "// mine\n")
        #expect(try read(".github/workflows/bar.yml", in: folder) == "# mine\n")
        // A second run keeps everything, the file it wrote the first time included.
        let again = CheckRun.bar(["init", "--format", "json"], cwd: folder)
        #expect(again.status == 0)
        #expect(again.output == """
            {
              "version": 1,
              "created": [],
              "kept": [
                "Specs/home.bar",
                ".bar-lint",
                ".github/workflows/bar.yml"
              ],
              "sourceFolders": []
            }

            """)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder + "/Specs").filter { $0.hasPrefix(".") }
        #expect(leftovers == [], "temporary files left behind")
    }

    /// The workflow lints into SARIF and uploads it; with Swift sources it also runs the drift check over
    /// the folders that hold them, and both command lines are ones bar accepts.
    @Test func workflowRunsLintAndTheImportCheckWhereSourcesExist() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("let x = 1\n", "App/Screens/Inbox.swift", in: folder)
        try write("// swift-tools-version:6.0\n", "Package.swift", in: folder)
        try write("import Testing\n", "AppTests/InboxTests.swift", in: folder)
        try write("x\n", "Pods/Lib/Lib.swift", in: folder)
        try write("notes\n", "docs/readme.md", in: folder)
        #expect(CheckRun.bar(["init"], cwd: folder).status == 0)
        let workflow = try read(".github/workflows/bar.yml", in: folder)
        #expect(workflow.contains("        run: |\n          bar lint --reporter sarif Specs > bar-lint.sarif\n"))
        #expect(workflow.contains("uses: github/codeql-action/upload-sarif@v3"))
        #expect(workflow.contains("sarif_file: bar-lint.sarif"))
        #expect(workflow.contains("security-events: write"))
        #expect(workflow.hasSuffix("""
                  - name: Compare the specs with the code
                    # A block, so a folder name with ': ' or ' #' stays part of the command.
                    run: |
                      bar import auto App --check Specs

            """))
        #expect(!workflow.contains("\t"), "YAML does not allow tabs for indentation")

        // The lint line is a command line `bar lint` accepts.
        let lint = LintCommand.declaration
        #expect(throws: Never.self) { try lint.parse(["--reporter", "sarif", "Specs"]) }
        // The import line follows `bar import`'s declaration once that command is part of bar.
        if let importCommand = Bar.commands.first(where: { $0.declaration.name == "import" }) {
            #expect(throws: Never.self) { try importCommand.declaration.parse(["auto", "App", "--check", "Specs"]) }
        }
    }

    /// A folder named `x: y` or `a #b` made the workflow invalid YAML (or cut its command at the `#`), and one
    /// named `-weird` was read as an option; a top-level link to a folder outside the repository put that
    /// folder's code into the drift check.
    @Test func oddFolderNamesStayInTheCommandAndLinksAreNotFollowed() throws {
        let folder = try temporaryFolder()
        let outside = try temporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            try? FileManager.default.removeItem(atPath: outside)
        }
        try write("let x = 1\n", "x: y/A.swift", in: folder)
        try write("let x = 1\n", "a #b/B.swift", in: folder)
        try write("let x = 1\n", "-weird/W.swift", in: folder)
        try write("let x = 1\n", "Other/C.swift", in: outside)
        try FileManager.default.createSymbolicLink(atPath: folder + "/Linked", withDestinationPath: outside + "/Other")
        let run = CheckRun.bar(["init", folder], cwd: outside)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasSuffix("Next: bar solve \(folder)/Specs/home.bar, then bar lint \(folder)/Specs\n"))
        let workflow = try read(".github/workflows/bar.yml", in: folder)
        #expect(workflow.hasSuffix("""
                    run: |
                      bar import auto ./-weird 'a #b' 'x: y' --check Specs

            """))
    }

    @Test func workflowWithoutSourcesHasNoImportStep() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(CheckRun.bar(["init"], cwd: folder).status == 0)
        #expect(!(try read(".github/workflows/bar.yml", in: folder)).contains("bar import"))
    }

    /// A `bar init` killed between writing a file and linking it into place left its temporary file; the next
    /// run removes it when it creates that file, and leaves a running writer's alone.
    @Test func leftoversOfAKilledRunAreRemoved() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let gone: Int32 = 4_000_001
        let running = getpid()
        try write("half", "Specs/.home.bar.bar-write.\(gone).k3", in: folder)
        try write("half", ".github/workflows/.bar.yml.bar-write.\(gone).z9", in: folder)
        try write("being written", ".github/workflows/.bar.yml.bar-write.\(running).a1", in: folder)
        var context = CommandContext.testing(cwd: folder)
        context.writeSystem = FaultyWriteSystem(goneProcesses: [gone])

        #expect(Bar.main(["init"], context: context) == 0, "\(context.capturedError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/Specs") == ["home.bar"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/.github/workflows").sorted() == [
            ".bar.yml.bar-write.\(running).a1", "bar.yml",
        ])
    }

    @Test func missingFolderExits66() {
        let run = CheckRun.bar(["init", "/nonexistent/bar-init-folder"])
        #expect(run.status == 66)
        #expect(run.output == "")
        #expect(run.error == "/nonexistent/bar-init-folder: error: no such folder [unreadable-input]\n")
        // A file is not said to be missing.
        let file = CheckRun.bar(["init", "Package.swift"], cwd: RepositoryFiles.root)
        #expect(file.status == 66)
        #expect(file.error == "Package.swift: error: not a folder; name the folder of the repository to set up [unreadable-input]\n")
    }

    @Test func unwritableFolderExits74() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A file where the Specs folder should go: the spec cannot be written, the other files still are.
        try write("not a folder\n", "Specs", in: folder)
        let run = CheckRun.bar(["init"], cwd: folder)
        #expect(run.status == 74)
        #expect(run.error.hasPrefix("Specs/home.bar: error: cannot "))
        #expect(run.output == "created .bar-lint\ncreated .github/workflows/bar.yml\n")
    }
}
