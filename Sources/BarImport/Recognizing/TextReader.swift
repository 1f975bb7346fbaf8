import BarModel

/// A title or symbol read from code: its text, and whether it was a plain literal.
struct TextValue: Equatable {
    var text: String
    /// A string literal without interpolation: the text is exactly what the app shows (or its localized key).
    var isLiteral: Bool
    /// Written through an explicit localization call (`String(localized:)`, `NSLocalizedString`,
    /// `LocalizedStringKey`): the text is a key, not what people read.
    var isLocalizedKey: Bool = false
    /// Where the text was read from besides the expression, boxed: nearly every title read has none, and as
    /// three strings in place they made every copy of a value (`TextReader` returns and passes many) three times
    /// larger.
    private var source: TextSource?

    /// The constant the text was read through, as the code names it (`UserText.done`), if it was.
    var constant: String? {
        get { source?.origin.constant }
        set { changeOrigin { $0.constant = newValue } }
    }
    /// The string table entry the text was found in (`'save_label' in the Localizable table (en)`), if it was.
    var tableEntry: String? {
        get { source?.origin.tableEntry }
        set { changeOrigin { $0.tableEntry = newValue } }
    }
    /// Why the tables were not used for the key although they have it (two files disagree on its text).
    var tableConflict: String? {
        get { source?.origin.tableConflict }
        set { changeOrigin { $0.tableConflict = newValue } }
    }
    /// For a choice between two texts (`isEditing ? L10n.done : L10n.edit`): the condition as written and the
    /// text shown when it does not hold. The value's own text is the one shown when it holds.
    var choice: TextChoice? {
        get { source?.origin.choice }
        set { changeOrigin { $0.choice = newValue } }
    }
    /// Why an image named by its generated symbol keeps the symbol's spelling (no asset catalog read names it).
    var assetCaveat: String? {
        get { source?.origin.assetCaveat }
        set { changeOrigin { $0.assetCaveat = newValue } }
    }

    /// Replaces the boxed origin with a changed copy (the box is shared between copies of the value).
    private mutating func changeOrigin(_ change: (inout TextSource.Origin) -> Void) {
        var origin = source?.origin ?? TextSource.Origin()
        change(&origin)
        source = TextSource(origin)
    }

    init(text: String, isLiteral: Bool, isLocalizedKey: Bool = false) {
        self.text = text
        self.isLiteral = isLiteral
        self.isLocalizedKey = isLocalizedKey
    }

    /// The spec's note on where the text of `role` (`title`) came from, when that says more than the text: a
    /// localized key, a constant the code names, the condition it is chosen by.
    func note(_ role: String) -> String? {
        let origin: String? =
            if let tableEntry { tableEntry } else if isLocalizedKey { "the localized key '\(text)'" } else { nil }
        var note: String? =
            switch (constant, origin) {
            case (let constant?, let origin?): "\(role) from \(constant), \(origin)"
            case (let constant?, nil): "\(role) from \(constant)"
            case (nil, let origin?): "\(role) is \(origin)"
            case (nil, nil): nil
            }
        if let choice {
            // The choice first, then where the chosen text came from: "title 'Done' when isEditing, else 'Edit';
            // title from L10n.done".
            note = "\(role) '\(text)' when \(choice.condition), else '\(choice.otherwise)'" + (note.map { "; " + $0 } ?? "")
        }
        if let assetCaveat { note = (note.map { $0 + ", " } ?? "") + assetCaveat }
        guard let tableConflict else { return note }
        return (note.map { $0 + "; " } ?? "\(role) as the code spells it; ") + tableConflict
    }

    /// `note(role)` when the text was chosen by a condition, else nil: a symbol's other origins go unsaid.
    func noteIfChosen(_ role: String) -> String? {
        isLiteral && choice != nil ? note(role) : nil
    }

    /// `note(role)` when the text stands in for an asset's name no catalog gave (`assetCaveat`), else nil: a tab's
    /// image says only that.
    func noteIfStandIn(_ role: String) -> String? {
        assetCaveat != nil ? note(role) : nil
    }
}

