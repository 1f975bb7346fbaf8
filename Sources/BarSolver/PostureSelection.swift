import BarDiagnostics
import BarModel

/// A posture of a device plus the obstructions in effect (P4): what `closed-landscape+keyboard` names.
public struct PostureSelection: Sendable, Hashable {
    public var posture: Posture
    public var obstructions: [Obstruction]

    public init(posture: Posture, obstructions: [Obstruction] = []) {
        self.posture = posture
        self.obstructions = obstructions
    }

    /// `closed+keyboard`: the posture id, then each obstruction id, joined by `+`.
    public var name: String {
        // Lint names a dozen selections for every screen, in every rule: no arrays for the usual zero or one.
        switch obstructions.count {
        case 0: posture.id
        case 1: posture.id + "+" + obstructions[0].id
        default: ([posture.id] + obstructions.map(\.id)).joined(separator: "+")
        }
    }

    /// Whether a keyboard is up, so keyboard accessory items show (P10).
    public var hasKeyboard: Bool { obstructions.contains { $0.isKeyboard } }

    /// Parses `posture[+obstruction...]` against one device's postures and obstructions. Surrounding spaces
    /// around each part are ignored; an unknown word comes back with a "did you mean" suggestion.
    public static func parse(_ text: String, device: Device) -> Result<PostureSelection, PostureSelectionError> {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map { trimmed(String($0)) }
        guard let first = parts.first, !first.isEmpty else {
            return .failure(.empty(deviceID: device.id, known: device.postures.map(\.id)))
        }
        guard let posture = device.posture(first) else {
            let known = device.postures.map(\.id)
            return .failure(
                .unknownPosture(
                    first, deviceID: device.id, suggestion: Suggestion.closest(to: first, in: known), known: known))
        }
        var obstructions: [Obstruction] = []
        for word in parts.dropFirst() {
            let known = device.obstructions.map(\.id)
            guard !word.isEmpty else { return .failure(.empty(deviceID: device.id, known: known)) }
            guard let obstruction = device.obstruction(word) else {
                return .failure(
                    .unknownObstruction(
                        word, deviceID: device.id, suggestion: Suggestion.closest(to: word, in: known), known: known))
            }
            guard !obstructions.contains(where: { $0.id == obstruction.id }) else {
                return .failure(.repeatedObstruction(word))
            }
            obstructions.append(obstruction)
        }
        return .success(PostureSelection(posture: posture, obstructions: obstructions))
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

/// Why a posture selection could not be read.
public enum PostureSelectionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing, or an empty part between `+` signs; `known` lists what could stand there.
    case empty(deviceID: String, known: [String])
    case unknownPosture(String, deviceID: String, suggestion: String?, known: [String])
    case unknownObstruction(String, deviceID: String, suggestion: String?, known: [String])
    case repeatedObstruction(String)

    /// The closest known word, for "did you mean".
    public var suggestion: String? {
        switch self {
        case .unknownPosture(_, _, let suggestion, _), .unknownObstruction(_, _, let suggestion, _): suggestion
        case .empty, .repeatedObstruction: nil
        }
    }

    /// One sentence saying what is wrong and what would be right.
    public var description: String {
        switch self {
        case .empty(let device, let known):
            "expected a posture name, optionally followed by '+obstruction'; device '\(device)' knows: \(known.joined(separator: ", "))"
        case .unknownPosture(let word, let device, let suggestion, let known):
            "unknown posture '\(word)' for device '\(device)'\(Self.didYouMean(suggestion)); known postures: \(known.joined(separator: ", "))"
        case .unknownObstruction(let word, let device, let suggestion, let known):
            "unknown obstruction '\(word)' for device '\(device)'\(Self.didYouMean(suggestion)); known obstructions: \(known.isEmpty ? "none" : known.joined(separator: ", "))"
        case .repeatedObstruction(let word):
            "obstruction '\(word)' is named twice; name each obstruction once"
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
