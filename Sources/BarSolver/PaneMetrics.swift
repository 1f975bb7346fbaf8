import BarModel

/// Sizes of columns, inspectors and sheets [M]. Nothing in the platform reference gives them; they only
/// decide frames and which split-view columns fit side by side, never whether an item may be vertical.
/// docs/solver.md lists them with the resulting widths per posture.
enum PaneMetrics {
    /// A split view's sidebar and content columns when expanded.
    static let sidebarWidth: Double = 280
    static let contentColumnWidth: Double = 280
    /// The detail column keeps at least this much; leading columns that would squeeze it below are not shown.
    static let minimumDetailWidth: Double = 300
    /// [S3] On the inner display a two-column split view is adjusted to an even 50/50 split: the leading column
    /// takes this share of the width, the detail column the rest (P7 still keeps only the detail's bar vertical).
    static let twoColumnLeadingShare: Double = 0.5
    /// [M] In that even split a presented inspector joins the detail column's trailing layout ([S3]); nothing
    /// gives its width there, so it takes `inspectorWidth` but at most this share of the detail's half, leaving
    /// the detail content the other part.
    static let inspectorShareOfEvenDetail: Double = 0.5
    /// An inspector shown as a trailing column (regular width, P8).
    static let inspectorWidth: Double = 320
    /// A centred sheet on a regular-width display: at most this size, inset from the edges.
    static let centeredSheetWidth: Double = 540
    static let centeredSheetHeight: Double = 620
    static let centeredSheetInset: Double = 24
    /// A sheet presented from the leading or trailing edge on a regular-width display.
    static let sideSheetWidth: Double = 400
    /// A page sheet (compact width) starts this far below the top of the content, below the presenting
    /// screen's top bar (52) with an 8 pt gap, so the two bars never overlap.
    static func pageSheetTopOffset(barHeight: Double) -> Double { barHeight + 8 }
}
