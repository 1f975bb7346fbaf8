// The libFuzzer entry point for `bar`'s whole pipeline; built and run by `Scripts/fuzz` (see
// docs/performance.md, "Fuzzing"). It lives outside Sources/ so SwiftPM never builds it.
//
// For any bytes: load (parse, check); when the file has no errors, format it, reload the formatted text and
// require the same meaning; solve every screen in every posture of the default device; lint. Any broken
// invariant is a `precondition` failure, which libFuzzer records as a crash.
//
// Tests/BarCommandLineTests/FuzzRegressionTests.swift replays the same steps in-process for every fixture
// in Tests/BarCommandLineTests/Fixtures/fuzz-regressions/; keep the two in step.

import BarDiagnostics
import BarFormat
import BarLint
import BarModel
import BarSolver

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = SourceFile(path: "fuzz.bar", bytes: bytes)
    let result = SpecLoader.load(source)
    let placements = solveAll(result.spec)

    if !result.hasErrors {
        precondition(
            Formatter.unplacedComments(in: result.tree).isEmpty, "the syntax tree lost a comment the lexer saw")
        let formatted = Formatter.format(result.tree)
        precondition(Formatter.preservesMeaning(of: result.tree, in: formatted), "formatting changed the meaning")

        let reloaded = SpecLoader.load(SourceFile(path: "fuzz.bar", text: formatted))
        precondition(!reloaded.hasErrors, "the formatted text does not load cleanly")
        precondition(Formatter.format(reloaded.tree) == formatted, "formatting is not idempotent")
        precondition(reloaded.spec.screens.map(\.id) == result.spec.screens.map(\.id), "formatting changed the screens")
        precondition(withoutRanges(reloaded.spec.devices) == withoutRanges(result.spec.devices), "formatting changed the devices")
        precondition(solveAll(reloaded.spec) == placements, "formatting changed where items land")
    }

    _ = Linter.lint(result, options: LintOptions())
    return 0
}

/// Every screen solved in every posture of the built-in iphone-duo, in order.
private func solveAll(_ spec: Spec) -> [Placement] {
    let device = BuiltInDevices.iphoneDuo
    var placements: [Placement] = []
    for screen in spec.screens {
        for posture in device.postures {
            placements.append(Solver.solve(screen, device: device, posture: PostureSelection(posture: posture)))
        }
    }
    return placements
}

/// Devices compared by what they say, not where they say it.
private func withoutRanges(_ devices: [Device]) -> [Device] {
    devices.map { device in
        var device = device
        device.range = nil
        device.postures = device.postures.map { posture in
            var posture = posture
            posture.range = nil
            return posture
        }
        device.obstructions = device.obstructions.map { obstruction in
            var obstruction = obstruction
            obstruction.range = nil
            return obstruction
        }
        return device
    }
}
