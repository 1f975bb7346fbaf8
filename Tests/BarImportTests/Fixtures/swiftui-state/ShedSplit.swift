import SwiftUI

/// A split view that starts on its content column, with a closed inspector.
struct ShedSplit: View {
    @State private var column: NavigationSplitViewColumn = .content
    @State private var isInspecting = false

    var body: some View {
        NavigationSplitView(preferredCompactColumn: $column) {
            Text("Shelves")
        } content: {
            Text("Tools")
                .navigationTitle("Tools")
                .toolbar {
                    Button("Add Tool", systemImage: "plus") {}
                }
        } detail: {
            Text("Tool")
                .navigationTitle("Tool")
                .toolbar {
                    Button("Lend", systemImage: "person.2") {}
                }
                .inspector(isPresented: $isInspecting) {
                    Text("Details")
                        .toolbar { Button("Close", systemImage: "xmark") {} }
                }
        }
    }
}
