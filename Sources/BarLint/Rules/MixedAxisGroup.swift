import BarDiagnostics
import BarModel
import BarSolver

extension LintRule {
    /// Related items belong on one axis (P17).
    public static let mixedAxisGroup = LintRule(
        RuleDescription(
            id: "mixed-axis-group",
            name: "Group split across axes",
            summary: "The items of one group land on different axes (the vertical bar and a horizontal bar) in some posture.",
            rationale: """
                A group says its items belong together, and the system keeps related items side by side. When some \
                of a group's items may go vertical and others may not (text-only items, custom views, \
                horizontal-only items; P12, P13), the group is torn apart: part of it in the strip, part in the \
                navigation bar at the top (P15). Related items belong on the same axis (P17): give them all symbols \
                and the same axis behaviour, or split the group. The rule runs the solver in every posture.
                """,
            platformRules: [.p17, .p12, .p13, .p15],
            severity: .warning, kind: .placement, usesPlacements: true,
            triggeringExamples: [
                RuleExample("""
                    screen editor {
                      stack {
                        toolbar {
                          group ↓format {
                            item bold { title: "Bold" symbol: "bold" }
                            item style { title: "Style" symbol: "textformat" axis: horizontal-only }
                          }
                        }
                      }
                    }
                    """, note: "Bold goes to the strip, Style stays in the navigation bar at the top."),
                RuleExample("""
                    screen maps {
                      stack {
                        toolbar {
                          item search { title: "Search" symbol: "magnifyingglass" }
                          group ↓zoom {
                            item zoom-in { title: "Zoom In" symbol: "plus.magnifyingglass" }
                            item level { title: "Zoom Level" view: custom }
                          }
                        }
                      }
                    }
                    """, note: "A custom view without a vertical layout stays horizontal."),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen editor {
                      stack {
                        toolbar {
                          group format {
                            item bold { title: "Bold" symbol: "bold" }
                            item italic { title: "Italic" symbol: "italic" }
                          }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen editor {
                      stack {
                        toolbar {
                          group edit {
                            item select { title: "Select" symbol: "checkmark.circle" alternate-title: "Done" axis: horizontal-only }
                            item sort { title: "Sort" symbol: "arrow.up.arrow.down" axis: horizontal-only }
                          }
                        }
                      }
                    }
                    """, note: "Both horizontal-only: the group stays together at the top."),
            ]),
        check: { context, findings in
            for screen in context.screens {
                let postures = context.unobstructedPlacements(screen)
                for site in context.outline(screen).toolbars where !site.toolbar.groups.isEmpty {
                    let groups = context.groups(of: site.toolbar, in: screen, node: site.node)
                    for group in site.toolbar.groups {
                        let members = groups.members(of: group.id).map { site.toolbar.items[$0] }
                        var split: [String] = []
                        var example = ""
                        for posture in postures {
                            let vertical = members.filter { member in posture.withItem(member.id) { $0.axis } == .vertical }.map(\.id)
                            let horizontal = members.filter { member in posture.withItem(member.id) { $0.axis } == .horizontal }.map(\.id)
                            guard !vertical.isEmpty, !horizontal.isEmpty else { continue }
                            if split.isEmpty {
                                example = " (\(RuleText.list(vertical)) vertical, \(RuleText.list(horizontal)) horizontal in \(posture.name))"
                            }
                            split.append(posture.name)
                        }
                        guard !split.isEmpty else { continue }
                        findings.add(
                            "group '\(group.id)' is split between the vertical and a horizontal bar in \(RuleText.list(split))\(example); related items belong on one axis",
                            at: context.nameRange(ofBlockAt: group.range))
                    }
                }
            }
        })
}
