import BarDiagnostics
import BarModel
import Foundation
import Testing

@testable import BarLint

@Suite struct BaselineTests {
    static let original = """
        screen s {
          stack {
            toolbar {
              item a { symbol: "a.circle" }
              item b { symbol: "b.circle" }
            }
          }
        }
        """

    private func findings(_ text: String, path: String = "Specs/s.bar") -> [LintFinding] {
        let result = SpecLoader.load(path: path, text: text)
        return LintFinding.sorted(Linter.lint(result).map { LintFinding($0, in: result.source) })
    }

    @Test func aBaselineAcceptsTodaysFindings() {
        let today = findings(Self.original)
        #expect(today.count == 2)
        let baseline = Baseline(findings: today, workingDirectory: "/repo")
        #expect(baseline.filter(today, workingDirectory: "/repo").isEmpty)
    }

    @Test func matchingSurvivesLinesInsertedAbove() {
        let baseline = Baseline(findings: findings(Self.original), workingDirectory: "/repo")
        let moved = "// A comment\n\n// and another\n" + Self.original.replacingOccurrences(of: "  stack {\n", with: "  stack {\n    title: \"Moved\"\n\n")
        let later = findings(moved)
        #expect(later.map(\.start.line) == [9, 10])
        #expect(baseline.filter(later, workingDirectory: "/repo").isEmpty)
    }

    @Test func newFindingsAreReported() {
        let baseline = Baseline(findings: findings(Self.original), workingDirectory: "/repo")
        let grown = Self.original.replacingOccurrences(of: "      item b", with: "      item c { symbol: \"c.circle\" }\n      item b")
        let new = baseline.filter(findings(grown), workingDirectory: "/repo")
        #expect(new.map(\.message) == [LintFinding.message(forUntitled: "c")])
    }

    @Test func editingTheOffendingLineMakesItNew() {
        let baseline = Baseline(findings: findings(Self.original), workingDirectory: "/repo")
        let edited = Self.original.replacingOccurrences(of: "item a { symbol: \"a.circle\" }", with: "item a { symbol: \"a.square\" }")
        #expect(baseline.filter(findings(edited), workingDirectory: "/repo").count == 1)
    }

    @Test func identicalFindingsAreCountedByOccurrence() {
        // The same line twice (in two screens) gives the same fingerprint; occurrences tell them apart.
        let twice = """
            screen s {
              stack { toolbar { item a { symbol: "a.circle" } } }
            }
            screen t {
              stack { toolbar { item a { symbol: "a.circle" } } }
            }
            """
        let all = findings(twice)
        let baseline = Baseline(findings: all, workingDirectory: "/repo")
        #expect(baseline.entries.map(\.occurrence) == [1, 2])
        #expect(baseline.entries[0].fingerprint == baseline.entries[1].fingerprint)
        let one = Baseline(entries: [baseline.entries[0]])
        #expect(one.filter(all, workingDirectory: "/repo").map(\.start.line) == [5])
    }

    @Test func pathsAreRelativeToTheWorkingDirectory() {
        let absolute = findings(Self.original, path: "/repo/Specs/s.bar")
        let relative = findings(Self.original, path: "Specs/s.bar")
        let baseline = Baseline(findings: absolute, workingDirectory: "/repo")
        #expect(baseline.entries.allSatisfy { $0.path == "Specs/s.bar" })
        #expect(baseline.filter(relative, workingDirectory: "/repo").isEmpty)
        #expect(baseline.filter(findings(Self.original, path: "Other/s.bar"), workingDirectory: "/repo").count == 2)
    }

    @Test func roundTripsThroughItsFile() throws {
        let baseline = Baseline(findings: findings(Self.original), workingDirectory: "/repo")
        let text = baseline.rendered()
        #expect(text.hasPrefix("{\n  \"version\": 1,\n  \"findings\": [\n"))
        #expect(!text.contains("\"line\""))
        let read = try Baseline.parse(Array(text.utf8))
        #expect(read == baseline)
    }

    @Test func badFilesAreRefused() {
        #expect(throws: Baseline.ReadError.self) { try Baseline.parse(Array("not json".utf8)) }
        #expect(throws: Baseline.ReadError.self) { try Baseline.parse(Array("{\"version\": 2, \"findings\": []}".utf8)) }
        #expect(throws: Baseline.ReadError.self) { try Baseline.parse(Array("{\"version\": 1, \"findings\": [{\"path\": 1}]}".utf8)) }
    }

    @Test func fingerprintsAreStable() {
        #expect(FindingFingerprint.hash("") == "cbf29ce484222325")
        #expect(FindingFingerprint.hash("a") == "af63dc4c8601ec8c")
    }
}

extension LintFinding {
    /// The message item-missing-title gives an untitled item.
    static func message(forUntitled id: String) -> String {
        "item '\(id)' has no title; the overflow menu and VoiceOver need one even when the bar shows only the symbol"
    }
}
