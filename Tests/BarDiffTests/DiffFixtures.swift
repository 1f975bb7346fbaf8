import BarDiff
import BarModel
import BarSolver
import Foundation
import Testing

/// The duo sample specs, read from the repository, and variants of them made by replacing text.
enum DiffFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func sampleText(_ name: String) throws -> String {
        try String(contentsOfFile: "\(packageRoot)/Specs/duo-sample/\(name).bar", encoding: .utf8)
    }

    /// The only screen of a spec text, which must load without errors.
    static func screen(_ text: String, path: String = "test.bar") throws -> Screen {
        let result = SpecLoader.load(path: path, text: text)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return try #require(result.spec.screens.first)
    }

    static func sample(_ name: String) throws -> Screen {
        try screen(sampleText(name), path: "\(name).bar")
    }

    /// `text` with `old` replaced by `new`; fails the test when `old` is not there.
    static func replacing(_ text: String, _ old: String, with new: String) -> String {
        #expect(text.contains(old), "fixture text lacks \(old)")
        return text.replacingOccurrences(of: old, with: new)
    }

    static let duo = BuiltInDevices.iphoneDuo

    static func posture(_ name: String) throws -> PostureSelection {
        try PostureSelection.parse(name, device: duo).get()
    }

    static func postureDiff(_ screen: Screen, _ from: String, _ to: String) throws -> ScreenDiff {
        DiffBuilder.postureDiff(screen, device: duo, pairs: [(try posture(from), try posture(to))])
    }

    static func versionDiff(_ old: Screen, _ new: Screen) -> ScreenDiff {
        DiffBuilder.versionDiff(old: old, new: new, oldDevice: duo, newDevice: duo)
    }

    /// `moved item automatic overflow #1 → vertical #2`, for compact assertions.
    static func lines(_ changes: PlacementChanges, includingShifts: Bool = false) -> [String] {
        (includingShifts ? changes.entries : changes.reported).map {
            "\($0.change.rawValue) \($0.key.kind.name) \($0.key.id) \($0.beforeLabel) → \($0.afterLabel)"
        }
    }

    static func step(_ diff: ScreenDiff, _ label: String) throws -> PlacementStep {
        try #require(diff.steps.first { $0.label == label })
    }
}
