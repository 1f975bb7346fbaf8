/// `Type.member` as a dictionary key: the two names side by side rather than joined into one `String`.
///
/// The joined text is longer than the fifteen bytes a `String` keeps inline for most pairs
/// (`InboxViewController.configureBars`), so every key cost an allocation to build and to free, and hashed
/// and compared the whole text: once for every function and static constant of every type while the UIKit
/// declarations are indexed, and again at every lookup. Member names are single identifiers (no `.`), so two
/// keys are equal exactly when the joined texts were.
struct MemberName: Hashable, Sendable {
    /// The type as written in its declaration or at the use (`InboxBars`, or `Outer.Inner` for an extension).
    var type: String
    var member: String

    init(_ type: String, _ member: String) {
        self.type = type
        self.member = member
    }
}
