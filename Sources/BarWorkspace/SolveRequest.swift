import BarModel
import BarSolver

/// What to solve in a document: the names as a person (or an editor) gave them, not yet checked.
///
/// An empty list means "all": every screen, every posture of each screen's device.
public struct SolveRequest: Sendable, Hashable {
    /// The device to solve for; nil lets each screen use its own `device:`, else `iphone-duo`.
    public var device: String?
    /// Postures, each optionally with obstructions (`closed+keyboard`), in the order to show them.
    public var postures: [String]
    /// Screen ids; a screen not named is skipped. Whether naming an absent screen is a mistake depends on
    /// the caller (one file, or many), so `solve` does not decide it: see `Document.screens(named:)`.
    public var screens: [String]
    /// Overrides each screen's own layout direction.
    public var layoutDirection: LayoutDirection?
    /// When the entries' reasons and trails are put into words: while solving, for a report that prints them
    /// all, or only if one is read (`Solver.Explanations`), for one that prints where entries are. Used by
    /// `Document.forEachSolved`, whose placements are not kept; cached placements are always explained.
    public var explanations: Solver.Explanations

    public init(
        device: String? = nil, postures: [String] = [], screens: [String] = [], layoutDirection: LayoutDirection? = nil,
        explanations: Solver.Explanations = .eager
    ) {
        self.device = device
        self.postures = postures
        self.screens = screens
        self.layoutDirection = layoutDirection
        self.explanations = explanations
    }
}
