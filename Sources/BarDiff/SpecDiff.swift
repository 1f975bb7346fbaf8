import BarModel
import BarSolver

/// One comparison of two placements of a screen: two postures of one version, or one posture of two versions.
public struct PlacementStep: Hashable, Sendable {
    /// The posture before (with obstructions, `closed+keyboard`); for a version diff, the posture compared.
    public var from: String
    /// The posture after; equal to `from` in a version diff.
    public var to: String
    public var changes: PlacementChanges

    public init(from: String, to: String, changes: PlacementChanges) {
        self.from = from
        self.to = to
        self.changes = changes
    }

    /// `closed → open-landscape`, or `closed` when both sides are the same posture.
    public var label: String { from == to ? from : "\(from) → \(to)" }
}

/// What differs for one screen.
public struct ScreenDiff: Hashable, Sendable {
    public enum Status: String, Sendable, Hashable, CaseIterable {
        /// Something differs.
        case changed
        /// Nothing differs.
        case unchanged
        /// Only NEW has the screen (version diffs).
        case added
        /// Only OLD has the screen (version diffs).
        case removed
    }

    public var id: String
    /// Whether this compares postures of one version or versions in each posture (it decides how `counts` adds up).
    public var mode: SpecDiff.Mode
    /// The screen's title (NEW's in a version diff, OLD's for a removed screen).
    public var title: String?
    /// The device solved (NEW's in a version diff).
    public var deviceID: String
    public var status: Status
    /// Version diffs: what the spec changed, in report order, before any placement change. Empty for posture diffs.
    public var declarations: [DeclarationChange]
    /// Posture diffs: one step per pair of postures compared. Version diffs: one step per posture.
    public var steps: [PlacementStep]

    public init(
        id: String, mode: SpecDiff.Mode, title: String?, deviceID: String, status: Status,
        declarations: [DeclarationChange] = [], steps: [PlacementStep] = []
    ) {
        self.id = id
        self.mode = mode
        self.title = title
        self.deviceID = deviceID
        self.status = status
        self.declarations = declarations
        self.steps = steps
    }

    /// The placement changes of all steps. A posture diff adds up every step (each is another transition); a
    /// version diff counts each entry once per kind of change, however many postures it changes in, so "1 added"
    /// means one item.
    public var counts: ChangeCounts {
        var counts = ChangeCounts()
        var seen: Set<String> = []
        for step in steps {
            guard mode == .versions else {
                counts.add(step.changes)
                continue
            }
            for change in step.changes.entries where seen.insert("\(change.change.rawValue) \(change.key)").inserted {
                counts.add(change.change)
            }
            counts.addOrders(step.changes)
        }
        return counts
    }

    public var hasDifferences: Bool { status != .unchanged }

    /// One line: `3 moved, 1 appeared, order changed in vertical` for posture diffs;
    /// `1 setting changed, 1 renamed; placements change in closed, open-landscape: 4 moved` for version diffs.
    public var summary: String {
        switch status {
        case .added: return "screen added"
        case .removed: return "screen removed"
        case .unchanged: return "no changes"
        case .changed: break
        }
        let placements = counts
        guard !declarations.isEmpty else { return placements.summary }
        var parts: [String] = []
        let settings = declarations.filter { $0.kind == .setting || ($0.entry == nil && ($0.kind == .added || $0.kind == .removed)) }.count
        let attributes = declarations.filter { $0.kind == .changed }.count
        if settings > 0 { parts.append(Self.plural(settings, "setting") + " changed") }
        if attributes > 0 { parts.append(Self.plural(attributes, "attribute") + " changed") }
        for kind in [DeclarationChange.Kind.renamed, .added, .removed] {
            let count = declarations.filter { $0.kind == kind && $0.entry != nil }.count
            if count > 0 { parts.append("\(count) \(kind.rawValue)") }
        }
        if declarations.contains(where: { $0.kind == .reordered }) { parts.append("declaration order changed") }
        let changedSteps = steps.filter { !$0.changes.isEmpty }.map(\.label)
        let effect = changedSteps.isEmpty
            ? "no placement changes"
            : "placements change in \(changedSteps.joined(separator: ", ")): \(placements.summary)"
        return parts.joined(separator: ", ") + "; " + effect
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}

/// The result of `bar diff`: posture diffs of one spec, or a version diff of two.
public struct SpecDiff: Hashable, Sendable {
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        /// Where entries move between postures of one spec.
        case postures
        /// What a change to a spec moves.
        case versions
    }

