import BarDiagnostics
import BarModel
import BarSolver

/// A name in a request that the document does not have: a device, a posture (with its obstructions) or a
/// screen. Each case keeps its facts typed; `message` and `suggestion` put it into the one wording every
/// command and the language server show.
public enum SelectionError: Error, Sendable, Hashable, CustomStringConvertible {
    case unknownDevice(DeviceCatalog.UnknownDevice)
    /// A posture that could not be read; `side` says which end of a pair it was meant for, if any.
    case posture(PostureSelectionError, side: PairSide? = nil)
    /// A screen id the document (or both documents of a version diff) does not declare.
    case unknownScreen(String, known: [String])

    /// Which end of a compared pair of postures a name was given for.
    public enum PairSide: String, Sendable, Hashable {
        case before, after
    }

    /// What is wrong, without the "did you mean" (which is `suggestion`) — except for postures, whose
    /// sentence carries its own suggestion before the list of known postures.
    public var message: String {
        switch self {
        case .unknownDevice(let error): error.message
        case .posture(let error, _): error.description
        case .unknownScreen(let name, let known):
            "unknown screen '\(name)' (\(known.isEmpty ? "the spec has no screens" : "screens: \(known.joined(separator: ", "))"))"
        }
    }

    /// The known name closest to the one given, if one is close.
    public var suggestion: String? {
        switch self {
        case .unknownDevice(let error): error.suggestion
        case .posture: nil
        case .unknownScreen(let name, let known): Suggestion.closest(to: name, in: known).flatMap { $0 == name ? nil : $0 }
        }
    }

    public var description: String {
        message + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    }
}
