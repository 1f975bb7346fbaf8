import BarCommandLine
import Testing

/// The specs under `Specs/` are the project's worked examples: users copy them, and the other commands are
/// tried on them. Each must pass `bar check` without a single diagnostic.
@Suite("Specs: every example spec checks clean")
struct SpecsCheckCleanTests {
    static let specFiles = RepositoryFiles.files(under: "Specs", endingIn: ".bar")

    @Test func thereAreSpecsForEveryApp() {
        for folder in ["mail", "notes", "podcasts", "tasks", "calculator", "compose", "duo-sample"] {
            #expect(Self.specFiles.contains { $0.hasPrefix("Specs/\(folder)/") }, "no spec in Specs/\(folder)")
        }
    }

    @Test(arguments: specFiles)
    func specChecksClean(_ path: String) {
        let run = CheckRun.bar(["check", path], cwd: RepositoryFiles.root)
        #expect(run.output == "", "\(path) has diagnostics:\n\(run.output)")
        #expect(run.status == 0)
        #expect(run.error == "checked 1 file: no problems\n")
    }

    /// The folder as a whole, as CI runs it.
    @Test func specsFolderChecksClean() {
        let run = CheckRun.bar(["check", "Specs"], cwd: RepositoryFiles.root)
        #expect(run.status == 0)
        #expect(run.output == "")
        #expect(run.error == "checked \(Self.specFiles.count) files: no problems\n")
    }
}
