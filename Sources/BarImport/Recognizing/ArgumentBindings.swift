/// What the names a type's body reads hold for one use of the type: an app's toolbar content type, or a view
/// used as a toolbar item, read from a call (`ActionButton(title: "Delete", systemImage: "trash")`).
///
/// Apps wrap their toolbar items in small types whose body reads what the call passed through stored
/// properties (`Button(title, systemImage: systemImage)`), often set by an initializer of their own under other
/// names (`self._title = title`). Read without the call, every such item was titled by the property's name
/// ("title", "_title") and lost its symbol, and two uses at one place merged into one item. A use binds each
/// property to what sets it:
///
/// - with no initializer declared in the type (the memberwise one), each labelled argument to the property
///   of its label, and a trailing closure to the first content property (`content` when the type names none);
/// - else through the first initializer the call fits (every argument taken by a parameter, in Swift's
///   order, and every parameter left out with a default): each property its body assigns, `self.x = value`,
///   to that value, read with the parameters bound (to what the call passed, else to their default when that
///   is one token: `""`, `.automatic`, `false`). A `switch` over a parameter the call gave as an implicit member
///   (`switch role { case .close: … }` for `role: .close`) assigns what its matching case does; any other
///   `switch`, and every `if`, is not evaluated, and what it assigns stays unbound;
/// - a property bound by neither to its initial value (`var placement: ToolbarItemPlacement = .primaryAction`).
///
/// A name left unbound reads as before: as code. The initializer is read as straight-line code (a later
/// assignment replaces an earlier one), and defaults other than one token are not read. A string literal the
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

    /// `title` and `self.title` name the property `title`; anything else names none.
    static func boundName(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .name(let name, _): name
        case .member(.name("self", _)?, let name, _): name
        default: nil
        }
    }

    /// The bindings of one use of `declared` (a toolbar content or view type), made by `call` written in `file`
    /// in the code of `callerType`, whose own names are read with `scope` (the bindings of the type the call is
    /// written in, if any).
    static func forUse(
        of declared: SwiftProgram.Declared, call: SwiftCall, in file: SwiftFile, callerType: String?, scope: ArgumentBindings?
    ) -> ArgumentBindings {
        var values: [String: Bound] = [:]
        if declared.initializers.isEmpty {
            for argument in call.arguments {
                if let label = argument.label { values[label] = Bound(value: argument.value, file: file, scope: scope, isPassed: true, callerType: callerType) }
            }
            for (index, closure) in call.trailingClosures.enumerated() {
                let property = closure.label ?? (index == 0 ? declared.contentProperties.first ?? "content" : nil)
                if let property { values[property] = Bound(value: closure.value, file: file, scope: scope, isPassed: true, callerType: callerType) }
            }
        } else if let (initializer, parameters) = fittingInitializer(of: declared, for: call) {
            var passed: [String: Bound] = [:]
            for (name, argument) in SwiftUIRecognizer.boundArguments(call, to: parameters, file: file) {
                passed[name] = Bound(value: argument.value, file: file, scope: scope, isPassed: true, callerType: callerType)
            }
            for parameter in parameters where passed[parameter.name] == nil {
                if let value = parameter.defaultValue { passed[parameter.name] = Bound(value: value, file: declared.file, scope: nil) }
            }
            let parameterScope = ArgumentBindings(passed)
            assignments(initializer.body ?? [], parameters: parameterScope, file: declared.file, into: &values, depth: 0)
        }
        for (property, value) in declared.initialValues where values[property] == nil {
            values[property] = Bound(value: value, file: declared.file, scope: nil)
        }
        return ArgumentBindings(values)
    }

    /// The first initializer of `declared` that `call` fits, with its parameters: each argument is taken by a
    /// parameter, and each parameter not given one has a default.
    private static func fittingInitializer(of declared: SwiftProgram.Declared, for call: SwiftCall) -> (SwiftFunction, [SwiftParameter])? {
        let given = call.arguments.count + call.trailingClosures.count
        for initializer in declared.initializers {
            let parameters = SwiftParameter.list(of: initializer, in: declared.file)
            let taken = SwiftUIRecognizer.boundArguments(call, to: parameters, file: declared.file)
            guard taken.count == given else { continue }
            if parameters.allSatisfy({ taken[$0.name] != nil || $0.hasDefault }) { return (initializer, parameters) }
        }
        return nil
    }

    /// The properties `statements` (an initializer's body) assign, each to its last value, read with
    /// `parameters`; a `switch` over a parameter given as an implicit member assigns what its matching case does.
    private static func assignments(
        _ statements: [SwiftStatement], parameters: ArgumentBindings, file: SwiftFile, into values: inout [String: Bound], depth: Int
    ) {
        guard depth < 4 else { return }
        for statement in statements {
            switch statement {
            case .assignment(let target, "=", let value, _):
                guard let property = assignedProperty(target, parameters: parameters) else { continue }
                // `self._content = content()`: the closure the caller passed for `content`.
                if case .call(let call) = value, call.arguments.isEmpty, call.trailingClosures.isEmpty, let name = boundName(call.callee),
                    let closure = parameters.values[name]
                {
                    values[property] = closure
                    continue
                }
                values[property] = parameters.resolve(value) ?? Bound(value: value, file: file, scope: parameters)
            case .switchStatement(let switchStatement):
                guard let subject = parameters.values[String(trimmed(Substring(switchStatement.subject)))],
                    case .member(nil, let chosen, _) = subject.value,
                    let matching = switchStatement.cases.first(where: { caseNames($0.label).contains(chosen) })
                else { continue }
                assignments(matching.body, parameters: parameters, file: file, into: &values, depth: depth + 1)
            default:
                continue
            }
        }
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
            let trimmed = Self.trimmed(part)
            guard trimmed.first == ".", trimmed.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return String(trimmed.dropFirst())
        }
    }

    /// `text` without the white space around it.
    private static func trimmed(_ text: Substring) -> Substring {
        var result = text.drop(while: \.isWhitespace)
        while let last = result.last, last.isWhitespace { result = result.dropLast() }
        return result
    }
}
