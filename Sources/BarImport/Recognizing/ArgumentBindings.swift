/// What the names a type's body reads hold for one use of the type: an app's toolbar content type, or a view
/// used as a toolbar item, read from a call (`ActionButton(title: "Delete", systemImage: "trash")`).
///
/// Apps wrap their toolbar items in small types whose body reads what the call passed through stored
/// properties (`Button(title, systemImage: systemImage)`), often set by an initializer of their own under other
/// names (`self._title = title`). Read without the call, every such item was titled by the property's name
/// ("title", "_title") and lost its symbol, and two uses at one place merged into one item. A use binds each
/// property to what sets it:
///
/// - through the initializer of the type's own body the call fits (every argument taken by a parameter, in
///   Swift's order, and every parameter left out with a default), the one leaving out fewest: each property
///   its body assigns, `self.x = value`, to that value, read with the parameters bound (to what the call
///   passed, else to their default when that is one token: `""`, `.automatic`, `false`). A `switch` over a
///   parameter the call gave as a case (`switch role { case .close: … }` for `role: .close` or `Role.close`)
///   assigns what its matching case (or `default`) does; what any other `switch`, an `if` or a loop may assign
///   is unknown, and stays unbound;
/// - else, when every argument is labelled with a stored property's name (the memberwise initializer's call),
///   each to the property of its label, and a trailing closure to the first content property (`content` when
///   the type names none);
/// - a property bound by neither, and not left unknown, to its initial value (`var placement:
///   ToolbarItemPlacement = .primaryAction`).
///
/// A name left unbound reads as before: as code; so does one the body declares again (`let title = …`). The
/// initializer is read as straight-line code (a later assignment replaces an earlier one); initializers
/// declared in extensions, and defaults other than one token, are not read. A string literal the
/// caller passed is read as SwiftUI reads a literal label, as a localization key when the tables have it: a
/// `String` property would show it as written, and the importer does not tell the two apart.
final class ArgumentBindings: Sendable {
    /// A value a name is bound to: where it is written, and the bindings its own names are read with (the
    /// caller's, for what a call passed; the parameters', for what an initializer assigns; none for an initial
    /// value).
    struct Bound: Sendable {
        let value: SwiftExpression
        let file: SwiftFile
        let scope: ArgumentBindings?
        /// Whether a caller wrote the value (an argument), rather than the type (a default, an initial value, what
        /// its initializer assigns).
        var isPassed = false
        /// For a value a caller wrote, the type whose code the call is in, whose own view functions the value may
        /// call (`NBToolbarMenu { importActions() }`).
        var callerType: String? = nil
    }

    let values: [String: Bound]

    init(_ values: [String: Bound]) {
        self.values = values
    }

    /// Bindings of plain values, each read with no bindings of its own: what a caller passed to one of the app's
    /// view modifiers, by parameter name.
    convenience init(passed: [String: (value: SwiftExpression, file: SwiftFile)]) {
        self.init(passed.mapValues { Bound(value: $0.value, file: $0.file, scope: nil, isPassed: true) })
    }

    /// What `expression` stands for when it is a bound name (`title`, `self.title`), followed through names bound
    /// to names (a type that passes its own property on to another); nil when it is not bound.
    func resolve(_ expression: SwiftExpression) -> Bound? {
        guard let name = Self.boundName(expression), var bound = values[name] else { return nil }
        // Each step moves to the scope of an enclosing use, so the walk ends; the bound on the steps keeps a
        // pathological chain short.
        for _ in 0..<64 {
            guard let scope = bound.scope, let inner = Self.boundName(bound.value), let next = scope.values[inner] else { return bound }
            bound = next
        }
        return bound
    }

    /// These bindings without `names` (declared again where they are read, which hides the property), or nil
    /// when none is left.
    func hiding(_ names: some Sequence<String>) -> ArgumentBindings? {
        var kept = values
        for name in names { kept[name] = nil }
        if kept.count == values.count { return self }
        return kept.isEmpty ? nil : ArgumentBindings(kept)
    }

    /// The names `statements` declare at their own level (`let title = …`), which hide properties of those names
    /// from the code after them.
    static func declaredNames(in statements: [SwiftStatement]) -> [String] {
        statements.compactMap { statement in
            if case .variable(let variable) = statement { return variable.name }
            return nil
        }
    }

