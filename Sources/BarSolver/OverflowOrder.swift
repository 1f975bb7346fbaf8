import BarModel

/// The order in which items leave a bar for the overflow menu (P22–P24): lowest group priority first (P23:
/// groups decide first), then lowest item priority, then the item shown furthest from the bar's start (P22;
/// [S2]: items overflow from the bottom of the vertical bar up). "Furthest" is the place the item is shown,
/// not where it was declared: a close button declared last is shown first in the strip (P18), so it leaves
/// last. Pinned items come after every other item: they only leave when nothing else is left (P24) [M].
struct OverflowKey: Comparable, Hashable {
    // Stored narrow (7 bytes instead of 32), so that a candidate is 24 bytes: a long toolbar's solve moves
    // arrays of candidates, and its time goes to memory. Ranks are 9–31 (`VisibilityPriority.rank`, a
    // byte each) and positions are places in one bar.
    private var storedPosition: Int32
    private var storedGroupRank: Int8
    private var storedItemRank: Int8
    private var storedTier: UInt8

    init(tier: Int, groupRank: Int, itemRank: Int, position: Int) {
        storedTier = UInt8(tier)
        storedGroupRank = Int8(groupRank)
        storedItemRank = Int8(itemRank)
        storedPosition = Int32(position)
    }

    /// 0 for ordinary items, 1 for pinned items.
    var tier: Int {
        get { Int(storedTier) }
        set { storedTier = UInt8(newValue) }
    }
    var groupRank: Int {
        get { Int(storedGroupRank) }
        set { storedGroupRank = Int8(newValue) }
    }
    var itemRank: Int {
        get { Int(storedItemRank) }
        set { storedItemRank = Int8(newValue) }
    }
    /// The place the item is shown in its bar, counted from the bar's start (`OverflowRanking.overflowOrder`);
    /// declaration order until a fitter renumbers it.
    var position: Int {
        get { Int(storedPosition) }
        set { storedPosition = Int32(newValue) }
    }

    static func < (a: OverflowKey, b: OverflowKey) -> Bool {
        (a.tier, a.groupRank, a.itemRank, -a.position) < (b.tier, b.groupRank, b.itemRank, -b.position)
    }

    /// The key as one integer that orders the same way: tier, then each rank offset into 16 bits (a stored
    /// rank is a byte, so it always fits), then the position counted down in 31 bits. Nil when the tier or
    /// the position does not fit (positions are places in one bar, so not expected).
    var packed: UInt64? {
        guard (0...1).contains(tier), (0..<(1 << 31)).contains(position) else { return nil }
        return UInt64(tier) << 63 | UInt64(groupRank + (1 << 15)) << 47 | UInt64(itemRank + (1 << 15)) << 31
            | UInt64((1 << 31) - 1 - position)
    }
}

/// One item that may leave a bar, with the room it takes there. 24 bytes: the fitters copy and sort arrays of
/// these as long as the toolbar.
struct OverflowCandidate {
    /// `entryLength`, plus the fixed spacers declared right before it (P20).
    var weight: Double
    private var storedItemIndex: Int32
    private var storedGroup: Int32
    var key: OverflowKey

    init(itemIndex: Int, key: OverflowKey, weight: Double, group: Int) {
        self.weight = weight
        self.storedItemIndex = Int32(itemIndex)
        self.storedGroup = Int32(group)
        self.key = key
    }

    /// Index into the pane's `toolbar.items`.
    var itemIndex: Int { Int(storedItemIndex) }
    /// The declared group the item belongs to, as a number given per toolbar (`OverflowRanking.groupNumber`),
    /// −1 outside any: neighbouring groups keep their distance (`GroupBoundaries`). A number, so candidates stay
    /// plain values that sort and copy without reference counting.
    var group: Int { Int(storedGroup) }
}

/// Builds candidates and keys for one toolbar once: one pass over the declarations gives every item its key
/// (group priorities looked up in a table, once per run of items of one group), group number, routing traits,
/// width in a horizontal bar and the spacers before it, so a toolbar of any size costs O(n) here and O(n log n)
/// to sort, and routing an item reads small arrays instead of its declaration.
///
/// The one pass matters for long toolbars: a declaration spans a few cache lines, so the items of a
/// 100,000-item toolbar outgrow the processor's caches, and each further pass over them (routing, then
/// measuring the horizontal ones) waited on memory for most of its time.
///
/// A class, though it never changes: every overflow context of a pane holds it, and each copy of the struct
/// retained the toolbar and every array of keys.
final class OverflowRanking: Sendable {
    let toolbar: Toolbar
    private let groupRanks: GroupRanks
    /// The room the fixed spacers declared right before each item take (P20); empty when the toolbar declares
    /// none, as most do, rather than a zero for every item.
    private let spacerBefore: [Double]
    /// Each item's key with its declaration index as the position (`overflowOrder` renumbers it).
    private let keys: [OverflowKey]
    /// Each item's declared group as a number (the same id, the same number), −1 outside any; 32 bits, as a
    /// candidate keeps it.
    private let groupNumbers: [Int32]
    /// What routing reads of each item (`ItemRouting.route`).
    let traits: [ItemRouting.Traits]
    /// Each item's width in a horizontal bar (`EntryWidth`, P17).
    private let horizontalWidths: [Double]
    let entryLength: Double
    let posture: Posture

