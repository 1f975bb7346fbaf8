import BarDiagnostics

/// The SwiftUI view types that a navigation link pushes onto a stack: `NavigationLink(_:destination:)`,
/// `NavigationLink { Destination() } label: { … }`, and the views `navigationDestination(for:)`,
/// `navigationDestination(isPresented:)` and `navigationDestination(item:)` build.
///
/// A pushed view is the top view of a stack with a view below it, so the system gives it a back button: the
/// language's `back-button: true` (Grammar, `stack`). Only the types found here are taken as pushed; a view
/// that hides the button (`.navigationBarBackButtonHidden(true)`) keeps what its code says.
struct PushedViews {
    /// Each pushed type with the first place that pushes it (for the note written into the spec).
    private(set) var links: [String: SwiftLocation] = [:]
    /// The view types each type's code pushes (by short name), for telling a root view that another screen
    /// presents in turn from one shown only by others (`ScreenRecognition`).
    private(set) var pushes: [String: Set<String>] = [:]
    /// The type whose members are being read.
    private var enclosingType: String?

    init(program: SwiftProgram) {
        // Only a file that spells a link or a destination modifier can push a view: the others are not walked.
        for file in program.files
        where file.source.bytes.containsBytes("NavigationLink") || file.source.bytes.containsBytes("navigationDestination") {
            visit(file.statements, file: file, program: program, depth: 0)
        }
    }

    func pushedBy(_ typeName: String) -> SwiftLocation? { links[typeName] }

    private mutating func visit(_ statements: [SwiftStatement], file: SwiftFile, program: SwiftProgram, depth: Int) {
        guard depth < 64 else { return }
        for statement in statements {
            switch statement {
            case .expression(let expression), .returnStatement(let expression?, _):
                visit(expression, file: file, program: program, depth: depth + 1)
            case .variable(let variable):
                if let initializer = variable.initializer { visit(initializer, file: file, program: program, depth: depth + 1) }
                if file.spells("NavigationLink", "navigationDestination", in: variable.range), let getter = variable.getter {
                    visit(getter, file: file, program: program, depth: depth + 1)
                }
            case .function(let function):
                // Only a function that spells a push can hold one; the others' bodies are not read, so the
                // parser's deferred ones stay unparsed (`DeferredBody`).
                if file.spells("NavigationLink", "navigationDestination", in: function.range), let body = function.body {
                    visit(body, file: file, program: program, depth: depth + 1)
                }
            case .type(let type):
                let outer = enclosingType
                // An extension adds to the type it extends.
                enclosingType = SwiftProgram.shortName(type.name)
                visit(type.members, file: file, program: program, depth: depth + 1)
                enclosingType = outer
            case .assignment(_, _, let value, _):
                visit(value, file: file, program: program, depth: depth + 1)
            case .conditional(let conditional):
                for branch in conditional.branches { visit(branch.body, file: file, program: program, depth: depth + 1) }
            case .switchStatement(let switchStatement):
                for item in switchStatement.cases { visit(item.body, file: file, program: program, depth: depth + 1) }
            case .loop(_, let body, _), .other(let body, _):
                visit(body, file: file, program: program, depth: depth + 1)
            case .conditionalCompilation(let clauses, _):
                for clause in clauses { visit(clause.body, file: file, program: program, depth: depth + 1) }
            case .returnStatement(nil, _):
                break
            }
        }
    }

    private mutating func visit(_ expression: SwiftExpression, file: SwiftFile, program: SwiftProgram, depth: Int) {
        guard depth < 64 else { return }
        switch expression {
        case .call(let call):
            if let destination = Self.destination(of: call) {
                // A modifier's range starts with the view it modifies: point at the modifier's name instead.
                let offset = call.callee.calleeName == "NavigationLink" ? call.range.start : file.modifierOffset("navigationDestination", in: call)
                for name in Self.viewTypes(in: destination, program: program, depth: 0) {
                    if links[name] == nil { links[name] = file.location(of: offset) }
                    if let enclosingType { pushes[enclosingType, default: []].insert(name) }
                }
            }
            visit(call.callee, file: file, program: program, depth: depth + 1)
            for argument in call.allArguments { visit(argument.value, file: file, program: program, depth: depth + 1) }
        case .member(let base?, _, _):
            visit(base, file: file, program: program, depth: depth + 1)
        case .closure(let closure):
            visit(closure.statements, file: file, program: program, depth: depth + 1)
        case .array(let values, _), .other(let values, _):
            for value in values { visit(value, file: file, program: program, depth: depth + 1) }
        case .ternary(_, let then, let otherwise, _):
            visit(then, file: file, program: program, depth: depth + 1)
            visit(otherwise, file: file, program: program, depth: depth + 1)
        case .binary(_, let lhs, let rhs, _):
            visit(lhs, file: file, program: program, depth: depth + 1)
            visit(rhs, file: file, program: program, depth: depth + 1)
        default:
            break
        }
    }

    /// What a link or destination modifier pushes: its `destination` argument, or the closure that builds it.
    private static func destination(of call: SwiftCall) -> SwiftExpression? {
        switch call.callee {
        case .name("NavigationLink", _):
            if let destination = call.argument("destination") { return destination }
            // `NavigationLink { Destination() } label: { … }` and `NavigationLink("Followers") { Destination() }`:
            // the first trailing closure, unless it is the label (the title form was not read as a push at all).
            if call.argument("value") == nil, let first = call.trailingClosures.first, first.label == nil,
                call.argument("label") != nil || call.firstUnlabeledArgument != nil
            {
                return first.value
            }
            return nil
        case .member(_, "navigationDestination", _), .name("navigationDestination", _):
            // Without a base, in the app's own modifier (`extension View { func withRouter() -> some View {
            // navigationDestination(for: Route.self) { … } } }`): its destinations had no back button.
            return call.argument("destination") ?? call.trailingClosures.first?.value
        default:
            return nil
        }
    }

    /// The app's view types a destination builds, through closures, `switch` and `if`.
    private static func viewTypes(in expression: SwiftExpression, program: SwiftProgram, depth: Int) -> [String] {
        guard depth < 16 else { return [] }
        switch expression {
        case .call(let call):
            if let name = call.callee.calleeName, program.viewTypes[name] != nil, case .name = call.callee { return [name] }
            if case .closure(let closure) = call.callee { return viewTypes(in: closure, program: program, depth: depth + 1) }
            // A modifier on the destination (`MessageView().navigationTitle(…)`): the view it modifies.
            if case .member(let base?, _, _) = call.callee { return viewTypes(in: base, program: program, depth: depth + 1) }
            return []
        case .name(let name, _):
            return program.viewTypes[name] != nil ? [name] : []
        case .closure(let closure):
            return viewTypes(in: closure, program: program, depth: depth + 1)
        case .ternary(_, let then, let otherwise, _):
            return viewTypes(in: then, program: program, depth: depth + 1) + viewTypes(in: otherwise, program: program, depth: depth + 1)
        default:
            return []
        }
    }

    private static func viewTypes(in closure: SwiftClosure, program: SwiftProgram, depth: Int) -> [String] {
        SwiftParser.expressions(in: closure.statements).flatMap { viewTypes(in: $0, program: program, depth: depth + 1) }
    }
}
