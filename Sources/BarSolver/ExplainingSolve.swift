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
    private let outline: ScreenOutline
    private let device: Device
    private let selection: PostureSelection
    private let direction: LayoutDirection
    private let lock = Lock()
    /// The explaining run and, for each arrival, the entry's place in it; made once, under `lock`.
    private var run: (placement: Placement, places: [Int])?

    init(outline: ScreenOutline, device: Device, selection: PostureSelection, direction: LayoutDirection) {
        self.outline = outline
        self.device = device
        self.selection = selection
        self.direction = direction
    }

    /// The explained placement, and where each arrival stands in its entries.
    private var explained: (placement: Placement, places: [Int]) {
        lock.withLock {
            if let run { return run }
            // The explaining run has no explainer of its own: it never comes back here.
            let (placement, arrivals) = Solver.run(outline, device: device, posture: selection, direction: direction, explainer: nil)
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
