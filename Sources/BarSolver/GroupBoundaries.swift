/// Neighbouring declared groups keep their distance ([S2]: groups adjust the spacing to their neighbouring
/// groups; P18 keeps items in their original groups; P20 asks apps to group rather than insert spacers) [M]:
/// along any bar, two neighbouring entries of one run are `group-gap` apart when at least one of them belongs to
/// a declared group and they do not belong to the same one. A run is a stretch of one bar with nothing of the
/// system's between its entries (the strip's navigation, toolbar and former bottom-bar sections; a horizontal
/// side's items before `…`, and its pinned items after it).
///
/// Fitters remove entries in overflow order, which is not display order, so the count of boundaries is kept
/// in a doubly linked list over display places: removing an entry looks at its two neighbours only, O(1).
struct GroupBoundaries {
    /// The declared group of the entry at each display place (a number per group id, −1: in no declared group),
    /// and its run.
    /// 32-bit numbers and one byte a run: 10 bytes a place instead of 32, since a long toolbar's solve spends
    /// its time on memory (group numbers and places count items of one toolbar).
    private let groups: [Int32]
    private let runs: [UInt8]
    /// The neighbours of each place still present, made on the first removal: most bars lose nothing.
    private var previous: [Int32] = []
    private var next: [Int32] = []
    /// How many neighbouring pairs of the entries still present are in different groups.
    private(set) var count = 0

    init(groups: [Int32], runs: [UInt8]) {
        self.groups = groups
        self.runs = runs
        for place in groups.indices.dropLast() where separatesPlaces(place, place + 1) { count += 1 }
    }

    /// Entries none of which is in a declared group: no two of them are ever apart, whatever leaves (so nothing
    /// is stored).
    static let none = GroupBoundaries(groups: [], runs: [])

    /// Whether two neighbouring entries in these groups keep a gap between them.
    static func separates(_ a: String?, _ b: String?) -> Bool { (a != nil || b != nil) && a != b }

    /// The same for groups numbered by `OverflowRanking` (−1: in no declared group).
    static func separates(_ a: Int, _ b: Int) -> Bool { (a >= 0 || b >= 0) && a != b }

    private func separatesPlaces(_ a: Int, _ b: Int) -> Bool {
        runs[a] == runs[b] && Self.separates(Int(groups[a]), Int(groups[b]))
    }

    /// Takes the entry at `place` out; its neighbours become neighbours.
    mutating func remove(_ place: Int) {
        guard !groups.isEmpty else { return }
        if previous.isEmpty {
            previous = groups.indices.map { Int32($0 - 1) }
            next = groups.indices.map { Int32($0 + 1) }
        }
        let before = Int(previous[place])
        let after = Int(next[place])
        let hasBefore = before >= 0
        let hasAfter = after < groups.count
        if hasBefore {
            if separatesPlaces(before, place) { count -= 1 }
            next[before] = Int32(after)
        }
        if hasAfter {
            if separatesPlaces(place, after) { count -= 1 }
            previous[after] = Int32(before)
        }
        if hasBefore && hasAfter && separatesPlaces(before, after) { count += 1 }
    }
}
