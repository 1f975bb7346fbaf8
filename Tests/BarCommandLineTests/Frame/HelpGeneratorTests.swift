import BarCommandLine
import Testing

@Suite("Frame: help")
struct HelpGeneratorTests {
    @Test func commandHelpGolden() {
        let expected = """
            OVERVIEW: Solve toolbar layouts for a device.

            Reads each spec, lays out its toolbars for every posture of the device and
            prints which items are shown, which overflow and why.

            USAGE: bar solve <files> ... [--device <name>] [--posture <name> ...]
                             [--format <format>] [--strict] [--no-color]

            ARGUMENTS:
              <files>                 Spec files or folders to read (- for standard input).

            OPTIONS:
              -d, --device <name>     Device to solve for. (default: iphone-duo)
              --posture <name> ...    Posture to solve for; repeat the option for several
                                      postures.
              --format <format>       Output format. (values: text, json; default: text)
              -s, --strict            Treat warnings as errors.
              --no-color              Never colour the output.
              -h, --help              Show help information.

            EXAMPLES:
              bar solve Specs/duo-sample/toolbar.bar
              bar solve --device iphone-duo --posture open --posture closed Specs/

            """
        #expect(HelpGenerator.help(for: SolveTestCommand.declaration) == expected)
    }

    @Test func rootHelpGolden() {
        let expected = """
            OVERVIEW: \(Bar.abstract)

            USAGE: bar <subcommand>

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              solve                   Solve toolbar layouts for a device.
              diff                    Compare two specs.

              See 'bar help <subcommand>' for detailed help.

            """
        #expect(HelpGenerator.rootHelp(abstract: Bar.abstract, commands: testCommands.map { $0.declaration }) == expected)
    }

    @Test func optionalArgumentsAndMinimalCommand() {
        #expect(HelpGenerator.help(for: DiffTestCommand.declaration) == """
            OVERVIEW: Compare two specs.

            USAGE: bar diff <old> <new> [<output>]

            ARGUMENTS:
              <old>                   The spec before.
              <new>                   The spec after.
              <output>                Where to write the report.

            OPTIONS:
              -h, --help              Show help information.

            """)
    }

    @Test func longLabelsPutTheirDescriptionOnTheNextLineAndTextWrapsAt80() {
        let declaration = CommandDeclaration(
            name: "render",
            abstract: "Render.",
            discussion: ["Layout kept:\n  one   1\n  two   2"],
            options: [
                .init("maximum-overflow-items", valueName: "count", help: String(repeating: "word ", count: 40)),
            ]
        )
        let help = HelpGenerator.help(for: declaration)
        #expect(help.contains("""
              --maximum-overflow-items <count>
                                      word word word word word word word word word word word
            """))
        #expect(help.contains("Layout kept:\n  one   1\n  two   2\n"))
        for line in help.split(separator: "\n") {
            #expect(line.count <= 80, "\(line)")
        }
    }

    @Test func usageLine() {
        #expect(HelpGenerator.usage(for: DiffTestCommand.declaration) == "bar diff <old> <new> [<output>]")
        #expect(HelpGenerator.rootUsage() == "bar <subcommand>")
    }
}
