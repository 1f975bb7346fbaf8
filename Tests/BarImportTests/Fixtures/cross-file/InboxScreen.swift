import SwiftUI
import MailKit

struct InboxScreen: View {
    var body: some View {
        NavigationStack {
            MessageList()
                .navigationTitle("Inbox")
                .toolbar {
                    ComposeToolbar(isEnabled: true)
                    filterItems
                    sharedActions()
                    MissingToolbarThing()
                    FilterButton()
                    StatusBadgeView()
                }
        }
    }

    @ToolbarContentBuilder
    private var filterItems: some ToolbarContent {
        ToolbarItem(placement: .topBarLeading) {
            Button("Filter", systemImage: "line.3.horizontal.decrease") {}
        }
        ToolbarSpacer()
    }
}

struct MessageList: View {
    var body: some View {
        List {}
            .toolbar {
                ToolbarItem(placement: .bottomBar) { Button("Archive All", systemImage: "archivebox") {} }
            }
    }
}
