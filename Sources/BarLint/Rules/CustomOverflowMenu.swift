import BarDiagnostics
import BarModel

extension LintRule {
    /// Hand-made "More" menus instead of the system's overflow menu (P25, §8).
    public static let customOverflowMenu = LintRule(
        RuleDescription(
            id: "custom-overflow-menu",
            name: "Hand-made overflow menu",
            summary: "A hand-made menu titled \"More\" (or その他, …) or drawn with the ellipsis symbol stands in for the system overflow menu.",
            rationale: """
                The system already has an overflow menu, reached through its … button, which it shows whenever the \
                menu is not empty (P25) — on iPhone Duo, often (§10). A second, hand-made "More" menu splits the \
                overflow actions in two places and puts two look-alike buttons in one bar. Move its entries into \
                'overflow-menu { … }' (SwiftUI ToolbarOverflowMenu, UIKit additionalOverflowItems) and set \
                visibility priorities instead (P23, §8).
                """,
            platformRules: [.p25, .p23, .section(8)],
            severity: .warning, kind: .design,
            triggeringExamples: [
                RuleExample("""
                    screen mail {
                      stack {
                        toolbar {
                          item reply { title: "Reply" symbol: "arrowshape.turn.up.left" }
                          menu more {
                            title: ↓"More"
                            symbol: "list.bullet"
                            item print { title: "Print" symbol: "printer" }
                          }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen mail {
                      stack {
                        toolbar {
                          menu options {
                            title: "Options"
                            symbol: ↓"ellipsis.circle"
                            item print { title: "Print" symbol: "printer" }
                          }
                        }
                      }
                    }
                    """, note: "The ellipsis symbol makes it look like the system's button."),
                RuleExample("""
                    screen mail {
                      stack {
                        toolbar {
                          menu sonota {
                            title: ↓"その他…"
                            symbol: "list.bullet"
                            item print { title: "印刷" symbol: "printer" }
                          }
                        }
                      }
                    }
                    """),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen mail {
                      stack {
                        toolbar {
                          item reply { title: "Reply" symbol: "arrowshape.turn.up.left" }
                          overflow-menu {
                            item print { title: "Print" symbol: "printer" }
                          }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen mail {
                      stack {
                        toolbar {
                          menu sort {
                            title: "Sort"
                            symbol: "arrow.up.arrow.down"
                            item by-date { title: "By Date" symbol: "calendar" }
                          }
                        }
                      }
                    }
                    """, note: "A menu with a purpose of its own is fine."),
            ]),
        check: { context, findings in
            for screen in context.screens {
                for site in context.items(screen) where site.item.isMenu && site.menu == nil {
                    let item = site.item
                    if let title = item.title, isMoreTitle(title) {
                        findings.add(
                            "menu '\(item.id)' titled '\(title)' duplicates the system overflow menu; move its entries into 'overflow-menu { … }'",
                            at: context.place(of: "title", inBlockAt: item.range, orName: item.nameRange))
                    } else if RuleText.isEllipsisSymbol(item.symbol) {
                        findings.add(
                            "menu '\(item.id)' uses the symbol '\(item.symbol ?? "")' and so looks like the system overflow button; move its entries into 'overflow-menu { … }', or give the menu a symbol of its own",
                            at: context.place(of: "symbol", inBlockAt: item.range, orName: item.nameRange))
                    }
                }
            }
        })

    /// "More", "More…", "その他", "…" and the like, in the languages an app is most often localised into.
    static func isMoreTitle(_ title: String) -> Bool {
        var text = title.lowercased().trimmingCharacters(in: " ")
        while let last = text.last, last == "…" || last == "." || last == " " { text.removeLast() }
        return moreTitles.contains(text)
    }

    static let moreTitles: Set<String> = [
        "", "more", "more options", "more actions", "その他", "もっと見る", "その他のオプション", "その他の操作",
        "mehr", "plus", "más", "mais", "altro", "meer", "更多", "더 보기", "ещё", "еще",
    ]
}

extension String {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
