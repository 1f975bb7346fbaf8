import SwiftUI

struct PhotosView: View {
    var body: some View {
        Grid { Text("Photos") }
            .toolbar {
                ToolbarItem(placement: .primaryAction {
                    Button("Select", systemImage: "checkmark.circle") {}
                }
                ToolbarItem(placement: .bottomBar)) {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                }
            }
    }
}
