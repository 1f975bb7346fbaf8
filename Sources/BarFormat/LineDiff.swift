/// The shortest edit script between two sequences of lines (Myers, "An O(ND) Difference Algorithm", 1986):
/// which lines to keep, delete and insert to turn one into the other, with as few deletions and insertions
/// as possible.
///
/// Lines are compared as bytes, terminator included, never as Swift strings: `String` equality is Unicode
/// canonical equivalence, which would call a precomposed `é` equal to a decomposed one and hide a real
/// change; and a last line without `\n` must differ from the same line with one.
///
/// Time is O((N+M)·D) and memory O(D²) for D differing lines. Past `maximumEdits` the script falls back to
/// deleting and inserting the whole differing middle: still a correct diff, just not a minimal one, so an
/// enormous rewrite cannot exhaust memory. Formatting changes are far smaller than that.
public enum LineDiff {
    /// The most differing lines for which a minimal script is searched.
    public static let maximumEdits = 2_000

    public enum Operation: Hashable, Sendable {
        /// Old line `old` is new line `new`.
        case keep(old: Int, new: Int)
        /// Old line `old` is removed.
        case delete(old: Int)
        /// New line `new` is added.
        case insert(new: Int)
    }

    /// `text` split after each `\n`; the last line has no terminator when the text does not end with one.
    public static func lines(_ text: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for index in text.indices where text[index] == UInt8(ascii: "\n") {
            lines.append(text[start...index])
            start = index + 1
        }
        if start < text.count { lines.append(text[start...]) }
        return lines
    }

    /// The edit script turning `old` into `new`, in order: every old and every new line appears once.
    public static func operations(from old: [ArraySlice<UInt8>], to new: [ArraySlice<UInt8>]) -> [Operation] {
        // Number the distinct lines so the search compares integers, not byte strings.
        var numbers: [ArraySlice<UInt8>: Int] = [:]
        for line in old where numbers[line] == nil { numbers[line] = numbers.count }
        let oldNumbers = old.map { numbers[$0]! }
        for line in new where numbers[line] == nil { numbers[line] = numbers.count }
        let newNumbers = new.map { numbers[$0]! }

        // Common ends need no search.
        var prefix = 0
        while prefix < oldNumbers.count, prefix < newNumbers.count, oldNumbers[prefix] == newNumbers[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < oldNumbers.count - prefix, suffix < newNumbers.count - prefix,
            oldNumbers[oldNumbers.count - 1 - suffix] == newNumbers[newNumbers.count - 1 - suffix]
        {
            suffix += 1
        }

        var script: [Operation] = (0..<prefix).map { .keep(old: $0, new: $0) }
        let middleOld = Array(oldNumbers[prefix..<(oldNumbers.count - suffix)])
        let middleNew = Array(newNumbers[prefix..<(newNumbers.count - suffix)])
        let middle = shortestScript(middleOld, middleNew) ?? wholesale(middleOld.count, middleNew.count)
        for operation in middle {
            switch operation {
            case .keep(let o, let n): script.append(.keep(old: o + prefix, new: n + prefix))
            case .delete(let o): script.append(.delete(old: o + prefix))
            case .insert(let n): script.append(.insert(new: n + prefix))
            }
        }
        for index in 0..<suffix {
            script.append(.keep(old: oldNumbers.count - suffix + index, new: newNumbers.count - suffix + index))
        }
        return script
    }

    /// Every old line deleted, then every new line inserted.
    private static func wholesale(_ oldCount: Int, _ newCount: Int) -> [Operation] {
        (0..<oldCount).map { .delete(old: $0) } + (0..<newCount).map { .insert(new: $0) }
    }

    /// Myers' greedy search, remembering each round's furthest points to walk the path back; nil when more
    /// than `maximumEdits` edits are needed.
    private static func shortestScript(_ a: [Int], _ b: [Int]) -> [Operation]? {
        let n = a.count
        let m = b.count
        let limit = min(n + m, maximumEdits)
        let offset = limit + 1
        // v[offset + k]: the furthest x reached on diagonal k (y = x - k).
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        // rounds[d]: v for diagonals -(d+1)...(d+1) as it stood before round d.
        var rounds: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            rounds.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]  // down: an insertion
                } else {
                    x = v[offset + k - 1] + 1  // right: a deletion
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return nil }

        var reversed: [Operation] = []
        var x = n
        var y = m
        for d in stride(from: rounds.count - 1, through: 0, by: -1) {
            let before = rounds[d]
            func furthest(_ k: Int) -> Int { before[k + d + 1] }
            let k = x - y
            let previousK = (k == -d || (k != d && furthest(k - 1) < furthest(k + 1))) ? k + 1 : k - 1
            let previousX = furthest(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                reversed.append(.keep(old: x - 1, new: y - 1))
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == previousX {
                    reversed.append(.insert(new: y - 1))
                } else {
                    reversed.append(.delete(old: x - 1))
                }
            }
            x = previousX
            y = previousY
        }
        return reversed.reversed()
    }
}
