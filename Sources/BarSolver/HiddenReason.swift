import BarModel

/// Why an entry is not shown in a posture, as a fact: what kind of cause, the words for it, and the rules that
/// decided. Reports print `description` (`hidden: in tab 'Home', which is not selected (P7)`); a picture lists
/// `statement` beside the word "hidden" it already shows. Nobody takes the words apart again.
public struct HiddenReason: Sendable, Hashable, CustomStringConvertible {
    public enum Cause: String, Sendable, Hashable, CaseIterable {
        /// Its container is not on screen: a tab not selected, a column not shown, an inspector not presented,
        /// a tab view inside a tab.
        case containerNotShown = "container-not-shown"
        /// An obstruction covers the bar it would sit in (P4).
        case covered
        /// Its bar has no room left and never overflows into a menu [M].
        case noRoom = "no-room"
        /// It shows only while the keyboard is up (P10).
        case keyboardDown = "keyboard-down"
        /// No bar can hold it: its navigation bar is hidden (P15), or the `…` button cannot show (P25).
        case noBar = "no-bar"
    }

    public var cause: Cause
    /// The words after "hidden:": `in tab 'Home', which is not selected`.
    public var explanation: String
    /// The rules cited with it, in the order given.
    public var rules: [PlatformRule]

    public init(_ cause: Cause, _ explanation: String, rules: [PlatformRule] = []) {
        self.cause = cause
        self.explanation = explanation
        self.rules = rules
    }

    /// The outcome as a trail note says it: `hidden: in tab 'Home', which is not selected`.
    public var outcome: String { "hidden: \(explanation)" }
    /// The explanation with its rules: `in tab 'Home', which is not selected (P7)`.
    public var statement: String { rules.isEmpty ? explanation : "\(explanation) (\(rules.listed))" }
    /// The entry's reason: `hidden: in tab 'Home', which is not selected (P7)`.
    public var description: String { "hidden: \(statement)" }
}
