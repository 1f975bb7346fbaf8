import BarDiagnostics
import BarModel

/// Reads the content of `.toolbar { … }` — and of `ToolbarContent` types and `@ToolbarContentBuilder`
/// functions and properties it refers to — into `item`, `menu`, `group`, `spacer` and `overflow-menu` blocks.
///
/// Conditional content is imported with a note saying when it shows: every branch of an `if` or `switch`,
/// `#if` branches that are not for another platform, and one copy of a `ForEach` body. What cannot be read
/// is still imported with what is known (`view: custom`, a title from the code) and reported.
struct ToolbarContentReader {
    /// References to toolbar content followed inside one another beyond this are not followed.
    static let maximumDepth = 8

    let program: SwiftProgram
    var warnings: [ImportWarning] = []
    private var following: [String] = []
    /// How many more types and builders this toolbar may follow: each use is read again, so types that each use
    /// the next several times multiplied (six uses a level, a 650-byte file, took 2 s and 500 MB).
    private var followsLeft = ToolbarContentReader.maximumFollows
    /// The most toolbar content types and builders one `.toolbar` follows in all.
    static let maximumFollows = 4_096
    /// The type whose code is being read: a builder it names is looked up among its own members first.
    private var enclosingType: String?
    /// While a custom `ToolbarContent` type's body is read from a call (`CustomToolbarItem(placement:
    /// .cancellationAction) { Button … }`), what its properties hold for that call (`ArgumentBindings`): the
    /// body's `placement`, `content`, titles and symbols then read as what the caller wrote (in the caller's
    /// file), not as names. Nil outside such a body.
    private var arguments: ArgumentBindings?

    /// `passed`: what the caller of an app's view modifier passed, by parameter name, when the toolbar is read
    /// from that modifier's body (`extension View { func topBarTrailing(content: …) -> some View { toolbar {
    /// ToolbarItemGroup(placement: .topBarTrailing, content: content) } } }`).
    init(program: SwiftProgram, enclosingType: String? = nil, passed: [String: (value: SwiftExpression, file: SwiftFile)] = [:]) {
        self.program = program
        self.enclosingType = enclosingType.map(SwiftProgram.shortName)
        self.arguments = passed.isEmpty ? nil : ArgumentBindings(passed: passed)
    }

    /// Entries of a toolbar (or group) body.
    mutating func content(
        _ statements: [SwiftStatement], file: SwiftFile, notes: [String], placement: ItemPlacement? = nil
    ) -> [ImportedBlock] {
        var blocks: [ImportedBlock] = []
        content(statements, file: file, notes: notes, placement: placement, into: &blocks)
        return blocks
    }

    /// The same, appended to `blocks`. Every reading below appends to the one array of the toolbar (or group)
    /// it is in: returned as arrays of their own, the entries of each statement were copied into the array
    /// around them, and the copies freed, level by level.
    private mutating func content(
        _ statements: [SwiftStatement], file: SwiftFile, notes: [String], placement: ItemPlacement?, into blocks: inout [ImportedBlock]
    ) {
        // A local of a property's name (`let title = …`) hides the property from the content after it.
        let outerArguments = arguments
        defer { arguments = outerArguments }
        for statement in statements {
            if case .variable(let local) = statement, let bound = arguments { arguments = bound.hiding([local.name]) }
            switch statement {
            case .expression(let expression), .returnStatement(let expression?, _):
                entries(expression, file: file, notes: notes, placement: placement, into: &blocks)
            case .conditional(let conditional):
                for (body, note) in AvailabilityCheck.branches(of: conditional) {
                    content(body, file: file, notes: notes + (note.map { [$0] } ?? []), placement: placement, into: &blocks)
                }
            case .switchStatement(let switchStatement):
                for item in switchStatement.cases {
                    let note = ConditionNote.switchCase(item.label, of: switchStatement.subject)
                    content(item.body, file: file, notes: notes + [note], placement: placement, into: &blocks)
                }
            case .conditionalCompilation(let clauses, _):
                for (clause, kind) in zip(clauses, PlatformCondition.classify(clauses)) {
                    switch kind {
                    case .iOS:
                        content(clause.body, file: file, notes: notes, placement: placement, into: &blocks)
                    case .other:
                        let condition = clause.spelledCondition
                        content(clause.body, file: file, notes: notes + [ConditionNote.when(condition)], placement: placement, into: &blocks)
                    case .otherPlatform:
                        if !clause.body.isEmpty {
                            warn(.platformBranch, "toolbar content under '\(clause.spelledCondition)' is not compiled for iOS and is not imported", file, clause.range)
                        }
                    }
                }
            case .other(let inner, _):
                content(inner, file: file, notes: notes, placement: placement, into: &blocks)
            default:
                break
            }
        }
    }

