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
        var calls: [(String, SourceRange, Place)] = []
        // The same question for each top-level declaration, over the bytes from its start to the next one's
        // (where all of its tokens lie): the model types and helpers around a view are not walked.
        let statements = file.statements
        let checksAvailability = file.checksAvailability
        for (index, statement) in statements.enumerated() {
            // `spells` clamps the span to the file.
            let start = statement.range.start
            let end = max(start, index + 1 < statements.count ? statements[index + 1].range.start : file.source.bytes.count)
            if file.spells("UIBarButtonItem", "ToolbarItem", in: SourceRange(start: start, end: end)) {
                scan([statement], in: Place(types: file.types, checksAvailability: checksAvailability), into: &calls, depth: 0)
            }
        }
        var result: [ImportWarning] = []
        for (name, range, place) in calls {
            let location = file.location(of: range.start)
            guard !attached.contains(location), !warned.contains("\(file.source.path):\(range.start)") else { continue }
            result.append(ImportWarning(.unattachedItems, message(name, place), path: file.source.path, range: range))
        }
        return result
    }

    /// Where an unattached item is declared: the type and member around it, and what kind of type that is, which
    /// says why the importer did not reach it.
    struct Place {
        enum Kind {
            /// A `ToolbarContent` type: its items reach a screen only through a `.toolbar` that uses the type.
            case toolbarContent
            /// A SwiftUI view: its items reach a screen through its body and what the body calls.
            case view
            /// A view controller: its items reach a screen through the navigation item, `toolbarItems` and the
            /// toolbars the importer follows.
            case viewController
            /// Anything else: a model type, a helper, a function outside any type.
            case other
            /// An extension of a type the file does not declare: what the type is, is not known here.
            case extensionOfUnknownType
        }

        /// The file's type declarations, to tell what an extended type is.
        var types: [SwiftTypeDeclaration]
        /// Whether the file checks availability (`SwiftFile.checksAvailability`): only then can a method of its
        /// types never run (`UnreachedMethods`).
        var checksAvailability = false
        var typeName: String?
        var kind = Kind.other
        /// The function (`viewDidLoad()`) or property (`body`) it is in.
        var member: String?

        /// Inside `type`: its kind read from what it conforms to or inherits from, module names left out
        /// (`SwiftUI.View`); an extension's from the declaration it extends too, when the file has it.
        func entering(_ type: SwiftTypeDeclaration) -> Place {
            var inherited = type.inheritedTypes
            var known = true
            if type.kind == "extension" {
                let declarations = types.filter { $0.kind != "extension" && $0.name == type.name }
                inherited += declarations.flatMap(\.inheritedTypes)
                known = !declarations.isEmpty
            }
            let names = inherited.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
            let kind: Kind =
                if names.contains("ToolbarContent") { .toolbarContent }
                else if names.contains("View") { .view }
                else if names.contains(where: { $0.hasSuffix("Controller") }) { .viewController }
                else if !known { .extensionOfUnknownType }
                else { .other }
            return Place(types: types, checksAvailability: checksAvailability, typeName: type.name, kind: kind, member: nil)
        }

        /// Inside the member `name` of the type around it (the outermost member names the place).
        func entering(member name: String) -> Place {
            var place = self
            if place.member == nil { place.member = name }
            return place
        }
    }

    /// The warning's words: what the item is, where it is, and why that place is not part of a screen.
    static func message(_ name: String, _ place: Place) -> String {
        let location: String =
            switch (place.member, place.typeName) {
            case (let member?, let type?): " in \(member) of '\(type)'"
            case (let member?, nil): " in \(member)"
            case (nil, let type?): " in '\(type)'"
            case (nil, nil): ""
            }
        let cause: String =
            switch place.kind {
            case .toolbarContent: "no imported screen uses this ToolbarContent type in its toolbar"
            case .view where place.member == "body":
                "the view is not imported as a screen and no imported screen shows it, or its code could not be read"
            case .view: "no imported screen reaches it: the importer follows a view's body, the properties and functions the body uses, and the views it shows"
            case .viewController: "the importer found no assignment of it to the navigation item, toolbarItems or a toolbar it follows"
            case .other: "it is outside any view or view controller the importer reads as a screen"
            case .extensionOfUnknownType: "nothing the importer follows from a screen leads into this extension"
            }
        return "this \(name)\(location) is not part of any imported screen (\(cause)); it is not in the specs"
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

    private static func scan(_ statements: [SwiftStatement], in place: Place, into calls: inout [(String, SourceRange, Place)], depth: Int) {
        guard depth < 200 else { return }
        let backItemLocals = backItemNames(in: statements)
        for statement in statements {
            switch statement {
            case .expression(let expression), .returnStatement(let expression?, _):
                scan(expression, in: place, into: &calls, depth: depth + 1)
            case .variable(let variable):
                let inside = place.entering(member: variable.name)
                if let initializer = variable.initializer {
                    if backItemLocals.contains(variable.name) {
                        scanBackButton(initializer, in: inside, into: &calls, depth: depth + 1)
                    } else {
                        scan(initializer, in: inside, into: &calls, depth: depth + 1)
                    }
                }
                if let getter = variable.getter { scan(getter, in: inside, into: &calls, depth: depth + 1) }
                // Items made in a `didSet` are as much the code's as those of a getter.
                if let observers = variable.observers { scan(observers, in: inside, into: &calls, depth: depth + 1) }
            case .function(let function):
                if let body = function.body { scan(body, in: place.entering(member: "\(function.name)()"), into: &calls, depth: depth + 1) }
            case .type(let type):
                // Nor is a method only such branches call (`UnreachedMethods`, as the UIKit recognizer reads it,
                // here from this declaration alone).
                let unreached = place.checksAvailability && (type.kind == "class" || type.kind == "extension") ? UnreachedMethods.names(in: [type]) : []
                scan(UnreachedMethods.running(type.members, unreached: unreached), in: place.entering(type), into: &calls, depth: depth + 1)
            case .assignment(.member(let base, "backBarButtonItem", _), _, let value, _):
                if let base { scan(base, in: place, into: &calls, depth: depth + 1) }
                scanBackButton(value, in: place, into: &calls, depth: depth + 1)
            case .assignment(let target, _, let value, _):
                scan(target, in: place, into: &calls, depth: depth + 1)
                scan(value, in: place, into: &calls, depth: depth + 1)
            case .conditional(let conditional):
                // A branch that never runs on iOS 27.1 (`#available` of a later release, the `else` of an earlier
                // one) is not part of the app there: its items are in no spec, and rightly.
                for (body, _) in AvailabilityCheck.branches(of: conditional) { scan(body, in: place, into: &calls, depth: depth + 1) }
            case .switchStatement(let switchStatement):
                for item in switchStatement.cases { scan(item.body, in: place, into: &calls, depth: depth + 1) }
            case .loop(_, let body, _), .other(let body, _):
                scan(body, in: place, into: &calls, depth: depth + 1)
            case .conditionalCompilation(let clauses, _):
                for (clause, kind) in zip(clauses, PlatformCondition.classify(clauses)) where kind != .otherPlatform {
                    scan(clause.body, in: place, into: &calls, depth: depth + 1)
                }
            case .returnStatement(nil, _):
                break
            }
        }
    }

    /// `navigationItem.backBarButtonItem = UIBarButtonItem(title: "", …)` (on either side of a `?:`): how the back
    /// button of the screens pushed from this one looks. That back button is the system's, a pushed stack's
    /// `back-button: true`, and the language does not model its look, so the item is no bar item left out of a
    /// spec: it is not reported (it was, as never assigned to the navigation item). What its arguments make is
    /// scanned as ever.
    private static func scanBackButton(_ value: SwiftExpression, in place: Place, into calls: inout [(String, SourceRange, Place)], depth: Int) {
        guard depth < 200 else { return }
        switch value {
        case .call(let call) where call.callee.calleeName == "UIBarButtonItem":
            for argument in call.allArguments { scan(argument.value, in: place, into: &calls, depth: depth + 1) }
        case .ternary(let condition, let then, let otherwise, _):
            scan(condition, in: place, into: &calls, depth: depth + 1)
            scanBackButton(then, in: place, into: &calls, depth: depth + 1)
            scanBackButton(otherwise, in: place, into: &calls, depth: depth + 1)
        default:
            scan(value, in: place, into: &calls, depth: depth + 1)
        }
    }

    /// The names `statements` assign to a `backBarButtonItem` (`navigationItem.backBarButtonItem = backItem`, on
    /// either side of a `?:`): a local of that name made among them (`let backItem = UIBarButtonItem(title:
    /// "Back", …)`) is the back button, as an item made in the assignment itself is (`scanBackButton`). It was
    /// reported as found in no assignment.
    private static func backItemNames(in statements: [SwiftStatement]) -> Set<String> {
        var names: Set<String> = []
        func collect(_ value: SwiftExpression) {
            switch value {
            case .name(let name, _): names.insert(name)
            case .ternary(_, let then, let otherwise, _):
                collect(then)
                collect(otherwise)
            default: break
            }
        }
        for case .assignment(.member(_, "backBarButtonItem", _), _, let value, _) in statements { collect(value) }
        return names
    }

    /// `ToolbarItem { EmptyView() }`: an item that shows nothing, which no spec has and no warning needs (it was
    /// said to be in a view "not imported as a screen", of a view that was).
    private static func showsNothing(_ call: SwiftCall) -> Bool {
        guard case .name("ToolbarItem", _) = call.callee,
            case .closure(let content)? = (call.trailingClosures.first ?? call.allArguments.first { $0.label == "content" })?.value
        else { return false }
        let views = SwiftParser.expressions(in: content.statements)
        return !views.isEmpty && views.allSatisfy { view in
            if case .call(let empty) = view, empty.callee.calleeName == "EmptyView" { return true }
            return false
        }
    }

    private static func scan(_ expression: SwiftExpression, in place: Place, into calls: inout [(String, SourceRange, Place)], depth: Int) {
        guard depth < 200 else { return }
        switch expression {
        case .call(let call):
            if case .name(let name, _) = call.callee, isConstructor(name), !showsNothing(call) { calls.append((name, call.range, place)) }
            scan(call.callee, in: place, into: &calls, depth: depth + 1)
            for argument in call.allArguments { scan(argument.value, in: place, into: &calls, depth: depth + 1) }
        case .member(let base?, _, _):
            scan(base, in: place, into: &calls, depth: depth + 1)
        case .closure(let closure):
            scan(closure.statements, in: place, into: &calls, depth: depth + 1)
        case .array(let values, _), .other(let values, _):
            for value in values { scan(value, in: place, into: &calls, depth: depth + 1) }
        case .ternary(let condition, let then, let otherwise, _):
            scan(condition, in: place, into: &calls, depth: depth + 1)
            scan(then, in: place, into: &calls, depth: depth + 1)
            scan(otherwise, in: place, into: &calls, depth: depth + 1)
        case .binary(_, let lhs, let rhs, _):
            scan(lhs, in: place, into: &calls, depth: depth + 1)
            scan(rhs, in: place, into: &calls, depth: depth + 1)
        default:
            break
        }
    }
}
