/// The conditions a view controller's own methods run under, from where the class calls them: `if editing {
/// setEditingButtons() } else { setPreviewButtons() }` makes the items `setEditingButtons` assigns conditional, as
/// if they were assigned in that branch, and the two methods' items alternatives of one `if`.
///
/// The UIKit recognizer reads every method of a class for the items it assigns, each on its own; the branch a
/// call stood in was lost, so both methods' items showed together. A method (or a function declared inside one,
/// as Zotero's item detail declares `setEditingNavigationBarButtons` inside the method that calls it) takes
/// conditions only when every place the class refers to it is a call under the very same ones (a method called
/// under none anywhere, or under different ones, runs under none the importer can name): a reference that is not
/// a call (`#selector(refresh)`, a method passed as a closure), or a call whose conditions the walk cannot name
/// (after several early exits, under `#if`), makes the method's conditions unknown, and it takes none. A call
/// after one early exit (`guard !isLoading else { return }`) is under that exit's note, as `gather` writes it. Only
/// a `private` or `fileprivate` method (a `private extension`'s too), or a function inside a method, takes
/// conditions, and only when no method of its name is visible: any other may be called from another type (a
/// coordinator) or by the system (a delegate method, `override`, `@objc`), which the walk does not see. A call
/// written where the walk does not read calls — a condition (`if configure() { … }`, `guard let item =
/// makeItem()`), a loop's header, a `switch`'s subject, a `catch` clause, another object's method of its name —
/// is found by counting the calls the class's code writes: a method called more often than the walk saw takes
/// none. Conditions pass on
/// from a method's callers, callers first; a method calling itself is not a caller of its own, and a method in a
/// cycle of callers, or called from one, takes none. A class whose code spells no bar or bar item is not walked:
/// its methods assign nothing conditions could be put on.
enum CallConditions {
    /// One condition a call is under: the note an item's comment carries, and which branch of which `if` or
    /// `switch` it is (nil for a note of another kind), as `UIKitRecognizer.gather` makes them.
    struct Condition: Equatable {
        var note: String
        var branch: UIKitRecognizer.Branch?
    }

    /// A condition as the walk meets it: which way through which statement of which part, compared by that alone.
    /// Its note, which for an early exit takes the most work, is made only for a method that takes it.
    private struct Step: Equatable {
        enum Kind { case branch, switchCase, exit }
        let kind: Kind
        let part: Int
        let offset: Int
        let index: Int
        /// A branch's note and how many ways its `if` has.
        var note: String?
        var count = 0
        /// An early exit's `if`, and whether one of its ways always runs.
        var conditional: SwiftConditional?
        var exhaustive = false
        var switchStatement: SwiftSwitch?

        init(
            _ kind: Kind, part: Int, offset: Int, index: Int, note: String? = nil, count: Int = 0, conditional: SwiftConditional? = nil,
            exhaustive: Bool = false, switchStatement: SwiftSwitch? = nil
        ) {
            (self.kind, self.part, self.offset, self.index) = (kind, part, offset, index)
            (self.note, self.count, self.conditional, self.exhaustive, self.switchStatement) = (note, count, conditional, exhaustive, switchStatement)
        }

        static func == (a: Step, b: Step) -> Bool {
            a.kind == b.kind && a.part == b.part && a.offset == b.offset && a.index == b.index
        }

        /// The condition as `UIKitRecognizer.gather` writes it, or nil when its note cannot be made.
        func condition(in parts: [(SwiftTypeDeclaration, SwiftFile)]) -> Condition? {
            let site = "\(parts[part].1.source.path):\(offset)"
            switch kind {
            case .branch:
                return note.map { Condition(note: $0, branch: UIKitRecognizer.Branch(site: site, indices: [index], count: count)) }
            case .switchCase:
                guard let switchStatement else { return nil }
                return Condition(
                    note: ConditionNote.switchCase(switchStatement.cases[index].label, of: switchStatement.subject),
                    branch: UIKitRecognizer.Branch(site: site, indices: [index], count: switchStatement.cases.count))
            case .exit:
                guard let conditional else { return nil }
                var continuing: [[String]] = []
                for (body, note) in AvailabilityCheck.branches(of: conditional) where !UIKitRecognizer.alwaysExits(body) {
                    continuing.append(note.map { [$0] } ?? [])
                }
                if !exhaustive { continuing.append([ConditionNote.otherwise(AvailabilityCheck.ordinaryConditions(of: conditional))]) }
                guard !continuing.isEmpty, let note = ConditionNote.anyOf(continuing) else { return nil }
                return Condition(note: note, branch: nil)
            }
        }
    }

