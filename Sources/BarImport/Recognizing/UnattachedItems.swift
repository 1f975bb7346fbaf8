import BarDiagnostics

/// Finds bar items the recognizers did not attach to any screen, so that none is dropped silently.
///
/// Every `ToolbarItem`, `ToolbarItemGroup` and `UIBarButtonItem` written in code compiled for iOS either
/// appears in an imported spec (its block carries the call's location) or gets an `import-unattached-items`
/// warning here: declared in a view or view controller the importer could not read as a screen, in a
/// `ToolbarContent` type nothing imported uses, or assigned somewhere the importer does not follow.
enum UnattachedItems {
    /// The calls that make an item: `ToolbarItem`, `UIBarButtonItem` and `ToolbarItemGroup`.
    static let constructorNames = ["ToolbarItem", "UIBarButtonItem", "ToolbarItemGroup"]

    /// Whether `name` is one of `constructorNames`. Asked of every call in a file that spells one, so three
    /// comparisons of short strings (each one or two words) rather than hashing the name into a set.
    static func isConstructor(_ name: String) -> Bool {
        constructorNames.contains(name)
    }

    /// The warnings for the items of `file` that are not `attached` (where blocks of `file` were declared) and
    /// have no warning of their own (`warned`, as `path:offset`). Reads nothing but its arguments, so files can
    /// be checked at the same time.
    static func warnings(in file: SwiftFile, attached: AttachedLocations, warned: Set<String>) -> [ImportWarning] {
        // A file that never spells a constructor's name (`UIBarButtonItem`, `ToolbarItem…`) has none of its calls.
        guard file.source.bytes.containsBytes("UIBarButtonItem") || file.source.bytes.containsBytes("ToolbarItem") else { return [] }
        // Nearly every file whose items are all imported is answered without walking its tree
        // (`accountsForEverySpelling`).
        if accountsForEverySpelling(file, attached: attached, warned: warned) { return [] }
        var calls: [(String, SourceRange)] = []
        // The same question for each top-level declaration, over the bytes from its start to the next one's
        // (where all of its tokens lie): the model types and helpers around a view are not walked.
        let statements = file.statements
        for (index, statement) in statements.enumerated() {
            let start = min(statement.range.start, file.source.bytes.count)
            let end = index + 1 < statements.count ? max(start, min(statements[index + 1].range.start, file.source.bytes.count)) : file.source.bytes.count
            let spells = file.source.bytes.withUnsafeBufferPointer { all in
                let span = UnsafeBufferPointer(rebasing: all[start..<end])
                return ByteSearch.contains(span, "UIBarButtonItem") || ByteSearch.contains(span, "ToolbarItem")
            }
            if spells { scan([statement], into: &calls, depth: 0) }
        }
        var result: [ImportWarning] = []
        for (name, range) in calls {
            let location = file.location(of: range.start)
            guard !attached.contains(location), !warned.contains("\(file.source.path):\(range.start)") else { continue }
            result.append(
                ImportWarning(
                    .unattachedItems,
                    "this \(name) is not part of any imported screen (its view or view controller could not be read as one, or nothing imported uses it); it is not in the specs",
                    path: file.source.path, range: range))
        }
        return result
    }

