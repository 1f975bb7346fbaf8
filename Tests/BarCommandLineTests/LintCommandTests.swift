import BarCommandLine
import Foundation
import Testing

/// `bar lint` driven in-process, with files in a fresh temporary folder that is the working directory.
@Suite("bar lint")
struct LintCommandTests {
    static let clean = "screen s { stack { toolbar { item a { title: \"A\" symbol: \"a.circle\" } } } }\n"
    /// item-missing-title (a warning) at 1:36.
    static let warning = "screen s { stack { toolbar { item a { symbol: \"a.circle\" } } } }\n"
    /// menu-missing-title (an error) at 1:50.
    static let error = "screen s { stack { toolbar { overflow-menu { item e { symbol: \"e\" } } } } }\n"

    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    private func lint(_ arguments: [String], in folder: TemporaryDirectory, stdin: String = "", terminal: Bool = false) -> Run {
        lint(arguments, cwd: folder.path, stdin: stdin, terminal: terminal)
    }

    private func lint(_ arguments: [String], cwd: String, stdin: String = "", terminal: Bool = false) -> Run {
        let context = CommandContext.testing(stdin: stdin, cwd: cwd, isOutputTerminal: terminal)
        let status = Bar.main(["lint"] + arguments, context: context)
        return Run(status: status, output: context.capturedOutput, error: context.capturedError)
    }