/// The other side of a text chosen by a condition (`TextValue.choice`).
struct TextChoice: Sendable, Equatable {
    /// The condition as written, white space collapsed (`isEditing`).
    var condition: String
    /// The text shown when the condition does not hold.
    var otherwise: String
}

/// `TextValue`'s origin beyond the expression (see `TextValue.source`).
final class TextSource: Sendable, Equatable {
    struct Origin: Sendable, Equatable {
        var constant: String?
        var tableEntry: String?
        var tableConflict: String?
        var choice: TextChoice?
        var assetCaveat: String?
    }

    let origin: Origin

    init(_ origin: Origin) {
        self.origin = origin
    }

    static func == (a: TextSource, b: TextSource) -> Bool { a.origin == b.origin }
}

/// Reads titles, symbols and badges from the expressions that spell them.
enum TextReader {
    /// The SF Symbol a call names with `label` (`systemImage:`, `systemName:`), or with SFSafeSymbols'
    /// `systemSymbol:` (`.squareAndPencil` → `square.and.pencil`: its members spell the name in camel case, a
    /// digit starting a part, `_` before a leading digit).
    static func symbolArgument(_ call: SwiftCall, _ label: String, file: SwiftFile, texts: AppTexts) -> TextValue? {
        // A symbol's name is a name, never looked up as a localization key. A literal (nearly every symbol) is read
        // in place; the texts are copied without localization only for anything else.
        if case .string(let literal, _)? = call.argument(label), let name = literal.value { return TextValue(text: name, isLiteral: true) }
        let texts = texts.localizesPlainLiterals ? texts.asWritten : texts
        if let value = call.argument(label) { return text(of: value, file: file, texts: texts) }
        guard let safe = call.argument("systemSymbol") else { return nil }
        if let name = safeSymbol(safe) { return name }
        // `isMuted ? .speakerSlash : .speakerWave3`: a choice between two symbols, as between two texts.
        if case .ternary(let condition, let then, let otherwise, _) = safe, let chosen = safeSymbol(then), let other = safeSymbol(otherwise) {
            return choosing(chosen, or: other, when: condition, file: file)
        }
        return text(of: safe, file: file, texts: texts)
    }

    /// The symbol an SFSafeSymbols member names (`.squareAndPencil`), nil for any other expression.
    private static func safeSymbol(_ expression: SwiftExpression) -> TextValue? {
        guard case .member(_, let member, _) = expression, let name = symbolName(fromMember: member) else { return nil }
        return TextValue(text: name, isLiteral: true)
    }

    /// `chosen`, noting that `other` is shown instead when `condition` does not hold; `chosen` alone when both
    /// are the same text.
    private static func choosing(_ chosen: TextValue, or other: TextValue, when condition: SwiftExpression, file: SwiftFile) -> TextValue {
        guard other.text != chosen.text else { return chosen }
        var value = chosen
        value.choice = TextChoice(condition: conditionText(file.bytes(in: condition.range)), otherwise: other.text)
        return value
    }

    /// A condition as a note quotes it: its tokens as the Swift lexer reads them, one space wherever white space
    /// or a comment stood between two, so a comment (nested, or ending a line) is left out and a string literal
    /// (raw, interpolated, multi-line) is kept whole; then on one line, white space collapsed.
    static func conditionText(_ code: ArraySlice<UInt8>) -> String {
        let bytes = Array(code)
        let tokens = SwiftLexer.lex(bytes).tokens
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var previousEnd = 0
        for token in tokens where token.kind != .endOfFile {
            if token.start > previousEnd, !kept.isEmpty { kept.append(0x20) }
            kept.append(contentsOf: bytes[token.start..<token.end])
            previousEnd = token.end
        }
        let text = String(decoding: kept, as: UTF8.self)
        return text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    }

