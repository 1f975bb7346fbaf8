import BarDiagnostics
import BarModel
import BarSolver

/// One posture of one screen laid out as a picture, in points, before any file format is chosen: the caption
/// and legend above, the window with its strip, bars, fold, covers, status cluster, groups and buttons, and the
/// panels beside it (overflow menus, folded tabs, entries not shown).
///
/// Everything that needs a decision — where a label wraps, how far it is squeezed, where a panel goes, which
/// way its connector leaves the button — is decided here, from the solver's `Placement` only; `PostureSVG`
/// then writes the parts out without measuring anything. Coordinates inside `window` are window points (the
/// solver's); everything else is picture points.
struct PosturePicture {
    var screenID: String
    var postureName: String
    /// `<screen> in <posture> on <device>`: the picture's accessible name.
    var title: String
    var width: Double
    var height: Double
    var caption: [CaptionLine]
    var legend: [LegendMark]
    /// Where the window's top-left corner sits in the picture.
    var windowOrigin: Point
    var window: WindowLayer
    var panels: [PanelLayout]
}

/// A point of the picture.
struct Point: Hashable {
    var x: Double
    var y: Double
}

/// A line of text placed at its baseline.
struct PlacedText: Hashable {
    enum Anchor: Hashable {
        case start, middle, end
    }

    var text: String
    var at: Point
    var anchor: Anchor = .start
}

/// One of the two caption lines above the window.
struct CaptionLine {
    enum Style: Hashable {
        /// Posture, display and window size.
        case heading
        /// Screen, device, what the bars do (with the edge) and the settings in force.
        case details
    }

    var style: Style
    var text: PlacedText
}

/// One swatch of the legend with its word.
struct LegendMark {
    enum Kind: Hashable {
        case group(EntryGroup)
        /// A short line in the safe area's stroke.
        case safeArea
        case fold
    }

    var kind: Kind
    /// The swatch's box (for the safe area, the line's extent at `swatch.midY`).
    var swatch: Rect
    var label: PlacedText
}

/// The window and everything drawn in it, in window points.
struct WindowLayer {
    var width: Double
    var height: Double
    var cornerRadius: Double
    /// The strip's background, full window height, while bars are vertical.
    var strip: Rect?
    /// The status cluster's band at the top of the strip.
    var statusBand: Rect?
    /// Strip length taken by competing UI that covers nothing (Picture in Picture), drawn below the strip's
    /// usable part.
    var stripTakers: [CoverMark]
    var horizontalBars: [BarFrame]
    var fold: FoldMark?
    /// Obstructions that cover part of the window (the keyboard).
    var covers: [CoverMark]
    /// The solver's content area, drawn just inside its edge.
    var safeArea: Rect?
    var status: StatusCluster?
    /// The strip's usable part: the vertical bar's own frame.
    var verticalBar: BarFrame?
    var trays: [Tray]
    var buttons: [ButtonMark]
    var homeIndicator: Rect?
}

/// An obstruction with its label.
struct CoverMark {
    var id: String
    var rect: Rect
    var label: PlacedText
}

/// The hinge: its band, its two edges and its word.
struct FoldMark {
    var rect: Rect
    var edges: [(from: Point, to: Point)]
    var label: PlacedText

}

/// The time, camera and Wi-Fi marks: at the top of the strip, or in the top inset without one.
struct StatusCluster {
    /// The front camera, when drawn (centre and radius).
    var camera: (center: Point, radius: Double)?
    var time: PlacedText
    /// The Wi-Fi mark: its dot and three arcs.
    var wifi: WiFiMark
}

/// Wi-Fi as a dot and quarter arcs over it.
struct WiFiMark {
    var dot: Point
    var dotRadius: Double
    /// Each arc from its left end to its right end, with its radius.
    var arcs: [Arc]

    struct Arc {
        var from: Point
        var to: Point
        var radius: Double
    }
}

/// A run of neighbouring entries of one group in one bar, drawn as one tinted box.
struct Tray {
    var barID: String
    var group: EntryGroup
    var explicitGroup: String?
    var rect: Rect
}

/// One visible entry as a button.
struct ButtonMark {
    enum Look: Hashable {
        case plain
        case overflow
        case selected
    }

    var entry: PlacedEntry
    /// The solver's frame.
    var frame: Rect
    /// The drawn button: the frame inset so neighbours stand apart.
    var button: Rect
    var cornerRadius: Double
    var look: Look
    var tooltip: String
    /// The symbol's drawing, above the label, when the symbol has one.
    var glyph: GlyphMark?
    var label: [LabelLine]
    var badge: BadgeMark?
}

/// A symbol drawn on a button: its drawing on the 24 × 24 grid, scaled into `rect`.
struct GlyphMark {
    var symbol: String
    var glyph: SymbolGlyph
    var rect: Rect
}

/// One line of a button's label, placed and fitted.
struct LabelLine {
    enum Style: Hashable {
        /// The symbol's name (when it has no drawing) or the title.
        case main
        /// The title under a symbol, or a folded-tab count.
        case sub
        /// The `⋯` of an overflow button.
        case big
    }

    var style: Style
    var text: PlacedText
    /// Set when the line was set smaller than its style to fit.
    var shrunkSize: Double?
    /// Set when the line is still too wide: the width it is squeezed to.
    var squeezedTo: Double?
}

/// A badge in the button's top-trailing corner.
struct BadgeMark {
    var rect: Rect
    var label: PlacedText
}

/// A list beside the window, laid out.
struct PanelLayout {
    enum Kind: String, Hashable {
        case overflowMenu = "overflow-menu"
        case collapsedTabs = "collapsed-tabs"
        case hidden
    }

    var kind: Kind
    /// The id of the control that opens it, or the posture's name for the entries not shown.
    var owner: String
    var rect: Rect
    var title: PlacedText
    var rows: [Row]
    /// A dashed line from the button that opens the panel, and the dot where it leaves the button.
    var connector: Connector?

    struct Row {
        var text: PlacedText
        var entryID: String?
        /// The badge and symbol, right-aligned.
        var detail: PlacedText?
        var notes: [PlacedText]
    }

    /// The path drawn, step by step, from the dot on the button to the panel's title.
    struct Connector {
        enum Step {
            case move(Point)
            case vertical(toY: Double)
            case horizontal(toX: Double)
            case line(Point)
        }

        var steps: [Step]
        var start: Point
    }
}
