import SwiftUI

struct FilesSplitView: View {
    @State private var showInspector = true
    @State private var showNewFolder = false

    var body: some View {
        NavigationSplitView {
            List {}
                .navigationTitle("Locations")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add Location", systemImage: "plus") {}
                    }
                }
        } content: {
            List {}
                .navigationTitle("Documents")
                .toolbar { Button("New Folder", systemImage: "folder.badge.plus") { showNewFolder = true } }
        } detail: {
            NavigationStack {
                PreviewPane()
                    .navigationTitle("Preview")
                    .toolbar {
                        ToolbarItem(placement: .topBarPinnedTrailing) {
                            ShareLink("Share", item: URL(filePath: "/"))
                        }
                    }
                    .inspector(isPresented: $showInspector) {
                        Form {}
                            .toolbar { Button("Reset", systemImage: "arrow.counterclockwise") {} }
                    }
            }
        }
        .sheet(isPresented: $showNewFolder) {
            NewFolderSheet()
        }
    }
}

struct PreviewPane: View {
    var body: some View { Text("Preview") }
}

struct NewFolderSheet: View {
    var body: some View {
        NavigationStack {
            Form {}
                .navigationTitle("New Folder")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Create") {} }
                }
        }
    }
}
