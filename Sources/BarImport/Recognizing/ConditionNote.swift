/// The comments that say when imported content shows (`only when isEditing`, `only in 'case .inbox' of switch
/// tab`), written and read in one place: the recognizers make them, and the steps that merge re-read entries, tell
/// alternative containers apart and word warnings read them back.
enum ConditionNote {
    /// The branch after an `if` whose condition does not hold.
    static let elseBranch = "only when the 'if' above is false"

    /// The branch an `if` takes when `condition` holds.
    static func when(_ condition: String) -> String { "only when \(condition)" }

    /// One `case` of a SwiftUI `switch`.
    static func switchCase(_ label: String, of subject: String) -> String { "only in '\(label)' of switch \(subject)" }

    /// Whether `note` says when something shows, rather than anything else a comment says.
    static func isCondition(_ note: String) -> Bool { note.hasPrefix("only ") }
}
