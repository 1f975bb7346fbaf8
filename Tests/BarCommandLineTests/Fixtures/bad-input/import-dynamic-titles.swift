import SwiftUI

struct ContactView: View {
    let name: String
    var body: some View {
        Form { Text(name) }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Call \(name)", systemImage: "phone") {}
                }
                ToolbarItem(placement: .secondaryAction) {
                    Button(localizedTitle, systemImage: symbolName) {}
                }
                if isFavourite {
                    ToolbarItem(placement: .bottomBar) {
                        Button("Unfavourite", systemImage: "star.slash") {}
                    }
                }
            }
    }
}
