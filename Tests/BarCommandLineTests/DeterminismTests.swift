import Testing

/// Every command, run twice over the bundled specs, prints the same bytes: output is sorted and nothing
/// depends on dictionary order, time or the machine.
@Suite struct DeterminismTests {
    static let specs = RepositoryFiles.files(under: "Specs", endingIn: ".bar")

    static let commands: [[String]] = [
        ["check", "Specs"],
        ["solve", "Specs"],
        ["solve", "Specs", "--format", "json"],
        ["solve", "Specs/duo-sample/toolbar.bar", "--explain", "vertical"],
        ["lint", "Specs"],
        ["lint", "Specs", "--reporter", "json"],
        ["lint", "Specs", "--reporter", "sarif"],
        ["lint", "Specs", "--reporter", "github"],
        ["fmt", "Specs/mail/inbox.bar"],
        ["fmt", "Specs/notes/editor.bar"],
        ["diff", "Specs/duo-sample/toolbar.bar"],
        ["diff", "Specs/duo-sample/toolbar.bar", "Specs/duo-sample/toolbar-prefers-toolbar-items.bar", "--format", "json"],
        ["render", "Specs/mail/inbox.bar", "--format", "html"],
    ]

    @Test(arguments: commands)
    func sameBytesTwice(_ arguments: [String]) {
        let first = CheckRun.bar(arguments, cwd: RepositoryFiles.root)
        let second = CheckRun.bar(arguments, cwd: RepositoryFiles.root)
        #expect(first.status == second.status)
        #expect(first.output == second.output, "bar \(arguments.joined(separator: " ")) printed different output twice")
        #expect(first.error == second.error)
        #expect(!first.output.isEmpty || !first.error.isEmpty, "bar \(arguments.joined(separator: " ")) printed nothing")
    }

    /// Each spec file on its own too, through the commands that take one file.
    @Test(arguments: specs)
    func everySpecRendersAndDiffsTheSameTwice(_ spec: String) {
        for arguments in [["render", spec, "--format", "html"], ["diff", spec, "--format", "markdown"]] {
            let first = CheckRun.bar(arguments, cwd: RepositoryFiles.root)
            let second = CheckRun.bar(arguments, cwd: RepositoryFiles.root)
            #expect(first.output == second.output && first.status == second.status, "bar \(arguments.joined(separator: " "))")
        }
    }
}