    /// The conditions of each method of `parts` (a class and its extensions, each with its file) that has any.
    static func of(_ parts: [(SwiftTypeDeclaration, SwiftFile)]) -> [String: [Condition]] {
        var candidates: Set<String> = []
        // Names some method the class shows to others has: an overload of one is not told apart by name.
        var visible: Set<String> = []
        for (part, _) in parts {
            let partIsPrivate = part.modifiers.contains("private") || part.modifiers.contains("fileprivate")
            for case .function(let function) in part.members {
                let hidden = partIsPrivate || function.modifiers.contains("private") || function.modifiers.contains("fileprivate")
                let exposed = function.modifiers.contains("override")
                    || function.attributes.contains { $0 == "objc" || $0.hasPrefix("objc(") || $0 == "IBAction" || $0 == "IBSegueAction" }
                if hidden, !exposed, function.hasBody { candidates.insert(function.name) } else { visible.insert(function.name) }
                // Functions declared inside methods, called where they are declared: never exposed to the system.
                if let body = function.body { nestedFunctions(in: body, into: &candidates, depth: 0) }
            }
        }
        candidates.subtract(visible)
        // Only the bars a method sets take its conditions: a class whose code sets none needs no walk.
        guard !candidates.isEmpty, parts.contains(where: { spellsBars($0.0, $0.1) }) else { return [:] }
        var walk = Walk(methods: candidates)
        for (index, (part, file)) in parts.enumerated() {
            walk.part = index
            for member in part.members {
                if case .function(let function) = member, let body = function.body {
                    walk.from = function.name
                    walk.visit(body, conditions: [], file: file, depth: 0)
                } else {
                    walk.from = nil
                    walk.visit([member], conditions: [], file: file, depth: 0)
                }
            }
        }
        // Calls the walk does not see (in a condition, a loop's header, a `switch`'s subject, a `catch` clause, a
        // case's pattern, another object's method of the name): a method its class's code calls more often than
        // the walk saw is left out.
        let written = writtenCalls(of: candidates, in: parts)
        // Each method after every method of the class that calls it, callers first; a method in a cycle of
        // callers, or called from one, never comes and takes none.
        var callers: [String: Set<String>] = [:]
        var callees: [String: Set<String>] = [:]
        for (method, references) in walk.found {
            for reference in references {
                guard let from = reference.from, from != method, candidates.contains(from) else { continue }
                callers[method, default: []].insert(from)
                callees[from, default: []].insert(method)
            }
        }
        var waiting = callers.mapValues(\.count)
        // Sorted, so the order of a run never depends on hashing.
        var ready = candidates.filter { (waiting[$0] ?? 0) == 0 }.sorted()
        var steps: [String: [Step]] = [:]
        var result: [String: [Condition]] = [:]
        while let method = ready.popLast() {
            if let references = walk.found[method], (walk.calls[method] ?? 0) >= (written[method] ?? 0),
                let common = agreedConditions(of: method, references, steps)
            {
                let conditions = common.compactMap { $0.condition(in: parts) }
                // A note that cannot be made (an exit whose other ways cannot be named) leaves the method out.
                if conditions.count == common.count {
                    steps[method] = common
                    result[method] = conditions
                }
            }
            for callee in (callees[method] ?? []).sorted() {
                waiting[callee]! -= 1
                if waiting[callee] == 0 { ready.append(callee) }
            }
        }
        return result
    }

    /// The conditions every reference to `method` is under, each with those of the method it is in, when they are
    /// all the same and not none; nil otherwise.
    private static func agreedConditions(
        of method: String, _ references: [(from: String?, conditions: [Step]?)], _ known: [String: [Step]]
    ) -> [Step]? {
        var common: [Step]?
        for reference in references where reference.from != method {
            guard let conditions = reference.conditions else { return nil }
            let whole = (reference.from.flatMap { known[$0] } ?? []) + conditions
            if let common, common != whole { return nil }
            common = whole
        }
        guard let common, !common.isEmpty else { return nil }
        return common
    }