    /// The entries `expression` makes, appended to `blocks`; its modifiers and `notes` apply to those alone.
    private mutating func entries(
        _ expression: SwiftExpression, file: SwiftFile, notes: [String], placement: ItemPlacement?, into blocks: inout [ImportedBlock]
    ) {
        let (core, modifiers) = ModifierChain.split(expression)
        let first = blocks.count
        switch core {
        case .call(let call):
            entries(call: call, whole: expression, file: file, notes: notes, placement: placement, into: &blocks)
        case .name(let name, let range):
            followBuilder(name, range: range, file: file, notes: notes, placement: placement, into: &blocks)
        case .member(_, let name, let range):
            followBuilder(name, range: range, file: file, notes: notes, placement: placement, into: &blocks)
        default:
            warn(.unsupported, "could not read this toolbar content; nothing was imported for it", file, expression.range)
            return
        }
        for (name, call) in modifiers {
            apply(name, call, file: file, to: &blocks, from: first)
        }
        // In place, and only when there is a note to add (nearly every entry has none): copying each block to
        // prepend nothing retained and released all of its strings and arrays.
        if !notes.isEmpty {
            for index in first..<blocks.count { blocks[index].notes = notes + blocks[index].notes }
        }
    }

    private mutating func entries(
        call: SwiftCall, whole: SwiftExpression, file: SwiftFile, notes: [String], placement: ItemPlacement?,
        into blocks: inout [ImportedBlock]
    ) {
        guard let name = call.callee.calleeName else { return }
        switch name {
        case "ToolbarItem":
            let itemPlacement = readPlacement(call, file: file) ?? placement
            let explicitID = call.argument("id").flatMap { TextReader.text(of: $0, file: file, texts: program.texts) }.flatMap { $0.isLiteral ? $0.text : nil }
            var (views, viewFile, viewScope, isPassed, viewType) = passedViews(closureExpressions(call), file: file)
            // `ToolbarItem { settingsButton }`: the view's own property or function that makes the item's view, read
            // in place (it was a custom item named after the property).
            var memberCondition: String?
            var memberIsChoice = false
            // `saveButton.buttonStyle(.borderedProminent)`: the property with modifiers where it is used, which stay
            // on the view it makes.
            // `self.row(for: 2)` is the member itself, not `row(for:)` applied to `self`.
            let split = views.count == 1 ? (SwiftUIRecognizer.isSelfMember(views[0]) ? (core: views[0], modifiers: []) : ModifierChain.split(views[0])) : nil
            let viewModifiers = split?.modifiers ?? []
            if !isPassed, let split, let member = SwiftUIRecognizer.calledMemberName(split.core), let enclosingType,
                let declared = program.memberViews.near(MemberName(enclosingType, member), in: viewFile)
            {
                let made = AvailabilityCheck.expressions(in: declared.statements)
                // Modifiers are put back only on one view made in the same file: their places are that file's.
                let keepsModifiers = viewModifiers.isEmpty || (made.count == 1 && ByteOrder.sameBytes(declared.file.source.path, viewFile.source.path))
                if !made.isEmpty, keepsModifiers {
                    (views, viewFile) = (made.map { ModifierChain.applying(viewModifiers, to: $0) }, declared.file)
                    // `@ViewBuilder var shareButton { if canShare { Button(…) } }`: the item shows only then.
                    memberCondition = Self.onlyCondition(of: declared.statements)
                    // `if allSelected { Button("Deselect All") } else { Button("Select All") }` in the property: the
                    // item's alternate, as when written in the `ToolbarItem`.
                    memberIsChoice = Self.isChoice(declared.statements)
                }
            }
            // `ToolbarItem { Group { Button(…) } }`: a group lays out nothing of its own; its content is the item's
            // (it was imported as a custom view titled "Group"). So is a stack around one view (`HStack {
            // Button(…) }`); a stack of several is one custom view.
            if views.count == 1, case .call(let group) = ModifierChain.split(views[0]).core, let groupName = group.callee.calleeName,
                ["Group", "HStack", "VStack", "ZStack"].contains(groupName),
                case .closure(let content)? = (group.trailingClosures.first ?? group.allArguments.first(where: { $0.label == "content" }))?.value
            {
                let inner = SwiftParser.expressions(in: content.statements)
                if groupName == "Group" || inner.count == 1 { views = inner }
            }
            guard let view = views.first else {
                warn(.unsupported, "an empty ToolbarItem is not imported", file, call.range)
                return
            }
            // `ToolbarItem { EmptyView() }` shows nothing: there is no item to import. (A view of the app's that shows
            // only that stays a custom item here: with no block, the item would be said to be in no screen.)
            if case .call(let empty) = view, empty.callee.calleeName == "EmptyView" { return }
            if Self.isSpacer(appViewShown(view)) {
                // `ToolbarItem { Spacer() }` keeps the items around it apart, as a flexible spacer does.
                blocks.append(Self.flexibleSpacer(at: file.location(of: call.range.start)))
                return
            }
            let areBranches = !isPassed && (Self.isChoice(call) || memberIsChoice)
            var item = ItemReader.item(from: view, file: viewFile, program: program, warnings: &warnings, arguments: viewScope, enclosingType: viewType)
            // The alternates the first branch has of its own (a system button's), without those a choice inside
            // it gave: only those keep the other branch from being the alternate.
            var scratch: [ImportWarning] = []
            let ownAlternates = areBranches
                ? ItemReader.item(
                    from: view, file: viewFile, program: program, warnings: &scratch, choicesAsAlternates: false, arguments: viewScope, enclosingType: viewType)
                : item
            alternatives(views.dropFirst(), of: &item, ownAlternates: ownAlternates, file: viewFile, scope: viewScope, areBranches: areBranches)
            // Where the ToolbarItem is written (inside a custom type's body, for a view its caller passed): the
            // place the unattached-items check looks for.
            item.location = file.location(of: call.range.start)
            if isPassed { item.notes.append("passed by \(viewFile.source.path):\(viewFile.location(of: view.range.start).line)") }
            // `ToolbarItem { if showAll { … } }`: an `if` with one branch that may not run shows the item only then.
            if let condition = Self.onlyCondition(call) ?? memberCondition { item.notes.append(condition) }
            if let explicitID { item.idHint = explicitID }
            if let shows = call.argument("showsByDefault"), case .name("false", _) = shows {
                // In a toolbar people can customize, the item is left out until someone adds it; the language has
                // no such state, so the item is imported as shown and said to be.
                item.notes.append("hidden until someone adds it when customizing the toolbar (showsByDefault: false)")
                warn(.unsupported, "this ToolbarItem is hidden until someone adds it when customizing the toolbar (showsByDefault: false); the spec shows it, as the language has no such state", file, shows.range)
            }
            if let itemPlacement, itemPlacement != .automatic { item.set("placement", .word(itemPlacement.rawValue)) }
            blocks.append(item)
        case "ToolbarItemGroup":
            let groupPlacement = readPlacement(call, file: file) ?? placement
            var children: [ImportedBlock] = []
            for argument in call.allArguments where argument.label == nil || argument.label == "content" {
                if case .closure(let closure) = argument.value {
                    content(closure.statements, file: file, notes: [], placement: groupPlacement, into: &children)
                } else if let given = arguments?.resolve(argument.value), case .closure(let closure) = given.value {
                    // `ToolbarItemGroup(placement: …, content: content)` in an app's modifier: what its caller passed,
                    // read as the caller's code.
                    let inner = arguments
                    arguments = given.scope
                    content(closure.statements, file: given.file, notes: [], placement: groupPlacement, into: &children)
                    arguments = inner
                }
            }
            // Groups do not nest in the language; an inner group's entries join this one.
            children = children.flatMap { $0.keyword == "group" ? $0.children : [$0] }.filter { $0.keyword != "overflow-menu" }
            guard !children.isEmpty else { return }
            let hint = (children.first { $0.idHint != nil }?.idHint).map { $0 + " group" } ?? "group"
            blocks.append(ImportedBlock("group", idHint: hint, children: children, location: file.location(of: call.range.start)))
        case "ToolbarSpacer":
            var kind = ToolbarSpacer.Kind.flexible
            if let first = call.firstUnlabeledArgument {
                if let read = APIVocabulary.spacer(file.code(first.range), in: .swiftUI) {
                    kind = read
                } else {
                    warn(.unknownValue, "spacer sizing '\(file.code(first.range))' is not known; imported as flexible", file, first.range)
                }
            }
            blocks.append(ImportedBlock("spacer", label: kind.rawValue, location: file.location(of: call.range.start)))
        case "ToolbarOverflowMenu":
            var children: [ImportedBlock] = []
            for expression in closureExpressions(call) {
                entries(expression, file: file, notes: [], placement: nil, into: &children)
            }
            children = children.flatMap { $0.keyword == "group" ? $0.children : [$0] }.filter { $0.keyword == "item" || $0.keyword == "menu" }
            blocks.append(ImportedBlock("overflow-menu", children: children, location: file.location(of: call.range.start)))
        case "ForEach":
            warn(.repeatedContent, "toolbar content made by ForEach is imported once, as a template; its items depend on data", file, call.range)
            if case .closure(let closure)? = call.trailingClosures.first?.value ?? call.argument("content") {
                let data = call.arguments.first.map { file.code($0.value.range) } ?? "its data"
                // `ForEach(names) { title in … }`: the element hides a property of its name.
                let outer = arguments
                arguments = arguments?.hiding(closure.parameterNames(in: file))
                content(closure.statements, file: file, notes: ["repeated for each element of \(data)"], placement: placement, into: &blocks)
                arguments = outer
            }
        case "Group":
            if case .closure(let closure)? = call.trailingClosures.first?.value {
                content(closure.statements, file: file, notes: [], placement: placement, into: &blocks)
            }
        case "ToolbarTitleMenu":
            warn(.unsupported, "a toolbar title menu is part of the title, not a bar item; not imported", file, call.range)
        default:
            if let declared = program.toolbarContentTypes[name] {
                // What the call passes is what the type's body reads by its properties' names.
                let outer = arguments
                arguments = ArgumentBindings.forUse(of: declared, call: call, in: file, callerType: enclosingType, scope: outer)
                defer { arguments = outer }
                follow(name, declared, range: call.range, file: file, notes: notes, placement: placement, into: &blocks)
                return
            }
            if name.startsLowercase {
                followBuilder(name, range: call.range, file: file, notes: notes, placement: placement, into: &blocks)
                return
            }
            // `Spacer()` among toolbar content (in a `ToolbarItemGroup`, most often) is not an item: it pushes the
            // items around it apart, as a flexible spacer, which the language allows in a toolbar and a group. A view
            // of the app's that shows only a spacer is one, and one that shows only `EmptyView()` on iOS 27.1
            // (Kiwix's `SpacerBackCompatible`, `EmptyView()` from iOS 26 on) is nothing.
            let shown = appViewShown(whole)
            if case .call(let empty) = shown, empty.callee.calleeName == "EmptyView" { return }
            if Self.isSpacer(shown) {
                blocks.append(Self.flexibleSpacer(at: file.location(of: call.range.start)))
                return
            }
            // A view placed directly in `.toolbar { }`: one item with automatic placement.
            var item = ItemReader.item(from: .call(call), file: file, program: program, warnings: &warnings, arguments: arguments, enclosingType: enclosingType)
            if let placement, placement != .automatic { item.set("placement", .word(placement.rawValue)) }
            blocks.append(item)
        }
    }

