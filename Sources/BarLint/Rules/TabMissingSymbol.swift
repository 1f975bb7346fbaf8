import BarDiagnostics
import BarModel

extension LintRule {
    /// Tabs without a symbol: the vertical tab stack shows icons only (P16).
    public static let tabMissingSymbol = LintRule(
        RuleDescription(
            id: "tab-missing-symbol",
            name: "Tab without a symbol",
            summary: "A tab has no symbol.",
            rationale: """
                Unlike a toolbar item, a tab without a symbol still goes into the vertical bar's tab stack, which \
                shows icons only; its label appears only on a long press (P16). A tab without a symbol is an empty \
                button there in every posture with vertical bars (P1). Give every tab a symbol and a title (§8).
                """,
            platformRules: [.p16, .p1, .section(8)],
            severity: .warning, kind: .correctness,
            triggeringExamples: [
                RuleExample("""
                    screen music {
                      tab-view {
                        tab ↓library { title: "Library" }
                        tab search { title: "Search" symbol: "magnifyingglass" }
                      }
                    }
                    """),
                RuleExample("""
                    screen music {
                      tab-view {
                        selected: radio
                        tab ↓listen { title: "Listen Now" }
                        tab ↓radio { title: "Radio" }
                      }
                    }
                    """, note: "Selected or not, every tab is in the stack."),
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
                      stack {
                        toolbar {
                          item search { title: "Search" symbol: "magnifyingglass" }
                        }
                      }
                    }
                    """, note: "No tab view, nothing to check."),
                RuleExample("""
                    screen music {
                      tab-view {
                        tab library { title: "Library" image: "vinyl-shelf" }
                        tab search { title: "Search" symbol: "magnifyingglass" }
                      }
                    }
                    """, note: "An image of the app's own is the tab's icon as a symbol would be."),
            ]),
        check: { context, findings in
            for screen in context.screens {
                for site in context.outline(screen).tabs where !site.tab.hasIcon {
                    findings.add(
                        "tab '\(site.tab.id)' has no symbol; the vertical bar shows tabs as icons only, so it would be an empty button there",
                        at: site.tab.nameRange)
                }
            }
        })
}
