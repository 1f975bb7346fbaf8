import BarModel

/// Turns titles, symbols and type names into ids of the language, unique per screen.
///
/// An id is derived from what a person reads — the title (`"Add Item"` → `add-item`), else the symbol
/// (`square.and.pencil` → `square-and-pencil`), else the kind of block — so it stays the same across runs
/// and machines, and changes only when the code's own words change. A second use in the same screen gets
/// `-2`, `-3`… in declaration order. An id the system gives its own controls (`back`, `overflow`, …; see
/// `SystemEntryIDs`) gets `-item`, since a spec may not declare it: a button titled "Back" is `back-item`.
public struct IdentifierMaker: Sendable {
    /// Ids longer than this are cut at a word boundary; a readable prefix is as unique as the whole.
    public static let maximumLength = 40

    private var used: Set<String> = []

    public init() {}

    /// A fresh id for `hint`, or for `fallback` when the hint has no ASCII letters or digits.
    public mutating func make(from hint: String?, fallback: String) -> String {
        var base = IdentifierMaker.slug(hint ?? "") ?? IdentifierMaker.slug(fallback) ?? "entry"
        if SystemEntryIDs.isReserved(base) { base += "-item" }
        var candidate = base
        var counter = 2
        while used.contains(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// `"Add Item…"` → `add-item`; nil when nothing usable is left. Camel case is split (`InboxView` →
    /// `inbox-view`), and the result always starts with a letter (`2fa` → `n2fa`).
    public static func slug(_ text: String) -> String? {
        var words: [String] = []
        var word = ""
        var previousWasLower = false
        for scalar in text.unicodeScalars {
            let isUpper = scalar.value >= 65 && scalar.value <= 90
            let isLower = scalar.value >= 97 && scalar.value <= 122
            let isDigit = scalar.value >= 48 && scalar.value <= 57
            if isUpper || isLower || isDigit {
                if isUpper && previousWasLower && !word.isEmpty {
                    words.append(word)
                    word = ""
                }
                // ASCII only here, so lowercasing is arithmetic (no Unicode case mapping per letter).
                word.unicodeScalars.append(isUpper ? Unicode.Scalar(UInt8(scalar.value + 32)) : scalar)
                previousWasLower = isLower || isDigit
            } else {
                if !word.isEmpty { words.append(word) }
                word = ""
                previousWasLower = false
            }
        }
        if !word.isEmpty { words.append(word) }
        guard !words.isEmpty else { return nil }
        var result = ""
        for part in words {
            let next = result.isEmpty ? part : result + "-" + part
            if next.count > maximumLength && !result.isEmpty { break }
            result = String(next.prefix(maximumLength))
        }
        if let first = result.first, first.isNumber { result = "n" + result }
        return result
    }
}
