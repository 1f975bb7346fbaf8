import SwiftUI

struct DraftsView: View {
    var body: some View {
        List {}
            .navigationTitle("Drafts")
            .toolbar {
                ToolbarItem { Button("Compose", systemImage: "square.and.pencil") {} }
            }
    }
}

struct MessageView: View {
    let id: Int

    var body: some View {
        Text("Message")
            .toolbar {
                ToolbarItem(placement: .bottomBar) { Button("Reply", systemImage: "arrowshape.turn.up.left") {} }
            }
    }
}

/// Pushed, but hides the back button the system would add: the code says so, and it wins.
struct MailSettingsView: View {
    var body: some View {
        Form {}
            .navigationBarBackButtonHidden(true)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Done", systemImage: "checkmark") {} }
            }
    }
}

struct RulesView: View {
    var body: some View {
        List {}
            .toolbar {
                ToolbarItem { Button("Add Rule", systemImage: "plus") {} }
            }
    }
}

/// Never pushed by anything in these files: no back button is assumed.
struct AboutView: View {
    var body: some View {
        Text("About")
            .toolbar {
                ToolbarItem { Button("Share", systemImage: "square.and.arrow.up") {} }
            }
    }
}
