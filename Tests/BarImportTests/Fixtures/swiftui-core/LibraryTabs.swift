import SwiftUI

struct LibraryTabs: View {
    var body: some View {
        TabView {
            Tab("Listen Now", systemImage: "play.circle") {
                NavigationStack {
                    Text("Now")
                        .toolbar {
                            Button("Search", systemImage: "magnifyingglass") {}
                        }
                }
            }
            .badge(4)
            Tab("Radio", systemImage: "dot.radiowaves.left.and.right") {
                Text("Radio")
            }
            Text("Library")
                .tabItem { Label("Library", systemImage: "square.stack") }
                .badge("New")
        }
        .toolbarVerticalBehavior(.disabled)
    }
}
