import SwiftUI

/// A pushed view that keeps the system back button, a custom view titled by its accessibility label, the view's
/// own property read where it is placed (a text item), and a bar of its own at the bottom edge.
struct PlantDetail: View {
    var gauge: MoistureGauge
    var wateringStreak: some View { Text("12 days") }

    var body: some View {
        NavigationStack {
            Text("Fern")
                .navigationTitle("Fern")
                .navigationBarBackButtonHidden(false)
                .toolbar {
                    ToolbarItem(placement: .bottomBar) {
                        gauge
                            .accessibilityLabel("Soil Moisture")
                    }
                    ToolbarItem(placement: .bottomBar) {
                        wateringStreak
                    }
                }
        }
        .safeAreaBar(edge: .bottom) {
            CareBar()
        }
    }
}

struct MoistureGauge: View {
    var body: some View { Text("42%") }
}

struct CareBar: View {
    var body: some View {
        HStack {
            Button("Water", systemImage: "drop") {}
            Spacer()
            Button("Feed", systemImage: "leaf.arrow.circlepath") {}
        }
    }
}
