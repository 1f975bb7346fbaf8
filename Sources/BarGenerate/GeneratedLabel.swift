import BarModel

/// What generated code says about an entry the spec gives neither a title nor an icon — typically an imported
/// item whose label is a view of the app or an image named by code (`Image(uiImage: avatar)`), which `bar
/// import` cannot name.
///
/// Its label is left empty (`Button("", action:)`, `Menu("")`, `UIBarButtonItem(primaryAction:)`) rather than
/// filled with its id: the id is no text people read, and import would read it back as a title, so the entry
/// would come back wider and move (three items of NetNewsWire's timeline went from the top bar to the
/// overflow menu). An empty label is what the spec knows, and import reads it back as an entry with neither,
/// which the solver places as it placed the spec's. The comment tells the app's developers why the label is
/// empty and where to fix it.
enum GeneratedLabel {
    static func emptyNote(_ item: ToolbarItem) -> String {
        "`\(item.id)` has neither title nor symbol in the spec, so its label is empty; give it one in the spec."
    }
}
