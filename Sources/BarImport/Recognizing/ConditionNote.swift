/// The comments that say when imported content shows (`only when isEditing`, `only when not isEditing`, `only in
/// 'case .inbox' of switch tab`), written and read in one place: the recognizers make them, and the steps that
/// merge re-read entries, tell alternative containers apart and word warnings read them back.
///
/// Each note says its conditions itself. An `else` branch's note names the conditions it runs without (`only when
/// not isEditing`) rather than pointing at "the 'if' above": a spec lists entries in the order the screen shows
/// them (a UIKit right-hand list runs from the trailing end), so the entry above is often not the `if`'s.
enum ConditionNote {
    /// The most conditions an `else` note names; a longer chain is counted.
    static let namedConditions = 3

    /// The branch an `if` takes when `condition` holds.
    static func when(_ condition: String) -> String { "only when \(condition)" }

    /// The most notes of early exits passed (`if c { return }` before an item) that an item carries; past it the
    /// last counts the rest. Each item carried one note per exit above it, so 8,000 `guard`s wrote 3.5 GB of
    /// notes, and a spec of 1,000 was 12 MB.
    static let maximumExitNotes = 8

    /// Adds `note`, that the code got past one more early exit, to `notes`, whose last entries are the `exits`
    /// such notes added before (counted, not listed, past `maximumExitNotes`). Returns whether an entry was added
    /// (past the limit, the counting note is replaced instead).
    static func addExit(_ note: String, to notes: inout [String], exits: inout Int) -> Bool {
        exits += 1
        guard exits > maximumExitNotes else {
            notes.append(note)
            return true
        }
        let more = exits - maximumExitNotes
        let counting = more == 1 ? "only when 1 more early exit before it is not taken" : "only when \(more) more early exits before it are not taken"
        if more == 1 {
            notes.append(counting)
            return true
        }
        notes[notes.count - 1] = counting
        return false
    }

    /// The branch taken when every one of `conditions` (those of the `if … else if` before it, as written) fails.
    /// Repeated conditions are named once; past `namedConditions` the rest are counted.
    static func otherwise(_ conditions: [String]) -> String {
        afterFailing(conditions, when: nil)
    }

    /// An `else if` branch: taken when every one of `conditions` before it fails and its own `condition` holds,
    /// said in the words of an `else` (`only when not a and b`). Its own condition alone ("only when b") also
    /// claimed it showed when an earlier branch ran instead.
    static func afterFailing(_ conditions: [String], when condition: String?) -> String {
        var seen: Set<String> = []
        let distinct = conditions.filter { seen.insert($0).inserted }
        return afterFailing(distinct: distinct, seen: seen, when: condition)
    }

    /// `afterFailing(_:when:)` of conditions already named once each (`distinct`, in order, and as a set): the
    /// chain of an `if … else if` keeps them as it goes, so each branch's note costs the same however long the
    /// chain (20,000 branches took minutes when each branch named the ones before it again).
    static func afterFailing(distinct: [String], seen: Set<String>, when condition: String?) -> String {
        // One its own condition already says fails is not said again: `if isSelecting { … } else if !isSelecting,
        // hasItems { … }` is "only when !isSelecting, hasItems", not "only when not isSelecting and !isSelecting, …".
        let implied = (condition.map(plainNegations) ?? []).filter { seen.contains($0) }
        var named: [String] = []
        for earlier in distinct where !implied.contains(earlier.trimmingSpaces) {
            named.append(earlier)
            if named.count == namedConditions { break }
        }
        guard !named.isEmpty else { return condition.map(when) ?? "only when no branch before it runs" }
        // `else if a && b || c` after `if x`: "not x and (a && b || c)" — unparenthesized, the `and` read as
        // binding tighter than the condition's own `||`, and the note said something else than the code.
        let own = condition.map { hasTopLevelOr($0) ? "(\($0.trimmingSpaces))" : $0 }
        let words = (named.map(negated) + (own.map { [$0] } ?? [])).joined(separator: " and ")
        let more = distinct.count - implied.count - namedConditions
        switch more {
        case ..<1: return "only when \(words)"
        case 1: return "only when \(words), and 1 more condition before it fails"
        default: return "only when \(words), and \(more) more conditions before it fail"
        }
    }

    /// Whether `condition` has a `||` outside any parentheses, brackets, braces and string literals: joined to
    /// other conditions with "and", it needs parentheses of its own.
    static func hasTopLevelOr(_ condition: String) -> Bool {
        ConditionScan.topLevelParts(Array(condition.utf8)[...], separatedBy: Array("||".utf8)).count > 1
    }

    /// The plain names `condition` requires to be false or true, negated: `!isSelecting, hasItems && !done` →
    /// `isSelecting`, `!hasItems`, `done`. Only names and member chains: a condition that holds one of them fails.
    static func plainNegations(_ condition: String) -> Set<String> {
        var result: Set<String> = []
        for part in condition.split(separator: ",").flatMap({ $0.split(separator: "&") }) {
            let trimmed = Substring(part).trimmingSpaces
            let name = trimmed.hasPrefix("!") ? trimmed.dropFirst() : Substring(trimmed)
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { continue }
            result.insert(trimmed.hasPrefix("!") ? String(name) : "!" + name)
        }
        return result
    }

