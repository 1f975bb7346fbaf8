#if canImport(SwiftUI)
import SwiftUI

/// The inbox screen as the app declares it. `Scripts/check-plugins` imports this file through the
/// `bar-import` plugin and checks the spec it writes against `bar import` run by hand. (Linux has no SwiftUI,
/// so the sample still builds there without it.)
struct InboxView: View {
    var body: some View {
        NavigationStack {
            List {}
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Compose", systemImage: "square.and.pencil") {}
                    }
                    ToolbarItem(placement: .bottomBar) {
                        Button("Archive", systemImage: "archivebox") {}
                    }
                }
        }
    }
}
#endif
