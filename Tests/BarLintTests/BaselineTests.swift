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
        let entities = FindingEntities(result.tree)
        return LintFinding.sorted(Linter.lint(result).map { LintFinding($0, in: result.source, entity: entities.entity(at: $0.range.start)) })
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

    /// Issue 18 (3): the fingerprint is the rule, the file and the entity — editing the offending item's own
    /// line keeps it matched (it used to make it new); renaming the item does make it new.
    @Test func editingTheOffendingLineKeepsItRenamingMakesItNew() {
        let baseline = Baseline(findings: findings(Self.original), workingDirectory: "/repo")
        let edited = Self.original.replacingOccurrences(of: "item a { symbol: \"a.circle\" }", with: "item a {\n  symbol: \"a.square\"\n  priority: high\n}")
        #expect(baseline.filter(findings(edited), workingDirectory: "/repo").isEmpty)
        let renamed = Self.original.replacingOccurrences(of: "item a {", with: "item z {")
        #expect(baseline.filter(findings(renamed), workingDirectory: "/repo").map(\.message) == [LintFinding.message(forUntitled: "z")])
    }

    /// A placement finding whose message lists postures: the spec of the issue. The badged item overflows in
    /// closed-landscape (P26); more items make it overflow in more postures, so the message changes, and the
    /// finding must stay baselined through that and through many other edits around it.
    static let placement = """
        screen article {
          stack {
            toolbar {
              item close { title: "Close" symbol: "xmark" placement: cancellation }
              item previous { title: "Previous" symbol: "chevron.up" placement: navigation }
              item bookmark { title: "Bookmark" symbol: "bookmark" }
              item share { title: "Share" symbol: "square.and.arrow.up" }
              item find { title: "Find" symbol: "magnifyingglass" }
              item font { title: "Text Size" symbol: "textformat.size" }
              item comments { title: "Comments" symbol: "bubble.left" badge: 2 }
            }
          }
        }
        """

    @Test func placementFindingsSurviveEditsAround() throws {
        let today = findings(Self.placement)
        let overflow = try #require(today.first { $0.ruleID == "high-priority-overflows" })
        #expect(overflow.entity == "screen article · item comments")
        let baseline = Baseline(findings: today, workingDirectory: "/repo")
        let more = (1...4).map { "      item extra\($0) { title: \"Extra \($0)\" symbol: \"star\" }\n" }.joined()
        let edits: [(String, String)] = [
            ("items added before it, so it overflows in more postures", Self.placement.replacingOccurrences(of: "      item comments", with: more + "      item comments")),
            ("a comment and blank lines above", "// Article\n\n\n" + Self.placement),
            ("its own attributes reordered and split over lines", Self.placement.replacingOccurrences(of: "item comments { title: \"Comments\" symbol: \"bubble.left\" badge: 2 }", with: "item comments {\n  badge: 2\n  symbol: \"bubble.left\"\n  title: \"Comments\"\n}")),
            ("its title changed", Self.placement.replacingOccurrences(of: "title: \"Comments\"", with: "title: \"Replies\"")),
            ("a neighbour replaced by two others", Self.placement.replacingOccurrences(of: "      item find { title: \"Find\" symbol: \"magnifyingglass\" }\n", with: "      item print { title: \"Print\" symbol: \"printer\" }\n      item copy { title: \"Copy\" symbol: \"doc.on.doc\" }\n")),
            ("the screen given a title", Self.placement.replacingOccurrences(of: "  stack {\n", with: "  title: \"Article\"\n  stack {\n")),
            ("another screen added before it", "screen other {\n  stack { toolbar { item x { title: \"X\" symbol: \"x.circle\" } } }\n}\n" + Self.placement),
            ("indentation changed", Self.placement.replacingOccurrences(of: "  ", with: "    ")),
        ]
        for (what, text) in edits {
            let later = findings(text)
            #expect(later.contains { $0.ruleID == "high-priority-overflows" }, "\(what): the finding is gone")
            let new = baseline.filter(later, workingDirectory: "/repo")
            #expect(!new.contains { $0.ruleID == "high-priority-overflows" }, "\(what): came back as new: \(new.map(\.message))")
        }
        // Its message really changed in the first edit: the fingerprint does not read it.
        let grown = findings(edits[0].1).first { $0.ruleID == "high-priority-overflows" }
        #expect(grown?.message != overflow.message)
        // Moved to another screen, it is another finding.
        let moved = Self.placement.replacingOccurrences(of: "screen article", with: "screen story")
        #expect(baseline.filter(findings(moved), workingDirectory: "/repo").contains { $0.ruleID == "high-priority-overflows" })
    }

    @Test func findingsOfOneRuleOnOneEntityAreCountedByOccurrence() {
        // Two findings of one rule on one item share a fingerprint; occurrences tell them apart. The same item
        // id in two screens is two entities.
        let source = SourceFile(path: "Specs/s.bar", text: String(repeating: "x", count: 40))
        let make = { (offset: Int, entity: String) in
            LintFinding(Diagnostic(id: "rule", severity: .warning, message: "m\(offset)", range: .at(offset)), in: source, entity: entity)
        }
        let all = [make(1, "screen s · item a"), make(5, "screen s · item a"), make(9, "screen t · item a")]
        let baseline = Baseline(findings: all, workingDirectory: "/repo")
        #expect(baseline.entries.map(\.occurrence) == [1, 2, 1])
        #expect(baseline.entries[0].fingerprint == baseline.entries[1].fingerprint)
        #expect(baseline.entries[0].fingerprint != baseline.entries[2].fingerprint)
        let one = Baseline(entries: [baseline.entries[0], baseline.entries[2]])
        #expect(one.filter(all, workingDirectory: "/repo").map(\.start.column) == [6])
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
        #expect(text.hasPrefix("{\n  \"version\": 2,\n  \"findings\": [\n"))
        #expect(!text.contains("\"line\""))
        let read = try Baseline.parse(Array(text.utf8))
        #expect(read == baseline)
    }

    @Test func badFilesAreRefused() {
        #expect(throws: Baseline.ReadError.self) { try Baseline.parse(Array("not json".utf8)) }
        #expect(throws: Baseline.ReadError.self) { try Baseline.parse(Array("{\"version\": 3, \"findings\": []}".utf8)) }
        #expect(throws: Baseline.ReadError.self) { try Baseline.parse(Array("{\"version\": 2, \"findings\": [{\"path\": 1}]}".utf8)) }
        // Version 1 hashed messages and lines: refused with a request to write it again, never matched wrongly.
        #expect(throws: Baseline.ReadError(message: "baseline version 1 fingerprints findings by message and line, which this version of bar no longer does; write it again with --write-baseline")) {
            try Baseline.parse(Array("{\"version\": 1, \"findings\": []}".utf8))
        }
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
