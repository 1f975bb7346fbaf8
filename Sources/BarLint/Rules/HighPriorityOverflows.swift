import BarDiagnostics
import BarModel
import BarSolver

extension LintRule {
    /// Always-used actions and badged items must stay visible (P26).
    public static let highPriorityOverflows = LintRule(
        RuleDescription(
            id: "high-priority-overflows",
            name: "Important item overflows",
            summary: "A high-priority or badged item lands in the overflow menu, or a badged tab is folded into the tab button, in some posture of the device (with or without the keyboard).",
            rationale: """
                Actions people use all the time (compose, new note) and items that carry status in a badge should \
                stay in the bar: a badge in the overflow menu (P25) is invisible, and an action behind … costs an extra \
                tap every time (P26). The strip is shortest on the outer display in landscape and with the keyboard \
                up (P4, §10), and items overflow in visibility-priority order, a group's priority first and then the items' inside it \
                (P22, P23); an item counts as high priority when its group is high, or when it is high outside any \
                group. The rule runs the solver \
                in every posture, with and without each obstruction (closed+keyboard), and reports each such item \
                with the postures where it overflows: raise its \
                priority (or its group's), lower its neighbours', or move less important items into \
                'overflow-menu'. An item declared inside 'overflow-menu' is always there, so a badge or a priority on \
                it is reported too. The same reasoning holds for tabs: a badged tab folded into the collapsed tab \
                button or the More tab (P29) shows no badge until the list is opened.
                """,
            platformRules: [.p26, .p22, .p23, .p25, .p4, .p29],
            severity: .warning, kind: .placement, usesPlacements: true,
            triggeringExamples: [
                RuleExample("""
                    screen article {
                      stack {
                        toolbar {
                          item close { title: "Close" symbol: "xmark" placement: cancellation }
                          item previous { title: "Previous" symbol: "chevron.up" placement: navigation }
                          item bookmark { title: "Bookmark" symbol: "bookmark" }
                          item share { title: "Share" symbol: "square.and.arrow.up" }
                          item find { title: "Find" symbol: "magnifyingglass" }
                          item font { title: "Text Size" symbol: "textformat.size" }
                          item ↓comments { title: "Comments" symbol: "bubble.left" badge: 2 }
                        }
                      }
                    }
                    """, note: "The badged item is last and of automatic priority, so it is the first to leave the short strip of closed-landscape."),
                RuleExample("""
                    screen mail {
                      stack {
                        toolbar {
                          item reply { title: "Reply" symbol: "arrowshape.turn.up.left" }
                          overflow-menu {
                            item ↓inbox { title: "Inbox" symbol: "tray" badge: 3 }
                          }
                        }
                      }
                    }
                    """, note: "Declared in the overflow menu: the badge is never seen."),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen article {
                      stack {
                        toolbar {
                          item close { title: "Close" symbol: "xmark" placement: cancellation }
                          item previous { title: "Previous" symbol: "chevron.up" placement: navigation }
                          item bookmark { title: "Bookmark" symbol: "bookmark" }
                          item share { title: "Share" symbol: "square.and.arrow.up" }
                          item find { title: "Find" symbol: "magnifyingglass" }
                          item font { title: "Text Size" symbol: "textformat.size" }
                          item comments { title: "Comments" symbol: "bubble.left" badge: 2 priority: high }
                        }
                      }
                    }
                    """, note: "With priority high, Find and Text Size overflow instead."),
                RuleExample("""
                    screen notes {
                      stack {
                        toolbar {
                          item new-note { title: "New Note" symbol: "square.and.pencil" priority: high }
                          item share { title: "Share" symbol: "square.and.arrow.up" }
                        }
                      }
                    }
                    """),
            ]),
        check: { context, findings in
            for screen in context.screens {
                let postures = context.placements(screen)
                // The groups of the toolbar whose items are being read: a toolbar's items come one after another.
                var groups: (node: Int, table: ToolbarGroups)?
                for site in context.items(screen) where site.menu == nil {
                    let item = site.item
                    let high: Bool
                    if item.groupID == nil {
                        high = item.priority >= .high
                    } else {
                        if groups?.node != site.node { groups = (site.node, context.groups(of: site.toolbar, in: screen, node: site.node)) }
                        high = isHighPriority(item, in: groups!.table)
                    }
                    guard high || item.badge != nil else { continue }
                    let what = item.badge != nil ? "badged" : "high-priority"
                    if item.isInOverflowMenu {
                        findings.add(
                            "\(what) item '\(item.id)' is declared in 'overflow-menu', so it is always in the menu where \(item.badge != nil ? "its badge never shows" : "its priority has no effect"); move it into the bar",
                            at: item.nameRange)
                        continue
                    }
                    let overflowing = postures.filter { $0.withItem(item.id, { $0.bar }) == .overflow }.map(\.name)
                    guard !overflowing.isEmpty else { continue }
                    findings.add(
                        "\(what) item '\(item.id)' goes to the overflow menu in \(RuleText.list(overflowing))\(item.badge != nil ? ", where its badge is not seen" : ""); give it (or its group) a higher priority than its neighbours, or move less important items into 'overflow-menu'",
                        at: item.nameRange)
                }
                // P26's reasoning applied to tabs (P29): a badge on a tab folded into the tab button is unseen.
                // With many badged tabs, each posture's folded tabs are listed once rather than searched for each
                // (lint of 8,000 badged tabs took 1.5 s); a few are searched for, which costs less than the sets.
                let badged = context.outline(screen).tabs.filter { $0.tab.badge != nil }
                let foldedTabs = badged.count <= searchedTabsLimit ? nil : postures.map { posture in
                    Set(posture.placement.entries.lazy.filter { $0.kind == .tab && $0.bar == .collapsed }.map(\.id))
                }
                for site in badged {
                    let tab = site.tab
                    var inTabButton: [String] = []
                    var inMoreTab: [String] = []
                    var compressionHelps = false
                    for index in postures.indices {
                        let placement = postures[index].placement
                        let folded = foldedTabs?[index].contains(tab.id)
                            ?? placement.entries.contains { $0.kind == .tab && $0.id == tab.id && $0.bar == .collapsed }
                        guard folded else { continue }
                        // Folded tabs go into the strip's tab button while the bars are vertical, and into the More
                        // tab of a horizontal tab bar otherwise.
                        guard placement.barsAreVertical else {
                            inMoreTab.append(postures[index].name)
                            continue
                        }
                        inTabButton.append(postures[index].name)
                        // Only a screen that prefers toolbar items folds its tabs for them (P29); under automatic or
                        // prefers-tab-bar the tabs fold only when they cannot fit at all.
                        if placement.compression == .prefersToolbarItems { compressionHelps = true }
                    }
                    var places: [String] = []
                    if !inTabButton.isEmpty { places.append("folded into the tab button in \(RuleText.list(inTabButton))") }
                    if !inMoreTab.isEmpty { places.append("in the More tab in \(RuleText.list(inMoreTab))") }
                    guard !places.isEmpty else { continue }
                    var advice = inTabButton.isEmpty ? "declare it among the tabs the bar shows, or declare fewer tabs" : "declare fewer tabs or toolbar items"
                    if compressionHelps { advice += ", or use compression prefers-tab-bar" }
                    if !inTabButton.isEmpty && !inMoreTab.isEmpty { advice += "; in the tab bar, declare it among the tabs it shows" }
                    findings.add(
                        "badged tab '\(tab.id)' is \(places.joined(separator: ", and ")), where its badge is not seen; \(advice)",
                        at: tab.nameRange)
                }
            }
        })

    /// Badged tabs up to this many are searched for in each posture's entries (see the rule's check).
    static let searchedTabsLimit = 8

    /// High in the overflow order the system uses (P23): the group's priority decides first, so an item in an
    /// explicit group is high when its group is high and it does not lower itself inside the group; an item
    /// outside any group is its own group.
    static func isHighPriority(_ item: ToolbarItem, in groups: ToolbarGroups) -> Bool {
        guard let id = item.groupID, let group = groups.group(id) else { return item.priority >= .high }
        return group.priority >= .high && item.priority >= .automatic
    }
}
