import BarDiagnostics
import BarModel

extension LintRule {
    /// Inspector items stay horizontal and need titles (P8).
    public static let inspectorIconOnly = LintRule(
        RuleDescription(
            id: "inspector-icon-only",
            name: "Inspector item without a title",
            summary: "An item in an inspector's toolbar has no title.",
            rationale: """
                An inspector never gets a vertical bar of its own: its items stay horizontal, in a trailing column \
                in regular width and in a sheet in compact width and on the outer display (P8). Its items are \
                therefore laid out and overflowed like any horizontal bar's, and the overflow menu lists them by \
                title (P25). Icon-only inspector items lose their meaning there; give each a title, and do not rely \
                on the vertical bar for actions that only the inspector needs (§8).
                """,
            platformRules: [.p8, .p25, .section(8)],
            severity: .warning, kind: .design,
            triggeringExamples: [
                RuleExample("""
                    screen canvas {
                      stack {
                        toolbar {
                          item add { title: "Add" symbol: "plus" }
                        }
                        inspector {
                          title: "Format"
                          toolbar {
                            item ↓align { symbol: "text.aligncenter" }
                          }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen files {
                      split-view {
                        sidebar { title: "Folders" }
                        detail {
                          title: "File"
                          inspector {
                            toolbar {
                              item ↓info { symbol: "info.circle" }
                            }
                          }
                        }
                      }
                    }
                    """, note: "A detail column's inspector (one item: it shares the detail's half of an even split on the inner display, so a second would overflow there)."),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen canvas {
                      stack {
                        inspector {
                          title: "Format"
                          toolbar {
                            item align { title: "Alignment" symbol: "text.aligncenter" }
                          }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen canvas {
                      stack {
                        toolbar {
                          item add { title: "Add" symbol: "plus" }
                        }
                      }
                    }
                    """),
            ]),
        check: { context, findings in
            for screen in context.screens {
                for site in context.items(screen) where site.owner == .inspector && site.item.title == nil && site.menu == nil && !site.item.isInOverflowMenu {
                    let item = site.item
                    let title = RuleText.title(fromID: item.id)
                    findings.add(
                        "inspector item '\(item.id)' has no title; inspector items stay horizontal (in a sheet on the outer display) and overflow into a menu that lists titles",
                        at: item.nameRange,
                        fixIt: context.insertion("title: \"\(title)\"", inBlockAt: item.range, message: "add 'title: \"\(title)\"'"))
                }
            }
        })
}
