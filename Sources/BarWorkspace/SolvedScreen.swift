import BarModel
import BarSolver

/// One screen of one document, solved in each requested posture of its device: what `bar solve` prints, what
/// `bar render` draws and what an editor shows beside the text.
public struct SolvedScreen: Sendable {
    public let screen: Screen
    public let device: Device
    /// The requested postures with their obstructions, in the requested order (the device's order by default).
    public let postures: [PostureSelection]
    /// One per posture, in the same order.
    public let placements: [Placement]

    public init(screen: Screen, device: Device, postures: [PostureSelection], placements: [Placement]) {
        self.screen = screen
        self.device = device
        self.postures = postures
        self.placements = placements
    }

    /// The matrix of entries against postures (`bar solve`'s text, the HTML page's table).
    public var matrix: SolveMatrix { SolveMatrix(screen: screen, placements: placements) }
}
