import BarModel


/// The short code for where an entry landed, as the solve matrix shows it (in `bar solve` text and in the HTML
/// page of `bar render`):
///
/// | code | meaning |
/// |---|---|
/// | `V2` | 2nd entry of the vertical strip, counted from the top |
/// | `T1` | 1st entry of a top (horizontal) bar, counted from the leading end of the bar |
/// | `B3` | 3rd entry of a bottom bar (bottom toolbar, tab bar, keyboard accessory, hand-made bottom bar) |
/// | `⋯` | in an overflow menu |
/// | `▣` | a tab folded into the collapsed tab button or the "More" tab |
/// | `–` | not shown in this posture |
///
/// Positions are 1-based and count inside the entry's own bar (`barID`), so a split view's sidebar bar counts
/// from 1 too.
public enum PlacementCell {
    public static let overflow = "⋯"
    public static let hidden = "–"
    public static let collapsed = "▣"
    /// What a matrix shows for an entry a posture does not have at all (a system control such as `…` that only
    /// some postures show).
    public static let absent = ""

    public static func text(for entry: PlacedEntry) -> String {
        switch entry.bar {
        case .vertical: "V\(position(entry))"
        case .top: "T\(position(entry))"
        case .bottom: "B\(position(entry))"
        case .overflow: overflow
        case .collapsed: collapsed
        case .hidden: hidden
        }
    }

    private static func position(_ entry: PlacedEntry) -> String {
        entry.index.map { String($0 + 1) } ?? "?"
    }
}
