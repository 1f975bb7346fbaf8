import BarDiagnostics
import BarModel

extension LintRule {
    /// Opting out of the vertical bar outside the two accepted cases (P6, §8).
    public static let verticalDisabled = LintRule(
        RuleDescription(
            id: "vertical-disabled",
            name: "Vertical bar disabled",
            summary: "vertical-behavior: disabled on a screen that is neither immersive nor a sheet with a single close button.",
            rationale: """
                Disabling the vertical bar puts the screen's bars back at the top and bottom and the tab bar back \
                at the bottom (P6). Controls along the side are what makes the device familiar: each app that opts \
                out makes people relearn where things are. The guidance accepts two cases only: a bar-less, \
                immersive screen that uses the full width (a calculator; mark it immersive: true), and a sheet \
                whose only control is a close button (§8).
                """,
            platformRules: [.p6, .section(8)],
            severity: .warning, kind: .design,
            triggeringExamples: [
                RuleExample("""
                    screen library {
                      vertical-behavior: ↓disabled
                      stack {
                        toolbar {
                          item add { title: "Add" symbol: "plus" }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen store {
                      tab-view {
                        vertical-behavior: ↓disabled
                        tab home { title: "Home" symbol: "house" }
                        tab search { title: "Search" symbol: "magnifyingglass" }
                      }
                    }
                    """, note: "Set on a container instead of the screen: the same opt-out."),
                RuleExample("""
                    screen share-sheet {
                      sheet {
                        vertical-behavior: ↓disabled
                        toolbar {
                          item close { title: "Close" symbol: "xmark" placement: cancellation }
                          item send { title: "Send" symbol: "paperplane" placement: pinned-trailing }
                        }
                      }
                    }
                    """, note: "A sheet with more than a close button."),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen calculator {
                      immersive: true
                      vertical-behavior: disabled
                      stack { navigation-bar: hidden }
                    }
                    """, note: "An immersive, bar-less screen."),
                RuleExample("""
                    screen about {
                      sheet {
                        vertical-behavior: disabled
                        toolbar {
                          item close { title: "Close" symbol: "xmark" placement: cancellation }
                        }
                      }
                    }
                    """, note: "A sheet whose only control is a close button."),
            ]),
        check: { context, findings in
            for screen in context.screens where !screen.settings.immersive {
                if case .sheet(let sheet) = screen.root, isSingleCloseButtonSheet(sheet) { continue }
                for attribute in context.attributes("vertical-behavior", within: screen.range) {
                    guard let value = attribute.value, value.text == VerticalBehavior.disabled.rawValue else { continue }
                    findings.add(
                        // Said of the setting, not the screen: on a split view's column it may not decide the
                        // screen's bars at all (P6), which inconsistent-vertical-behavior reports.
                        "'vertical-behavior: disabled' in screen '\(screen.id)' turns the vertical bar off where it applies; keep the vertical bar except on immersive screens without bars ('immersive: true') and sheets whose only control is a close button",
                        at: value.range,
                        fixIt: Diagnostic.FixIt("replace with 'automatic'", replacing: value.range, with: VerticalBehavior.automatic.rawValue))
                }
            }
        })

    /// A sheet with no controls, or only one, which closes it.
    static func isSingleCloseButtonSheet(_ sheet: Sheet) -> Bool {
        let items = sheet.toolbar.items
        guard items.count <= 1 else { return false }
        return items.allSatisfy { $0.placement == .cancellation || $0.placement == .navigation }
    }
}