    /// Whether no constructor call of `file` can be unattached, judged from where the file spells the names.
    ///
    /// A call whose callee is a bare name starts where the name is spelled, except when the name is wrapped in
    /// parentheses that are then called (`(ToolbarItem)(…)`, `(ToolbarItem!)(…)`, `(ToolbarItem as Any)(…)`):
    /// the call then starts at the parenthesis. So every place the file spells `ToolbarItem` (which covers
    /// `ToolbarItemGroup`) or `UIBarButtonItem` — in code, a comment or a longer name alike — must be followed,
    /// on its line, by `(`, `{` or `<` (a call, a trailing closure or generic arguments: never a name
    /// parenthesized alone), and must be where an imported block was declared or a warning is already. Then
    /// every call the walk would find is accounted for, and it finds no unattached item.
    ///
    /// A spelling inside a longer name (`.prefersToolbarItems`, `UIBarButtonItemGroup(…)`) needs neither: a
    /// name token is the whole run of name bytes around it, so that name is never a constructor's, and no call
    /// the walk finds starts there. (Every SwiftUI file that sets the compression behavior spells one.)
    private static func accountsForEverySpelling(_ file: SwiftFile, attached: AttachedLocations, warned: Set<String>) -> Bool {
        file.source.bytes.withUnsafeBufferPointer { bytes in
            ["ToolbarItem", "UIBarButtonItem"].allSatisfy { name in
                ByteSearch.allOccurrences(of: name, in: bytes) { offset in
                    var next = offset
                    while next < bytes.count && SwiftLexer.isIdentifierContinue(bytes[next]) { next += 1 }
                    var start = offset
                    while start > 0 && SwiftLexer.isIdentifierContinue(bytes[start - 1]) { start -= 1 }
                    guard spellsConstructor(UnsafeBufferPointer(rebasing: bytes[start..<next])) else { return true }
                    while next < bytes.count && (bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t")) { next += 1 }
                    guard next < bytes.count,
                        bytes[next] == UInt8(ascii: "(") || bytes[next] == UInt8(ascii: "{") || bytes[next] == UInt8(ascii: "<")
                    else { return false }
                    return attached.contains(file.location(of: offset)) || warned.contains("\(file.source.path):\(offset)")
                }
            }
        }
    }

    /// `constructorNames` as bytes, for `spellsConstructor`.
    private static let constructorBytes = constructorNames.map { Array($0.utf8) }

    /// Whether `name` is one of `constructorNames` (`isConstructor`), compared in place over bytes: stepping
    /// through a name's `String.UTF8View` took hundreds of instructions for each name of the same length.
    private static func spellsConstructor(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        constructorBytes.contains { constructor in
            constructor.count == name.count && constructor.withUnsafeBufferPointer { $0.elementsEqual(name) }
        }
    }

    private static func scan(_ statements: [SwiftStatement], into calls: inout [(String, SourceRange)], depth: Int) {
        guard depth < 200 else { return }
        for statement in statements {
            switch statement {
            case .expression(let expression), .returnStatement(let expression?, _):
                scan(expression, into: &calls, depth: depth + 1)
            case .variable(let variable):
                if let initializer = variable.initializer { scan(initializer, into: &calls, depth: depth + 1) }
                if let getter = variable.getter { scan(getter, into: &calls, depth: depth + 1) }
            case .function(let function):
                if let body = function.body { scan(body, into: &calls, depth: depth + 1) }
            case .type(let type):
                scan(type.members, into: &calls, depth: depth + 1)
            case .assignment(let target, _, let value, _):
                scan(target, into: &calls, depth: depth + 1)
                scan(value, into: &calls, depth: depth + 1)
            case .conditional(let conditional):
                for branch in conditional.branches { scan(branch.body, into: &calls, depth: depth + 1) }
            case .switchStatement(let switchStatement):
                for item in switchStatement.cases { scan(item.body, into: &calls, depth: depth + 1) }
            case .loop(_, let body, _), .other(let body, _):
                scan(body, into: &calls, depth: depth + 1)
            case .conditionalCompilation(let clauses, _):
                for (clause, kind) in zip(clauses, PlatformCondition.classify(clauses)) where kind != .otherPlatform {
                    scan(clause.body, into: &calls, depth: depth + 1)
                }
            case .returnStatement(nil, _):
                break
            }
        }
    }

    private static func scan(_ expression: SwiftExpression, into calls: inout [(String, SourceRange)], depth: Int) {
        guard depth < 200 else { return }
        switch expression {
        case .call(let call):
            if case .name(let name, _) = call.callee, isConstructor(name) { calls.append((name, call.range)) }
            scan(call.callee, into: &calls, depth: depth + 1)
            for argument in call.allArguments { scan(argument.value, into: &calls, depth: depth + 1) }
        case .member(let base?, _, _):
            scan(base, into: &calls, depth: depth + 1)
        case .closure(let closure):
            scan(closure.statements, into: &calls, depth: depth + 1)
        case .array(let values, _), .other(let values, _):
            for value in values { scan(value, into: &calls, depth: depth + 1) }
        case .ternary(let condition, let then, let otherwise, _):
            scan(condition, into: &calls, depth: depth + 1)
            scan(then, into: &calls, depth: depth + 1)
            scan(otherwise, into: &calls, depth: depth + 1)
        case .binary(_, let lhs, let rhs, _):
            scan(lhs, into: &calls, depth: depth + 1)
            scan(rhs, into: &calls, depth: depth + 1)
        default:
            break
        }
    }
}
