import BarModel
import BarSolver

/// The plain words a picture and a page use for a posture, so a reader new to the device can tell which
/// display a picture shows and what its bars do: "outer display, portrait", "one vertical bar on the right,
/// edge trailing", "bars horizontal, edge none".
///
/// `edge` is the value an app reads at run time (`toolbarVerticalEdge`): the side of the vertical bar, named in
/// the layout direction (P31); `none` means the bars stay horizontal in that posture.
enum PostureWords {
    /// Which display, held which way: `outer display, portrait`.
    static func display(_ posture: Posture) -> String {
        let display =
            switch posture.display {
            case .outer: "outer display"
            case .inner: "inner display"
            case .single: "display"
            }
        return "\(display), \(posture.orientation.rawValue)"
    }

    /// What the bars do: `one vertical bar on the right, edge trailing`, `bars horizontal, edge trailing` (a sheet
    /// that keeps its items horizontal, P9, P30) or `bars horizontal, edge none`.
    static func bars(_ placement: Placement) -> String {
        guard let side = placement.physicalSide, let edge = placement.verticalEdge else {
            return "bars horizontal, edge \(placement.verticalEdge?.rawValue ?? "none")"
        }
        return "one vertical bar on the \(side.rawValue), edge \(edge.rawValue)"
    }
}
