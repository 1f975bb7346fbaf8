struct Broken: View {
    var body: some View {
        NavigationStack {
            List {}
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Unclosed \(value) {
                    }
                    ToolbarItem(placement: .nowhere) { Button("Odd") {} }
                    ToolbarItem { Button(titleFromModel, systemImage: symbolName) {} }
        /* never closed
