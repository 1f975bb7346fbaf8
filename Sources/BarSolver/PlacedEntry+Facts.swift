import BarModel

/// The typed facts an entry carries for consumers beside its place: which pane it belongs to, the icon and
/// badge of its declaration, why it is hidden and which control a folded tab is in.
struct EntryFacts: Sendable, Hashable {
    var pane: EntryPane = .main
    /// Whether `iconName` names an image of the app's own rather than a symbol. Kept beside `pane`, in bytes the
    /// name's alignment leaves empty: an `EntryIcon` stored whole is a byte longer than a name, and every placed
    /// entry carries one.
    private var iconIsImage = false
    private var iconName: String?
    var badge: Badge?
    var hiddenReason: HiddenReason?
    var collapsedInto: EntryKind?

    /// What a picture or a report needs from an item's declaration, so no consumer looks the item up again by
    /// id: its icon, its badge, and the pane it was placed in.
    init(of item: ToolbarItem, pane: EntryPane, hiddenReason: HiddenReason? = nil) {
        self.pane = pane
        self.icon = EntryIcon(of: item)
        self.badge = item.badge
        self.hiddenReason = hiddenReason
    }

    init(pane: EntryPane = .main, icon: EntryIcon? = nil, badge: Badge? = nil, hiddenReason: HiddenReason? = nil, collapsedInto: EntryKind? = nil) {
        self.pane = pane
        self.icon = icon
        self.badge = badge
        self.hiddenReason = hiddenReason
        self.collapsedInto = collapsedInto
    }

    /// The icon the entry shows, if any.
    var icon: EntryIcon? {
        get { iconName.map { iconIsImage ? .image($0) : .symbol($0) } }
        set {
            iconIsImage = newValue?.image != nil
            iconName = newValue?.symbol ?? newValue?.image
        }
    }
}

extension PlacedEntry {
    /// The pane the entry belongs to (system controls and items; tabs belong to the main pane).
    public var pane: EntryPane {
        get { facts.pane }
        set { facts.pane = newValue }
    }
    /// The symbol the entry shows, from its declaration (the collapsed tab button shows the selected tab's).
    public var symbol: String? {
        get { facts.icon?.symbol }
        // Setting a symbol replaces the icon; clearing it leaves an image as it was.
        set {
            if let newValue {
                facts.icon = .symbol(newValue)
            } else if facts.icon?.symbol != nil {
                facts.icon = nil
            }
        }
    }
    /// The image of the app's own the entry shows instead of a symbol, from its declaration.
    public var image: String? { facts.icon?.image }
    /// The badge on the entry, from its declaration.
    public var badge: Badge? {
        get { facts.badge }
        set { facts.badge = newValue }
    }
    /// Why the entry is not shown, when `bar` is `hidden`.
    public var hiddenReason: HiddenReason? {
        get { facts.hiddenReason }
        set { facts.hiddenReason = newValue }
    }
    /// For a tab folded into a control (`bar` is `collapsed`): which one, the collapsed tab button or the More tab.
    public var collapsedInto: EntryKind? {
        get { facts.collapsedInto }
        set { facts.collapsedInto = newValue }
    }
}
