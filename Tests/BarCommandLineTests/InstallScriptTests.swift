import Foundation
import Testing

/// `Scripts/install`: where it installs and which arguments it refuses, checked without the release build. A
/// stand-in `swift` on `PATH` builds nothing and names a folder holding a stand-in `bar` (a copy of
/// `/bin/true`, an executable that `install -s` can strip and `ldd` finds no Swift library in).
@Suite("Scripts/install")
struct InstallScriptTests {
    static let bash = ExternalProcess.which("bash")
    static let canRun = bash != nil && FileManager.default.isExecutableFile(atPath: "/bin/true")

    /// A scratch folder with `tools/swift` (the stand-in, which logs each call to `swift.log`), `bin/bar` and
    /// `caller/`, the folder the script is run from.
    struct Scratch {
        var root: String
        var caller: String { root + "/caller" }
        var log: String { root + "/swift.log" }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("bar-install-\(UUID().uuidString)").path
            let manager = FileManager.default
            try manager.createDirectory(atPath: root + "/tools", withIntermediateDirectories: true)
            try manager.createDirectory(atPath: root + "/bin", withIntermediateDirectories: true)
            try manager.createDirectory(atPath: root + "/caller", withIntermediateDirectories: true)
            try manager.copyItem(atPath: "/bin/true", toPath: root + "/bin/bar")
            let swift = """
                #!/bin/sh
                echo "swift $*" >>"\(root)/swift.log"
                for argument in "$@"; do
                    if [ "$argument" = --show-bin-path ]; then echo "\(root)/bin"; fi
                done
                exit 0

                """
            try swift.write(toFile: root + "/tools/swift", atomically: true, encoding: .utf8)
            try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + "/tools/swift")
        }

        /// Runs `Scripts/install arguments` from `caller/` with the stand-in `swift` first on `PATH`.
        func install(_ arguments: [String]) throws -> ExternalProcess {
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = root + "/tools:" + (environment["PATH"] ?? "/usr/bin:/bin")
            return try ExternalProcess.run(
                InstallScriptTests.bash!, [RepositoryFiles.path("Scripts/install")] + arguments, cwd: caller,
                environment: environment)
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    @Test(.enabled(if: canRun)) func relativePrefixIsUnderTheCurrentFolder() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        // A name nothing in the checkout has, so a wrong install is seen there and removed.
        let name = "prefix-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: RepositoryFiles.path(name)) }
        let run = try scratch.install([name])
        #expect(run.status == 0, "\(run.error)")
        #expect(FileManager.default.isExecutableFile(atPath: scratch.caller + "/" + name + "/bin/bar"))
        #expect(FileManager.default.fileExists(atPath: scratch.caller + "/" + name + "/share/man/man1/bar.1"))
        #expect(!FileManager.default.fileExists(atPath: RepositoryFiles.path(name)))
        #expect(run.output.contains("installed \(scratch.caller)/\(name)/bin/bar"))
    }

    @Test(.enabled(if: canRun)) func absolutePrefixIsKept() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let run = try scratch.install([scratch.root + "/usr"])
        #expect(run.status == 0, "\(run.error)")
        #expect(FileManager.default.isExecutableFile(atPath: scratch.root + "/usr/bin/bar"))
    }

    /// `--help` prints the usage; any other option is a usage error. Neither builds anything first.
    @Test(.enabled(if: canRun)) func optionsAreNotPrefixes() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let help = try scratch.install(["--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: Scripts/install [PREFIX]"))
        let wrong = try scratch.install(["--prefix=/opt"])
        #expect(wrong.status == 64)
        #expect(wrong.error.hasPrefix("usage: Scripts/install [PREFIX]"))
        let twoPrefixes = try scratch.install(["a", "b"])
        #expect(twoPrefixes.status == 64)
        #expect(!FileManager.default.fileExists(atPath: scratch.log), "the script built before refusing its arguments")
    }
}
