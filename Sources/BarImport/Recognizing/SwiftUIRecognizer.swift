import BarDiagnostics
import BarModel

/// Reads SwiftUI views into screens.
///
/// A screen is a view type whose body declares bars — a navigation container, a `.toolbar`, a sheet. Its
/// body is walked as a tree of view expressions (`ViewFacts`); view types it uses are followed into their own
/// bodies, wherever they are declared, and are then not imported again on their own. Toolbar content is read
/// item by item (`ToolbarContentReader`). Destinations of navigation links are screens of their own.
struct SwiftUIRecognizer {
    /// View types followed inside one another beyond this are not followed (a cycle, or a generated tree).
    static let maximumFollowDepth = 8

    let program: SwiftProgram
    var warnings: [ImportWarning] = []
    private var followStack: [String] = []
    /// The view type being read, by its own name (`RootView`, not `Adjust.RootView`): its members, builders and
    /// sheets are found and named by it.
    private var currentType: String? { followStack.last.map(SwiftProgram.shortName) }
    /// How many more views and members the screen being read may follow (`maximumFollows`, `spendFollow`).
    private var followsLeft = 0
    /// That the screen being read ran out of follows, said only if it is imported as a screen (a view read as a
    /// possible screen and then found to be another's said it too).
    private var followsRanOut: ImportWarning?
    /// How many times a view or member was not followed because it was already being read or the budget was
    /// spent (`cuts`), and because of the depth limit (`depthCuts`): a reading during which neither count moved
    /// depends on nothing but the view read, and one during which only `depthCuts` did, on how deep it was read.
    private var cuts = 0
    private var depthCuts = 0
    /// Views whose reading found nothing (`ViewFacts.isBlank`), with the views that reading followed and the
    /// depth it was read at when the depth limit cut it (else 0): used again at that depth or deeper (a row in
    /// every list, an avatar in every row) they are not read again, as reading deeper can only cut more. Each
    /// use read the whole tree below it, so views of views multiplied: Ice Cubes' app view followed 6,954 views.
    private var blankViews: [String: (followed: Set<String>, depth: Int)] = [:]
    /// The members of view types being followed (`followMember`), so one that reads itself stops.
    private var memberStack: [MemberName] = []
    /// The initial values of the stored properties of the view types being read, innermost last: a binding
    /// (`$selectedTab`) is looked up in the type that declares it.
    private var initialValues: [[String: SwiftExpression]] = []
    /// For each view being followed, the views its caller passed, by the property that holds them
    /// (`SwiftProgram.Declared.contentProperties`), with the file they are written in.
    private var passedContent: [PassedViews] = []
    /// What reading the candidate screen found to say about views only its callers give (a wrapper's
    /// `footer()` in a bar it builds), said only if it is imported as a screen of its own.
    private var screenOnlyWarnings: [ImportWarning] = []
    /// What is left of the hand-made bar being read's follows (`spendBarFollow`), and whether it ran out.
    private var barFollowsLeft = 0
    private var barFollowsRanOut = false
    /// For each of the app's view modifiers being read (`appModifier`), what its caller passed, by parameter name:
    /// the toolbar its body declares reads its items there.
    private var modifierArguments: [[String: (value: SwiftExpression, file: SwiftFile)]] = []

    /// The views a wrapper's caller passed, by the wrapper's content property: nil for a property whose views
    /// were not passed, or were read already.
    typealias PassedViews = [String: (view: SwiftExpression, file: SwiftFile)?]

    /// View types that a navigation link pushes: their stacks have a back button.
    private let pushed: PushedViews

    /// `pushed` is found from `program` (`ScreenRecognition` finds it while it indexes other declarations).
    init(program: SwiftProgram, pushed: PushedViews) {
        self.program = program
        self.pushed = pushed
    }

    /// A candidate screen: the screen block (without an id yet), the type it comes from, and the view types
    /// it followed.
    struct Candidate {
        var typeName: String
        var screens: [ImportedBlock]
        /// For each sheet screen declared in a view this one shows, the id hint it takes when it is shared.
        var sharedSheetHints: [Int: String]
        var followed: Set<String>
        /// View types it shows only in branches that never run on iOS 27.1 (`ViewFacts.unreachedViews`).
        var unreached: Set<String> = []
        /// Said only when the view is imported as a screen of its own (`ScreenRecognition`): its second
        /// containers, and what it makes of views only a caller gives (`screenOnlyWarnings`).
        var containerWarnings: [ImportWarning] = []
    }

