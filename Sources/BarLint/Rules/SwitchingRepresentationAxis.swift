import BarDiagnostics
import BarModel

extension LintRule {
    /// Items that switch between a symbol and a text must stay horizontal (P17).
    public static let switchingRepresentationAxis = LintRule(
        RuleDescription(
            id: "switching-representation-axis",
            name: "Switching item not pinned to horizontal",
            summary: "An item that switches to another title or symbol (Select ↔ Done) is not horizontal-only.",
            rationale: """
                An item that changes between a symbol and a text while the user works (an Edit button that becomes \
                Done) may sit in the vertical bar as a symbol but not as a text, so it would jump between axes in \
                the middle of a task, which feels abrupt. The system's own edit button is already horizontal-only; \
                an equivalent custom item must say so itself with axis: horizontal-only, which keeps it in horizontal bars only (P13, P17, §8).
                """,
            platformRules: ["P17", "P13", "§8"],
            severity: .warning, kind: .design,
            triggeringExamples: [
                RuleExample("""
                    screen photos {
                      stack {
                        toolbar {
                          item ↓select { title: "Select" symbol: "checkmark.circle" alternate-title: "Done" }
                        }
                      }
                    }
                    """, note: "No axis written: automatic lets the symbol go vertical and the text come back."),
                RuleExample("""
                    screen photos {
                      stack {
                        toolbar {
                          item edit {
                            title: "Edit"
                            symbol: "pencil"
                            alternate-symbol: "checkmark"
                            axis: ↓vertical-preferred
                          }
                        }
                      }
                    }
                    """),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen photos {
                      stack {
                        toolbar {
                          item select { title: "Select" symbol: "checkmark.circle" alternate-title: "Done" axis: horizontal-only }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen photos {
                      stack {
                        toolbar {
                          item share { title: "Share" symbol: "square.and.arrow.up" }
                        }
                      }
                    }
                    """, note: "An item that never switches may take either axis."),
            ]),
        check: { context, findings in
            for screen in context.screens {
                for site in context.inventory(screen).items {
                    let item = site.item
                    guard item.alternateTitle != nil || item.alternateSymbol != nil, item.axis != .horizontalOnly else { continue }
                    let switches = item.alternateTitle.map { "to the title '\($0)'" } ?? item.alternateSymbol.map { "to the symbol '\($0)'" } ?? ""
                    findings.add(
                        "item '\(item.id)' switches \(switches) but is not horizontal-only, so it could jump between the vertical and the horizontal bar while in use; add 'axis: horizontal-only'",
                        at: context.place(of: "axis", inBlockAt: item.range, orName: item.nameRange),
                        fixIt: context.setting("axis", to: "horizontal-only", inBlockAt: item.range))
                }
            }
        })
}
