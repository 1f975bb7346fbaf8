struct Weird: View {
    var body: some View {
        NavigationStack {
            Color.clear
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button(isOn ? "Pause" : "Play", systemImage: "playpause") {}
                    }
                    ForEach(actions) { action in
                        Button(action.title, systemImage: action.symbol) {}
                    }
                    ToolbarItem(placement: .topBarTrailing) { Button("Go") {} }
                        .visibilityPriority(.urgent)
                        .badge(unreadCount)
                    ToolbarItem(placement: .topBarTrailing) { Button("Go") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("東京") {} }
                    Recursive()
                }
        }
    }
}

struct Recursive: ToolbarContent {
    var body: some ToolbarContent {
        Recursive()
        ToolbarItem { Button("Leaf", systemImage: "leaf") {} }
    }
}