    private func withFolder(_ files: [String: String], _ body: (TemporaryDirectory) throws -> Void) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for (path, text) in files.sorted(by: { $0.key < $1.key }) { try folder.write(path, text) }
        try body(folder)
    }

    // MARK: Exit codes

    @Test func cleanFilesExitZeroAndPrintNothing() throws {
        try withFolder(["Specs/a.bar": Self.clean]) { folder in
            let run = lint(["Specs"], in: folder)
            #expect(run.status == 0)
            #expect(run.output == "")
            #expect(run.error == "linted 1 file: no problems\n")
        }
    }

    @Test func warningsExitZeroUnlessStrict() throws {
        try withFolder(["a.bar": Self.warning]) { folder in
            let run = lint(["a.bar"], in: folder)
            #expect(run.status == 0)
            #expect(run.output == """
                a.bar:1:35: warning: item 'a' has no title; the overflow menu and VoiceOver need one even when the bar shows only the symbol [item-missing-title]
                a.bar:1:38: note: fix: add 'title: "A"'

                """)
            #expect(run.error == "linted 1 file: 1 warning\n")
            #expect(lint(["a.bar", "--strict"], in: folder).status == 1)
        }
    }

    @Test func errorsExitOne() throws {
        try withFolder(["a.bar": Self.error, "b.bar": Self.clean]) { folder in
            let run = lint(["."], in: folder)
            #expect(run.status == 1)
            #expect(run.output.hasPrefix("./a.bar:1:51: error: item 'e' is always shown in the overflow menu"))
            #expect(run.error == "linted 2 files: 1 error\n")
        }
    }

    @Test func specErrorsGoThroughTheReporterUnderTheirOwnIds() throws {
        try withFolder(["a.bar": "screen s { stack { titel: \"x\" } }\n"]) { folder in
            let run = lint(["a.bar", "--reporter", "github"], in: folder)
            #expect(run.status == 1)
            #expect(run.output.hasPrefix("::error file=a.bar,line=1,col=20,endLine=1,endColumn=25,title=unknown-attribute::unknown attribute 'titel'"))
        }
    }

    /// Past the first 200 errors of a file the rest are counted, not shown (Grammar.md): lint counted only
    /// those it showed, and the note on the rest as an info; a `.bar-lint` gave no note at all.
    @Test func errorsPastTheFirst200AreCountedNotShown() throws {
        let bad = String(repeating: "=\n", count: 300)
        try withFolder(["a.bar": bad, "Specs/.bar-lint": bad, "Specs/b.bar": Self.clean]) { folder in
            let run = lint(["a.bar"], in: folder)
            #expect(run.status == 1)
            #expect(run.error == "linted 1 file: 600 errors\n")
            #expect(run.output.hasSuffix("a.bar:301:1: note: 400 more errors not shown; fix the ones above first (is this a .bar file?) [too-many-errors]\n"))
            let json = lint(["a.bar", "--format", "json", "--compact"], in: folder)
            #expect(json.output.contains(#""summary":{"files":1,"errors":600,"warnings":0,"infos":0}"#), "\(json.output.prefix(200))")
            let configuration = lint(["Specs"], in: folder)
            #expect(configuration.status == 1)
            #expect(configuration.output.contains("Specs/.bar-lint:301:1: note: 400 more errors not shown"), "\(configuration.output.suffix(300))")
            #expect(configuration.error == "linted 1 file: 600 errors\n")
        }
    }

    @Test func usageErrorsExit64() throws {
        try withFolder(["a.bar": Self.clean]) { folder in
            let reporter = lint(["a.bar", "--reporter", "sarf"], in: folder)
            #expect(reporter.status == 64)
            #expect(reporter.error.contains("did you mean 'sarif'?"))
            let both = lint(["a.bar", "--format", "json", "--reporter", "sarif"], in: folder)
            #expect(both.status == 64)
            #expect(both.error.hasPrefix("error: --format and --reporter name the same thing; give one"))
            let listSarif = lint(["--list-rules", "--format", "sarif"], in: folder)
            #expect(listSarif.status == 64)
            #expect(listSarif.error.hasPrefix("error: --list-rules prints text or json, not 'sarif'"))
            let device = lint(["a.bar", "--device", "iphone-dou"], in: folder)
            #expect(device.status == 64)
            #expect(device.error.hasPrefix("error: unknown device 'iphone-dou'; known devices: iphone, iphone-duo; did you mean 'iphone-duo'?"))
            #expect(device.output == "")
            #expect(lint(["a.bar", "--device", "iphone"], in: folder).status == 0)
        }
    }

    /// Issue 18 (8): one grammar — `--format` as in every command (`--reporter` its alias), no path means
    /// the current folder, a missing path is named in the closing line, `-d` is `--device`.
    @Test func oneCommandLineGrammar() throws {
        try withFolder(["Specs/a.bar": Self.warning, "b.bar": Self.clean]) { folder in
            let format = lint(["Specs", "--format", "json"], in: folder)
            let reporter = lint(["Specs", "--reporter", "json"], in: folder)
            #expect(format.status == 0)
            #expect(format.output.hasPrefix("{\n  \"version\": 1,"))
            #expect(format.output == reporter.output)
            let here = lint([], in: folder)
            #expect(here.status == 0)
            #expect(here.output.contains("Specs/a.bar:1:35: warning:"))
            #expect(here.error == "linted 2 files: 1 warning\n")
            let missing = lint(["nope.bar"], in: folder)
            #expect(missing.status == 66)
            #expect(missing.error.hasSuffix("linted 0 files: 1 input could not be read\n"))
            #expect(missing.error.contains("nope.bar"))
            #expect(lint(["b.bar", "-d", "iphone"], in: folder).status == 0)
            // Issue 18 (5): --posture chooses what placement rules check; a name the device lacks is refused.
            #expect(lint(["b.bar", "--posture", "closed+keyboard"], in: folder).status == 0)
            let unknown = lint(["b.bar", "--posture", "closd"], in: folder)
            #expect(unknown.status == 64)
            #expect(unknown.error.contains("unknown posture 'closd' for device 'iphone-duo'; did you mean 'closed'?"))
        }
    }

    @Test func aDeviceDeclaredInOneSpecIsNotSilentlyUsedForAnother() throws {
        let device = "device slab { base: iphone-duo }\n"
        try withFolder(["a.bar": device + Self.clean, "b.bar": Self.clean]) { folder in
            #expect(lint(["a.bar", "--device", "slab"], in: folder).status == 0)
            let run = lint(["a.bar", "b.bar", "--device", "slab"], in: folder)
            #expect(run.status == 1)
            #expect(run.output.hasPrefix("b.bar:1:1: error: --device names 'slab', which this file does not declare;"))
            #expect(!run.output.contains("a.bar"))
        }
    }

    @Test func unreadableInputExits66AfterLintingTheRest() throws {
        try withFolder(["a.bar": Self.warning]) { folder in
            let run = lint(["missing.bar", "a.bar"], in: folder)
            #expect(run.status == 66)
            #expect(run.error.hasPrefix("missing.bar: error: cannot read file: No such file or directory [unreadable-input]\n"))
            #expect(run.output.contains("[item-missing-title]"))
            // With the GitHub reporter it is an annotation too, after the findings.
            let github = lint(["missing.bar", "a.bar", "--reporter", "github"], in: folder)
            #expect(github.status == 66)
            #expect(github.output.hasPrefix("::warning file=a.bar,"))
            #expect(github.output.hasSuffix("\n::error file=missing.bar,title=unreadable-input::cannot read file: No such file or directory\n"))
        }
    }

    /// Each worker reads its own file; what is unreadable is still reported once, in input order, before
    /// anything loading a configuration reports, and with --posture (which reads every input first) too.
    @Test func readErrorsComeOnceInOrderBeforeConfigurationErrors() throws {
        try withFolder(["a.bar": Self.warning, "Specs/b.bar": Self.warning]) { folder in
            // A configuration too large to load (InputFiles.maximumFileSize).
            try folder.write("Specs/.bar-lint", String(repeating: "#", count: InputFiles.maximumFileSize + 1))
            for extra in [[], ["--posture", "closed"]] {
                let run = lint(["missing.bar", "a.bar", "Specs", "gone.bar"] + extra, in: folder)
                #expect(run.status == 66)
                let lines = run.error.split(separator: "\n").map(String.init)
                #expect(lines.count == 4, "\(extra): \(lines)")
                guard lines.count == 4 else { continue }
                #expect(lines[0].hasPrefix("missing.bar: error: cannot read file"))
                #expect(lines[1].hasPrefix("gone.bar: error: cannot read file"))
                #expect(lines[2].hasPrefix("Specs/.bar-lint: error:"))
                #expect(lines[3].hasPrefix("linted 2 files:"))
                #expect(run.output.components(separatedBy: "[item-missing-title]").count == 3)
            }
        }
    }

    /// A configuration that cannot be loaded is reported only when a file it applies to is read, as when every
    /// file was read before any configuration was looked for.
    @Test func aBrokenConfigurationBesideOnlyUnreadableFilesIsNotReported() throws {
        try withFolder(["ok.bar": Self.clean]) { folder in
            try folder.write("big/.bar-lint", String(repeating: "#", count: InputFiles.maximumFileSize + 1))
            let run = lint(["big/missing.bar", "ok.bar"], in: folder)
            #expect(run.status == 66)
            #expect(run.error.hasPrefix("big/missing.bar: error: cannot read file"))
            #expect(!run.error.contains(".bar-lint"))
            try folder.write("big/a.bar", Self.clean)
            let read = lint(["big/missing.bar", "big/a.bar"], in: folder)
            #expect(read.error.contains("big/.bar-lint: error:"))
        }
    }

    /// Two inputs shown under one path (a file named `<stdin>` beside standard input) have their findings
    /// sorted together, by line.
    @Test func findingsOfInputsWithOnePathAreSortedTogether() throws {
        let file = "screen s { stack { toolbar { item a { symbol: \"a.circle\" } } } }\n\nscreen u { stack { toolbar { item c { symbol: \"c.circle\" } } } }\n"
        let standardInput = "\nscreen t { stack { toolbar { item b { symbol: \"b.circle\" } } } }\n"
        try withFolder(["<stdin>": file]) { folder in
            for format in ["text", "json"] {
                let run = lint(["-", "<stdin>", "--reporter", format], in: folder, stdin: standardInput)
                let lines = ["1", "2", "3"].map { line in run.output.range(of: format == "text" ? "<stdin>:\(line):" : "\"line\": \(line),") }
                #expect(lines.allSatisfy { $0 != nil }, "\(format): \(run.output)")
                guard let first = lines[0], let second = lines[1], let third = lines[2] else { continue }
                #expect(first.lowerBound < second.lowerBound && second.lowerBound < third.lowerBound, "\(format): \(run.output)")
            }
        }
    }

    @Test func standardInput() throws {
        try withFolder([:]) { folder in
            let run = lint(["-", "--reporter", "json"], in: folder, stdin: Self.warning)
            #expect(run.status == 0)
            #expect(run.output.contains("\"path\": \"<stdin>\""))
        }
    }

    @Test func aTerminalGetsTheSourceLine() throws {
        try withFolder(["a.bar": Self.warning]) { folder in
            let run = lint(["a.bar", "--no-color"], in: folder, terminal: true)
            #expect(run.output.hasPrefix("""
                a.bar:1:35: warning: item 'a' has no title; the overflow menu and VoiceOver need one even when the bar shows only the symbol [item-missing-title]
                    screen s { stack { toolbar { item a { symbol: "a.circle" } } } }
                                                      ^

                """))
        }
    }

    // MARK: Rules

    @Test func listRules() throws {
        try withFolder([:]) { folder in
            let text = lint(["--list-rules"], in: folder)
            #expect(text.status == 0)
            #expect(text.output.hasPrefix("ID "))
            #expect(text.output.contains("\nitem-missing-title "))
            let json = lint(["--list-rules", "--format", "json"], in: folder)
            #expect(json.status == 0)
            #expect(json.output.hasPrefix("{\n  \"version\": 1,\n  \"rules\": [\n    {\n      \"id\": \"amount-beside-symbol\","))
            #expect(lint(["--list-rules", "a.bar"], in: folder).status == 64)
        }
    }

    @Test func explain() throws {
        try withFolder([:]) { folder in
            let run = lint(["--explain", "manual-spacer"], in: folder)
            #expect(run.status == 0)
            #expect(run.output.hasPrefix("manual-spacer: Manual spacer\n"))
            #expect(run.output.contains("↓spacer flexible"))
            let unknown = lint(["--explain", "manual-spacr"], in: folder)
            #expect(unknown.status == 64)
            #expect(unknown.error.hasPrefix("error: unknown rule 'manual-spacr' (bar lint --list-rules lists them); did you mean 'manual-spacer'?\nUsage: bar lint"))
        }
    }

    // MARK: Reporters

    @Test func sarifUsesPathsRelativeToTheWorkingDirectory() throws {
        try withFolder(["Specs/mail/a.bar": Self.warning]) { folder in
            let run = lint([folder.path + "/Specs", "--reporter", "sarif"], in: folder)
            #expect(run.status == 0)
            #expect(run.output.contains("\"uri\": \"Specs/mail/a.bar\""))
            #expect(run.output.contains("\"version\": \"\(BarVersion.current)\""))
            let github = lint([folder.path + "/Specs", "--reporter", "github"], in: folder)
            #expect(github.output.hasPrefix("::warning file=Specs/mail/a.bar,line=1,col=35,"))
        }
    }

    @Test func outputIsByteIdenticalBetweenRuns() throws {
        try withFolder(["b/z.bar": Self.warning, "a/y.bar": Self.error, "a/x.bar": Self.warning + Self.error]) { folder in
            for reporter in ["text", "json", "sarif", "github"] {
                let first = lint([".", "--reporter", reporter], in: folder)
                let second = lint([".", "--reporter", reporter], in: folder)
                #expect(Array(first.output.utf8) == Array(second.output.utf8), "\(reporter)")
                #expect(!first.output.isEmpty)
            }
            let order = lint(["."], in: folder).output.split(separator: "\n").filter { !$0.contains("note:") }.map { $0.prefix(12) }
            #expect(order == ["./a/x.bar:1:", "./a/x.bar:2:", "./a/y.bar:1:", "./b/z.bar:1:"])
        }
    }

    // MARK: Configuration

    @Test func theNearestConfigurationApplies() throws {
        try withFolder([
            ".bar-lint": "lint {\n  disable: item-missing-title\n}\n",
            "Specs/a.bar": Self.warning,
            "Specs/strict/.bar-lint": "lint {\n  severity item-missing-title { level: error }\n}\n",
            "Specs/strict/b.bar": Self.warning,
            "Specs/strict/c.bar": Self.warning,
        ]) { folder in
            let run = lint(["Specs"], in: folder)
            #expect(run.status == 1)
            #expect(run.output.hasPrefix("Specs/strict/b.bar:1:35: error: item 'a' has no title"))
            // A folder's second file gets the configuration its first found.
            #expect(run.output.contains("Specs/strict/c.bar:1:35: error: item 'a' has no title"))
            #expect(!run.output.contains("Specs/a.bar"))
            let inside = lint(["a.bar"], cwd: folder.path + "/Specs")
            #expect(inside.status == 0 && inside.output == "")
        }
    }

    @Test func standardInputUsesTheWorkingDirectorysConfiguration() throws {
        try withFolder([".bar-lint": "lint { disable: all }\n"]) { folder in
            let run = lint(["-"], in: folder, stdin: Self.error)
            #expect(run.status == 0)
            #expect(run.output == "")
        }
    }

    @Test func excludedFilesAreNotLinted() throws {
        try withFolder([
            ".bar-lint": "lint {\n  exclude \"Specs/fixtures/**\"\n}\n",
            "Specs/fixtures/broken.bar": Self.error,
            "Specs/a.bar": Self.clean,
        ]) { folder in
            let run = lint(["Specs"], in: folder)
            #expect(run.status == 0)
            #expect(run.error == "linted 1 file: no problems\n")
        }
    }

    @Test func anExplicitConfigurationOverridesDiscovery() throws {
        try withFolder([
            ".bar-lint": "lint {\n  disable: item-missing-title\n}\n",
            "ci.bar-lint": "lint {\n  severity item-missing-title { level: error }\n}\n",
            "a.bar": Self.warning,
        ]) { folder in
            #expect(lint(["a.bar"], in: folder).status == 0)
            let run = lint(["a.bar", "--config", "ci.bar-lint"], in: folder)
            #expect(run.status == 1)
            #expect(lint(["a.bar", "--config", "nowhere.bar-lint"], in: folder).status == 66)
        }
    }

    @Test func anUnknownRuleInTheConfigurationIsAnError() throws {
        try withFolder([".bar-lint": "lint {\n  disable: item-missing-titel\n}\n", "a.bar": Self.clean, "b.bar": Self.clean]) { folder in
            let run = lint(["a.bar", "b.bar"], in: folder)
            #expect(run.status == 1)
            #expect(run.output.hasPrefix(".bar-lint:2:12: error: unknown rule 'item-missing-titel' in 'disable'; did you mean 'item-missing-title'?"))
            #expect(run.output.components(separatedBy: "[unknown-rule-in-config]").count == 2, "reported once, not once per file")
        }
    }

    // MARK: Baselines

    /// A baseline written over a spec it lints would lose the spec: refused as a usage error, whatever path or
    /// link names the spec, and the spec is left as it was.
    @Test func aBaselineIsNeverWrittenOverASpec() throws {
        try withFolder(["a.bar": Self.warning]) { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.json", withDestinationPath: "a.bar")
            for target in ["a.bar", "./a.bar", "link.json"] {
                let run = lint([".", "--write-baseline", target], in: folder)
                #expect(run.status == 64)
                #expect(run.error.hasPrefix("error: --write-baseline '\(target)' is the spec ./a.bar, which is linted; name another file\n"))
                #expect(try String(contentsOfFile: folder.path + "/a.bar", encoding: .utf8) == Self.warning)
            }
        }
    }

    /// Nor over any other file that is not a baseline — a spec the run does not lint, notes — named by mistake: it
    /// is left as it was, before anything is linted. A baseline of any version, an empty file or a new name is
    /// written (issue 17).
    @Test func aBaselineReplacesOnlyABaselineOrAnEmptyFile() throws {
        try withFolder(["a.bar": Self.warning, "other.bar": Self.warning, "notes.txt": "my notes\n", "old.json": "{\"version\": 1, \"findings\": []}\n", "empty.json": ""]) { folder in
            for target in ["other.bar", "notes.txt"] {
                let before = try String(contentsOfFile: folder.path + "/" + target, encoding: .utf8)
                let run = lint(["a.bar", "--write-baseline", target], in: folder)
                #expect(run.status == 1)
                #expect(run.output == "")
                #expect(run.error == "\(target): error: not replaced: the file is not a lint baseline (a JSON object with \"version\" and \"findings\"), so it may be someone's work; name another file, or remove it to start a baseline there [generated-file-protected]\n")
                #expect(try String(contentsOfFile: folder.path + "/" + target, encoding: .utf8) == before)
            }
            // Larger than bar reads: it cannot be told a baseline, so it is kept too.
            try folder.write("huge.json", "{\"version\": 2, \"findings\": []}" + String(repeating: " ", count: 16 << 20))
            let huge = lint(["a.bar", "--write-baseline", "huge.json"], in: folder)
            #expect(huge.status == 1)
            #expect(huge.error.hasPrefix("huge.json: error: not replaced: the file cannot be read (it is larger than the 16 MiB bar reads) to check that it is a lint baseline;"))
            for target in ["old.json", "empty.json", "new.json", "new.json"] {
                let run = lint(["a.bar", "--write-baseline", target], in: folder)
                #expect(run.error.contains("wrote 1 finding to the baseline \(target)"), "\(run.error)")
                #expect(try String(contentsOfFile: folder.path + "/" + target, encoding: .utf8).hasPrefix("{\n  \"version\": 2,"))
            }
        }
    }

    @Test func aBaselineHidesKnownFindingsEvenAfterLinesMove() throws {
        try withFolder(["a.bar": Self.warning + Self.error]) { folder in
            let write = lint(["a.bar", "--write-baseline", "baseline.json"], in: folder)
            #expect(write.status == 1)
            #expect(write.error.contains("wrote 2 findings to the baseline baseline.json"))
            #expect(try String(contentsOfFile: folder.path + "/baseline.json", encoding: .utf8).hasPrefix("{\n  \"version\": 2,"))

            try folder.write("a.bar", "// moved down\n\n" + Self.warning + Self.error)
            let quiet = lint(["a.bar", "--baseline", "baseline.json"], in: folder)
            #expect(quiet.status == 0)
            #expect(quiet.output == "")

            try folder.write("a.bar", "// moved down\n\n" + Self.warning + Self.error + Self.warning.replacingOccurrences(of: "screen s", with: "screen t"))
            let new = lint(["a.bar", "--baseline", "baseline.json"], in: folder)
            #expect(new.status == 0)
            #expect(new.output.hasPrefix("a.bar:5:35: warning: item 'a' has no title"))
        }
    }

    @Test func aMissingOrBrokenBaseline() throws {
        try withFolder(["a.bar": Self.clean, "bad.json": "[]"]) { folder in
            let missing = lint(["a.bar", "--baseline", "none.json"], in: folder)
            #expect(missing.status == 66)
            #expect(missing.error.hasPrefix("none.json: error: cannot read file"))
            let bad = lint(["a.bar", "--baseline", "bad.json"], in: folder)
            #expect(bad.status == 1)
            #expect(bad.error == "bad.json: error: invalid baseline: expected a JSON object at the top [invalid-baseline]\n")
        }
    }
    /// Issue 18 (7): `--compact` writes the same JSON or SARIF document without layout; other formats refuse it.
    @Test(arguments: ["json", "sarif"])
    func compactIsTheSameDocument(format: String) throws {
        let pretty = CheckRun.bar(["lint", "--format", format, "Specs/lint-examples"], cwd: RepositoryFiles.root)
        let compact = CheckRun.bar(["lint", "--format", format, "--compact", "Specs/lint-examples"], cwd: RepositoryFiles.root)
        #expect(compact.status == pretty.status && compact.error == pretty.error)
        #expect(compact.output.split(separator: "\n").count == 1 && compact.output.utf8.count < pretty.output.utf8.count)
        let a = try JSONSerialization.jsonObject(with: Data(compact.output.utf8)) as? NSDictionary
        let b = try JSONSerialization.jsonObject(with: Data(pretty.output.utf8)) as? NSDictionary
        #expect(a != nil && a == b)
        let text = CheckRun.bar(["lint", "--compact", "Specs/lint-examples"], cwd: RepositoryFiles.root)
        #expect(text.status == 64 && text.error.hasPrefix("error: --compact goes with --format json or sarif\n"))
    }

    // MARK: Specs/lint-examples

    /// Each spec in Specs/lint-examples says on a `// Shows:` line which rules it exists to trigger; it must
    /// trigger exactly those, and together they show every rule.
    @Test func lintExamplesShowWhatTheySay() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Specs/lint-examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".bar") }.sorted()
        #expect(names.count >= 5)
        var shown: Set<String> = []
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("// Shows: ") }, "\(name) has no '// Shows:' line")
            let expected = Set(line.dropFirst("// Shows: ".count).split(separator: " ").map(String.init))
            let context = CommandContext.testing(cwd: root.path)
            _ = Bar.main(["lint", "--reporter", "json", "Specs/lint-examples/" + name], context: context)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(context.capturedOutput.utf8)) as? [String: Any])
            let findings = try #require(document["findings"] as? [[String: Any]])
            let found = Set(findings.compactMap { $0["ruleId"] as? String })
            #expect(found == expected, "\(name)")
            shown.formUnion(found)
        }
        let listed = CommandContext.testing(cwd: root.path)
        _ = Bar.main(["lint", "--list-rules", "--format", "json"], context: listed)
        let rules = try #require((try JSONSerialization.jsonObject(with: Data(listed.capturedOutput.utf8)) as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(Set(rules.compactMap { $0["id"] as? String }).subtracting(shown).isEmpty, "a rule no lint example shows")
    }
}
