import BarModel
import BarSolver
import Dispatch
import Foundation
import Testing

/// A solve that leaves its explanations to be made when read (`Solver.Explanations.whenRead`, what lint asks
/// for) places every entry exactly as an eager solve does, and what it says when read — every entry's reason,
/// rules, trail and facts, and the placement's notes — is word for word what the eager solve built.
@Suite("Explanations made when read")
struct ExplanationsWhenReadTests {
    /// Every screen of every spec under `Specs/`, with the device it is solved on.
    static func specScreens() throws -> [(Screen, Device)] {
        try SpecFiles.paths().flatMap { url in
            let spec = try SpecFiles.load(url).spec
            return spec.screens.map { ($0, SpecFiles.device(for: $0, in: spec)) }
        }
    }

    /// Every posture of `device`, alone, with each obstruction, and with all of them.
    static func selections(_ device: Device) -> [PostureSelection] {
        device.postures.flatMap { posture in
            [PostureSelection(posture: posture)] + device.obstructions.map { PostureSelection(posture: posture, obstructions: [$0]) }
                + (device.obstructions.count > 1 ? [PostureSelection(posture: posture, obstructions: device.obstructions)] : [])
        }
    }

    /// The differences between the two placements, as readers see them.
    static func differences(_ eager: Placement, _ deferred: Placement) -> [String] {
        var problems: [String] = []
        if eager.entries.count != deferred.entries.count { problems.append("\(eager.entries.count) entries against \(deferred.entries.count)") }
        for (was, now) in zip(eager.entries, deferred.entries) {
            let name = "\(was.kind.name) '\(was.id)'"
            if (was.id, was.title, was.kind, was.bar) != (now.id, now.title, now.kind, now.bar) || (was.barID, was.index, was.frame) != (now.barID, now.index, now.frame) {
                problems.append("\(name) is placed differently")
            }
            if was.reason != now.reason { problems.append("\(name): reason '\(was.reason)' against '\(now.reason)'") }
            if was.rules != now.rules { problems.append("\(name): rules \(was.rules) against \(now.rules)") }
            if was.trail.map(\.description) != now.trail.map(\.description) { problems.append("\(name): trails differ") }
            if (was.pane, was.symbol, was.badge, was.hiddenReason, was.collapsedInto) != (now.pane, now.symbol, now.badge, now.hiddenReason, now.collapsedInto) {
                problems.append("\(name): facts differ")
            }
        }
        if eager.notes.map(\.description) != deferred.notes.map(\.description) { problems.append("the placement's notes differ") }
        if eager.bars != deferred.bars || eager.strip != deferred.strip || eager.contentRect != deferred.contentRect {
            problems.append("bars, strip or content differ")
        }
        if eager != deferred { problems.append("the placements are not equal") }
        return problems
    }

    @Test("every spec screen, every posture and obstruction, both directions")
    func specs() throws {
        var solved = 0
        for (screen, device) in try Self.specScreens() {
            let outline = ScreenOutline(screen)
            for selection in Self.selections(device) {
                for direction in LayoutDirection.allCases {
                    let eager = Solver.solve(outline, device: device, posture: selection, layoutDirection: direction)
                    let deferred = Solver.solve(outline, device: device, posture: selection, layoutDirection: direction, explanations: .whenRead)
                    let problems = Self.differences(eager, deferred)
                    #expect(problems.isEmpty, "\(screen.id) on \(device.id) \(selection.name) \(direction): \(problems)")
                    solved += 1
                }
            }
        }
        #expect(solved > 100)
    }

    @Test("the solver's own test screens, on every built-in device")
    func builtInScreens() {
        for screen in InvariantTests.screens {
            for device in BuiltInDevices.all {
                for selection in Self.selections(device) {
                    let eager = Solver.solve(screen, device: device, posture: selection)
                    let deferred = Solver.solve(screen, device: device, posture: selection, explanations: .whenRead)
                    let problems = Self.differences(eager, deferred)
                    #expect(problems.isEmpty, "\(screen.id) on \(device.id) \(selection.name): \(problems)")
                }
            }
        }
    }

    @Test("a placement read from several threads at once explains itself once, the same for all")
    func concurrentReads() throws {
        let screen = Fixtures.stackScreen(Fixtures.items(30) + [Fixtures.item("mode", axis: .horizontalOnly)], hasBackButton: true)
        let selection = try PostureSelection.parse("closed+keyboard", device: BuiltInDevices.iphoneDuo).get()
        let eager = Solver.solve(screen, device: BuiltInDevices.iphoneDuo, posture: selection)
        let deferred = Solver.solve(screen, device: BuiltInDevices.iphoneDuo, posture: selection, explanations: .whenRead)
        let reasons = Reasons(count: deferred.entries.count)
        DispatchQueue.concurrentPerform(iterations: deferred.entries.count) { index in
            reasons.set(index, deferred.entries[index].reason + " " + deferred.entries[index].trail.map(\.description).joined())
        }
        #expect(reasons.all == eager.entries.map { $0.reason + " " + $0.trail.map(\.description).joined() })
    }

    /// Strings written by index from several threads.
    final class Reasons: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String]

        init(count: Int) { values = Array(repeating: "", count: count) }

        func set(_ index: Int, _ value: String) { lock.withLock { values[index] = value } }
        var all: [String] { lock.withLock { values } }
    }
}
