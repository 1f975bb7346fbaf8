import BarModel
import BarSolver

/// One screen of one file, solved in each requested posture of its device.
struct SolvedScreen {
    let screen: Screen
    let device: Device
    let placements: [Placement]
}

/// Resolves devices and postures for the commands that solve (solve, and anything that shows placements),
/// turning every naming mistake into a usage error with a suggestion.
struct ScreenSolving {
    let catalog: DeviceCatalog
    let requestedDevice: String?
    let requestedPostures: [String]
    let layoutDirection: LayoutDirection?

    init(spec: Spec, requestedDevice: String?, requestedPostures: [String], layoutDirection: LayoutDirection?) {
        self.catalog = DeviceCatalog(spec: spec)
        self.requestedDevice = requestedDevice
        self.requestedPostures = requestedPostures
        self.layoutDirection = layoutDirection
    }

    func solve(_ screen: Screen) -> Result<SolvedScreen, UsageError> {
        let device: Device
        switch catalog.device(for: screen, requested: requestedDevice) {
        case .success(let found): device = found
        case .failure(let error): return .failure(UsageError(error.description))
        }
        var selections: [PostureSelection] = []
        if requestedPostures.isEmpty {
            selections = device.postures.map { PostureSelection(posture: $0) }
        } else {
            for name in requestedPostures {
                switch PostureSelection.parse(name, device: device) {
                case .success(let selection): selections.append(selection)
                case .failure(let error): return .failure(UsageError(error.description))
                }
            }
        }
        let placements = selections.map { Solver.solve(screen, device: device, posture: $0, layoutDirection: layoutDirection) }
        return .success(SolvedScreen(screen: screen, device: device, placements: placements))
    }
}
