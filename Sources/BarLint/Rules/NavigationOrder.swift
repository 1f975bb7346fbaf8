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
                RuleExample("""
                    screen reader {
                      stack {
                        toolbar {
                          item ↓previous { title: "Back" symbol: "chevron.backward" }
                          item share { title: "Share" symbol: "square.and.arrow.up" }
                        }
                      }
                    }
                    """, note: "A back button: its fix is 'placement: navigation'."),
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
                RuleExample("""
                    screen photos {
                      stack {
                        toolbar {
                          item close { title: "Close" symbol: "xmark" placement: top-leading }
                          item remove { title: "Remove" symbol: "xmark.circle" }
                          item previous { title: "Previous Page" symbol: "chevron.left" }
                        }
                      }
                    }
                    """, note: "top-leading is a navigation placement; a title that names another action is not a back or close button, whatever its symbol."),
            ]),
        check: { context, findings in
            for screen in context.screens {
                for site in context.outline(screen).toolbars {
                    if case .handMadeBar = site.owner { continue }
                    var sawOtherItem = false
                    for item in site.toolbar.items where !item.isInOverflowMenu && item.placement != .keyboard {
                        // Found only for a finding: most items have none, and finding an attribute walks the block.
                        func placementPlace() -> SourceRange { context.place(of: "placement", inBlockAt: item.range, orName: item.nameRange) }
                        if !item.placement.isNavigation, let kind = navigationKind(item) {
                            // A back button is navigation; a close or cancel button dismisses: cancellation.
                            let placement: ItemPlacement = kind == .back ? .navigation : .cancellation
                            findings.add(
                                "item '\(item.id)' looks like a \(kind == .back ? "back" : "close") button but has placement \(item.placement.rawValue); give it 'placement: \(placement.rawValue)' so it leads the bar",
                                at: placementPlace(),
                                fixIt: context.setting("placement", to: placement.rawValue, inBlockAt: item.range))
                        } else if item.placement != .pinnedTrailing, looksLikeConfirmation(item) {
                            findings.add(
                                "item '\(item.id)' confirms the screen but is not pinned; give it 'placement: pinned-trailing' so it stays right after navigation and never overflows",
                                at: placementPlace(),
                                fixIt: context.setting("placement", to: ItemPlacement.pinnedTrailing.rawValue, inBlockAt: item.range))
                        } else if item.placement.isNavigation, sawOtherItem {
                            findings.add(
                                "navigation item '\(item.id)' is declared after other items; declare back and close first, in the order the bar shows them",
                                at: item.nameRange)
                        }
                        if !item.placement.isNavigation { sawOtherItem = true }
                    }
                }
            }
        })

    enum NavigationKind { case back, close }

    static let backTitles: Set<String> = ["back", "戻る"]
    static let closeTitles: Set<String> = ["close", "cancel", "dismiss", "閉じる", "キャンセル"]
    static let backSymbols: Set<String> = ["chevron.left", "chevron.backward"]
    static let closeSymbols: Set<String> = ["xmark", "xmark.circle", "xmark.circle.fill"]
    static let confirmationTitles: Set<String> = ["done", "save", "ok", "完了", "保存", "決定"]

    /// Whether the item reads as a back or a close button: by its title when it has one — a title names the
    /// action, so "Remove" with an `xmark.circle` or "Previous Page" with a chevron is neither — and by its
    /// symbol only when it has no title.
    static func navigationKind(_ item: ToolbarItem) -> NavigationKind? {
        if let title = item.title?.lowercased() {
            if backTitles.contains(title) { return .back }
            if closeTitles.contains(title) { return .close }
            return nil
        }
        guard let symbol = item.symbol else { return nil }
        if backSymbols.contains(symbol) { return .back }
        if closeSymbols.contains(symbol) { return .close }
        return nil
    }

    static func looksLikeConfirmation(_ item: ToolbarItem) -> Bool {
        if item.placement == .confirmation { return true }
        guard let title = item.title?.lowercased(), confirmationTitles.contains(title) else { return false }
        return item.placement != .cancellation && item.placement != .navigation && item.placement != .bottom
    }
}
