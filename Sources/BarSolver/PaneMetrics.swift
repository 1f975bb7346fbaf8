import BarModel

/// Sizes of columns, inspectors and sheets [M]. Nothing in the platform reference gives them; they only
/// decide frames and which split-view columns fit side by side, never whether an item may be vertical.
/// docs/geometry.md lists them with the resulting widths per posture. On the inner display a split view's
/// columns and inspector are sized by the posture's shares instead (`Posture.detailShare`,
/// `Posture.inspectorShare`): [S3] observes the even two-column split, the rest is a model a spec can override.
enum PaneMetrics {
    /// A split view's sidebar and content columns when expanded on a regular-width display other than the inner
    /// one (a custom device); the inner display shares its width instead.
    static let sidebarWidth: Double = 280
    static let contentColumnWidth: Double = 280
    /// The detail column keeps at least this much; leading columns that would squeeze it below are not shown.
    static let minimumDetailWidth: Double = 300
    /// An inspector shown as a trailing column (regular width, P8); on the inner display's split views it is
    /// also the most the inspector takes of the detail's part.
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
