import BarSolver

/// The ids of a screen's items, each with a number, made once for all the postures lint solves the screen in.
///
/// A posture then finds an item's entry through the shared numbers and an array of 32-bit places
/// (`ItemEntries`) rather than a dictionary of its own: lint solves a screen in a dozen postures, and a
/// dictionary from id to place for each held about 150 MB of a 250,000-item screen's 720 MB.
public final class ItemNumbers: Sendable {
    fileprivate let numbers: [String: Int32]

    /// The ids of `entries`' items, numbered in the order they first appear.
    public init(_ entries: [PlacedEntry]) {
        var numbers: [String: Int32] = [:]
        numbers.reserveCapacity(entries.count)
        for entry in entries where entry.kind == .item && numbers[entry.id] == nil {
            numbers[entry.id] = Int32(truncatingIfNeeded: numbers.count)
        }
        self.numbers = numbers
    }

    fileprivate var count: Int { numbers.count }
}

/// Where each item's entry (the first with its id) is in one placement's `entries`.
enum ItemEntries: Sendable {
    /// Through the screen's shared numbers: the place of each numbered item, −1 where the posture has none.
    case numbered(ItemNumbers, [Int32])
    /// A placement with an item the shared numbers lack keeps its own table.
    case own([String: Int])

    /// Through `numbers`, or nil when an item of `entries` has no number.
    init?(_ entries: [PlacedEntry], numbers: ItemNumbers) {
        guard entries.count <= Int(Int32.max) else { return nil }
        var places = [Int32](repeating: -1, count: numbers.count)
        for (index, entry) in entries.enumerated() where entry.kind == .item {
            guard let number = numbers.numbers[entry.id] else { return nil }
            if places[Int(number)] == -1 { places[Int(number)] = Int32(index) }
        }
        self = .numbered(numbers, places)
    }

    /// A table of its own.
    init(_ entries: [PlacedEntry]) {
        var table: [String: Int] = [:]
        table.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() where entry.kind == .item && table[entry.id] == nil {
            table[entry.id] = index
        }
        self = .own(table)
    }

    func index(_ id: String) -> Int? {
        switch self {
        case .numbered(let numbers, let places):
            guard let number = numbers.numbers[id], places[Int(number)] != -1 else { return nil }
            return Int(places[Int(number)])
        case .own(let table):
            return table[id]
        }
    }
}
