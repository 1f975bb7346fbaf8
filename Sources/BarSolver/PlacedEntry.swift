import BarModel

/// What kind of thing an entry is: something the screen declared, or a control the system adds.
public enum EntryKind: Sendable, Hashable, CaseIterable {
    /// A declared toolbar item.
    case item
    /// A declared tab.
    case tab
    /// The system overflow button `…`, shown whenever its menu is not empty (P25).
    case overflowButton
    /// The collapsed tab button in the vertical bar: shows the selected tab, lists every tab on a long press
    /// (P29).
    case tabButton
    /// A horizontal tab bar's "More" tab, holding the tabs that do not fit the bar.
    case moreTab
    /// The back button a navigation stack adds when its top view was pushed (P18).
    case backButton

    /// How reports and JSON spell the kind. Both controls standing for several tabs are `tab-button` to people,
    /// so the More tab keeps that spelling.
    public var name: String {
        switch self {
        case .item: "item"
        case .tab: "tab"
        case .overflowButton: "overflow-button"
        case .tabButton, .moreTab: "tab-button"
        case .backButton: "back-button"
        }
    }

    /// Whether the entry stands for several tabs: the collapsed tab button or the More tab.
    public var standsForTabs: Bool { self == .tabButton || self == .moreTab }
}

/// Which pane of the screen an entry belongs to (P7, P8): the main pane, whose bars follow the screen's axis, a
/// side column of an expanded split view, or the inspector.
public enum EntryPane: Sendable, Hashable {
    case main
    case sideColumn(Column.Role)
    case inspector

    /// The prefix of the pane's bar and control ids: empty for the main pane, else `sidebar`, `content`,
    /// `inspector`.
    public var key: String {
        switch self {
        case .main: ""
        case .sideColumn(let role): role.rawValue
        case .inspector: "inspector"
        }
    }
}

/// Where an entry ended up.
public enum BarKind: String, Sendable, Hashable, CaseIterable {
    /// The vertical strip along the hardware edge.
    case vertical
    /// A horizontal bar at the top of a pane (navigation bar) or a hand-made top bar.
    case top
    /// A horizontal bar at the bottom: bottom toolbar, tab bar, keyboard accessory bar, hand-made bottom bar.
    case bottom
    /// Inside an overflow menu, reached through its `…` button.
    case overflow
    /// Not shown at all in this posture.
    case hidden
    /// A tab folded into a tab button (the collapsed tab button or the "More" tab).
    case collapsed
}

/// One declared item or tab, or one system control, and where the solver put it.
public struct PlacedEntry: Sendable, Hashable {
    /// The declared id; system controls get fixed ids (`back`, `overflow`, `tab-button`, `more-tab`), prefixed by
    /// their pane (`sidebar.overflow`) outside the main pane.
    public var id: String
    /// What people see: the title, else the id.
    public var title: String
    public var kind: EntryKind
    public var bar: BarKind
    /// Which bar (a `BarFrame.id`), which overflow menu (the id of its `…` entry) or which tab button (for a
    /// collapsed tab) holds the entry; nil when hidden.
    public var barID: String?
    /// 0-based display order inside `barID`: top to bottom in the vertical bar, leading to trailing in a
    /// horizontal one, top to bottom in a menu or a tab button's list. Nil when hidden.
    public var index: Int?
    /// Where it is drawn, in physical window points; nil unless visible in a bar.
    public var frame: Rect?
    /// One short sentence saying why it is here.
    public var reason: String {
        get { reasonSource.text }
        set { reasonSource = .text(newValue) }
    }
    var reasonSource: ReasonSource
    /// The rule ids (`P22`) that decided it, in rule-number order.
    public var rules: [PlatformRule] { explanation.rules }
    /// The full reasoning for `--explain`, in the order the solver decided.
    public var trail: [TrailNote] { explanation.trail }
    let explanation: EntryExplanation

    public init(
        id: String, title: String, kind: EntryKind, bar: BarKind, barID: String?, index: Int?, frame: Rect?,
        reason: String, rules: [PlatformRule], trail: [TrailNote]
    ) {
        self.init(
            id: id, title: title, kind: kind, bar: bar, barID: barID, index: index, frame: frame, reason: reason,
            explanation: EntryExplanation(shared: [], own: trail, explicitRules: rules))
    }

    init(
        id: String, title: String, kind: EntryKind, bar: BarKind, barID: String?, index: Int?, frame: Rect?,
        reason: String, explanation: EntryExplanation
    ) {
        self.init(
            id: id, title: title, kind: kind, bar: bar, barID: barID, index: index, frame: frame, reasonSource: .text(reason),
            explanation: explanation)
    }

    init(
        id: String, title: String, kind: EntryKind, bar: BarKind, barID: String?, index: Int?, frame: Rect?,
        reasonSource: ReasonSource, explanation: EntryExplanation
    ) {
        self.id = id
        self.title = title
        self.kind = kind
        self.bar = bar
        self.barID = barID
        self.index = index
        self.frame = frame
        self.reasonSource = reasonSource
        self.explanation = explanation
    }

    /// Typed facts beside the placement (pane, symbol, badge, hidden reason, folding control), kept behind one
    /// reference so that an entry — copied many times while a screen is solved — stays small.
    var facts = EntryFacts.none

    /// Whether the entry is drawn in a bar.
    public var isVisible: Bool { frame != nil }
}

/// Where an entry's reason comes from: words given when it was placed, or its place in an overflow order.
enum ReasonSource: Sendable, Hashable {
    case text(String)
    case overflowed(OverflowReasoning)

    static func == (a: ReasonSource, b: ReasonSource) -> Bool { a.text == b.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }

    var text: String {
        switch self {
        case .text(let text): text
        case .overflowed(let reasoning): reasoning.explained.reason
        }
    }
}

/// An entry's reasoning as stored: notes shared by many entries (a pane's axis notes, one array for all of its
/// items), then the entry's axis note, then the notes of the bar that placed it. The trail and its rule list
/// are put together only when asked for, so a screen with a very large toolbar neither copies the shared
/// notes into every entry nor merges arrays it never reads.
struct EntryExplanation: Sendable, Hashable {
    var shared: [TrailNote]
    var lead: TrailNote?
    var own: [TrailNote]
    /// The notes of an overflowed item, put into words when read; they follow `own`.
    var deferred: OverflowReasoning?
    /// Rules given outright instead of gathered from the notes.
    var explicitRules: [PlatformRule]?

    init(shared: [TrailNote], lead: TrailNote? = nil, own: [TrailNote], deferred: OverflowReasoning? = nil, explicitRules: [PlatformRule]? = nil) {
        self.shared = shared
        self.lead = lead
        self.own = own
        self.deferred = deferred
        self.explicitRules = explicitRules
    }

    var trail: [TrailNote] {
        var trail = shared
        if let lead { trail.append(lead) }
        trail.append(contentsOf: own)
        if let deferred { trail.append(contentsOf: deferred.explained.notes) }
        return trail
    }
    var rules: [PlatformRule] { explicitRules ?? RuleList.from(trail) }

    /// Two explanations are equal when they say the same, however they are stored.
    static func == (a: EntryExplanation, b: EntryExplanation) -> Bool { a.trail == b.trail && a.rules == b.rules }
    func hash(into hasher: inout Hasher) { hasher.combine(trail) }
}
