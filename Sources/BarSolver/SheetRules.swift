import BarModel

/// Sheets (P9): which axis a sheet's items take, and where the sheet sits.
enum SheetRules {
    /// On the outer display a sheet with a toolbar gets a vertical bar. On the inner display the side decides,
    /// and the side is physical ([S2]: a sheet moved to the right gets the vertical bar, one on the left does
    /// not): `leading` and `trailing` are mapped through the layout direction first (P2, P31), so in
    /// right-to-left a trailing sheet sits on the left and keeps horizontal items, and a leading sheet sits on
    /// the right and gets the bar. "The right" is the strip's side: the built-in inner display's strip is on
    /// the right; a device with its strip on the left gives the bar to a sheet on the left [M]. A centred sheet
    /// keeps horizontal items. Postures whose bars are horizontal never give a sheet the strip.
    static func axis(
        for placement: Sheet.Placement, on posture: Posture, direction: LayoutDirection
    ) -> (isVertical: Bool, note: TrailNote) {
        guard posture.bars == .vertical else {
            return (false, TrailNote(.axis, "a sheet in a posture with horizontal bars keeps horizontal items", rules: [.p1, .p9]))
        }
        switch posture.display {
        case .outer, .single:
            return (true, TrailNote(.axis, "a sheet on the outer display gets the vertical bar", rules: [.p9]))
        case .inner:
            guard let side = physicalSide(of: placement, direction) else {
                return (false, TrailNote(.axis, "a centred sheet on the inner display keeps horizontal items", rules: [.p9]))
            }
            let words = "a \(placement.rawValue) sheet sits on the \(side.rawValue) in \(direction.rawValue)"
            if side == posture.stripSide {
                return (true, TrailNote(.axis, "\(words), the strip's side: it gets the vertical bar", rules: [.p2, .p9, .p31]))
            }
            return (false, TrailNote(.axis, "\(words), away from the strip: it keeps horizontal items", rules: [.p2, .p9, .p31]))
        }
    }

    /// The physical side a leading or trailing sheet sits on; nil for a centred sheet.
    static func physicalSide(of placement: Sheet.Placement, _ direction: LayoutDirection) -> PhysicalSide? {
        switch (placement, direction) {
        case (.center, _): nil
        case (.leading, .ltr), (.trailing, .rtl): .left
        case (.trailing, .ltr), (.leading, .rtl): .right
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
