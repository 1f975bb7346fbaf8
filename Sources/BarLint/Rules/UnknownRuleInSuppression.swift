import BarDiagnostics
import BarModel

extension LintRule {
    /// A suppression comment that names no rule suppresses nothing; say so instead of staying silent.
    public static let unknownRuleInSuppression = LintRule(
        RuleDescription(
            id: "unknown-rule-in-suppression",
            name: "Unknown rule in a suppression comment",
            summary: "A bar-lint: comment names a rule that does not exist, or cannot be read.",
            rationale: """
                A misspelt rule id in '// bar-lint: disable-next-line …' suppresses nothing, and the finding it \
                was meant to silence appears anyway — or, worse, a later rename leaves a stale comment that hides \
                nothing while looking deliberate. Every id in a suppression comment must name a rule listed by \
                'bar lint --list-rules' (or be 'all'), and the directive must be disable, disable-line or \
                disable-next-line. Errors from reading the spec cannot be suppressed at all.
                """,
            platformRules: [],
            severity: .warning, kind: .correctness,
            triggeringExamples: [
                RuleExample("""
                    screen inbox {
                      stack {
                        toolbar {
                          // bar-lint: disable-next-line ↓item-missing-titel
                          item compose { title: "New Message" symbol: "square.and.pencil" }
                        }
                      }
                    }
                    """, note: "A typo: the id is reported with a suggestion."),
                RuleExample("""
                    // bar-lint: ↓disabel manual-spacer
                    screen inbox {
                      stack {
                        toolbar {
                          item compose { title: "New Message" symbol: "square.and.pencil" } // bar-lint: disable-line all, ↓no-such-rule
                        }
                      }
                    }
                    """, note: "An unknown directive, and an unknown id next to a valid one."),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    // bar-lint: disable manual-spacer -- the design file spaces these items
                    screen inbox {
                      stack {
                        toolbar {
                          item compose { title: "New Message" symbol: "square.and.pencil" }
                          spacer flexible
                          item gear { symbol: "gear" } // bar-lint: disable-line item-missing-title
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen inbox {
                      // A plain comment that mentions bar-lint is not a directive.
                      stack { title: "Inbox" }
                    }
                    """),
            ]),
        check: { context, findings in
            let known = RuleRegistry.ids
            let directives = context.suppressions
            for problem in directives.problems {
                findings.add(
                    problem.message, at: problem.range,
                    fixIt: problem.suggestion.map { Diagnostic.FixIt("replace with '\($0)'", replacing: problem.range, with: $0) })
            }
            for directive in directives.directives {
                for rule in directive.rules where rule.id != SuppressionDirectives.allRules && !known.contains(rule.id) {
                    let suggestion = Suggestion.closest(to: rule.id, in: known)
                    findings.add(
                        "unknown rule '\(rule.id)' in a suppression comment\(Suggestion.didYouMean(rule.id, in: known)); it suppresses nothing ('bar lint --list-rules' lists every rule)",
                        at: rule.range,
                        fixIt: suggestion.map { Diagnostic.FixIt("replace with '\($0)'", replacing: rule.range, with: $0) })
                }
            }
        })
}
