import BarDiagnostics

/// The part of Swift's syntax that builds bars, as the tolerant parser reads it.
///
/// Anything outside this subset is kept as `.other` with its range and the expressions found inside it, so
/// a recognizer never loses a toolbar that sits inside an unfamiliar construct, and can say where it
/// could not follow the code.
///
/// Only the cases that hold an expression by value (or a large payload) are `indirect`: a name, a number, a
/// closure or a list is stored in place, so the most common nodes of a file cost no allocation of their own
/// to build, and none to free. A call is a reference (`SwiftCall`), which takes the place of the box.
public enum SwiftExpression: Sendable {
    /// A plain name: `Button`, `self`, `isEditing`, `$binding`.
    case name(String, SourceRange)
    /// `base.name`, or `.name` (an implicit member) when `base` is nil.
    indirect case member(base: SwiftExpression?, name: String, range: SourceRange)
    case call(SwiftCall)
    case closure(SwiftClosure)
    indirect case string(SwiftStringLiteral, SourceRange)
    case number(String, SourceRange)
    /// `[a, b]` (and dictionaries, whose keys and values are listed in order).
    case array([SwiftExpression], SourceRange)
    /// `condition ? then : else`.
    indirect case ternary(condition: SwiftExpression, then: SwiftExpression, otherwise: SwiftExpression, range: SourceRange)
    /// `lhs op rhs`, including `??` and `+`.
    indirect case binary(operator: String, lhs: SwiftExpression, rhs: SwiftExpression, range: SourceRange)
    /// Anything else, with the expressions that could be read inside it.
    case other([SwiftExpression], SourceRange)

    public var range: SourceRange {
        switch self {
        case .name(_, let range), .string(_, let range), .number(_, let range), .array(_, let range), .other(_, let range):
            range
        case .member(_, _, let range), .ternary(_, _, _, let range), .binary(_, _, _, let range):
            range
        case .call(let call):
            call.range
        case .closure(let closure):
            closure.range
        }
    }

    /// The base name of a call or member chain: `Button` for `Button("A") {}`, `toolbar` for `x.toolbar {}`.
    public var calleeName: String? {
        switch self {
        case .name(let name, _): name
        case .member(_, let name, _): name
        case .call(let call): call.callee.calleeName
        default: nil
        }
    }
}

/// `callee(arguments) { trailing } label: { trailing }`.
///
/// A reference, never changed once parsed: the recognizers take the call out of nearly every expression they
/// read (`case .call(let call)`), and as a value in an `indirect` case each of those matches copied the callee
/// and the argument list out of the case's box, retaining them and releasing them again; a reference is one
/// retain. (It takes the place of that box, so a call still costs one allocation.)
public final class SwiftCall: Sendable {
    public let callee: SwiftExpression
    /// The arguments in parentheses and then the trailing closures, in one list: a call with both (`Button("A")
    /// { … }`, `ToolbarItem(placement: …) { … }`) was two arrays, two allocations to make and to free.
    public let allArguments: [SwiftArgument]
    /// How many of `allArguments` are in parentheses.
    public let parenthesizedCount: Int
    public let range: SourceRange

    /// A call whose first `parenthesizedCount` arguments are in parentheses and the rest trailing closures.
    init(callee: SwiftExpression, allArguments: [SwiftArgument], parenthesizedCount: Int, range: SourceRange) {
        self.callee = callee
        self.allArguments = allArguments
        self.parenthesizedCount = parenthesizedCount
        self.range = range
    }

    /// The arguments in parentheses.
    public var arguments: ArraySlice<SwiftArgument> { allArguments[..<parenthesizedCount] }
    /// Trailing closures in order; the first has no label.
    public var trailingClosures: ArraySlice<SwiftArgument> { allArguments[parenthesizedCount...] }

    /// The first argument without a label (trailing closures excluded): `unlabeledArguments.first` without
    /// building the list.
    public var firstUnlabeledArgument: SwiftExpression? {
        for index in 0..<parenthesizedCount where allArguments[index].label == nil { return allArguments[index].value }
        return nil
    }