    init(toolbar: Toolbar, posture: Posture) {
        self.toolbar = toolbar
        self.posture = posture
        self.entryLength = posture.entryLength
        let ranks = GroupRanks(toolbar.groups)
        self.groupRanks = ranks
        var spacers: [Double] = []
        for spacer in toolbar.spacers where spacer.kind == .fixed && spacer.beforeItemIndex < toolbar.items.count {
            // P20: a fixed spacer keeps its size; it travels with the item after it. A flexible one takes no room
            // in the vertical bar, and this model packs horizontal bars too [M].
            if spacers.isEmpty { spacers = [Double](repeating: 0, count: toolbar.items.count) }
            spacers[spacer.beforeItemIndex] += posture.fixedSpacerLength
        }
        self.spacerBefore = spacers
        var keys: [OverflowKey] = []
        var groupNumbers: [Int32] = []
        var traits: [ItemRouting.Traits] = []
        var horizontalWidths: [Double] = []
        keys.reserveCapacity(toolbar.items.count)
        groupNumbers.reserveCapacity(toolbar.items.count)
        traits.reserveCapacity(toolbar.items.count)
        horizontalWidths.reserveCapacity(toolbar.items.count)
        let metrics = EntryWidth.Metrics(posture)
        var numbers = FirstSeenNumbering()
        // The group of the previous grouped item: items of one group are usually declared together.
        var last: (id: String, number: Int, rank: Int?)?
        // Read in place: a copy of a declaration would retain every string and array in it.
        toolbar.items.withUnsafeBufferPointer { items in
            for index in items.indices {
                // P23: an item's group priority is its explicit group's; an item outside any explicit group (or in
                // one the toolbar does not declare) forms an implicit group with its own priority.
                let itemRank = items[index].priority.rank
                var number = -1
                var groupRank = itemRank
                if let group = items[index].groupID {
                    if let last, last.id == group {
                        number = last.number
                        groupRank = last.rank ?? itemRank
                    } else {
                        number = numbers.number(group)
                        let rank = ranks.rank(group)
                        last = (group, number, rank)
                        groupRank = rank ?? itemRank
                    }
                }
                keys.append(
                    OverflowKey(
                        tier: items[index].placement == .pinnedTrailing ? 1 : 0, groupRank: groupRank, itemRank: itemRank,
                        position: index))
                groupNumbers.append(Int32(number))
                traits.append(ItemRouting.Traits(items[index]))
                // The title is read only for an item shown as text: most have an icon, and are `entryLength` wide.
                let isText = EntryWidth.isText(view: items[index].view, hasSymbol: items[index].hasIcon, hasTitle: items[index].title != nil)
                horizontalWidths.append(isText ? EntryWidth.horizontal(title: items[index].title, isText: true, metrics) : metrics.entryLength)
            }
        }
        self.keys = keys
        self.groupNumbers = groupNumbers
        self.traits = traits
        self.horizontalWidths = horizontalWidths
    }

    func spacer(before index: Int) -> Double { spacerBefore.isEmpty ? 0 : spacerBefore[index] }

    func key(_ index: Int) -> OverflowKey { keys[index] }

    func candidate(_ index: Int) -> OverflowCandidate {
        OverflowCandidate(itemIndex: index, key: keys[index], weight: entryLength + spacer(before: index), group: Int(groupNumbers[index]))
    }

    /// The width of the item in a horizontal bar: its title's for a text entry, `entryLength` otherwise (P17).
    func horizontalWidth(_ index: Int) -> Double { horizontalWidths[index] }

    /// A candidate for a horizontal bar, where a text entry is as wide as its title (P17, [S2]).
    func horizontalCandidate(_ index: Int) -> OverflowCandidate {
        OverflowCandidate(
            itemIndex: index, key: keys[index], weight: horizontalWidth(index) + spacer(before: index), group: Int(groupNumbers[index]))
    }