    /// The one view a view of the app's shows on iOS 27.1 when used plainly (`SpacerBackCompatible()`, no
    /// arguments or modifiers, a body of one view once availability checks are answered), a few such views deep;
    /// `view` itself otherwise.
    private func appViewShown(_ view: SwiftExpression) -> SwiftExpression {
        var current = view
        for _ in 0..<4 {
            guard case .call(let call) = current, call.allArguments.isEmpty, case .name(let name, _) = call.callee,
                let declared = program.viewTypes[name], case let shown = AvailabilityCheck.expressions(in: declared.statements), shown.count == 1
            else { break }
            current = shown[0]
        }
        return current
    }

    /// What `Spacer()` among toolbar content is: a flexible spacer, keeping the items around it apart.
    static func flexibleSpacer(at location: SwiftLocation) -> ImportedBlock {
        ImportedBlock("spacer", label: ToolbarSpacer.Kind.flexible.rawValue, location: location)
    }

    /// `Spacer()` (with any arguments) and no modifiers: a modified spacer (`.frame(width: 20)`) is a view with
    /// a size of its own, imported as a custom item as before.
    static func isSpacer(_ expression: SwiftExpression) -> Bool {
        guard case .call(let call) = expression, case .name("Spacer", _) = call.callee else { return false }
        return true
    }

