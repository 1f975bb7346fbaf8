import BarModel

/// The solver's prediction for one screen on one device in one posture: every declared item and tab exactly
/// once, the system controls that show, the bars they sit in, and why.
public struct Placement: Sendable, Hashable {
    /// The posture with its modifiers, as written on the command line: `closed+keyboard`.
    public var postureName: String
    public var deviceID: String
    /// The layout direction used (the command line's, else the screen's).
    public var layoutDirection: LayoutDirection
    /// What `toolbarVerticalEdge` reports: the edge where the system would put a vertical bar here, `trailing`
    /// (or `leading` right-to-left), whether one shows or not — a sheet that keeps its items horizontal on the
    /// inner display still reports it; nil in horizontal postures, with the vertical bar disabled and for an
    /// SDK older than 27.1 (P30, P31). Whether the bars are vertical is `barsAreVertical`.
    public var verticalEdge: Edge?
    /// The hardware side of the strip while the bars are vertical, nil while they are horizontal; unchanged by
    /// right-to-left (P2).
    public var physicalSide: PhysicalSide?
    public var windowSize: Size
    /// The posture the placement is for (its measures: insets, strip width, status cluster).
    public var posture: Posture
    /// The area panes share: the window less its top and bottom insets and, while bars are vertical, less the
    /// strip on its physical side.
    public var contentRect: Rect
    /// The vertical behaviour and compression in effect, after resolving container overrides (P6).
    public var verticalBehavior: VerticalBehavior
    public var compression: Compression
    /// Room in the vertical strip; nil when the screen's bars are horizontal.
    public var strip: StripMeasurement?
    /// Entries in display order: visible bars in `bars` order (each by index), then overflow menus, then
    /// collapsed tabs, then hidden entries in declaration order.
    public var entries: [PlacedEntry]
    /// The bars drawn, in a fixed order: strip, top bars (main pane first), bottom toolbars, tab bar, keyboard
    /// accessory bar, hand-made bars.
    public var bars: [BarFrame]
    /// The fold band (P3), for drawing only: it never moves a bar.
    public var fold: Rect?
    public var obstructions: [ObstructionFrame]
    /// Screen-wide reasoning: why the bars are vertical or horizontal, which setting decided, the strip's room.
    public var notes: [TrailNote] {
        get { storedNotes.notes }
        set { storedNotes = .given(newValue) }
    }
    /// `notes`, as given or as left to the explaining solve.
    private var storedNotes: PlacementNotes

    public init(
        postureName: String, deviceID: String, layoutDirection: LayoutDirection, verticalEdge: Edge?,
        physicalSide: PhysicalSide?, windowSize: Size, posture: Posture, contentRect: Rect, verticalBehavior: VerticalBehavior,
        compression: Compression, strip: StripMeasurement?, entries: [PlacedEntry], bars: [BarFrame], fold: Rect?,
        obstructions: [ObstructionFrame], notes: [TrailNote]
    ) {
        self.init(
            postureName: postureName, deviceID: deviceID, layoutDirection: layoutDirection, verticalEdge: verticalEdge,
            physicalSide: physicalSide, windowSize: windowSize, posture: posture, contentRect: contentRect,
            verticalBehavior: verticalBehavior, compression: compression, strip: strip, entries: entries, bars: bars, fold: fold,
            obstructions: obstructions, notes: .given(notes))
    }

    init(
        postureName: String, deviceID: String, layoutDirection: LayoutDirection, verticalEdge: Edge?,
        physicalSide: PhysicalSide?, windowSize: Size, posture: Posture, contentRect: Rect, verticalBehavior: VerticalBehavior,
        compression: Compression, strip: StripMeasurement?, entries: [PlacedEntry], bars: [BarFrame], fold: Rect?,
        obstructions: [ObstructionFrame], notes: PlacementNotes
    ) {
        self.postureName = postureName
        self.deviceID = deviceID
        self.layoutDirection = layoutDirection
        self.verticalEdge = verticalEdge
        self.physicalSide = physicalSide
        self.windowSize = windowSize
        self.posture = posture
        self.contentRect = contentRect
        self.verticalBehavior = verticalBehavior
        self.compression = compression
        self.strip = strip
        self.entries = entries
        self.bars = bars
        self.fold = fold
        self.obstructions = obstructions
        self.storedNotes = notes
    }

    /// Whether the screen's bars are vertical in this posture.
    public var barsAreVertical: Bool { physicalSide != nil }

    /// The entries in one bar, one overflow menu (by its `…` entry's id) or one control standing for tabs, in
    /// display order.
    public func entries(in barID: String) -> [PlacedEntry] {
        entries.filter { $0.barID == barID }.sorted { ($0.index ?? 0) < ($1.index ?? 0) }
    }

    /// The entries with this placement, in the order of `entries`.
    public func entries(_ bar: BarKind) -> [PlacedEntry] { entries.filter { $0.bar == bar } }

    /// The entry for a declared item or tab (or a system control) by id and kind.
    public func entry(_ id: String, kind: EntryKind? = nil) -> PlacedEntry? {
        entries.first { $0.id == id && (kind == nil || $0.kind == kind) }
    }

    public func bar(_ id: String) -> BarFrame? { bars.first { $0.id == id } }
}

/// A placement's screen-wide notes: given by a solve that explains, or read from the explaining run of one that
/// does not. Equal when the notes are.
enum PlacementNotes: Sendable, Hashable {
    case given([TrailNote])
    case whenRead(ExplainingSolve)

    var notes: [TrailNote] {
        switch self {
        case .given(let notes): notes
        case .whenRead(let explainer): explainer.notes
        }
    }

    static func == (a: PlacementNotes, b: PlacementNotes) -> Bool { a.notes == b.notes }
    func hash(into hasher: inout Hasher) { hasher.combine(notes) }
}

/// The vertical strip's room against its content (P4, §10).
public struct StripMeasurement: Sendable, Hashable {
    /// Window height − status cluster − bottom inset − obstruction reductions.
    public var usableLength: Double
    /// What everything that asked for the strip would take if nothing overflowed and the tabs stayed whole.
    public var requiredLength: Double
    /// What the strip's final content takes.
    public var usedLength: Double
    /// The length one entry takes.
    public var entryLength: Double
    /// How many entries the strip holds with the final grouping (gaps included).
    public var entryCapacity: Int
    /// How many entries everything that asked for the strip would be.
    public var requiredEntries: Int
    /// Whether the tabs were folded into one tab button (P29, or the fallback when the tabs alone don't fit).
    public var tabsCollapsed: Bool

    public init(
        usableLength: Double, requiredLength: Double, usedLength: Double, entryLength: Double, entryCapacity: Int,
        requiredEntries: Int, tabsCollapsed: Bool
    ) {
        self.usableLength = usableLength
        self.requiredLength = requiredLength
        self.usedLength = usedLength
        self.entryLength = entryLength
        self.entryCapacity = entryCapacity
        self.requiredEntries = requiredEntries
        self.tabsCollapsed = tabsCollapsed
    }
}
