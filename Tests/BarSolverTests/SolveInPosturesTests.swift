import BarModel
import BarSolver
import Testing

/// Solving one screen in several posture selections at once (`Solver.solve(_:device:postures:…)`, lint's call)
/// gives, in order, what solving each selection alone gives, though the selections of one posture share the
/// steps no obstruction changes in a solve that does not explain. (An eager one solves each alone.)
@Suite("Solving in several postures at once")
struct SolveInPosturesTests {
    /// Each posture alone, then each with each obstruction (lint's order), then the same shuffled by a fixed
    /// rotation, so shared steps are also reused out of order.
    static func orders(_ device: Device) -> [[PostureSelection]] {
        let plain = device.postures.map { PostureSelection(posture: $0) }
        let obstructed = device.postures.flatMap { posture in device.obstructions.map { PostureSelection(posture: posture, obstructions: [$0]) } }
        let lint = plain + obstructed
        return [lint, Array(lint.dropFirst(lint.count / 3) + lint.prefix(lint.count / 3)).reversed(), ExplanationsWhenReadTests.selections(device)]
    }

    static func check(_ screen: Screen, on device: Device, direction: LayoutDirection? = nil) {
        let outline = ScreenOutline(screen)
        for order in orders(device) {
            let together = Solver.solve(outline, device: device, postures: order, layoutDirection: direction, explanations: .whenRead)
            #expect(together.count == order.count)
            for (selection, placement) in zip(order, together) {
                let alone = Solver.solve(outline, device: device, posture: selection, layoutDirection: direction)
                let problems = ExplanationsWhenReadTests.differences(alone, placement)
                #expect(problems.isEmpty, "\(screen.id) on \(device.id) \(selection.name): \(problems)")
            }
        }
    }

    @Test("every spec screen, both directions")
    func specs() throws {
        for (screen, device) in try ExplanationsWhenReadTests.specScreens() {
            for direction in LayoutDirection.allCases { Self.check(screen, on: device, direction: direction) }
        }
    }

    @Test("the solver's own test screens (keyboard items among them), on every built-in device")
    func builtInScreens() {
        for screen in InvariantTests.screens {
            for device in BuiltInDevices.all { Self.check(screen, on: device) }
        }
    }
}