    /// `title` and `self.title` name the property `title`, and so does `label()`, a property holding a closure
    /// called where its views go; anything else names none.
    static func boundName(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .name(let name, _): name
        case .member(.name("self", _)?, let name, _): name
        case .call(let call) where call.arguments.isEmpty && call.trailingClosures.isEmpty:
            switch call.callee {
            case .name(let name, _), .member(.name("self", _)?, let name, _): name
            default: nil
            }
        default: nil
        }
    }

    /// The bindings of one use of `declared` (a toolbar content or view type), made by `call` written in `file`
    /// in the code of `callerType`, whose own names are read with `scope` (the bindings of the type the call is
    /// written in, if any).
    static func forUse(
        of declared: SwiftProgram.Declared, call: SwiftCall, in file: SwiftFile, callerType: String?, scope: ArgumentBindings?
    ) -> ArgumentBindings {
        func passed(_ value: SwiftExpression) -> Bound { Bound(value: value, file: file, scope: scope, isPassed: true, callerType: callerType) }
        var values: [String: Bound] = [:]
        // Properties the initializer may or may not set (under an `if`, in a case not decided): neither bound nor
        // given their initial value, so they read as code.
        var uncertain: Set<String> = []
        if let initializer = fittingInitializer(of: declared, for: call) {
            let parameters = initializer.parameters
            var given: [String: Bound] = [:]
            for (name, argument) in SwiftUIRecognizer.boundArguments(call, to: parameters, file: file) { given[name] = passed(argument.value) }
            for parameter in parameters where given[parameter.name] == nil {
                if let value = parameter.defaultValue { given[parameter.name] = Bound(value: value, file: declared.file, scope: nil) }
            }
            assignments(initializer.function.body ?? [], parameters: ArgumentBindings(given), file: declared.file, into: &values, uncertain: &uncertain, depth: 0)
        } else if fitsMemberwise(call, declared) {
            // The memberwise initializer (which a type has whenever its own body declares none, and which a call of
            // properties' labels alone names): each argument sets the property of its label. Also when the type's
            // own initializers take parameters the importer does not match (variadic, `inout`): labels that name
            // its properties are what such an initializer most often sets.
            for argument in call.arguments {
                if let label = argument.label { values[label] = passed(argument.value) }
            }
            for (index, closure) in call.trailingClosures.enumerated() {
                let property = closure.label ?? (index == 0 ? firstTrailingProperty(of: declared, after: call) : nil)
                if let property { values[property] = passed(closure.value) }
            }
        }
        for (property, value) in declared.initialValues where values[property] == nil && !uncertain.contains(property) {
            values[property] = Bound(value: value, file: declared.file, scope: nil)
        }
        return ArgumentBindings(values)
    }

    /// The stored property an unlabelled first trailing closure sets in the memberwise initializer: the first
    /// after those the call names by label that holds views its caller passes or has no default
    /// (`BarButton(title: "Save") { … }` sets `action`, declared after `title`), as Swift's forward scan finds
    /// it; else the first content property. Taking the content property alone bound nothing for `action`, and
    /// the item's id came from its name.
    private static func firstTrailingProperty(of declared: SwiftProgram.Declared, after call: SwiftCall) -> String {
        let named = call.arguments.compactMap { argument in argument.label.flatMap { declared.storedProperties.firstIndex(of: $0) } }
        let start = named.max().map { $0 + 1 } ?? 0
        let rest = declared.storedProperties.dropFirst(start)
        let defaults = declared.declaration.map(SwiftProgram.memberwiseDefaults) ?? []
        return rest.first { declared.contentProperties.contains($0) || !defaults.contains($0) }
            ?? declared.contentProperties.first ?? "content"
    }

    /// Whether `call` can be a use of the memberwise initializer: every argument before the trailing closures is
    /// labelled with a stored property's name. A call with an unlabelled argument uses an initializer declared
    /// elsewhere (an extension's), which is not read.
    private static func fitsMemberwise(_ call: SwiftCall, _ declared: SwiftProgram.Declared) -> Bool {
        call.arguments.allSatisfy { argument in argument.label.map { declared.storedProperties.contains($0) } ?? false }
    }

    /// The initializer of `declared` that `call` fits — each argument taken by a parameter, each parameter not
    /// given one with a default — leaving out the fewest parameters (Swift prefers the closest match), the first
    /// declared of those.
    private static func fittingInitializer(of declared: SwiftProgram.Declared, for call: SwiftCall) -> SwiftProgram.Initializer? {
        let given = call.arguments.count + call.trailingClosures.count
        var best: (initializer: SwiftProgram.Initializer, leftOut: Int)?
        for initializer in declared.initializers {
            let parameters = initializer.parameters
            guard parameters.count >= given, parameters.count - given < (best?.leftOut ?? Int.max),
                call.arguments.allSatisfy({ $0.label.map(initializer.labels.contains) ?? true })
            else { continue }
            let taken = SwiftUIRecognizer.boundArguments(call, to: parameters, file: declared.file)
            guard taken.count == given, parameters.allSatisfy({ taken[$0.name] != nil || $0.hasDefault }) else { continue }
            best = (initializer, parameters.count - given)
        }
        return best?.initializer
    }

    /// The properties `statements` (an initializer's body) assign, each to its last value, read with
    /// `parameters`. A `switch` over a parameter given as a case (`.close`, `Role.close`) assigns what its
    /// matching case does (or its `default`); what an `if` or an undecided `switch` assigns is `uncertain`.
    private static func assignments(
        _ statements: [SwiftStatement], parameters: ArgumentBindings, file: SwiftFile, into values: inout [String: Bound],
        uncertain: inout Set<String>, depth: Int
    ) {
        guard depth < 4 else { return }
        for statement in statements {
            switch statement {
            case .assignment(let target, "=", let assigned, _):
                guard let property = assignedProperty(target, parameters: parameters) else { continue }
                uncertain.remove(property)
                let value = unwrapped(assigned)
                // `self._content = content()`: the closure the caller passed for `content`.
                if case .call(let call) = value, call.arguments.isEmpty, call.trailingClosures.isEmpty, let name = boundName(call.callee),
                    let closure = parameters.values[name]
                {
                    values[property] = closure
                    continue
                }
                values[property] = parameters.resolve(value) ?? Bound(value: value, file: file, scope: parameters)
            case .switchStatement(let switchStatement):
                if let chosen = chosenCase(of: switchStatement, parameters: parameters) {
                    assignments(chosen.body, parameters: parameters, file: file, into: &values, uncertain: &uncertain, depth: depth + 1)
                } else {
                    for item in switchStatement.cases { unbind(item.body, parameters: parameters, from: &values, uncertain: &uncertain) }
                }
            case .assignment, .expression, .variable, .returnStatement:
                continue
            default:
                // An `if`, a loop, `#if`, anything else that may or may not run what it holds.
                unbind([statement], parameters: parameters, from: &values, uncertain: &uncertain)
            }
        }
    }

    /// The case of `switchStatement` that runs, when its subject is a parameter given as a case: the one naming
    /// it, else `default`; nil when that cannot be told.
    private static func chosenCase(of switchStatement: SwiftSwitch, parameters: ArgumentBindings) -> SwiftSwitch.Case? {
        // The parser writes a subject and a label as their tokens, one space between two: no white space to trim.
        guard let subject = parameters.values[switchStatement.subject] else { return nil }
        let chosen: String
        switch subject.value {
        case .member(nil, let name, _): chosen = name
        case .member(.name(let type, _)?, let name, _) where type.first?.isUppercase == true: chosen = name
        default: return nil
        }
        // Each label is split only when it holds the name (a `switch` of 300 cases was split 300 times a use).
        return switchStatement.cases.first { $0.label.containsBytes(chosen) && caseNames($0.label).contains(chosen) }
            ?? switchStatement.cases.first { $0.label == "default" }
    }

    /// Every property `statements` may assign, anywhere inside them, made uncertain.
    private static func unbind(
        _ statements: [SwiftStatement], parameters: ArgumentBindings, from values: inout [String: Bound], uncertain: inout Set<String>
    ) {
        for statement in statements {
            switch statement {
            case .assignment(let target, _, _, _):
                if let property = assignedProperty(target, parameters: parameters) {
                    values[property] = nil
                    uncertain.insert(property)
                }
            case .conditional(let conditional):
                for branch in conditional.branches { unbind(branch.body, parameters: parameters, from: &values, uncertain: &uncertain) }
            case .switchStatement(let switchStatement):
                for item in switchStatement.cases { unbind(item.body, parameters: parameters, from: &values, uncertain: &uncertain) }
            case .loop(_, let body, _):
                unbind(body, parameters: parameters, from: &values, uncertain: &uncertain)
            case .conditionalCompilation(let clauses, _):
                for clause in clauses { unbind(clause.body, parameters: parameters, from: &values, uncertain: &uncertain) }
            case .other(let inner, _):
                unbind(inner, parameters: parameters, from: &values, uncertain: &uncertain)
            default:
                continue
            }
        }
    }

    /// `AnyView(content())` → `content()`: a wrapper that shows what it is given.
    private static func unwrapped(_ value: SwiftExpression) -> SwiftExpression {
        guard case .call(let call) = value, call.callee.calleeName == "AnyView", call.arguments.count == 1, call.trailingClosures.isEmpty,
            let inner = call.firstUnlabeledArgument
        else { return value }
        return inner
    }

    /// The property an assignment sets: `self.x`, or `x` when no parameter is named `x` (a parameter shadows it).
    private static func assignedProperty(_ target: SwiftExpression, parameters: ArgumentBindings) -> String? {
        switch target {
        case .member(.name("self", _)?, let name, _): name
        case .name(let name, _) where parameters.values[name] == nil: name
        default: nil
        }
    }

    /// The implicit members a case label names: `case .cancel, .dismiss` → `cancel`, `dismiss`; none for
    /// `default` or a pattern.
    static func caseNames(_ label: String) -> [String] {
        guard label.hasPrefix("case ") else { return [] }
        return label.dropFirst(5).split(separator: ",").compactMap { part in
            let member = part.drop { $0 == " " }
            guard member.first == ".", member.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return String(member.dropFirst())
        }
    }
}
