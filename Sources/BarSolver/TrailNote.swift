import BarModel

/// One step of the reasoning behind an entry or a whole placement, for `--explain`.
///
/// Most trails are never read (only `--explain` prints them), so notes that differ per item keep their facts
/// and render the sentence when `text` is asked for; a screen of 100,000 items then builds no per-item
/// sentences at all. Two notes are equal when their facts are.
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
    /// The rules this step applied.
    public var rules: [PlatformRule]
    let content: TrailText

    public init(_ topic: Topic, _ text: String, rules: [PlatformRule] = []) {
        self.init(topic, .literal(text), rules: rules)
    }

    /// A note whose sentence is put together only when read (see `TrailText.deferred`).
    init(_ topic: Topic, rules: [PlatformRule] = [], deferred render: @escaping @Sendable () -> String) {
        self.init(topic, .deferred(DeferredText(render)), rules: rules)
    }

    init(_ topic: Topic, _ content: TrailText, rules: [PlatformRule]) {
        self.topic = topic
        self.content = content
        self.rules = rules
    }

    /// The sentence.
    public var text: String { content.text }

    /// `axis: text (P12, P13)`.
    public var description: String {
        rules.isEmpty ? "\(topic.rawValue): \(text)" : "\(topic.rawValue): \(text) (\(rules.listed))"
    }
}
