import BarModel

/// The typed facts an entry carries for consumers beside its place: which pane it belongs to, the symbol and
/// badge of its declaration, why it is hidden and which control a folded tab is in. Immutable and shared; a
/// change makes a new one.
final class EntryFacts: Sendable, Hashable {
    let pane: EntryPane
    let symbol: String?
    let badge: Badge?
    let hiddenReason: HiddenReason?
    let collapsedInto: EntryKind?

    init(pane: EntryPane = .main, symbol: String? = nil, badge: Badge? = nil, hiddenReason: HiddenReason? = nil, collapsedInto: EntryKind? = nil) {
        self.pane = pane
        self.symbol = symbol
        self.badge = badge
        self.hiddenReason = hiddenReason
        self.collapsedInto = collapsedInto
    }

    /// No facts: the main pane, nothing declared.
    static let none = EntryFacts()

    static func == (a: EntryFacts, b: EntryFacts) -> Bool {
        a === b
            || (a.pane == b.pane && a.symbol == b.symbol && a.badge == b.badge && a.hiddenReason == b.hiddenReason
                && a.collapsedInto == b.collapsedInto)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(pane)
        hasher.combine(symbol)
        hasher.combine(badge)
        hasher.combine(hiddenReason)
        hasher.combine(collapsedInto)
    }

    func with(
        pane: EntryPane? = nil, symbol: String?? = nil, badge: Badge?? = nil, hiddenReason: HiddenReason?? = nil,
        collapsedInto: EntryKind?? = nil
    ) -> EntryFacts {
        EntryFacts(
            pane: pane ?? self.pane, symbol: symbol ?? self.symbol, badge: badge ?? self.badge,
            hiddenReason: hiddenReason ?? self.hiddenReason, collapsedInto: collapsedInto ?? self.collapsedInto)
    }
}

extension PlacedEntry {
    /// The pane the entry belongs to (system controls and items; tabs belong to the main pane).
    public var pane: EntryPane {
        get { facts.pane }
        set { facts = facts.with(pane: newValue) }
    }
    /// The symbol the entry shows, from its declaration (the collapsed tab button shows the selected tab's).
    public var symbol: String? {
        get { facts.symbol }
        set { facts = facts.with(symbol: .some(newValue)) }
    }
    /// The badge on the entry, from its declaration.
    public var badge: Badge? {
        get { facts.badge }
        set { facts = facts.with(badge: .some(newValue)) }
    }
    /// Why the entry is not shown, when `bar` is `hidden`.
    public var hiddenReason: HiddenReason? {
        get { facts.hiddenReason }
        set { facts = facts.with(hiddenReason: .some(newValue)) }
    }
    /// For a tab folded into a control (`bar` is `collapsed`): which one, the collapsed tab button or the More tab.
    public var collapsedInto: EntryKind? {
        get { facts.collapsedInto }
        set { facts = facts.with(collapsedInto: .some(newValue)) }
    }

    /// Copies what a picture or a report needs from the item's declaration, so no consumer looks the item up
    /// again by id: its symbol, its badge, and the pane it was placed in.
    mutating func addFacts(of item: ToolbarItem, pane: EntryPane) {
        facts = facts.with(pane: pane, symbol: .some(item.symbol), badge: .some(item.badge))
    }
}
