/// One step of the reasoning behind an entry or a whole placement, for `--explain`.
public struct TrailNote: Sendable, Hashable, CustomStringConvertible {
    /// What the step is about, so a renderer can group or label the lines.
    public enum Topic: String, Sendable, Hashable, CaseIterable {
        /// Which axis (vertical or horizontal) the entry could take, and why.
        case axis
        /// The room a bar has against what it needed.
        case space
        /// Where the entry stands in the overflow order (priority, group, position).
        case rank
        /// The decision itself.
        case outcome
        /// What would change the outcome.
        case change
    }

    public var topic: Topic
    public var text: String
    /// The rules this step applied.
    public var rules: [String]

    public init(_ topic: Topic, _ text: String, rules: [String] = []) {
        self.topic = topic
        self.text = text
        self.rules = rules
    }

    /// `axis: text (P12, P13)`.
    public var description: String {
        rules.isEmpty ? "\(topic.rawValue): \(text)" : "\(topic.rawValue): \(text) (\(rules.joined(separator: ", ")))"
    }
}
