import SwiftUI

/* A mailbox. /* Nested comments */ are skipped. */
struct InboxView: View {
    @State private var isEditing = false
    let unread = 3

    var body: some View {
        NavigationStack {
            List {
                Text("Hello \(name.map { "(\($0))" } ?? "")")
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Compose", systemImage: "square.and.pencil") { compose() }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button(action: archive) {
                        Label("Archive", systemImage: "archivebox")
                    }
                }
                .visibilityPriority(.high)
                ToolbarItemGroup(placement: .bottomBar) {
                    Button {
                        flag()
                    } label: {
                        Image(systemName: "flag")
                    }
                    ToolbarSpacer(.fixed)
                    Button("Move", systemImage: "folder") {}
                        .badge(2)
                }
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                .axisBehavior(.horizontalOnly)
                ToolbarItem {
                    Menu("More", systemImage: "ellipsis.circle") {
                        Button("Print", systemImage: "printer") {}
                        Button("Select All") {}
                    }
                }
                if isEditing {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Done") { isEditing = false }
                    }
                }
                #if os(macOS)
                ToolbarItem { Button("Mac Only") {} }
                #endif
                ShareLink(item: URL(string: "https://example.com")!)
            }
            .toolbarVerticalCompressionBehavior(.prefersToolbarItems)
        }
    }
}
