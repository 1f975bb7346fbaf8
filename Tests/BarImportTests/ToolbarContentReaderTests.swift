import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// What toolbar content becomes in a spec, construct by construct.
@Suite struct ToolbarContentReaderTests {
    private func imported(_ toolbar: String) throws -> String {
        let swift = """
            import SwiftUI

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
        let file = try #require(Importer.run(sources: [SourceFile(path: "NotesView.swift", text: swift)], mode: .swiftUI).files.first)
        let loaded = SpecLoader.load(SourceFile(path: "imported.bar", text: file.text))
        #expect(!loaded.hasErrors, "\(file.text)\n\(loaded.diagnostics.map(\.message))")
        return file.text
    }

    /// `Spacer()` among a group's buttons, or alone in a `ToolbarItem`, keeps the buttons apart: a flexible
    /// spacer, not an item (which `mixed-axis-group` then flagged as a horizontal item in the group).
    @Test func aSpacerIsAFlexibleSpacer() throws {
        let grouped = try imported(
            """
                            ToolbarItemGroup(placement: .bottomBar) {
                                Button("Checklist", systemImage: "checklist") {}
                                Spacer()
                                Button("Compose", systemImage: "square.and.pencil") {}
                            }
            """)
        #expect(grouped.contains("spacer flexible"), "\(grouped)")
        #expect(!grouped.contains("item spacer"), "\(grouped)")
        let checklist = try #require(grouped.range(of: "item checklist"))
        let spacer = try #require(grouped.range(of: "spacer flexible"))
        let compose = try #require(grouped.range(of: "item compose"))
        #expect(checklist.lowerBound < spacer.lowerBound && spacer.lowerBound < compose.lowerBound)

        let alone = try imported(
            """
                            ToolbarItem(placement: .bottomBar) { Button("Back", systemImage: "chevron.left") {} }
                            ToolbarItem(placement: .bottomBar) { Spacer() }
                            ToolbarItem(placement: .bottomBar) { Button("Next", systemImage: "chevron.right") {} }
            """)
        #expect(alone.contains("spacer flexible") && !alone.contains("item spacer"), "\(alone)")

        // A spacer with a size of its own is a view, as before.
        let sized = try imported(
            """
                            ToolbarItemGroup(placement: .bottomBar) {
                                Button("Checklist", systemImage: "checklist") {}
                                Spacer().frame(width: 20)
                            }
            """)
        #expect(sized.contains("item spacer"), "\(sized)")
    }

    /// `ToolbarItem { EmptyView() }` shows nothing, and imports nothing (it was `item empty-view`).
    @Test func anEmptyViewIsNoItem() throws {
        let text = try imported(
            """
                            ToolbarItem(placement: .topBarTrailing) { EmptyView() }
                            ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} }
            """)
        #expect(!text.contains("empty-view") && text.contains("item add {"), "\(text)")
    }
}
