import SwiftUI

struct InboxView: View {
    var body: some View {
        List { Text("Mail") }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Compose, systemImage: "square.and.pencil") {}
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Archive", systemImage: "archivebox") {}
                }
            }
    }
}
