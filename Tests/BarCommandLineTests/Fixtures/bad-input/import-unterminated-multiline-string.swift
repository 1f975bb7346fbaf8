import SwiftUI

struct NotesView: View {
    let help = """
        Notes are kept on this device.
    var body: some View {
        List { Text("Notes") }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("New Note", systemImage: "square.and.pencil") {}
                }
            }
    }
}
