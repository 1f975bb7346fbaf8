import BarDiagnostics
import BarModel
import Testing

@testable import BarLint

/// P13, P15, P17: the fix for a switching item, `axis: horizontal-only`, is offered only where a horizontal bar
/// shows the item. With its navigation bar hidden, the fix hid the item in every posture (exploratory review):
/// the advice is then to give it a bar first, and no fix-it is attached.
@Suite struct SwitchingRepresentationAxisTests {
    static func findings(_ text: String) -> [Diagnostic] { RuleFindings.of(.switchingRepresentationAxis, in: text) }

    @Test func theFixIsOfferedOnlyWhereAHorizontalBarShowsTheItem() throws {
        let shown = Self.findings("""
            screen s {
              stack {
                toolbar {
                  item edit { title: "Edit" symbol: "pencil" alternate-title: "Done" }
                }
              }
            }
            """)
        #expect(shown.count == 1)
        #expect(shown.first?.fixIt?.replacement.contains("horizontal-only") == true)

        let hiddenBar = Self.findings("""
            screen s {
              navigation-bar: hidden
              stack {
                toolbar {
                  item edit { title: "Edit" symbol: "pencil" alternate-title: "Done" }
                }
              }
            }
            """)
        #expect(hiddenBar.count == 1)
        #expect(hiddenBar.first?.fixIt == nil)
        #expect(hiddenBar.first?.message.contains("horizontal-only alone would hide it in every posture: show its navigation bar, then add") == true)

        // At the bottom a horizontal bar shows it where bars are horizontal, but while they are vertical a
        // horizontal item stays in the navigation bar (P15), which this stack hides: horizontal-only would hide it
        // there, so no fix is offered (it was, and the advice above said to place the item at the bottom).
        let bottom = Self.findings("""
            screen s {
              navigation-bar: hidden
              stack {
                toolbar {
                  item edit { title: "Edit" symbol: "pencil" alternate-title: "Done" placement: bottom }
                }
              }
            }
            """)
        #expect(bottom.count == 1)
        #expect(bottom.first?.fixIt == nil)
        #expect(bottom.first?.message.hasSuffix("so horizontal-only alone would hide it there: show its navigation bar, then add 'axis: horizontal-only'") == true)
        // With the navigation bar shown, the fix is offered.
        let withBar = Self.findings("""
            screen s {
              stack {
                toolbar {
                  item edit { title: "Edit" symbol: "pencil" alternate-title: "Done" placement: bottom }
                }
              }
            }
            """)
        #expect(withBar.count == 1 && withBar.first?.fixIt != nil)
    }
}
