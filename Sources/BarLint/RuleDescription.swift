import BarModel
import BarDiagnostics

/// What a rule is about; groups rules in listings and becomes a SARIF tag.
public enum RuleKind: String, Sendable, Hashable, CaseIterable {
    /// The spec says something the platform will not do, or that loses information people need.
    case correctness
    /// The spec works but goes against the platform's design guidance for bars.
    case design
    /// Parts of one screen disagree with each other.
    case consistency
    /// Found by running the solver: where items actually land in some posture.
    case placement
}

/// A `.bar` snippet that shows a rule at work. In a triggering example every place a finding must start is
/// marked with `↓` right before the token; the marker is removed before the text is parsed.
public struct RuleExample: Sendable, Hashable {
    /// The marker that stands before each expected finding.
    public static let marker: Character = "↓"

    /// The text as written, markers included.
    public var marked: String
    /// One line saying what the example shows, for `--explain` and the documentation.
    public var note: String?
    /// Other rules the example cannot help triggering too (a disabled tab is also `vertical-disabled`); the
    /// example tests allow findings from these and no others.
    public var alsoTriggers: [String]

    public init(_ marked: String, note: String? = nil, alsoTriggers: [String] = []) {
        self.marked = marked
        self.note = note
        self.alsoTriggers = alsoTriggers
    }

    /// The text to parse: the marked text without its markers.
    public var text: String { String(marked.filter { $0 != RuleExample.marker }) }

    /// The UTF-8 offsets, in `text`, of the places the markers stand before.
    public var markerOffsets: [Int] {
        var offsets: [Int] = []
        var offset = 0
        for character in marked {
            if character == RuleExample.marker {
                offsets.append(offset)
            } else {
                offset += character.utf8.count
            }
        }
        return offsets
    }
}

/// A rule's metadata: everything about it except how it checks, as one value. Listings, `--explain`, SARIF
/// rule descriptors, docs/rules.md and the example tests all read this, so they cannot disagree.
public struct RuleDescription: Sendable, Hashable, Identifiable {
    /// Stable kebab-case id; users write it in configurations, suppression comments and baselines.
    public var id: String
    /// A short title in sentence case.
    public var name: String
    /// One line: what the rule finds.
    public var summary: String
    /// Why it matters, citing the platform reference's rule ids (P1–P31, §8).
    public var rationale: String
    /// The platform reference's rules the check rests on (`P14`, `§8`).
    public var platformRules: [PlatformRule]
    /// The severity a finding has unless a configuration says otherwise.
    public var severity: Severity
    public var kind: RuleKind
    /// Whether the rule runs the solver over every posture of the device. Such a rule is run one screen at a
    /// time (`Linter`): `context.screens` then holds that screen alone, so its placements can be dropped before
    /// the next. A placement rule must therefore judge each screen on its own, never compare screens.
    public var usesPlacements: Bool
    /// Examples that must produce findings exactly at their markers.
    public var triggeringExamples: [RuleExample]
    /// Examples that must produce no finding.
    public var nonTriggeringExamples: [RuleExample]

    public init(
        id: String, name: String, summary: String, rationale: String, platformRules: [PlatformRule],
        severity: Severity, kind: RuleKind, usesPlacements: Bool = false,
        triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample]
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.platformRules = platformRules
        self.severity = severity
        self.kind = kind
        self.usesPlacements = usesPlacements
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}
