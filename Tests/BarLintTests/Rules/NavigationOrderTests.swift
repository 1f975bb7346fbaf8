import BarDiagnostics
import BarModel
import Testing

@testable import BarLint

/// P18: navigation leads the bar. Which items read as back or close buttons, and the placement the fix gives.
@Suite struct NavigationOrderTests {
    static func findings(_ text: String) -> [Diagnostic] { RuleFindings.of(.navigationOrder, in: text) }

    @Test("a back button's fix is 'navigation', a close button's 'cancellation'")
    func fixMatchesTheKindOfButton() throws {
        let findings = Self.findings("""
            screen reader {
              stack {
                toolbar {
                  item previous { title: "Back" symbol: "chevron.backward" }
                  item close { symbol: "xmark" }
                  item share { title: "Share" symbol: "square.and.arrow.up" }
                }
              }
            }
            """)
        #expect(findings.map { $0.fixIt?.message.contains("navigation") } == [true, false], "\(findings.map(\.fixIt?.message))")
        #expect(findings.map { $0.fixIt?.message.contains("cancellation") } == [false, true])
        let messages = findings.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.contains("looks like a back button") == true && messages.first?.contains("'placement: navigation'") == true)
        #expect(messages.last?.contains("looks like a close button") == true && messages.last?.contains("'placement: cancellation'") == true)
    }

    /// `top-leading` is a navigation placement (the solver leads the bar with it); a title naming another action
    /// wins over a symbol that looks like navigation.
    @Test("top-leading counts as navigation; a title that names another action is not a back or close button")
    func noFalseNavigation() {
        #expect(Self.findings("""
            screen photos {
              stack {
                toolbar {
                  item close { title: "Close" symbol: "xmark" placement: top-leading }
                  item remove { title: "Remove" symbol: "xmark.circle" }
                  item previous { title: "Previous Page" symbol: "chevron.left" }
                }
              }
            }
            """).isEmpty)
    }
}