    /// The types of a `PreviewProvider` and the types declared inside one (`struct Preview: View` wrapping the
    /// real view for Xcode's canvas): they never ship, and a screen was named after them (`preview`) in place of
    /// the view they show.
    static func previewTypes(in file: SwiftFile) -> Set<ObjectIdentifier> {
        var result: Set<ObjectIdentifier> = []
        func addNested(_ type: SwiftTypeDeclaration) {
            result.insert(ObjectIdentifier(type))
            for case .type(let nested) in type.members { addNested(nested) }
        }
        for type in file.types where type.inheritedTypes.contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }) {
            addNested(type)
        }
        return result
    }

    /// Conditions as a warning says them after "shown": `only when isPhone` → `when isPhone`, several joined
    /// with `and`.
    static func spelled(_ conditions: [String]) -> String {
        var seen: Set<String> = []
        return conditions.filter { seen.insert($0).inserted }.map { condition in
            return ConditionNote.isCondition(condition) ? String(condition.dropFirst(5)) : condition
        }.joined(separator: " and ")
    }

    mutating func candidates(in file: SwiftFile) -> [Candidate] {
        var result: [Candidate] = []
        let previews = Self.previewTypes(in: file)
        // Nested view types go by their name with the type around them (`Adjust.RootView`), as `followView` knows
        // them: one of several views of one name was taken for the one being read, and not followed.
        var qualifiedNames: [ObjectIdentifier: String]?
        for type in file.types where previews.isEmpty || !previews.contains(ObjectIdentifier(type)) {
            guard let body = SwiftProgram.bodyProperty(of: type), let statements = body.getter else { continue }
            guard program.viewTypes[SwiftProgram.shortName(type.name)] != nil
                || type.inheritedTypes.contains("View")
            else { continue }
            if qualifiedNames == nil { qualifiedNames = SwiftProgram.qualifiedNames(in: file) }
            let identity = qualifiedNames?[ObjectIdentifier(type)] ?? type.name
            followStack = [identity]
            initialValues = [SwiftProgram.initialValues(of: type)]
            followsLeft = Self.maximumFollows
            followsRanOut = nil
            screenOnlyWarnings = []
            var facts = ViewFacts()
            collect(statements, file: file, into: &facts)
            guard facts.declaresBars else { continue }
            if facts.showsBackButton == nil, facts.containers.isEmpty, let link = pushed.pushedBy(type.name) {
                // Pushed by a navigation link: the stack below it gives it a back button (back-button: true),
                // unless its code hides it (`showsBackButton` is then false).
                facts.showsBackButton = true
                facts.notes.append("pushed by the navigation link at \(link.description): the system adds a back button")
            }
            let location = file.location(of: type.range.start)
            // A screen has one navigation container: the others are said where they are (only a comment in the
            // spec said so, and their items were reported as in no imported screen) — when the view is imported
            // as a screen: a view another shows (a sheet's content that switches between views) is said nothing
            // of here.
            var containerWarnings: [ImportWarning] = (followsRanOut.map { [$0] } ?? []) + screenOnlyWarnings
            if let first = facts.containers.first {
                var said: Set<SwiftLocation> = []
                // Once per container (a view shown twice, in two branches, gave the warning twice).
                for extra in facts.containers.dropFirst() where extra.declaresBars && said.insert(extra.location).inserted {
                    // A container shown instead of the first (another `case` of a `switch`, the `else` of an `if`):
                    // the spec can hold one of them.
                    let message =
                        extra.isAlternative(to: first)
                        ? "the navigation container shown \(Self.spelled(extra.conditions)) in the screen of '\(type.name)' is not imported, nor the bars inside it: a screen has one navigation container, and this screen's is the one shown \(Self.spelled(first.conditions)) at \(first.location.path):\(first.location.line)"
                        : "a second navigation container in the screen of '\(type.name)' is not imported, nor the bars inside it: a screen has one navigation container, and this screen's is at \(first.location.path):\(first.location.line)"
                    containerWarnings.append(ImportWarning(.unsupported, message, path: extra.location.path, range: .at(offset(of: extra.location))))
                }
            }
            let (screens, sharedHints) = ScreenBuilder.screens(for: type.name, facts: facts, location: location)
            result.append(
                Candidate(
                    typeName: identity, screens: screens, sharedSheetHints: sharedHints, followed: facts.followedViews, unreached: facts.unreachedViews,
                    containerWarnings: containerWarnings))
        }
        return result
    }

    // MARK: Walking views

    mutating func collect(_ statements: [SwiftStatement], file: SwiftFile, into facts: inout ViewFacts, notes: [String] = []) {
        for statement in statements {
            switch statement {
            case .expression(let expression), .returnStatement(let expression?, _):
                collect(expression, file: file, into: &facts, notes: notes)
            case .conditional(let conditional):
                let branches = AvailabilityCheck.branches(of: conditional)
                if conditional.branches.last?.condition.isEmpty == true, let first = branches.first,
                    showsPassedViewsAlike(branches.map(\.0), file: file)
                {
                    collect(first.0, file: file, into: &facts, notes: notes)
                    continue
                }
                for (body, note) in branches {
                    collect(body, file: file, into: &facts, notes: notes + (note.map { [callersCondition($0)] } ?? []))
                }
                let running = AvailabilityCheck.runningBranchIndices(of: conditional)
                if running.count < conditional.branches.count {
                    for (index, branch) in conditional.branches.enumerated() where !running.contains(index) {
                        facts.unreachedViews.formUnion(viewTypesNamed(in: branch.body))
                    }
                }
            case .switchStatement(let switchStatement):
                for item in switchStatement.cases {
                    collect(item.body, file: file, into: &facts, notes: notes + [ConditionNote.switchCase(item.label, of: switchStatement.subject)])
                }
            case .conditionalCompilation(let clauses, _):
                let kinds = PlatformCondition.classify(clauses)
                let compiled = zip(clauses, kinds).filter { $0.1 == .other }.map(\.0)
                if !kinds.contains(.iOS), compiled.last?.isElse == true, showsPassedViewsAlike(compiled.map(\.body), file: file) {
                    // The clauses of another platform are still read below for what they say.
                    collect(compiled[0].body, file: file, into: &facts, notes: notes)
                    for (clause, kind) in zip(clauses, kinds) where kind == .otherPlatform {
                        collect([.conditionalCompilation([clause], clause.range)], file: file, into: &facts, notes: notes)
                    }
                    continue
                }
                for (clause, kind) in zip(clauses, kinds) {
                    switch kind {
                    case .iOS:
                        collect(clause.body, file: file, into: &facts, notes: notes)
                    case .other:
                        let condition = clause.spelledCondition
                        collect(clause.body, file: file, into: &facts, notes: notes + [ConditionNote.when(condition)])
                    case .otherPlatform:
                        // Read for its own bars alone: the views a wrapper's caller passed are read once, where they
                        // show on iOS (a wrapper's `#if os(macOS) content #else NavigationStack { content … } #endif`
                        // used them up here, and the macOS branch was said to have their bars).
                        let outerPassed = passedContent
                        if var passed = passedContent.popLast() {
                            for key in passed.keys { passed[key] = .some(nil) }
                            passedContent.append(passed)
                        }
                        var skipped = ViewFacts()
                        collect(clause.body, file: file, into: &skipped)
                        passedContent = outerPassed
                        if skipped.declaresBars {
                            warnings.append(ImportWarning(platformBranch: clause, path: file.source.path))
                        }
                    }
                }
            case .other(let inner, _):
                collect(inner, file: file, into: &facts, notes: notes)
            default:
                break
            }
        }
    }

    /// Whether `alternatives` — the branches of an `if` with an `else`, or the clauses of an `#if` with an `#else`,
    /// one of which runs — are one wrapper's ways of showing the views its caller passed (`WrapperAlternatives`).
    /// Whichever runs, the caller's screen is the same, so the first is read and no condition is said: each
    /// alternative's container was a screen of its own (a sheet became three), the first under conditions the
    /// caller does not have and the others empty.
    private func showsPassedViewsAlike(_ alternatives: [[SwiftStatement]], file: SwiftFile) -> Bool {
        guard let passed = passedContent.last else { return false }
        let names = Set(passed.compactMap { $0.value == nil ? nil : $0.key })
        return WrapperAlternatives.alike(alternatives, passed: names, program: program)
    }

    /// Whether the code being read is the body of one of the app's view modifiers (`readAppModifier`) itself,
    /// where a call without a base (`toolbar { … }`) applies to the view modified — not the body of a view
    /// followed from there, where `content()` is that view's (a wrapper in a modifier's sheet lost its caller's
    /// title and items).
    private var readsModifierBody: Bool { modifierBodyLevels.last == followStack.count }
    /// For each of the app's view modifiers being read, the length of `followStack` while its own body is read:
    /// what `readsModifierBody` compares (asked of every link of every chain, where comparing the stack's last
    /// name cost 1 % of an import).
    private var modifierBodyLevels: [Int] = []

    /// A chain of modifiers and members is walked down in a loop, and its modifiers applied from the view
    /// outwards: recursing once per link went as deep as the chain, which the stack cannot always hold.
    mutating func collect(_ expression: SwiftExpression, file: SwiftFile, into facts: inout ViewFacts, notes: [String] = []) {
        var modifiers: [(name: String, call: SwiftCall)] = []
        var link: SwiftExpression? = expression
        while let current = link {
            if Self.isSelfMember(current) {
                // `self.content` or `self.makeList()`: a member of the view being read, not a modifier on `self`.
                collectView(current, file: file, into: &facts, notes: notes)
                break
            }
            if case .call(let call) = current, case .member(let base, let name, _) = call.callee, !name.startsUppercase,
                !Self.isTypeName(base)
            {
                // `.toolbar { … }` with no base is a modifier whose chain the parser could not join (a
                // construct between it and its view); it still applies to the view being read. (On a type's name,
                // `LocalSetupView.infoView(title:)` is the type's static function, not a modifier of its view: the
                // type's body and toolbar were read into the screen that calls it.)
                modifiers.append((name, call))
                link = base
            } else if readsModifierBody, case .call(let call) = current, case .name(let name, _) = call.callee,
                let given = modifierArguments.last?[name], case .closure(let closure) = given.value
            {
                // `transform(self)` in `func modify<T: View>(_ transform: (Self) -> T) -> T`: the closure the caller
                // passed (`.modify { view in view.toolbar { … } }`) applies its modifiers to the view. Its
                // parameter (`view`, `$0`) is that view, read already.
                var views: PassedViews = [:]
                for parameter in Self.closureParameters(closure, file: given.file) + ["$0"] { views[parameter] = .some(nil) }
                passedContent.append(views)
                modifierArguments.append([:])
                collect(closure.statements, file: given.file, into: &facts, notes: notes)
                modifierArguments.removeLast()
                passedContent.removeLast()
                break
            } else if readsModifierBody, case .call(let call) = current, case .name(let name, _) = call.callee, name.startsLowercase,
                program.memberViews[MemberName(currentType ?? "", name)] == nil
            {
                // In the body of an app's view modifier, `toolbar { … }` and `modifier(…)` without a base apply to
                // the view the modifier is applied to.
                modifiers.append((name, call))
                link = nil
            } else if case .member(let base?, _, _) = current {
                link = base
            } else if case .call(let call) = current, let (shown, neverShown) = Self.stackStyleNavigationViewContent(call, modifiers: modifiers) {
                // A `NavigationView` of the stack style shows its first view alone: the views after it are never on
                // screen (their items were put in the first one's stack).
                var content = ViewFacts()
                collect([shown], file: file, into: &content)
                appendStack(content, call, file: file, location: file.location(of: call.range.start), into: &facts, notes: notes)
                for statement in neverShown {
                    var unseen = ViewFacts()
                    collect([statement], file: file, into: &unseen)
                    guard unseen.declaresBars else { continue }
                    warn(
                        .unsupported,
                        "this view comes after the first in a NavigationView of the stack style, which shows only its first view: it is never on screen, and its bars are not imported (show it with a NavigationLink from the first view, or remove it)",
                        file, statement.range)
                }
                break
            } else if case .call(let call) = current, let columns = Self.navigationViewColumns(call, modifiers: modifiers) {
                // A `NavigationView` of two or three views shows them in columns where the width allows: a split
                // view whose compact width shows the first (the second view's items were put in the first's stack).
                appendSplitView(
                    columns, compactColumn: .value(key: ".sidebar", code: ".sidebar"), file: file, location: file.location(of: call.range.start),
                    into: &facts, notes: notes)
                break
            } else if case .call(let call) = current, call.callee.calleeName == "TabView", modifiers.contains(where: { Self.isPageStyle($0) }) {
                // A paging `TabView` (`.tabViewStyle(.page)`) is a scroll view of pages with a page indicator and
                // no tab bar: its pages are views of the screen around it, not tabs.
                for argument in call.allArguments where argument.label == nil || argument.label == "content" {
                    if case .closure(let closure) = argument.value { collect(closure.statements, file: file, into: &facts, notes: notes) }
                }
                break
            } else {
                collectView(current, file: file, into: &facts, notes: notes)
                break
            }
        }
        for modifier in modifiers.reversed() { applyModifier(modifier.name, modifier.call, file: file, to: &facts, notes: notes) }
    }

    /// A stack of `content` (the facts of the views `call` shows), written in the view being read: its nested
    /// containers lifted out and the screens it presents hoisted.
    private mutating func appendStack(
        _ content: ViewFacts, _ call: SwiftCall, file: SwiftFile, location: SwiftLocation, into facts: inout ViewFacts, notes: [String]
    ) {
        var content = content
        content.notes = notes + content.notes
        content.declaringView = currentType
        liftNested(&content, into: &facts, file: file, range: call.range)
        hoistScreens(from: &content, into: &facts)
        facts.containers.append(.stack(content, location))
    }

    /// A split view with the views of each column: its columns' facts, and the screens they present hoisted.
    private mutating func appendSplitView(
        _ columns: (sidebar: [SwiftStatement], content: [SwiftStatement]?, detail: [SwiftStatement]), compactColumn: BindingStart?,
        file: SwiftFile, location: SwiftLocation, into facts: inout ViewFacts, notes: [String]
    ) {
        func read(_ statements: [SwiftStatement]) -> ViewFacts {
            var column = ViewFacts()
            collect(statements, file: file, into: &column)
            hoistScreens(from: &column, into: &facts)
            return column
        }
        let sidebar = read(columns.sidebar)
        let content = columns.content.map(read)
        let detail = read(columns.detail)
        var splitFacts = ViewFacts()
        splitFacts.notes = notes
        splitFacts.compactColumn = compactColumn
        facts.containers.append(.splitView(sidebar: sidebar, content: content, detail: detail, splitFacts, location))
    }

    /// `NavigationView { List { … }; PlaceholderDetail() }`: with two or three views and no stack style
    /// (`.navigationViewStyle(.stack)`), a view in columns — the first the sidebar, the last the detail, and one
    /// between them the content — which collapses to the first in compact width. A column after the first may be
    /// an `if` or a `switch` (`if let note = selection { NoteView(note) } else { Text("Pick a note") }`): its
    /// views show there under their conditions. Nil otherwise.
    static func navigationViewColumns(
        _ call: SwiftCall, modifiers: [(name: String, call: SwiftCall)]
    ) -> (sidebar: [SwiftStatement], content: [SwiftStatement]?, detail: [SwiftStatement])? {
        guard call.callee.calleeName == "NavigationView" else { return nil }
        // Views written one after another, each a column: a branch (`if isLoggedIn { Inbox() } else { SignIn() }`)
        // is one view or the other, not a column each.
        guard !isStackStyle(modifiers), let columns = navigationViewViews(call), columns.count == 2 || columns.count == 3, case .expression = columns[0] else {
            return nil
        }
        return ([columns[0]], columns.count == 3 ? [columns[1]] : nil, [columns[columns.count - 1]])
    }

    /// `NavigationView { Library(); Text("Pick a book") }.navigationViewStyle(.stack)`: the first view, which the
    /// stack shows, and the views written after it, which it never shows. Nil for another container, another
    /// style, or one view (branches of an `if` or `switch` are one view or the other, all shown in their turn).
    static func stackStyleNavigationViewContent(
        _ call: SwiftCall, modifiers: [(name: String, call: SwiftCall)]
    ) -> (shown: SwiftStatement, neverShown: [SwiftStatement])? {
        guard call.callee.calleeName == "NavigationView", isStackStyle(modifiers), let views = navigationViewViews(call), views.count >= 2 else {
            return nil
        }
        return (views[0], Array(views.dropFirst()))
    }

    /// Whether `modifiers` give a `NavigationView` the stack style (`.navigationViewStyle(.stack)`,
    /// `StackNavigationViewStyle()`).
    private static func isStackStyle(_ modifiers: [(name: String, call: SwiftCall)]) -> Bool {
        modifiers.contains { ["stack", "StackNavigationViewStyle"].contains(styleName($0, of: "navigationViewStyle")) }
    }

    /// The views a `NavigationView`'s content writes one after another (each a view, an `if` or a `switch`); nil
    /// when it holds anything else (a declaration), which is not read as views in turn.
    private static func navigationViewViews(_ call: SwiftCall) -> [SwiftStatement]? {
        var views: [SwiftStatement] = []
        for argument in call.allArguments where argument.label == nil || argument.label == "content" {
            guard case .closure(let closure) = argument.value else { continue }
            for statement in closure.statements {
                switch statement {
                case .expression, .conditional, .switchStatement: views.append(statement)
                default: return nil
                }
            }
        }
        return views
    }

    /// `.tabViewStyle(.page)`, `.tabViewStyle(.page(indexDisplayMode: .never))`, `.tabViewStyle(PageTabViewStyle())`.
    static func isPageStyle(_ modifier: (name: String, call: SwiftCall)) -> Bool {
        ["page", "PageTabViewStyle"].contains(styleName(modifier, of: "tabViewStyle"))
    }

    /// The style a modifier named `styleModifier` sets, by its member or type name: `page` of `.page(…)`,
    /// `PageTabViewStyle` of `PageTabViewStyle()`; nil for another modifier.
    private static func styleName(_ modifier: (name: String, call: SwiftCall), of styleModifier: String) -> String? {
        guard modifier.name == styleModifier, let style = modifier.call.firstUnlabeledArgument else { return nil }
        switch style {
        case .call(let call): return call.callee.calleeName
        case .member(_, let name, _): return name
        default: return nil
        }
    }

    /// What a chain is applied to: a view, a closure, the views inside anything else.
    private mutating func collectView(_ expression: SwiftExpression, file: SwiftFile, into facts: inout ViewFacts, notes: [String]) {
        switch expression {
        case .call(let call):
            guard let name = call.callee.calleeName else {
                collectArguments(call, file: file, into: &facts, notes: notes)
                return
            }
            // `content()`: the views the caller passed as a closure.
            if call.allArguments.isEmpty, case .name = Self.unqualified(call.callee) {
                if collectPassed(name, into: &facts, notes: notes) { return }
            }
            collectView(name, call, file: file, into: &facts, notes: notes)
        case .name(let name, let range):
            if collectPassed(name, into: &facts, notes: notes) { return }
            if !followView(named: name, range: range, file: file, into: &facts, notes: notes) {
                followMember(named: name, range: range, file: file, into: &facts, notes: notes)
            }
        case .member(.name("self", _)?, let name, let range):
            if collectPassed(name, into: &facts, notes: notes) { return }
            followMember(named: name, range: range, file: file, into: &facts, notes: notes)
        case .closure(let closure):
            collect(closure.statements, file: file, into: &facts, notes: notes)
        case .ternary(_, let then, let otherwise, _):
            collect(then, file: file, into: &facts, notes: notes)
            collect(otherwise, file: file, into: &facts, notes: notes)
        case .other(let inner, _):
            for item in inner { collect(item, file: file, into: &facts, notes: notes) }
        default:
            break
        }
    }

    private mutating func collectArguments(_ call: SwiftCall, file: SwiftFile, into facts: inout ViewFacts, notes: [String]) {
        for argument in call.allArguments { collect(argument.value, file: file, into: &facts, notes: notes) }
    }

    private mutating func collectView(_ name: String, _ call: SwiftCall, file: SwiftFile, into facts: inout ViewFacts, notes: [String]) {
        // Found only for the containers that keep it, not for every view read.
        var location: SwiftLocation { file.location(of: call.range.start) }
        switch name {
        case "NavigationStack", "NavigationView":
            var content = ViewFacts()
            for argument in call.allArguments where argument.label == nil || argument.label == "root" || argument.label == "content" {
                collect(argument.value, file: file, into: &content)
            }
            appendStack(content, call, file: file, location: location, into: &facts, notes: notes)
        case "TabView":
            var tabs: [TabFacts] = []
            for argument in call.allArguments where argument.label == nil || argument.label == "content" {
                if case .closure(let closure) = argument.value {
                    collectTabs(closure.statements, file: file, into: &tabs, notes: [])
                }
            }
            var viewFacts = ViewFacts()
            viewFacts.notes = notes
            if let selection = call.argument("selection") { viewFacts.selection = start(of: selection, file: file) }
            for index in tabs.indices { hoistScreens(from: &tabs[index].content, into: &facts) }
            facts.containers.append(.tabView(tabs, viewFacts, location))
        case "NavigationSplitView":
            var columns: (sidebar: [SwiftStatement], content: [SwiftStatement]?, detail: [SwiftStatement]) = ([], nil, [])
            for argument in call.allArguments {
                switch argument.label {
                case nil, "sidebar": columns.sidebar.append(.expression(argument.value))
                case "content": columns.content = (columns.content ?? []) + [.expression(argument.value)]
                case "detail": columns.detail.append(.expression(argument.value))
                default: break
                }
            }
            let compactColumn = call.argument("preferredCompactColumn").map { start(of: $0, file: file) }
            appendSplitView(columns, compactColumn: compactColumn, file: file, location: location, into: &facts, notes: notes)
        case "NavigationLink":
            // The destination is another screen (pushed); only the link's own label is on this screen.
            if let label = call.argument("label") { collect(label, file: file, into: &facts, notes: notes) }
        case "ForEach", "List", "Group", "Section", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
            "ScrollView", "Form", "GeometryReader", "ScrollViewReader", "ViewThatFits":
            collectArguments(call, file: file, into: &facts, notes: notes)
        default:
            if followView(named: name, range: call.range, file: file, into: &facts, notes: notes, call: call) { return }
            // `makeList()` or `self.makeList()`: a function of the view being read that makes views.
            if case .name = Self.unqualified(call.callee), followMember(named: name, range: call.range, file: file, into: &facts, notes: notes) {
                // `withDialogs(List { … }.toolbar { … })`: the views passed to it are shown by it, where its body
                // names its parameter (the whole body wrapped so lost the screen).
                if !call.allArguments.isEmpty { collectArguments(call, file: file, into: &facts, notes: notes) }
                return
            }
            collectArguments(call, file: file, into: &facts, notes: notes)
        }
    }

    /// `labels` with each member of the view being read that makes views (`homeLabel`, `self.homeLabel`) replaced
    /// by the views its body returns, one level deep: a label kept in a property reads as if written in place.
    private func memberViewsExpanded(_ labels: [SwiftExpression]) -> [SwiftExpression] {
        guard let typeName = currentType else { return labels }
        return labels.flatMap { expression -> [SwiftExpression] in
            guard case .name(let name, _) = Self.unqualified(expression),
                let declared = program.memberViews[MemberName(SwiftProgram.shortName(typeName), name)]
            else { return [expression] }
            return SwiftParser.expressions(in: declared.statements)
        }
    }

    /// `self.name` → `name`; anything else as it is.
    static func unqualified(_ expression: SwiftExpression) -> SwiftExpression {
        if case .member(.name("self", _)?, let name, let range) = expression { return .name(name, range) }
        return expression
    }

    /// A bare name spelled as a type's (`LocalSetupView`, not `content` or `LocalSetupView()`).
    static func isTypeName(_ expression: SwiftExpression?) -> Bool {
        if case .name(let name, _)? = expression { return name.startsUppercase }
        return false
    }

    /// `self.name` or `self.name(…)`.
    static func isSelfMember(_ expression: SwiftExpression) -> Bool {
        switch expression {
        case .member(.name("self", _)?, _, _): true
        case .call(let call): if case .member(.name("self", _)?, _, _) = call.callee { true } else { false }
        default: false
        }
    }

    /// Follows a computed property or function of the view type being read (`content`, `makeList()`) into its
    /// statements, read as if written in place: real views split their body into such members, and a toolbar or
    /// tab view declared there belongs to this screen. Returns whether `name` is such a member.
    @discardableResult
    private mutating func followMember(named name: String, range: SourceRange, file: SwiftFile, into facts: inout ViewFacts, notes: [String]) -> Bool {
        guard let typeName = currentType else { return false }
        let key = MemberName(SwiftProgram.shortName(typeName), name)
        guard let declared = program.memberViews.near(key, in: file) else { return false }
        guard !memberStack.contains(key) else {
            cuts += 1
            return true
        }
        guard memberStack.count < SwiftUIRecognizer.maximumFollowDepth else {
            cuts += 1
            if Self.mayDeclareBars(declared) {
                warn(.tooDeep, "view '\(name)' is nested too deeply to follow; its bars are not imported here", file, range)
            }
            return true
        }
        guard spendFollow(name, file: file, range: range) else { return true }
        memberStack.append(key)
        defer { memberStack.removeLast() }
        collect(declared.statements, file: declared.file, into: &facts, notes: notes)
        return true
    }

    /// The most views and members one screen's reading follows in all (`followView`, `followMember`). Each use of
    /// a view reads its body again, so views that each use the next several times cost that many times more at
    /// each level: a 1.7 KB file of ten such views took 10 s and 1 GB. Of nine real apps' screens, one follows
    /// 6,039 (Ice Cubes' app view, with views that show each other and so are read in each context), the next
    /// 914; views that found nothing are not read twice (`blankViews`).
    static let maximumFollows = 32_768

    /// Counts one follow of `name` against the screen's budget; past it, says so once (at the first view not
    /// followed) and returns false.
    private mutating func spendFollow(_ name: String, file: SwiftFile, range: SourceRange) -> Bool {
        guard followsLeft > 0 else {
            cuts += 1
            if followsRanOut == nil {
                followsRanOut = ImportWarning(
                    .tooDeep,
                    "the screen of '\(followStack.first ?? name)' uses views more than \(Self.maximumFollows) times in all, counting each use of a view inside another; '\(name)' and the views after it are not followed, and their bars are not imported here",
                    path: file.source.path, range: range)
            }
            return false
        }
        followsLeft -= 1
        return true
    }

    /// Sheets presented from inside a container are screens of their own, and the view types followed
    /// there are part of this screen: both travel up to the facts the screen is built from.
    private func hoistScreens(from content: inout ViewFacts, into facts: inout ViewFacts) {
        facts.sheets += content.sheets
        content.sheets = []
        facts.followedViews.formUnion(content.followedViews)
    }

    /// A container inside a container's content is not a second level of bars the language has; its bars
    /// are kept with the outer one, and the nesting is reported.
    private mutating func liftNested(_ content: inout ViewFacts, into facts: inout ViewFacts, file: SwiftFile, range: SourceRange) {
        guard !content.containers.isEmpty else { return }
        let nested = content.containers
        content.containers = []
        for container in nested {
            if case .stack(let inner, _) = container {
                content.absorb(inner)
            } else {
                warn(.unsupported, "a tab view or split view inside a navigation stack is not imported; declare it as the screen's container", file, range)
            }
        }
    }

    /// Follows a view type used in a body into its own body. Returns whether `name` is a known view type.
    @discardableResult
    private mutating func followView(
        named written: String, range: SourceRange, file: SwiftFile, into facts: inout ViewFacts, notes: [String], call: SwiftCall? = nil
    ) -> Bool {
        // `Adjust.RootView()`: the `RootView` declared in `Adjust`, when there is one.
        var found = program.viewTypes[written]
        if let call, case .member(.some(.name(let qualifier, _)), _, _) = call.callee, qualifier.startsUppercase,
            let qualified = program.viewTypes[qualifier + "." + written]
        {
            found = qualified
        }
        guard let declared = found else { return false }
        // What tells this view apart from another of its name, on the stack and among the views followed.
        let name = declared.qualifiedName ?? written
        guard !followStack.contains(name) else {
            cuts += 1
            return true
        }
        if let blank = blankViews[name], followStack.count >= blank.depth {
            facts.followedViews.formUnion(blank.followed)
            return true
        }
        guard followStack.count < SwiftUIRecognizer.maximumFollowDepth else {
            depthCuts += 1
            // Said only of a view whose own code spells a bar: real apps nest avatars and rows this deep, and the
            // warning was most of an app's warnings, about views with no bars to lose.
            if Self.mayDeclareBars(declared) || call.map({ Self.spellsBars(file, $0.range) }) == true {
                warn(.tooDeep, "view '\(name)' is nested too deeply to follow; its bars are not imported here", file, range)
            }
            return true
        }
        guard spendFollow(name, file: file, range: range) else { return true }
        followStack.append(name)
        initialValues.append(declared.initialValues)
        passedContent.append(Self.passedViews(call, to: declared.contentProperties, file: file))
        defer {
            followStack.removeLast()
            initialValues.removeLast()
            passedContent.removeLast()
        }
        let (cutsBefore, depthCutsBefore, warningsBefore, depth) = (cuts, depthCuts, warnings.count, followStack.count - 1)
        var inner = ViewFacts()
        collect(declared.statements, file: declared.file, into: &inner, notes: notes)
        inner.followedViews.insert(name)
        // Nothing passed in, nothing cut but by depth, nothing said: the same reading anywhere as deep or deeper.
        if inner.isBlank, cuts == cutsBefore, warnings.count == warningsBefore, declared.contentProperties.isEmpty, modifierArguments.isEmpty {
            blankViews[name] = (inner.followedViews, depthCuts == depthCutsBefore ? 0 : depth)
        }
        facts.absorb(inner)
        return true
    }

    /// The view types `statements` show at their top (`LegacyTabs()`, `LegacyTabs().padding()`), by the names
    /// `followView` knows them by.
    private func viewTypesNamed(in statements: [SwiftStatement]) -> Set<String> {
        var names: Set<String> = []
        for expression in SwiftParser.expressions(in: statements) {
            guard case .call(let call) = ModifierChain.split(expression).core, let name = call.callee.calleeName,
                let declared = program.viewTypes[name]
            else { continue }
            names.insert(declared.qualifiedName ?? name)
        }
        return names
    }

    /// The words a view's own code spells when it declares bars, a container or a presentation of its own.
    static let barWords = [
        "toolbar", "Toolbar", "TabView", "tabItem", "NavigationStack", "NavigationView", "NavigationSplitView", "sheet",
        "fullScreenCover", "inspector", "safeAreaBar", "safeAreaInset", "navigationBarItems",
    ]

    /// Whether the declaration's own code spells any of `barWords` (read from the source, not followed).
    static func mayDeclareBars(_ declared: SwiftProgram.Declared) -> Bool {
        spellsBars(declared.file, declared.range)
    }

    /// Whether the code of `range` in `file` spells any of `barWords` (a call that passes a wrapper views with
    /// bars, for one).
    static func spellsBars(_ file: SwiftFile, _ range: SourceRange) -> Bool {
        let bytes = file.source.bytes
        let start = max(0, min(range.start, bytes.count))
        let end = max(start, min(range.end, bytes.count))
        return bytes.withUnsafeBufferPointer { whole in
            let code = UnsafeBufferPointer(rebasing: whole[start..<end])
            return barWords.contains { ByteSearch.contains(code, $0) }
        }
    }

    /// `memberName`, and a call of a member with arguments (`addButton { showAdd = true }`, `row(for: item)`): the
    /// function that makes the view, whatever it is passed.
    static func calledMemberName(_ expression: SwiftExpression) -> String? {
        if let name = memberName(expression) { return name }
        if case .call(let call) = unqualified(expression), case .name(let name, _) = unqualified(call.callee) { return name }
        return nil
    }

    /// `name`, `self.name`, `name()` or `self.name()`: a member of the view being read, by name.
    static func memberName(_ expression: SwiftExpression) -> String? {
        switch unqualified(expression) {
        case .name(let name, _): return name
        case .call(let call) where call.allArguments.isEmpty:
            if case .name(let name, _) = unqualified(call.callee) { return name }
            return nil
        default: return nil
        }
    }

    /// What the view being followed was passed, by each of its content properties: every property is a key, so
    /// one the call did not pass is still known as the caller's, not followed as a view of its own.
    static func passedViews(_ call: SwiftCall?, to properties: [String], file: SwiftFile) -> PassedViews {
        guard !properties.isEmpty else { return [:] }
        var result = PassedViews(uniqueKeysWithValues: properties.map { ($0, nil) })
        if let call { for (property, view) in passed(call, to: properties, file: file) { result[property] = view } }
        return result
    }

    /// The views a call passes to a wrapper's content properties: each argument labeled with a property's name,
    /// and a trailing closure for the last property no label took (the memberwise initializer's order).
    static func passed(_ call: SwiftCall, to properties: [String], file: SwiftFile) -> [String: (view: SwiftExpression, file: SwiftFile)] {
        guard !properties.isEmpty else { return [:] }
        var result: [String: (view: SwiftExpression, file: SwiftFile)] = [:]
        for argument in call.arguments { if let label = argument.label, properties.contains(label) { result[label] = (argument.value, file) } }
        var open = properties.filter { result[$0] == nil }
        for closure in call.trailingClosures.reversed() {
            if let label = closure.label, properties.contains(label) {
                result[label] = (closure.value, file)
                open.removeAll { $0 == label }
            } else if closure.label == nil, let last = open.popLast() {
                result[last] = (closure.value, file)
            }
        }
        return result
    }

    /// Reads the views the caller of the view being followed passed as `name`, where they were written: in the
    /// caller's file and as the caller sees its own members. Returns whether `name` is such a property.
    ///
    /// Read once per call of the wrapper: a wrapper names its content in each of its alternatives (`#if DEBUG`,
    /// `if isTesting { … } else { … }`), one of which runs, and reading it in each gave every item two or three
    /// times, and the other alternatives' containers as a second navigation container.
    private mutating func collectPassed(_ name: String, into facts: inout ViewFacts, notes: [String]) -> Bool {
        asCaller(passing: name) { recognizer, passed in
            recognizer.collect(passed.view, file: passed.file, into: &facts, notes: notes)
        }
    }

    /// Runs `read` on the views the caller of the view being followed passed as `name`, as the caller sees its
    /// own members, and marks them read. Returns whether `name` is such a property (read or not).
    private mutating func asCaller(
        passing name: String, _ read: (inout SwiftUIRecognizer, (view: SwiftExpression, file: SwiftFile)) -> Void
    ) -> Bool {
        guard let entry = passedContent.last?[name] else { return false }
        guard let passed = entry else { return true }
        var (stack, values, content) = (followStack.removeLast(), initialValues.removeLast(), passedContent.removeLast())
        content.updateValue(nil, forKey: name)
        defer {
            followStack.append(stack)
            initialValues.append(values)
            passedContent.append(content)
        }
        read(&self, passed)
        return true
    }

    // MARK: Modifiers

    private mutating func applyModifier(_ name: String, _ call: SwiftCall, file: SwiftFile, to facts: inout ViewFacts, notes: [String]) {
        let first = call.firstUnlabeledArgument
        // Where the modifier's name is written, for the blocks it makes (a sheet, an inspector); found only then.
        func modifierLocation() -> SwiftLocation { file.location(of: file.modifierOffset(name, in: call)) }
        switch name {
        case "toolbar":
            if let visibility = first, let forBars = call.argument("for") {
                applyVisibility(visibility, forBars, file: file, to: &facts)
                return
            }
            var reader = ToolbarContentReader(program: program, enclosingType: currentType, passed: modifierArguments.last ?? [:])
            for argument in call.allArguments where argument.label == nil || argument.label == "content" {
                switch argument.value {
                case .closure(let closure):
                    facts.toolbar += reader.content(closure.statements, file: file, notes: notes)
                case .name, .member(.name("self", _)?, _, _):
                    // `.toolbar(content: toolbar)`: a builder function passed by name, read as if called there.
                    facts.toolbar += reader.content([.expression(Self.unqualified(argument.value))], file: file, notes: notes)
                default:
                    break
                }
            }
            warnings += reader.warnings
        case "toolbarVisibility":
            if let visibility = first, let forBars = call.argument("for") {
                applyVisibility(visibility, forBars, file: file, to: &facts)
            }
        case "navigationBarBackButtonHidden":
            if case .name(let value, _)? = first, value == "true" || value == "false" { facts.showsBackButton = value == "false" }
        case "navigationBarHidden":
            if case .name("true", _)? = first { facts.navigationBarHidden = true }
        case "navigationTitle", "navigationBarTitle":
            // `navigationBarTitle` is the older spelling (deprecated, still common), with the same first argument.
            if let first {
                let text = TextReader.text(of: first, file: file, texts: program.swiftUITexts)
                facts.title = text?.text
                facts.titleNote = text?.note("title")
                if let text, !text.isLiteral {
                    warn(.dynamicText, "navigation title is not a string literal; imported as the code '\(text.text)'", file, first.range)
                }
            }
        case "toolbarVerticalBehavior":
            if let first {
                if let value = APIVocabulary.verticalBehavior(code(first, file), in: .swiftUI) {
                    facts.verticalBehavior = value.rawValue
                } else {
                    warn(.unknownValue, "vertical behavior '\(code(first, file))' is not a known value; not imported", file, first.range)
                }
            }
        case "toolbarVerticalCompressionBehavior":
            if let first {
                if let value = APIVocabulary.compression(code(first, file), in: .swiftUI) {
                    facts.compression = value.rawValue
                } else {
                    warn(.unknownValue, "compression behavior '\(code(first, file))' is not a known value; not imported", file, first.range)
                }
            }
        case "navigationBarItems":
            // The older way to put buttons in the navigation bar (deprecated, still common): each side's view — or
            // each view of a stack there — is an item at that edge of the top bar.
            for argument in call.arguments {
                let placement: ItemPlacement
                switch argument.label {
                case "leading": placement = .topLeading
                case "trailing": placement = .topTrailing
                default: continue
                }
                // The view's own property or function (`self.makeBarItems()`): the views it makes, read in place.
                // Its views through stacks, `Group` and branches, with their conditions (`@ViewBuilder var
                // closeButton { if isModal { Button(…) } else { EmptyView() } }`: one item, only when isModal).
                var sideViews = Self.stackedViews(argument.value)
                var sideFile = file
                if let member = Self.memberName(argument.value), let typeName = currentType,
                    let declared = program.memberViews.near(MemberName(SwiftProgram.shortName(typeName), member), in: file)
                {
                    sideViews = Self.stackedViews(in: declared.statements, notes: [], depth: 0)
                    sideFile = declared.file
                }
                // `displayClose ? Button("Close", action: close) : nil`: the button, only when `displayClose` (it was
                // one untitled custom item named after the whole expression).
                sideViews = sideViews.flatMap { view, conditions -> [(view: SwiftExpression, notes: [String])] in
                    guard case .ternary(let condition, let then, let otherwise, _) = view else { return [(view, conditions)] }
                    let written = sideFile.code(condition.range)
                    return [(then, ConditionNote.when(written)), (otherwise, "only when not \(written)")].flatMap { side, note in
                        Self.isNothing(side) ? [] : Self.stackedViews(side, notes: conditions + [note])
                    }
                }
                for (view, conditions) in sideViews {
                    var item = ItemReader.item(from: view, file: sideFile, program: program, warnings: &warnings, enclosingType: currentType)
                    item.set("placement", .word(placement.rawValue))
                    item.notes = notes + conditions + item.notes
                    facts.toolbar.append(item)
                }
            }
        case "tabItem":
            // `.tabItem { Label(…) }`, `.tabItem { homeLabel }` (a member of the view), `.tabItem(type.label)`.
            let labelViews: [SwiftExpression]
            if case .closure(let closure)? = call.trailingClosures.first?.value ?? first {
                labelViews = SwiftParser.expressions(in: closure.statements)
            } else if let first {
                labelViews = [first]
            } else {
                labelViews = []
            }
            let at = file.modifierOffset(name, in: call)
            let label = tabLabel(labelViews, file: file, titleRange: call.range, symbolRange: SourceRange(start: at, end: at + name.utf8.count))
            facts.tabTitle = label.title
            facts.tabSymbol = label.symbol
            facts.tabImage = label.image
            facts.tabNotes += label.notes
        case "badge":
            if let first {
                facts.tabBadge = TextReader.badge(first, file: file)
                // `.badge(count)`, `.badge(text ?? "")`: what the code computes is not the spec's to state, and is
                // said (it was left out in silence, where a toolbar item's computed badge was said).
                if facts.tabBadge == nil {
                    warnings.append(ImportWarning(computed: "badge", file.code(first.range), keptAsCode: false, path: file.source.path, range: first.range))
                }
            }
        case "inspector":
            var content = ViewFacts()
            for argument in call.allArguments where argument.label == nil || argument.label == "content" {
                collect(argument.value, file: file, into: &content)
            }
            var inspector = ScreenBuilder.inspector(content, location: modifierLocation())
            if let binding = call.argument("isPresented") {
                switch start(of: binding, file: file) {
                case .value(let key, _) where key == "true" || key == "false":
                    // `presented` is true unless the spec says otherwise.
                    if key == "false" { inspector.set("presented", .word("false")) }
                case .value(_, let code), .unknown(let code):
                    inspector.notes.append("shown while \(code) is true, which starts at a value not read from the code: imported as presented")
                }
            }
            facts.inspector = inspector
        case "sheet", "fullScreenCover":
            var content = ViewFacts()
            var hint = "sheet"
            for argument in call.allArguments where argument.label == nil || argument.label == "content" {
                // Named after the view it shows; a choice of several (the cases of a `switch`, the branches of an
                // `if`, written in the closure) names none of them: all were named after the first case's view.
                if case .closure(let closure) = argument.value,
                    let viewName = SwiftParser.expressions(in: closure.statements).first?.calleeName, program.viewTypes[viewName] != nil,
                    !closure.statements.contains(where: Self.isBranching) || showsOneViewType(closure.statements, viewName)
                {
                    hint = viewName
                }
                collect(argument.value, file: file, into: &content)
            }
            // A sheet holds bars of its own, not a tab view or a split view (Grammar.md): said, where their tabs'
            // and columns' items were left out with a warning that no screen shows them.
            for container in content.containers {
                let kind: String
                switch container {
                case .tabView: kind = "tab view"
                case .splitView: kind = "split view"
                case .stack: continue
                }
                warnings.append(
                    ImportWarning(
                        .unsupported,
                        "a \(kind) presented in a sheet is not imported, nor the bars inside it: a spec's sheet holds a toolbar of its own, not a \(kind)",
                        path: container.location.path, range: .at(offset(of: container.location))))
            }
            if content.declaresBars {
                // Declared in a view this one shows (a row of a list), the sheet is that view's: when several screens
                // show the view, it is imported once, named after it (`ScreenRecognition`).
                let presenter = followStack.count > 1 ? currentType : nil
                let location = modifierLocation()
                for (part, partHint, conditions) in Self.alternativeSheets(content, hint: hint) {
                    var sheet = ScreenBuilder.sheet(part, location: location, fullScreen: name == "fullScreenCover")
                    // Nothing of a sheet that only held a tab view or a split view (said above): no empty screen.
                    if sheet.children.isEmpty, sheet.attributes.isEmpty, part.containers.contains(where: { if case .stack = $0 { false } else { true } }) {
                        continue
                    }
                    sheet.notes += conditions
                    facts.sheets.append((sheet, partHint, presenter))
                }
                facts.sheets += content.sheets
                facts.followedViews.formUnion(content.followedViews)
            }
        case "presentationPlacement":
            if let first {
                if let side = PlatformAPI.sheetPlacements.value(forAPIName: code(first, file), in: .swiftUI) {
                    facts.presentationPlacement = side.rawValue
                } else {
                    warn(.unknownValue, "presentation placement '\(code(first, file))' is not a known value; not imported", file, first.range)
                }
            }
        case "tabViewStyle":
            if let first, let style = APIVocabulary.tabViewStyle(code(first, file), in: .swiftUI) { facts.tabStyle = style.rawValue }
        case "toolbarRole":
            if let first { facts.notes.append("toolbar role \(code(first, file)) has no counterpart in the spec language") }
        case "safeAreaBar", "safeAreaInset":
            readHandMadeBar(call, file: file, into: &facts, notes: notes)
        case "navigationDestination", "popover", "alert", "confirmationDialog", "contextMenu", "overlay", "background",
            "searchable", "refreshable", "task", "onAppear", "onChange", "onDisappear", "swipeActions":
            // Their content is not part of this screen's bars.
            break
        case "modifier":
            // `.modifier(CloseButton(action: dismiss))`: a `ViewModifier` of the app, whose `body(content:)` adds to
            // the view (`content.toolbar { … }`).
            if case .call(let made)? = first, let typeName = made.callee.calleeName,
                let declared = program.memberViews.near(MemberName(SwiftProgram.shortName(typeName), "body"), in: file)
            {
                // The body's one parameter is the view; what the initializer is given is the type's own state.
                readAppModifier(typeName, declared, arguments: [:], bodyParameter: declared.parameters.first?.name ?? "content", file: file, into: &facts, notes: notes)
            }
        default:
            // A view modifier the app declares (`extension View { func topBarTrailing(…) -> some View { toolbar {
            // … } } }`): its body applies to the view, with what this call passes.
            if !program.viewModifiers.isEmpty, let declared = program.viewModifiers[name] {
                readAppModifier(
                    name, declared, arguments: Self.boundArguments(call, to: declared.parameters, file: file), bodyParameter: nil, file: file, into: &facts,
                    notes: notes)
            }
            // Any other modifier: its closures may still hold views with bars (`.overlay { … }` excluded above).
        }
    }

    /// Whether every view of the app's that `statements` show is `viewName` (`if let item { DetailView(item) }`).
    private func showsOneViewType(_ statements: [SwiftStatement], _ viewName: String) -> Bool {
        SwiftParser.expressions(in: statements).allSatisfy { expression in
            guard let name = expression.calleeName, program.viewTypes[name] != nil else { return true }
            return name == viewName
        }
    }

    /// Whether `statement` shows one view or another: an `if` or a `switch`.
    static func isBranching(_ statement: SwiftStatement) -> Bool {
        switch statement {
        case .conditional, .switchStatement: true
        default: false
        }
    }

    /// The sheets one presentation shows: one, or — when its content shows one of several navigation containers
    /// (`switch kind { case .about: AboutView() case .settings: SettingsView() }`, each view with a stack of its
    /// own) — one per container, each with its condition and named after its title. They were one sheet holding
    /// every case's items under the first case's title (a reviewed app's 19-item sheet, copied into 15 screens).
    static func alternativeSheets(_ content: ViewFacts, hint: String) -> [(facts: ViewFacts, hint: String, conditions: [String])] {
        guard content.containers.count > 1, let first = content.containers.first,
            content.containers.dropFirst().allSatisfy({ $0.isAlternative(to: first) })
        else { return [(content, hint, [])] }
        // Named after its title; one without, after the view that writes it (they were all numbered after the first
        // case's view: `home-about-view-2` for the settings), numbered when that view writes several.
        let names: [String?] = content.containers.map { container in
            guard case .stack(let facts, _) = container else { return nil }
            return facts.title == nil ? facts.declaringView : nil
        }
        return content.containers.enumerated().map { index, container in
            // What is outside the containers (a toolbar on the content itself) shows with each.
            var part = content
            part.containers = [container]
            let title: String? = if case .stack(let facts, _) = container { facts.title } else { nil }
            if let title { return (part, hint + " " + title, container.conditions) }
            if let view = names[index] {
                let same = names.indices.filter { names[$0] == view }
                return (part, same.count == 1 ? view : view + " \((same.firstIndex(of: index) ?? 0) + 1)", container.conditions)
            }
            return (part, hint + " \(index + 1)", container.conditions)
        }
    }

    /// Inside an app's view modifier, a condition on one of its parameters said as what the caller passed
    /// (`only when condition` in `func when(_ condition: Bool, …)` → `only when isEditing`); any other note as
    /// it is.
    private func callersCondition(_ note: String) -> String {
        guard let arguments = modifierArguments.last, !arguments.isEmpty, note.hasPrefix("only when ") else { return note }
        let condition = String(note.dropFirst("only when ".count))
        let negated = condition.hasPrefix("!")
        guard let given = arguments[negated ? String(condition.dropFirst()) : condition] else { return note }
        if case .closure = given.value { return note }
        let passed = given.file.code(given.value.range)
        return ConditionNote.when(negated ? "!(\(passed))" : passed)
    }

    /// The names a closure gives its parameters (`{ view in … }`, `{ (view, flag) in … }`), read from its text
    /// up to `in`: the parser keeps a closure's statements, not its signature.
    static func closureParameters(_ closure: SwiftClosure, file: SwiftFile) -> [String] {
        let bytes = file.source.bytes
        let start = closure.range.start + 1
        let end = min(closure.statements.first?.range.start ?? closure.range.end, bytes.count)
        guard start < end else { return [] }
        let tokens = SwiftLexer.lex(Array(bytes[start..<end])).tokens
        let text = { (token: SwiftToken) in String(decoding: bytes[(start + token.start)..<(start + token.end)], as: UTF8.self) }
        guard let inIndex = tokens.firstIndex(where: { $0.keyword == .in }) else { return [] }
        return tokens[..<inIndex].filter { $0.kind == .identifier && $0.keyword == .none }.map(text)
    }

    /// Reads the body of one of the app's view modifiers — a function of `extension View`, or a `ViewModifier`'s
    /// `body(content:)` — as if written where `call` applies it: its toolbar items, title and bars are the
    /// view's. They were in no spec (each `ToolbarItem` warned about where the modifier declares it, nothing
    /// where it is used: one reviewed app applies its `.topBarTrailing { … }` 46 times). The body's parameters
    /// read what the call passes; a `ViewModifier`'s `content` is the view itself, already read.
    /// `arguments`: what the call passes, by parameter name; `bodyParameter`: the name a `ViewModifier`'s body
    /// gives the view it modifies, which reads as nothing more (the view is read already).
    private mutating func readAppModifier(
        _ name: String, _ declared: SwiftProgram.Declared, arguments: [String: (value: SwiftExpression, file: SwiftFile)], bodyParameter: String?,
        file: SwiftFile, into facts: inout ViewFacts, notes: [String]
    ) {
        let key = "modifier " + name
        guard !followStack.contains(key), followStack.count < SwiftUIRecognizer.maximumFollowDepth else { return }
        var views: PassedViews = [:]
        for parameter in declared.parameters { views[parameter.name] = arguments[parameter.name].map { ($0.value, $0.file) } }
        if let bodyParameter { views[bodyParameter] = .some(nil) }
        followStack.append(key)
        initialValues.append([:])
        passedContent.append(views)
        modifierArguments.append(arguments)
        modifierBodyLevels.append(followStack.count)
        defer {
            followStack.removeLast()
            initialValues.removeLast()
            passedContent.removeLast()
            modifierArguments.removeLast()
            modifierBodyLevels.removeLast()
        }
        collect(declared.statements, file: declared.file, into: &facts, notes: notes)
    }

    /// What `call` passes to each of `parameters`, by name: labelled arguments by label, unlabelled ones in order,
    /// then each trailing closure to the next parameter not passed yet (a labelled one by its label) — passing
    /// over one that has a default and is not of a function type, as Swift's forward scan does.
    static func boundArguments(
        _ call: SwiftCall, to parameters: [SwiftParameter], file: SwiftFile
    ) -> [String: (value: SwiftExpression, file: SwiftFile)] {
        var result: [String: (value: SwiftExpression, file: SwiftFile)] = [:]
        var open = parameters
        func take(_ value: SwiftExpression, label: String?, trailing: Bool) {
            // An unlabelled trailing closure goes to the next parameter, whatever its label (Swift's forward scan).
            let index = trailing && label == nil ? Self.trailingClosureParameter(in: open) : open.firstIndex { $0.label == label }
            guard let index else { return }
            result[open[index].name] = (value, file)
            open.remove(at: index)
        }
        for argument in call.arguments { take(argument.value, label: argument.label, trailing: false) }
        for closure in call.trailingClosures { take(closure.value, label: closure.label, trailing: true) }
        return result
    }

    /// Where an unlabelled trailing closure goes among the parameters not passed yet: the first that needs an
    /// argument, or that takes a closure when no later one needs a closure (`onTap: (() -> Void)? = nil, action:
    /// @escaping () -> Void` gives it to `action`), as Swift's forward scan matches it.
    private static func trailingClosureParameter(in open: [SwiftParameter]) -> Int? {
        open.indices.first { index in
            let parameter = open[index]
            if !parameter.hasDefault { return true }
            return parameter.takesClosure && !open[(index + 1)...].contains { !$0.hasDefault && $0.takesClosure }
        }
    }

    private mutating func applyVisibility(_ visibility: SwiftExpression, _ bars: SwiftExpression, file: SwiftFile, to facts: inout ViewFacts) {
        let value = APIVocabulary.member(code(visibility, file))
        let barsText = code(bars, file)
        guard value == "hidden" else { return }
        if barsText.containsBytes("navigationBar") {
            facts.navigationBarHidden = true
        } else {
            warn(.unsupported, "hiding '\(barsText)' has no counterpart in the spec language; not imported", file, bars.range)
        }
    }

    // MARK: Hand-made bars

    /// `.safeAreaBar(edge: .bottom) { … }` (or `.safeAreaInset`) holding buttons: a bar the app builds and
    /// places itself, which never moves into the vertical bar. Only the top and bottom edges are bars.
    /// `notes`: the conditions the view it is applied to shows under (`only when hasItems`), which the bar
    /// shows under too — two bars in the branches of an `if` are never shown together.
    private mutating func readHandMadeBar(_ call: SwiftCall, file: SwiftFile, into facts: inout ViewFacts, notes: [String]) {
        guard let edgeArgument = call.argument("edge") else { return }
        let edge = APIVocabulary.member(file.code(edgeArgument.range))
        guard edge == "top" || edge == "bottom" else { return }
        var entries: [ImportedBlock] = []
        var hint: String?
        (barFollowsLeft, barFollowsRanOut) = (Self.maximumBarFollows, false)
        for argument in call.allArguments where argument.label == nil || argument.label == "content" {
            if case .closure(let closure) = argument.value {
                collectBarEntries(closure.statements, file: file, into: &entries, hint: &hint, depth: 0)
            }
        }
        guard entries.contains(where: { $0.keyword != "spacer" }) else { return }
        var bar = ImportedBlock("hand-made-bar", idHint: hint.map(ScreenBuilder.screenHint) ?? "\(edge) bar", location: file.location(of: file.modifierOffset(call.callee.calleeName ?? "safeAreaBar", in: call)))
        bar.set("edge", .word(edge))
        bar.children = entries
        bar.notes = notes.filter(ConditionNote.isCondition)
        facts.handMadeBars.append(bar)
    }

    /// How many views and members one hand-made bar's reading may follow: a bar's own budget, as the screen's
    /// views spend theirs (`maximumFollows`) before its bars are read.
    static let maximumBarFollows = 2_048

    /// Spends one of the bar's follows, or says once that they ran out and returns false.
    private mutating func spendBarFollow(_ name: String, file: SwiftFile, range: SourceRange) -> Bool {
        guard barFollowsLeft > 0 else {
            if !barFollowsRanOut {
                barFollowsRanOut = true
                warn(
                    .tooDeep,
                    "this bar the app builds uses views more than \(Self.maximumBarFollows) times, counting each use of a view inside another; '\(name)' and the views after it are not read, nor their controls",
                    file, range)
            }
            return false
        }
        barFollowsLeft -= 1
        return true
    }

    /// The controls of a hand-made bar, through stacks and the app's own view types.
    private mutating func collectBarEntries(
        _ statements: [SwiftStatement], file: SwiftFile, into entries: inout [ImportedBlock], hint: inout String?, depth: Int
    ) {
        guard depth < SwiftUIRecognizer.maximumFollowDepth else { return }
        for statement in statements {
            // `if isRunning { Button("Stop") … } else { EmptyView() }`: each branch's controls under its condition,
            // as in a toolbar (the bar's items came out unconditional).
            var branches: [(body: [SwiftStatement], note: String?)] = []
            switch statement {
            case .conditional(let conditional):
                branches = AvailabilityCheck.branches(of: conditional)
            case .switchStatement(let switchStatement):
                branches = switchStatement.cases.map { ($0.body, ConditionNote.switchCase($0.label, of: switchStatement.subject)) }
            case .conditionalCompilation(let clauses, _):
                // `#if os(visionOS) … #else HStack { buttons } #endif`: the clauses that compile for the iPhone, as
                // in a body (a bar's whole content under `#if` was nothing).
                for (clause, kind) in zip(clauses, PlatformCondition.classify(clauses)) where kind != .otherPlatform {
                    branches.append((clause.body, kind == .iOS ? nil : ConditionNote.when(clause.spelledCondition)))
                }
            default:
                collectBarEntries(expressions: SwiftParser.expressions(in: [statement]), file: file, into: &entries, hint: &hint, depth: depth)
                continue
            }
            for (body, note) in branches {
                var branchEntries: [ImportedBlock] = []
                // At the same depth: the parser bounds how deep statements nest, and the depth counts views followed.
                collectBarEntries(body, file: file, into: &branchEntries, hint: &hint, depth: depth)
                if let note { for index in branchEntries.indices { branchEntries[index].notes.insert(note, at: 0) } }
                entries += branchEntries
            }
        }
    }

    /// Views a hand-made bar shows that are no control: a shape or colour behind its buttons, a text, label or
    /// image beside them, nothing at all. Read as items, they were a "Rectangle" item and an "Empty View" one, and
    /// a banner of text (or a `Label` of text and icon, "Not encrypted") was a bar.
    static let barDecorations: Set<String> = [
        "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse", "Color", "EmptyView",
        "LinearGradient", "RadialGradient", "AngularGradient", "Text", "Label", "Image", "ProgressView", "Divider",
    ]

    private mutating func collectBarEntries(
        expressions: [SwiftExpression], file: SwiftFile, into entries: inout [ImportedBlock], hint: inout String?, depth: Int
    ) {
        for expression in expressions {
            let (core, _) = ModifierChain.split(expression)
            // What the caller of a wrapper passed (`Dialog { … } footer: { Button("Continue") {} }` shown by
            // `.safeAreaInset(edge: .bottom) { footer() }`): its controls, read where the caller wrote them. The
            // property's name was a custom item ("footer").
            if let member = Self.memberName(core),
                asCaller(passing: member, { recognizer, passed in
                    let statements: [SwiftStatement] = if case .closure(let closure) = passed.view { closure.statements } else { [.expression(passed.view)] }
                    recognizer.collectBarEntries(statements, file: passed.file, into: &entries, hint: &hint, depth: depth + 1)
                })
            {
                continue
            }
            // The view read as a screen of its own (no caller): a view only a caller gives is a custom item, said
            // only if the view is imported as a screen — a wrapper that others show said "custom view 'footer'"
            // however right every caller's read was.
            if passedContent.count < followStack.count, let member = Self.memberName(core), let typeName = currentType,
                program.viewTypes[typeName]?.contentProperties.contains(member) == true
            {
                let said = warnings.count
                entries.append(ItemReader.item(from: expression, file: file, program: program, warnings: &warnings, enclosingType: currentType))
                screenOnlyWarnings += warnings[said...]
                warnings.removeSubrange(said...)
                continue
            }
            // The view's own computed property or function (`acceptAllButton`, `buttons()`, `banner(text:)`): its
            // views, read in place.
            if let member = Self.calledMemberName(core), let typeName = currentType,
                let declared = program.memberViews.near(MemberName(SwiftProgram.shortName(typeName), member), in: file)
            {
                // Counted: members that each show the next several times grew with the power of the levels (nine
                // levels of ten took 3.8 s).
                if spendBarFollow(member, file: file, range: core.range) {
                    collectBarEntries(declared.statements, file: declared.file, into: &entries, hint: &hint, depth: depth + 1)
                }
                continue
            }
            guard case .call(let call) = core, let name = call.callee.calleeName else {
                // A view the app hands in (`pageView.accessibilityLabel("Page")`, `actions.page`): a custom item, as
                // among toolbar content (it was left out without a word).
                switch core {
                case .member(.some(.name(let type, _)), _, _) where Self.barDecorations.contains(type):
                    // `Color.clear.frame(height: 0)`: room, not a control.
                    break
                case .name, .member: entries.append(ItemReader.item(from: expression, file: file, program: program, warnings: &warnings, enclosingType: currentType))
                default: break
                }
                continue
            }
            switch name {
            case "HStack", "VStack", "Group", "ZStack", "ControlGroup", "GlassEffectContainer", "LazyHStack", "ScrollView", "ViewThatFits":
                // At the same depth, as the branches of an `if`: the parser bounds how deep closures nest, and the
                // depth counts views and members followed. Counted, a bar's layout (a glass container, a stack, a
                // `ViewThatFits`, another stack) used up the depth before Ice Cubes' accessory buttons.
                for argument in call.allArguments where argument.label == nil || argument.label == "content" {
                    if case .closure(let closure) = argument.value {
                        collectBarEntries(closure.statements, file: file, into: &entries, hint: &hint, depth: depth)
                    }
                }
            case "ForEach":
                // Pills made from data (`ForEach(filters) { filter in Button(filter.name) … }`): its content once, as a
                // template, as in a toolbar.
                if case .closure(let closure)? = call.trailingClosures.first?.value ?? call.argument("content") {
                    var repeated: [ImportedBlock] = []
                    collectBarEntries(closure.statements, file: file, into: &repeated, hint: &hint, depth: depth + 1)
                    let data = call.arguments.first.map { file.code($0.value.range) } ?? "its data"
                    for index in repeated.indices { repeated[index].notes.append("repeated for each element of \(data)") }
                    entries += repeated
                }
            case "Spacer":
                entries.append(ImportedBlock("spacer", label: "flexible", location: file.location(of: call.range.start)))
            case _ where Self.barDecorations.contains(name):
                continue
            default:
                if let declared = program.viewTypes[name], !["Button", "Menu"].contains(name),
                    !SwiftParser.expressions(in: declared.statements).contains(where: { ["Button", "Menu", "ShareLink", "Label"].contains(ModifierChain.split($0).core.calleeName ?? "") })
                {
                    guard spendBarFollow(name, file: file, range: call.range) else { continue }
                    hint = hint ?? name
                    // Its own members (`makePill(filter)`) are its type's.
                    followStack.append(declared.qualifiedName ?? name)
                    collectBarEntries(declared.statements, file: declared.file, into: &entries, hint: &hint, depth: depth + 1)
                    followStack.removeLast()
                } else {
                    entries.append(ItemReader.item(from: expression, file: file, program: program, warnings: &warnings, enclosingType: currentType))
                }
            }
        }
    }

    // MARK: Tabs

    private mutating func collectTabs(_ statements: [SwiftStatement], file: SwiftFile, into tabs: inout [TabFacts], notes: [String]) {
        for statement in statements {
            switch statement {
            case .expression(let expression):
                collectTab(expression, file: file, into: &tabs, notes: notes)
            case .conditional(let conditional):
                for (body, note) in AvailabilityCheck.branches(of: conditional) {
                    collectTabs(body, file: file, into: &tabs, notes: notes + (note.map { [$0] } ?? []))
                }
            case .conditionalCompilation(let clauses, _):
                for (clause, kind) in zip(clauses, PlatformCondition.classify(clauses)) where kind != .otherPlatform {
                    collectTabs(clause.body, file: file, into: &tabs, notes: kind == .iOS ? notes : notes + ["only when #if \(clause.condition)"])
                }
            default:
                break
            }
        }
    }

    /// A tab's label, as `.tabItem { … }` and `Tab(value:) { … } label: { … }` give it: its title, symbol or
    /// image, the notes on how they were read, and a warning for what the code computes or could not be read. The
    /// label closure of `Tab` was read without them: `Text(module.title)` became the literal-looking title
    /// "module.title" in silence, and a label given by a value's view property (`Section.home.label`) was dropped.
    private mutating func tabLabel(_ labelViews: [SwiftExpression], file: SwiftFile, titleRange: SourceRange, symbolRange: SourceRange)
        -> (title: String?, symbol: String?, image: String?, notes: [String])
    {
        let label = LabelReader.label(in: memberViewsExpanded(labelViews), file: file, texts: program.swiftUITexts)
        var title = label.title?.text
        var symbol: String?
        var notes: [String] = []
        // A symbol named by a property or an expression is not a symbol's name (`historySymbol` was written as
        // the symbol): left out and said, as an item's computed symbol is.
        if let read = label.symbol, !read.isLiteral {
            warnings.append(ImportWarning(computed: "tab symbol", read.text, keptAsCode: false, path: file.source.path, range: symbolRange))
        } else {
            symbol = label.symbol?.text
        }
        let image = label.symbol == nil ? label.image?.text : nil
        if let note = label.title?.note("title") { notes.append(note) }
        if label.symbol == nil, let note = label.image?.noteIfStandIn("image") { notes.append(note) }
        // A tab has no alternate: a symbol chosen by a condition takes the first, and says so.
        if let note = label.symbol?.noteIfChosen("symbol") { notes.append(note) }
        if !label.hasIcon, label.title != nil, let unread = label.unreadImage {
            warnings.append(ImportWarning(computed: "tab image", file.code(unread.range), keptAsCode: false, path: file.source.path, range: unread.range))
        }
        if let read = label.title, !read.isLiteral {
            warnings.append(ImportWarning(computed: "tab title", read.text, keptAsCode: true, path: file.source.path, range: titleRange))
        } else if label.title == nil && !label.hasIcon, let view = labelViews.first {
            // Nothing names the tab: it is still a tab, named after the view's last name without its modifiers
            // (`tab.label.environment(…, tab == selected ? .fill : .none)` was titled "none)"; `_icon(…)` is "icon"),
            // and the warning says what could not be read.
            let viewName = (ModifierChain.split(view).core.calleeName ?? "tab").drop { $0 == "_" }
            title = IdentifierMaker.words(viewName.isEmpty ? "tab" : String(viewName))
            warn(.dynamicText, "this tab's label '\(file.code(view.range))' could not be read; imported with the title '\(title ?? "")' — give the tab a title and a symbol in the spec", file, view.range)
        }
        return (title, symbol, image, notes)
    }

    private mutating func collectTab(_ expression: SwiftExpression, file: SwiftFile, into tabs: inout [TabFacts], notes: [String]) {
        let (core, modifiers) = ModifierChain.split(expression)
        let location = file.location(of: expression.range.start)
        if case .call(let call) = core, let name = call.callee.calleeName {
            switch name {
            case "Tab":
                var tab = TabFacts(title: nil, symbol: nil, badge: nil, content: ViewFacts(), notes: notes, location: location)
                if let value = call.argument("value") { tab.setValue(value) }
                for (modifier, modifierCall) in modifiers where modifier == "tag" {
                    if let value = modifierCall.firstUnlabeledArgument { tab.setValue(value) }
                }
                if let title = call.firstUnlabeledArgument.flatMap({ TextReader.text(of: $0, file: file, texts: program.swiftUITexts) }) {
                    if !title.isLiteral { warnings.append(ImportWarning(computed: "tab title", title.text, keptAsCode: true, path: file.source.path, range: call.range)) }
                    tab.title = title.text
                    if let note = title.note("title") { tab.notes.append(note) }
                }
                if let symbol = TextReader.symbolArgument(call, "systemImage", file: file, texts: program.swiftUITexts) {
                    tab.symbol = symbol.text
                    if let note = symbol.noteIfChosen("symbol") { tab.notes.append(note) }
                } else if let argument = call.argument("image") {
                    let image = LabelReader.assetImage(call, argument: "image", file: file, texts: program.swiftUITexts)
                    tab.image = image?.text
                    // A generated asset symbol no catalog names keeps its spelling, and says so (`AssetCatalog`).
                    if let note = image?.noteIfStandIn("image") { tab.notes.append(note) }
                    if tab.image == nil {
                        warnings.append(ImportWarning(computed: "tab image", file.code(argument.range), keptAsCode: false, path: file.source.path, range: argument.range))
                    }
                }
                // `Tab(value:) { … } label: { … }` (no title or symbol given: the two initializers exclude each
                // other), read as a `.tabItem`'s label is.
                if tab.title == nil, tab.symbol == nil, tab.image == nil, case .closure(let closure)? = call.argument("label") {
                    let label = tabLabel(SwiftParser.expressions(in: closure.statements), file: file, titleRange: call.range, symbolRange: closure.range)
                    tab.title = label.title
                    tab.symbol = label.symbol
                    tab.image = label.image
                    tab.notes += label.notes
                }
                for argument in call.allArguments where argument.label == nil || argument.label == "content" {
                    if case .closure = argument.value { collect(argument.value, file: file, into: &tab.content) }
                }
                warnIfHiddenFromTabBar(modifiers, what: "this tab is", file: file)
                for (modifier, modifierCall) in modifiers where modifier == "badge" {
                    guard let value = modifierCall.firstUnlabeledArgument else { continue }
                    tab.badge = TextReader.badge(value, file: file)
                    if tab.badge == nil, !TextReader.isNil(value) {
                        warnings.append(ImportWarning(computed: "badge", file.code(value.range), keptAsCode: false, path: file.source.path, range: value.range))
                    }
                }
                tabs.append(tab)
                return
            case "TabSection":
                warnIfHiddenFromTabBar(modifiers, what: "this section's tabs are", file: file)
                for argument in call.allArguments {
                    if case .closure(let closure) = argument.value, argument.label == nil || argument.label == "content" {
                        collectTabs(closure.statements, file: file, into: &tabs, notes: notes)
                    }
                }
                return
            case "ForEach":
                warn(.repeatedContent, "tabs made by ForEach are imported once, as a template; list them in the spec by hand", file, call.range)
                if case .closure(let closure)? = call.trailingClosures.first?.value ?? call.argument("content") {
                    collectTabs(closure.statements, file: file, into: &tabs, notes: notes + ["repeated by ForEach"])
                }
                return
            default:
                break
            }
        }
        // A view with `.tabItem { … }`.
        var content = ViewFacts()
        collect(expression, file: file, into: &content)
        guard content.tabTitle != nil || content.tabSymbol != nil || content.tabImage != nil || content.declaresBars else { return }
        var tab = TabFacts(
            title: content.tabTitle, symbol: content.tabSymbol, image: content.tabImage, badge: content.tabBadge, content: content,
            notes: notes + content.tabNotes, location: location)
        for (modifier, modifierCall) in modifiers where modifier == "tag" {
            if let value = modifierCall.firstUnlabeledArgument { tab.setValue(value) }
        }
        tabs.append(tab)
    }

    /// `.defaultVisibility(.hidden, for: .tabBar)` on a tab or a section: not in the tab bar until the person
    /// adds it (it shows in a sidebar), which a spec's tab cannot say; the tab is still imported, and this is said
    /// (it was imported as one more tab in silence).
    private mutating func warnIfHiddenFromTabBar(_ modifiers: [(name: String, call: SwiftCall)], what: String, file: SwiftFile) {
        for (modifier, call) in modifiers where modifier == "defaultVisibility" {
            guard let visibility = call.firstUnlabeledArgument, APIVocabulary.member(file.code(visibility.range)) == "hidden",
                let bars = call.argument("for"), file.code(bars.range).containsBytes("tabBar")
            else { continue }
            warn(
                .unsupported,
                "\(what) hidden from the tab bar by default (.defaultVisibility(.hidden, for: .tabBar)), which a spec cannot say; imported as tabs of the tab bar — remove them from the spec if the tab bar should not count them",
                file, call.range)
        }
    }

    // MARK: Helpers

    /// Where `binding` starts: `$name` is the initial value of the property `name` of the view declaring
    /// it; `.constant(value)` is `value`.
    private func start(of binding: SwiftExpression, file: SwiftFile) -> BindingStart {
        let written = file.code(binding.range)
        if case .call(let call) = binding, call.callee.calleeName == "constant", let value = call.firstUnlabeledArgument,
            let key = BindingStart.key(value)
        {
            return .value(key: key, code: file.code(value.range))
        }
        guard case .name(let name, _) = binding, name.hasPrefix("$") else { return .unknown(code: written) }
        let property = String(name.dropFirst())
        guard let value = initialValues.last?[property], let key = BindingStart.key(value) else { return .unknown(code: written) }
        return .value(key: key, code: written)
    }

    private func code(_ expression: SwiftExpression, _ file: SwiftFile) -> String {
        file.code(expression.range)
    }

    /// `nil` or `EmptyView()`: no view at all.
    static func isNothing(_ expression: SwiftExpression) -> Bool {
        if case .name("nil", _) = expression { return true }
        if case .call(let call) = ModifierChain.split(expression).core, call.callee.calleeName == "EmptyView" { return true }
        return false
    }

    /// The views of `HStack { a; b }` (or a `VStack` or `Group`), each an item of its own; any other view alone.
    static func stackedViews(_ expression: SwiftExpression, notes: [String] = [], depth: Int = 0) -> [(view: SwiftExpression, notes: [String])] {
        guard depth < 8, case .call(let call) = expression, let name = call.callee.calleeName, ["HStack", "VStack", "Group"].contains(name),
            case .closure(let closure)? = call.trailingClosures.first?.value ?? call.argument("content")
        else { return [(expression, notes)] }
        return stackedViews(in: closure.statements, notes: notes, depth: depth + 1)
    }

    /// The views of a stack's content, through nested stacks and the branches of `if` and `switch`, each with
    /// the conditions it shows under (`Group { if showAll { HStack { SortMenu() } } }` is one item, shown only
    /// when `showAll`: it was an item titled "HStack", with no condition).
    static func stackedViews(in statements: [SwiftStatement], notes: [String], depth: Int) -> [(view: SwiftExpression, notes: [String])] {
        var views: [(view: SwiftExpression, notes: [String])] = []
        for statement in statements {
            switch statement {
            case .expression(let expression), .returnStatement(let expression?, _):
                // `EmptyView()` shows nothing (the other branch of an `if`): no item.
                if Self.isNothing(expression) { continue }
                views += stackedViews(expression, notes: notes, depth: depth)
            case .conditional(let conditional):
                for (body, note) in AvailabilityCheck.branches(of: conditional) {
                    views += stackedViews(in: body, notes: notes + (note.map { [$0] } ?? []), depth: depth + 1)
                }
            case .switchStatement(let switchStatement):
                for item in switchStatement.cases {
                    views += stackedViews(in: item.body, notes: notes + [ConditionNote.switchCase(item.label, of: switchStatement.subject)], depth: depth + 1)
                }
            default:
                break
            }
        }
        return views
    }

    /// The byte offset of `location` in the program's file at its path (a container's warning names the place
    /// the container is written, in whichever file that is).
    private func offset(of location: SwiftLocation) -> Int {
        program.files.first { $0.source.path == location.path }?.offset(of: location) ?? 0
    }

    private mutating func warn(_ kind: ImportWarning.Kind, _ message: String, _ file: SwiftFile, _ range: SourceRange) {
        warnings.append(ImportWarning(kind, message, path: file.source.path, range: range))
    }
}

