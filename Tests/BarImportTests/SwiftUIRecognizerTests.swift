import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// SwiftUI modifiers read into screens: the older navigation-bar spellings, and tab badges the importer
/// cannot read, which are named rather than dropped.
@Suite struct SwiftUIRecognizerTests {
    private func imported(_ swift: String) throws -> (text: String, warnings: [ImportWarning]) {
        let result = Importer.run(sources: [SourceFile(path: "V.swift", text: swift)], mode: .swiftUI)
        let file = try #require(result.files.first)
        let loaded = SpecLoader.load(SourceFile(path: "imported.bar", text: file.text))
        #expect(!loaded.hasErrors, "\(file.text)\n\(loaded.diagnostics.map(\.message))")
        return (file.text, result.warnings)
    }

    /// `navigationBarItems(leading:trailing:)` and `navigationBarTitle` (deprecated, still in many apps) gave
    /// an empty stack and no warning.
    @Test func olderNavigationBarModifiersAreRead() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct ListView: View {
                var body: some View {
                    NavigationView {
                        List {}
                            .navigationBarTitle("Old", displayMode: .inline)
                            .navigationBarItems(
                                leading: EditButton(),
                                trailing: HStack {
                                    Button("Add", systemImage: "plus") {}
                                    Button("Sort", systemImage: "arrow.up.arrow.down") {}
                                })
                    }
                }
            }

            """)
        #expect(text.contains("title: \"Old\""), "\(text)")
        let edit = try #require(text.split(separator: "\n").first { $0.contains("item edit") })
        #expect(edit.contains("placement: top-leading"), "\(text)")
        for id in ["add", "sort"] {
            let line = try #require(text.split(separator: "\n").first { $0.contains("item \(id) ") }, "\(text)")
            #expect(line.contains("placement: top-trailing"), "\(line)")
        }
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// A tab's badge that is not a literal is named by a warning; `nil` (no badge) is not.
    @Test func aComputedTabBadgeIsWarnedAbout() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct RootView: View {
                @State var unread = 3
                var body: some View {
                    TabView {
                        Tab("Inbox", systemImage: "tray") { Text("x") }.badge(unread)
                        Tab("Sent", systemImage: "paperplane") { Text("y") }.badge(nil)
                        Tab("Drafts", systemImage: "doc") { Text("z") }.badge(2)
                    }
                }
            }

            """)
        #expect(text.contains("badge: 2"), "\(text)")
        #expect(warnings.map(\.message) == ["badge 'unread' is computed; not imported"])
        #expect(warnings.first?.kind == .dynamicText)
    }
}
