import BarCommandLine
import BarLint
import Foundation
import Testing

/// `bar completion`: the scripts parse in their shell, and bash and fish, driven the way they drive a
/// completion at a prompt, offer what the declarations say.
@Suite("bar completion")
struct CompletionCommandTests {
    static let bash = ExternalProcess.which("bash")
    static let zsh = ExternalProcess.which("zsh")
    static let fish = ExternalProcess.which("fish")

    /// The script for `shell`, written to a temporary file whose path is returned.
    func scriptFile(_ shell: String) throws -> String {
        let run = CheckRun.bar(["completion", shell])
        #expect(run.status == 0)
        #expect(run.error == "")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bar-completion-\(UUID().uuidString).\(shell)").path
        try run.output.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(.enabled(if: bash != nil)) func bashScriptParses() throws {
        let path = try scriptFile("bash")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try ExternalProcess.run(Self.bash!, ["-n", path])
        #expect(run.status == 0, "bash -n: \(run.error)")
    }

    @Test(.enabled(if: zsh != nil)) func zshScriptParsesAndRegisters() throws {
        let path = try scriptFile("zsh")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let syntax = try ExternalProcess.run(Self.zsh!, ["-n", path])
        #expect(syntax.status == 0, "zsh -n: \(syntax.error)")
        // Sourced after compinit, it registers itself for `bar`.
        let load = try ExternalProcess.run(
            Self.zsh!, ["-f", "-c", "autoload -U compinit && compinit -u -D && source \(path) && print -r -- $_comps[bar]"])
        #expect(load.status == 0, "\(load.error)")
        #expect(load.output == "_bar\n")
    }

    @Test(.enabled(if: fish != nil)) func fishScriptParses() throws {
        let path = try scriptFile("fish")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try ExternalProcess.run(Self.fish!, ["--no-config", "-n", path])
        #expect(run.status == 0, "fish -n: \(run.error)")
    }

    /// Each line of `lines` is a command line typed so far (words separated by spaces, the last one being
    /// completed); returns what bash's completion function offers for each, one line per input line.
    func bashOffers(_ lines: [String], cwd: String = RepositoryFiles.root) throws -> [String] {
        let path = try scriptFile("bash")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var driver = "source \(path)\n"
        driver += "offer() { COMP_WORDS=(\"$@\"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=(); _bar; echo \"${COMPREPLY[*]}\"; }\n"
        for line in lines {
            var words = line.split(separator: " ", omittingEmptySubsequences: false).map { "'\($0)'" }
            if line.hasSuffix(" ") { words[words.count - 1] = "''" }
            driver += "offer " + words.joined(separator: " ") + "\n"
        }
        let run = try ExternalProcess.run(Self.bash!, ["--norc", "--noprofile", "-c", driver], cwd: cwd)
        #expect(run.status == 0, "\(run.error)")
        return run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test(.enabled(if: bash != nil)) func bashCompletesCommandsOptionsAndValues() throws {
        let offers = try bashOffers([
            "bar so",
            "bar solve --pos",
            "bar solve --posture closed-l",
            "bar solve --posture = open",
            "bar lint --explain item-missing",
            "bar lint --reporter ",
            "bar solve --device ",
            "bar completion ",
            "bar help fm",
            "bar fmt -",
            "bar solve --screen ",
        ])
        #expect(offers == [
            "solve",
            "--posture",
            "closed-landscape closed-landscape+keyboard closed-landscape+pip",
            "open-landscape open-landscape+keyboard open-landscape+pip open-portrait open-portrait+keyboard open-portrait+pip",
            "item-missing-symbol item-missing-title",
            "text json sarif github",
            "iphone-duo iphone",
            "bash zsh fish",
            "fmt",
            "--write -w --check --diff --no-color --help -h",
            "",
        ])
    }

    /// Spec arguments offer folders and `.bar` files only; a positional after an option's value is counted
    /// correctly (`bar diff a.bar --device x ` completes the second spec); `bar completion bash ` offers
    /// nothing more.
    @Test(.enabled(if: bash != nil)) func bashCompletesSpecsAndCountsPositionals() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bar-completion-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/screens", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["inbox.bar", "notes.txt", "screens/compose.bar", "App.swift"] {
            try "".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        let offers = try bashOffers(
            ["bar check ", "bar check screens/", "bar completion bash ", "bar help solve ",
             "bar diff inbox.bar --device iphone i", "bar lint --config n"],
            cwd: folder)
        #expect(offers == ["screens inbox.bar", "screens/compose.bar", "", "", "inbox.bar", "notes.txt"])
        // generate's framework and import's mode (each command checks them itself, whatever their case), then
        // specs for generate and Swift sources (any file or folder) for import; init and the options naming a
        // folder (--output, --check) take folders only.
        let words = try bashOffers(
            ["bar generate ", "bar generate swiftui ", "bar import ", "bar import auto A", "bar init ", "bar import auto . --output ",
             "bar import auto . --check s", "bar generate swiftui inbox.bar --output "],
            cwd: folder)
        #expect(words == ["swiftui uikit", "screens inbox.bar", "swiftui uikit auto", "App.swift", "screens", "screens", "screens", "screens"])
    }

    @Test(.enabled(if: fish != nil)) func fishCompletesCommandsAndValues() throws {
        let path = try scriptFile("fish")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try ExternalProcess.run(
            Self.fish!,
            ["--no-config", "-c", "source \(path); complete -C 'bar compl'; complete -C 'bar solve --posture open-p'; complete -C 'bar completion '"])
        #expect(run.status == 0, "\(run.error)")
        let offered = run.output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        #expect(offered == ["completion", "open-portrait", "open-portrait+keyboard", "open-portrait+pip", "bash", "fish", "zsh"])
    }

    /// Everything the declarations say is in every script: each command, each option's long name, each
    /// rule id; so a new option or rule cannot be left out.
    @Test(arguments: CompletionCommand.shells) func everyDeclaredNameIsOffered(_ shell: String) {
        let script = CheckRun.bar(["completion", shell]).output
        for command in Bar.commands {
            let declaration = command.declaration
            #expect(script.contains(declaration.name), "\(shell): no command \(declaration.name)")
            for long in declaration.options.map(\.long) + declaration.flags.map(\.long) {
                #expect(script.contains(shell == "fish" ? "-l \(long)" : "--\(long)"), "\(shell): no --\(long) for \(declaration.name)")
            }
        }
        for id in RuleRegistry.ids {
            #expect(script.contains(id), "\(shell): no rule \(id)")
        }
        #expect(CheckRun.bar(["completion", shell]).output == script, "not deterministic")
    }

    @Test func unknownShellIsAUsageError() {
        let run = CheckRun.bar(["completion", "tcsh"])
        #expect(run.status == 64)
        #expect(run.output == "")
        #expect(run.error.hasPrefix("error: invalid value 'tcsh' for '<shell>' (expected one of: bash, zsh, fish)"))
        #expect(CheckRun.bar(["completion"]).status == 64)
    }

    @Test func helpListsTheShells() {
        let run = CheckRun.bar(["completion", "--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("<shell>                 The shell to write the script for. (values: bash, zsh,"))
    }
}
