import BarDiagnostics
import BarModel

extension LintRule {
    /// Text-only items: they cannot go vertical and crowd the horizontal bar (P12).
    public static let itemMissingSymbol = LintRule(
        RuleDescription(
            id: "item-missing-symbol",
            name: "Item without a symbol",
            summary: "A standard toolbar item has a title but no symbol.",
            rationale: """
                The vertical bar has a fixed width, so only items shown as an icon (a symbol, or an image of the \
                app's own) may go there: with axis \
                automatic a text-only item stays horizontal (P12), in the navigation bar that remains at the top \
                (P15), apart from the rest of the bar and away from the thumb. The system uses the symbol in bars and \
                the title in menus, so give every item both (§8), even if the title is all you expect to see on \
                other iPhones. An item whose text is the information itself (a cart total) is the exception: mark it \
                axis: horizontal-only and this rule leaves it alone. Custom views and entries that only appear in \
                menus are not checked, nor keyboard items, which never go vertical (P10); text-only items marked \
                vertical-preferred are reported by text-item-vertical-preferred instead.
                """,
            platformRules: [.p12, .p15, .section(8)],
            severity: .warning, kind: .design,
            triggeringExamples: [
                RuleExample("""
                    screen notes {
                      stack {
                        toolbar {
                          item ↓edit { title: "Edit" }
                        }
                      }
                    }
                    """, note: "Text only: it stays in the top bar while every other item moves to the strip."),
                RuleExample("""
                    screen notes {
                      stack {
                        toolbar {
                          item new-note { title: "New Note" symbol: "square.and.pencil" priority: high }
                          item ↓sort { title: "Sort" placement: bottom }
                        }
                      }
                    }
                    """),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen notes {
                      stack {
                        toolbar {
                          item new-note { title: "New Note" symbol: "square.and.pencil" }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen shop {
                      stack {
                        toolbar {
                          item total { title: "$42.00" axis: horizontal-only }
                        }
                      }
                    }
                    """, note: "The text is the information, and the item says so by staying horizontal."),
                RuleExample("""
                    screen checkout {
                      stack {
                        toolbar {
                          item total { title: "¥3,980" placement: keyboard }
                          item next { title: "Next" placement: keyboard axis: horizontal-only }
                        }
                      }
                    }
                    """, note: "Keyboard items never go vertical (P10): text alone is fine there."),
                RuleExample("""
                    screen mail {
                      stack {
                        toolbar {
                          item compose { title: "Compose" image: "compose-pen" }
                        }
                      }
                    }
                    """, note: "An image of the app's own is an icon too: the item may go vertical as a symbol item may (P12)."),
            ]),
        check: { context, findings in
            for screen in context.screens {
                for site in context.items(screen) {
                    let item = site.item
                    // A text-only item marked vertical-preferred is text-item-vertical-preferred's finding; a keyboard
                    // item never goes vertical (P10), so its text costs it nothing (one marked vertical-preferred is
                    // keyboard-item-vertical's).
                    guard item.view == .label, !item.hasIcon, !site.isMenuEntry, item.axis == .automatic, item.placement != .keyboard else { continue }
                    findings.add(
                        "item '\(item.id)' has no symbol, so it cannot go into the vertical bar; add a symbol (the title stays for menus), or mark it 'axis: horizontal-only' if the text is the information",
                        at: item.nameRange)
                }
            }
        })
}
