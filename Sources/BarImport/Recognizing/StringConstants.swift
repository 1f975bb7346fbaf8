import BarDiagnostics

/// The static text constants an app declares, so that a title naming one (`UserText.done`, `L10n.save`) imports
/// as the text people read instead of as the code that names it.
///
/// Apps rarely write a button's title where the button is: they keep their texts together, in an enum of their
/// own (`enum UserText { static let done = NSLocalizedString("done", value: "Done", comment: "") }`), in a
/// generated one (SwiftGen's `L10n`, whose members call `L10n.tr(table, key, fallback: "Save")`), or in a view's
/// nested `Constants`. Imported as code, such a title was measured by its code's width and warned about; read
/// through the constant, it is the text the solver should measure, with a note naming the constant.
///
/// Only what can be known from the declaration is read: a `static let` (or `class let`) whose value is a literal,
/// a localization call, or another such constant, or a computed `static var` whose getter returns one. A reference is resolved only when every constant it can name gives the same text (see `text(named:from:)`),
/// so a guess never becomes a title.
struct StringConstants: Sendable {
    /// One declaration of a constant: the types around it, outermost first (`["L10n", "Watch"]` for
    /// `L10n.Watch.title`, an extension's name split at its periods), and the variable itself.
    struct Declared: Sendable {
        var typePath: [String]
        var variable: SwiftVariable
        var file: SwiftFile
    }

    /// Every candidate constant by the innermost type around it and its own name (`Watch.save`): a reference
    /// names at least that type (`L10n.Watch.save`, `Watch.save`), so it is looked up by its last two names, then
    /// matched on the types written before them. Keyed by the member's name alone, a name as common as `title`
    /// (SwiftGen declares one in most of its nested enums) had thousands of candidates to filter at every lookup.
    private var byMember: [MemberName: [Declared]] = [:]
    /// The same constants by their whole type path, joined with periods (`L10n.Watch`, `save`): a name looked
    /// up from where it is written finds its one type, and a view among thousands with a `Constants.title` of
    /// its own is found without filtering the others.
    private var byPath: [MemberName: [Declared]] = [:]
    /// Every type's whole path, joined (`ViewB.Layout`), constants or not: an inner type shadows an outer one of
    /// the same name even when its member is no text constant (a `static var`, a value computed at run time), and
    /// the outer one's text must not stand in for it.
    private var typePaths: Set<String> = []

    /// How many constants may refer to one another before a reference is given up on (`a = b`, `b = c`…): a
    /// cycle (`static let a = B.a` in both types) would otherwise never end.
    static let maximumDepth = 8

    init(files: [SwiftFile]) {
        // One list of enclosing names, grown and shrunk as the walk enters and leaves types: every type of the
        // program is visited, and few hold a constant.
        var typePath: [String] = []
        for file in files { collect(file.statements, typePath: &typePath, joined: "", file: file) }
    }

    private mutating func collect(_ statements: [SwiftStatement], typePath: inout [String], joined: String, file: SwiftFile) {
        for statement in statements {
            switch statement {
            case .type(let type) where type.kind != "protocol":
                let count = typePath.count
                // An extension of a nested type names its path (`extension L10n.Watch`); nearly every name is one part.
                // Searched in place: `utf8.contains` stepped through a name at ten instructions a byte.
                var name = type.name
                if name.withUTF8({ $0.contains(UInt8(ascii: ".")) }) {
                    typePath += type.name.split(separator: ".").map(String.init)
                } else {
                    typePath.append(type.name)
                }
                let path = joined.isEmpty ? type.name : joined + "." + type.name
                typePaths.insert(path)
                collect(type.members, typePath: &typePath, joined: path, file: file)
                typePath.removeSubrange(count...)
            case .variable(let variable) where !typePath.isEmpty && Self.mayBeTextConstant(variable):
                let declared = Declared(typePath: typePath, variable: variable, file: file)
                byMember[MemberName(typePath[typePath.count - 1], variable.name), default: []].append(declared)
                byPath[MemberName(joined, variable.name), default: []].append(declared)
            case .conditionalCompilation(let clauses, _):
                for (clause, kind) in zip(clauses, PlatformCondition.classify(clauses)) where kind != .otherPlatform {
                    collect(clause.body, typePath: &typePath, joined: joined, file: file)
                }
            default:
                break
            }
        }
    }

    /// A type's member that can hold text known from its declaration: static (an instance's value is set by
    /// whoever makes the instance), and either a `let` given its value where it is declared or computed with a
    /// text type (a getter says nothing of its type otherwise, and reading it waits until a title names it).
    private static func mayBeTextConstant(_ variable: SwiftVariable) -> Bool {
        guard variable.modifiers.contains("static") || variable.modifiers.contains("class") else { return false }
        if let initializer = variable.initializer {
            // A stored `static var` may be assigned anywhere in the program: its first value proves nothing.
            guard variable.isLet else { return false }
            switch initializer {
            case .string, .call, .member: return true
            default: return false
            }
        }
        guard variable.hasGetter, variable.observers == nil, let type = variable.typeText else { return false }
        return textTypes.contains(type.filter { $0 != " " })
    }

    /// The types whose string literal is a localization key, not the text shown.
    private static let keyTypes: Set<String> = [
        "LocalizedStringKey", "SwiftUI.LocalizedStringKey", "LocalizedStringResource", "Foundation.LocalizedStringResource",
    ]

    /// The types a computed constant's text can have: a string, or a key.
    private static let textTypes: Set<String> = keyTypes.union(["String", "Swift.String"])

