import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// A title whose case the code changes (`L10n.signIn.localizedCapitalized`) is the text read, changed: Swiftfin
/// titled 18 screens and items with the code that spelled them.
@Suite struct TextCaseTests {
    @Test func theChanges() {
        #expect(TextCase.capitalized.apply(to: "create shortcut to podcast") == "Create Shortcut To Podcast")
        #expect(TextCase.capitalized.apply(to: "sIGN  iN\tnow") == "Sign  In\tNow")
        #expect(TextCase.upper.apply(to: "Done") == "DONE")
        #expect(TextCase.lower.apply(to: "Video Player") == "video player")
        #expect(TextCase.capitalized.apply(to: "") == "")
        #expect(TextCase.capitalized.apply(to: "e-mail o'neil") == "E-Mail O'neil")
        #expect(TextCase.capitalized.apply(to: "close.key") == "Close.Key")
    }

    @Test func theSpellings() {
        #expect(TextCase(member: "localizedCapitalized") == .capitalized)
        #expect(TextCase(member: "capitalized") == .capitalized)
        #expect(TextCase(member: "localizedUppercase") == .upper)
        #expect(TextCase(member: "localizedLowercase") == .lower)
        #expect(TextCase(member: "uppercased") == nil)
        #expect(TextCase(method: "uppercased") == .upper)
        #expect(TextCase(method: "lowercased") == .lower)
        #expect(TextCase(method: "capitalized") == nil)
    }

    @Test func aChangedConstantOrLiteralIsTheChangedText() throws {
        let (_, text, warnings) = ImportFixtures.importedFile(
            """
            import SwiftUI

            enum L10n {
                static let signIn = "sign in"
                static let share = "Share"
            }

            struct AccountView: View {
                let name: String
                var body: some View {
                    NavigationStack {
                        List {}
                            .navigationTitle(L10n.signIn.localizedCapitalized)
                            .toolbar {
                                ToolbarItem(placement: .primaryAction) { Button(L10n.share.uppercased(), systemImage: "square.and.arrow.up") {} }
                                ToolbarItem(placement: .bottomBar) { Button("Help".localizedLowercase, systemImage: "questionmark") {} }
                                ToolbarItem(placement: .bottomBar) { Button(name.capitalized, systemImage: "person") {} }
                                ToolbarItem(placement: .topBarLeading) { Button("settings.title".uppercased(), systemImage: "gear") {} }
                            }
                    }
                }
            }
            """, path: "AccountView.swift", mode: .swiftUI)
        #expect(text.contains("title: \"Sign In\""), "\(text)")
        #expect(text.contains("item share { title: \"SHARE\" symbol: \"square.and.arrow.up\" placement: primary }"), "\(text)")
        #expect(text.contains("item help { title: \"help\" symbol: \"questionmark\" placement: bottom }"), "\(text)")
        // A literal is a `String` there, shown as written, never a key looked up.
        #expect(text.contains("title: \"SETTINGS.TITLE\""), "\(text)")
        // What the code computes stays the code, changed case and all.
        #expect(text.contains("title: \"name.capitalized\""), "\(text)")
        #expect(warnings.count == 1 && warnings[0].contains("name.capitalized"), "\(warnings)")
    }
}
