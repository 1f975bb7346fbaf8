/// A half-open range of UTF-8 byte offsets into one source file.
///
/// Offsets rather than line/column pairs are stored because they are cheap to compare and slice; the
/// human-facing line and column are derived on demand by `SourceFile`, only when a diagnostic is shown.
///
/// Offsets are stored as 32-bit values (inputs are limited to 16 MiB) so tree nodes stay small: a large
/// spec has millions of ranges.
public struct SourceRange: Hashable, Sendable, Comparable {
    private var storedStart: Int32
    private var storedEnd: Int32

    public var start: Int {
        get { Int(storedStart) }
        set { storedStart = Int32(clamping: newValue) }
    }

    public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = Int32(clamping: newValue) }
    }

    public init(start: Int, end: Int) {
        precondition(start <= end, "a source range must not end before it starts")
        self.storedStart = Int32(clamping: start)
        self.storedEnd = Int32(clamping: end)
    }

    /// An empty range at one offset, for "expected X here" diagnostics.
    public static func at(_ offset: Int) -> SourceRange { SourceRange(start: offset, end: offset) }

    public var isEmpty: Bool { start == end }
    public var length: Int { end - start }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }
}