    /// The text of the constant `expression` names, read in `file`, with `constant` set to the reference as
    /// written; nil when it names no known constant, when its value is not text known from the code, or when the
    /// constants it can name do not agree.
    ///
    /// A reference is a member of a type spelled with capitalised names (`UserText.done`, `L10n.Watch.save`,
    /// `Module.UserText.done`): a lowercase base is a value (`viewModel.title`), whose text depends on the
    /// program's state. The written type is looked up as Swift looks up a name: nested in the innermost type
    /// around the reference (`Layout` inside `ViewB` is `ViewB.Layout`, wherever an extension declares it), then in
    /// each type further out, then at the top level. Found nowhere that way (a superclass's nested type, another
    /// module's, a module-qualified name), it may be any type whose names end as written, or that the written
    /// names end with. Either way the reference resolves only when every constant it can name gives the same text.
    func text(named expression: SwiftExpression, from file: SwiftFile, tables: StringTables) -> TextValue? {
        var budget = Self.maximumSteps
        return text(named: expression, from: file, tables: tables, depth: 0, budget: &budget)
    }

    /// How many references one lookup may follow in all: constants of several types that each name the next
    /// (`Constants.a0 = Constants.a1` in twenty views) branch at every step, and without a bound the steps
    /// multiply; past it the title stays code.
    static let maximumSteps = 64

    private func text(named expression: SwiftExpression, from file: SwiftFile, tables: StringTables, depth: Int, budget: inout Int) -> TextValue? {
        guard depth < Self.maximumDepth, budget > 0, case .member(let base?, let name, _) = expression,
            let written = Self.typePath(base), let declared = byMember[MemberName(written[written.count - 1], name)]
        else { return nil }
        budget -= 1
        let scope = Self.enclosingTypes(of: expression.range.start, in: file.statements)
        var matches: [Declared]? = nil
        // The written type's first name, from the innermost type around the reference outward: the first scope
        // that has a type of that name is the one Swift reads, whatever the rest of the path holds.
        for outward in stride(from: scope.count, through: 0, by: -1) {
            let prefix = scope[..<outward].joined(separator: ".")
            let first = prefix.isEmpty ? written[0] : prefix + "." + written[0]
            guard typePaths.contains(first) else { continue }
            let whole = prefix.isEmpty ? written.joined(separator: ".") : prefix + "." + written.joined(separator: ".")
            matches = byPath[MemberName(whole, name)] ?? []
            break
        }
        let candidates = matches ?? declared.filter { Self.suffixMatches($0.typePath, written) }
        guard var found = candidates.first.flatMap({ value(of: $0, tables: tables, depth: depth, budget: &budget) }) else { return nil }
        for other in candidates.dropFirst() {
            guard let text = value(of: other, tables: tables, depth: depth, budget: &budget), text.text == found.text,
                text.isLocalizedKey == found.isLocalizedKey
            else { return nil }
        }
        found.constant = file.code(expression.range)
        return found
    }

    /// The value of one declaration as text, or nil when it is not a literal, a localization call of one, or a
    /// constant that is.
    private func value(of declared: Declared, tables: StringTables, depth: Int, budget: inout Int) -> TextValue? {
        let expression: SwiftExpression
        if let initializer = declared.variable.initializer {
            expression = initializer
        } else if let getter = declared.variable.getter, getter.count == 1 {
            switch getter[0] {
            case .returnStatement(let returned?, _): expression = returned
            case .expression(let value): expression = value
            default: return nil
            }
        } else {
            return nil
        }
        if case .member = expression { return text(named: expression, from: declared.file, tables: tables, depth: depth + 1, budget: &budget) }
        // `static let done: LocalizedStringKey = "done_key"`: the literal is a key, shown as its table's text.
        if case .string(let literal, _) = expression, let key = literal.value,
            let type = declared.variable.typeText, Self.keyTypes.contains(type.filter { $0 != " " })
        {
            return TextReader.keyText(key, table: nil, shown: nil, tables: tables)
        }
        // A choice (`isPad ? "Big" : "Small"`) depends on state its condition names in the constant's own scope,
        // which means nothing where the title is: a value computed from state, so no constant.
        guard let text = TextReader.text(of: expression, file: declared.file, texts: AppTexts(constants: nil, tables: tables)), text.isLiteral,
            text.choice == nil
        else {
            return nil
        }
        return text
    }

    /// The names of the types around `offset`, outermost first (an extension's name split at its periods).
    static func enclosingTypes(of offset: Int, in statements: [SwiftStatement]) -> [String] {
        for statement in statements {
            switch statement {
            case .type(let type) where type.range.start <= offset && offset < type.range.end:
                let names = type.name.split(separator: ".").map(String.init)
                return names + enclosingTypes(of: offset, in: type.members)
            case .conditionalCompilation(let clauses, let range) where range.start <= offset && offset < range.end:
                for clause in clauses where clause.range.start <= offset && offset < clause.range.end {
                    return enclosingTypes(of: offset, in: clause.body)
                }
            default:
                continue
            }
        }
        return []
    }

    /// `UserText` → `["UserText"]`, `L10n.Watch` → `["L10n", "Watch"]`; nil when a part is not a capitalised name.
    private static func typePath(_ expression: SwiftExpression) -> [String]? {
        switch expression {
        case .name(let name, _):
            return isTypeName(name) ? [name] : nil
        case .member(let base?, let name, _):
            guard isTypeName(name), let path = typePath(base) else { return nil }
            return path + [name]
        default:
            return nil
        }
    }

    private static func isTypeName(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") && name != "Self"
    }

    /// Whether one list of type names ends with the other.
    private static func suffixMatches(_ declared: [String], _ written: [String]) -> Bool {
        let count = min(declared.count, written.count)
        return declared.suffix(count).elementsEqual(written.suffix(count))
    }
}