    /// `squareAndPencil` → `square.and.pencil`, `person2Fill` → `person.2.fill`, `_1Circle` → `1.circle`.
    static func symbolName(fromMember member: String) -> String? {
        var parts: [String] = []
        var current = ""
        var previousIsDigit = false
        for character in member.drop(while: { $0 == "_" }) {
            let startsPart = !current.isEmpty && (character.isUppercase || (character.isNumber && !previousIsDigit) || (!character.isNumber && previousIsDigit))
            if startsPart {
                parts.append(current)
                current = ""
            }
            current += character.lowercased()
            previousIsDigit = character.isNumber
        }
        if !current.isEmpty { parts.append(current) }
        guard !parts.isEmpty, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }) else { return nil }
        return parts.joined(separator: ".")
    }

    /// Nil for `nil` itself (`title: nil`, `title = nil`: no text), and for an expression with no code.
    ///
    /// A type's constant (`UserText.done`) is read through `texts.constants` when they are given (the program's;
    /// the constants' own values are read without, one reference at a time, by `StringConstants`), and a
    /// localization key through `texts.tables`.
    static func text(of expression: SwiftExpression, file: SwiftFile, texts: AppTexts) -> TextValue? {
        // A property of the type being read for one use of it: what that use gave it, where it was written.
        if let bound = texts.arguments?.resolve(expression) {
            return text(of: bound.value, file: bound.file, texts: texts.binding(bound.scope))
        }
        // `"Close".localized`, `.localized("Close")`: the app's own way of localizing a key (`LocalizationHelpers`).
        if let (key, helper) = texts.helpers.use(expression) {
            return keyText(key, table: helper.table, shown: nil, tables: texts.tables)
        }
        // `L10n.signIn.localizedCapitalized`, `title.uppercased()`: a text read, then its case changed. Anything
        // else the base is stays the whole expression's code, as before.
        // The base is a `String`, never a localization key: a literal is what it says.
        if let (change, base) = TextCase.applied(in: expression), var value = text(of: base, file: file, texts: texts.asWritten), value.isLiteral {
            value.text = change.apply(to: value.text)
            if let choice = value.choice { value.choice = TextChoice(condition: choice.condition, otherwise: change.apply(to: choice.otherwise)) }
            return value
        }
        switch expression {
        case .name("nil", _):
            return nil
        case .string(let literal, _):
            guard let value = literal.value else { return TextValue(text: unquoted(literal.written), isLiteral: false) }
            // SwiftUI looks a literal up as a key in `Localizable`: the table's text when it has the key (and a
            // note when two tables disagree on it), else the literal.
            if texts.localizesPlainLiterals, !texts.tables.isEmpty, !value.isEmpty {
                switch texts.tables.text(forKey: value, table: nil) {
                case .found(let found, _) where found == value: break
                case .missing: break
                case let lookup: return Self.keyText(value, table: nil, shown: value, lookup: lookup)
                }
            }
            return TextValue(text: value, isLiteral: true)
        case .member:
            if let constants = texts.constants, let value = constants.text(named: expression, from: file, tables: texts.tables) { return value }
            // `L10n.cancel` where SwiftGen writes `L10n` at build time: the key it is named after.
            if let key = texts.swiftGen.key(for: expression) {
                var value = keyText(key, table: nil, shown: nil, tables: texts.tables)
                // SwiftGen shows the text through `String(format:)`, where `%%` is a percent sign.
                value.text = value.text.replacing("%%", with: "%")
                value.constant = file.code(expression.range)
                return value
            }
        case .call(let call):
            if let value = localizedText(call, file: file, texts: texts) { return value }
            if call.callee.calleeName == "Text", let verbatim = call.argument("verbatim") {
                return text(of: verbatim, file: file, texts: texts.asWritten)
            }
            // `Text("done", tableName: "Other")`: the key in the table it names; one the code computes names none.
            if call.callee.calleeName == "Text", let table = call.argument("tableName"), case .string(let key, _)? = call.firstUnlabeledArgument,
                let keyText = key.value
            {
                guard case .string(let name, _) = table, let tableName = name.value else { return TextValue(text: keyText, isLiteral: true) }
                return Self.keyText(keyText, table: tableName, shown: keyText, tables: texts.tables)
            }
            if call.callee.calleeName == "Text", let inner = call.firstUnlabeledArgument {
                return text(of: inner, file: file, texts: texts)
            }
        case .ternary(let condition, let then, let otherwise, _):
            // `isEditing ? L10n.done : L10n.edit`: when both sides are texts the importer reads (literals,
            // constants, table entries), the first is the text and the other its alternative, as the branches of
            // an `if` inside an item are; anything else stays code.
            // An empty side shows no text at all, which is not a label to switch to.
            if let chosen = text(of: then, file: file, texts: texts), let other = text(of: otherwise, file: file, texts: texts),
                chosen.isLiteral, other.isLiteral, chosen.choice == nil, other.choice == nil, !chosen.text.isEmpty, !other.text.isEmpty
            {
                return choosing(chosen, or: other, when: condition, file: file)
            }
        default:
            break
        }
        let code = file.code(expression.range)
        return code.isEmpty ? nil : TextValue(text: code, isLiteral: false)
    }

    /// The text of a localization call, as the app shows it in the tables' language: the key's text in its table
    /// when the tables have it; else the text the call spells (`NSLocalizedString(key, value: "Done", …)`,
    /// `String(localized: key, defaultValue: "Done")`, SwiftGen's `L10n.tr(table, key, fallback: "Done")`); else
    /// the key, marked as one. Nil for any other call.
    private static func localizedText(_ call: SwiftCall, file: SwiftFile, texts: AppTexts) -> TextValue? {
        let key: SwiftExpression?
        let shown: SwiftExpression?
        var table: SwiftExpression? = nil
        switch call.callee.calleeName {
        case "LocalizedStringKey", "LocalizedStringResource", "NSLocalizedString":
            key = call.firstUnlabeledArgument
            shown = call.argument("value") ?? call.argument("defaultValue")
            table = call.argument("tableName") ?? call.argument("table")
        case "String":
            key = call.argument("localized")
            shown = call.argument("defaultValue")
            table = call.argument("table")
        case "tr":
            // SwiftGen's `tr(_ table: String, _ key: String, _ args: CVarArg..., fallback: String)`: a table and a
            // key as literals (an app's own `tr` that takes anything else is not this one).
            let unlabeled = call.unlabeledArguments
            guard unlabeled.count >= 2, unlabeled.prefix(2).allSatisfy(isPlainLiteral) else { return nil }
            key = unlabeled[1]
            shown = call.argument("fallback")
            table = unlabeled[0]
        default:
            return nil
        }
        // A table the code computes is not one the import can pick: its key is looked up nowhere.
        let tableName: String?? =
            switch table {
            case nil: .some(nil)
            case .string(let name, _)?: name.value.map { .some($0) } ?? nil
            default: nil
            }
        let shownText: String? =
            if let shown, case .string(let literal, _) = shown, let text = literal.value, !text.isEmpty { text } else { nil }
        if let tableName, let key, case .string(let literal, _) = key, let keyText = literal.value {
            return Self.keyText(keyText, table: tableName, shown: shownText, tables: texts.tables)
        }
        if let shownText { return TextValue(text: shownText, isLiteral: true) }
        guard let key, var value = text(of: key, file: file, texts: texts) else { return nil }
        value.isLocalizedKey = value.isLiteral
        return value
    }

    /// The text a localization key shows, as at run time: its table's text when the tables have it (`table`,
    /// or `Localizable` when nil), else `shown` (the text the code spells, if it does), else the key, marked as
    /// one. A key two tables disagree on is read from neither, and the value says so.
    static func keyText(_ key: String, table: String?, shown: String?, tables: StringTables) -> TextValue {
        keyText(key, table: table, shown: shown, lookup: tables.isEmpty ? .missing : tables.text(forKey: key, table: table))
    }

    /// `keyText` with the tables' answer for the key already asked.
    static func keyText(_ key: String, table: String?, shown: String?, lookup: StringTables.Lookup) -> TextValue {
        var conflict: String? = nil
        switch lookup {
        case .found(let found, let language):
            var value = TextValue(text: found, isLiteral: true)
            // A table named on the command line outside any `.lproj` folder has no language to name.
            let shownLanguage = language.isEmpty ? "" : " (\(language))"
            value.tableEntry = "'\(key)' in the \(table ?? "Localizable") table\(shownLanguage)"
            return value
        case .contested(let first, let second):
            conflict = "\(first) and \(second) give '\(key)' different texts, so neither is used"
        case .missing:
            break
        }
        var value = shown.map { TextValue(text: $0, isLiteral: true) } ?? TextValue(text: key, isLiteral: true, isLocalizedKey: true)
        value.tableConflict = conflict
        return value
    }

    private static func isPlainLiteral(_ expression: SwiftExpression) -> Bool {
        if case .string(let literal, _) = expression { return literal.value != nil }
        return false
    }

    /// `"Hello \(name)"` → `Hello \(name)`.
    static func unquoted(_ written: String) -> String {
        var text = Substring(written)
        while text.first == "#" { text = text.dropFirst() }
        while text.last == "#" { text = text.dropLast() }
        while text.first == "\"" { text = text.dropFirst() }
        while text.last == "\"" { text = text.dropLast() }
        return String(text)
    }

    /// A badge: a whole number literal from 0 to 1000000, or a non-empty string literal; nil for anything
    /// computed (the caller reports it).
    /// `nil` written as it is: no badge, which is nothing to warn about.
    static func isNil(_ expression: SwiftExpression) -> Bool {
        if case .name("nil", _) = expression { return true }
        return false
    }

    static func badge(_ expression: SwiftExpression, file: SwiftFile) -> ImportedAttribute.Value? {
        switch expression {
        case .number(let digits, _):
            if let value = Int(digits), Badge.counts.contains(value) { return .number(value) }
            return nil
        case .string(let literal, _):
            if let value = literal.value, !value.isEmpty { return .string(value) }
            return nil
        case .call(let call) where call.callee.calleeName == "Text":
            return call.firstUnlabeledArgument.flatMap { badge($0, file: file) }
        default:
            return nil
        }
    }
}

