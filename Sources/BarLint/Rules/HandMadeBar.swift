import BarDiagnostics
import BarModel

extension LintRule {
    /// Bars the app builds itself never move (P5).
    public static let handMadeBar = LintRule(
        RuleDescription(
            id: "hand-made-bar",
            name: "Hand-made bar",
            summary: "A screen builds a bar of its own (UIToolbar, UINavigationBar, UITabBar, an HStack of buttons).",
            rationale: """
                Only bars owned by a navigation container (NavigationStack, NavigationSplitView, TabView; \
                UINavigationController, UITabBarController) move into the vertical bar. A hand-made bar's contents \
                are not considered for the vertical layout at all, which is the most common reason an app's bars \
                stay horizontal on iPhone Duo (P5). Do not build bars by hand (§8): move the items into the container's toolbar.
                """,
            platformRules: [.p5, .section(8)],
            severity: .warning, kind: .correctness,
            triggeringExamples: [
                RuleExample("""
                    screen player {
                      stack {
                        title: "Now Playing"
                      }
                      hand-made-bar ↓controls {
                        edge: bottom
                        item play { title: "Play" symbol: "play.fill" }
                      }
                    }
                    """),
                RuleExample("""
                    screen viewer {
                      stack {
                        toolbar {
                          item share { title: "Share" symbol: "square.and.arrow.up" }
                        }
                      }
                      hand-made-bar ↓header { edge: top }
                    }
                    """, note: "Even an empty one: the content it will hold stays where it is."),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen player {
                      stack {
                        title: "Now Playing"
                        toolbar {
                          item play { title: "Play" symbol: "play.fill" placement: bottom }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen viewer {
                      tab-view {
                        tab photos { title: "Photos" symbol: "photo" }
                      }
                    }
                    """),
            ]),
        check: { context, findings in
            for screen in context.screens {
                for bar in screen.handMadeBars {
                    findings.add(
                        "hand-made bar '\(bar.id)' never moves into the vertical bar; put its items in the navigation container's toolbar",
                        at: context.nameRange(ofBlockAt: bar.range))
                }
            }
        })
}
