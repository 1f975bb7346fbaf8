import BarDiagnostics
import BarModel
import Testing

@testable import BarLint

/// `inconsistent-vertical-behavior` resolves each tab with the solver's resolver (P6), so a tab whose content
/// is a split view decides with the column the split view shows: the compact column while it is collapsed (P7).
@Suite struct InconsistentVerticalBehaviorTests {
    static func findings(_ text: String) -> [Diagnostic] {
        let result = SpecLoader.load(path: "s.bar", text: text)
        #expect(result.diagnostics.isEmpty)
        return Linter.lint(result, options: LintOptions(rules: [.inconsistentVerticalBehavior]))
    }

    /// On the outer display the mail tab's split view collapses into its sidebar column, which disables the
    /// vertical bar (P6, P7): selecting that tab moves the bars, although its detail column agrees with the
    /// other tab.
    @Test func collapsedSplitViewDecidesWithItsShownColumn() {
        let findings = Self.findings("""
            screen store {
              tab-view {
                tab home { title: "Home" symbol: "house" stack { } }
                tab mail {
                  title: "Mail"
                  symbol: "envelope"
                  split-view {
                    compact-column: sidebar
                    sidebar { title: "Mailboxes" vertical-behavior: disabled }
                    detail { title: "Message" }
                  }
                }
              }
            }
            """)
        let tabFindings = findings.filter { $0.message.hasPrefix("tab ") }
        #expect(tabFindings.count == 1)
        #expect(tabFindings.first?.message.hasPrefix("tab 'mail' resolves vertical-behavior to disabled") == true)
    }

    /// The detail column decides while the split view is expanded, so a detail column that disables the bar is
    /// reported although the compact column agrees with the other tab.
    @Test func expandedSplitViewDecidesWithTheDetailColumn() {
        let findings = Self.findings("""
            screen store {
              tab-view {
                tab home { title: "Home" symbol: "house" stack { } }
                tab mail {
                  title: "Mail"
                  symbol: "envelope"
                  split-view {
                    sidebar { title: "Mailboxes" }
                    detail { title: "Message" vertical-behavior: disabled }
                  }
                }
              }
            }
            """)
        let tabFindings = findings.filter { $0.message.hasPrefix("tab ") }
        #expect(tabFindings.map { String($0.message.prefix(50)) } == ["tab 'mail' resolves vertical-behavior to disabled "])
    }

    /// Tabs that agree in every posture are not reported.
    @Test func agreeingTabsAreQuiet() {
        let findings = Self.findings("""
            screen store {
              tab-view {
                tab home { title: "Home" symbol: "house" stack { } }
                tab mail {
                  title: "Mail"
                  symbol: "envelope"
                  split-view {
                    compact-column: sidebar
                    sidebar { title: "Mailboxes" }
                    detail { title: "Message" }
                  }
                }
              }
            }
            """)
        #expect(findings.filter { $0.message.hasPrefix("tab ") }.isEmpty)
    }
}
