/// The app's own short ways of localizing a key, read from its declarations: a member of `String` (or of
/// `LocalizedStringKey`) whose whole body is one localization call of the key it is given.
///
/// - `static func localized(_ key: String) -> String { NSLocalizedString(key, comment: "") }`, used as
///   `.localized("Close")` or `String.localized("Close")`;
/// - `var localized: String { NSLocalizedString(self, comment: "") }` and `func localized() -> String { … }`,
///   used as `"Close".localized` and `"Close".localized()`;
/// - a member whose body is another such member's use of its key (`func localized() -> String {
///   String.localized(self) }`).
///
/// A use with a string literal for its key then reads as the localization call would: the key's text in the
/// table the helper names (`Localizable` when it names none), else the key, marked as one. The calls counted as
/// localization calls are `NSLocalizedString`, `String(localized:)` and `LocalizedStringKey(_:)`. A helper with a
/// body of any other shape (a `switch`, a format, a bundle chosen at run time) is not one, and its uses stay
/// code, as before.
struct LocalizationHelpers: Sendable {
    /// One helper: the table its call names (nil: `Localizable`).
    struct Helper: Sendable, Equatable {
        var table: String?
    }

    /// Static functions taking the key as their one argument, by name.
    private(set) var keyFunctions: [String: Helper] = [:]
    /// Properties and functions without arguments of the key itself, by name.
    private(set) var keyMembers: [String: Helper] = [:]
    /// Names two helpers give different tables: neither is read.
    private var conflicting: Set<String> = []

    /// Types whose members may be helpers: what a helper's result is.
    private static let extendedTypes: Set<String> = ["String", "Swift.String", "StringProtocol", "LocalizedStringKey", "SwiftUI.LocalizedStringKey"]

    init() {}

    init(files: [SwiftFile]) {
        // A member that uses another is read once the others are known; two rounds settle a chain of two.
        var pending: [(member: SwiftStatement, file: SwiftFile)] = []
        for file in files { Self.members(of: file.statements, file: file, depth: 0, into: &pending) }
        guard !pending.isEmpty else { return }
        for _ in 0..<2 {
            for (member, file) in pending { add(member, file: file) }
        }
    }

    /// The members of the `String` and `LocalizedStringKey` extensions among `statements`.
    private static func members(of statements: [SwiftStatement], file: SwiftFile, depth: Int, into members: inout [(member: SwiftStatement, file: SwiftFile)]) {
        guard depth < 4 else { return }
        for statement in statements {
            switch statement {
            case .type(let type) where type.kind == "extension" && extendedTypes.contains(type.name):
                for member in type.members { members.append((member, file)) }
            case .conditionalCompilation(let clauses, _):
                for (clause, kind) in zip(clauses, PlatformCondition.classify(clauses)) where kind != .otherPlatform {
                    Self.members(of: clause.body, file: file, depth: depth + 1, into: &members)
                }
            default:
                continue
            }
        }
    }

    /// Records `member` when it is a helper.
    private mutating func add(_ member: SwiftStatement, file: SwiftFile) {
        switch member {
        case .function(let function):
            guard let body = function.body, let returned = Self.onlyExpression(body) else { return }
            let parameters = SwiftParameter.list(of: function, in: file)
            let isStatic = function.modifiers.contains("static")
            if isStatic, parameters.count == 1, parameters[0].label == nil, let helper = helper(localizing: returned, key: parameters[0].name) {
                record(helper, named: function.name, takesKey: true)
            } else if !isStatic, parameters.isEmpty, let helper = helper(localizing: returned, key: "self") {
                record(helper, named: function.name, takesKey: false)
            }
        case .variable(let variable):
            guard !variable.modifiers.contains("static"), let getter = variable.getter, let returned = Self.onlyExpression(getter),
                let helper = helper(localizing: returned, key: "self")
            else { return }
            record(helper, named: variable.name, takesKey: false)
        default:
            return
        }
    }

    /// Keeps `helper` as `name` (among the functions given the key, or the key's own members), unless another
    /// of that name gives another table.
    private mutating func record(_ helper: Helper, named name: String, takesKey: Bool) {
        let known = takesKey ? keyFunctions[name] : keyMembers[name]
        if let known, known != helper { conflicting.insert(name) }
        if takesKey { keyFunctions[name] = helper } else { keyMembers[name] = helper }
    }