    public var mode: Mode
    /// How OLD is shown (a path, or `REV:path`); nil for posture diffs.
    public var old: String?
    /// How NEW (or the one file of a posture diff) is shown.
    public var new: String
    /// In NEW's screen order, then screens only OLD has in OLD's order.
    public var screens: [ScreenDiff]

    public init(mode: Mode, old: String?, new: String, screens: [ScreenDiff]) {
        self.mode = mode
        self.old = old
        self.new = new
        self.screens = screens
    }

    public var hasDifferences: Bool { screens.contains { $0.hasDifferences } }
}

/// Builds diffs: from placements (pure comparison), or from screens by solving them.
public enum DiffBuilder {
    /// Each neighbouring pair of the device's postures in order: `closed → closed-landscape`,
    /// `closed-landscape → open-landscape`, `open-landscape → open-portrait` for iPhone Duo.
    public static func neighbouringPairs(of device: Device) -> [(PostureSelection, PostureSelection)] {
        let selections = device.postures.map { PostureSelection(posture: $0) }
        return zip(selections, selections.dropFirst()).map { ($0, $1) }
    }

    /// A posture diff from placements already solved: one step per pair, in the order given.
    public static func postureDiff(id: String, title: String?, deviceID: String, pairs: [(Placement, Placement)]) -> ScreenDiff {
        let steps = pairs.map { PlacementStep(from: $0.0.postureName, to: $0.1.postureName, changes: PlacementComparison.compare($0.0, $0.1)) }
        let changed = steps.contains { !$0.changes.isEmpty }
        return ScreenDiff(id: id, mode: .postures, title: title, deviceID: deviceID, status: changed ? .changed : .unchanged, steps: steps)
    }

    /// Solves `screen` in each posture of `pairs` (each posture once) and compares each pair.
    public static func postureDiff(
        _ screen: Screen, device: Device, pairs: [(PostureSelection, PostureSelection)], layoutDirection: LayoutDirection? = nil
    ) -> ScreenDiff {
        var solved: [String: Placement] = [:]
        func placement(_ selection: PostureSelection) -> Placement {
            if let known = solved[selection.name] { return known }
            let placement = Solver.solve(screen, device: device, posture: selection, layoutDirection: layoutDirection)
            solved[selection.name] = placement
            return placement
        }
        let placements = pairs.map { (placement($0.0), placement($0.1)) }
        return postureDiff(id: screen.id, title: screen.title, deviceID: device.id, pairs: placements)
    }

    /// A version diff of one screen from its declarations' changes and its placements solved on both sides,
    /// one pair (OLD, NEW) per posture.
    public static func versionDiff(
        id: String, title: String?, deviceID: String, declarations: [DeclarationChange], pairs: [(Placement, Placement)]
    ) -> ScreenDiff {
        let steps = pairs.map { PlacementStep(from: $0.0.postureName, to: $0.1.postureName, changes: PlacementComparison.compare($0.0, $0.1)) }
        let changed = !declarations.isEmpty || steps.contains { !$0.changes.isEmpty }
        return ScreenDiff(
            id: id, mode: .versions, title: title, deviceID: deviceID, status: changed ? .changed : .unchanged,
            declarations: declarations, steps: steps)
    }

    /// Compares two versions of a screen: declarations first, then every posture both devices have (in NEW's
    /// device order), each solved on its side's device. A screen only one side has is added or removed.
    public static func versionDiff(
        old: Screen?, new: Screen?, oldDevice: Device, newDevice: Device, layoutDirection: LayoutDirection? = nil
    ) -> ScreenDiff {
        guard let new else {
            return ScreenDiff(id: old?.id ?? "", mode: .versions, title: old?.title, deviceID: oldDevice.id, status: .removed)
        }
        guard let old else {
            return ScreenDiff(id: new.id, mode: .versions, title: new.title, deviceID: newDevice.id, status: .added)
        }
        let declarations = DeclarationComparison.compare(old, new, oldDevice: oldDevice, newDevice: newDevice)
        var pairs: [(Placement, Placement)] = []
        for posture in newDevice.postures {
            guard let previous = oldDevice.posture(posture.id) else { continue }
            pairs.append(
                (
                    Solver.solve(old, device: oldDevice, posture: PostureSelection(posture: previous), layoutDirection: layoutDirection),
                    Solver.solve(new, device: newDevice, posture: PostureSelection(posture: posture), layoutDirection: layoutDirection)
                ))
        }
        return versionDiff(id: new.id, title: new.title, deviceID: newDevice.id, declarations: declarations, pairs: pairs)
    }
}
