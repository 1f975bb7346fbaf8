import BarDiagnostics
import BarModel

extension LintRule {
    /// Menu entries without a title (P25).
    public static let menuMissingTitle = LintRule(
        RuleDescription(
            id: "menu-missing-title",
            name: "Menu entry without a title",
            summary: "An entry of the overflow menu, or of a hand-made menu, has no title.",
            rationale: """
                In a menu every entry is shown by its title and icon (P25); an entry declared in 'overflow-menu' is \
                always there, and so is every entry of a hand-made menu. Without a title the menu shows a bare icon \
                or an empty row, and VoiceOver reads nothing. Unlike an item that only overflows now and then, such \
                an entry is never readable, so this is an error.
                """,
            platformRules: [.p25],
            severity: .error, kind: .correctness,
            triggeringExamples: [
                RuleExample("""
                    screen document {
                      stack {
                        toolbar {
                          item share { title: "Share" symbol: "square.and.arrow.up" }
                          overflow-menu {
                            item ↓export { symbol: "square.and.arrow.down" }
                          }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen document {
                      stack {
                        toolbar {
                          menu sort {
                            title: "Sort"
                            symbol: "arrow.up.arrow.down"
                            item ↓by-name { symbol: "textformat" }
                          }
                        }
                      }
                    }
                    """),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen document {
                      stack {
                        toolbar {
                          overflow-menu {
                            item export { title: "Export" symbol: "square.and.arrow.down" }
                          }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen document {
                      stack {
                        toolbar {
                          menu sort {
                            title: "Sort"
                            symbol: "arrow.up.arrow.down"
                            item by-name { title: "By Name" }
                          }
                        }
                      }
                    }
                    """),
            ]),
        check: { context, findings in
            for screen in context.screens {
                for site in context.items(screen) where site.isMenuEntry && site.item.title == nil {
                    let item = site.item
                    let title = RuleText.title(fromID: item.id)
                    let menu = site.menu.map { "the menu '\($0.id)'" } ?? "the overflow menu"
                    findings.add(
                        "\(item.isMenu ? "menu" : "item") '\(item.id)' is always shown in \(menu), which lists entries by title, but it has no title",
                        at: item.nameRange,
                        fixIt: context.insertion("title: \"\(title)\"", inBlockAt: item.range, message: "add 'title: \"\(title)\"'"))
                }
            }
        })
}