    /// `isEditing` → `not isEditing`; `let item = selection` → `selection is nil`; anything but a plain name or
    /// member chain is parenthesized (`not (count > 0)`).
    static func negated(_ condition: String) -> String {
        let trimmed = condition.trimmingSpaces
        for binding in ["let ", "var "] where trimmed.hasPrefix(binding) && !trimmed.contains(",") {
            let bound = trimmed.dropFirst(binding.count)
            if let equals = bound.firstIndex(of: "=") {
                return "\(bound[bound.index(after: equals)...].trimmingSpaces) is nil"
            }
            return "\(bound.trimmingSpaces) is nil"
        }
        func isPlain(_ text: Substring) -> Bool {
            !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
        }
        // `guard !isEditing else { … }`: the body runs when `isEditing`, not when "not (!isEditing)".
        if trimmed.hasPrefix("!"), isPlain(trimmed.dropFirst()) { return String(trimmed.dropFirst()) }
        return isPlain(Substring(trimmed)) ? "not \(trimmed)" : "not (\(trimmed))"
    }

    /// One `case` of a SwiftUI `switch`.
    static func switchCase(_ label: String, of subject: String) -> String { "only in '\(label)' of switch \(subject)" }

    /// Whether `note` says when something shows, rather than anything else a comment says.
    static func isCondition(_ note: String) -> Bool { note.hasPrefix("only ") }

    /// The most alternatives `anyOf` lists and simplifies.
    static let maximumMergedTerms = 32

    /// One note for content shown under any of `alternatives`, each a list of notes that all hold (`[only when a,
    /// only when not b]`): `only when a and when not b, or when c`. Nil when between them they always hold — an
    /// alternative with no condition, or two that differ in one condition and its negation (`when a and when b`,
    /// `when a and when not b` make `when a`) until one is left with none. Past `maximumMergedTerms` alternatives
    /// the note counts them.
    static func anyOf(_ alternatives: [[String]]) -> String? {
        // No alternative at all: nothing shows it. Callers ask with at least one; said rather than a bare "only".
        guard !alternatives.isEmpty else { return "only when no branch above is taken" }
        // Each alternative as lists of the words after "only ", once each; a note that is itself a choice (`only
        // when a, or when b`, from an earlier merge) stands for its alternatives, and one that is a conjunction
        // (`only when not a and b`, an `else if`'s) for its conditions.
        var terms: [[Condition]] = []
        // Alternatives a note already counts rather than lists (merged one reading at a time, a long chain's
        // note is merged again with each next branch).
        var counted = 0
        for notes in alternatives {
            if let count = notes.lazy.compactMap(countedAlternatives).first {
                counted += count
                continue
            }
            var expanded: [[Condition]] = [[]]
            var isCounted = false
            for note in notes {
                let words = note.hasPrefix("only ") ? String(note.dropFirst("only ".count)) : note
                let alternatives = split(words, at: ", or ")
                // A note listing more than are ever listed (one merged before the count began): counted.
                if alternatives.count > maximumMergedTerms {
                    counted += alternatives.count
                    isCounted = true
                    break
                }
                let choices = alternatives.map { split($0, at: " and ").flatMap(conditions) }
                // Spelled out only while small: a note is never longer than the code it describes warrants.
                guard expanded.count * choices.count <= maximumAlternatives else {
                    expanded = expanded.map { $0 + [Condition(words: words, continuesConjunction: false)] }
                    continue
                }
                expanded = expanded.flatMap { term in choices.map { term + $0 } }
            }
            if isCounted { continue }
            terms += expanded.map { term in
                var seen: Set<Condition> = []
                return term.filter { seen.insert($0).inserted }
            }
        }
        if terms.contains(where: \.isEmpty) { return nil }
        // Past a few dozen, neither listed nor simplified: each pass of the simplification compares every pair,
        // and a view shown in 800 branches of an `else if` took 9 s for a note of 97 KB.
        guard counted == 0, terms.count <= maximumMergedTerms else { return manyAlternatives(counted + terms.count) }
        var changed = true
        while changed {
            changed = false
            if terms.contains(where: \.isEmpty) { return nil }
            // An alternative that holds whenever a shorter one holds adds nothing.
            for (index, term) in terms.enumerated() {
                if terms.indices.contains(where: { $0 != index && terms[$0].count <= term.count && Set(terms[$0]).isSubset(of: term) && (terms[$0].count < term.count || $0 < index) }) {
                    terms.remove(at: index)
                    changed = true
                    break
                }
            }
            if changed { continue }
            // Two that differ only in one condition and its negation hold whenever what they share does.
            search: for first in terms.indices {
                for second in terms.indices where second > first && terms[first].count == terms[second].count {
                    let onlyFirst = terms[first].filter { !terms[second].contains($0) }
                    let onlySecond = terms[second].filter { !terms[first].contains($0) }
                    guard onlyFirst.count == 1, onlySecond.count == 1, areComplementary(onlyFirst[0].words, onlySecond[0].words) else { continue }
                    terms[first].removeAll { $0 == onlyFirst[0] }
                    terms.remove(at: second)
                    changed = true
                    break search
                }
            }
        }
        return "only " + terms.map(said).joined(separator: ", or ")
    }

