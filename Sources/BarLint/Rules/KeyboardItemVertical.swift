import BarDiagnostics
import BarModel

extension LintRule {
    /// Keyboard accessory items never go vertical (P10).
    public static let keyboardItemVertical = LintRule(
        RuleDescription(
            id: "keyboard-item-vertical",
            name: "Keyboard item marked vertical",
            summary: "An item placed on the keyboard's accessory bar is marked vertical-preferred.",
            rationale: """
                Keyboard accessory bars stay with the keyboard and are never vertical (P10), so \
                axis: vertical-preferred (P14) on a placement: keyboard item has no effect and suggests a layout that \
                never happens. Remove the axis, or move the item to a bar that can go vertical.
                """,
            platformRules: [.p10, .p14],
            severity: .warning, kind: .correctness,
            triggeringExamples: [
                RuleExample("""
                    screen compose {
                      stack {
                        toolbar {
                          item bold { title: "Bold" symbol: "bold" placement: keyboard axis: ↓vertical-preferred }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen compose {
                      stack {
                        toolbar {
                          item send { title: "Send" symbol: "paperplane" }
                          item attach {
                            title: "Attach"
                            symbol: "paperclip"
                            axis: ↓vertical-preferred
                            placement: keyboard
                          }
                        }
                      }
                    }
                    """),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen compose {
                      stack {
                        toolbar {
                          item bold { title: "Bold" symbol: "bold" placement: keyboard }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen compose {
                      stack {
                        toolbar {
                          item send { title: "Send" symbol: "paperplane" axis: vertical-preferred }
                        }
                      }
                    }
                    """, note: "Not a keyboard item: it may prefer the vertical bar."),
            ]),
        check: { context, findings in
            for screen in context.screens {
                for site in context.items(screen) where site.item.placement == .keyboard && site.item.axis == .verticalPreferred {
                    let item = site.item
                    let axis = context.valueRange(of: "axis", inBlockAt: item.range)
                    findings.add(
                        "item '\(item.id)' is on the keyboard's accessory bar, which is never vertical; 'axis: vertical-preferred' has no effect there",
                        at: axis ?? item.nameRange,
                        fixIt: context.setting("axis", to: "automatic", inBlockAt: item.range))
                }
            }
        })
}