    /// A `@ToolbarContentBuilder` function or property — the enclosing type's own, else one found by name
    /// anywhere in the program.
    private mutating func followBuilder(
        _ name: String, range: SourceRange, file: SwiftFile, notes: [String], placement: ItemPlacement?, into blocks: inout [ImportedBlock]
    ) {
        if let declared = program.toolbarBuilder(named: name, in: enclosingType) ?? program.toolbarContentTypes[name] {
            follow(name, declared, range: range, file: file, notes: notes, placement: placement, into: &blocks)
            return
        }
        // A view property or function of the type (`@ViewBuilder var bottomButtons: some View`) among a group's
        // content: its views are the group's items, with the group's placement.
        if let enclosingType, let declared = program.memberViews.near(MemberName(enclosingType, name), in: file) {
            follow(name, declared, range: range, file: file, notes: notes, placement: placement, into: &blocks)
            return
        }
        warn(
            .unresolvedContent,
            "toolbar content '\(name)' is not declared in the imported files; imported as one custom item — import the folder that declares it",
            file, range)
        var item = ImportedBlock("item", idHint: name, location: file.location(of: range.start))
        item.set("title", .string(name))
        item.set("view", .word("custom"))
        item.notes.append("'\(name)' was not found; title from the code")
        blocks.append(item)
    }

