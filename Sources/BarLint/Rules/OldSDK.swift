import BarDiagnostics
import BarModel

extension LintRule {
    /// Apps built with an SDK older than 27.1 keep horizontal bars (P5).
    public static let oldSDK = LintRule(
        RuleDescription(
            id: "old-sdk",
            name: "SDK too old for vertical bars",
            summary: "The screen is built with an SDK older than 27.1, so its bars never go vertical.",
            rationale: """
                Bars move into the vertical strip only for apps built with the iOS 27.1 SDK or later; with an older \
                SDK they stay at the top and bottom in every posture (P5), even on the outer display and on the \
                inner one in landscape, where other apps' bars are vertical (P1). That leaves less room for \
                content and puts controls out of the thumb's reach. Rebuild with the current SDK.
                """,
            platformRules: [.p5, .p1],
            severity: .warning, kind: .correctness,
            triggeringExamples: [
                RuleExample("""
                    screen settings {
                      sdk: ↓26.4
                      stack {
                        toolbar {
                          item done { title: "Done" symbol: "checkmark" placement: pinned-trailing }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen settings {
                      title: "Settings"
                      sdk: ↓27.0.3
                      stack { title: "Settings" }
                    }
                    """),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen settings {
                      sdk: 27.1
                      stack { title: "Settings" }
                    }
                    """),
                RuleExample("""
                    screen settings {
                      stack { title: "Settings" }
                    }
                    """, note: "Without 'sdk:' the screen is built with the current SDK."),
            ]),
        check: { context, findings in
            for screen in context.screens where screen.settings.sdk < .verticalBars {
                findings.add(
                    "screen '\(screen.id)' is built with SDK \(screen.settings.sdk), older than \(SDKVersion.verticalBars); its bars stay horizontal in every posture",
                    at: context.place(of: "sdk", inBlockAt: screen.range, orName: screen.nameRange),
                    fixIt: context.setting("sdk", to: SDKVersion.verticalBars.description, inBlockAt: screen.range))
            }
        })
}
