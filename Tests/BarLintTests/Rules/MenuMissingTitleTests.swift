import BarDiagnostics
import BarModel
import Testing

@testable import BarLint

/// A menu inside the overflow menu is named a menu in the finding, not an item (exploratory review).
@Suite struct MenuMissingTitleTests {
    @Test func aMenuIsCalledAMenu() {
        let messages = RuleFindings.of(
            .menuMissingTitle,
            in: """
                screen s {
                  stack {
                    title: "S"
                    toolbar {
                      item a { title: "A" symbol: "star" }
                      overflow-menu {
                        menu m { symbol: "ellipsis.circle" item b { title: "B" } }
                        item c { symbol: "trash" }
                      }
                    }
                  }
                }
                """
        ).map(\.message)
        #expect(messages == [
            "menu 'm' is always shown in the overflow menu, which lists entries by title, but it has no title",
            "item 'c' is always shown in the overflow menu, which lists entries by title, but it has no title",
        ])
    }
}
