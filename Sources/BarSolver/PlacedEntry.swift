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
///
/// A screen's entries are built, moved and sorted while it is solved, so the struct keeps only what every
/// consumer reads first (its ids, kind, bar, index and frame) and one reference to the rest (`details`): the
/// reason, the trail and the typed facts. An item that left a bar for the overflow menu does not even get a
/// record of its own: it points at its bar's overflow context and its place in that bar's overflow order, and
/// everything else is derived from them when read.
public struct PlacedEntry: Sendable, Hashable {
    /// The declared id; system controls get fixed ids (`back`, `overflow`, `tab-button`, `more-tab`), prefixed by
    /// their pane (`sidebar.overflow`) outside the main pane.
    // Stored in this order, and the index in 32 bits, so the small fields fill the bytes after `frame`'s tag:
    // 104 bytes instead of 128 (a long toolbar's solve spends its time on memory).
    public var id: String
    /// What people see: the title, else the id.
    public var title: String
    /// Which bar (a `BarFrame.id`), which overflow menu (the id of its `…` entry) or which tab button (for a
    /// collapsed tab) holds the entry; nil when hidden.
    public var barID: String?
    /// Where it is drawn, in physical window points; nil unless visible in a bar.
    public var frame: Rect?
    public var kind: EntryKind
    public var bar: BarKind
    /// `index`, with `Int32.min` for nil.
    private var storedIndex: Int32
    /// The reason, trail and facts, stored where they cost least (see the type's comment).
    var details: EntryDetails

    /// 0-based display order inside `barID`: top to bottom in the vertical bar, leading to trailing in a
    /// horizontal one, top to bottom in a menu or a tab button's list. Nil when hidden.
    public var index: Int? {
        get { storedIndex == .min ? nil : Int(storedIndex) }
        set { storedIndex = Self.storedIndex(newValue) }
    }

    /// An index as stored: places in one bar fit 32 bits (a bar of 2^31 entries cannot be built in memory).
    private static func storedIndex(_ index: Int?) -> Int32 {
        guard let index else { return .min }
        precondition(index > Int(Int32.min) && index <= Int(Int32.max), "entry index \(index) out of range")
        return Int32(index)
    }

    /// One short sentence saying why it is here.
    public var reason: String {
        get { details.reason }
        set { details = .record(EntryRecord(reason: .literal(newValue), explanation: details.explanation, facts: details.facts)) }
    }
    /// The rule ids (`P22`) that decided it, in rule-number order.
    public var rules: [PlatformRule] { details.explanation.rules }
    /// The full reasoning for `--explain`, in the order the solver decided.
    public var trail: [TrailNote] { details.explanation.trail }
    /// Typed facts beside the placement (pane, symbol, badge, hidden reason, folding control).
    var facts: EntryFacts {
        get { details.facts }
        set {
            if case .record(let record) = details {
                details = .record(EntryRecord(words: record.words, facts: newValue))
            } else {
                details = .record(EntryRecord(reason: details.reasonText, explanation: details.explanation, facts: newValue))
            }
        }
    }

    /// For an entry of a solve that does not explain, the order it was placed in (see `ExplainingSolve`).
    var arrival: Int? { details.arrival }

    /// Whether the entry is drawn in a bar.
    public var isVisible: Bool { frame != nil }

    /// Two entries are equal when they say the same, however their details are stored.
    public static func == (a: PlacedEntry, b: PlacedEntry) -> Bool {
        a.id == b.id && a.title == b.title && a.kind == b.kind && a.bar == b.bar && a.barID == b.barID
            && a.index == b.index && a.frame == b.frame && a.details == b.details
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(title)
        hasher.combine(kind)
        hasher.combine(bar)
        hasher.combine(barID)
        hasher.combine(index)
        hasher.combine(frame)
        hasher.combine(details)
    }
}

// The initializers are declared here, outside the type, so that the compiler still makes the type's memberwise
// one, which the last of them uses: an initializer that set each stored property of `self` in turn left a
// retain and a release of the whole entry around every entry made (four strings and references each, for every
// entry of every solve), which a value made in one piece does not have.
extension PlacedEntry {
    public init(
        id: String, title: String, kind: EntryKind, bar: BarKind, barID: String?, index: Int?, frame: Rect?,
        reason: String, rules: [PlatformRule], trail: [TrailNote]
    ) {
        self.init(
            id: id, title: title, kind: kind, bar: bar, barID: barID, index: index, frame: frame, reason: .literal(reason),
            rules: rules, trail: trail)
    }

    /// The same, with a reason put into words when read (`TrailText`) and the entry's facts given at once:
    /// each fact set afterwards makes the entry a new record.
    init(
        id: String, title: String, kind: EntryKind, bar: BarKind, barID: String?, index: Int?, frame: Rect?,
        reason: TrailText, rules: [PlatformRule], trail: [TrailNote], facts: EntryFacts = EntryFacts()
    ) {
        self.init(
            id: id, title: title, kind: kind, bar: bar, barID: barID, index: index, frame: frame, reason: reason,
            explanation: EntryExplanation(shared: [], own: trail, explicitRules: rules), facts: facts)
    }

    init(
        id: String, title: String, kind: EntryKind, bar: BarKind, barID: String?, index: Int?, frame: Rect?,
        reason: TrailText, explanation: EntryExplanation, facts: EntryFacts = EntryFacts()
    ) {
        self.init(
            id: id, title: title, kind: kind, bar: bar, barID: barID, index: index, frame: frame,
            details: .record(EntryRecord(reason: reason, explanation: explanation, facts: facts)))
    }

    init(
        id: String, title: String, kind: EntryKind, bar: BarKind, barID: String?, index: Int?, frame: Rect?,
        details: EntryDetails
    ) {
        self = PlacedEntry(
            id: id, title: title, barID: barID, frame: frame, kind: kind, bar: bar, storedIndex: Self.storedIndex(index), details: details)
    }
}

