/// The table keys behind SwiftGen's `L10n` constants when the program does not declare `L10n`: SwiftGen writes
/// that enum at build time (its configuration names an output file the repository leaves out, as Zotero's does),
/// so `L10n.cancel` and `L10n.Onboarding.signIn` named no constant the importer could read, and some 30 of
/// Zotero's titles were imported as that code.
///
/// SwiftGen's `structured-swift5` template makes a key's parts between periods nested enums and a last part a
/// constant (`onboarding.sign_in` → `L10n.Onboarding.signIn`), each part made an identifier its way: the runs of
/// letters, digits and underscores, each capitalized and joined, snake case made camel case, and the constant's
/// first word lower case (`URLString` → `urlString`). The importer names every key of the `Localizable` table so
/// and reads `L10n.…` as the key so named, when exactly one key is: a name two keys share, or a key named
/// otherwise than the importer names it (another template, several tables, an `enumName` of its own), stays code.
/// A word all in capitals is lower case first (`CANCEL_BUTTON` → `cancelButton`), and the text is shown as
/// SwiftGen's formatting shows it (`%%` is `%`). Any declaration of an `L10n` in the program — a type of that
/// name at any depth or a `typealias` — turns this off: its constants are the program's. An extension of `L10n`
/// does not: its constants are read as the program's, and the other names as the generated enum's.
struct SwiftGenKeys: Sendable {
    /// The enum SwiftGen's templates write by default.
    static let enumName = "L10n"

    /// Each key of the table by the path it is named by after `L10n.` (`Onboarding.signIn`); nil for a name two
    /// keys share.
    private var keys: [String: String?] = [:]

    init() {}

    /// The keys of `tables`' `Localizable` table, when `files` use `L10n.` and declare no `L10n` of their own.
    init(tables: StringTables, files: [SwiftFile]) {
        guard !tables.isEmpty, let all = tables.keys(inTable: "Localizable"), Self.usesUndeclaredEnum(files) else { return }
        for key in all {
            guard let path = Self.path(ofKey: key) else { continue }
            if keys[path] != nil { keys[path] = .some(nil) } else { keys[path] = key }
        }
    }

    /// Whether some file writes `L10n.` and none declares `L10n` (as a type at any depth, an extension or a
    /// `typealias`).
    static func usesUndeclaredEnum(_ files: [SwiftFile]) -> Bool {
        let prefix = enumName + "."
        guard files.contains(where: { $0.source.bytes.containsBytes(prefix) }) else { return false }
        for file in files where file.source.bytes.containsBytes(enumName) {
            if file.source.bytes.containsBytes("typealias " + enumName) { return false }
            // An extension of the generated enum (an app's own helpers beside SwiftGen's) declares no enum: its
            // constants are read as constants, and the rest are still the generated ones.
            if SwiftProgram.types(in: file.statements).contains(where: { $0.kind != "extension" && SwiftProgram.shortName($0.name) == enumName }) {
                return false
            }
        }
        return true
    }

    /// The key `expression` names (`L10n.Onboarding.signIn` → `onboarding.sign_in`), or nil.
    func key(for expression: SwiftExpression) -> String? {
        guard !keys.isEmpty else { return nil }
        var parts: [String] = []
        var current = expression
        while case .member(let base?, let name, _) = current {
            // `` L10n.`default` `` names `default`.
            parts.append(name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name)
            current = base
        }
        guard case .name(Self.enumName, _) = current, !parts.isEmpty else { return nil }
        return keys[parts.reversed().joined(separator: ".")] ?? nil
    }

    /// The path SwiftGen names `key` by after `L10n.`, or nil when a part makes no name.
    static func path(ofKey key: String) -> String? {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        var names: [String] = []
        for (index, part) in parts.enumerated() {
            let name = identifier(part)
            guard !name.isEmpty else { return nil }
            names.append(index == parts.count - 1 ? lowerFirstWord(name) : name)
        }
        return names.joined(separator: ".")
    }

    /// A key's part as SwiftGen's "pretty" identifier: runs of letters, digits and underscores, each with its first
    /// letter upper case; then each run between underscores the same, joined (`sign_in` → `SignIn`); `_` before a
    /// leading digit.
    static func identifier(_ part: Substring) -> String {
        var result = ""
        var startsWord = true
        // A word in capitals alone (`CANCEL`, `NAV`) is read lower case, then capitalized as any word is.
        let words = part.split(separator: "_", omittingEmptySubsequences: false).map { word in
            word.contains(where: \.isLowercase) ? String(word) : word.lowercased()
        }
        for character in words.joined(separator: "_") {
            guard character.isLetter || character.isNumber || character == "_" else {
                startsWord = true
                continue
            }
            if character == "_" {
                startsWord = true
                continue
            }
            result += startsWord ? character.uppercased() : String(character)
            startsWord = false
        }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }

    /// `SignIn` → `signIn`, `URLString` → `urlString`, `OK` → `ok`: the leading capitals lower case, but the last
    /// of several when a lower-case letter follows it.
    static func lowerFirstWord(_ name: String) -> String {
        let characters = Array(name)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }
}
