import BarDiagnostics
import BarFormat
import BarLint
import BarModel
import BarSolver
import Foundation
import Testing

/// Replays every input under `Fixtures/fuzz-regressions/` through the pipeline `Fuzz/FuzzTarget.swift` fuzzes
/// (load → format → reload → solve → lint), with the same invariants, so a crash the fuzzer once found stays
/// fixed. Each fixture holds the bytes exactly as found (`Scripts/fuzz` writes crashes to
/// `.build-fuzz/artifacts/`); a few seeds are tricky inputs that keep this machinery exercised.
@Suite("Fuzz regressions: every recorded input survives the whole pipeline")
struct FuzzRegressionTests {
    static let folder = "Tests/BarCommandLineTests/Fixtures/fuzz-regressions"
    static let fixtures = RepositoryFiles.files(under: folder, endingIn: ".bar")

    /// Fixtures that still crash product code, by file name, with why. A crash cannot be caught in-process,
    /// so these are not run; each is recorded as a known issue until the product is fixed and the entry removed.
    static let knownCrashes: [String: String] = [:]

    @Test func thereAreFixtures() {
        #expect(Self.fixtures.count >= 3, "no fuzz regression fixtures under \(Self.folder)")
    }

    @Test(arguments: fixtures)
    func survivesThePipeline(_ path: String) throws {
        let name = String(path.split(separator: "/").last ?? "")
        if let reason = Self.knownCrashes[name] {
            withKnownIssue(Comment(rawValue: reason)) {
                Issue.record("\(name) crashes the pipeline; not run")
            }
            return
        }
        let bytes = try RepositoryFiles.bytes(path)
        let result = SpecLoader.load(SourceFile(path: name, bytes: bytes))
        let placements = Self.solveAll(result.spec)

        if !result.hasErrors {
            #expect(Formatter.unplacedComments(in: result.tree).isEmpty, "the syntax tree lost a comment")
            let formatted = Formatter.format(result.tree)
            #expect(Formatter.preservesMeaning(of: result.tree, in: formatted), "formatting changed the meaning")

            let reloaded = SpecLoader.load(SourceFile(path: name, text: formatted))
            #expect(!reloaded.hasErrors, "the formatted text does not load cleanly")
            guard !reloaded.hasErrors else { return }
            #expect(Formatter.format(reloaded.tree) == formatted, "formatting is not idempotent")
            #expect(reloaded.spec.screens.map(\.id) == result.spec.screens.map(\.id))
            #expect(Self.withoutRanges(reloaded.spec.devices) == Self.withoutRanges(result.spec.devices))
            #expect(Self.solveAll(reloaded.spec) == placements, "formatting changed where items land")
        }

        let findings = Linter.lint(result, options: LintOptions())
        // The loader's own diagnostics are always among the findings.
        #expect(findings.count >= result.diagnostics.count)
    }

    /// Every screen solved in every posture of the built-in iphone-duo, in order.
    static func solveAll(_ spec: Spec) -> [Placement] {
        let device = BuiltInDevices.iphoneDuo
        return spec.screens.flatMap { screen in
            device.postures.map { Solver.solve(screen, device: device, posture: PostureSelection(posture: $0)) }
        }
    }

    /// Devices compared by what they say, not where they say it.
    static func withoutRanges(_ devices: [Device]) -> [Device] {
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
}

extension RepositoryFiles {
    /// The exact bytes of a file in the repository (fuzz inputs need not be UTF-8).
    static func bytes(_ relativePath: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path(relativePath))))
    }
}
