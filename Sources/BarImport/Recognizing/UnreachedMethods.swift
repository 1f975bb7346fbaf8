/// The methods of a view controller that never run on iOS 27.1: called only from branches of availability checks
/// that fail there (`if #available(iOS 26, *) { buildToolbar() } else { buildLegacyToolbar() }`), or only from
/// such methods.
///
/// The UIKit recognizer reads every method of a class for the items it assigns, since any of them may run. One
/// kept for older systems assigned the older items too, and the last assignment (or both, with their
/// conditions) ended up in the spec, where only the branch that runs is read when the code is inline
/// (`AvailabilityCheck`). A method the class refers to nowhere else is a method the class does not call there.
///
/// Only what the class itself shows is used. A method that overrides (`viewDidLoad`) or is exposed to
/// Objective-C (`@objc`, `@IBAction`: a selector, a target–action, a storyboard may call it) can be called by the
/// system, and one the class never refers to may be called from outside; both are read as before. A method of
/// the same name called from another type's code is not seen: that is the cost of not having a call graph of the
/// program, and such code is rare (a view controller's toolbar set-up is its own).
enum UnreachedMethods {
    /// The names of the methods of `parts` (a class and its extensions) that never run on iOS 27.1.
    static func names(in parts: [SwiftTypeDeclaration]) -> Set<String> {
        var candidates: Set<String> = []
        for part in parts {
            for case .function(let function) in part.members where function.hasBody {
                let exposed = function.modifiers.contains("override")
                    || function.attributes.contains { $0 == "objc" || $0.hasPrefix("objc(") || $0 == "IBAction" || $0 == "IBSegueAction" }
                if !exposed { candidates.insert(function.name) }
            }
        }
        guard !candidates.isEmpty else { return [] }
        var references = References(methods: candidates)
        for part in parts {
            for member in part.members {
                if case .function(let function) = member, let body = function.body {
                    references.from = function.name
                    references.visit(body, unreached: false, depth: 0)
                } else {
                    references.from = nil
                    references.visit([member], unreached: false, depth: 0)
                }
            }
        }
        // The methods referred to only where the code does not run or by methods that do not run: the largest
        // such set (two methods that call each other are both out of it only when something that runs calls one)…
        var closed = Set(references.found.keys)
        var changed = true
        while changed {
            changed = false
            for name in closed
            where references.found[name]!.contains(where: { !$0.unreached && !($0.from.map { closed.contains($0) } ?? false) }) {
                closed.remove(name)
                changed = true
            }
        }
        // …less the methods no failing branch leads to (a pair that only call each other may be called from
        // outside the class).
        var unreached = Set(closed.filter { name in references.found[name]!.contains { $0.unreached } })
        changed = true
        while changed {
            changed = false
            for name in closed.subtracting(unreached) where references.found[name]!.contains(where: { $0.from.map { unreached.contains($0) } ?? false }) {
                unreached.insert(name)
                changed = true
            }
        }
        return unreached
    }

    /// `members` without the methods named in `unreached` (as they are when it names none).
    static func running(_ members: [SwiftStatement], unreached: Set<String>) -> [SwiftStatement] {
        guard !unreached.isEmpty else { return members }
        return members.filter { member in
            if case .function(let function) = member { return !unreached.contains(function.name) }
            return true
        }
    }

    /// Every place a class refers to one of its methods by name (`build()`, `self.build()`, `#selector(build)`).
    private struct References {
        let methods: Set<String>
        /// The method being walked (nil: a property's initializer or getter, which may run at any time).
        var from: String?
        var found: [String: [(from: String?, unreached: Bool)]] = [:]

        init(methods: Set<String>) { self.methods = methods }

        mutating func visit(_ statements: [SwiftStatement], unreached startsUnreached: Bool, depth: Int) {
            guard depth < 64 else { return }
            var unreached = startsUnreached
            for statement in statements {
                defer {
                    // After an `if` every way through which returns (`if #available(iOS 26, *) { …; return }`), or a
                    // `return`, nothing of these statements runs: what they call is called from code that never runs.
                    if !unreached, UIKitRecognizer.alwaysExits([statement]) { unreached = true }
                }
                switch statement {
                case .expression(let expression), .returnStatement(let expression?, _):
                    visit(expression, unreached: unreached, depth: depth + 1)
                case .variable(let variable):
                    if let initializer = variable.initializer { visit(initializer, unreached: unreached, depth: depth + 1) }
                    if let getter = variable.getter { visit(getter, unreached: unreached, depth: depth + 1) }
                    // A method a `didSet` calls runs whenever the property is assigned.
                    if let observers = variable.observers { visit(observers, unreached: unreached, depth: depth + 1) }
                case .function(let function):
                    // A function declared inside a method runs when that method calls it.
                    if let body = function.body { visit(body, unreached: unreached, depth: depth + 1) }
                case .type:
                    break
                case .assignment(let target, _, let value, _):
                    visit(target, unreached: unreached, depth: depth + 1)
                    visit(value, unreached: unreached, depth: depth + 1)
                case .conditional(let conditional):
                    let running = Set(AvailabilityCheck.runningBranchIndices(of: conditional))
                    for (index, branch) in conditional.branches.enumerated() {
                        visit(branch.body, unreached: unreached || !running.contains(index), depth: depth + 1)
                    }
                case .switchStatement(let switchStatement):
                    for item in switchStatement.cases { visit(item.body, unreached: unreached, depth: depth + 1) }
                case .loop(_, let body, _), .other(let body, _):
                    visit(body, unreached: unreached, depth: depth + 1)
                case .conditionalCompilation(let clauses, _):
                    for clause in clauses { visit(clause.body, unreached: unreached, depth: depth + 1) }
                case .returnStatement(nil, _):
                    break
                }
            }
        }

        mutating func visit(_ expression: SwiftExpression, unreached: Bool, depth: Int) {
            guard depth < 64 else { return }
            switch expression {
            case .name(let name, _):
                note(name, unreached: unreached)
            case .member(.some(.name("self", _)), let name, _):
                note(name, unreached: unreached)
            case .member(let base?, _, _):
                visit(base, unreached: unreached, depth: depth + 1)
            case .call(let call):
                visit(call.callee, unreached: unreached, depth: depth + 1)
                for argument in call.allArguments { visit(argument.value, unreached: unreached, depth: depth + 1) }
            case .closure(let closure):
                visit(closure.statements, unreached: unreached, depth: depth + 1)
            case .array(let values, _), .other(let values, _):
                for value in values { visit(value, unreached: unreached, depth: depth + 1) }
            case .ternary(let condition, let then, let otherwise, _):
                visit(condition, unreached: unreached, depth: depth + 1)
                visit(then, unreached: unreached, depth: depth + 1)
                visit(otherwise, unreached: unreached, depth: depth + 1)
            case .binary(_, let lhs, let rhs, _):
                visit(lhs, unreached: unreached, depth: depth + 1)
                visit(rhs, unreached: unreached, depth: depth + 1)
            case .member(nil, _, _), .string, .number:
                break
            }
        }

        private mutating func note(_ name: String, unreached: Bool) {
            guard methods.contains(name) else { return }
            found[name, default: []].append((from, unreached))
        }
    }
}
