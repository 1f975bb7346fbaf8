import BarModel

/// The context one overflow decision is explained in: which bar, its room, the order items left in, and
/// what else could have kept an item.
struct OverflowContext: Sendable {
    /// `the vertical bar`, `the top bar's trailing side`, `the bottom toolbar`.
    var barName: String
    var ranking: OverflowRanking
    var order: [OverflowCandidate]
    var removedCount: Int
    var ordinaryCount: Int
    /// The bar's room against its demand, shared by every candidate's trail.
    var spaceNote: TrailNote
    /// `closed fits 8 entries and this screen needs 11`.
    var capacity: DeferredText
    /// A further change that would keep the items from some position in `order` on, if any.
    var alternative: OverflowAlternative?
    /// Whether every ordinary item left because the tabs folded beside the pinned items, which the items stay
    /// behind ([M], `StripFitter`): then that, not a lack of room, is why an item is in the menu.
    var stayInMenuBesideFoldedTabs = false
    /// Whether pinned items stood beside the folded tabs (else the tabs alone did not fit).
    var besidePinnedItems = false

    /// The weakest ordinary candidate that stayed, which an overflowed item would have to outrank.
    var weakestKept: OverflowCandidate? { removedCount < ordinaryCount ? order[removedCount] : nil }

    /// The rank line every candidate's trail carries.
    func rankNote(_ position: Int) -> TrailNote {
        let candidate = order[position]
        let items = ranking.toolbar.items
        let pinned = candidate.key.tier > 0
        let facts = RankFacts(
            position: position, count: order.count, barName: barName, groupID: items[candidate.itemIndex].groupID,
            groupRank: candidate.key.groupRank, itemPriority: items[candidate.itemIndex].priority,
            shownPlace: candidate.key.position, isPinned: pinned, left: position < removedCount)
        return TrailNote(.rank, .rank(facts), rules: pinned ? RuleSets.p22p23p24 : RuleSets.p22p23)
    }

    /// The reason and notes of an item that left for the overflow menu.
    func overflowed(_ position: Int) -> (reason: String, notes: [TrailNote]) {
        let candidate = order[position]
        let items = ranking.toolbar.items
        var notes = [spaceNote, rankNote(position)]
        let reason: String
        var rules = RuleSets.p22
        if candidate.key.tier > 0 {
            reason = "overflowed: \(barName) is too short even for its pinned items (P22, P24)"
            rules = RuleSets.p22p24
        } else if let weakest = weakestKept {
            if (weakest.key.groupRank, weakest.key.itemRank) == (candidate.key.groupRank, candidate.key.itemRank) {
                reason = "overflowed: furthest from the bar's start among equal priorities (P22)"
            } else {
                let itemPriority = items[candidate.itemIndex].priority
                let priority = items[candidate.itemIndex].groupID != nil && candidate.key.groupRank != itemPriority.rank
                    ? "group priority \(PriorityTable.name(ofRank: candidate.key.groupRank))" : "\(itemPriority) priority"
                reason = "overflowed: \(priority), below what stayed (P22, P23)"
                rules = RuleSets.p22p23
            }
        } else if stayInMenuBesideFoldedTabs {
            if besidePinnedItems {
                reason = "overflowed: toolbar items go to the menu first, and the tabs folded beside the pinned items without giving their room back [M] (P4, P24, P28)"
                rules = RuleSets.p4p22p24p28
            } else {
                reason = "overflowed: toolbar items go to the menu first, and the tabs folded without giving their room back [M] (P4, P28)"
                rules = RuleSets.p4p22p28
            }
        } else {
            reason = "overflowed: no room left in \(barName) (P22)"
        }
        notes.append(TrailNote(.outcome, OverflowContext.inMenu, rules: rules))
        if items[candidate.itemIndex].badge != nil { notes.append(OverflowContext.badgeNote) }
        var facts = OverflowChangeFacts(capacity: capacity, barName: barName, alternative: alternative.flatMap { position >= $0.fromPosition ? $0.text : nil })
        if let weakest = weakestKept, candidate.key.tier == 0, let beat = ranking.priorityToBeat(weakest.key, for: candidate) {
            facts.raiseTo = beat.spelling
            facts.group = beat.ofGroup
        }
        notes.append(TrailNote(.change, .overflowChange(facts), rules: []))
        return (reason, notes)
    }

    private static let inMenu = TrailText.literal("in the overflow menu, reached through '…'")
    private static let badgeNote = TrailNote(.outcome, "its badge is invisible while it is in the overflow menu", rules: [.p26])

    /// Notes for a candidate that stayed.
    func stayed(_ position: Int) -> [TrailNote] { [spaceNote, rankNote(position)] }

    /// The same, then the note of where it stayed: one array made at its size (appending to the pair made a
    /// second one for nearly every item of every solve).
    func stayed(_ position: Int, then outcome: TrailNote) -> [TrailNote] { [spaceNote, rankNote(position), outcome] }

}

/// Rule lists used for many entries, allocated once.
enum RuleSets {
    static let p1: [PlatformRule] = [.p1]
    static let p5: [PlatformRule] = [.p5]
    static let p6: [PlatformRule] = [.p6]
    static let p9: [PlatformRule] = [.p9]
    static let p12: [PlatformRule] = [.p12]
    static let p22: [PlatformRule] = [.p22]
    static let p22p23: [PlatformRule] = [.p22, .p23]
    static let p22p24: [PlatformRule] = [.p22, .p24]
    static let p22p23p24: [PlatformRule] = [.p22, .p23, .p24]
    static let p4p22p24p28: [PlatformRule] = [.p4, .p22, .p24, .p28]
    static let p4p22p28: [PlatformRule] = [.p4, .p22, .p28]
}

/// Rule lists: unique, in rule-number order. Built for every entry, so it avoids sets: rule numbers become bits
/// of a mask; anything else (a section, a rule past 63 — not expected) is kept after them in first-seen order.
enum RuleList {
    static func from(_ notes: [TrailNote], _ extra: [PlatformRule] = []) -> [PlatformRule] {
        var mask: UInt64 = 0
        var others: [PlatformRule] = []
        func add(_ rule: PlatformRule) {
            if case .rule(let number) = rule, number >= 0, number < 64 {
                mask |= 1 << UInt64(number)
            } else if !others.contains(rule) {
                others.append(rule)
            }
        }
        for rule in extra { add(rule) }
        for note in notes { for rule in note.rules { add(rule) } }
        var rules: [PlatformRule] = []
        rules.reserveCapacity(mask.nonzeroBitCount + others.count)
        var remaining = mask
        while remaining != 0 {
            let bit = remaining.trailingZeroBitCount
            rules.append(.rule(bit))
            remaining &= remaining - 1
        }
        return rules + others
    }
}
