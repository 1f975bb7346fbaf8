import BarDiagnostics
import BarModel

extension LintRule {
    /// Items without a title: nothing to show once they overflow (P25).
    public static let itemMissingTitle = LintRule(
        RuleDescription(
            id: "item-missing-title",
            name: "Item without a title",
            summary: "A toolbar item has no title.",
            rationale: """
                The system chooses how an item looks from its symbol and its title: the symbol in a bar, the title \
                when there is no symbol, and both once the item is in the overflow menu (P25). On iPhone Duo items \
                overflow far more often than on other iPhones, because the vertical strip is short and gets shorter \
                with the keyboard (P4, §10); an item without a title then shows a bare icon in the menu, and \
                VoiceOver has nothing to read. Give every item a title even when only its symbol is expected to \
                show (§8). Entries that only ever appear in a menu are checked by menu-missing-title, inspector \
                items by inspector-icon-only.
                """,
            platformRules: [.p25, .p4, .section(8)],
            severity: .warning, kind: .correctness,
            triggeringExamples: [
                RuleExample("""
                    screen inbox {
                      stack {
                        toolbar {
                          item ↓compose { symbol: "square.and.pencil" }
                        }
                      }
                    }
                    """, note: "A symbol alone: fine in the bar, a bare icon in the overflow menu."),
                RuleExample("""
                    screen photos {
                      tab-view {
                        tab library {
                          title: "Library"
                          symbol: "photo.on.rectangle"
                          stack {
                            toolbar {
                              item share { title: "Share" symbol: "square.and.arrow.up" }
                              item ↓favorite { symbol: "heart" }
                              item ↓trash { symbol: "trash" priority: low }
                            }
                          }
                        }
                      }
                    }
                    """, note: "Every untitled item is reported, wherever it is declared."),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen inbox {
                      stack {
                        toolbar {
                          item compose { title: "New Message" symbol: "square.and.pencil" }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen reader {
                      stack {
                        toolbar {
                          item font { title: "Text Size" view: custom-vertical }
                        }
                      }
                    }
                    """, note: "A custom view with a vertical layout still has a title for the menu."),
            ]),
        check: { context, findings in
            for screen in context.screens {
                for site in context.items(screen) where site.item.title == nil && !site.isMenuEntry && site.owner != .inspector {
                    let item = site.item
                    let title = RuleText.title(fromID: item.id)
                    findings.add(
                        "item '\(item.id)' has no title; the overflow menu and VoiceOver need one even when the bar shows only the symbol",
                        at: item.nameRange,
                        fixIt: context.insertion("title: \"\(title)\"", inBlockAt: item.range, message: "add 'title: \"\(title)\"'"))
                }
            }
        })
}