/// Finds a title and an icon in a label's views: `Label("T", systemImage: "s")`, `Image(systemName:)`,
/// `Text("T")`, an image of the app's own (`Label("T", image: "i")`, `Image("i")`), and the same inside stacks
/// and `Label { … } icon: { … }`.
enum LabelReader {
    struct Label {
        var title: TextValue?
        var symbol: TextValue?
        /// The name of an image of the app's own, written as a literal (`Image("compose")`).
        var image: TextValue?
        /// An image the label shows that no literal names (`Label("Tag", image: .tag)`, `Image(iconName)`): for
        /// the caller to say it was left out when the label has no other icon.
        var unreadImage: SwiftExpression?

        /// Whether an icon was found: a symbol or an image.
        var hasIcon: Bool { symbol != nil || image != nil }
    }

    /// The asset image a call names with a string literal: `Image("compose")` or `Image(decorative: "compose")`
    /// (`name` nil), `Label("T", image: "compose")` (`name` "image"), or with a constant that holds one
    /// (`Image(Constants.shareImage)`). The literal is the asset's name as written — never looked up in the
    /// string tables, which translate texts, not names. An image named by its generated asset symbol
    /// (`Image(.shareArrow)`, `ImageResource.shareArrow`) is the catalog's asset of that symbol
    /// (`generatedSymbolImage`). An image named by other code (a variable) is not read: its name in the app's
    /// assets cannot be told.
    static func assetImage(_ call: SwiftCall, argument name: String?, file: SwiftFile, texts: AppTexts) -> TextValue? {
        let argument = name.map { call.argument($0) } ?? call.firstUnlabeledArgument ?? call.argument("decorative")
        switch argument {
        case .string(let literal, _)?:
            guard let value = literal.value, !value.isEmpty else { return nil }
            return TextValue(text: value, isLiteral: true)
        case .name?, .member?:
            // A constant of the app's: its literal, as the constant holds it (not a localized text).
            if let read = TextReader.text(of: argument!, file: file, texts: texts), read.isLiteral, read.constant != nil,
                read.tableEntry == nil, !read.isLocalizedKey, !read.text.isEmpty
            {
                return read
            }
            return generatedSymbolImage(argument!, file: file, texts: texts)
        default:
            return nil
        }
    }

