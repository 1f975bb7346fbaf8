import BarModel

/// The typed facts an entry carries for consumers beside its place: which pane it belongs to, the symbol and
/// badge of its declaration, why it is hidden and which control a folded tab is in.
struct EntryFacts: Sendable, Hashable {
    var pane: EntryPane = .main
    var symbol: String?
    var badge: Badge?
    var hiddenReason: HiddenReason?
    var collapsedInto: EntryKind?

    /// What a picture or a report needs from an item's declaration, so no consumer looks the item up again by
    /// id: its symbol, its badge, and the pane it was placed in.
    init(of item: ToolbarItem, pane: EntryPane, hiddenReason: HiddenReason? = nil) {
        self.pane = pane
        self.symbol = item.symbol
        self.badge = item.badge
        self.hiddenReason = hiddenReason
    }

    init(pane: EntryPane = .main, symbol: String? = nil, badge: Badge? = nil, hiddenReason: HiddenReason? = nil, collapsedInto: EntryKind? = nil) {
        self.pane = pane
        self.symbol = symbol
        self.badge = badge
        self.hiddenReason = hiddenReason
        self.collapsedInto = collapsedInto
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
        get { facts.symbol }
        set { facts.symbol = newValue }
    }
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
