import BarSolver

/// Which entry a change is about: a declared item or tab, or a system control, by kind and id. Items and tabs
/// may share an id, so the kind is part of the key.
public struct EntryKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var kind: EntryKind
    public var id: String

    public init(kind: EntryKind, id: String) {
        self.kind = kind
        self.id = id
    }

    public init(_ entry: PlacedEntry) {
        self.init(kind: entry.kind, id: entry.id)
    }

    /// Whether the screen declares the entry (an item or a tab), as opposed to a control the system adds.
    public var isDeclared: Bool { kind == .item || kind == .tab }

    /// `item automatic`, `overflow-button overflow`.
    public var description: String { "\(kind.name) \(id)" }

    public static func < (a: EntryKey, b: EntryKey) -> Bool {
        (a.kind.name, a.id) < (b.kind.name, b.id)
    }
}

/// Where an entry is in one placement: its bar (or menu, or tab button) and its 0-based index there.
public struct EntryPlace: Hashable, Sendable {
    public var bar: BarKind
    /// The bar, menu or tab button holding the entry (`PlacedEntry.barID`); nil when hidden.
    public var barID: String?
    /// 0-based position inside `barID`; nil when hidden.
    public var index: Int?
    /// For a folded tab: the control holding it, the collapsed tab button or the More tab.
    public var collapsedInto: EntryKind?

    public init(bar: BarKind, barID: String?, index: Int?, collapsedInto: EntryKind? = nil) {
        self.bar = bar
        self.barID = bar == .hidden ? nil : barID
        self.index = bar == .hidden ? nil : index
        self.collapsedInto = bar == .collapsed ? collapsedInto : nil
    }

    public init(_ entry: PlacedEntry) {
        self.init(bar: entry.bar, barID: entry.barID, index: entry.index, collapsedInto: entry.collapsedInto)
    }

    /// Whether people can reach the entry: drawn in a bar, listed in an overflow menu, or listed under a tab
    /// button. Only `hidden` is not shown.
    public var isShown: Bool { bar != .hidden }

    /// What identifies the container in "same bar" comparisons: the bar id, else the bar kind.
    public var container: String { barID ?? bar.rawValue }

    /// The container's name in reports: the bar id (`vertical`, `top`, `tab-bar`, `sidebar.top`, `overflow`),
    /// `collapsed` for a tab folded into the collapsed tab button, the More tab's id for a tab in it, `hidden`
    /// when not shown.
    public var containerName: String {
        switch bar {
        case .hidden: "hidden"
        case .collapsed: collapsedInto == .moreTab ? barID ?? "collapsed" : "collapsed"
        default: barID ?? bar.rawValue
        }
    }

    /// The place as people read it, 1-based like `bar solve`: `vertical #2`, `overflow #1`, `hidden`.
    public var label: String {
        guard isShown else { return "hidden" }
        guard let index else { return containerName }
        return "\(containerName) #\(index + 1)"
    }
}
