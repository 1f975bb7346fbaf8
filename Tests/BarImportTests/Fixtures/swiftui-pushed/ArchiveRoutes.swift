import SwiftUI

/// Routes the app pushes through a modifier of its own: the destination is declared in an extension of
/// `View`, where `navigationDestination` has no base.
enum ArchiveRoute: Hashable {
    case archive
}

extension View {
    func withArchiveRoutes() -> some View {
        navigationDestination(for: ArchiveRoute.self) { _ in
            ArchiveView()
        }
    }
}

struct ArchiveView: View {
    var body: some View {
        List {}
            .navigationTitle("Archive")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Empty Archive", systemImage: "trash") {}
                }
            }
    }
}
