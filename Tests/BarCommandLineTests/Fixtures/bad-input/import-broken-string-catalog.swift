import SwiftUI

// A title written as a localization key, with a string catalog beside this file that is not valid JSON: the
// key stays the key, and the catalog's problem is shown where it is.
struct InboxView: View {
    var body: some View {
        NavigationStack {
            List {}
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button(String(localized: "inbox.refresh")) {}
                    }
                }
        }
    }
}
