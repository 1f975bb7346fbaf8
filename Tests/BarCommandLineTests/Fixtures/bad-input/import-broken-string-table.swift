import SwiftUI

// Titles written as localization keys of the string table beside this file (named by it); the table breaks on
// its second entry, so the keys from there on stay keys.
struct ComposeView: View {
    var body: some View {
        NavigationStack {
            TextEditor(text: .constant(""))
                .navigationTitle(NSLocalizedString("compose.title", tableName: "import-broken-string-table", comment: ""))
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button(NSLocalizedString("compose.cancel", tableName: "import-broken-string-table", comment: "")) {}
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button(NSLocalizedString("compose.send", tableName: "import-broken-string-table", comment: "")) {}
                    }
                }
        }
    }
}
