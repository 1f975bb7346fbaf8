import Foundation
import Testing

@testable import BarLint

/// docs/rules.md is generated from the rule values; this test fails when the committed file is stale.
@Suite struct RuleDocsTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func committedRuleDocsAreCurrent() throws {
        let url = Self.packageRoot.appendingPathComponent(RuleDocumentation.markdownPath)
        let generated = RuleDocumentation.markdown()
        if ProcessInfo.processInfo.environment["BAR_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(generated.utf8).write(to: url)
            return
        }
        let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        #expect(
            committed == generated,
            "\(RuleDocumentation.markdownPath) is stale; regenerate it with: BAR_UPDATE_GOLDEN=1 swift test --filter RuleDocs")
    }

    @Test func everyRuleHasASectionAndARow() {
        let markdown = RuleDocumentation.markdown()
        for rule in RuleRegistry.all {
            #expect(markdown.contains("\n### `\(rule.id)`\n"))
            #expect(markdown.contains("| [`\(rule.id)`](#\(rule.id)) | \(rule.description.severity.rawValue) |"))
        }
    }

    @Test func listingsCoverEveryRule() throws {
        let text = RuleDocumentation.listText()
        let lines = text.split(separator: "\n")
        #expect(lines.count == RuleRegistry.all.count + 1)
        #expect(lines[0].hasPrefix("ID "))
        for (line, rule) in zip(lines.dropFirst(), RuleRegistry.all) {
            #expect(line.hasPrefix(rule.id + " "))
            #expect(line.hasSuffix(rule.description.summary))
            #expect(line.contains(" \(rule.description.severity.rawValue) "))
        }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(RuleDocumentation.listJSON().utf8)) as? [String: Any])
        #expect(json["version"] as? Int == 1)
        let rules = try #require(json["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == RuleRegistry.ids)
        #expect(rules.allSatisfy { Set($0.keys) == ["id", "name", "severity", "kind", "summary"] })
    }

    @Test func explainShowsEverything() {
        let rule = LintRule.itemMissingTitle.description
        let text = RuleDocumentation.explain(rule)
        #expect(text.hasPrefix("item-missing-title: Item without a title\n\nA toolbar item has no title.\n\nDefault severity: warning\nKind: correctness\n"))
        #expect(text.contains("Why:\n  The system chooses"))
        #expect(text.contains("    screen inbox {\n"))
        #expect(text.contains("↓compose"))
        #expect(text.contains("Does not trigger:"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }
}
