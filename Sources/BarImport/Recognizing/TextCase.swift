/// A change of letter case applied to a title in code (`L10n.signIn.localizedCapitalized`, `title.uppercased()`):
/// the text people read is the title read through it, changed.
///
/// The rules are the importer's model of Foundation's for an English text: `capitalized` and
/// `localizedCapitalized` make the first letter of each word upper case and the rest lower case, a word being a
/// run of letters, digits and apostrophes (Foundation gives "E-Mail O'neil" and "Close.Key"); the upper- and lower-case forms change every letter. The language's special cases (a
/// Turkish dotless i, a German sharp s in capitals) follow Swift's own `uppercased()` and `lowercased()`.
enum TextCase: Sendable {
    case capitalized
    case upper
    case lower

    /// The change a member spells (`localizedCapitalized`), or nil for any other member.
    init?(member name: String) {
        switch name {
        case "capitalized", "localizedCapitalized": self = .capitalized
        case "localizedUppercase": self = .upper
        case "localizedLowercase": self = .lower
        default: return nil
        }
    }

    /// The change a method called without arguments spells (`uppercased()`), or nil for any other.
    init?(method name: String) {
        switch name {
        case "uppercased": self = .upper
        case "lowercased": self = .lower
        default: return nil
        }
    }

    /// The change `expression` applies and the text it applies it to: `base.localizedCapitalized`,
    /// `base.uppercased()`; nil for anything else.
    static func applied(in expression: SwiftExpression) -> (change: TextCase, base: SwiftExpression)? {
        switch expression {
        case .member(let base?, let name, _):
            return TextCase(member: name).map { ($0, base) }
        case .call(let call) where call.arguments.isEmpty && call.trailingClosures.isEmpty:
            guard case .member(let base?, let name, _) = call.callee else { return nil }
            return TextCase(method: name).map { ($0, base) }
        default:
            return nil
        }
    }

    /// `text` changed.
    func apply(to text: String) -> String {
        switch self {
        case .upper:
            return text.uppercased()
        case .lower:
            return text.lowercased()
        case .capitalized:
            var result = ""
            result.reserveCapacity(text.utf8.count)
            var startsWord = true
            for character in text {
                if !(character.isLetter || character.isNumber || character == "'" || character == "\u{2019}") {
                    result.append(character)
                    startsWord = true
                } else {
                    result += startsWord ? character.uppercased() : character.lowercased()
                    startsWord = false
                }
            }
            return result
        }
    }
}