extension SwiftFile {
    /// In an ASCII file a column is the count of bytes from the line's start, found without reading them:
    /// counting the characters before the place cost the length of the line for every location, so a file
    /// written on one long line took time growing with the square of its length.
    func location(of offset: Int) -> SwiftLocation {
        if isASCII {
            let clamped = max(0, min(offset, source.bytes.count))
            let line = source.lineIndex(of: clamped)
            return SwiftLocation(path: source.path, line: line + 1, column: clamped - source.lineStarts[line] + 1)
        }
        let place = source.location(of: offset)
        return SwiftLocation(path: source.path, line: place.line, column: place.column)
    }

    /// The byte offset of `location` in this file (its column counts characters, or bytes in an ASCII file).
    func offset(of location: SwiftLocation) -> Int {
        guard location.line >= 1, location.line <= source.lineStarts.count else { return 0 }
        let start = source.lineStarts[location.line - 1]
        if isASCII { return min(start + max(0, location.column - 1), source.bytes.count) }
        let line = source.lineRange(location.line - 1)
        let text = String(decoding: source.bytes[line], as: UTF8.self)
        return min(line.upperBound, start + text.prefix(max(0, location.column - 1)).utf8.count)
    }

    /// Where the name of a modifier is written (`.sheet` in `List {}.sheet(…) {…}`): a call's range starts
    /// at the start of its whole chain, which is not where a person looks for the modifier.
    func modifierOffset(_ name: String, in call: SwiftCall) -> Int {
        let limit = call.arguments.first?.value.range.start ?? call.trailingClosures.first?.value.range.start ?? call.range.end
        let needle = Array(("." + name).utf8)
        var index = min(limit, source.bytes.count) - needle.count
        while index >= call.range.start {
            if source.bytes[index..<index + needle.count].elementsEqual(needle) { return index + 1 }
            index -= 1
        }
        return call.range.start
    }

