import SwiftUI

// The toolbar's closure is never closed: the rest of the file is read as part of it.
struct InboxView: View {
    var body: some View {
        List { Text("Mail") }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Compose", systemImage: "square.and.pencil") {}
                }
    }
}
