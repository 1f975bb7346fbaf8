import BarDiagnostics
import Testing

@testable import BarLint

@Suite struct ConfigurationTests {
    private func parse(_ text: String) -> (configuration: LintConfiguration, diagnostics: [Diagnostic]) {
        LintConfiguration.parse(SourceFile(path: ".bar-lint", text: text), knownRules: RuleRegistry.ids)
    }

    @Test func readsEverySetting() {
        let (configuration, diagnostics) = parse("""
            // Team settings.
            lint {
              disable: manual-spacer
              disable: count-beside-symbol
              severity item-missing-symbol { level: error }
              severity unstable-position { level: warning }
              exclude "Specs/fixtures/**"
              exclude "*.draft.bar"
            }
            """)
        #expect(diagnostics.isEmpty)
        #expect(configuration.disabledRules == ["manual-spacer", "count-beside-symbol"])
        #expect(!configuration.isEnabled("manual-spacer"))
        #expect(configuration.isEnabled("item-missing-title"))
        #expect(configuration.severity(for: LintRule.itemMissingSymbol.description) == .error)
        #expect(configuration.severity(for: LintRule.unstablePosition.description) == .warning)
        #expect(configuration.severity(for: LintRule.itemMissingTitle.description) == .warning)
        #expect(configuration.excludes(relativePath: "Specs/fixtures/a/b.bar"))
        #expect(configuration.excludes(relativePath: "screen.draft.bar"))
        #expect(!configuration.excludes(relativePath: "Specs/mail/inbox.bar"))
    }

    @Test func disableAllThenEnable() {
        let (configuration, diagnostics) = parse("lint {\n  disable: all\n  enable: item-missing-title\n}\n")
        #expect(diagnostics.isEmpty)
        #expect(configuration.isEnabled("item-missing-title"))
        #expect(!configuration.isEnabled("manual-spacer"))
    }

    @Test func unknownRuleIsAnErrorWithASuggestion() throws {
        let (configuration, diagnostics) = parse("lint {\n  disable: manual-spacr\n  severity item-missing-symbl { level: error }\n}\n")
        #expect(diagnostics.map(\.id) == ["unknown-rule-in-config", "unknown-rule-in-config"])
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        // The suggestion is a question; where every rule is listed follows as a sentence of its own (it was
        // "…?; 'bar lint --list-rules' …"), and as a clause when nothing is suggested.
        #expect(diagnostics[0].message == "unknown rule 'manual-spacr' in 'disable'; did you mean 'manual-spacer'? 'bar lint --list-rules' lists every rule")
        #expect(parse("lint {\n  disable: zzz-qqq-xxx\n}\n").diagnostics.first?.message == "unknown rule 'zzz-qqq-xxx' in 'disable'; 'bar lint --list-rules' lists every rule")
        #expect(diagnostics[1].message.contains("did you mean 'item-missing-symbol'?"))
        #expect(diagnostics[0].fixIt?.replacement == "manual-spacer")
        let source = SourceFile(path: ".bar-lint", text: "lint {\n  disable: manual-spacr\n")
        #expect(source.location(of: diagnostics[0].range.start) == .init(line: 2, column: 12))
        #expect(configuration.disabledRules.isEmpty && configuration.severities.isEmpty)
    }

    /// One `lint` block, and one `severity` block per rule: a second was merged into the first, or silently
    /// overrode it (exploratory review).
    @Test func aSecondLintBlockOrSeverityIsAnError() {
        let (configuration, diagnostics) = parse("""
            lint {
              disable: manual-spacer
              severity item-missing-title { level: error }
              severity item-missing-title { level: info }
            }
            lint {
              disable: item-missing-symbol
            }

            """)
        #expect(diagnostics.map(\.message) == [
            "'severity item-missing-title' is set twice; keep one",
            "a .bar-lint file holds one 'lint { … }' block; move these settings into the first",
        ])
        #expect(diagnostics.map(\.id) == ["invalid-config", "invalid-config"])
        #expect(configuration.severities["item-missing-title"] == .error)
        #expect(!configuration.disabledRules.contains("item-missing-symbol"))
    }

    @Test func otherMistakesAreErrorsToo() {
        let (_, diagnostics) = parse("""
            lint {
              disabel: manual-spacer
              severity item-missing-title { level: fatal }
              severity item-missing-symbol { }
              exclude Specs
              ignore "x"
            }
            rules { }
            """)
        #expect(diagnostics.map(\.id) == Array(repeating: "invalid-config", count: 6))
        #expect(diagnostics[0].message.contains("did you mean 'disable'?"))
        #expect(diagnostics[1].message.contains("did you mean 'error'?") || diagnostics[1].message.contains("unknown level 'fatal'"))
    }

    @Test func syntaxErrorsComeFromTheParser() {
        let (_, diagnostics) = parse("lint {\n  disable: manual-spacer\n")
        #expect(diagnostics.map(\.id) == ["unclosed-block"])
    }

    @Test func anEmptyFileIsTheDefaults() {
        let (configuration, diagnostics) = parse("// nothing yet\n")
        #expect(diagnostics.isEmpty)
        #expect(configuration.disabledRules.isEmpty && configuration.excludes.isEmpty)
    }

    @Test func globs() {
        #expect(GlobPattern("Specs/fixtures/**").matches("Specs/fixtures/x.bar"))
        #expect(GlobPattern("Specs/fixtures/**").matches("Specs/fixtures/deep/er/x.bar"))
        #expect(!GlobPattern("Specs/fixtures/**").matches("Specs/other/x.bar"))
        #expect(GlobPattern("Specs/fixtures").matches("Specs/fixtures/x.bar"))
        #expect(GlobPattern("./Specs/fixtures/").matches("Specs/fixtures/x.bar"))
        #expect(GlobPattern("**/old-*.bar").matches("a/b/old-mail.bar"))
        #expect(GlobPattern("**/old-*.bar").matches("old-mail.bar"))
        #expect(!GlobPattern("*.bar").matches("a/b.bar"))
        #expect(GlobPattern("*.bar").matches("b.bar"))
        #expect(GlobPattern("Specs/?.bar").matches("Specs/a.bar"))
        #expect(!GlobPattern("Specs/?.bar").matches("Specs/ab.bar"))
        #expect(!GlobPattern("").matches("a.bar"))
        // No exponential backtracking on many stars.
        #expect(!GlobPattern(String(repeating: "*a", count: 40) + "b").matches(String(repeating: "a", count: 200)))
    }
}
