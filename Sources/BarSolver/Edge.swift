/// The logical edge the system reports for the vertical bar (`toolbarVerticalEdge`, P30). It is logical:
/// in a right-to-left layout the same physical side reads as the other edge (P31).
public enum Edge: String, Sendable, Hashable, CaseIterable {
    case leading
    case trailing
}
