import BarDiagnostics
import BarModel
import Testing

@testable import BarLint

/// [S2] §8: when the text beside a symbol is the information itself (a cart's total), it cannot be dropped or made
/// a badge; the item must stay horizontal. Lint says so for amounts, prices and totals, beyond counts.
@Suite struct AmountBesideSymbolTests {
    static func findings(_ text: String) -> [Diagnostic] { RuleFindings.of(.amountBesideSymbol, in: text) }

    @Test("text that is the information stays horizontal: a price next to a symbol that may go vertical is a finding (P12, §8)")
    func textThatIsTheInformationStaysHorizontal() {
        let findings = Self.findings("""
            screen shop {
              stack {
                toolbar {
                  item cart { title: "Cart $42.00" symbol: "cart" }
                  item total { title: "合計 1,280円" symbol: "yensign.circle" }
                  item sale { title: "Sale -15%" symbol: "tag" }
                  item balance { title: "Total: 12.50" symbol: "creditcard" }
                }
              }
            }
            """)
        #expect(findings.count == 4)
        #expect(findings.first?.message.contains("'$42.00'") == true)
        #expect(findings.first?.message.contains("axis: horizontal-only") == true)
    }

    @Test("an amount on an item that stays horizontal, or a plain title, is no finding")
    func horizontalOrPlainIsFine() {
        let findings = Self.findings("""
            screen shop {
              stack {
                toolbar {
                  item cart { title: "Cart $42.00" symbol: "cart" axis: horizontal-only }
                  item inbox { title: "Inbox" symbol: "tray" badge: 3 }
                  item step { title: "Step 2" symbol: "2.circle" }
                }
              }
            }
            """)
        #expect(findings.isEmpty)
    }

    @Test("amounts are read from the title: currency signs before or after, percentages, total words")
    func amountsInTitles() {
        #expect(LintRule.amountInTitle("Cart $42.00") == "$42.00")
        #expect(LintRule.amountInTitle("合計 1,280円") == "1,280円")
        #expect(LintRule.amountInTitle("Sale -15%") == "-15%")
        #expect(LintRule.amountInTitle("Total: 12.50") == "12.50")
        #expect(LintRule.amountInTitle("€ 9") == "€ 9")
        #expect(LintRule.amountInTitle("Step 2") == nil)
        #expect(LintRule.amountInTitle("Inbox (3)") == nil)
    }
}
