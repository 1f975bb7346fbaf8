import SwiftUI

/// Tabs chosen by an enum, with the selection starting on the third tab and a tab marked by `.tag`.
enum GardenTab: Hashable {
    case beds, seeds, harvest, journal
}

struct GardenTabs: View {
    @State private var tab: GardenTab = .harvest
    @State private var showsHelp = false

    var body: some View {
        TabView(selection: $tab) {
            Tab("Beds", systemImage: "square.grid.3x3", value: GardenTab.beds) {
                BedsList()
            }
            Tab("Seeds", systemImage: "leaf", value: .seeds) {
                Text("Seeds")
            }
            Tab("Harvest", systemImage: "basket", value: GardenTab.harvest) {
                NavigationStack {
                    HarvestLog()
                        .navigationTitle("Harvest")
                        .toolbar {
                            ToolbarItem {
                                Button(action: weigh) {
                                    Image(systemName: "scalemass")
                                }
                            }
                        }
                }
                .toolbarVerticalBehavior(.disabled)
            }
            Text("Journal")
                .tabItem { Label("Journal", systemImage: "book") }
                .tag(GardenTab.journal)
        }
    }

    func weigh() {}
}

/// The selection starts at a value computed elsewhere: the first tab is assumed, and the spec says so.
struct CompostTabs: View {
    @State private var selection = CompostTabs.lastOpened()

    var body: some View {
        TabView(selection: $selection) {
            Tab("Heap", systemImage: "circle.hexagongrid", value: "heap") {
                NavigationStack {
                    Text("Heap").toolbar { Button("Turn", systemImage: "arrow.2.circlepath") {} }
                }
            }
            Tab("Bins", systemImage: "trash", value: "bins") {
                Text("Bins")
            }
        }
    }

    static func lastOpened() -> String { "bins" }
}
