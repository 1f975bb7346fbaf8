import BarModel

/// The rank of each declared group's priority by group id, the first group of an id winning. A toolbar has a
/// handful of groups: they are searched in place, and hashed only past `scanLimit` (a table per solve, lint
/// solving each screen a dozen times, cost more than the search).
struct GroupRanks {
    private let groups: [ToolbarGroup]
    private let table: [String: Int]?
    static let scanLimit = 8

    init(_ groups: [ToolbarGroup]) {
        self.groups = groups
        guard groups.count > Self.scanLimit else {
            table = nil
            return
        }
        var table: [String: Int] = [:]
        for group in groups where table[group.id] == nil { table[group.id] = group.priority.rank }
        self.table = table
    }

    func rank(_ id: String) -> Int? {
        if let table { return table[id] }
        return groups.first { $0.id == id }?.priority.rank
    }
}