    /// The first argument (trailing closures last) with `label`. Looked up for nearly every call a recognizer
    /// reads, so it searches the list in place.
    public func argument(_ label: String) -> SwiftExpression? {
        for argument in allArguments where argument.label == label { return argument.value }
        return nil
    }

    /// The arguments without a label, in order (trailing closures excluded).
    public var unlabeledArguments: [SwiftExpression] {
        arguments.filter { $0.label == nil }.map(\.value)
    }
}

public struct SwiftArgument: Sendable {
    public var label: String?
    public var value: SwiftExpression
}

/// `{ parameters in statements }`.
public struct SwiftClosure: Sendable {
    public var statements: [SwiftStatement]
    public var range: SourceRange
}

///
/// As with `SwiftExpression`, the large cases are `indirect` and the common small ones (an expression
/// statement, a block of statements) are stored in place. Declarations are references (`SwiftVariable`,
/// `SwiftFunction`, `SwiftTypeDeclaration`), which take the place of the box.
public enum SwiftStatement: Sendable {
    case expression(SwiftExpression)
    case variable(SwiftVariable)
    case function(SwiftFunction)
    case type(SwiftTypeDeclaration)
    /// `target = value` (and compound assignments such as `+=`).
    indirect case assignment(target: SwiftExpression, operator: String, value: SwiftExpression, range: SourceRange)
    case conditional(SwiftConditional)
    indirect case switchStatement(SwiftSwitch)
    /// `for`/`while`/`repeat`: the header as written and the body.
    indirect case loop(header: String, body: [SwiftStatement], range: SourceRange)
    case conditionalCompilation([SwiftDirectiveClause], SourceRange)
    indirect case returnStatement(SwiftExpression?, SourceRange)
    /// A statement outside the subset (`guard`, `import`, `defer`…), with the statements found inside it.
    case other([SwiftStatement], SourceRange)

    public var range: SourceRange {
        switch self {
        case .expression(let expression): expression.range
        case .variable(let variable): variable.range
        case .function(let function): function.range
        case .type(let type): type.range
        case .assignment(_, _, _, let range), .loop(_, _, let range), .conditionalCompilation(_, let range),
            .returnStatement(_, let range), .other(_, let range):
            range
        case .conditional(let conditional): conditional.range
        case .switchStatement(let switchStatement): switchStatement.range
        }
    }
}

/// `if`/`if let`/`else if`/`else`.
public struct SwiftConditional: Sendable {
    public struct Branch: Sendable {
        /// The condition as written (`isEditing`, `let item = selection`); empty for `else`.
        public var condition: String
        public var body: [SwiftStatement]
    }

    public var branches: [Branch]
    public var range: SourceRange
    /// `guard c else { … }`, read as `if c {} else { … }`: a binding in `c` holds for the rest of the block.
    public var isGuard = false
}

public struct SwiftSwitch: Sendable {
    public struct Case: Sendable {
        /// `case .inbox` or `default`, as written.
        public var label: String
        public var body: [SwiftStatement]
    }

    public var subject: String
    public var cases: [Case]
    public var range: SourceRange
}

/// One clause of `#if`/`#elseif`/`#else`.
public struct SwiftDirectiveClause: Sendable {
    /// The condition as written (`os(iOS)`, `DEBUG`); empty for `#else`.
    public var condition: String
    /// Whether this is the `#else` clause.
    public var isElse: Bool
    public var body: [SwiftStatement]
    public var range: SourceRange

    /// How notes and warnings name the clause: `#if os(macOS)`, or `#else` (which has no condition to quote).
    public var spelledCondition: String { isElse ? "#else" : "#if \(condition)" }
}

// Declarations are immutable final classes rather than values: the recognizers and indexes take them out of
// statements (`case .type(let type)`) and walk `SwiftFile.types` at nearly every step, and as values each
// match or iteration copied every name, list and body they hold (retained and released again), where a
// reference is one retain. They never change once parsed.