    private mutating func follow(
        _ name: String, _ declared: SwiftProgram.Declared, range: SourceRange, file: SwiftFile, notes: [String],
        placement: ItemPlacement?, into blocks: inout [ImportedBlock]
    ) {
        guard !following.contains(name), following.count < ToolbarContentReader.maximumDepth else {
            warn(.tooDeep, "toolbar content '\(name)' refers to itself or is nested too deeply; not followed further", file, range)
            return
        }
        guard followsLeft > 0 else {
            if followsLeft == 0 {
                warn(
                    .tooDeep,
                    "this toolbar uses toolbar content more than \(Self.maximumFollows) times in all, counting each use inside another; '\(name)' and the content after it are not followed",
                    file, range)
                followsLeft = -1
            }
            return
        }
        followsLeft -= 1
        following.append(name)
        let outerType = enclosingType
        // Inside a builder, the builders it names are its own type's; inside a ToolbarContent type, that type's.
        enclosingType = declared.typeName ?? (program.toolbarContentTypes[name] != nil ? name : outerType)
        defer {
            following.removeLast()
            enclosingType = outerType
        }
        content(declared.statements, file: declared.file, notes: [], placement: placement, into: &blocks)
    }

    private mutating func readPlacement(_ call: SwiftCall, file callFile: SwiftFile) -> ItemPlacement? {
        guard var value = call.argument("placement") else { return nil }
        var file = callFile
        // `ToolbarItem(placement: placement)` in a custom type's body: the placement its caller passed, else the
        // property's or parameter's default.
        if let arguments, ArgumentBindings.boundName(value) != nil {
            // A name bound to nothing has a default the importer does not read: automatic.
            guard let given = arguments.resolve(value) else { return nil }
            (value, file) = (given.value, given.file)
        }
        if case .ternary(let condition, let then, let otherwise, _) = value {
            // `isSecondary ? .topBarLeading : .topBarTrailing`: a spec has one placement; the first is taken, and the
            // warning names both (the whole expression read as one spelling matched its last member).
            let first = APIVocabulary.placement(file.code(then.range), in: .swiftUI)
            let second = APIVocabulary.placement(file.code(otherwise.range), in: .swiftUI)
            if let first, first == second { return first }
            let taken = first ?? .automatic
            warn(
                .unknownValue,
                "placement is \(file.code(then.range)) when \(file.code(condition.range)), else \(file.code(otherwise.range)); a spec has one placement, so \(taken.rawValue) is imported — give the other case a screen of its own in the spec if it matters",
                file, value.range)
            return taken
        }
        let spelling = file.code(value.range)
        if let placement = APIVocabulary.placement(spelling, in: .swiftUI) { return placement }
        warn(.unknownValue, "placement '\(spelling)' has no counterpart in the spec language; imported as automatic", file, value.range)
        return .automatic
    }

