import SwiftUI

/// A view with a toolbar and no NavigationStack of its own: it is pushed.
struct EditorView: View {
    @Environment(\.dismiss) private var dismiss
    let document: Document
    var body: some View {
        TextEditor(text: .constant(#"raw "quoted" \(not interpolated)"#))
            .navigationTitle(document.name)
            .toolbarVisibility(.hidden, for: .navigationBar)
            .toolbarRole(.editor)
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Button("Bold", systemImage: "bold") {}
                    Button("Italic", systemImage: "italic") {}
                }
                ToolbarItem(placement: .bottomBar) {
                    Text("\(document.words) words")
                }
                .axisBehavior(.verticalPreferred)
                ToolbarOverflowMenu {
                    Button("Duplicate", systemImage: "plus.square.on.square") {}
                    Button(String(localized: "editor.print"), systemImage: "printer") {}
                }
                switch document.kind {
                case .draft:
                    ToolbarItem { Button("Publish", systemImage: "paperplane") {} }
                default:
                    ToolbarItem { Button("Unpublish", systemImage: "arrow.uturn.backward") {} }
                }
                #if DEBUG
                ToolbarItem { Button("Debug", systemImage: "ladybug") {} }
                #endif
            }
    }
}
