/// What one SwiftUI view expression declares about bars, gathered while walking it.
///
/// Facts flow up: a `.toolbar` deep inside a `NavigationStack`'s content belongs to that stack, as in
/// SwiftUI, so each container is built from the facts of its content.
struct ViewFacts {
    /// Toolbar content declared in this navigation context, in order.
    var toolbar: [ImportedBlock] = []
    var title: String?
    var verticalBehavior: String?
    var compression: String?
    var navigationBarHidden = false
    var containers: [ContainerFacts] = []
    /// A `.tabItem { … }` label and `.badge(…)` on this view, for when it is a tab.
    var tabTitle: String?
    var tabSymbol: String?
    var tabBadge: ImportedAttribute.Value?
    var tabNotes: [String] = []
    var inspector: ImportedBlock?
    /// Sheets presented from here: each is a container block (`sheet { … }`) and an id hint.
    var sheets: [(block: ImportedBlock, hint: String)] = []
    var tabStyle: String?
    var notes: [String] = []
    /// Names of view types followed while walking (so they are not imported again as screens of their own).
    var followedViews: Set<String> = []

    /// Whether anything here would show up in a spec.
    var declaresBars: Bool {
        !toolbar.isEmpty || !containers.isEmpty || !sheets.isEmpty || inspector != nil
    }

    mutating func absorb(_ other: ViewFacts) {
        toolbar += other.toolbar
        title = title ?? other.title
        verticalBehavior = verticalBehavior ?? other.verticalBehavior
        compression = compression ?? other.compression
        navigationBarHidden = navigationBarHidden || other.navigationBarHidden
        containers += other.containers
        tabTitle = tabTitle ?? other.tabTitle
        tabSymbol = tabSymbol ?? other.tabSymbol
        tabBadge = tabBadge ?? other.tabBadge
        tabNotes += other.tabNotes
        inspector = inspector ?? other.inspector
        sheets += other.sheets
        tabStyle = tabStyle ?? other.tabStyle
        notes += other.notes
        followedViews.formUnion(other.followedViews)
    }
}

/// A navigation container found in a view.
indirect enum ContainerFacts {
    case stack(ViewFacts, SwiftLocation)
    case tabView([TabFacts], ViewFacts, SwiftLocation)
    case splitView(sidebar: ViewFacts, content: ViewFacts?, detail: ViewFacts, SwiftLocation)
}

struct TabFacts {
    var title: String?
    var symbol: String?
    var badge: ImportedAttribute.Value?
    var content: ViewFacts
    var notes: [String]
    var location: SwiftLocation
}