    /// Whether `part`'s code spells a bar or its items (`UIBarButtonItem`, `navigationItem`, `toolbarItems`,
    /// `UIToolbar`, `tabBarItem`): what a method assigns there is what takes conditions.
    private static func spellsBars(_ part: SwiftTypeDeclaration, _ file: SwiftFile) -> Bool {
        let range = part.range
        guard range.start < range.end, range.end <= file.source.bytes.count else { return false }
        let code = file.source.bytes[range.start..<range.end]
        return code.withContiguousStorageIfAvailable { buffer in
            ["BarButton", "navigationItem", "oolbar", "tabBarItem"].contains { ByteSearch.contains(buffer, $0) }
        } ?? true
    }

    /// How many times the code of `parts` calls each of `names` as it is written (a name, then `(`), declarations
    /// (`func name(`) left out; comments and strings are no code.
    private static func writtenCalls(of names: Set<String>, in parts: [(SwiftTypeDeclaration, SwiftFile)]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for (part, file) in parts {
            let range = part.range
            guard range.start < range.end, range.end <= file.source.bytes.count else { continue }
            let bytes = Array(file.source.bytes[range.start..<range.end])
            let tokens = SwiftLexer.lex(bytes).tokens
            for index in tokens.indices.dropLast() where tokens[index].kind == .identifier && tokens[index + 1].kind == .leftParen {
                let name = String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
                guard names.contains(name) else { continue }
                if index > 0, tokens[index - 1].kind == .identifier, bytes[tokens[index - 1].start..<tokens[index - 1].end].elementsEqual("func".utf8) {
                    continue
                }
                counts[name, default: 0] += 1
            }
        }
        return counts
    }

    /// The names of the functions declared in `statements` and the blocks inside them (not inside closures).
    private static func nestedFunctions(in statements: [SwiftStatement], into names: inout Set<String>, depth: Int) {
        guard depth < 16 else { return }
        for statement in statements {
            switch statement {
            case .function(let function):
                names.insert(function.name)
                if let body = function.body { nestedFunctions(in: body, into: &names, depth: depth + 1) }
            case .conditional(let conditional):
                for branch in conditional.branches { nestedFunctions(in: branch.body, into: &names, depth: depth + 1) }
            case .switchStatement(let switchStatement):
                for item in switchStatement.cases { nestedFunctions(in: item.body, into: &names, depth: depth + 1) }
            case .loop(_, let body, _), .other(let body, _):
                nestedFunctions(in: body, into: &names, depth: depth + 1)
            default:
                continue
            }
        }
    }

    /// Every reference a class makes to one of its methods, with the conditions it is under (nil: unknown).
    private struct Walk {
        let methods: Set<String>
        /// The method being walked (nil: a property's initializer, getter or observer).
        var from: String?
        var found: [String: [(from: String?, conditions: [Step]?)]] = [:]
        /// How many of the references to each method are calls.
        var calls: [String: Int] = [:]
        /// The part of the class being walked (its place in the parts), which steps name.
        var part = 0

        init(methods: Set<String>) { self.methods = methods }