    /// Whether the candidate is wider than one entry (a text entry measured by its title).
    func isMeasured(_ candidate: OverflowCandidate) -> Bool { horizontalWidth(candidate.itemIndex) > entryLength + Rect.tolerance }

    /// One section of a bar's candidates in declaration order, and whether they are pinned (P24: pinned items
    /// leave after every other item of the bar).
    typealias Section = (candidates: [OverflowCandidate], pinned: Bool)

    /// A bar's candidates in overflow order, the first to leave first: the ordinary ones, then the pinned ones,
    /// each part sorted by key. `sections` lists them in display order (for the strip: navigation, pinned,
    /// toolbar, former bottom-bar items — P18), and each candidate is renumbered by the place it is shown in, so
    /// the last one shown is the first to leave among equals (P22).
    ///
    /// Built in at most two arrays as long as the bar whatever the number of sections (the order, numbered in
    /// place, and a copy of a long part to sort from), because a solve of a long toolbar spends its time on
    /// memory, not on comparisons. A short part is sorted in place (`insertionSortLimit`); a longer one whose
    /// ranks take few values is counted into buckets (O(n), `bucketSort`); otherwise packed keys are sorted
    /// beside each candidate's offset (integers compared, 16 bytes moved).
    static func overflowOrder(_ sections: [Section]) -> (order: [OverflowCandidate], ordinaryCount: Int) {
        var total = 0
        var ordinaryCount = 0
        for section in sections {
            total += section.candidates.count
            if !section.pinned { ordinaryCount += section.candidates.count }
        }
        // Ordinary candidates first, then pinned ones, each numbered by its display place across all sections;
        // within each part the places increase, which the counting sort needs.
        guard total > 0 else { return ([], 0) }
        var order: [OverflowCandidate] = []
        order.reserveCapacity(total)
        for pinnedPart in [false, true] {
            let partStart = order.count
            var place = 0
            for section in sections {
                defer { place += section.candidates.count }
                guard section.pinned == pinnedPart else { continue }
                for (offset, candidate) in section.candidates.enumerated() {
                    var candidate = candidate
                    candidate.key.position = place + offset
                    order.append(candidate)
                }
            }
            sortPart(&order, from: partStart)
        }
        return (order, ordinaryCount)
    }

    /// Parts up to this long are sorted in place by insertion: most bars hold a handful of candidates, and the
    /// sorts below need a copy of the part and arrays of their own.
    private static let insertionSortLimit = 24

    /// Sorts `order[start...]`, one part of the order, into overflow order. Every candidate of a part has its
    /// own display place, so no two keys are equal and every sort gives the same order.
    private static func sortPart(_ order: inout [OverflowCandidate], from start: Int) {
        let count = order.count - start
        guard count > 1 else { return }
        if count <= insertionSortLimit {
            order.withUnsafeMutableBufferPointer { buffer in
                for index in (start + 1)..<buffer.count {
                    let candidate = buffer[index]
                    var slot = index
                    while slot > start && candidate.key < buffer[slot - 1].key {
                        buffer[slot] = buffer[slot - 1]
                        slot -= 1
                    }
                    buffer[slot] = candidate
                }
            }
            return
        }
        // The part leaves `order` and is sorted back in. A part that is the whole order is moved out, not copied:
        // taking it as a slice shared the buffer, so emptying `order` copied it, and the sort then copied the
        // part back in again before writing it in order (megabytes each for a long toolbar).
        let capacity = order.capacity
        let part: [OverflowCandidate]
        if start == 0 {
            part = order
            order = []
        } else {
            part = Array(order[start...])
            order.removeSubrange(start...)
        }
        part.withUnsafeBufferPointer { appendSorted($0, to: &order, capacity: capacity) }
    }

    /// Appends `candidates` to `order` sorted into overflow order; equal keys keep their order. An empty
    /// `order` is made with room for `capacity` candidates.
    private static func appendSorted(_ candidates: UnsafeBufferPointer<OverflowCandidate>, to order: inout [OverflowCandidate], capacity: Int) {
        if bucketSort(candidates, to: &order, capacity: capacity) { return }
        if order.isEmpty { order.reserveCapacity(capacity) }
        var packed: [(key: UInt64, offset: Int)] = []
        packed.reserveCapacity(candidates.count)
        for (offset, candidate) in candidates.enumerated() {
            guard let key = candidate.key.packed else {
                order.append(contentsOf: candidates.sorted { $0.key < $1.key })
                return
            }
            packed.append((key, offset))
        }
        packed.sort { ($0.key, $0.offset) < ($1.key, $1.offset) }
        for entry in packed { order.append(candidates[entry.offset]) }
    }

