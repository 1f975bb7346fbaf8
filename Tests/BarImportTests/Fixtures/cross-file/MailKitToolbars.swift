// Another package of the same repository declares the reusable toolbar content.
import SwiftUI

public struct ComposeToolbar: ToolbarContent {
    var isEnabled: Bool
    public var body: some ToolbarContent {
        ToolbarItem(id: "compose", placement: .primaryAction) {
            Button("New Message", systemImage: "square.and.pencil") {}
        }
        .visibilityPriority(ToolbarItemVisibilityPriority(higherThan: .high))
    }
}

extension View {
    @ToolbarContentBuilder
    func sharedActions() -> some ToolbarContent {
        ToolbarItem(placement: .secondaryAction) {
            Button("Mark All Read", systemImage: "envelope.open") {}
        }
    }
}

struct FilterButton: View {
    var body: some View {
        Button("Filters", systemImage: "slider.horizontal.3") {}
    }
}

struct StatusBadgeView: View {
    var body: some View {
        HStack { Circle(); Text("Online") }
    }
}
