import BarModel

/// A rectangle in window points, origin at the window's top-left corner (physical, never mirrored).
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// Whether the two rectangles share some area (touching edges do not count).
    public func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX - Rect.tolerance && other.minX < maxX - Rect.tolerance
            && minY < other.maxY - Rect.tolerance && other.minY < maxY - Rect.tolerance
    }

    /// Whether `other` lies entirely inside this rectangle.
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX - Rect.tolerance && other.maxX <= maxX + Rect.tolerance
            && other.minY >= minY - Rect.tolerance && other.maxY <= maxY + Rect.tolerance
    }

    /// `x y width height`, with whole numbers printed without a fraction.
    public var description: String {
        [x, y, width, height].map(Rect.format).joined(separator: " ")
    }

    /// A coordinate for people: whole numbers without a fraction, others to at most three decimals.
    static func format(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Frames are sums of halves and whole points; this absorbs floating-point noise in comparisons.
    static let tolerance = 0.0001
}

/// A width and height in points.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(Rect.format(width))×\(Rect.format(height))" }
}
