import BarDiagnostics
import BarModel

extension LintRule {
    /// Text forced into the fixed-width vertical bar (P14).
    public static let textItemVerticalPreferred = LintRule(
        RuleDescription(
            id: "text-item-vertical-preferred",
            name: "Text item forced into the vertical bar",
            summary: "A text-only item, or a custom view without a vertical layout, is marked vertical-preferred.",
            rationale: """
                axis: vertical-preferred sends an item to the vertical bar whenever there is one, even when it has \
                nothing narrow to show there (P14), where axis automatic would keep it horizontal (P12). The vertical bar has a fixed width and flexible height (P17), so \
                a title or a wide custom view spills over its edge. Give the item a symbol, give the custom view a \
                vertical layout (view: custom-vertical), or let it stay horizontal (axis: horizontal-only, the \
                fix-it; axis: automatic would keep a text-only item horizontal too, but without a symbol it is \
                then item-missing-symbol's finding). A screen that hides its navigation bar may leave no horizontal \
                bar to show it (P13, P15): show the navigation bar first.
                """,
            platformRules: [.p14, .p17, .p12, .p13, .p15],
            severity: .warning, kind: .correctness, usesPlacements: true,
            triggeringExamples: [
                RuleExample("""
                    screen editor {
                      stack {
                        toolbar {
                          item publish { title: "Publish" axis: ↓vertical-preferred }
                        }
                      }
                    }
                    """, note: "A title alone in the strip spills over its fixed width."),
                RuleExample("""
                    screen player {
                      stack {
                        toolbar {
                          item scrubber { title: "Position" view: custom axis: ↓vertical-preferred }
                        }
                      }
                    }
                    """, note: "A custom view laid out for a horizontal bar."),
                RuleExample("""
                    screen reader {
                      navigation-bar: hidden
                      stack {
                        toolbar {
                          item contents { title: "Contents" axis: ↓vertical-preferred }
                        }
                      }
                    }
                    """, note: "No navigation bar to stay in: horizontal, the item would not be shown at all, so no fix-it is offered."),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen post {
                      stack {
                        toolbar {
                          overflow-menu {
                            item publish { title: "Publish" axis: vertical-preferred }
                          }
                        }
                      }
                    }
                    """, note: "An overflow-menu entry never takes the vertical bar."),
                RuleExample("""
                    screen editor {
                      stack {
                        toolbar {
                          item publish { title: "Publish" symbol: "paperplane" axis: vertical-preferred }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen player {
                      stack {
                        toolbar {
                          item volume { title: "Volume" view: custom-vertical axis: vertical-preferred }
                        }
                      }
                    }
                    """, note: "The custom view has a layout for the vertical bar."),
            ]),
        check: { context, findings in
            for screen in context.screens {
                for site in context.items(screen) {
                    // Read in place: most items are let go here, and a copy retains all their strings.
                    guard site.item.axis == .verticalPreferred, !site.item.hasIconPresentation, site.mayTakeVerticalBar else { continue }
                    let item = site.item
                    let what = item.view == .custom ? "a custom view without a vertical layout" : "text only"
                    let problem = "item '\(item.id)' is \(what) but marked vertical-preferred, so it spills over the vertical bar's fixed width; give it a symbol\(item.view == .custom ? " or 'view: custom-vertical'" : "")"
                    let place = context.place(of: "axis", inBlockAt: item.range, orName: item.nameRange)
                    // Staying horizontal is said as horizontal-only: 'automatic' keeps such an item horizontal
                    // too (P12), but a text-only one then draws item-missing-symbol, which asks for a symbol or
                    // horizontal-only; the fix-it must not trade one finding for another. Where no horizontal bar
                    // shows the item (its navigation bar hidden), either axis hides it in every posture, so no
                    // fix-it is offered and the advice is to show the navigation bar first.
                    switch context.horizontalHome(of: item, in: screen) {
                    case .nowhere:
                        findings.add(
                            problem + ", or show its navigation bar and let it stay horizontal: no horizontal bar shows it now, so horizontal it would not be shown at all",
                            at: place)
                        continue
                    case .notWhileVertical:
                        findings.add(
                            problem + ", or show its navigation bar and let it stay horizontal: \(HorizontalHome.hiddenNavigationBarReason), so horizontal it would not be shown there",
                            at: place)
                        continue
                    case .shown:
                        break
                    }
                    findings.add(
                        problem + ", or let it stay horizontal",
                        at: place,
                        fixIt: context.setting("axis", to: "horizontal-only", inBlockAt: item.range))
                }
            }
        })
}
