import BarDiagnostics
import BarModel

/// The explanations of a placement solved without them (`Solver.Explanations.whenRead`): the solve's inputs,
/// and the same solve run again with its explanations the first time any of them is read — once for the whole
/// placement, whichever entry or thread asks first.
///
/// Both runs take every decision with the same code in the same order and differ only in the words they
/// build, so the entry placed `n`th in the first run (its arrival) is the entry placed `n`th in the second,
/// and its reason, trail and rules there are exactly those of an eager solve.
final class ExplainingSolve: @unchecked Sendable {
    private let inputs: SolveInputs
    private let selection: PostureSelection
    /// The explaining run and, for each arrival, the entry's place in it; made once, under `inputs.lock`.
    private var run: (placement: Placement, places: [Int])?

    init(_ inputs: SolveInputs, selection: PostureSelection) {
        self.inputs = inputs
        self.selection = selection
    }

    /// The explained placement, and where each arrival stands in its entries.
    private var explained: (placement: Placement, places: [Int]) {
        inputs.lock.withLock {
            if let run { return run }
            // The explaining run has no explainer of its own: it never comes back here.
            let (placement, arrivals) = Solver.run(
                inputs.outline, device: inputs.device, posture: selection, direction: inputs.direction, explainer: nil)
            var places = [Int](repeating: 0, count: arrivals.count)
            for (place, arrival) in arrivals.enumerated() { places[arrival] = place }
            let made = (placement, places)
            run = made
            return made
        }
    }

    /// The explained counterpart of the entry placed `arrival`th.
    func entry(arrival: Int) -> PlacedEntry {
        let (placement, places) = explained
        return placement.entries[places[arrival]]
    }

    /// The placement's screen-wide notes.
    var notes: [TrailNote] { explained.placement.notes }
}

/// What the explaining runs of the selections of one screen solved together share: the screen, the device,
/// the layout direction, and one lock for their results (explanations are rarely read, so the runs seldom
/// wait for each other, and a batch of solves makes one lock, not one each).
final class SolveInputs: Sendable {
    let outline: ScreenOutline
    let device: Device
    let direction: LayoutDirection
    let lock = Lock()

    init(outline: ScreenOutline, device: Device, direction: LayoutDirection) {
        self.outline = outline
        self.device = device
        self.direction = direction
    }
}