    /// `views`, with a property bound to a view or a closure (`{ content }` in a custom type's body) replaced by
    /// that view or the closure's views, the file they are written in, the bindings their names are read with,
    /// and whether a caller passed them.
    private func passedViews(
        _ views: [SwiftExpression], file: SwiftFile
    ) -> ([SwiftExpression], SwiftFile, ArgumentBindings?, passed: Bool, type: String?) {
        guard views.count == 1, let given = arguments?.resolve(views[0]) else { return (views, file, arguments, false, enclosingType) }
        // A view the caller passed is read as the caller's code, its own functions the caller's type's.
        let type = given.isPassed ? given.callerType : enclosingType
        if case .closure(let closure) = given.value { return (SwiftParser.expressions(in: closure.statements), given.file, given.scope, given.isPassed, type) }
        return ([given.value], given.file, given.scope, given.isPassed, type)
    }

    /// The views of one `ToolbarItem` after the first: another branch of an `if` inside it (`if isFavorite {
    /// Button("Unfavorite", …) } else { Button("Favorite", …) }`), read as the title and symbol the item switches
    /// to when both are labels; said in a warning when the item cannot hold it (a custom view on either side, a
    /// third view). Only the first view was read, and the others were left out without a word.
    ///
    /// The other branch is the switch between the item's labels: where its title or symbol differs, it is the
    /// alternate, over one a choice inside the first branch gave (which stays where the branch gives none);
    /// `ownAlternates` is the item read without those, whose alternates (a system button's) keep the branch out.
    /// What the other branch's label says of itself (a choice, a constant) is kept in a note.
    private mutating func alternatives(
        _ others: ArraySlice<SwiftExpression>, of item: inout ImportedBlock, ownAlternates: ImportedBlock, file: SwiftFile,
        scope: ArgumentBindings?, areBranches: Bool
    ) {
        // Two views side by side (`Button("Undo"); Button("Redo")`) are not a switch: only the other branch of an
        // `if` is the item's alternate.
        var switched = !areBranches
        for other in others {
            if case .call(let empty) = other, empty.callee.calleeName == "EmptyView" { continue }
            var scratch: [ImportWarning] = []
            let alternative = ItemReader.item(from: other, file: file, program: program, warnings: &scratch, arguments: scope)
            let bothLabels = item.attribute("view") == nil && alternative.attribute("view") == nil && alternative.children.isEmpty
                && item.children.isEmpty
            if !switched, bothLabels, ownAlternates.attribute("alternate-title") == nil, ownAlternates.attribute("alternate-symbol") == nil {
                switched = true
                if let title = alternative.attribute("title"), title != item.attribute("title") { item.set("alternate-title", title) }
                if let symbol = alternative.attribute("symbol"), symbol != item.attribute("symbol") { item.set("alternate-symbol", symbol) }
                let line = file.location(of: other.range.start).line
                item.notes.append("switches to the view at line \(line) in another branch")
                item.notes += alternative.notes.map { "in the branch at line \(line): \($0)" }
                continue
            }
            warn(
                .unsupported,
                "this ToolbarItem also shows '\(ModifierChain.split(other).core.calleeName ?? file.code(other.range))' (in another branch, or beside its first view); only the first view is imported, as one item",
                file, other.range)
        }
    }

