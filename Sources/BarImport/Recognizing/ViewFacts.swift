/// What one SwiftUI view expression declares about bars, gathered while walking it.
///
/// Facts flow up: a `.toolbar` deep inside a `NavigationStack`'s content belongs to that stack, as in
/// SwiftUI, so each container is built from the facts of its content.
struct ViewFacts {
    /// Toolbar content declared in this navigation context, in order.
    var toolbar: [ImportedBlock] = []
    var title: String?
    /// Where the title came from when that says more than its text (`title from UserText.inbox`): it goes with
    /// the title wherever the title goes.
    var titleNote: String?
    var verticalBehavior: String?
    var compression: String?
    var navigationBarHidden = false
    var containers: [ContainerFacts] = []
    /// A `.tabItem { … }` label and `.badge(…)` on this view, for when it is a tab.
    var tabTitle: String?
    var tabSymbol: String?
    /// The `.tabItem`'s image of the app's own, when it shows no symbol.
    var tabImage: String?
    var tabBadge: ImportedAttribute.Value?
    var tabNotes: [String] = []
    var inspector: ImportedBlock?
    /// Sheets presented from here: each is a container block (`sheet { … }`), an id hint, and the view type
    /// that declares it when that is a view the screen shows (a row) rather than the screen's own.
    var sheets: [(block: ImportedBlock, hint: String, presenter: String?)] = []
    var tabStyle: String?
    /// `.presentationPlacement(.trailing)`: the side a sheet showing this view comes from (P9).
    var presentationPlacement: String?
    /// Where a container's bindings start: a tab view's selection, a split view's compact column.
    var selection: BindingStart?
    var compactColumn: BindingStart?
    /// Whether the view shows the system back button: `.navigationBarBackButtonHidden(false)` says so in
    /// the code (the view is pushed onto a stack); `true` says it is hidden.
    var showsBackButton: Bool?
    /// Bars the app builds itself at the screen's edge (`.safeAreaBar(edge: .bottom) { … }`).
    var handMadeBars: [ImportedBlock] = []
    var notes: [String] = []
    /// Names of view types followed while walking (so they are not imported again as screens of their own).
    var followedViews: Set<String> = []
    /// Names of view types shown only in branches that never run on iOS 27.1 (`if #available(iOS 18, *) { new }
    /// else { LegacyTabs() }`): not a screen of their own for that (`ScreenRecognition`).
    var unreachedViews: Set<String> = []
    /// For a stack's facts, the view type whose body writes the stack (`SettingsView`): a sheet that shows one
    /// of several stacks names each after its title, or after this view when it has none.
    var declaringView: String?

    /// Whether anything here would show up in a spec.
    var declaresBars: Bool {
        !toolbar.isEmpty || !containers.isEmpty || !sheets.isEmpty || inspector != nil || !handMadeBars.isEmpty
    }

    /// Whether reading found nothing at all but the views it followed: absorbing such facts adds only those.
    var isBlank: Bool {
        toolbar.isEmpty && title == nil && titleNote == nil && verticalBehavior == nil && compression == nil && !navigationBarHidden
            && containers.isEmpty && tabTitle == nil && tabSymbol == nil && tabImage == nil && tabBadge == nil && tabNotes.isEmpty
            && inspector == nil && sheets.isEmpty && tabStyle == nil && presentationPlacement == nil && selection == nil
            && compactColumn == nil && showsBackButton == nil && handMadeBars.isEmpty && notes.isEmpty && declaringView == nil
            && unreachedViews.isEmpty
    }

    mutating func absorb(_ other: ViewFacts) {
        toolbar += other.toolbar
        if title == nil { (title, titleNote) = (other.title, other.titleNote) }
        verticalBehavior = verticalBehavior ?? other.verticalBehavior
        compression = compression ?? other.compression
        navigationBarHidden = navigationBarHidden || other.navigationBarHidden
        containers += other.containers
        tabTitle = tabTitle ?? other.tabTitle
        tabSymbol = tabSymbol ?? other.tabSymbol
        tabImage = tabImage ?? other.tabImage
        tabBadge = tabBadge ?? other.tabBadge
        tabNotes += other.tabNotes
        inspector = inspector ?? other.inspector
        sheets += other.sheets
        tabStyle = tabStyle ?? other.tabStyle
        presentationPlacement = presentationPlacement ?? other.presentationPlacement
        selection = selection ?? other.selection
        compactColumn = compactColumn ?? other.compactColumn
        showsBackButton = showsBackButton ?? other.showsBackButton
        handMadeBars += other.handMadeBars
        notes += other.notes
        followedViews.formUnion(other.followedViews)
        unreachedViews.formUnion(other.unreachedViews)
    }
}

/// A navigation container found in a view.
indirect enum ContainerFacts {
    case stack(ViewFacts, SwiftLocation)
    case tabView([TabFacts], ViewFacts, SwiftLocation)
    case splitView(sidebar: ViewFacts, content: ViewFacts?, detail: ViewFacts, ViewFacts, SwiftLocation)

    /// Whether anything inside the container would show up in a spec.
    var declaresBars: Bool {
        switch self {
        case .stack(let facts, _): facts.declaresBars
        case .tabView(let tabs, let facts, _): !tabs.isEmpty || facts.declaresBars
        case .splitView(let sidebar, let content, let detail, let facts, _):
            sidebar.declaresBars || (content?.declaresBars ?? false) || detail.declaresBars || facts.declaresBars
        }
    }

    /// The conditions it is shown under (`only in '.about' of switch kind`, `only when isPhone`), from the
    /// branches it was read in.
    var conditions: [String] {
        let notes: [String]
        switch self {
        case .stack(let facts, _), .tabView(_, let facts, _), .splitView(_, _, _, let facts, _): notes = facts.notes
        }
        return notes.filter(ConditionNote.isCondition)
    }

    /// Whether `self` and `other` are shown under different conditions — the branches of a `switch` or an `if`
    /// that each show a container of their own — rather than together.
    func isAlternative(to other: ContainerFacts) -> Bool {
        let mine = conditions
        let theirs = other.conditions
        return !mine.isEmpty && !theirs.isEmpty && mine != theirs
    }

    /// Where the container is written.
    var location: SwiftLocation {
        switch self {
        case .stack(_, let location), .tabView(_, _, let location), .splitView(_, _, _, _, let location): location
        }
    }
}

/// The value a binding passed to a container starts at (`TabView(selection: $tab)` with
/// `@State private var tab = "inbox"`), as a key that compares values written in different ways:
/// `"inbox"`, `.inbox` and `AppTab.inbox` are keys `"inbox`, `.inbox` and `.inbox`.
enum BindingStart: Equatable {
    case value(key: String, code: String)
    /// The binding could not be followed to a written initial value; `code` is the binding as written.
    case unknown(code: String)

    static func key(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .string(let literal, _): literal.value.map { "\"" + $0 }
        case .number(let digits, _): digits
        case .member(_, let name, _): "." + name
        case .name(let name, _) where name == "true" || name == "false": name
        default: nil
        }
    }
}

struct TabFacts {
    /// The tab's value (`Tab(…, value: "inbox")`, `.tag(AppTab.inbox)`) as a `BindingStart` key.
    var value: String?
    /// The value when it is a string literal: the tab's id when it has no title.
    var valueText: String?
    var title: String?
    var symbol: String?
    /// An image of the app's own instead of a symbol (`Tab("Home", image: "home")`).
    var image: String? = nil
    var badge: ImportedAttribute.Value?
    var content: ViewFacts
    var notes: [String]
    var location: SwiftLocation
}
