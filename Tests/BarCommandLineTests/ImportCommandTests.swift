import BarImport
import Foundation
import Testing

@testable import BarCommandLine

/// `bar import` end to end: printing, writing, refusing to overwrite, `--check` and its exit status, JSON.
@Suite struct ImportCommandTests {
    private static let swift = """
        import SwiftUI

        struct InboxView: View {
            var body: some View {
                NavigationStack {
                    List {}
                        .navigationTitle("Inbox")
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) {
                                Button("Compose", systemImage: "square.and.pencil") {}
                            }
                        }
                }
            }
        }

        """

    /// A fresh folder holding App/InboxView.swift; each test removes it when done.
    private func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "bar-import-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path + "/App", withIntermediateDirectories: true)
        try Self.swift.write(toFile: path + "/App/InboxView.swift", atomically: true, encoding: .utf8)
        return path
    }

    @Test func printsTheSpecAndASummary() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let context = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "swiftui", "App"], context: context) == 0)
        #expect(context.capturedOutput.contains("item compose { title: \"Compose\" symbol: \"square.and.pencil\" placement: primary }"))
        #expect(context.capturedOutput.contains("// App/InboxView.swift:9"))
        #expect(context.capturedError == "imported 1 screen from 1 Swift file into 1 spec: 0 warnings\n")
    }

    /// The command leaves the import's syntax trees to the process's exit (`SyntaxTreeRelease`): they are in
    /// the context's memory left to exit, once per import, and not freed by the import.
    @Test func leavesTheSyntaxTreesToTheProcessExit() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let context = CommandContext.testing(cwd: folder)
        #expect(context.memoryLeftToExit.count == 0)
        #expect(Bar.main(["import", "swiftui", "App"], context: context) == 0)
        #expect(context.memoryLeftToExit.count == 1)
        // The trees themselves, one file's, not an empty hand-over.
        #expect((context.memoryLeftToExit.kept.first as? SyntaxTrees)?.fileCount == 1)
    }

    /// A spec already there byte for byte is left as it is — the same file, not rewritten — so importing
    /// unchanged code again touches nothing; one that differs is replaced.
    @Test func anUnchangedSpecIsNotRewritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(Bar.main(["import", "auto", "App", "--output", "Specs"], context: CommandContext.testing(cwd: folder)) == 0)
        let spec = folder + "/Specs/InboxView.bar"
        func inode() throws -> Int { try (FileManager.default.attributesOfItem(atPath: spec)[.systemFileNumber] as? Int) ?? -1 }
        let first = try inode()
        let again = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "auto", "App", "--output", "Specs"], context: again) == 0)
        #expect(try inode() == first, "an atomic rewrite renames a new file over the old one")
        #expect(again.capturedError == "imported 1 screen from 1 Swift file into 1 spec: 0 warnings\n")

        let text = try String(contentsOfFile: spec, encoding: .utf8)
        try text.replacingOccurrences(of: "placement: primary", with: "placement: secondary").write(toFile: spec, atomically: false, encoding: .utf8)
        let changed = try inode()
        #expect(Bar.main(["import", "auto", "App", "--output", "Specs"], context: CommandContext.testing(cwd: folder)) == 0)
        #expect(try inode() != changed)
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == text)
    }

    @Test func checkPassesOnItsOwnOutputAndFailsOnDrift() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let write = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "auto", "App", "--output", "Specs"], context: write) == 0)
        let spec = folder + "/Specs/InboxView.bar"
        #expect(FileManager.default.fileExists(atPath: spec))

        let clean = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "auto", "App", "--check", "Specs"], context: clean) == 0)

        let text = try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "placement: primary", with: "placement: secondary")
        try text.write(toFile: spec, atomically: true, encoding: .utf8)
        let drifted = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "auto", "App", "--check", "Specs"], context: drifted) == 1)
        #expect(
            drifted.capturedOutput
                == "App/InboxView.swift:9:21: error: item 'compose': placement is primary in the code but secondary in Specs/InboxView.bar [import-drift]\n")
    }

    /// Screen ids are unique only within a spec: two Swift files that each have a screen `inbox` (an app's view
    /// and its watch app's view controller) are each compared with their own spec. They were compared by id
    /// across the folder, so a clean import reported drift at once (the second file against the first's spec).
    @Test func checkComparesEachSwiftFileWithItsOwnSpec() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/App/Watch", withIntermediateDirectories: true)
        try """
            import UIKit

            final class InboxViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Mail"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", image: UIImage(systemName: "pencil"), primaryAction: nil, menu: nil)
                }
            }

            """.write(toFile: folder + "/App/Watch/InboxViewController.swift", atomically: true, encoding: .utf8)
        #expect(Bar.main(["import", "auto", "App", "--output", "Specs"], context: CommandContext.testing(cwd: folder)) == 0)
        let clean = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "auto", "./App/", "--check", "./Specs/"], context: clean) == 0, "\(clean.capturedOutput)")

        // A change in the second file's spec is reported against that spec, and only there.
        let spec = folder + "/Specs/Watch/InboxViewController.bar"
        let text = try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "title: \"Edit\"", with: "title: \"Modify\"")
        try text.write(toFile: spec, atomically: true, encoding: .utf8)
        let drifted = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "auto", "App", "--check", "Specs"], context: drifted) == 1)
        #expect(
            drifted.capturedOutput
                == "App/Watch/InboxViewController.swift:7:45: error: item 'edit': title is 'Edit' in the code but 'Modify' in Specs/Watch/InboxViewController.bar [import-drift]\n",
            "\(drifted.capturedOutput)")
    }

    /// Issue 13: `--check` compares more than ids — titles, symbols, axes, container settings — and says each
    /// difference where it is: at the code when the code sets it, at the spec when only the spec does.
    @Test func checkReportsEveryFactOnTheSideThatHasIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(Bar.main(["import", "auto", "App", "--output", "Specs"], context: CommandContext.testing(cwd: folder)) == 0)
        let spec = folder + "/Specs/InboxView.bar"
        let imported = try String(contentsOfFile: spec, encoding: .utf8)
        var text = imported.replacingOccurrences(of: "title: \"Compose\"", with: "title: \"Write\"")
            .replacingOccurrences(of: "symbol: \"square.and.pencil\"", with: "symbol: \"pencil\" axis: horizontal-only")
            .replacingOccurrences(of: "title: \"Inbox\"", with: "title: \"Mail\"\n    back-button: true")
        text += "\n"
        #expect(text != imported)
        try text.write(toFile: spec, atomically: true, encoding: .utf8)
        let context = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "auto", "App", "--check", "Specs"], context: context) == 1)
        let lines = context.capturedOutput.split(separator: "\n").map(String.init)
        let specLine = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("item compose") }) + 1
        #expect(lines.contains("App/InboxView.swift:9:21: error: item 'compose': title is 'Compose' in the code but 'Write' in Specs/InboxView.bar [import-drift]"))
        #expect(lines.contains("App/InboxView.swift:9:21: error: item 'compose': symbol is 'square.and.pencil' in the code but 'pencil' in Specs/InboxView.bar [import-drift]"))
        #expect(lines.contains { $0.hasPrefix("Specs/InboxView.bar:\(specLine):") && $0.hasSuffix("error: item 'compose': axis is horizontal-only in the spec but not set in the code [import-drift]") }, "\(lines)")
        #expect(lines.contains { $0.hasSuffix("error: screen 'inbox': stack title is 'Inbox' in the code but 'Mail' in Specs/InboxView.bar [import-drift]") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Specs/InboxView.bar:") && $0.hasSuffix("error: screen 'inbox': stack back-button is true in the spec but not set in the code [import-drift]") }, "\(lines)")
        #expect(lines.count == 5, "\(lines)")
        // Two findings at one place come in the order of their facts' names, the same in every run (they came in
        // a dictionary's order, which changes from process to process).
        let atCompose = lines.filter { $0.hasPrefix("App/InboxView.swift:9:21:") }
        #expect(atCompose.map { $0.contains("symbol is") } == [true, false], "\(atCompose)")
    }

    /// The facts of one entry that differ are reported in the order of their names, whatever order a
    /// dictionary keeps them in: five at once would come out in the same order by chance once in 120 runs.
    @Test func checkReportsOneEntrysFactsInNameOrder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(Bar.main(["import", "auto", "App", "--output", "Specs"], context: CommandContext.testing(cwd: folder)) == 0)
        let spec = folder + "/Specs/InboxView.bar"
        let imported = try String(contentsOfFile: spec, encoding: .utf8)
        let text = imported.replacingOccurrences(of: "title: \"Compose\"", with: "title: \"Write\"")
            .replacingOccurrences(of: "symbol: \"square.and.pencil\"", with: "symbol: \"pencil\" axis: horizontal-only priority: high badge: 2")
            .replacingOccurrences(of: "placement: primary", with: "placement: secondary")
        #expect(text != imported)
        try text.write(toFile: spec, atomically: true, encoding: .utf8)
        let context = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "auto", "App", "--check", "Specs"], context: context) == 1)
        let messages = context.capturedOutput.split(separator: "\n").map { line in
            String(line.split(separator: ": error: ", maxSplits: 1).last ?? "")
        }
        let facts = messages.compactMap { message in
            message.split(separator: " ").dropFirst(2).first.map(String.init)
        }
        #expect(facts == ["placement", "symbol", "title", "axis", "badge", "priority"], "\(messages)")
    }

    /// A spec imported from a file with LF line endings passes `--check` against the same file checked out
    /// with CRLF (a multi-line title reads the same), and a title that really differs is reported on one line,
    /// its line breaks spelled as escapes.
    @Test func checkReadsCRLFFilesAsLFAndKeepsFindingsOnOneLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/App/InboxView.swift"
        let multiline = Self.swift.replacingOccurrences(
            of: "Button(\"Compose\",", with: "Button(\"\"\"\n                    Compose\n                    Mail\n                    \"\"\",")
        try multiline.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(Bar.main(["import", "auto", "App", "--output", "Specs"], context: CommandContext.testing(cwd: folder)) == 0)
        let spec = try String(contentsOfFile: folder + "/Specs/InboxView.bar", encoding: .utf8)
        #expect(spec.contains("title: \"Compose\\nMail\""), "\(spec)")

        try multiline.replacingOccurrences(of: "\n", with: "\r\n").write(toFile: path, atomically: true, encoding: .utf8)
        let crlf = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "auto", "App", "--check", "Specs"], context: crlf) == 0, "\(crlf.capturedOutput)")

        try spec.replacingOccurrences(of: "\\nMail\"", with: "\\nPost\"").write(toFile: folder + "/Specs/InboxView.bar", atomically: true, encoding: .utf8)
        let drifted = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "auto", "App", "--check", "Specs"], context: drifted) == 1)
        #expect(
            drifted.capturedOutput
                == "App/InboxView.swift:9:21: error: item 'compose-mail': title is 'Compose\\u{A}Mail' in the code but 'Compose\\u{A}Post' in Specs/InboxView.bar [import-drift]\n")
    }

    /// A spec over the size every command reads is not written: check, lint and `--check` would all refuse it.
    /// (A Swift file under a long path makes one: each declaration's comment repeats the path.)
    @Test func aSpecTooLargeToReadIsNotWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let deep = (0..<12).map { "\($0)" + String(repeating: "d", count: 240) }.joined(separator: "/")
        try FileManager.default.createDirectory(atPath: folder + "/" + deep, withIntermediateDirectories: true)
        let items = (0..<6_000).map { "                ToolbarItem { Button(\"A\($0)\", systemImage: \"star\") {} }" }
        let swift = "import SwiftUI\nstruct BigView: View {\n    var body: some View {\n        NavigationStack {\n            Text(\"x\").toolbar {\n"
            + items.joined(separator: "\n") + "\n            }\n        }\n    }\n}\n"
        try swift.write(toFile: folder + "/" + deep + "/BigView.swift", atomically: true, encoding: .utf8)
        let context = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "swiftui", deep, "--output", "Specs"], context: context) == 1)
        let target = "Specs/BigView.bar"  // under --output as the Swift file is under the folder given
        #expect(context.capturedError.contains("\(target): error: not written: the spec would be "), "\(context.capturedError.suffix(400))")
        #expect(context.capturedError.contains("more than the 16777216 bar reads; split \(deep)/BigView.swift into smaller files [file-too-large]"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/" + target))
    }

    @Test func neverOverwritesAHandWrittenSpec() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Specs", withIntermediateDirectories: true)
        try "// mine\n".write(toFile: folder + "/Specs/InboxView.bar", atomically: true, encoding: .utf8)
        let context = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "swiftui", "App", "--output", "Specs"], context: context) == 1)
        #expect(try String(contentsOfFile: folder + "/Specs/InboxView.bar", encoding: .utf8) == "// mine\n")
        // The summary does not claim the spec it kept from being written.
        #expect(context.capturedError.hasSuffix("imported 1 screen from 1 Swift file into 1 spec: 0 warnings; 1 not written\n"))
        #expect(Bar.main(["import", "swiftui", "App", "--output", "Specs", "--force"], context: .testing(cwd: folder)) == 0)
    }

    /// What cannot be shown to be bar import's own is kept too: a file that is not UTF-8 (it used to be replaced,
    /// as reading it as text failed) and a named pipe (replaced by a file; reading it could wait for ever).
    @Test func neverOverwritesWhatItCannotShowItWrote() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Specs", withIntermediateDirectories: true)
        let latin1 = Data([0x2F, 0x2F, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A])
        try latin1.write(to: URL(fileURLWithPath: folder + "/Specs/InboxView.bar"))
        let context = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "swiftui", "App", "--output", "Specs"], context: context) == 1)
        #expect(context.capturedError.contains("Specs/InboxView.bar: error: not overwritten: this file was not written by bar import (use --force to replace it) [import-not-generated]"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/Specs/InboxView.bar")) == latin1)

        try FileManager.default.removeItem(atPath: folder + "/Specs/InboxView.bar")
        #expect(mkfifo(folder + "/Specs/InboxView.bar", 0o600) == 0)
        let piped = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "swiftui", "App", "--output", "Specs"], context: piped) == 1)
        #expect(piped.capturedError.contains("not overwritten: it is not a regular file, so bar import did not write it"))
        #expect(!FileSystem.isRegularFile(folder + "/Specs/InboxView.bar"))
    }

    /// Two folders given whose Swift files have the same name under them map to one spec: the second used to
    /// replace the first while the summary counted two specs.
    @Test func twoSwiftFilesThatWouldWriteOneSpecAreAnErrorAndNothingIsWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Other", withIntermediateDirectories: true)
        let settings = Self.swift.replacingOccurrences(of: "Inbox", with: "Settings")
        try settings.write(toFile: folder + "/Other/InboxView.swift", atomically: true, encoding: .utf8)
        let context = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "auto", "App", "Other", "--output", "Specs"], context: context) == 1)
        #expect(
            context.capturedError.contains(
                "Specs/InboxView.bar: error: App/InboxView.swift and Other/InboxView.swift would both be imported to this spec"))
        #expect(context.capturedError.contains("[import-file-clash]"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/Specs"))
        // With --format json the one object is printed all the same, no spec written.
        let json = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "auto", "App", "Other", "--output", "Specs", "--format", "json"], context: json) == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.capturedOutput.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        #expect(files.count == 2)
        #expect(files.allSatisfy { $0["spec"] is NSNull })
        #expect(!FileManager.default.fileExists(atPath: folder + "/Specs"))

        // The folder that holds both keeps them apart.
        #expect(Bar.main(["import", "auto", ".", "--output", "Specs"], context: .testing(cwd: folder)) == 0)
        #expect(FileManager.default.fileExists(atPath: folder + "/Specs/App/InboxView.bar"))
        #expect(FileManager.default.fileExists(atPath: folder + "/Specs/Other/InboxView.bar"))
    }

    /// `App` and `App/InboxView.swift` both name one file: it is read once, under the first path, so it is
    /// one spec and no clash with itself.
    @Test func aFileNamedByOverlappingPathsIsReadOnce() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let context = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "swiftui", "App", "App/InboxView.swift", "./App", "--output", "Specs"], context: context) == 0)
        #expect(context.capturedError == "imported 1 screen from 1 Swift file into 1 spec: 0 warnings\n")
        #expect(FileManager.default.fileExists(atPath: folder + "/Specs/InboxView.bar"))

        let printing = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "swiftui", "App/InboxView.swift", "App"], context: printing) == 0)
        #expect(printing.capturedOutput.components(separatedBy: "screen inbox").count == 2)
    }

    @Test func jsonHasAVersion() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let context = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "swiftui", "App", "--format", "json"], context: context) == 0)
        #expect(context.capturedOutput.hasPrefix("{\n  \"version\": 1,\n  \"mode\": \"swiftui\","))
    }

    @Test func usageErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(Bar.main(["import", "swiftiu", "App"], context: .testing(cwd: folder)) == 64)
        #expect(Bar.main(["import", "swiftui"], context: .testing(cwd: folder)) == 64)
        #expect(Bar.main(["import", "swiftui", "Missing"], context: .testing(cwd: folder)) == 66)
    }

    /// String tables under the folders given: the `.lproj` folder of `--language` (English by default) and
    /// `Base.lproj`, and catalogs in the language chosen; other languages' folders and `.strings` files outside an
    /// `.lproj` folder are not read.
    @Test func titlesWrittenAsKeysAreReadFromTheTablesFound() throws {
        let folder = NSTemporaryDirectory() + "bar-import-tables-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for sub in ["App/en.lproj", "App/de.lproj", "App/Other"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
        }
        try """
            import SwiftUI

            struct ComposeView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .toolbar {
                                ToolbarItem(placement: .confirmationAction) { Button(NSLocalizedString("send_label", comment: "")) {} }
                                ToolbarItem(placement: .bottomBar) { Button(String(localized: "compose.draft", table: "Compose")) {} }
                            }
                    }
                }
            }

            """.write(toFile: folder + "/App/Compose.swift", atomically: true, encoding: .utf8)
        try "\"send_label\" = \"Send\";\n".write(toFile: folder + "/App/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try "\"send_label\" = \"Senden\";\n".write(toFile: folder + "/App/de.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try "\"send_label\" = \"Not a table\";\n".write(toFile: folder + "/App/Other/Localizable.strings", atomically: true, encoding: .utf8)
        try """
            { "sourceLanguage": "en", "strings": { "compose.draft": { "localizations": {
                "en": { "stringUnit": { "state": "translated", "value": "Save Draft" } },
                "de": { "stringUnit": { "state": "translated", "value": "Entwurf sichern" } } } } } }
            """.write(toFile: folder + "/App/Compose.xcstrings", atomically: true, encoding: .utf8)

        let english = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "swiftui", "App"], context: english) == 0)
        #expect(english.capturedOutput.contains("item send { title: \"Send\" placement: confirmation }"), "\(english.capturedOutput)")
        #expect(english.capturedOutput.contains("item save-draft { title: \"Save Draft\" placement: bottom }"), "\(english.capturedOutput)")
        #expect(english.capturedError == "imported 1 screen from 1 Swift file and 2 string tables into 1 spec: 0 warnings\n")

        let german = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "swiftui", "App", "--language", "de"], context: german) == 0)
        #expect(german.capturedOutput.contains("item senden { title: \"Senden\" placement: confirmation }"), "\(german.capturedOutput)")
        #expect(german.capturedOutput.contains("// title is 'compose.draft' in the Compose table (de)\n"), "\(german.capturedOutput)")
        #expect(german.capturedOutput.contains("title: \"Entwurf sichern\""), "\(german.capturedOutput)")
    }

    /// A table that cannot be read (a compiled property list, as vendored bundles ship) is a warning, not a
    /// failure: the import and `--check` exit as they would without it. A table named on the command line is
    /// read even in another language's folder.
    @Test func anUnreadableTableIsAWarningAndANamedTableIsRead() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/App/en.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Other/fr.lproj", withIntermediateDirectories: true)
        try Data(Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0xFF]).write(to: URL(fileURLWithPath: folder + "/App/en.lproj/Localizable.strings"))
        let context = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "swiftui", "App"], context: context) == 0)
        #expect(
            context.capturedError.hasPrefix(
                "App/en.lproj/Localizable.strings:1:1: warning: this string table is a compiled (binary) property list, not text; its texts are not used [import-string-table]\n"),
            "\(context.capturedError)")
        #expect(context.capturedError.hasSuffix("imported 1 screen from 1 Swift file into 1 spec: 1 warning\n"), "\(context.capturedError)")

        try "\"Compose\" = \"Écrire\";\n".write(toFile: folder + "/Other/fr.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let named = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "swiftui", "App/InboxView.swift", "Other/fr.lproj/Localizable.strings"], context: named) == 0)
        #expect(named.capturedError == "imported 1 screen from 1 Swift file and 1 string table into 1 spec: 0 warnings\n", "\(named.capturedError)")
    }
    /// Storyboards and xibs found beside the code give the classes they name their bars; one that is not
    /// well-formed is a warning, and the import exits as it would without it.
    @Test func storyboardsFoundBesideTheCodeGiveTheirClassesBars() throws {
        let folder = NSTemporaryDirectory() + "bar-import-storyboards-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/App/Base.lproj", withIntermediateDirectories: true)
        try """
            import UIKit

            final class NotesViewController: UIViewController {}

            """.write(toFile: folder + "/App/Notes.swift", atomically: true, encoding: .utf8)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="notes" customClass="NotesViewController" sceneMemberID="viewController">
                                <navigationItem key="navigationItem" title="Notes" id="n1">
                                    <barButtonItem key="rightBarButtonItem" systemItem="compose" id="c1"/>
                                </navigationItem>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """.write(toFile: folder + "/App/Base.lproj/Main.storyboard", atomically: true, encoding: .utf8)
        try "<document>\n  <objects>\n</document>\n".write(toFile: folder + "/App/Broken.xib", atomically: true, encoding: .utf8)
        let context = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "uikit", "App"], context: context) == 0)
        #expect(context.capturedOutput.contains("// App/Base.lproj/Main.storyboard:8\n      item compose { title: \"Compose\" symbol: \"square.and.pencil\" placement: top-trailing }"), "\(context.capturedOutput)")
        #expect(
            context.capturedError == """
                App/Broken.xib:3:1: warning: </document> closes <objects>, opened before it; close that one first; the bars this file lays out are not imported [import-interface-file]
                    </document>
                    ^
                imported 1 screen from 1 Swift file and 2 Interface Builder files into 1 spec: 1 warning

                """, "\(context.capturedError)")
    }

    /// A storyboard's tab bar controller that no class declares is written to a spec of the storyboard's own,
    /// beside the Swift files' under `--output`, and `--check` compares it as any other.
    @Test func aStoryboardsOwnScreenHasASpecOfItsOwn() throws {
        let folder = NSTemporaryDirectory() + "bar-import-storyboard-tabs-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/App/Base.lproj", withIntermediateDirectories: true)
        try """
            import UIKit

            final class NotesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .compose)
                }
            }

            """.write(toFile: folder + "/App/Notes.swift", atomically: true, encoding: .utf8)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s0"><objects>
                        <tabBarController id="tb" sceneMemberID="viewController">
                            <connections><segue destination="notes" kind="relationship" relationship="viewControllers" id="r"/></connections>
                        </tabBarController>
                    </objects></scene>
                    <scene sceneID="s1"><objects>
                        <viewController id="notes" customClass="NotesViewController" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Notes" image="note.text" catalog="system" id="t"/>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>

            """.write(toFile: folder + "/App/Base.lproj/Main.storyboard", atomically: true, encoding: .utf8)
        let context = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "uikit", "App", "--output", "Specs"], context: context) == 0, "\(context.capturedError)")
        let written = try String(contentsOfFile: folder + "/Specs/Base.lproj/Main.storyboard.bar", encoding: .utf8)
        #expect(written.hasPrefix("// Generated by bar import from App/Base.lproj/Main.storyboard.\n"), "\(written)")
        #expect(written.contains("    tab notes {\n      title: \"Notes\"\n      symbol: \"note.text\""), "\(written)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Specs/Notes.bar"), "the tab's class is part of the storyboard's screen")
        let check = CommandContext.testing(cwd: folder)
        #expect(Bar.main(["import", "uikit", "App", "--check", "Specs"], context: check) == 0, "\(check.capturedOutput)\(check.capturedError)")
    }
}
