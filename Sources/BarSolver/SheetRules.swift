import BarModel

/// Sheets (P9): which axis a sheet's items take, and where the sheet sits.
enum SheetRules {
    /// On the outer display a sheet with a toolbar gets a vertical bar; on the inner display a centred or
    /// leading sheet keeps horizontal items and a trailing sheet gets a vertical bar. Postures whose bars are
    /// horizontal never give a sheet the strip.
    static func axis(for placement: Sheet.Placement, on posture: Posture) -> (isVertical: Bool, note: TrailNote) {
        guard posture.bars == .vertical else {
            return (false, TrailNote(.axis, "a sheet in a posture with horizontal bars keeps horizontal items", rules: ["P1", "P9"]))
        }
        switch posture.display {
        case .outer, .single:
            return (true, TrailNote(.axis, "a sheet on the outer display gets the vertical bar", rules: ["P9"]))
        case .inner:
            switch placement {
            case .trailing:
                return (true, TrailNote(.axis, "a trailing sheet on the inner display gets the vertical bar", rules: ["P9"]))
            case .center, .leading:
                return (false, TrailNote(.axis, "a \(placement.rawValue) sheet on the inner display keeps horizontal items", rules: ["P9"]))
            }
        }
    }

    /// Where a sheet sits inside `region` (the presenting content area) [M]:
    /// - compact width (outer display, phone): a page sheet across the region's width, starting below the
    ///   presenting screen's top bar;
    /// - regular width, centred: at most 540 × 620, centred, inset 24 pt from every edge;
    /// - regular width, leading or trailing: 400 pt (at most half the region) along that edge, full height.
    static func rect(for placement: Sheet.Placement, posture: Posture, region: Rect, direction: LayoutDirection) -> Rect {
        if posture.horizontalSizeClass == .compact || posture.display == .outer {
            let offset = Swift.min(PaneMetrics.pageSheetTopOffset(barHeight: posture.barHeight), region.height)
            return Rect(x: region.minX, y: region.minY + offset, width: region.width, height: region.height - offset)
        }
        switch placement {
        case .center:
            let inset = PaneMetrics.centeredSheetInset
            let width = Swift.max(0, Swift.min(PaneMetrics.centeredSheetWidth, region.width - 2 * inset))
            let height = Swift.max(0, Swift.min(PaneMetrics.centeredSheetHeight, region.height - 2 * inset))
            return Rect(x: region.midX - width / 2, y: region.midY - height / 2, width: width, height: height)
        case .leading:
            return region.leadingSlice(Swift.min(PaneMetrics.sideSheetWidth, region.width / 2), direction)
        case .trailing:
            return region.trailingSlice(Swift.min(PaneMetrics.sideSheetWidth, region.width / 2), direction)
        }
    }
}
