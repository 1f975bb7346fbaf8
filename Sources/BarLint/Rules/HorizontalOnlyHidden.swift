import BarDiagnostics
import BarModel
import BarSolver

extension LintRule {
    /// Horizontal-only items vanish where no horizontal bar can hold them (P13, P15).
    public static let horizontalOnlyHidden = LintRule(
        RuleDescription(
            id: "horizontal-only-hidden",
            name: "Horizontal-only item not shown",
            summary: "A horizontal-only item is not shown at all in some posture, because no horizontal bar can hold it.",
            rationale: """
                An item marked axis: horizontal-only goes only to horizontal bars. Where the posture has none for \
                it, the item is not shown at all — it does not move to the overflow menu (P13). While the bars are \
                vertical, the navigation bar that stays at the top is that home (P15); a screen that hides its \
                navigation bar has none, and its horizontal-only items disappear. Show the navigation bar, let the \
                item take the vertical bar (a symbol and axis: automatic), or put it in 'overflow-menu'.
                """,
            platformRules: [.p13, .p15],
            severity: .warning, kind: .placement, usesPlacements: true,
            triggeringExamples: [
                RuleExample("""
                    screen camera {
                      stack {
                        navigation-bar: hidden
                        toolbar {
                          item capture { title: "Capture" symbol: "camera" placement: bottom }
                          item flash { title: "Flash" symbol: "bolt" placement: bottom axis: ↓horizontal-only }
                        }
                      }
                    }
                    """, note: "While bars are vertical the flash has no horizontal bar: the navigation bar is hidden."),
                RuleExample("""
                    screen reader {
                      navigation-bar: hidden
                      stack {
                        toolbar {
                          item bookmark { title: "Bookmark" symbol: "bookmark" }
                          item page { title: "Page 3 of 12" view: custom axis: ↓horizontal-only }
                        }
                      }
                    }
                    """),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen toolbar-sample {
                      stack {
                        toolbar {
                          item share { title: "Share" symbol: "square.and.arrow.up" }
                          item layout { title: "Layout" symbol: "rectangle.split.2x1" axis: horizontal-only }
                        }
                      }
                    }
                    """, note: "The navigation bar stays at the top while bars are vertical, and holds the item (P15)."),
                RuleExample("""
                    screen camera {
                      stack {
                        navigation-bar: hidden
                        toolbar {
                          item capture { title: "Capture" symbol: "camera" placement: bottom }
                          overflow-menu {
                            item grid { title: "Grid" symbol: "grid" axis: horizontal-only }
                          }
                        }
                      }
                    }
                    """, note: "In the overflow menu it is always reachable."),
            ]),
        check: { context, findings in
            for screen in context.screens {
                let postures = context.placements(screen)
                for site in context.items(screen) where site.menu == nil && site.item.axis == .horizontalOnly && !site.item.isInOverflowMenu {
                    let item = site.item
                    let hidden = postures.filter { posture in
                        posture.withItem(item.id) { entry in
                            guard entry.bar == .hidden, let rules = entry.hiddenReason?.rules else { return false }
                            return rules.contains(.p13) || rules.contains(.p15)
                        } ?? false
                    }.map(\.name)
                    guard !hidden.isEmpty else { continue }
                    findings.add(
                        "horizontal-only item '\(item.id)' is not shown at all in \(RuleText.list(hidden)): no horizontal bar holds it there, and such items do not move to the overflow menu",
                        at: context.place(of: "axis", inBlockAt: item.range, orName: item.nameRange))
                }
            }
        })
}