    /// The image a generated asset symbol names — `.shareArrow`, `ImageResource.shareArrow`, `.icons.share`
    /// (`UIImage(resource:)`, `Image(_:)`, `Label(_:image:)`, `Button(_:image:action:)` take one) — by the
    /// asset's name in the catalogs read (`AssetCatalog`). Without a catalog that names it, the symbol's own
    /// spelling stands in for the name, and the spec's note says so: the item is an image either way, which is
    /// what the solver needs (P12). Nil for any other expression.
    static func generatedSymbolImage(_ expression: SwiftExpression, file: SwiftFile, texts: AppTexts) -> TextValue? {
        var parts: [String] = []
        var current = expression
        while case .member(let base, let name, _) = current {
            parts.insert(name, at: 0)
            guard let base else { break }
            if case .name("ImageResource", _) = base { break }
            current = base
            guard case .member = base else { return nil }
        }
        guard !parts.isEmpty else { return nil }
        var value: TextValue
        switch texts.assets.image(named: parts) {
        case .asset(let asset):
            value = TextValue(text: asset, isLiteral: true)
        case .missing:
            value = TextValue(text: parts.joined(separator: "."), isLiteral: true)
            value.assetCaveat =
                texts.assets.isEmpty
                ? "named as the symbol: no asset catalog was read" : "named as the symbol: no asset catalog read has an image of that name"
        case .ambiguous(let assets):
            value = TextValue(text: parts.joined(separator: "."), isLiteral: true)
            value.assetCaveat = "named as the symbol: the catalogs have more than one image it could be (\(assets.joined(separator: ", ")))"
        }
        value.constant = file.code(expression.range)
        return value
    }

