import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// Many views of one app each declare a private `@ToolbarContentBuilder var toolbarContent`: a view's
/// `.toolbar { toolbarContent }` is its own, not the first one of that name in the program.
@Suite struct BuilderScopeTests {
    static let editor = """
        import SwiftUI

        struct EditorView: View {
            var body: some View {
                NavigationStack {
                    TextEditor(text: .constant(""))
                        .navigationTitle("Editor")
                        .toolbar { toolbarContent }
                }
            }

            @ToolbarContentBuilder
            private var toolbarContent: some ToolbarContent {
                ToolbarItem(placement: .confirmationAction) { Button("Publish", systemImage: "paperplane") {} }
            }
        }

        """

    static let settings = """
        import SwiftUI

        struct SettingsView: View {
            var body: some View {
                NavigationStack {
                    Form {}
                        .navigationTitle("Settings")
                        .toolbar { toolbarContent }
                }
            }
        }

        extension SettingsView {
            @ToolbarContentBuilder
            var toolbarContent: some ToolbarContent {
                ToolbarItem(placement: .cancellationAction) { Button("Close", systemImage: "xmark") {} }
                sharedItems
            }
        }

        @ToolbarContentBuilder
        var sharedItems: some ToolbarContent {
            ToolbarItem(placement: .secondaryAction) { Button("Help", systemImage: "questionmark.circle") {} }
        }

        """

    @Test(arguments: [false, true])
    func eachViewUsesItsOwnBuilder(reversed: Bool) throws {
        var sources = [SourceFile(path: "Editor.swift", text: Self.editor), SourceFile(path: "Settings.swift", text: Self.settings)]
        if reversed { sources.reverse() }
        let result = Importer.run(sources: sources, mode: .swiftUI)
        let text = result.files.map(\.text).joined(separator: "\n")
        let loaded = SpecLoader.load(path: "imported.bar", text: text)
        #expect(!loaded.hasErrors, "\(text)")
        func titles(_ id: String) -> [String] {
            guard let screen = loaded.spec.screens.first(where: { $0.id == id }), case .stack(let stack) = screen.root else { return [] }
            return stack.toolbar.items.map { $0.title ?? "?" }
        }
        #expect(titles("editor") == ["Publish"], "\(text)")
        // A builder in an extension is the type's own; a global one it names is still found.
        #expect(titles("settings") == ["Close", "Help"], "\(text)")
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    }
}