public final class SwiftVariable: Sendable {
    public let name: String
    /// Declared with `let`: its value never changes once set (a stored `var`'s may be assigned anywhere).
    public let isLet: Bool
    public let attributes: [String]
    public let modifiers: [String]
    /// The declared type as written (`some ToolbarContent`), if any.
    public let typeText: String?
    public let initializer: SwiftExpression?
    /// The statements of a stored property's `willSet` and `didSet` observers, in the order written (nil when it
    /// has none): code that runs when the property is assigned, never its value.
    public let observers: [SwiftStatement]?
    public let range: SourceRange
    /// A computed property's getter, nil for a stored property; a model's computed properties are never read
    /// for bars, so it may be left for its first reader as a function's body is.
    private let storedGetter: DeclarationBody?

    init(
        name: String, isLet: Bool, attributes: [String], modifiers: [String], typeText: String?, initializer: SwiftExpression?,
        getter: DeclarationBody?, observers: [SwiftStatement]? = nil, range: SourceRange
    ) {
        self.name = name
        self.isLet = isLet
        self.attributes = attributes
        self.modifiers = modifiers
        self.typeText = typeText
        self.initializer = initializer
        self.storedGetter = getter
        self.observers = observers
        self.range = range
    }

    /// The statements of a computed property's getter (nil for a stored property). A deferred getter is parsed
    /// here the first time any reader asks, and kept.
    public var getter: [SwiftStatement]? { storedGetter?.statements }

    /// Whether the property is computed, answered without parsing a deferred getter.
    public var hasGetter: Bool { storedGetter != nil }

    /// Whether the getter has been parsed (always, unless it was deferred and nobody has read it yet).
    var getterIsParsed: Bool { storedGetter?.isParsed ?? true }
}

public final class SwiftFunction: Sendable {
    public let name: String
    public let attributes: [String]
    public let modifiers: [String]
    /// Where the parameter clause is written, `(` to `)`: a view modifier the app declares (`func
    /// topBarTrailing(@ViewBuilder content: …)`) reads what its caller passes by their names
    /// (`SwiftParameter.list`).
    public let parameterRange: SourceRange?
    public let returnType: String?
    public let range: SourceRange
    /// The body, nil for a declaration without one (a protocol's requirement): most functions of an app (its
    /// models, services, helpers) are never read for bars, so it may be left unparsed until something reads it.
    private let storedBody: DeclarationBody?

    init(
        name: String, attributes: [String], modifiers: [String], parameterRange: SourceRange? = nil, returnType: String?,
        body: DeclarationBody?, range: SourceRange
    ) {
        self.name = name
        self.attributes = attributes
        self.modifiers = modifiers
        self.parameterRange = parameterRange
        self.returnType = returnType
        self.storedBody = body
        self.range = range
    }

    /// The statements of the body, nil for a declaration without one. A deferred body is parsed here the first
    /// time any reader asks, on whichever thread, and kept.
    public var body: [SwiftStatement]? { storedBody?.statements }

    /// Whether the declaration has a body, answered without parsing a deferred one.
    public var hasBody: Bool { storedBody != nil }

    /// Whether the body has been parsed (always, unless it was deferred and nobody has read it yet).
    var bodyIsParsed: Bool { storedBody?.isParsed ?? true }

    /// The body left for its first reader, if it was.
    var deferredBody: DeferredBody? {
        if case .deferred(let deferred)? = storedBody { return deferred }
        return nil
    }
}

public final class SwiftTypeDeclaration: Sendable {
    /// `struct`, `class`, `enum`, `actor`, `extension` or `protocol`.
    public let kind: String
    public let name: String
    public let inheritedTypes: [String]
    public let attributes: [String]
    /// The declaration modifiers written before it (`private`, `final`, `public`): a `private extension`'s
    /// members are private.
    public let modifiers: [String]
    public let members: [SwiftStatement]
    /// The generic parameters constrained to `View`, in its parameter clause or its `where` clause (`Header`
    /// of `struct Card<Header: View>`): a stored property of such a type holds views the caller passes.
    public let viewParameters: [String]
    public let range: SourceRange

    init(
        kind: String, name: String, inheritedTypes: [String], attributes: [String], modifiers: [String] = [], members: [SwiftStatement],
        viewParameters: [String] = [], range: SourceRange
    ) {
        self.kind = kind
        self.name = name
        self.inheritedTypes = inheritedTypes
        self.attributes = attributes
        self.modifiers = modifiers
        self.members = members
        self.viewParameters = viewParameters
        self.range = range
    }
}