/// Where an entry's reason, trail and facts are kept.
enum EntryDetails: Sendable, Hashable {
    /// Given when the entry was placed, in a record of its own.
    case record(EntryRecord)
    /// An item that left a bar for the menu: its place in that bar's overflow order, put into words when read
    /// (a toolbar of 100,000 items overflows almost all of them, and only `--explain` and the reports read
    /// their reasons).
    case overflowed(SharedOverflowContext, position: Int)
    /// An entry of a solve that does not explain, not hidden: its words and its facts are those of the entry
    /// placed `arrival`th in the explaining run of the same solve (`ExplainingSolve`). Lint, which makes such
    /// solves a dozen times a screen, reads neither; a hidden entry keeps a record, with the hidden reason lint
    /// does read.
    case unexplained(ExplainingSolve, arrival: Int)

    var reason: String {
        switch self {
        case .record(let record): record.reason
        case .overflowed(let shared, let position): shared.context.overflowed(position).reason
        case .unexplained(let explainer, let arrival): explainer.entry(arrival: arrival).reason
        }
    }

    /// The reason as kept: a record's not yet put into words.
    var reasonText: TrailText {
        switch self {
        case .record(let record): record.reasonText
        case .overflowed: .literal(reason)
        case .unexplained(let explainer, let arrival): explainer.entry(arrival: arrival).details.reasonText
        }
    }

    var explanation: EntryExplanation {
        switch self {
        case .record(let record):
            return record.explanation
        case .overflowed(let shared, let position):
            let item = shared.item(at: position)
            return EntryExplanation(
                shared: shared.axisNotes, lead: ItemRouting.axisNote(item), own: shared.context.overflowed(position).notes)
        case .unexplained(let explainer, let arrival):
            return explainer.entry(arrival: arrival).details.explanation
        }
    }

    var facts: EntryFacts {
        switch self {
        case .record(let record):
            return record.facts
        case .overflowed(let shared, let position):
            let item = shared.item(at: position)
            return EntryFacts(pane: shared.pane, icon: EntryIcon(of: item), badge: item.badge)
        case .unexplained(let explainer, let arrival):
            return explainer.entry(arrival: arrival).facts
        }
    }

    /// For an entry of a solve that does not explain, the order it was placed in.
    var arrival: Int? {
        switch self {
        case .record(let record):
            if case .whenRead(_, let arrival) = record.words { return arrival }
            return nil
        case .overflowed: return nil
        case .unexplained(_, let arrival): return arrival
        }
    }

    static func == (a: EntryDetails, b: EntryDetails) -> Bool {
        switch (a, b) {
        case (.record(let first), .record(let second)) where first === second: return true
        case (.overflowed(let first, let p), .overflowed(let second, let q)) where first === second && p == q: return true
        case (.unexplained(let first, let p), .unexplained(let second, let q)) where first === second && p == q: return true
        default: return a.reason == b.reason && a.explanation == b.explanation && a.facts == b.facts
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(reason)
        hasher.combine(explanation)
        hasher.combine(facts)
    }
}

/// An entry's facts, and its reason and reasoning as given when it was placed or as left to the explaining
/// solve. Immutable; a change makes a new one.
final class EntryRecord: Sendable {
    let words: EntryWords
    let facts: EntryFacts

    init(words: EntryWords, facts: EntryFacts) {
        self.words = words
        self.facts = facts
    }

    convenience init(reason: TrailText, explanation: EntryExplanation, facts: EntryFacts) {
        self.init(words: .given(reason, explanation), facts: facts)
    }

    /// The reason, put into words when read: most are never read (lint reads none).
    var reasonText: TrailText {
        switch words {
        case .given(let reason, _): reason
        case .whenRead(let explainer, let arrival): explainer.entry(arrival: arrival).details.reasonText
        }
    }

    var reason: String { reasonText.text }

    var explanation: EntryExplanation {
        switch words {
        case .given(_, let explanation): explanation
        case .whenRead(let explainer, let arrival): explainer.entry(arrival: arrival).details.explanation
        }
    }
}

/// An entry's reason and reasoning: given by a solve that explains, or, for an entry of a solve that does not,
/// where the explaining run of the same solve has them (`ExplainingSolve`): the entry placed `arrival`th.
enum EntryWords: Sendable {
    case given(TrailText, EntryExplanation)
    case whenRead(ExplainingSolve, arrival: Int)
}

/// An entry's reasoning as stored: notes shared by many entries (a pane's axis notes, one array for all of its
/// items), then the entry's axis note, then the notes of the bar that placed it. The trail and its rule list
/// are put together only when asked for, so a screen with a very large toolbar neither copies the shared
/// notes into every entry nor merges arrays it never reads.
struct EntryExplanation: Sendable, Hashable {
    var shared: [TrailNote]
    var lead: TrailNote?
    var own: [TrailNote]
    /// Rules given outright instead of gathered from the notes.
    var explicitRules: [PlatformRule]?

    // Made by the memberwise initializer (`lead` and `explicitRules` default to nil): one that set each property
    // in turn left a retain and a release of the whole value around each made (see `PlacedEntry`'s).

    var trail: [TrailNote] {
        var trail = shared
        if let lead { trail.append(lead) }
        trail.append(contentsOf: own)
        return trail
    }
    var rules: [PlatformRule] { explicitRules ?? RuleList.from(trail) }

    /// Two explanations are equal when they say the same, however they are stored.
    static func == (a: EntryExplanation, b: EntryExplanation) -> Bool { a.trail == b.trail && a.rules == b.rules }
    func hash(into hasher: inout Hasher) { hasher.combine(trail) }
}
