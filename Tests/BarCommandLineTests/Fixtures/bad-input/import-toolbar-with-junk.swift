import SwiftUI

struct MapView: View {
    var body: some View {
        Color.blue
            .toolbar {
                @@ ?? ## ;;
                ToolbarItem(placement: .primaryAction) {
                    Button("Locate", systemImage: "location") {}
                }
                } } ) ]
            }
    }
}