    /// The one expression a body is (`return` or not).
    private static func onlyExpression(_ body: [SwiftStatement]) -> SwiftExpression? {
        guard body.count == 1 else { return nil }
        switch body[0] {
        case .expression(let expression), .returnStatement(let expression?, _): return expression
        default: return nil
        }
    }

    /// The helper `expression` makes of the key named `key` (a parameter, or `self`): a localization call of it,
    /// or a use of a helper known already.
    private func helper(localizing expression: SwiftExpression, key: String) -> Helper? {
        guard case .call(let call) = expression else {
            // `self.localized`: another helper's property.
            if case .member(let base?, let name, _) = expression, Self.names(base, key), let known = keyMembers[name] { return known }
            return nil
        }
        switch call.callee {
        case .name("NSLocalizedString", _):
            guard let first = call.firstUnlabeledArgument, Self.names(first, key), let table = Self.table(call.argument("tableName")) else { return nil }
            return Helper(table: table)
        case .name("String", _):
            guard let localized = call.argument("localized"), Self.names(Self.unwrapped(localized), key), let table = Self.table(call.argument("table")) else { return nil }
            return Helper(table: table)
        case .name("LocalizedStringKey", _):
            guard call.arguments.count == 1, let first = call.firstUnlabeledArgument, Self.names(first, key) else { return nil }
            return Helper(table: nil)
        case .member(let base, let name, _):
            // `String.localized(self)`, `.localized(key)`: another helper given the key.
            if base.map({ Self.names($0, "String") }) ?? true, call.arguments.count == 1, let first = call.firstUnlabeledArgument, Self.names(first, key),
                let known = keyFunctions[name]
            {
                return known
            }
            // `self.localized()`.
            if let base, Self.names(base, key), call.arguments.isEmpty, let known = keyMembers[name] { return known }
            return nil
        default:
            return nil
        }
    }

    /// `String.LocalizationValue(key)` → `key`; anything else as it is.
    private static func unwrapped(_ expression: SwiftExpression) -> SwiftExpression {
        guard case .call(let call) = expression, case .member(.name("String", _)?, "LocalizationValue", _) = call.callee,
            call.arguments.count == 1, let first = call.firstUnlabeledArgument
        else { return expression }
        return first
    }

    /// Whether `expression` is the plain name `name`.
    private static func names(_ expression: SwiftExpression, _ name: String) -> Bool {
        if case .name(let written, _) = expression { return written == name }
        return false
    }

    /// The table a call names: `.some(nil)` when it names none, the literal's text when it is one, nil (not a
    /// helper) when the code computes it.
    private static func table(_ argument: SwiftExpression?) -> String?? {
        guard let argument else { return .some(nil) }
        if case .string(let literal, _) = argument, let name = literal.value { return .some(name) }
        return nil
    }

    /// The key and helper of a use: `.localized("Close")`, `String.localized("Close")`, `"Close".localized`,
    /// `"Close".localized()`; nil for anything else.
    func use(_ expression: SwiftExpression) -> (key: String, helper: Helper)? {
        guard !keyFunctions.isEmpty || !keyMembers.isEmpty, let name = expression.calleeName,
            !conflicting.contains(name)
        else { return nil }
        switch expression {
        case .member(.string(let literal, _)?, let name, _):
            guard let key = literal.value, let helper = keyMembers[name] else { return nil }
            return (key, helper)
        case .call(let call):
            guard case .member(let base, let name, _) = call.callee else { return nil }
            if case .string(let literal, _)? = base, call.arguments.isEmpty, call.trailingClosures.isEmpty {
                guard let key = literal.value, let helper = keyMembers[name] else { return nil }
                return (key, helper)
            }
            guard base.map({ Self.names($0, "String") || Self.names($0, "LocalizedStringKey") }) ?? true, call.arguments.count == 1,
                call.trailingClosures.isEmpty, case .string(let literal, _)? = call.firstUnlabeledArgument, let key = literal.value,
                let helper = keyFunctions[name]
            else { return nil }
            return (key, helper)
        default:
            return nil
        }
    }
}
