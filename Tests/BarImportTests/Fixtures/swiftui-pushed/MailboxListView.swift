import SwiftUI

/// A mailbox list that pushes its destinations three ways: a link with a destination view, a link whose
/// destination is a trailing closure, and values resolved by `navigationDestination(for:)`.
struct MailboxListView: View {
    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Drafts", destination: DraftsView())
                NavigationLink {
                    MessageView(id: 1)
                } label: {
                    Label("Latest", systemImage: "envelope")
                }
                NavigationLink(value: Route.settings) { Text("Settings") }
            }
            .navigationTitle("Mailboxes")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .settings: MailSettingsView()
                case .rules: RulesView()
                }
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Edit", systemImage: "pencil") {} }
            }
        }
    }
}

enum Route: Hashable {
    case settings, rules
}
