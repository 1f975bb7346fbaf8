import BarDiagnostics
import BarModel

extension LintRule {
    /// Tabs of one tab view, or columns of one split view, that disagree on the vertical bar (P6, §8).
    public static let inconsistentVerticalBehavior = LintRule(
        RuleDescription(
            id: "inconsistent-vertical-behavior",
            name: "Inconsistent vertical-bar setting",
            summary: "The tabs of one tab view, or the columns of one split view, disagree on vertical-behavior.",
            rationale: """
                The vertical-bar setting resolves per window: a tab view uses the selected tab's value and a split \
                view the trailing-most column's (P6). When tabs disagree, switching tabs moves the whole bar — and \
                the tab bar with it — between the side and the top and bottom; when columns disagree, the result \
                depends on which column is trailing in the current posture, which changes as the split view \
                collapses on the outer display (P7). Keep the setting the same across a tab view's tabs and a \
                split view's columns (§8). The value most of them use is taken as intended (automatic on a tie), \
                and the others are reported.
                """,
            platformRules: [.p6, .p7, .section(8)],
            severity: .warning, kind: .consistency,
            triggeringExamples: [
                RuleExample("""
                    screen store {
                      tab-view {
                        tab home { title: "Home" symbol: "house" }
                        tab browse { title: "Browse" symbol: "square.grid.2x2" }
                        tab player {
                          title: "Player"
                          symbol: "play.circle"
                          vertical-behavior: ↓disabled
                        }
                      }
                    }
                    """, note: "Selecting Player would move the tab bar from the side to the bottom.", alsoTriggers: ["vertical-disabled"]),
                RuleExample("""
                    screen store {
                      tab-view {
                        tab home {
                          title: "Home"
                          symbol: "house"
                          stack {
                            vertical-behavior: ↓disabled
                            toolbar {
                              item add { title: "Add" symbol: "plus" }
                            }
                          }
                        }
                        tab search { title: "Search" symbol: "magnifyingglass" }
                      }
                    }
                    """, note: "Set on the tab's stack: it still decides while the tab is selected.", alsoTriggers: ["vertical-disabled"]),
                RuleExample("""
                    screen mail {
                      split-view {
                        sidebar { title: "Mailboxes" }
                        content { title: "Inbox" }
                        detail {
                          title: "Message"
                          vertical-behavior: ↓disabled
                        }
                      }
                    }
                    """, note: "Columns of one split view.", alsoTriggers: ["vertical-disabled"]),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen store {
                      tab-view {
                        vertical-behavior: automatic
                        tab home { title: "Home" symbol: "house" }
                        tab search { title: "Search" symbol: "magnifyingglass" vertical-behavior: automatic }
                      }
                    }
                    """),
                RuleExample("""
                    screen mail {
                      split-view {
                        sidebar { title: "Mailboxes" }
                        detail { title: "Message" }
                      }
                    }
                    """),
            ]),
        check: { context, findings in
            for screen in context.screens {
                let outline = context.outline(screen)
                let postures = context.device(for: screen)?.postures ?? []
                for tabViewNode in outline.tabViewNodes {
                    // P6 through the one resolver: what each tab resolves to while it is selected, posture by
                    // posture, since a split view inside a tab decides with the column it shows (P7).
                    let tabNodes = outline.nodes[tabViewNode].children
                    var reported: Set<Int> = []
                    for posture in postures {
                        let values = tabNodes.map { outline.resolvedSettings(from: $0, in: posture).verticalBehavior }
                        let intended = intendedBehavior(values)
                        for (tabNode, value) in zip(tabNodes, values) where value != intended && !reported.contains(tabNode) {
                            guard case .tab(let tab) = outline.nodes[tabNode].element else { continue }
                            reported.insert(tabNode)
                            let written = context.attributes("vertical-behavior", within: tab.range).first { $0.value?.text == value.rawValue }
                            findings.add(
                                "tab '\(tab.id)' resolves vertical-behavior to \(value.rawValue) while the other tabs of its tab view use \(intended.rawValue); switching to it would move the bars between the side and the top and bottom",
                                at: written?.value?.range ?? tab.nameRange)
                        }
                    }
                }
                for splitNode in outline.splitViewNodes {
                    let columns = outline.nodes[splitNode].children.compactMap { node -> (Column, VerticalBehavior)? in
                        guard case .column(let column) = outline.nodes[node].element else { return nil }
                        return (column, outline.nodes[node].settings.verticalBehavior)
                    }
                    let intended = intendedBehavior(columns.map(\.1))
                    for (column, value) in columns where value != intended {
                        let place = context.valueRange(of: "vertical-behavior", inBlockAt: column.range)
                            ?? context.nameRange(ofBlockAt: column.range)
                        findings.add(
                            "the \(column.role.rawValue) column resolves vertical-behavior to \(value.rawValue) while the other columns use \(intended.rawValue); which one decides changes as the split view collapses and expands",
                            at: place)
                    }
                }
            }
        })

    /// The value most use; `automatic` on a tie.
    static func intendedBehavior(_ values: [VerticalBehavior]) -> VerticalBehavior {
        let automatic = values.filter { $0 == .automatic }.count
        return automatic * 2 >= values.count ? .automatic : .disabled
    }
}
