import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// String tables: the `"key" = "text";` format and `.xcstrings` catalogs read into texts by key, each problem a
/// warning at its place; and a title written as a localization key imported as its table's text.
@Suite struct StringTablesTests {
    private func table(_ path: String, _ text: String, language: String? = nil) -> StringTableFile? {
        StringTableFile(SourceFile(path: path, text: text), language: language)
    }

    /// Quoted and bare keys, both kinds of comment, the escapes as property lists read them (`\U` is one to four
    /// hexadecimal digits of UTF-16, a surrogate pair one scalar; `\101` octal; `\u` is a plain `u`), and `"key";`
    /// (a text that is its own key).
    @Test func theStringsFormatReadsEveryEntry() throws {
        let file = try #require(
            table(
                "App/en.lproj/Localizable.strings",
                #"""
                /* The compose button. */
                "compose.title" = "New Message";
                // A line comment.
                bare_key = "Bare";
                "quoted" = "He said \"hi\"\n\tthen left \\ \U00E9t\U00e9";
                "escapes" = "\UD83D\UDE00 \U41z \101\a \u00e9";
                "Archive";
                "repeated" = "first"; "repeated" = "second";
                """#))
        #expect(file.name == "Localizable")
        #expect(file.language == "en")
        #expect(file.warnings.isEmpty)
        #expect(
            file.texts == [
                "compose.title": "New Message", "bare_key": "Bare", "quoted": "He said \"hi\"\n\tthen left \\ été", "Archive": "Archive",
                "escapes": "😀 Az A\u{07} u00e9",
                "repeated": "second",
            ])
    }

    /// Each problem stops the reading there with a warning naming the line and column; what came before is kept.
    @Test func aBrokenTableKeepsWhatCameBeforeTheProblem() throws {
        let cases: [(text: String, message: String, line: Int, column: Int)] = [
            ("\"a\" = \"A\";\n\"b\" = \"B\"\n\"c\" = \"C\";", "expected ';' after the entry for 'b'; this table's entries from here on are not used", 2, 10),
            ("\"a\" = \"A\";\n\"b\" = \"never closed;\n", "this quoted text is never closed; this table's entries from here on are not used", 2, 7),
            ("\"a\" = \"A\";\n/* open", "a comment is never closed", 2, 1),
            ("\"a\" = \"A\";\n\"b\" = ;", "expected a quoted text after '='", 2, 7),
            ("\"a\" = \"A\";\n\"b\" = \"\\Uzz\";", "expected hexadecimal digits after '\\U'", 2, 8),
            ("\"a\" = \"A\";\n\"b\" = \"x\\UD83D\";", "'\\U' names half of a surrogate pair without the other half", 2, 9),
            ("\"a\" = \"A\";\n= \"B\";", "expected a quoted key", 2, 1),
        ]
        for (text, message, line, column) in cases {
            let source = SourceFile(path: "en.lproj/Localizable.strings", text: text)
            let file = try #require(StringTableFile(source, language: nil))
            #expect(file.texts == ["a": "A"], "\(text)")
            let warning = try #require(file.warnings.first, "\(text)")
            #expect(file.warnings.count == 1)
            #expect(warning.kind == .stringTable)
            #expect(warning.message == message, "\(text)")
            let place = source.location(of: warning.range.start)
            #expect((place.line, place.column) == (line, column), "\(text)")
        }
    }

    /// A catalog's units in its source language; a key with no plain unit there (none yet, or only variations) is
    /// not in the table, so its title falls back to the code's text or the key; another language only has the keys
    /// translated into it.
    @Test func aCatalogGivesItsLanguagesTexts() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Archive" : {},
                "draft" : { "localizations" : { "en" : { "stringUnit" : { "state" : "new", "value" : "" } } } },
                "tap_hint" : { "localizations" : { "en" : { "variations" : { "device" : {
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } } } } } } },
                "inbox.title" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Inbox" } },
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Posteingang" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let english = try #require(table("App/Localizable.xcstrings", catalog))
        #expect(english.name == "Localizable")
        #expect(english.language == "en")
        #expect(english.texts == ["inbox.title": "Inbox"])
        let german = try #require(table("App/Localizable.xcstrings", catalog, language: "de"))
        #expect(german.texts == ["inbox.title": "Posteingang"])

        let broken = try #require(table("App/Broken.xcstrings", "{ \"sourceLanguage\": \"en\", "))
        #expect(broken.texts.isEmpty)
        #expect(broken.warnings.map(\.kind) == [.stringTable])
        let unnamed = try #require(table("App/Unnamed.xcstrings", "{ \"strings\": {} }"))
        #expect(unnamed.warnings.map(\.message) == ["this string catalog names no 'sourceLanguage'; its texts are not used"])
        #expect(table("App/Notes.txt", "") == nil)
    }

    /// Tables saved as UTF-16 (with a byte order mark, either order) read as UTF-8 text; bytes that are neither
    /// are refused.
    @Test func utf16TablesAreRead() throws {
        let text = "\"done\" = \"Fertig ✓\";\n"
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        for bytes in [little, big, [0xEF, 0xBB, 0xBF] + Array(text.utf8)] {
            let source = try #require(StringTables.source(path: "de.lproj/Localizable.strings", bytes: bytes))
            #expect(String(decoding: source.bytes, as: UTF8.self) == text)
        }
        // Every scalar kind, a surrogate pair and a lone surrogate, against the standard library's decoding.
        let mixed: [UInt16] = [0x41, 0xE9, 0x20AC, 0xD83D, 0xDE00, 0xD800, 0x42, 0xDC00]
        for littleEndian in [true, false] {
            let bytes: [UInt8] = (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) + mixed.flatMap { unit in
                littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            }
            #expect(StringTables.utf8(fromUTF16: bytes, littleEndian: littleEndian) == Array(String(decoding: mixed, as: UTF16.self).utf8))
        }
        #expect(StringTables.source(path: "x.strings", bytes: [0xC3, 0x28]) == nil)
        #expect(StringTables.source(path: "x.strings", bytes: [0xFF, 0xFE, 0x41]) == nil)
    }

    private static let tables = StringTables(sources: [
        SourceFile(path: "App/Base.lproj/Localizable.strings", text: "\"save_label\" = \"Base Save\";\n\"only_base\" = \"From Base\";\n"),
        SourceFile(path: "App/en.lproj/Localizable.strings", text: "\"save_label\" = \"Save\";\n\"cancel_label\" = \"Cancel\";\n\"notes.done\" = \"Finished\";\n"),
        SourceFile(path: "App/en.lproj/Settings.strings", text: "\"reset\" = \"Reset All\";\n"),
        SourceFile(path: "App/en.lproj/Broken.strings", text: "\"a\" = \"A\"\n"),
    ])

    /// A title written as a key is the key's text in its table: through SwiftGen's `tr`, a constant, or a call in
    /// place; the table the call names is the one looked in; a table entry beats the text the code spells, as at
    /// run time; a key in no table stays a key.
    @Test func aLocalizationKeyIsItsTablesText() throws {
        let source = """
            import SwiftUI

            enum L10n {
                static var saveLabel: String { L10n.tr("Localizable", "save_label") }
                static var reset: String { L10n.tr("Settings", "reset") }
                static var missing: String { L10n.tr("Localizable", "missing_label") }
            }

            struct NotesView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .toolbar {
                                ToolbarItem(placement: .confirmationAction) { Button(L10n.saveLabel) {} }
                                ToolbarItem(placement: .cancellationAction) { Button(NSLocalizedString("cancel_label", comment: "")) {} }
                                ToolbarItem(placement: .topBarLeading) { Button(L10n.reset) {} }
                                ToolbarItem(placement: .bottomBar) { Button(NSLocalizedString("notes.done", value: "Done", comment: "")) {} }
                                ToolbarItem(placement: .bottomBar) { Button(L10n.missing) {} }
                                ToolbarItem(placement: .bottomBar) { Button(NSLocalizedString("only_base", comment: "")) {} }
                                ToolbarItem(placement: .bottomBar) { Button(NSLocalizedString("reset", tableName: tableName, comment: "")) {} }
                            }
                    }
                }
            }
            """
        let result = Importer.run(sources: [SourceFile(path: "App/Notes.swift", text: source)], mode: .swiftUI, stringTables: Self.tables)
        let text = try #require(result.files.first).text
        #expect(!SpecLoader.load(SourceFile(path: "imported.bar", text: text)).hasErrors, "\(text)")
        #expect(text.contains("// title from L10n.saveLabel, 'save_label' in the Localizable table (en)\n"), "\(text)")
        #expect(text.contains("item save { title: \"Save\" placement: confirmation }"), "\(text)")
        #expect(text.contains("// title is 'cancel_label' in the Localizable table (en)\n"), "\(text)")
        #expect(text.contains("item cancel { title: \"Cancel\" placement: cancellation }"), "\(text)")
        #expect(text.contains("title: \"Reset All\""), "\(text)")
        #expect(text.contains("title: \"Finished\""), "\(text)")
        #expect(text.contains("// title from L10n.missing, the localized key 'missing_label'\n"), "\(text)")
        #expect(text.contains("title: \"From Base\""), "\(text)")
        // A table the code computes: the key is looked up in none.
        #expect(text.contains("// title is the localized key 'reset'\n"), "\(text)")
        // The broken table's problem is reported where it is, with its line shown.
        #expect(result.warnings.map(\.kind) == [.stringTable])
        #expect(result.warnings.first?.path == "App/en.lproj/Broken.strings")
        #expect(result.sources["App/en.lproj/Broken.strings"] != nil)
    }

    /// SwiftUI takes a plain literal title as a `LocalizedStringKey` and shows `Localizable`'s text for it when the
    /// table has the key (`Button("cancel_label")` shows "Cancel"); a literal the table does not have, a
    /// symbol's name, `Text(verbatim:)` and UIKit's titles (plain strings) are shown as written.
    @Test func swiftUIsPlainLiteralsAreLookedUpAsKeys() throws {
        let source = """
            import SwiftUI
            import UIKit

            struct NotesView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .navigationTitle("notes.done")
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) { Button("cancel_label") {} }
                                ToolbarItem(placement: .topBarTrailing) { Button { } label: { Label("save_label", systemImage: "cancel_label") } }
                                ToolbarItem(placement: .bottomBar) { Button { } label: { Text(verbatim: "cancel_label") } }
                                ToolbarItem(placement: .bottomBar) { Button("Archive") {} }
                            }
                    }
                }
            }

            final class NotesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "cancel_label", style: .plain, target: nil, action: nil)
                }
            }
            """
        let result = Importer.run(sources: [SourceFile(path: "App/Notes.swift", text: source)], mode: .auto, stringTables: Self.tables)
        let text = result.files.map(\.text).joined()
        #expect(!SpecLoader.load(SourceFile(path: "imported.bar", text: text)).hasErrors, "\(text)")
        #expect(text.contains("// title is 'notes.done' in the Localizable table (en)\n"), "\(text)")
        #expect(text.contains("title: \"Finished\""), "\(text)")
        #expect(text.contains("item cancel { title: \"Cancel\" placement: cancellation }"), "\(text)")
        #expect(text.contains("item save { title: \"Save\" symbol: \"cancel_label\" placement: top-trailing }"), "\(text)")
        #expect(text.contains("title: \"cancel_label\" placement: bottom"), "\(text)")
        #expect(text.contains("item archive { title: \"Archive\" placement: bottom }"), "\(text)")
        #expect(text.contains("item cancel-label { title: \"cancel_label\" placement: top-trailing }"), "\(text)")
    }

    /// `Text("notes.done", tableName: "Settings")` looks the key up in the table it names, not `Localizable`; a
    /// plain literal two tables disagree on is shown as written, and its note says why.
    @Test func aNamedTableAndAContestedLiteral() throws {
        let source = """
            import SwiftUI

            struct NotesView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .toolbar {
                                ToolbarItem(placement: .topBarLeading) { Button { } label: { Text("reset", tableName: "Settings") } }
                                ToolbarItem(placement: .bottomBar) { Text("cancel_label", tableName: "Settings") }
                                ToolbarItem(placement: .bottomBar) { Button("Archive") {} }
                            }
                    }
                }
            }
            """
        let tables = StringTables(sources: [
            SourceFile(path: "App/en.lproj/Localizable.strings", text: "\"reset\" = \"Wrong Table\";\n\"Archive\" = \"Store\";\n"),
            SourceFile(path: "App/en.lproj/Settings.strings", text: "\"reset\" = \"Reset All\";\n"),
            SourceFile(path: "Vendor/en.lproj/Localizable.strings", text: "\"Archive\" = \"Keep\";\n"),
        ])
        let result = Importer.run(sources: [SourceFile(path: "App/Notes.swift", text: source)], mode: .swiftUI, stringTables: tables)
        let text = try #require(result.files.first).text
        #expect(text.contains("title: \"Reset All\""), "\(text)")
        #expect(!text.contains("Wrong Table"), "\(text)")
        // A key the named table lacks is the key, as written.
        #expect(text.contains("title: \"cancel_label\""), "\(text)")
        #expect(text.contains("give 'Archive' different texts, so neither is used"), "\(text)")
        #expect(text.contains("title: \"Archive\""), "\(text)")
    }

    /// Two files of one table and language that give a key different texts (an app's and a vendored bundle's):
    /// which the app shows depends on the bundle the code reads, so neither is used, and a title with that key
    /// says so in its note (a warning for every such key would flood an app whose targets each have an
    /// `InfoPlist` table no title reads); keys they agree on, and a `Base.lproj` text the language's own
    /// replaces, are used. Tables the caller could not read are warnings.
    @Test func aKeyTwoTablesDisagreeOnIsReadFromNeither() throws {
        let tables = StringTables(
            sources: [
                SourceFile(path: "App/Base.lproj/Localizable.strings", text: "\"done\" = \"Base Done\";\n"),
                SourceFile(path: "App/en.lproj/Localizable.strings", text: "\"save\" = \"Save\";\n\"done\" = \"Done\";\n"),
                SourceFile(path: "Vendor/SDK.bundle/en.lproj/Localizable.strings", text: "\"save\" = \"Speichern (SDK)\";\n\"done\" = \"Done\";\n"),
            ],
            unreadable: [(path: "Vendor/Compiled.bundle/en.lproj/Localizable.strings", reason: "this string table is a compiled (binary) property list, not text")])
        #expect(tables.text(forKey: "save", table: nil) == .contested("App/en.lproj/Localizable.strings", "Vendor/SDK.bundle/en.lproj/Localizable.strings"))
        #expect(tables.text(forKey: "done", table: nil) == .found(text: "Done", language: "en"))
        #expect(tables.text(forKey: "other", table: nil) == .missing)
        #expect(tables.warnings.map(\.message) == ["this string table is a compiled (binary) property list, not text; its texts are not used"])
        #expect(tables.warnings.map(\.path) == ["Vendor/Compiled.bundle/en.lproj/Localizable.strings"])

        let source = """
            import SwiftUI

            struct EditorView: View {
                var body: some View {
                    NavigationStack {
                        List {}.toolbar {
                            Button(NSLocalizedString("save", value: "Save Changes", comment: "")) {}
                            Button(NSLocalizedString("save", comment: "")) {}
                        }
                    }
                }
            }
            """
        let result = Importer.run(sources: [SourceFile(path: "App/Editor.swift", text: source)], mode: .swiftUI, stringTables: tables)
        let text = try #require(result.files.first).text
        let conflict = "App/en.lproj/Localizable.strings and Vendor/SDK.bundle/en.lproj/Localizable.strings give 'save' different texts, so neither is used"
        #expect(text.contains("// title as the code spells it; \(conflict)\n"), "\(text)")
        #expect(text.contains("title: \"Save Changes\""), "\(text)")
        #expect(text.contains("// title is the localized key 'save'; \(conflict)\n"), "\(text)")
    }

    /// Without tables nothing changes: a key stays the key.
    @Test func withoutTablesAKeyStaysAKey() throws {
        let source = """
            import SwiftUI

            struct NotesView: View {
                var body: some View {
                    NavigationStack {
                        List {}.toolbar { ToolbarItem(placement: .bottomBar) { Button(NSLocalizedString("cancel_label", comment: "")) {} } }
                    }
                }
            }
            """
        let result = Importer.run(sources: [SourceFile(path: "App/Notes.swift", text: source)], mode: .swiftUI)
        let text = try #require(result.files.first).text
        #expect(text.contains("// title is the localized key 'cancel_label'\n"), "\(text)")
        #expect(text.contains("title: \"cancel_label\""), "\(text)")
    }

    /// Generated tables made of the format's own characters: each is read to its end or to one warning inside the
    /// file, and every table written back from its entries reads as the same entries.
    @Test func anyTableReadsToAnEndOrOneWarningInside() throws {
        let alphabet = Array(" \"\"\"==;;/*\\\nauU09é_.k")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        for _ in 0..<3_000 {
            let text = String((0..<(next() % 40)).map { _ in alphabet[next() % alphabet.count] })
            let source = SourceFile(path: "en.lproj/Localizable.strings", text: text)
            let (texts, warnings) = StringsFormat.entries(source)
            #expect(warnings.count <= 1, "\(text)")
            for warning in warnings { #expect(warning.range.start <= source.bytes.count, "\(text)") }
            var written = ""
            for (key, value) in texts.sorted(by: { $0.key < $1.key }) { written += "\(Self.quoted(key)) = \(Self.quoted(value));\n" }
            let again = StringsFormat.entries(SourceFile(path: "en.lproj/Localizable.strings", text: written))
            #expect(again.0 == texts && again.1.isEmpty, "\(text) → \(written)")
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
