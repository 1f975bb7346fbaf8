import BarDiagnostics
import BarModel
import BarSolver

extension LintRule {
    /// Positions should not change as the device opens (§8).
    public static let unstablePosition = LintRule(
        RuleDescription(
            id: "unstable-position",
            name: "Item moves between postures",
            summary: "An item shown in a smaller posture is in the overflow menu in a larger one, or the order of shown items changes between postures.",
            rationale: """
                People open and close the device all the time; they should not have to relearn where an action is \
                each time (§8). Bars change axis between postures (P1) and hold different numbers of entries \
                (§10), so some movement is inevitable, but an action that is in the bar on the small outer display \
                and behind … on the large inner one, or two actions that swap places, are avoidable: set visibility \
                priorities (groups first, P23) so the same items stay visible, and keep related items together. \
                It is advice that needs judgement, so it is reported as info. Postures are compared by window area; the system's own placement of pinned and navigation items \
                (P18, P21) is not counted as a change of order.
                """,
            platformRules: [.section(8), .p1, .p23, .p18, .p21],
            severity: .info, kind: .consistency, usesPlacements: true,
            triggeringExamples: [
                RuleExample("""
                    screen mail {
                      stack {
                        toolbar {
                          item compose { title: "Compose" symbol: "square.and.pencil" }
                          item archive { title: "Archive" symbol: "archivebox" }
                          item flag { title: "Flag" symbol: "flag" }
                          item move { title: "Move" symbol: "folder" }
                          item trash { title: "Delete" symbol: "trash" }
                          item ↓reply { title: "Reply" symbol: "arrowshape.turn.up.left" }
                          item ↓forward { title: "Forward" symbol: "arrowshape.turn.up.right" }
                        }
                      }
                    }
                    """, note: "The closed strip holds all seven; the top bar of open-portrait holds five and the overflow button."),
                RuleExample("""
                    screen filters {
                      sheet {
                        title: "Filters"
                        toolbar {
                          item close { title: "Close" symbol: "xmark" placement: cancellation }
                          item reset { title: "Reset" symbol: "arrow.counterclockwise" }
                          item presets { title: "Presets" symbol: "slider.horizontal.3" }
                          item ↓compare { title: "Compare" symbol: "square.split.2x1" }
                          item ↓crop { title: "Crop" symbol: "crop" }
                          item apply { title: "Apply" symbol: "checkmark" placement: pinned-trailing }
                        }
                      }
                    }
                    """, note: "A centred sheet keeps horizontal items on the inner display (P9), in a narrower bar than the strip."),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen mail {
                      stack {
                        toolbar {
                          item compose { title: "Compose" symbol: "square.and.pencil" }
                          item archive { title: "Archive" symbol: "archivebox" }
                          item flag { title: "Flag" symbol: "flag" }
                          item reply { title: "Reply" symbol: "arrowshape.turn.up.left" }
                          overflow-menu {
                            item move { title: "Move" symbol: "folder" }
                            item forward { title: "Forward" symbol: "arrowshape.turn.up.right" }
                          }
                        }
                      }
                    }
                    """, note: "What fits everywhere stays in the bar; the rest is always in the menu."),
                RuleExample("""
                    screen filters {
                      sheet {
                        title: "Filters"
                        toolbar {
                          item close { title: "Close" symbol: "xmark" placement: cancellation }
                          item reset { title: "Reset" symbol: "arrow.counterclockwise" }
                          item presets { title: "Presets" symbol: "slider.horizontal.3" }
                          item apply { title: "Apply" symbol: "checkmark" placement: pinned-trailing }
                        }
                      }
                    }
                    """),
            ]),
        check: { context, findings in
            for screen in context.screens {
                let postures = context.unobstructedPlacements(screen)
                let items = context.items(screen)
                var reported: Set<String> = []
                for site in items where site.menu == nil && !site.item.isInOverflowMenu {
                    let item = site.item
                    guard let (smaller, larger) = visibleThenOverflowed(item.id, postures) else { continue }
                    reported.insert(item.id)
                    findings.add(
                        "item '\(item.id)' is in the bar in \(smaller) but in the overflow menu in \(larger), a larger posture; keep the bar to what fits in every posture (move rarely used items into 'overflow-menu', or raise this one's priority) so it stays where people found it",
                        at: item.nameRange)
                }
                let slots = Slots(items, postures)
                let firstSites = FirstSites(items)
                for site in items where site.menu == nil && !site.item.isInOverflowMenu && !reported.contains(site.item.id) {
                    guard let position = firstSites.position(of: site.item.id, in: items),
                        let swap = swappedNeighbour(site.item, at: position, items: items, slots)
                    else { continue }
                    reported.insert(site.item.id)
                    findings.add(
                        "item '\(site.item.id)' comes \(swap.wasBefore ? "before" : "after") '\(swap.other)' in \(swap.first) but \(swap.wasBefore ? "after" : "before") it in \(swap.second); keep the order of items the same in every posture",
                        at: site.item.nameRange)
                }
            }
        })

    /// The first pair of postures (smaller, larger) in which the item is drawn in the smaller one and overflowed
    /// in the larger.
    static func visibleThenOverflowed(_ id: String, _ postures: [PosturePlacement]) -> (String, String)? {
        for small in postures {
            guard small.withItem(id, { $0.isVisible }) == true else { continue }
            for large in postures where large.selection.area > small.selection.area {
                if large.withItem(id, { $0.bar }) == .overflow { return (small.name, large.name) }
            }
        }
        return nil
    }

    /// Where each of a screen's item sites is drawn in each posture: its bar and place in it, nil when it is
    /// not drawn in a bar with a place. Looked up once per item and posture; comparing every pair of items in
    /// every posture through the posture's index copied two entries for each comparison.
    struct Slots {
        var names: [String]
        /// `slots[posture][site]`.
        var slots: [[(barID: String?, index: Int)?]]
        /// The sites that can take part in a swap, in declaration order: ordinary items outside menus, drawn in
        /// a bar in at least two postures (a pair needs two postures in which both are drawn). A bar holds what
        /// fits on the display, so these are a few dozen even when a toolbar declares thousands of items, and
        /// comparing only them keeps the rule linear in the toolbar's length (comparing every earlier item made
        /// it quadratic: 20,000 items took ten seconds).
        var swappable: [Int]

        init(_ items: [ItemSite], _ postures: [PosturePlacement]) {
            names = postures.map(\.name)
            let slots = postures.map { posture in
                items.map { site in
                    posture.withItem(site.item.id) { entry -> (barID: String?, index: Int)? in
                        guard entry.isVisible, let index = entry.index else { return nil }
                        return (entry.barID, index)
                    } ?? nil
                }
            }
            self.slots = slots
            swappable = items.indices.filter { site in
                let item = items[site].item
                guard items[site].menu == nil, !item.isInOverflowMenu, LintRule.isOrdinary(item) else { return false }
                var drawn = 0
                for posture in slots where posture[site] != nil { drawn += 1 }
                return drawn >= 2
            }
        }
    }

    /// The first site of each id, where an item's slots are read. A typical toolbar's few items are searched in
    /// order, as hashing each id cost more than the search; a long one's are looked up in a table, as searching
    /// made the rule quadratic.
    struct FirstSites {
        static let searchedUpTo = 32
        private var table: [String: Int]?

        init(_ items: [ItemSite]) {
            guard items.count > FirstSites.searchedUpTo else { return }
            var table: [String: Int] = [:]
            for (index, site) in items.enumerated() where table[site.item.id] == nil { table[site.item.id] = index }
            self.table = table
        }

        func position(of id: String, in items: [ItemSite]) -> Int? {
            if let table { return table[id] }
            return items.firstIndex { $0.item.id == id }
        }
    }

    /// An item declared before `item` (whose slots are at `position`) whose order relative to it flips between
    /// two postures, both items drawn in one bar each time; the first such item in declaration order.
    static func swappedNeighbour(
        _ item: ToolbarItem, at position: Int, items: [ItemSite], _ slots: Slots
    ) -> (other: String, first: String, second: String, wasBefore: Bool)? {
        guard isOrdinary(item) else { return nil }
        for other in slots.swappable {
            guard other < position else { break }
            var seen: (before: Bool, posture: String)?
            for (posture, slots) in zip(slots.names, slots.slots) {
                guard let a = slots[position], let b = slots[other], a.barID == b.barID else { continue }
                let before = a.index < b.index
                if let seen, seen.before != before {
                    return (items[other].item.id, seen.posture, posture, seen.before)
                }
                if seen == nil { seen = (before, posture) }
            }
        }
        return nil
    }

    /// Items the system does not put in a fixed place of its own (navigation first, pinned last or first).
    static func isOrdinary(_ item: ToolbarItem) -> Bool {
        !item.placement.isNavigation && item.placement != .pinnedTrailing && item.placement != .principal && item.placement != .keyboard
    }
}

extension PostureSelection {
    fileprivate var area: Double { posture.windowWidth * posture.windowHeight }
}
