import BarDiagnostics
import BarModel

extension LintRule {
    /// Spacers instead of groups (P20).
    public static let manualSpacer = LintRule(
        RuleDescription(
            id: "manual-spacer",
            name: "Manual spacer",
            summary: "A toolbar uses a spacer to separate items instead of grouping them.",
            rationale: """
                Room in iPhone Duo's bars changes all the time: with the posture, the axis and the keyboard (P1, \
                P4). A flexible spacer collapses to nothing in the vertical bar, and a fixed one keeps its size \
                there, taking room an item could have (P20). Say which items belong together with a group instead \
                (SwiftUI ToolbarItemGroup, UIKit UIBarButtonItemGroup): groups get the right gap next to each other \
                on either axis and rearrange as space changes (§8).
                """,
            platformRules: [.p20, .p4, .section(8)],
            severity: .warning, kind: .design,
            triggeringExamples: [
                RuleExample("""
                    screen editor {
                      stack {
                        toolbar {
                          item undo { title: "Undo" symbol: "arrow.uturn.backward" }
                          ↓spacer flexible
                          item share { title: "Share" symbol: "square.and.arrow.up" }
                        }
                      }
                    }
                    """, note: "A flexible spacer is nothing at all in the vertical bar."),
                RuleExample("""
                    screen editor {
                      stack {
                        toolbar {
                          group edit {
                            item undo { title: "Undo" symbol: "arrow.uturn.backward" }
                            ↓spacer fixed
                            item redo { title: "Redo" symbol: "arrow.uturn.forward" }
                          }
                        }
                      }
                    }
                    """),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen editor {
                      stack {
                        toolbar {
                          group edit {
                            item undo { title: "Undo" symbol: "arrow.uturn.backward" }
                            item redo { title: "Redo" symbol: "arrow.uturn.forward" }
                          }
                          item share { title: "Share" symbol: "square.and.arrow.up" }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen editor {
                      stack {
                        toolbar {
                          item share { title: "Share" symbol: "square.and.arrow.up" }
                        }
                      }
                    }
                    """),
            ]),
        check: { context, findings in
            for screen in context.screens {
                for site in context.outline(screen).toolbars {
                    for spacer in site.toolbar.spacers {
                        // What the vertical bar does to it, where the toolbar can take that bar; elsewhere (an
                        // inspector, a hand-made bar) it is still spacing added by hand.
                        let effect =
                            !site.owner.mayTakeVerticalBar
                            ? "adds spacing by hand, which the system's own spacing should decide"
                            : spacer.kind == .flexible
                                ? "collapses to nothing in the vertical bar"
                                : "keeps its size in the vertical bar, taking room an item could have"
                        findings.add(
                            "a \(spacer.kind.rawValue) spacer in the toolbar of \(site.owner.phrase) \(effect); group related items with 'group <id> { … }' instead",
                            at: SourceRange.at(spacer.range.start),
                            fixIt: Diagnostic.FixIt("remove the spacer", replacing: spacer.range, with: ""))
                    }
                }
            }
        })
}
