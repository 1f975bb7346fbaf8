import BarDiagnostics
import BarModel

extension LintRule {
    /// The ellipsis symbol belongs to the system's overflow button (P19, P25, §8).
    public static let ellipsisSymbol = LintRule(
        RuleDescription(
            id: "ellipsis-symbol",
            name: "Item uses the overflow symbol",
            summary: "An app item uses the ellipsis symbol that the system keeps for its overflow button.",
            rationale: """
                The system shows its own overflow button, drawn with the ellipsis symbol, whenever the overflow \
                menu is not empty (P19, P25); on iPhone Duo that happens often, since the vertical strip is short \
                (§10). An app item with the same symbol looks like a second overflow button next to the real one. \
                Keep ellipsis and ellipsis.circle for the system and give other actions and menus a symbol of \
                their own, whatever other platforms do (§8). Hand-made menus with the ellipsis symbol are reported \
                by custom-overflow-menu.
                """,
            platformRules: [.p19, .p25, .section(8)],
            severity: .warning, kind: .design,
            triggeringExamples: [
                RuleExample("""
                    screen reader {
                      stack {
                        toolbar {
                          item actions { title: "Actions" symbol: "bolt" alternate-symbol: ↓"ellipsis.circle" }
                        }
                      }
                    }
                    """, note: "The symbol it switches to while in use counts too."),
                RuleExample("""
                    screen mail {
                      stack {
                        toolbar {
                          item actions { title: "Actions" symbol: ↓"ellipsis.circle" }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen mail {
                      stack {
                        toolbar {
                          item reply { title: "Reply" symbol: "arrowshape.turn.up.left" }
                          menu sort {
                            title: "Sort"
                            symbol: "arrow.up.arrow.down"
                            item by-date { title: "By Date" symbol: ↓"ellipsis" }
                          }
                        }
                      }
                    }
                    """, note: "Menu entries are checked too."),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen chat {
                      stack {
                        toolbar {
                          item typing { title: "Comments" symbol: "ellipsis.bubble" }
                          item code { title: "Snippet" symbol: "ellipsis.curlybraces" }
                        }
                      }
                    }
                    """, note: "Other symbols of the family say something else."),
                RuleExample("""
                    screen mail {
                      stack {
                        toolbar {
                          item actions { title: "Actions" symbol: "bolt.circle" }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen mail {
                      stack {
                        toolbar {
                          item reply { title: "Reply" symbol: "arrowshape.turn.up.left" }
                          overflow-menu {
                            item print { title: "Print" symbol: "printer" }
                          }
                        }
                      }
                    }
                    """, note: "The system draws the ellipsis for its own menu."),
            ]),
        check: { context, findings in
            for screen in context.screens {
                for site in context.items(screen) where !site.item.isMenu {
                    let item = site.item
                    // The symbol, and the one it switches to while in use (`alternate-symbol`).
                    for (attribute, symbol) in [("symbol", item.symbol), ("alternate-symbol", item.alternateSymbol)]
                    where RuleText.isEllipsisSymbol(symbol) {
                        findings.add(
                            "item '\(item.id)' uses the \(attribute == "symbol" ? "symbol" : "alternate symbol") '\(symbol ?? "")', which the system keeps for its overflow button; choose a symbol that says what the item does",
                            at: context.place(of: attribute, inBlockAt: item.range, orName: item.nameRange))
                    }
                }
            }
        })
}
