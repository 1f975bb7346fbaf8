import BarModel

/// Cutting a region into leading and trailing parts. Layout is decided in reading order and then placed
/// physically: in right-to-left the leading part is on the right. Only horizontal content mirrors; the strip
/// never does (P2, P31).
extension Rect {
    /// The part `width` wide at the logical leading side.
    func leadingSlice(_ width: Double, _ direction: LayoutDirection) -> Rect {
        let width = Swift.min(Swift.max(0, width), self.width)
        return direction == .ltr
            ? Rect(x: minX, y: y, width: width, height: height)
            : Rect(x: maxX - width, y: y, width: width, height: height)
    }

    /// The part `width` wide at the logical trailing side.
    func trailingSlice(_ width: Double, _ direction: LayoutDirection) -> Rect {
        leadingSlice(width, direction == .ltr ? .rtl : .ltr)
    }

    /// What is left after taking `width` from the logical leading side.
    func removingLeading(_ width: Double, _ direction: LayoutDirection) -> Rect {
        trailingSlice(self.width - width, direction)
    }

    /// What is left after taking `width` from the logical trailing side.
    func removingTrailing(_ width: Double, _ direction: LayoutDirection) -> Rect {
        leadingSlice(self.width - width, direction)
    }

    /// What is left after taking `height` from the bottom.
    func removingBottom(_ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: Swift.max(0, self.height - height))
    }

    /// The band `height` tall at the top.
    func topSlice(_ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: Swift.min(height, self.height))
    }

    /// The band `height` tall at the bottom.
    func bottomSlice(_ height: Double) -> Rect {
        let height = Swift.min(height, self.height)
        return Rect(x: x, y: maxY - height, width: width, height: height)
    }

    /// This rectangle, laid out left-to-right inside `container`, placed for `direction`.
    func placed(in container: Rect, _ direction: LayoutDirection) -> Rect {
        guard direction == .rtl else { return self }
        return Rect(x: container.minX + container.maxX - maxX, y: y, width: width, height: height)
    }
}
