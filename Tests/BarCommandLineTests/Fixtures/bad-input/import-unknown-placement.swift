import SwiftUI

struct FilesView: View {
    var body: some View {
        List { Text("Files") }
            .toolbar {
                ToolbarItem(placement: .somewhereElse) {
                    Button("Upload", systemImage: "icloud.and.arrow.up") {}
                }
                ToolbarItem(placement: placementChosenAtRunTime) {
                    Button("Sort", systemImage: "arrow.up.arrow.down") {}
                }
            }
    }
}
