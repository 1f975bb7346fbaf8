/// Whether the alternatives of a wrapper's body (`#if DEBUG … #else … #endif`, `if isTesting { … } else { … }`)
/// show the views its caller passed the same way, so that whichever runs the caller's screen is the same.
///
/// Each alternative is reduced to its shape: the navigation containers, the caller's views, the app's views and
/// modifiers, nested as written, and nothing else (`VStack { NavigationStack { content } }` and `NavigationStack {
/// content }` are both `NavigationStack(content)`). An alternative that sets anything a spec holds itself — a
/// toolbar, a title, a sheet, a bar of its own — has no shape: it is read with its condition, as each
/// alternative is. The first version compared the code's bytes: alternatives adding different toolbar items, one
/// showing `Text("content")` rather than the content, or nesting the containers the other way were taken as one,
/// and the other alternatives' items were lost.
enum WrapperAlternatives {
    /// The containers the shape keeps.
    static let containers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView", "TabView"]

    /// Modifiers that set what a spec holds besides the containers: an alternative with one has no shape.
    static func setsBars(_ modifier: String) -> Bool {
        modifier.hasPrefix("toolbar") || modifier.hasPrefix("navigation")
            || ["sheet", "fullScreenCover", "popover", "inspector", "safeAreaBar", "safeAreaInset", "tabItem", "searchable", "tabViewStyle", "presentationPlacement"].contains(modifier)
    }

    /// Whether every one of `alternatives` has a shape, the same one, holding one of the caller's views
    /// (`passed`) inside a container.
    static func alike(_ alternatives: [[SwiftStatement]], passed: Set<String>, program: SwiftProgram) -> Bool {
        guard alternatives.count > 1, !passed.isEmpty else { return false }
        var shared: String?
        for body in alternatives {
            guard let shape = shape(of: body, passed: passed, program: program, depth: 0), shared == nil || shared == shape else { return false }
            shared = shape
        }
        guard let shared else { return false }
        return containers.contains { shared.contains($0 + "(") } && passed.contains { shared.contains("<" + $0 + ">") }
    }

    /// The most levels of statements and expressions read; past it an alternative has no shape.
    private static let maximumDepth = 64

    /// The shape of `statements`, or nil when they set bars, choose between shapes that differ, or nest too deep.
    static func shape(of statements: [SwiftStatement], passed: Set<String>, program: SwiftProgram, depth: Int) -> String? {
        guard depth < maximumDepth else { return nil }
        var result = ""
        for statement in statements {
            switch statement {
            case .expression(let expression), .returnStatement(let expression?, _):
                guard let part = shape(of: expression, passed: passed, program: program, depth: depth + 1) else { return nil }
                result += part
            case .conditional(let conditional):
                // Alike branches of an `if` with an `else` are that shape, whichever runs.
                guard conditional.branches.last?.condition.isEmpty == true,
                    let part = common(conditional.branches.map(\.body), passed: passed, program: program, depth: depth)
                else { return nil }
                result += part
            case .conditionalCompilation(let clauses, _):
                let compiled = zip(clauses, PlatformCondition.classify(clauses)).filter { $0.1 != .otherPlatform }.map(\.0)
                if compiled.count == 1, PlatformCondition.classify(clauses).contains(.iOS) {
                    guard let part = shape(of: compiled[0].body, passed: passed, program: program, depth: depth + 1) else { return nil }
                    result += part
                } else {
                    guard compiled.last?.isElse == true, let part = common(compiled.map(\.body), passed: passed, program: program, depth: depth) else { return nil }
                    result += part
                }
            case .switchStatement, .loop, .assignment:
                return nil
            case .other(let inner, _):
                guard let part = shape(of: inner, passed: passed, program: program, depth: depth + 1) else { return nil }
                result += part
            case .variable, .function, .type, .returnStatement(nil, _):
                continue
            }
        }
        return result
    }

    private static func common(_ bodies: [[SwiftStatement]], passed: Set<String>, program: SwiftProgram, depth: Int) -> String? {
        var shared: String?
        for body in bodies {
            guard let shape = shape(of: body, passed: passed, program: program, depth: depth + 1), shared == nil || shared == shape else { return nil }
            shared = shape
        }
        return shared
    }

    private static func shape(of expression: SwiftExpression, passed: Set<String>, program: SwiftProgram, depth: Int) -> String? {
        guard depth < maximumDepth else { return nil }
        func inner(_ expressions: [SwiftExpression]) -> String? {
            var result = ""
            for expression in expressions {
                guard let part = shape(of: expression, passed: passed, program: program, depth: depth + 1) else { return nil }
                result += part
            }
            return result
        }
        switch expression {
        case .name(let name, _):
            return passed.contains(name) ? "<\(name)>" : ""
        case .member(.some(.name("self", _)), let name, _) where passed.contains(name):
            return "<\(name)>"
        case .member(let base, _, _):
            return base.map { inner([$0]) } ?? ""
        case .call(let call):
            let arguments = call.allArguments.map(\.value)
            switch call.callee {
            case .member(let base?, let name, _) where !name.startsUppercase:
                // A modifier: the view it modifies, and the views its arguments show (`.overlay { … }`).
                if setsBars(name) { return nil }
                guard let view = inner([base]), let shown = inner(arguments) else { return nil }
                let appModifier = program.memberViews[MemberName("View", name)] != nil
                return view + (appModifier ? ".\(name)(\(shown))" : shown)
            case .name(let name, _), .member(_, let name, _):
                guard let shown = inner(arguments) else { return nil }
                if passed.contains(name) { return "<\(name)>" + shown }
                if containers.contains(name) { return "\(name)(\(shown))" }
                // A view of the app may show bars of its own: the same one in each alternative, or not alike.
                if program.viewTypes[name] != nil { return "\(name)[\(shown)]" }
                return shown
            default:
                return inner([call.callee] + arguments)
            }
        case .closure(let closure):
            return shape(of: closure.statements, passed: passed, program: program, depth: depth + 1)
        case .ternary(_, let then, let otherwise, _):
            guard let first = inner([then]), let second = inner([otherwise]), first == second else { return nil }
            return first
        case .array(let values, _), .other(let values, _):
            return inner(values)
        case .binary(_, let lhs, let rhs, _):
            return inner([lhs, rhs])
        case .string, .number:
            return ""
        }
    }
}
