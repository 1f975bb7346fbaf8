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
        // `insert` says whether the id was free: one hash of each candidate, not a lookup and then an insert.
        while !used.insert(candidate).inserted {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        return candidate
    }

    /// `"Add Item…"` → `add-item`; nil when nothing usable is left. Camel case is split (`InboxView` →
    /// `inbox-view`), and the result always starts with a letter (`2fa` → `n2fa`).
    public static func slug(_ text: String) -> String? {
        // Over UTF-8 bytes: only ASCII letters and digits make words, and every byte of a non-ASCII character
        // is a separator, as the character is. Words are kept as ranges of one lowercased buffer. The buffers are
        // sized up front: grown by appending, each was reallocated several times for a title.
        var letters: [UInt8] = []
        letters.reserveCapacity(text.utf8.count)
        var words: [Range<Int>] = []
        words.reserveCapacity(8)
        var wordStart = 0
        var previousWasLower = false
        for byte in text.utf8 {
            let isUpper = byte >= 65 && byte <= 90
            let isLower = byte >= 97 && byte <= 122
            let isDigit = byte >= 48 && byte <= 57
            if isUpper || isLower || isDigit {
                if isUpper && previousWasLower && letters.count > wordStart {
                    words.append(wordStart..<letters.count)
                    wordStart = letters.count
                }
                letters.append(isUpper ? byte + 32 : byte)
                previousWasLower = isLower || isDigit
            } else {
                if letters.count > wordStart { words.append(wordStart..<letters.count) }
                wordStart = letters.count
                previousWasLower = false
            }
        }
        if letters.count > wordStart { words.append(wordStart..<letters.count) }
        guard !words.isEmpty else { return nil }
        // Whole words joined by `-` while they fit; the first word alone is cut to fit.
        var result: [UInt8] = []
        result.reserveCapacity(min(letters.count + words.count, maximumLength) + 1)
        for word in words {
            let nextCount = result.isEmpty ? word.count : result.count + 1 + word.count
            if nextCount > maximumLength && !result.isEmpty { break }
            if !result.isEmpty { result.append(UInt8(ascii: "-")) }
            result += letters[word]
            if result.count > maximumLength { result.removeLast(result.count - maximumLength) }
        }
        if let first = result.first, first >= 48 && first <= 57 { result.insert(UInt8(ascii: "n"), at: 0) }
        return String(decoding: result, as: UTF8.self)
    }
}