    /// Whether a `ToolbarItem`'s content is one `if` (with an `else`), whose views are alternatives.
    static func isChoice(_ call: SwiftCall) -> Bool {
        contentStatements(call).map(isChoice) ?? false
    }

    /// The same for content written as `statements` (a view property's). A `switch` of several cases is a choice
    /// too (`switch mode { case .editing: Button("Done") … case .viewing: Button("Edit") … }`): its second case
    /// was said to be "beside" the first and left out.
    static func isChoice(_ statements: [SwiftStatement]) -> Bool {
        guard statements.count == 1 else { return false }
        switch statements[0] {
        case .conditional(let conditional): return AvailabilityCheck.branches(of: conditional).count > 1
        case .switchStatement(let switchStatement): return switchStatement.cases.count > 1
        default: return false
        }
    }

    /// The condition of an item whose whole content is an `if` with one branch that can run (`only when
    /// showAll`); nil for anything else (an `if` that always runs on iOS 27.1, an `if`/`else`, plain views).
    static func onlyCondition(_ call: SwiftCall) -> String? {
        contentStatements(call).flatMap(onlyCondition(of:))
    }

    /// The same for content written as `statements` (a closure's, a view property's).
    static func onlyCondition(of statements: [SwiftStatement]) -> String? {
        guard statements.count == 1, case .conditional(let conditional) = statements[0] else { return nil }
        let branches = AvailabilityCheck.branches(of: conditional)
        return branches.count == 1 ? branches[0].note : nil
    }

    /// The view expressions in a call's content closure (`ToolbarItem { … }`, `content: { … }`).
    private func closureExpressions(_ call: SwiftCall) -> [SwiftExpression] {
        Self.contentStatements(call).map(AvailabilityCheck.expressions(in:)) ?? []
    }

    /// The statements of a call's content closure (`ToolbarItem { … }`, `content: { … }`): the first closure
    /// without a label or labelled `content`.
    static func contentStatements(_ call: SwiftCall) -> [SwiftStatement]? {
        for argument in call.allArguments where argument.label == nil || argument.label == "content" {
            if case .closure(let closure) = argument.value { return closure.statements }
        }
        return nil
    }

    /// Toolbar-content modifiers: visibility priority, axis behavior, badge, applied to the blocks from `first` on.
    private mutating func apply(_ name: String, _ call: SwiftCall, file: SwiftFile, to blocks: inout [ImportedBlock], from first: Int) {
        guard let value = call.firstUnlabeledArgument else { return }
        switch name {
        case "visibilityPriority":
            guard let priority = APIVocabulary.priority(file.code(value.range)) else {
                warn(.unknownValue, "visibility priority '\(file.code(value.range))' is not known; not imported", file, value.range)
                return
            }
            for index in first..<blocks.count where ["item", "menu", "group"].contains(blocks[index].keyword) {
                blocks[index].set("priority", .word(priority.description))
            }
        case "axisBehavior":
            guard let axis = APIVocabulary.axis(file.code(value.range), in: .swiftUI) else {
                warn(.unknownValue, "axis behavior '\(file.code(value.range))' is not known; not imported", file, value.range)
                return
            }
            for index in first..<blocks.count {
                if ["item", "menu"].contains(blocks[index].keyword) {
                    blocks[index].set("axis", .word(axis.rawValue))
                } else if blocks[index].keyword == "group" {
                    for child in blocks[index].children.indices where ["item", "menu"].contains(blocks[index].children[child].keyword) {
                        blocks[index].children[child].set("axis", .word(axis.rawValue))
                    }
                }
            }
        case "badge":
            guard let badge = TextReader.badge(value, file: file) else {
                warnings.append(ImportWarning(computed: "badge", file.code(value.range), keptAsCode: false, path: file.source.path, range: value.range))
                return
            }
            for index in first..<blocks.count where ["item", "menu"].contains(blocks[index].keyword) {
                blocks[index].set("badge", badge)
            }
        default:
            break
        }
    }

    private mutating func warn(_ kind: ImportWarning.Kind, _ message: String, _ file: SwiftFile, _ range: SourceRange) {
        warnings.append(ImportWarning(kind, message, path: file.source.path, range: range))
    }
}
