import BarCommandLine
import Foundation
import Testing

/// `bar help --man`: one roff page holding every command, built from the declarations, that `man` renders
/// without a warning.
@Suite("Frame: man page")
struct ManPageGeneratorTests {
    static let groff = ExternalProcess.which("groff")

    @Test func pageHoldsEveryCommandOptionAndExitStatus() {
        let run = CheckRun.bar(["help", "--man"])
        #expect(run.status == 0)
        #expect(run.error == "")
        let page = run.output
        #expect(page.hasPrefix(".TH BAR 1 \"\" \"bar \(BarVersion.current)\" \"User Commands\"\n.SH NAME\n"))
        for command in Bar.commands {
            let declaration = command.declaration
            #expect(page.contains(".SS \"bar \(declaration.name)\"\n"), "no section for \(declaration.name)")
            for long in declaration.options.map(\.long) + declaration.flags.map(\.long) {
                let roff = long.replacingOccurrences(of: "-", with: "\\-")
                #expect(page.contains("\\fB\\-\\-\(roff)\\fR"), "no --\(long) for \(declaration.name)")
            }
        }
        for code in ["0", "1", "64", "66", "74"] {
            #expect(page.contains(".TP\n\(code)\n"), "exit status \(code) missing")
        }
        #expect(CheckRun.bar(["help", "--man"]).output == page, "not deterministic")
    }

    /// Text that would read as a roff request or escape is written so it prints as typed.
    @Test func escapesRoffControlCharacters() {
        let declaration = CommandDeclaration(
            name: "demo", abstract: ".starts with a dot",
            discussion: ["'quoted start and a back\\slash"],
            options: [.init("out-dir", help: "-- dashes, ⋯ and é")])
        let page = ManPageGenerator.page(abstract: "Demo.", commands: [declaration], version: "9.9.9")
        #expect(page.contains("\n\\&.starts with a dot\n"))
        #expect(page.contains("\n\\&'quoted start and a back\\eslash\n"))
        #expect(page.contains("\\fB\\-\\-out\\-dir\\fR \\fI<out\\-dir>\\fR\n\\-\\- dashes, \\[u22EF] and \\[u00E9]\n"))
        #expect(page.contains("\"bar 9.9.9\""))
    }

    @Test func extraArgumentIsAUsageError() {
        let run = CheckRun.bar(["help", "--man", "solve"])
        #expect(run.status == 64)
        #expect(run.output == "")
        #expect(run.error.hasPrefix("error: unexpected argument 'solve'\n"))
    }

    /// groff, with warnings on, renders the page without a complaint.
    @Test(.enabled(if: groff != nil)) func groffRendersWithoutWarnings() throws {
        let page = CheckRun.bar(["help", "--man"]).output
        let run = try ExternalProcess.run(Self.groff!, ["-man", "-Tutf8", "-ww", "-z"], stdin: page)
        #expect(run.status == 0)
        #expect(run.error == "", "groff: \(run.error)")
    }
}