    /// The note for content shown under any of `count` alternatives, too many to list.
    static func manyAlternatives(_ count: Int) -> String {
        manyAlternativesWords.prefix + String(count) + manyAlternativesWords.suffix
    }

    /// The words around the count in `manyAlternatives`, which `countedAlternatives` reads back.
    private static let manyAlternativesWords = (prefix: "only when one of the ", suffix: " conditions it is read under holds (too many to list)")

    /// How many alternatives `note` counts, when it is `manyAlternatives`'s.
    private static func countedAlternatives(_ note: String) -> Int? {
        let (prefix, suffix) = manyAlternativesWords
        guard note.hasPrefix(prefix), note.hasSuffix(suffix) else { return nil }
        return Int(note.dropFirst(prefix.count).dropLast(suffix.count))
    }

    /// One condition of an alternative in `anyOf`, as words after "only " (`when a`, `in 'case .x' of switch s`).
    /// Equal by its words; `continuesConjunction` remembers that it was written after another's "and" without its
    /// own "when" (`when not a and b`), to be said that way again.
    private struct Condition: Hashable {
        let words: String
        let continuesConjunction: Bool

        static func == (a: Condition, b: Condition) -> Bool { a.words == b.words }
        func hash(into hasher: inout Hasher) { hasher.combine(words) }
    }

    /// `when a and b` → `when a`, `when b`: the conditions of one conjunction, cut at each " and " outside
    /// parentheses and string literals (Swift has no `and`, so there it only joins the words a note is written
    /// in). An " and " after a comma starts the count of further conditions (`…, and 2 more conditions before it
    /// fail`), which stays with the condition before it.
    private static func conditions(_ words: String) -> [Condition] {
        guard words.hasPrefix("when "), words.contains(" and ") else { return [Condition(words: words, continuesConjunction: false)] }
        var parts: [Condition] = []
        let characters = Array(words)
        var partStart = 0
        var depth = 0
        var inString = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if inString {
                if character == "\\" { index += 1 } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" || character == "[" || character == "{" {
                depth += 1
            } else if character == ")" || character == "]" || character == "}" {
                depth = max(0, depth - 1)
            } else if depth == 0, character == " ", index > 0, characters[index - 1] != ",",
                characters[index...].starts(with: " and ")
            {
                parts.append(condition(characters[partStart..<index], continuing: !parts.isEmpty))
                index += " and ".count
                partStart = index
                continue
            }
            index += 1
        }
        parts.append(condition(characters[partStart...], continuing: !parts.isEmpty))
        return parts
    }

    /// A piece of a conjunction as a condition of its own: `b` after `when a and` is `when b`.
    private static func condition(_ piece: ArraySlice<Character>, continuing: Bool) -> Condition {
        let text = String(piece)
        if text.hasPrefix("when ") || text.hasPrefix("in '") { return Condition(words: text, continuesConjunction: false) }
        return Condition(words: "when " + text, continuesConjunction: continuing)
    }

    /// An alternative's conditions joined by "and", each continuing one after a "when" said without its own.
    private static func said(_ term: [Condition]) -> String {
        var text = ""
        var previousIsWhen = false
        for condition in term {
            if !text.isEmpty { text += " and " }
            text += condition.continuesConjunction && previousIsWhen ? String(condition.words.dropFirst("when ".count)) : condition.words
            previousIsWhen = condition.words.hasPrefix("when ")
        }
        return text
    }

    /// The most alternatives a merged note is spelled out into (`anyOf`).
    static let maximumAlternatives = 16

    /// `words` cut at each `separator` that comes before another condition (`when …`, `in '…`), not inside one.
    private static func split(_ words: String, at separator: String) -> [String] {
        var parts: [String] = []
        var partStart = words.startIndex
        var searchStart = words.startIndex
        while let found = words[searchStart...].firstRange(of: separator) {
            let next = words[found.upperBound...]
            if next.hasPrefix("when ") || next.hasPrefix("in '") {
                parts.append(String(words[partStart..<found.lowerBound]))
                partStart = found.upperBound
            }
            searchStart = found.upperBound
        }
        parts.append(String(words[partStart...]))
        return parts
    }

    /// Whether `a` and `b` (words after "only ") are a condition and its negation: `when x` and `when not x`.
    private static func areComplementary(_ a: String, _ b: String) -> Bool {
        for (positive, negative) in [(a, b), (b, a)] where positive.hasPrefix("when ") {
            if negative == "when " + negated(String(positive.dropFirst("when ".count))) { return true }
        }
        return false
    }
}

extension StringProtocol {
    /// Without spaces at either end.
    var trimmingSpaces: String {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return "" }
        return String(self[first...last])
    }
}
