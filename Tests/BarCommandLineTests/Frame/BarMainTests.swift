import BarCommandLine
import Testing

@Suite("Frame: bar entry point")
struct BarMainTests {
    @Test func versionPrintsToolAndVersion() {
        let result = runBar(["--version"])
        #expect(result.status == 0)
        #expect(result.output == "bar \(BarVersion.current)\n")
        #expect(BarVersion.current == "0.1.0")
        #expect(result.error == "")
    }

    @Test func versionRejectsExtraArguments() {
        let result = runBar(["--version", "solve"])
        #expect(result.status == 64)
        #expect(result.error == "error: unexpected argument 'solve'\nUsage: bar <subcommand>\nSee 'bar --help'.\n")
    }

    @Test func commandRuns() {
        let result = runBar(["solve", "-", "--posture", "open", "-s"])
        #expect(result.status == 0)
        #expect(result.output == """
            files=["-"]
            device=iphone-duo
            postures=["open"]
            format=text
            strict=true no-color=false

            """)
        #expect(runBar(["diff", "a", "b"]).status == 1)
    }

    @Test func unknownCommandSuggestsClosest() {
        let result = runBar(["slove", "a.bar"])
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.error == """
            error: unknown command 'slove'; did you mean 'solve'?
            Usage: bar <subcommand>
            See 'bar --help'.

            """)
        #expect(runBar(["zzzzzz"]).error.hasPrefix("error: unknown command 'zzzzzz'\n"))
        // Names from other tools: `format` is `fmt` here (issue 18).
        let format = CommandContext.testing()
        #expect(Bar.main(["format", "a.bar"], context: format) == 64)
        #expect(format.capturedError.hasPrefix("error: unknown command 'format'; did you mean 'fmt'?\n"))
    }

    @Test func noCommandPrintsHelpToStandardError() {
        let result = runBar([])
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("OVERVIEW: "))
        #expect(result.error.contains("SUBCOMMANDS:"))
    }

    @Test func rootHelpForms() {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = runBar(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.output == HelpGenerator.rootHelp(abstract: Bar.abstract, commands: testCommands.map { $0.declaration }))
            #expect(result.error == "")
        }
    }

    @Test func commandHelpForms() {
        let expected = HelpGenerator.help(for: SolveTestCommand.declaration)
        for arguments in [["help", "solve"], ["solve", "--help"], ["solve", "-h"], ["solve", "--posturee", "--help"], ["solve", "-sh"]] {
            let result = runBar(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.output == expected, "\(arguments)")
        }
        // After `--`, `--help` is a file name.
        #expect(runBar(["solve", "--", "--help"]).output.hasPrefix("files=[\"--help\"]"))
    }

    @Test func helpForUnknownCommand() {
        let result = runBar(["help", "x"])
        #expect(result.status == 64)
        #expect(result.error == "error: unknown command 'x'\nUsage: bar <subcommand>\nSee 'bar --help'.\n")
        #expect(runBar(["help", "solv"]).error.hasPrefix("error: unknown command 'solv'; did you mean 'solve'?\n"))
        #expect(runBar(["help", "solve", "extra"]).status == 64)
    }

    @Test func unknownRootOption() {
        let result = runBar(["--verison"])
        #expect(result.status == 64)
        #expect(result.error == "error: unknown option '--verison'; did you mean '--version'?\nUsage: bar <subcommand>\nSee 'bar --help'.\n")
        #expect(runBar(["-x"]).error.hasPrefix("error: unknown option '-x'\n"))
        #expect(runBar(["--version=2"]).error.hasPrefix("error: option '--version' does not take a value\n"))
    }

    @Test func usageErrorsPrintMessageUsageAndHint() {
        let result = runBar(["solve", "a.bar", "--posturee", "open"])
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.error == """
            error: unknown option '--posturee'; did you mean '--posture'?
            Usage: bar solve <files> ... [--device <name>] [--posture <name> ...]
                             [--format <format>] [--strict] [--no-color]
            See 'bar solve --help'.

            """)
    }

    @Test(arguments: [
        (["solve", "a.bar", "--device"], "error: missing value for '--device <name>'"),
        (["solve", "a.bar", "--format", "jsn"], "error: invalid value 'jsn' for '--format' (expected one of: text, json); did you mean 'json'?"),
        (["solve", "--strict"], "error: missing argument '<files> ...'"),
        (["solve", "a.bar", "--strict=1"], "error: option '--strict' does not take a value"),
        (["diff", "a.bar"], "error: missing argument '<new>'"),
        (["diff", "a", "b", "c", "d"], "error: unexpected argument 'd'"),
    ])
    func everyUsageErrorExits64(arguments: [String], firstLine: String) {
        let result = runBar(arguments)
        #expect(result.status == 64)
        #expect(result.output == "")
        let lines = result.error.split(separator: "\n").map(String.init)
        #expect(lines.first == firstLine)
        #expect(lines.dropFirst().first?.hasPrefix("Usage: bar \(arguments[0]) ") == true)
        #expect(lines.last == "See 'bar \(arguments[0]) --help'.")
    }

    @Test func rootHelpWorksWithNoCommands() {
        let context = CommandContext.testing()
        #expect(Bar.main(["--help"], context: context, commands: []) == 0)
        #expect(context.capturedOutput == """
            OVERVIEW: \(Bar.abstract)

            USAGE: bar <subcommand>

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            """)
        #expect(Bar.main(["check"], context: .testing(), commands: []) == 64)
    }

    /// Every registered command's declaration is well-formed and names are unique, so a command added
    /// with a mistake fails here rather than in front of a user.
    @Test func registeredCommandsAreValid() {
        let declarations = Bar.commands.map { $0.declaration }
        for declaration in declarations {
            #expect(declaration.validationProblems() == [], "\(declaration.name)")
            let help = HelpGenerator.help(for: declaration)
            for line in help.split(separator: "\n") where !line.hasPrefix("  bar ") {
                #expect(line.count <= 80, "\(declaration.name): help line too long: \(line)")
            }
        }
        let names = declarations.map(\.name)
        #expect(Set(names).count == names.count, "duplicate command names: \(names)")
        #expect(Bar.main(["--help"], context: .testing()) == 0)
        for declaration in testCommands.map({ $0.declaration }) {
            #expect(declaration.validationProblems() == [])
        }
    }

    @Test func validationCatchesDeclarationMistakes() {
        let bad = CommandDeclaration(
            name: "Bad",
            abstract: "",
            arguments: [.init("files", help: "", isRepeated: true), .init("x", help: "")],
            options: [
                .init("help", help: ""),
                .init("format", short: "h", help: "", allowedValues: ["a"], defaultValue: "b"),
            ],
            flags: [.init("format", help: "")]
        )
        let problems = bad.validationProblems()
        #expect(problems.contains("command 'Bad': name must be lower-case letters, digits and '-'"))
        #expect(problems.contains("command 'Bad': abstract must be one non-empty line"))
        #expect(problems.contains("command 'Bad': only the last argument may repeat, not 'files'"))
        #expect(problems.contains("command 'Bad': '--help' is reserved"))
        #expect(problems.contains("command 'Bad': '-h' is reserved for help"))
        #expect(problems.contains("command 'Bad': option '--format' is declared twice"))
        #expect(problems.contains("command 'Bad': default 'b' of option '--format' is not one of its allowed values"))
        let optionalFirst = CommandDeclaration(
            name: "x", abstract: "X.", arguments: [.init("a", help: "", isOptional: true), .init("b", help: "")])
        #expect(optionalFirst.validationProblems() == ["command 'x': required argument 'b' follows an optional one"])
    }

    /// Arbitrary command lines never crash and always end with a known status.
    @Test func arbitraryCommandLinesNeverCrash() {
        let vocabulary = [
            "solve", "diff", "help", "slove", "-", "--", "--help", "-h", "--version", "--device", "--device=",
            "-d", "-d=", "-ds", "-sd", "--format", "json", "jsn", "--format=", "--posture", "--strict",
            "--strict=", "-s", "-", "a.bar", "", "=", "-=", "--=", "-h=", "é", "--é", "-é", "---", "--no-color",
        ]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: seed >> 33)
        }
        for _ in 0..<3000 {
            let count = next() % 6
            let arguments = (0..<count).map { _ in vocabulary[next() % vocabulary.count] }
            let status = runBar(arguments).status
            #expect([0, 1, 64].contains(status), "\(arguments) → \(status)")
        }
    }
}
