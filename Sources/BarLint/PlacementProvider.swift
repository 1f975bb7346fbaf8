import BarModel
import BarSolver

/// Where placement rules get their placements from: the solver, or in tests anything that answers the same
/// question. It is a value so a `LintContext` can be built without touching the solver at all.
public struct PlacementProvider: Sendable {
    public let solve: @Sendable (Screen, Device, PostureSelection) -> Placement

    public init(_ solve: @escaping @Sendable (Screen, Device, PostureSelection) -> Placement) {
        self.solve = solve
    }

    /// The real solver, in the screen's own layout direction.
    public static let solver = PlacementProvider { screen, device, posture in
        Solver.solve(screen, device: device, posture: posture, layoutDirection: nil)
    }
}

/// One posture's placement of one screen.
public struct PosturePlacement: Sendable {
    public var selection: PostureSelection
    public var placement: Placement

    public init(selection: PostureSelection, placement: Placement) {
        self.selection = selection
        self.placement = placement
    }

    /// The posture's name as people write it (`closed`, `open-landscape`).
    public var name: String { selection.name }
}
