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
                vertical layout (view: custom-vertical), or let it stay horizontal (axis: automatic or \
                horizontal-only).
                """,
            platformRules: [.p14, .p17, .p12],
            severity: .warning, kind: .correctness,
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
                    guard site.item.axis == .verticalPreferred, !site.item.hasSymbolPresentation, site.mayTakeVerticalBar else { continue }
                    let item = site.item
                    let what = item.view == .custom ? "a custom view without a vertical layout" : "text only"
                    findings.add(
                        "item '\(item.id)' is \(what) but marked vertical-preferred, so it spills over the vertical bar's fixed width; give it a symbol\(item.view == .custom ? " or 'view: custom-vertical'" : ""), or let it stay horizontal",
                        at: context.place(of: "axis", inBlockAt: item.range, orName: item.nameRange),
                        fixIt: context.setting("axis", to: "automatic", inBlockAt: item.range))
                }
            }
        })
}
