import SwiftUI

/// Shapes seen in real apps: `#if` between modifiers, toolbar content nested in another type,
/// a toolbar type nothing uses.
struct TagEditorView: View {
    var body: some View {
        NavigationStack {
            Form {}
            #if !os(visionOS)
                .scrollContentBackground(.hidden)
            #else
                .toolbar { ToolbarItem { Button("Vision Only") {} } }
            #endif
            .navigationTitle("Tags")
            .toolbar {
                Editor.Toolbar()
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("action.save") {}
                }
            }
        }
    }
}

enum Editor {
    struct Toolbar: ToolbarContent {
        var body: some ToolbarContent {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel", systemImage: "xmark") {} }
        }
    }
}

struct UnusedToolbar: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem { Button("Orphan", systemImage: "questionmark") {} }
    }
}
