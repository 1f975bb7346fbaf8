import BarModel

/// The logical edge the system reports for the vertical bar (`toolbarVerticalEdge`, P30). It is logical:
/// in a right-to-left layout the same physical side reads as the other edge (P31).
public enum Edge: String, Sendable, Hashable, CaseIterable {
    case leading
    case trailing
}

extension Edge {
    /// The logical edge of a physical side in a layout direction (P30, P31): in left-to-right the left side is
    /// `leading` and the right side `trailing`; right-to-left reads them the other way round.
    public init(side: PhysicalSide, _ direction: LayoutDirection) {
        switch (side, direction) {
        case (.left, .ltr), (.right, .rtl): self = .leading
        case (.right, .ltr), (.left, .rtl): self = .trailing
        }
    }
}
