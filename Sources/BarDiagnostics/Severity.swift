/// How much a diagnostic matters. Only `error` makes `bar check` fail; lint lets users raise warnings.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
    case info
    case warning
    case error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// The word a compiler-style line uses (`error`, `warning`, `note`); Xcode recognises these three.
    public var label: String {
        switch self {
        case .info: "note"
        case .warning: "warning"
        case .error: "error"
        }
    }
}
