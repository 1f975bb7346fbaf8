import BarDiagnostics
import BarModel
import BarSolver

extension LintRule {
    /// A group whose items end up partly in a bar and partly in the overflow menu (P23).
    public static let groupSplitByOverflow = LintRule(
        RuleDescription(
            id: "group-split-by-overflow",
            name: "Group split by overflow",
            summary: "Some items of a group stay in a bar while others of the same group go to the overflow menu, in some posture of the device (with or without the keyboard).",
            rationale: """
                A group does not overflow as one block: its priority orders it against the other groups, and then \
                its items leave one by one, lowest priority and furthest from the bar's start first (P23, P22). \
                When the bar is short — the outer display in landscape, or any posture with the keyboard up (P4) — \
                a group can therefore end half in the bar and half behind … (P25), and people find one of two \
                related actions where they expect both. If the group belongs together, give it a priority that \
                keeps all of it (raise it, or lower its neighbours); if some of its items may leave, move them out \
                of the group or into 'overflow-menu'. A split the spec asks for is not reported: when every item \
                that leaves has a lower priority of its own than every item that stays, the group was ranked on \
                purpose. Nor is one no priority can prevent: the rule solves the posture again with the group at \
                the highest priority, and reports the split only when the group then stays whole. `bar solve --explain ITEM` prints a `group:` line for the posture where it happens. The \
                rule runs the solver in every posture, with and without each obstruction, and reports each split \
                group once, with the postures where it is split.
                """,
            platformRules: [.p23, .p22, .p4, .p25],
            severity: .warning, kind: .placement, usesPlacements: true,
            triggeringExamples: [
                RuleExample("""
                    screen editor {
                      stack {
                        toolbar {
                          item undo { title: "Undo" symbol: "arrow.uturn.backward" placement: bottom }
                          item redo { title: "Redo" symbol: "arrow.uturn.forward" placement: bottom }
                          item markup { title: "Markup" symbol: "pencil.tip" placement: bottom }
                          item filter { title: "Filter" symbol: "camera.filters" placement: bottom priority: low }
                          group ↓edit-tools {
                            priority: low
                            item crop { title: "Crop" symbol: "crop" placement: bottom }
                            item rotate { title: "Rotate" symbol: "rotate.right" placement: bottom }
                            item straighten { title: "Straighten" symbol: "level" placement: bottom }
                          }
                        }
                      }
                    }
                    """, note: "The group's low priority puts it first in line; on the short strip its last items leave and Crop stays."),
                RuleExample("""
                    screen reader {
                      stack {
                        toolbar {
                          item close { title: "Close" symbol: "xmark" placement: cancellation }
                          item bookmark { title: "Bookmark" symbol: "bookmark" priority: higher-than-automatic }
                          group ↓reading {
                            item font { title: "Text Size" symbol: "textformat.size" }
                            item highlight { title: "Highlight" symbol: "highlighter" }
                            item notes { title: "Notes" symbol: "note.text" }
                          }
                          item print { title: "Print" symbol: "printer" }
                        }
                      }
                    }
                    """, note: "In closed-landscape Print leaves first (furthest from the start), then Notes: the group keeps Text Size and Highlight only."),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen editor {
                      stack {
                        toolbar {
                          item undo { title: "Undo" symbol: "arrow.uturn.backward" placement: bottom }
                          item redo { title: "Redo" symbol: "arrow.uturn.forward" placement: bottom }
                          item markup { title: "Markup" symbol: "pencil.tip" placement: bottom priority: low }
                          item filter { title: "Filter" symbol: "camera.filters" placement: bottom priority: low }
                          group edit-tools {
                            priority: higher-than-automatic
                            item crop { title: "Crop" symbol: "crop" placement: bottom }
                            item rotate { title: "Rotate" symbol: "rotate.right" placement: bottom }
                          }
                          overflow-menu {
                            item straighten { title: "Straighten" symbol: "level" }
                          }
                        }
                      }
                    }
                    """, note: "A group above its neighbours stays whole; the items that may leave are outside it or declared in the overflow menu."),
                RuleExample("""
                    screen notes {
                      stack {
                        toolbar {
                          group sharing {
                            item share { title: "Share" symbol: "square.and.arrow.up" }
                            item collaborate { title: "Collaborate" symbol: "person.2" }
                          }
                        }
                      }
                    }
                    """, note: "A group that fits in every posture."),
                RuleExample("""
                    screen editor {
                      stack {
                        toolbar {
                          item undo { title: "Undo" symbol: "arrow.uturn.backward" placement: bottom }
                          item redo { title: "Redo" symbol: "arrow.uturn.forward" placement: bottom }
                          item markup { title: "Markup" symbol: "pencil.tip" placement: bottom }
                          item filter { title: "Filter" symbol: "camera.filters" placement: bottom priority: low }
                          group edit-tools {
                            priority: low
                            item crop { title: "Crop" symbol: "crop" placement: bottom priority: high }
                            item rotate { title: "Rotate" symbol: "rotate.right" placement: bottom priority: low }
                            item straighten { title: "Straighten" symbol: "level" placement: bottom priority: low }
                          }
                        }
                      }
                    }
                    """, note: "Ranked inside the group on purpose: Rotate and Straighten are lower than Crop, so the split is the one asked for."),
            ]),
        check: { context, findings in
            for screen in context.screens {
                // Only explicit groups can split, and most screens have none: those need neither the splits of
                // every posture nor anything else below.
                let sites = context.outline(screen).toolbars.filter { !$0.toolbar.groups.isEmpty }
                guard !sites.isEmpty else { continue }
                let postures = context.placements(screen)
                guard !postures.isEmpty else { continue }
                for site in sites {
                    let groups = context.groups(of: site.toolbar, in: screen, node: site.node)
                    for group in site.toolbar.groups {
                        let members = groups.members(of: group.id)
                        var names: [String] = []
                        var first: Split?
                        for posture in postures {
                            guard let found = split(members, of: site.toolbar, in: posture),
                                !isRankedOnPurpose(found, in: site.toolbar),
                                let device = context.device(for: screen),
                                isKeptWholeByItsPriority(
                                    group, members: members, of: screen, toolbar: site.toolbar, device: device, posture: posture.selection, context: context)
                            else { continue }
                            if first == nil { first = found }
                            names.append(posture.name)
                        }
                        guard let example = first, let firstPosture = names.first else { continue }
                        findings.add(
                            "group '\(group.id)' is split between a bar and the overflow menu in \(RuleText.list(names)) (\(RuleText.list(Split.ids(example.shown, in: site.toolbar).map { "'\($0)'" })) in a bar, \(RuleText.list(Split.ids(example.overflowed, in: site.toolbar).map { "'\($0)'" })) in the overflow menu in \(firstPosture)); its items overflow one by one (P23): give the group a priority that keeps it whole, or move the items that may leave out of it or into 'overflow-menu'",
                            at: context.nameRange(ofBlockAt: group.range))
                    }
                }
            }
        })

    /// The highest priority a group can have: what the rule raises a split group to before solving again.
    static let highestPriority = VisibilityPriority(.high, .higherThan)

    /// A group's items apart in one posture: those drawn in a bar and those that overflowed, each in
    /// declaration order — what `GroupSplit.all` says about the group, read for this one group through the
    /// posture's index of items instead of for every group of a copy of the screen. Group ids are unique in a
    /// screen (the loader drops a second group of the same id with its items), and a group's items are
    /// declared in its toolbar, so the group's toolbar holds all of them.
    struct Split {
        /// Indexes in the toolbar's items.
        var shown: [Int] = []
        var overflowed: [Int] = []

        /// The ids of `items` at `indexes`.
        static func ids(_ indexes: [Int], in toolbar: Toolbar) -> [String] { indexes.map { toolbar.items[$0].id } }
    }

    /// The split of the group whose items outside `overflow-menu` are `members` (indexes in `toolbar.items`,
    /// `ToolbarGroups.members`) in one posture, nil when it is whole (or entirely out of the bars). Items
    /// declared in `overflow-menu` are not counted (as `GroupSplit`).
    static func split(_ members: [Int], of toolbar: Toolbar, in posture: PosturePlacement) -> Split? {
        var split = Split()
        // Declarations and entries are read in place: a copy of each retained all its strings.
        toolbar.items.withUnsafeBufferPointer { items in
            for item in members {
                guard let place = posture.withItem(items[item].id, { ($0.isVisible, $0.bar) }) else { continue }
                if place.0 { split.shown.append(item) }
                if place.1 == .overflow { split.overflowed.append(item) }
            }
        }
        return split.shown.isEmpty || split.overflowed.isEmpty ? nil : split
    }

    /// Whether the group stays whole in that posture once it has the highest priority there is, solved again:
    /// only then can a priority keep it together. A bar too short for the whole group (the outer display in
    /// landscape with the keyboard up holds one item or two) splits it whatever the spec says, and a finding
    /// there would ask for something no priority gives. A group that already has the highest priority is the
    /// screen as solved, split: no second solve can say otherwise.
    static func isKeptWholeByItsPriority(
        _ group: ToolbarGroup, members: [Int], of screen: Screen, toolbar: Toolbar, device: Device, posture: PostureSelection, context: LintContext
    ) -> Bool {
        if group.priority == highestPriority { return false }
        let raised = SuggestedChange(.groupPriority(group: group.id, highestPriority))
        let (edited, selection) = raised.applied(to: screen, posture: posture, device: device)
        let placement = context.placementProvider.solve(edited, device, selection)
        return split(members, of: toolbar, in: PosturePlacement(selection: selection, placement: placement)) == nil
    }

    /// Whether the split is the one the spec's own item priorities ask for: every item that left ranks lower,
    /// by its own priority, than every item that stayed (P23: items are ordered inside their group).
    static func isRankedOnPurpose(_ split: Split, in toolbar: Toolbar) -> Bool {
        let priority = { (item: Int) in toolbar.items[item].priority }
        guard let highestLeft = split.overflowed.map(priority).max(), let lowestStayed = split.shown.map(priority).min() else { return false }
        return highestLeft < lowestStayed
    }
}
