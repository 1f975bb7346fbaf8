import BarDiagnostics

/// A phone model and the postures it can be held in.
public struct Device: Sendable, Hashable, Identifiable {
    public var id: String
    public var postures: [Posture]
    /// Competing UI that shortens the space bars have (P4), applied as posture modifiers: `closed+keyboard`.
    public var obstructions: [Obstruction]
    public var range: SourceRange?

    public init(id: String, postures: [Posture], obstructions: [Obstruction] = [], range: SourceRange? = nil) {
        self.id = id
        self.postures = postures
        self.obstructions = obstructions
        self.range = range
    }

    public func posture(_ name: String) -> Posture? { postures.first { $0.id == name } }
    public func obstruction(_ name: String) -> Obstruction? { obstructions.first { $0.id == name } }
}

/// Which display of the device is in use.
public enum Display: String, Sendable, Hashable, CaseIterable {
    /// The outer display of a foldable.
    case outer
    /// The inner (unfolded) display of a foldable.
    case inner
    /// The only display of a phone without a fold.
    case single
}

public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait
    case landscape
}

public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    case compact
    case regular
}

/// The physical side of the window a vertical strip runs along.
public enum PhysicalSide: String, Sendable, Hashable, CaseIterable {
    case left
    case right
}

/// The axis a posture gives a navigation container's bars (P1).
public enum BarAxis: String, Sendable, Hashable, CaseIterable {
    case vertical
    case horizontal
}

/// One way of holding the device, with the geometry the solver needs (platform.md §1 and §10).
/// Every number is in points and can be overridden from a spec.
public struct Posture: Sendable, Hashable, Identifiable {
    public var id: String
    public var display: Display
    public var orientation: Orientation
    public var windowWidth: Double
    public var windowHeight: Double
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var bars: BarAxis
    /// The vertical strip (only used when `bars == .vertical`).
    public var stripSide: PhysicalSide
    public var stripWidth: Double
    /// The status cluster (camera, time, Wi-Fi) at the strip's top: no entry may go there.
    public var statusClusterLength: Double
    /// Safe-area insets of the window.
    public var topInset: Double
    /// The top inset while the screen's bars are horizontal in a posture whose bars are normally vertical (the
    /// vertical bar disabled, an older SDK): on the outer display the status bar then moves to the top, and
    /// bars must stay clear of the front camera ([S0] §04, [S2]). Nil: the same as `topInset`.
    public var horizontalTopInset: Double?
    public var bottomInset: Double
    /// The length every entry (item, overflow button, tab, collapsed tab button) takes along a bar.
    public var entryLength: Double
    /// The per-character model of a text entry's width in a horizontal bar (P17, [S2]: widths are flexible
    /// there) [M]: the width of one character, of one East Asian wide or full-width character, and the padding
    /// at each end of the text. An entry is never narrower than `entryLength`.
    public var characterWidth: Double
    public var wideCharacterWidth: Double
    public var textPadding: Double
    /// Room between neighbouring groups: the vertical bar's navigation, toolbar and tab groups, and neighbouring
    /// declared groups in every bar ([S2]: groups keep their distance from their neighbours).
    public var groupGap: Double
    /// The size a fixed spacer keeps (P20).
    public var fixedSpacerLength: Double
    /// Margins at both ends of a horizontal bar.
    public var barMargin: Double
    /// The height of a horizontal bar.
    public var barHeight: Double
    /// The most tabs a horizontal tab bar shows before the rest move into a "More" tab.
    public var tabBarCapacity: Int
    /// How an expanded split view shares the inner display ([S3] observes the even two-column split; the rest is
    /// a model) [M]: the share of the width the detail column keeps with its inspector (the sidebar and a
    /// content column share the rest evenly), and the share of that part a presented inspector takes.
    public var detailShare: Double
    public var inspectorShare: Double
    /// The fold band, in window x coordinates, on an open foldable (P3); nil elsewhere.
    public var foldStart: Double?
    public var foldWidth: Double?
    public var range: SourceRange?

    /// The window's top inset for bars of this axis: `horizontalTopInset` while a vertical-bar posture shows
    /// horizontal bars, `topInset` otherwise.
    public func topInset(barsVertical: Bool) -> Double {
        bars == .vertical && !barsVertical ? horizontalTopInset ?? topInset : topInset
    }

    public init(
        id: String, display: Display, orientation: Orientation, windowWidth: Double, windowHeight: Double,
        horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, bars: BarAxis,
        stripSide: PhysicalSide = .right, stripWidth: Double = 84, statusClusterLength: Double = 0,
        topInset: Double = 0, horizontalTopInset: Double? = nil, bottomInset: Double = 34, entryLength: Double = 52, characterWidth: Double = 8.5,
        wideCharacterWidth: Double = 17, textPadding: Double = 8, groupGap: Double = 12,
        fixedSpacerLength: Double = 8, barMargin: Double = 16, barHeight: Double = 52, tabBarCapacity: Int = 5,
        detailShare: Double = 0.5, inspectorShare: Double = 0.5,
        foldStart: Double? = nil, foldWidth: Double? = nil, range: SourceRange? = nil
    ) {
        self.id = id
        self.display = display
        self.orientation = orientation
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.bars = bars
        self.stripSide = stripSide
        self.stripWidth = stripWidth
        self.statusClusterLength = statusClusterLength
        self.topInset = topInset
        self.horizontalTopInset = horizontalTopInset
        self.bottomInset = bottomInset
        self.entryLength = entryLength
        self.characterWidth = characterWidth
        self.wideCharacterWidth = wideCharacterWidth
        self.textPadding = textPadding
        self.groupGap = groupGap
        self.fixedSpacerLength = fixedSpacerLength
        self.barMargin = barMargin
        self.barHeight = barHeight
        self.tabBarCapacity = tabBarCapacity
        self.detailShare = detailShare
        self.inspectorShare = inspectorShare
        self.foldStart = foldStart
        self.foldWidth = foldWidth
        self.range = range
    }
}

/// Competing UI (keyboard, Picture in Picture) that takes length from the vertical strip and height from
/// the window (P4).
public struct Obstruction: Sendable, Hashable, Identifiable {
    public var id: String
    /// Points taken from the vertical strip's usable length.
    public var stripReduction: Double
    /// Points taken from the bottom of the window (the keyboard's height in horizontal postures).
    public var bottomReduction: Double
    /// Whether keyboard accessory items show while it is present (P10).
    public var isKeyboard: Bool
    public var range: SourceRange?

    public init(id: String, stripReduction: Double, bottomReduction: Double, isKeyboard: Bool, range: SourceRange? = nil) {
        self.id = id
        self.stripReduction = stripReduction
        self.bottomReduction = bottomReduction
        self.isKeyboard = isKeyboard
        self.range = range
    }
}
