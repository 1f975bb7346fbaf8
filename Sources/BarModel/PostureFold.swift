/// Which way the fold band runs across a window (P3).
public enum FoldAxis: String, Sendable, Hashable, CaseIterable {
    /// A vertical band: the window is wider than tall (open-landscape), and `foldStart` is an x coordinate.
    case vertical
    /// A horizontal band: the window is taller than wide (open-portrait), and `foldStart` is a y coordinate.
    case horizontal
}

extension Posture {
    /// The fold always crosses the inner display's long side, so `foldStart` is measured along the window's
    /// longer dimension: x in landscape, y in portrait. Nil when the posture has no fold. The fold never changes
    /// where bars go (P3); it is reported so renderers can draw it.
    public var foldAxis: FoldAxis? {
        guard foldStart != nil, foldWidth != nil else { return nil }
        return windowWidth >= windowHeight ? .vertical : .horizontal
    }
}
