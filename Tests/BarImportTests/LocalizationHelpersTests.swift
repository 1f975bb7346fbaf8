import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// The app's own ways of localizing a key (`.localized("Close")`, `"Done".localized`) read as the localization
/// call they make: Feather titled ten items `.localized("Save")` and the like, as code.
@Suite struct LocalizationHelpersTests {
    private static let helpers = """
        import SwiftUI

        extension String {
            static func localized(_ name: String) -> String {
                NSLocalizedString(name, comment: "")
            }
            func localized() -> String { String.localized(self) }
            var inSettings: String { NSLocalizedString(self, tableName: "Settings", comment: "") }
            var loud: String { String(localized: String.LocalizationValue(self)) }
            var described: String {
                switch self {
                case "a": return "A"
                default: return self
                }
            }
        }

        """

    private func imported(_ toolbar: String, tables: StringTables = StringTables()) throws -> (text: String, warnings: [String]) {
        let swift = Self.helpers + """
            struct NotesView: View {
                var body: some View {
                    NavigationStack {
                        Text("x").toolbar {
            \(toolbar)
                        }
                    }
                }
            }

            """
        let result = Importer.run(sources: [SourceFile(path: "NotesView.swift", text: swift)], mode: .swiftUI, stringTables: tables)
        let file = try #require(result.files.first)
        #expect(!SpecLoader.load(SourceFile(path: "imported.bar", text: file.text)).hasErrors, "\(file.text)")
        return (file.text, result.warnings.map(\.message))
    }

    @Test func eachShapeOfHelperIsItsKeysText() throws {
        let tables = StringTables(sources: [
            SourceFile(path: "en.lproj/Localizable.strings", text: "\"close_key\" = \"Close\";\n\"done_key\" = \"Done\";\n\"Loud\" = \"LOUD\";\n"),
            SourceFile(path: "en.lproj/Settings.strings", text: "\"reset_key\" = \"Reset\";\n"),
        ])
        let (text, warnings) = try imported(
            """
                            ToolbarItem(placement: .topBarLeading) { Button(.localized("close_key"), systemImage: "xmark") {} }
                            ToolbarItem(placement: .topBarTrailing) { Button(String.localized("done_key")) {} }
                            ToolbarItem(placement: .bottomBar) { Button("reset_key".inSettings, systemImage: "arrow.counterclockwise") {} }
                            ToolbarItem(placement: .bottomBar) { Button("Loud".loud, systemImage: "speaker.wave.3") {} }
                            ToolbarItem(placement: .bottomBar) { Button("Share".localized(), systemImage: "square.and.arrow.up") {} }
            """, tables: tables)
        #expect(text.contains("item close { title: \"Close\" symbol: \"xmark\" placement: top-leading }"), "\(text)")
        #expect(text.contains("item done { title: \"Done\" placement: top-trailing }"), "\(text)")
        #expect(text.contains("title is 'reset_key' in the Settings table (en)"), "\(text)")
        #expect(text.contains("item reset { title: \"Reset\""), "\(text)")
        #expect(text.contains("item loud { title: \"LOUD\""), "\(text)")
        // A key the tables do not have is the key, said to be one.
        #expect(text.contains("title is the localized key 'Share'") && text.contains("item share { title: \"Share\""), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// A member whose body does anything else is no helper: its uses stay code, with their warning.
    @Test func anyOtherBodyIsNoHelper() throws {
        let (text, warnings) = try imported(
            """
                            ToolbarItem { Button("a".described, systemImage: "a.circle") {} }
            """)
        #expect(text.contains("title: \"\\\"a\\\".described\""), "\(text)")
        #expect(warnings.contains { $0.contains("described") }, "\(warnings)")
    }

    /// Two helpers of one name that name different tables: neither is used.
    @Test func helpersThatDisagreeAreNotUsed() {
        let file = SwiftParser.parse(
            SourceFile(
                path: "x.swift",
                text: """
                    extension String {
                        var localized: String { NSLocalizedString(self, comment: "") }
                    }
                    extension LocalizedStringKey {
                    }
                    extension StringProtocol {
                        var localized: String { NSLocalizedString(self, tableName: "Other", comment: "") }
                    }
                    """))
        let helpers = LocalizationHelpers(files: [file])
        let use = SwiftParser.parse(SourceFile(path: "y.swift", text: "let x = \"Done\".localized\n"))
        guard case .variable(let variable)? = use.statements.first, let value = variable.initializer else {
            Issue.record("no use")
            return
        }
        #expect(helpers.use(value) == nil)
        let agreeing = LocalizationHelpers(files: [SwiftParser.parse(SourceFile(path: "z.swift", text: "extension String { var localized: String { NSLocalizedString(self, comment: \"\") } }"))])
        #expect(agreeing.use(value)?.key == "Done")
        #expect(agreeing.use(value)?.helper == LocalizationHelpers.Helper(table: nil))
    }
}
