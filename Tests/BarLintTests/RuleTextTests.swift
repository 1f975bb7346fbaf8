import Testing

@testable import BarLint

/// Count and amount rules skip titles in which `RuleText.mayHoldNumber` finds no number; it must never say
/// "no number" where a character is one.
@Suite struct RuleTextTests {
    @Test(arguments: [
        "", "Share", "Inbox (3)", "3 new", "共有", "未読 12件", "第五", "Ⅻ chapters", "½ off", "١٢ رسائل", "０件",
        "e\u{301}", "👍🏽 Like", "Step\r\n2", "Cart $42.00", "合計 1,280円", "no digits: ( ) [ ]", "²", "⑤",
    ])
    func findsEveryTitleWithANumber(_ title: String) {
        #expect(RuleText.mayHoldNumber(title) == title.contains { $0.isNumber })
    }
}
