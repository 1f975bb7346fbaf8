import BarSyntax
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

    /// The ids made so far, in a list while they are few and in a set from `listLimit` on. A screen has a
    /// handful of entries: comparing a new id with each (two short strings compare as two words) cost less than
    /// hashing it, and the set grew, rehashing every id, at its first, second, fourth… id.
    private var usedList: [String] = []
    private var usedSet: Set<String> = []
    /// For a base that had to take a suffix, the suffix to try next.
    private var nextSuffix: [String: Int] = [:]

    /// Ids made before the list becomes a set.
    static let listLimit = 16

    public init() {}

    /// A fresh id for `hint`, or for `fallback` when the hint has no ASCII letters or digits.
    public mutating func make(from hint: String?, fallback: String) -> String {
        var base = IdentifierMaker.slug(hint ?? "") ?? IdentifierMaker.slug(fallback) ?? "entry"
        if SystemEntryIDs.isReserved(base) { base += "-item" }
        var candidate = base
        // Counted on from the last suffix this base took: every lower one is taken (ids are never given back), so
        // the id is the one counting from 2 finds, without trying them all again — 16,000 tabs titled alike took
        // 9.5 s.
        var counter = nextSuffix[base] ?? 2
        if counter > 2 { candidate = "\(base)-\(counter)"; counter += 1 }
        while !markUsed(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        if candidate != base { nextSuffix[base] = counter }
        return candidate
    }

    /// The first of `candidates` (in the order an id is taken from them) that makes an id: a title in Japanese or
    /// Greek has no ASCII letter to slug, and the symbol after it names the entry better than its kind (`item`,
    /// `item-2`, …), which also renumbers every id after it when one such entry is added.
    public static func firstUsableHint(_ candidates: String?...) -> String? {
        for case let candidate? in candidates where slug(candidate) != nil { return candidate }
        return nil
    }

    /// Records `id`; false when it was made before.
    private mutating func markUsed(_ id: String) -> Bool {
        if usedList.count < IdentifierMaker.listLimit {
            if usedList.contains(id) { return false }
            // Made once with room for all it holds, rather than grown (and copied) at its first, second, fourth id.
            if usedList.isEmpty { usedList.reserveCapacity(IdentifierMaker.listLimit) }
            usedList.append(id)
            if usedList.count == IdentifierMaker.listLimit { usedSet = Set(usedList) }
            return true
        }
        // `insert` says whether the id was free: one hash of each candidate, not a lookup and then an insert.
        return usedSet.insert(id).inserted
    }

    /// `"Add Item…"` → `add-item`; nil when nothing usable is left. Camel case is split (`InboxView` →
    /// `inbox-view`), and the result always starts with a letter (`2fa` → `n2fa`).
    public static func slug(_ text: String) -> String? {
        // Over UTF-8 bytes: only ASCII letters and digits make words (accented Latin letters are spelled with
        // theirs first, `LatinLetters`), and every byte of any other non-ASCII character is a separator, as the
        // character is. Words are kept as ranges of one lowercased buffer. The buffers
        // live on the stack for the call (sized from the text): as arrays they cost three allocations, and
        // three frees, for every id.
        var text = LatinLetters.folded(text)
        return text.withUTF8 { utf8 in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 3 * utf8.count + 2) { buffer in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * utf8.count + 2) { wordBounds in
                    slug(utf8, letters: buffer.baseAddress!, result: buffer.baseAddress! + utf8.count, wordBounds: wordBounds.baseAddress!)
                }
            }
        }
    }

    /// `slug(_:)` over `utf8`: `letters` has room for `utf8.count` bytes, `result` for `2 * utf8.count + 2` (the
    /// letters, a `-` between words, which camel case splits without a separator byte, and a leading `n`), and
    /// `wordBounds` for a start and an end per word.
    private static func slug(
        _ utf8: UnsafeBufferPointer<UInt8>, letters: UnsafeMutablePointer<UInt8>, result: UnsafeMutablePointer<UInt8>,
        wordBounds: UnsafeMutablePointer<Int>
    ) -> String? {
        var letterCount = 0
        var wordCount = 0
        func endWord(_ start: Int) {
            wordBounds[2 * wordCount] = start
            wordBounds[2 * wordCount + 1] = letterCount
            wordCount += 1
        }
        var wordStart = 0
        var previousWasLower = false
        for byte in utf8 {
            let isUpper = byte >= 65 && byte <= 90
            let isLower = byte >= 97 && byte <= 122
            let isDigit = byte >= 48 && byte <= 57
            if isUpper || isLower || isDigit {
                if isUpper && previousWasLower && letterCount > wordStart {
                    endWord(wordStart)
                    wordStart = letterCount
                }
                letters[letterCount] = isUpper ? byte + 32 : byte
                letterCount += 1
                previousWasLower = isLower || isDigit
            } else {
                if letterCount > wordStart { endWord(wordStart) }
                wordStart = letterCount
                previousWasLower = false
            }
        }
        if letterCount > wordStart { endWord(wordStart) }
        guard wordCount > 0 else { return nil }
        // Whole words joined by `-` while they fit; the first word alone is cut to fit. One byte is left free at
        // the front for the `n` before a leading digit.
        let out = result + 1
        var count = 0
        for word in 0..<wordCount {
            let start = wordBounds[2 * word]
            let length = wordBounds[2 * word + 1] - start
            let nextCount = count == 0 ? length : count + 1 + length
            if nextCount > maximumLength && count > 0 { break }
            if count > 0 {
                out[count] = UInt8(ascii: "-")
                count += 1
            }
            let kept = min(length, maximumLength - count)
            (out + count).update(from: letters + start, count: kept)
            count += kept
        }
        if out[0] >= 48 && out[0] <= 57 {
            result[0] = UInt8(ascii: "n")
            return DecodedText.string(UnsafeBufferPointer(start: result, count: count + 1))
        }
        // Nearly every id is short, and all of them ASCII: made in place in its string (`DecodedText`).
        return DecodedText.string(UnsafeBufferPointer(start: out, count: count))
    }
}
