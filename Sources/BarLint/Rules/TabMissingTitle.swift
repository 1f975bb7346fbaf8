import BarDiagnostics
import BarModel

extension LintRule {
    /// Tabs without a title: nothing for the long-press list, the horizontal tab bar or VoiceOver (P16).
    public static let tabMissingTitle = LintRule(
        RuleDescription(
            id: "tab-missing-title",
            name: "Tab without a title",
            summary: "A tab has no title.",
            rationale: """
                In the vertical bar tabs show icons, and their titles appear on a long press (P16); in the \
                horizontal tab bar (inner display in portrait, P1) the title is printed under the icon, and a \
                collapsed tab bar lists the tabs by title (P29). A tab without a title leaves all three, and \
                VoiceOver, with nothing to say. Give every tab a title and a symbol (§8).
                """,
            platformRules: [.p16, .p29, .section(8)],
            severity: .warning, kind: .correctness,
            triggeringExamples: [
                RuleExample("""
                    screen music {
                      tab-view {
                        tab ↓library { symbol: "music.note.house" }
                        tab search { title: "Search" symbol: "magnifyingglass" }
                      }
                    }
                    """),
                RuleExample("""
                    screen music {
                      tab-view {
                        tab ↓listen { symbol: "play.circle" }
                        tab ↓radio { symbol: "dot.radiowaves.left.and.right" }
                      }
                    }
                    """),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen music {
                      tab-view {
                        tab library { title: "Library" symbol: "music.note.house" }
                        tab search { title: "Search" symbol: "magnifyingglass" }
                      }
                    }
                    """),
                RuleExample("""
                    screen music {
                      tab-view {
                        tab library { title: "ライブラリ" symbol: "music.note.house" }
                      }
                    }
                    """),
            ]),
        check: { context, findings in
            for screen in context.screens {
                for site in context.outline(screen).tabs where site.tab.title == nil {
                    let title = RuleText.title(fromID: site.tab.id)
                    findings.add(
                        "tab '\(site.tab.id)' has no title; it is needed for the long-press list, the horizontal tab bar and VoiceOver",
                        at: site.tab.nameRange,
                        fixIt: context.insertion("title: \"\(title)\"", inBlockAt: site.tab.range, message: "add 'title: \"\(title)\"'"))
                }
            }
        })
}
