import BarDiagnostics
import BarModel

extension LintRule {
    /// Items that switch between a symbol and a text must stay horizontal (P17).
    public static let switchingRepresentationAxis = LintRule(
        RuleDescription(
            id: "switching-representation-axis",
            name: "Switching item not pinned to horizontal",
            summary: "An item that switches between a symbol and a text (Select ↔ Done) is not horizontal-only.",
            rationale: """
                An item that changes between a symbol and a text while the user works (an Edit button that becomes \
                Done) may sit in the vertical bar as a symbol but not as a text, so it would jump between axes in \
                the middle of a task, which feels abrupt. The system's own edit button is already horizontal-only; \
                an equivalent custom item must say so itself with axis: horizontal-only, which keeps it in horizontal bars only (P13, P17, §8). \
                An item that only swaps one symbol for another fits the vertical bar in both states and is not \
                reported.
                """,
            platformRules: [.p17, .p13, .section(8)],
            severity: .warning, kind: .design, usesPlacements: true,
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
                            alternate-title: "Done"
                            axis: ↓vertical-preferred
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
                          item edit { title: "Edit" symbol: "pencil" alternate-title: "Done" placement: keyboard }
                          overflow-menu {
                            item select { title: "Select" symbol: "checkmark.circle" alternate-title: "Done" }
                          }
                        }
                      }
                    }
                    """, note: "A keyboard item (P10) and an overflow-menu entry never take the vertical bar."),
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
                          item view-as { title: "View as Grid" symbol: "square.grid.2x2" alternate-symbol: "list.bullet" }
                        }
                      }
                    }
                    """, note: "An item that never switches, or switches from one symbol to another, may take either axis."),
            ]),
        check: { context, findings in
            for screen in context.screens {
                for site in context.items(screen) {
                    let item = site.item
                    guard switchesBetweenSymbolAndText(item), site.mayTakeVerticalBar else { continue }
                    let switches = item.hasIconPresentation
                        ? "from \(item.symbol != nil ? "a symbol" : "an image") to the text '\(item.alternateTitle ?? "")'"
                        : "from a text to the symbol '\(item.alternateSymbol ?? "")'"
                    let problem = "item '\(item.id)' switches \(switches) but is not horizontal-only, so it could jump between the vertical and the horizontal bar while in use"
                    let place = context.place(of: "axis", inBlockAt: item.range, orName: item.nameRange)
                    // An item no horizontal bar shows would be hidden everywhere by horizontal-only (P13, P15):
                    // the fix would lose it, so the advice is to give it a bar first.
                    switch context.horizontalHome(of: item, in: screen) {
                    case .nowhere:
                        findings.add(
                            problem + "; no horizontal bar shows it where bars are horizontal, so horizontal-only alone would hide it in every posture: show its navigation bar, then add 'axis: horizontal-only'",
                            at: place)
                        continue
                    case .notWhileVertical:
                        findings.add(
                            problem + "; \(HorizontalHome.hiddenNavigationBarReason), so horizontal-only alone would hide it there: show its navigation bar, then add 'axis: horizontal-only'",
                            at: place)
                        continue
                    case .shown:
                        break
                    }
                    findings.add(
                        problem + "; add 'axis: horizontal-only'",
                        at: place,
                        fixIt: context.setting("axis", to: "horizontal-only", inBlockAt: item.range))
                }
            }
        })

    /// Whether the item's other state shows a different kind of thing: a symbol becomes a text (Select with a
    /// symbol → Done) or a text becomes a symbol. Without an alternate symbol the other state shows its
    /// alternate title as text; a symbol that becomes another symbol stays fit for the vertical bar.
    static func switchesBetweenSymbolAndText(_ item: ToolbarItem) -> Bool {
        guard item.alternateTitle != nil || item.alternateSymbol != nil else { return false }
        let otherIsSymbol = item.alternateSymbol != nil
        return item.hasIconPresentation != otherIsSymbol
    }
}
