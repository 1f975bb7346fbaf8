import BarDiagnostics
import BarModel

extension LintRule {
    /// Navigation first, prominent actions pinned (P18, P21, P24).
    public static let navigationOrder = LintRule(
        RuleDescription(
            id: "navigation-order",
            name: "Navigation and confirmation out of order",
            summary: "A back or close item is not declared first or lacks a navigation placement, or a confirmation such as Done is not pinned.",
            rationale: """
                The vertical bar is ordered by meaning, top to bottom: primary navigation (back, close — \
                placement cancellation or navigation), then prominent actions (placement pinned-trailing, e.g. \
                Done), then the other items (P18). The system can only honour that order when items say what they \
                are: a close button with placement automatic sits among the other items and may even overflow, and \
                a Done that is not pinned can leave for the overflow menu, while pinned items never do (P24) and \
                sit at the trailing end of a horizontal bar (P21). Declare navigation first so the spec reads in \
                the order people see (§8).
                """,
            platformRules: [.p18, .p21, .p24, .section(8)],
            severity: .warning, kind: .design,
            triggeringExamples: [
                RuleExample("""
                    screen compose {
                      sheet {
                        toolbar {
                          item ↓close { title: "Close" symbol: "xmark" }
                          item send { title: "Send" symbol: "paperplane" placement: pinned-trailing }
                        }
                      }
                    }
                    """, note: "A close button without 'placement: cancellation'."),
                RuleExample("""
                    screen settings {
                      stack {
                        toolbar {
                          item cancel { title: "Cancel" symbol: "xmark" placement: cancellation }
                          item done { title: "Done" symbol: "checkmark" placement: ↓confirmation }
                        }
                      }
                    }
                    """, note: "Done is a prominent action: pin it."),
                RuleExample("""
                    screen viewer {
                      stack {
                        toolbar {
                          item share { title: "Share" symbol: "square.and.arrow.up" }
                          item ↓go-back { title: "Back" symbol: "chevron.backward" placement: navigation }
                        }
                      }
                    }
                    """, note: "Navigation declared after another item."),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen compose {
                      sheet {
                        toolbar {
                          item close { title: "Close" symbol: "xmark" placement: cancellation }
                          item share { title: "Share" symbol: "square.and.arrow.up" }
                          item send { title: "Send" symbol: "paperplane" placement: pinned-trailing }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen notes {
                      stack {
                        back-button: true
                        toolbar {
                          item done { title: "Done" symbol: "checkmark" placement: pinned-trailing }
                          item find { title: "Find" symbol: "magnifyingglass" }
                          item hide-keyboard { title: "Done" symbol: "keyboard.chevron.compact.down" placement: keyboard }
                        }
                      }
                    }
                    """, note: "The system's back button leads anyway; keyboard items have their own bar."),
            ]),
        check: { context, findings in
            for screen in context.screens {
                for site in context.outline(screen).toolbars {
                    if case .handMadeBar = site.owner { continue }
                    var sawOtherItem = false
                    for item in site.toolbar.items where !item.isInOverflowMenu && item.placement != .keyboard {
                        // Found only for a finding: most items have none, and finding an attribute walks the block.
                        func placementPlace() -> SourceRange { context.place(of: "placement", inBlockAt: item.range, orName: item.nameRange) }
                        if !isNavigation(item.placement), looksLikeNavigation(item) {
                            findings.add(
                                "item '\(item.id)' looks like a back or close button but has placement \(item.placement.rawValue); give it 'placement: cancellation' (or navigation) so it leads the bar",
                                at: placementPlace(),
                                fixIt: context.setting("placement", to: ItemPlacement.cancellation.rawValue, inBlockAt: item.range))
                        } else if item.placement != .pinnedTrailing, looksLikeConfirmation(item) {
                            findings.add(
                                "item '\(item.id)' confirms the screen but is not pinned; give it 'placement: pinned-trailing' so it stays right after navigation and never overflows",
                                at: placementPlace(),
                                fixIt: context.setting("placement", to: ItemPlacement.pinnedTrailing.rawValue, inBlockAt: item.range))
                        } else if isNavigation(item.placement), sawOtherItem {
                            findings.add(
                                "navigation item '\(item.id)' is declared after other items; declare back and close first, in the order the bar shows them",
                                at: item.nameRange)
                        }
                        if !isNavigation(item.placement) { sawOtherItem = true }
                    }
                }
            }
        })

    static func isNavigation(_ placement: ItemPlacement) -> Bool {
        placement == .cancellation || placement == .navigation
    }

    static let navigationTitles: Set<String> = ["back", "close", "cancel", "dismiss", "戻る", "閉じる", "キャンセル"]
    static let navigationSymbols: Set<String> = ["xmark", "xmark.circle", "xmark.circle.fill", "chevron.left", "chevron.backward"]
    static let confirmationTitles: Set<String> = ["done", "save", "ok", "完了", "保存", "決定"]

    static func looksLikeNavigation(_ item: ToolbarItem) -> Bool {
        if let title = item.title?.lowercased(), navigationTitles.contains(title) { return true }
        return item.symbol.map { navigationSymbols.contains($0) } ?? false
    }

    static func looksLikeConfirmation(_ item: ToolbarItem) -> Bool {
        if item.placement == .confirmation { return true }
        guard let title = item.title?.lowercased(), confirmationTitles.contains(title) else { return false }
        return item.placement != .cancellation && item.placement != .navigation && item.placement != .bottom
    }
}