    /// Keys take few values before their position: two tiers, and ranks from a handful of priority spellings.
    /// So when the candidates come in increasing position (display order), a counting sort by tier, group rank
    /// and item rank, filling each bucket from the last candidate back (the furthest first, P22), gives exactly
    /// the order of comparing whole keys, in two passes. Appends the sorted candidates to `order` (made with
    /// room for `capacity` when empty) and returns true; false, leaving `order` alone, when the candidates are
    /// not in increasing position or their ranks spread over more buckets than there are candidates (the
    /// comparison sort is as cheap then).
    private static func bucketSort(_ candidates: UnsafeBufferPointer<OverflowCandidate>, to order: inout [OverflowCandidate], capacity: Int) -> Bool {
        guard candidates.count > 1 else {
            if order.isEmpty { order.reserveCapacity(capacity) }
            order.append(contentsOf: candidates)
            return true
        }
        var lowest = (group: Int.max, item: Int.max)
        var highest = (group: Int.min, item: Int.min)
        var previous = Int.min
        for candidate in candidates {
            let key = candidate.key
            guard key.position > previous, key.tier == 0 || key.tier == 1 else { return false }
            previous = key.position
            lowest = (Swift.min(lowest.group, key.groupRank), Swift.min(lowest.item, key.itemRank))
            highest = (Swift.max(highest.group, key.groupRank), Swift.max(highest.item, key.itemRank))
        }
        let (groupSpan, itemSpan) = (highest.group - lowest.group + 1, highest.item - lowest.item + 1)
        guard groupSpan <= candidates.count, itemSpan <= candidates.count,
            2 * groupSpan * itemSpan <= candidates.count
        else { return false }
        func bucket(_ key: OverflowKey) -> Int {
            (key.tier * groupSpan + key.groupRank - lowest.group) * itemSpan + key.itemRank - lowest.item
        }
        var next = [Int](repeating: 0, count: 2 * groupSpan * itemSpan + 1)
        for candidate in candidates { next[bucket(candidate.key) + 1] += 1 }
        for index in 1..<next.count { next[index] += next[index - 1] }
        if order.isEmpty {
            // Each candidate is written once, into its sorted place: the buckets' counts add up to the number
            // of candidates, so every place from 0 to that number is written exactly once.
            order = [OverflowCandidate](unsafeUninitializedCapacity: Swift.max(capacity, candidates.count)) { buffer, initialized in
                for candidate in candidates.reversed() {
                    let slot = bucket(candidate.key)
                    (buffer.baseAddress! + next[slot]).initialize(to: candidate)
                    next[slot] += 1
                }
                initialized = candidates.count
            }
            return true
        }
        // Room for the candidates at the end of `order` (copied in, then overwritten in sorted order): no
        // array of its own.
        let base = order.count
        order.append(contentsOf: candidates)
        order.withUnsafeMutableBufferPointer { buffer in
            for candidate in candidates.reversed() {
                let slot = bucket(candidate.key)
                buffer[base + next[slot]] = candidate
                next[slot] += 1
            }
        }
        return true
    }

    /// The lowest priority spelling that would keep the item in the bar instead of `rival` (the weakest
    /// entry that stayed), changing the group's priority when the item is in an explicit group. Nil when no
    /// priority is enough.
    func priorityToBeat(_ rival: OverflowKey, for candidate: OverflowCandidate) -> (spelling: String, ofGroup: String?)? {
        let groupID = toolbar.items[candidate.itemIndex].groupID
        let explicitGroup = groupID.flatMap { groupRanks.rank($0) == nil ? nil : $0 }
        var key = candidate.key
        for priority in PriorityTable.byRank {
            key.groupRank = priority.rank
            if explicitGroup == nil { key.itemRank = priority.rank }
            if rival < key { return (priority.description, explicitGroup) }
        }
        return nil
    }
}

/// Every priority the language can spell, lowest rank first, built once: explanations look names up by rank
/// for every overflowed item, so this must not re-parse spellings each time.
enum PriorityTable {
    static let byRank: [VisibilityPriority] = VisibilityPriority.allSpellings
        .compactMap(VisibilityPriority.init(spelling:)).sorted { $0.rank < $1.rank }

    private static let names: [Int: String] = Dictionary(
        byRank.map { ($0.rank, $0.description) }, uniquingKeysWith: { first, _ in first })

    /// `low`, `lower-than-high`, …; the number itself for a rank no spelling has.
    static func name(ofRank rank: Int) -> String { names[rank] ?? String(rank) }
}