        mutating func visit(_ statements: [SwiftStatement], conditions startConditions: [Step]?, file: SwiftFile, depth: Int) {
            guard depth < 64 else { return }
            var conditions = startConditions
            var exited = false
            for statement in statements {
                switch statement {
                case .expression(let expression), .returnStatement(let expression?, _):
                    visit(expression, conditions: conditions, file: file, depth: depth + 1)
                case .variable(let variable):
                    if let initializer = variable.initializer { visit(initializer, conditions: conditions, file: file, depth: depth + 1) }
                    if let getter = variable.getter { visit(getter, conditions: conditions, file: file, depth: depth + 1) }
                    if let observers = variable.observers { visit(observers, conditions: conditions, file: file, depth: depth + 1) }
                case .function(let function):
                    // A function inside a method runs when that method calls it: what it calls is called from it.
                    if let body = function.body {
                        let outer = from
                        from = function.name
                        visit(body, conditions: [], file: file, depth: depth + 1)
                        from = outer
                    }
                case .type, .returnStatement(nil, _):
                    break
                case .assignment(let target, _, let value, _):
                    visit(target, conditions: conditions, file: file, depth: depth + 1)
                    visit(value, conditions: conditions, file: file, depth: depth + 1)
                case .conditional(let conditional):
                    let branches = AvailabilityCheck.branches(of: conditional)
                    let last = AvailabilityCheck.runningBranchIndices(of: conditional).last.map { conditional.branches[$0].condition }
                    let exhaustive = last.map { $0.isEmpty || AvailabilityCheck.runsOnTarget($0) == true } ?? false
                    for (index, (body, note)) in branches.enumerated() {
                        let step = note.map { Step(.branch, part: part, offset: conditional.range.start, index: index, note: $0, count: branches.count + (exhaustive ? 0 : 1)) }
                        let inner = conditions.map { $0 + (step.map { [$0] } ?? []) }
                        visit(body, conditions: inner, file: file, depth: depth + 1)
                    }
                    // After an early exit the rest runs only the ways through the `if` that do not exit, noted as `gather`
                    // notes them; after a second one, or none left, the walk does not name the conditions.
                    if branches.contains(where: { UIKitRecognizer.alwaysExits($0.body) }) {
                        // Its note is made only for a method that takes it (`Step.condition`): most exits lead to none.
                        let continues = !exhaustive || branches.contains { !UIKitRecognizer.alwaysExits($0.body) }
                        if continues, !exited {
                            let step = Step(.exit, part: part, offset: conditional.range.start, index: 0, conditional: conditional, exhaustive: exhaustive)
                            conditions = conditions.map { $0 + [step] }
                            exited = true
                        } else {
                            conditions = nil
                        }
                    }
                case .switchStatement(let switchStatement):
                    for (index, item) in switchStatement.cases.enumerated() {
                        let step = Step(.switchCase, part: part, offset: switchStatement.range.start, index: index, switchStatement: switchStatement)
                        visit(item.body, conditions: conditions.map { $0 + [step] }, file: file, depth: depth + 1)
                    }
                case .loop(_, let body, _), .other(let body, _):
                    visit(body, conditions: conditions, file: file, depth: depth + 1)
                case .conditionalCompilation(let clauses, _):
                    // A `#if` clause's conditions are not branches the walk carries.
                    for clause in clauses { visit(clause.body, conditions: nil, file: file, depth: depth + 1) }
                }
            }
        }

        mutating func visit(_ expression: SwiftExpression, conditions: [Step]?, file: SwiftFile, depth: Int) {
            guard depth < 64 else { return }
            switch expression {
            case .name(let name, _), .member(.some(.name("self", _)), let name, _):
                // Named but not called here: it may run anywhere.
                note(name, conditions: nil, isCall: false)
            case .call(let call):
                switch call.callee {
                case .name(let name, _), .member(.some(.name("self", _)), let name, _):
                    note(name, conditions: conditions, isCall: true)
                default:
                    visit(call.callee, conditions: conditions, file: file, depth: depth + 1)
                }
                for argument in call.allArguments { visit(argument.value, conditions: conditions, file: file, depth: depth + 1) }
            case .member(let base?, _, _):
                visit(base, conditions: conditions, file: file, depth: depth + 1)
            case .closure(let closure):
                visit(closure.statements, conditions: conditions, file: file, depth: depth + 1)
            case .array(let values, _), .other(let values, _):
                for value in values { visit(value, conditions: conditions, file: file, depth: depth + 1) }
            case .ternary(let condition, let then, let otherwise, _):
                visit(condition, conditions: conditions, file: file, depth: depth + 1)
                visit(then, conditions: nil, file: file, depth: depth + 1)
                visit(otherwise, conditions: nil, file: file, depth: depth + 1)
            case .binary(_, let lhs, let rhs, _):
                visit(lhs, conditions: conditions, file: file, depth: depth + 1)
                visit(rhs, conditions: nil, file: file, depth: depth + 1)
            case .member(nil, _, _), .string, .number:
                break
            }
        }

        private mutating func note(_ name: String, conditions: [Step]?, isCall: Bool) {
            guard methods.contains(name) else { return }
            found[name, default: []].append((from, conditions))
            if isCall { calls[name, default: 0] += 1 }
        }
    }
}
