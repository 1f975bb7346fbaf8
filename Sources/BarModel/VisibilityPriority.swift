import BarSyntax

/// `priority`: the order in which items leave for the overflow menu when space runs short (P22–P23).
///
/// The platform has three system levels and relative values that sit just above or below one of them
/// without crossing the next level (`lower-than-high` lies between `automatic` and `high`). Each is mapped to
/// a rank: levels are 10, 20, 30 and a relative value is its base ± 1. Two relative values built on the same
/// base are equal, as on the platform. `lower-than-automatic` and `higher-than-low` both lie between `low`
/// and `automatic`; the platform does not say how they compare with each other, and this model ranks
/// `higher-than-low` (11) below `lower-than-automatic` (19) — a documented modelling choice [M].
public struct VisibilityPriority: Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Level: String, Sendable, Hashable, CaseIterable {
        case low
        case automatic
        case high

        var rank: Int {
            switch self {
            case .low: 10
            case .automatic: 20
            case .high: 30
            }
        }
    }

    public enum Relation: String, Sendable, Hashable {
        case exactly
        case lowerThan = "lower-than"
        case higherThan = "higher-than"
    }

    public var level: Level
    public var relation: Relation

    public init(_ level: Level, _ relation: Relation = .exactly) {
        self.level = level
        self.relation = relation
    }

    public static let low = VisibilityPriority(.low)
    public static let automatic = VisibilityPriority(.automatic)
    public static let high = VisibilityPriority(.high)

    public var rank: Int {
        switch relation {
        case .exactly: level.rank
        case .lowerThan: level.rank - 1
        case .higherThan: level.rank + 1
        }
    }

    /// The spelling in the language: `low`, `automatic`, `high`, `lower-than-high`, `higher-than-low`, …
    public var description: String {
        relation == .exactly ? level.rawValue : "\(relation.rawValue)-\(level.rawValue)"
    }

    /// Every spelling the language accepts, for parsing and "did you mean".
    public static let allSpellings: [String] = Level.allCases.flatMap { level in
        [level.rawValue, "lower-than-\(level.rawValue)", "higher-than-\(level.rawValue)"]
    }

    public init?(spelling: String) {
        // `allSpellings` lists each level, then its lower-than and higher-than forms: compared with the
        // table, not with spellings built anew for every value read.
        guard let index = Self.allSpellings.firstIndex(of: spelling) else { return nil }
        self.init(spellingIndex: index)
    }

    /// `allSpellings` as a word table, for the lowering to look a value up in place in the source.
    static let spellingTable = WordTable(allSpellings)

    /// The priority spelled `allSpellings[index]`.
    init(spellingIndex index: Int) {
        let relation: Relation = switch index % 3 {
        case 0: .exactly
        case 1: .lowerThan
        default: .higherThan
        }
        self.init(Level.allCases[index / 3], relation)
    }

    public static func < (a: VisibilityPriority, b: VisibilityPriority) -> Bool { a.rank < b.rank }
}