    static func label(in expressions: [SwiftExpression], file: SwiftFile, texts: AppTexts) -> Label {
        var result = Label()
        for expression in expressions { read(expression, file: file, texts: texts, into: &result, depth: 0) }
        return result
    }

    private static func read(_ expression: SwiftExpression, file: SwiftFile, texts: AppTexts, into label: inout Label, depth: Int) {
        // Read on until a title and a symbol are found: a symbol anywhere in the label wins over an image of the
        // app's own found before it (a spec's label shows one icon, and the import's rule is the symbol).
        guard depth < 8, label.title == nil || label.symbol == nil else { return }
        let (core, _) = ModifierChain.split(expression)
        guard case .call(let call) = core, let name = call.callee.calleeName else { return }
        switch name {
        case "Label":
            if label.title == nil, let title = call.firstUnlabeledArgument.flatMap({ TextReader.text(of: $0, file: file, texts: texts) }) {
                label.title = title
            }
            if label.symbol == nil, let symbol = TextReader.symbolArgument(call, "systemImage", file: file, texts: texts) {
                label.symbol = symbol
            }
            if !label.hasIcon, let argument = call.argument("image") {
                label.image = assetImage(call, argument: "image", file: file, texts: texts)
                if label.image == nil { label.unreadImage = label.unreadImage ?? argument }
            }
            for argument in call.allArguments {
                if case .closure(let closure) = argument.value {
                    for inner in SwiftParser.expressions(in: closure.statements) {
                        read(inner, file: file, texts: texts, into: &label, depth: depth + 1)
                    }
                }
            }
        case "Image":
            if label.symbol == nil, let symbol = TextReader.symbolArgument(call, "systemName", file: file, texts: texts) {
                label.symbol = symbol
            } else if !label.hasIcon, call.argument("systemName") == nil {
                label.image = assetImage(call, argument: nil, file: file, texts: texts)
                if label.image == nil { label.unreadImage = label.unreadImage ?? .call(call) }
            }
        case "Text":
            if label.title == nil { label.title = TextReader.text(of: .call(call), file: file, texts: texts) }
        default:
            for argument in call.allArguments {
                if case .closure(let closure) = argument.value {
                    for inner in SwiftParser.expressions(in: closure.statements) {
                        read(inner, file: file, texts: texts, into: &label, depth: depth + 1)
                    }
                }
            }
        }
    }
}
