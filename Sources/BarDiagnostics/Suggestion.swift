/// "Did you mean …?" for keywords, attribute names, enum values, references and command-line words.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a plausible typo
    /// (at most a third of the word's length, and at least one edit allowed). Ties go to the earlier candidate
    /// in sorted order, so the suggestion is deterministic.
    public static func closest<C: Collection>(to word: String, in candidates: C) -> String? where C.Element == String {
        let limit = max(1, word.count / 3)
        var best: (distance: Int, candidate: String)?
        let lowered = word.lowercased()
        for candidate in candidates.sorted() {
            var distance = editDistance(lowered, candidate.lowercased())
            // A misspelled first part of a compound word ("horizontl" for "horizontal-only") counts too.
            for part in Self.leadingParts(of: candidate.lowercased()) where part.count >= 4 {
                distance = min(distance, editDistance(lowered, part) + 1)
            }
            if distance <= limit, best.map({ distance < $0.distance }) ?? true {
                best = (distance, candidate)
            }
        }
        if best == nil {
            // A word that is a prefix of exactly one candidate is also a good guess ("compres" → "compression").
            let prefixed = candidates.filter { $0.hasPrefix(lowered) && lowered.count >= 3 }.sorted()
            if prefixed.count == 1 { return prefixed[0] }
        }
        return best?.candidate
    }

    /// The sentence fragment appended to a message: `; did you mean 'x'?` or nothing.
    public static func didYouMean<C: Collection>(_ word: String, in candidates: C) -> String where C.Element == String {
        guard let match = closest(to: word, in: candidates), match != word else { return "" }
        return "; did you mean '\(match)'?"
    }

    /// `horizontal-only` → `horizontal`; `prefers-toolbar-items` → `prefers`, `prefers-toolbar`.
    static func leadingParts(of word: String) -> [String] {
        let parts = word.split(separator: "-")
        guard parts.count > 1 else { return [] }
        return (1..<parts.count).map { parts[0..<$0].joined(separator: "-") }
    }

    /// Optimal string alignment distance (Damerau–Levenshtein with adjacent transpositions), bounded inputs only.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars.prefix(64))
        let b = Array(b.unicodeScalars.prefix(64))
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            previousPrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}
