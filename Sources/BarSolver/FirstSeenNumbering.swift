/// Numbers ids in the order they are first seen (0, 1, …): a toolbar's groups as its items name them, a
/// screen's overflow menus as entries arrive. A search while there are a few, a table past `scanLimit`.
struct FirstSeenNumbering {
    private var seen: [String] = []
    private var table: [String: Int]?
    static let scanLimit = 8

    mutating func number(_ id: String) -> Int {
        if let table {
            if let known = table[id] { return known }
        } else if let known = seen.firstIndex(of: id) {
            return known
        }
        let number = seen.count
        seen.append(id)
        if table != nil {
            table![id] = number
        } else if seen.count > Self.scanLimit {
            var built: [String: Int] = [:]
            for (index, seenID) in seen.enumerated() { built[seenID] = index }
            table = built
        }
        return number
    }
}