    /// The source text of `range`, with runs of white space collapsed to one space.
    func code(_ range: SourceRange) -> String {
        CollapsedText.of(bytes(in: range))
    }

    /// The source bytes of `range`, clipped to the file.
    func bytes(in range: SourceRange) -> ArraySlice<UInt8> {
        let start = max(0, min(range.start, source.bytes.count))
        return source.bytes[start..<max(start, min(range.end, source.bytes.count))]
    }
}

/// `base.a(…).b(…)` split into its core expression and the modifiers applied to it, in order.
enum ModifierChain {
    static func split(_ expression: SwiftExpression) -> (core: SwiftExpression, modifiers: [(String, SwiftCall)]) {
        var modifiers: [(String, SwiftCall)] = []
        var current = expression
        while true {
            if case .call(let call) = current, case .member(let base?, let name, _) = call.callee, !name.startsUppercase {
                modifiers.append((name, call))
                current = base
            } else if case .member(let base?, _, _) = current, isCall(base), !modifiers.isEmpty {
                // `Menu(…) { … }.backport.glass()`: a property of a view that more modifiers follow is a namespace
                // for them (an app's back-deployment shim), not a view of its own: it was a custom item named
                // `backport`.
                current = base
            } else if case .member(let base?, let name, let range) = current, !(base.calleeName?.startsUppercase ?? false) || isCall(base) {
                // A modifier without parentheses is not Swift, but a property access on a view is; keep it as core.
                _ = name
                _ = range
                return (current, modifiers.reversed())
            } else {
                return (current, modifiers.reversed())
            }
        }
    }

    private static func isCall(_ expression: SwiftExpression) -> Bool {
        if case .call = expression { return true }
        return false
    }

    /// `modifiers` (as `split` gives them) applied to `core` in order: the chain `split` took apart, around
    /// another view.
    static func applying(_ modifiers: [(String, SwiftCall)], to core: SwiftExpression) -> SwiftExpression {
        modifiers.reduce(core) { view, modifier in
            let (name, call) = modifier
            return .call(
                SwiftCall(
                    callee: .member(base: view, name: name, range: call.callee.range), allArguments: call.allArguments,
                    parenthesizedCount: call.parenthesizedCount, range: call.range))
        }
    }
}

extension TabFacts {
    /// Records the tab's value (`value:` or `.tag(…)`), which a tab view's selection is matched against.
    mutating func setValue(_ expression: SwiftExpression) {
        value = BindingStart.key(expression)
        if case .string(let literal, _) = expression { valueText = literal.value }
    }
}
