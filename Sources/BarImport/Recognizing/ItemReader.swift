import BarDiagnostics

/// Reads one view placed in a toolbar — `Button` in every label form, `Label`, `Menu`, `ShareLink`,
/// `EditButton`, `Toggle`, a custom view — into an `item` or `menu` block.
enum ItemReader {
    /// Buttons the system labels itself: title, symbol and the title it switches to.
    static let systemButtons: [String: (title: String, symbol: String?, alternate: String?)] = [
        "EditButton": ("Edit", nil, "Done"),
        "PasteButton": ("Paste", "doc.on.clipboard", nil),
        "RenameButton": ("Rename", "pencil", nil),
        "ShareLink": ("Share", "square.and.arrow.up", nil),
    ]

    /// The label the system gives a `Button(role:action:)` written without one, by role. Apple's reference gives
    /// such a button a default label, an `x` for `.cancel`; the titles, and the symbols of `.close` and
    /// `.confirm`, are this importer's model (the system's close and done glyphs, named as the matching bar
    /// button items are). A button with a label of its own keeps it; another role is warned about.
    static let roleLabels: [String: (title: String, symbol: String)] = [
        "close": ("Close", "xmark"),
        "confirm": ("Done", "checkmark"),
        "cancel": ("Cancel", "xmark"),
    ]

    /// Views that are controls rather than buttons: imported as `view: custom`.
    static let controls: Set<String> = [
        "Picker", "Slider", "Stepper", "TextField", "SecureField", "DatePicker", "ColorPicker", "ProgressView", "Gauge",
        "Spacer", "Divider",
    ]

    /// The item `expression` makes. With `choicesAsAlternates` false, a title or symbol chosen by a condition
    /// keeps its note but gives no alternate, so the item has only alternates of its own (a system button's):
    /// what `ToolbarContentReader.alternatives` asks before an `if`'s other branch becomes the alternate.
    /// `arguments`: what the properties of the type `expression` is written in hold for the use being read;
    /// `enclosingType`: that type, whose own view functions and properties a menu's content may call.
    static func item(
        from expression: SwiftExpression, file: SwiftFile, program: SwiftProgram, warnings: inout [ImportWarning],
        depth: Int = 0, choicesAsAlternates: Bool = true, arguments: ArgumentBindings? = nil, enclosingType: String? = nil
    ) -> ImportedBlock {
        let texts = program.swiftUITexts.binding(arguments)
        let (core, modifiers) = ModifierChain.split(expression)
        var item = ImportedBlock("item", location: file.location(of: expression.range.start))
        var title: TextValue?
        var symbol: TextValue?
        /// An image of the app's own shown instead of a symbol (`Image("compose")`), named by a literal.
        var image: TextValue?
        /// The title is the name of the label's view (warned about where it is made), not code.
        var titleNamesTheLabel = false
        /// A control's title read from its label, said when computed as a button's is (a control's own title is
        /// its kind's name, or its first argument).
        var titleFromControlLabel = false

        func warn(_ kind: ImportWarning.Kind, _ message: String, _ range: SourceRange) {
            warnings.append(ImportWarning(kind, message, path: file.source.path, range: range))
        }

        guard case .call(let call) = core, let name = call.callee.calleeName else {
            // A view the app hands in (`actions.page`, `pageIndicator`): its title is its accessibility label,
            // its id the name it is reached by.
            let code = file.code(core.range)
            item.set("view", .word("custom"))
            item.idHint = core.calleeName ?? code
            applyModifiers(modifiers, to: &item, file: file, texts: texts, warnings: &warnings)
            if item.attribute("title") == nil {
                warn(
                    .customView,
                    "'\(code)' is not a view the importer knows; imported as a custom item without a title (give it one with .accessibilityLabel(…))",
                    core.range)
                item.notes.append("custom view \(code.count > 60 ? String(code.prefix(59)) + "…" : code), no title in the code")
            }
            return item
        }

        switch name {
        case "Button", "NavigationLink", "Link", "Toggle", "Label", "Text", "Image", "Menu", "ShareLink":
            if name == "Menu" { item.keyword = "menu" }
            if name == "Image" {
                symbol = TextReader.symbolArgument(call, "systemName", file: file, texts: texts)
                if symbol == nil { image = LabelReader.assetImage(call, argument: nil, file: file, texts: texts) }
                if symbol == nil, image == nil {
                    warn(.customView, "an image not named by a string literal or a constant holding one (or named by an empty one) has no name the spec can give; imported as a custom item", call.range)
                    item.set("view", .word("custom"))
                }
            } else {
                // `Text(verbatim: "\(index + 1) / \(count)")` has no unlabeled argument: read as the whole `Text`
                // (it gave no title and no word).
                let textArgument = call.firstUnlabeledArgument ?? (name == "Text" ? call.argument("verbatim") : nil)
                title = textArgument.flatMap { argument in
                    if case .closure = argument { return nil }
                    // `Text` as a whole: its `verbatim:` and `tableName:` decide how its text is read.
                    if name == "Text" { return TextReader.text(of: .call(call), file: file, texts: texts) }
                    return TextReader.text(of: argument, file: file, texts: texts)
                }
                symbol = TextReader.symbolArgument(call, "systemImage", file: file, texts: texts)
                if symbol == nil, let argument = call.argument("image") {
                    // `Label("Send", image: "paper-plane")`; an image named by other code (`image: .pin`, an
                    // `ImageResource`) has no asset name the spec can give, and is said to be left out.
                    image = LabelReader.assetImage(call, argument: "image", file: file, texts: texts)
                    if image == nil {
                        warnings.append(ImportWarning(computed: "image", file.code(argument.range), keptAsCode: false, path: file.source.path, range: argument.range))
                    }
                }
            }
            // The label: `label:`, or the trailing closure of `Button(action:) { … }` / `Menu { } label: { }`.
            var labelClosure: SwiftClosure?
            if case .closure(let closure)? = call.argument("label") {
                labelClosure = closure
            } else if ["Button", "NavigationLink", "Toggle"].contains(name), call.argument("action") != nil || name != "Button",
                title == nil, case .closure(let closure)? = call.trailingClosures.first?.value
            {
                labelClosure = closure
            } else if name == "ShareLink", title == nil, case .closure(let closure)? = call.trailingClosures.first?.value {
                labelClosure = closure
            } else if name == "Label" {
                labelClosure = nil
                for argument in call.allArguments where argument.label == "title" || argument.label == "icon" {
                    if case .closure(let closure) = argument.value {
                        let read = LabelReader.label(in: SwiftParser.expressions(in: closure.statements), file: file, texts: texts)
                        title = title ?? read.title
                        symbol = symbol ?? read.symbol
                        if symbol == nil { image = image ?? read.image }
                    }
                }
            }
            if let labelClosure {
                var views = SwiftParser.expressions(in: labelClosure.statements)
                var (labelFile, labelTexts) = (file, texts)
                // `Menu { … } label: { label }` in a type's body: the label its caller passed, read as the caller's.
                if views.count == 1, let given = arguments?.resolve(views[0]) {
                    if case .closure(let closure) = given.value { views = SwiftParser.expressions(in: closure.statements) } else { views = [given.value] }
                    (labelFile, labelTexts) = (given.file, program.swiftUITexts.binding(given.scope))
                }
                let read = LabelReader.label(in: views, file: labelFile, texts: labelTexts)
                title = title ?? read.title
                symbol = symbol ?? read.symbol
                if symbol == nil { image = image ?? read.image }
                // A label that shows no text but tells VoiceOver what it is (`Image(systemName: "plus")
                // .accessibilityLabel("Add")` inside it, or `Button { … } label: { Avatar() }.accessibilityLabel(
                // "Settings")` around it): that is its title, also when the code computes it (said below). The
                // view's name stood in for it, and the warning asked for the label the code already has.
                // The button's own label wins over one its content gives, as VoiceOver reads it.
                if title == nil, systemButtons[name] == nil {
                    title = accessibilityLabel(modifiers, file: file, texts: texts)
                        ?? views.lazy.compactMap { accessibilityLabel(ModifierChain.split($0).modifiers, file: labelFile, texts: labelTexts) }.first
                }
                if title != nil, symbol == nil, image == nil, let unread = read.unreadImage {
                    // Titled, but its icon is an image no literal names: the title is kept, the icon said to be lost.
                    warnings.append(
                        ImportWarning(computed: "image", labelFile.code(unread.range), keptAsCode: false, path: labelFile.source.path, range: unread.range))
                }
                if title == nil, symbol == nil, image == nil, systemButtons[name] == nil, let view = views.first {
                    // A view of the app (`AvatarImage(…)`) as the whole label: nothing names the item, so its title
                    // comes from the view's name, and it is said. (An asset image is the item's `image`.)
                    let (core, _) = ModifierChain.split(view)
                    let viewName = core.calleeName ?? "label"
                    title = TextValue(text: IdentifierMaker.words(viewName), isLiteral: false)
                    titleNamesTheLabel = true
                    let label = viewName == "Image" ? "an image not named by a string literal or a constant holding one (or named by an empty one)" : "the view '\(viewName)'"
                    warnings.append(
                        ImportWarning(
                            .customView,
                            "this \(name)'s label is \(label), so nothing in the code names it; imported with the title '\(title!.text)' — give it a title and a symbol in the spec, and an .accessibilityLabel in the code",
                            path: labelFile.source.path, range: view.range))
                }
            }
            if name == "Button", title == nil, symbol == nil, labelClosure == nil, let role = call.argument("role") {
                // `Button(role: .close) { dismiss() }`: the system labels it.
                let roleName = APIVocabulary.member(file.code(role.range))
                if let label = roleLabels[roleName] {
                    title = TextValue(text: label.title, isLiteral: true)
                    symbol = TextValue(text: label.symbol, isLiteral: true)
                    item.notes.append("role .\(roleName) without a label: the system's \(label.title) button")
                } else {
                    warn(
                        .customView,
                        "a button with the role '\(roleName)' and no label: the label the system gives it is not known to the importer; give it a title and a symbol",
                        call.range)
                }
            }
            if let system = systemButtons[name] {
                if title == nil { title = TextValue(text: system.title, isLiteral: true) }
                if symbol == nil, let systemSymbol = system.symbol { symbol = TextValue(text: systemSymbol, isLiteral: true) }
            }
            if name == "Menu" {
                item.children = menuEntries(call, file: file, program: program, warnings: &warnings, arguments: arguments, enclosingType: enclosingType)
            }
        case _ where systemButtons[name] != nil:
            let system = systemButtons[name]!
            title = call.firstUnlabeledArgument.flatMap { TextReader.text(of: $0, file: file, texts: texts) } ?? TextValue(text: system.title, isLiteral: true)
            if let systemSymbol = system.symbol { symbol = TextValue(text: systemSymbol, isLiteral: true) }
            if let alternate = system.alternate {
                item.notes.append("\(name) switches between '\(system.title)' and '\(alternate)'")
                item.set("alternate-title", .string(alternate))
            }
        case _ where controls.contains(name):
            title = call.firstUnlabeledArgument.flatMap { TextReader.text(of: $0, file: file, texts: texts) }
            // `Picker(selection: $order) { … } label: { Text("Sort") … }` (or the older `label: Text("Sort")`): its
            // label's first text (a picker in a menu was titled "Picker"); computed, it is said as a button's is.
            if title == nil, let label = call.argument("label") {
                let views = if case .closure(let closure) = label { SwiftParser.expressions(in: closure.statements) } else { [label] }
                title = LabelReader.label(in: views, file: file, texts: texts).title
                titleFromControlLabel = title != nil
            }
            item.set("view", .word("custom"))
            if title == nil { title = TextValue(text: IdentifierMaker.words(name), isLiteral: false) }
            item.notes.append("a \(name) control: a custom view with no vertical layout")
        default:
            // A view type of the app: read through its body when that is one button-like view.
            // Only a body that is one view on iOS 27.1 (an availability check's branch that runs counts): of an
            // `if`/`else`, reading the first branch alone dropped the other without a word (the view stays a custom
            // item, and is said to be).
            if depth < 4, let declared = program.viewTypes[name], case let running = AvailabilityCheck.expressions(in: declared.statements),
                running.count == 1, let inner = running.first,
                ModifierChain.split(inner).core.calleeName.map({
                    ["Button", "Menu", "ShareLink", "Label", "NavigationLink", "Toggle", "EditButton"].contains($0)
                }) == true
            {
                // Its body read with what this use gives its properties (`ToolbarButton(title: "Add", icon: "plus")`).
                var read = ItemReader.item(
                    from: inner, file: declared.file, program: program, warnings: &warnings, depth: depth + 1,
                    choicesAsAlternates: choicesAsAlternates,
                    arguments: ArgumentBindings.forUse(of: declared, call: call, in: file, callerType: enclosingType, scope: arguments)
                        .hiding(ArgumentBindings.declaredNames(in: declared.statements)))
                read.location = file.location(of: expression.range.start)
                applyModifiers(modifiers, to: &read, file: file, texts: texts, warnings: &warnings)
                return read
            }
            title = TextValue(text: IdentifierMaker.words(name), isLiteral: false)
            item.set("view", .word("custom"))
            item.notes.append("custom view \(name): title from its type name")
            warn(
                .customView,
                "custom view '\(name)' imported as 'view: custom' with the title '\(title!.text)'; give it a title and symbol in the spec if it has them",
                call.range)
        }

        if let title {
            item.set("title", string: title.text)
            if let note = title.note("title") { item.notes.append(note) }
            if !title.isLiteral, item.attribute("view") == nil || titleFromControlLabel, !titleNamesTheLabel {
                warnings.append(ImportWarning(computed: "title", title.text, keptAsCode: true, path: file.source.path, range: call.range))
                item.notes.append("title from the code")
            }
        }
        if let symbol {
            if symbol.isLiteral {
                item.set("symbol", string: symbol.text)
            } else {
                warnings.append(ImportWarning(computed: "symbol", symbol.text, keptAsCode: false, path: file.source.path, range: call.range))
            }
        }
        if symbol == nil, let image {
            // An image of the app's own instead of a symbol: an icon as a symbol is (P12).
            item.set("image", string: image.text)
            if let note = image.note("image") { item.notes.append(note) }
        }
        if choicesAsAlternates { setAlternates(title: title, symbol: symbol, on: &item) }
        if let note = symbol?.noteIfChosen("symbol") { item.notes.append(note) }
        // Ids come from what people read: a literal title, else a literal symbol, else the code.
        // Without a title, the name of the action it calls (`action: store.toggleFavorite`) says more than
        // its symbol does.
        let literalTitle = title.flatMap { $0.isLiteral && !$0.text.isEmpty ? $0.text : nil }
        let literalSymbol = symbol.flatMap { $0.isLiteral ? $0.text : nil }
        let actionName: String? = call.argument("action").flatMap { written -> String? in
            // A property of the type being read names what its caller passed (a closure names nothing).
            let action = arguments?.resolve(written)?.value ?? written
            switch action {
            case .name(let name, _), .member(_, let name, _): return name
            default: return nil
            }
        }
        item.idHint = IdentifierMaker.firstUsableHint(literalTitle, actionName, literalSymbol, image?.text, title?.text, symbol?.text)
        if item.keyword == "menu" && item.children.isEmpty { item.keyword = "item" }
        applyModifiers(modifiers, to: &item, file: file, texts: texts, warnings: &warnings)
        return item
    }

    /// The alternate title and symbol of an item whose title or symbol the code chooses by a condition
    /// (`isEditing ? "Done" : "Edit"`): the label it switches to (P17), unless the item already has one.
    static func setAlternates(title: TextValue?, symbol: TextValue?, on item: inout ImportedBlock) {
        if let title, title.isLiteral, let other = title.choice?.otherwise, item.attribute("alternate-title") == nil {
            item.set("alternate-title", .string(other))
        }
        if let symbol, symbol.isLiteral, let other = symbol.choice?.otherwise, item.attribute("alternate-symbol") == nil {
            item.set("alternate-symbol", .string(other))
        }
    }

    private static func applyModifiers(
        _ modifiers: [(String, SwiftCall)], to item: inout ImportedBlock, file: SwiftFile, texts: AppTexts,
        warnings: inout [ImportWarning]
    ) {
        for (name, call) in modifiers {
            // `.accessibility(label: Text("Send"))`, the spelling before `.accessibilityLabel(_:)`.
            let older = name == "accessibility" ? call.argument("label") : nil
            guard let value = call.firstUnlabeledArgument ?? older else { continue }
            switch name {
            case "badge":
                if let badge = TextReader.badge(value, file: file) {
                    item.set("badge", badge)
                } else {
                    warnings.append(ImportWarning(computed: "badge", file.code(value.range), keptAsCode: false, path: file.source.path, range: value.range))
                }
            case "visibilityPriority":
                if let priority = APIVocabulary.priority(file.code(value.range)) {
                    item.set("priority", .word(priority.description))
                }
            case "axisBehavior":
                if let axis = APIVocabulary.axis(file.code(value.range), in: .swiftUI) { item.set("axis", .word(axis.rawValue)) }
            case _ where name == "accessibilityLabel" || (name == "accessibility" && older != nil):
                // What VoiceOver says and the overflow menu shows: the title of a view that has none of its own.
                guard item.attribute("title") == nil, let text = accessibilityLabel([(name, call)], file: file, texts: texts), text.isLiteral else { continue }
                item.set("title", string: text.text)
                if let hint = IdentifierMaker.firstUsableHint(text.text) { item.idHint = hint }
                if let note = text.note("title") { item.notes.append(note) }
            default:
                break
            }
        }
    }

    /// The text `modifiers` give VoiceOver (`.accessibilityLabel("Add")`, or `.accessibility(label: Text("Add"))`
    /// as it was spelled before), the first that says something, as `applyModifiers` takes it; nil when none does.
    static func accessibilityLabel(_ modifiers: [(String, SwiftCall)], file: SwiftFile, texts: AppTexts) -> TextValue? {
        for (name, call) in modifiers where name == "accessibilityLabel" || name == "accessibility" {
            guard let value = name == "accessibility" ? call.argument("label") : call.firstUnlabeledArgument,
                let text = TextReader.text(of: value, file: file, texts: texts), !text.text.trimmingSpaces.isEmpty
            else { continue }
            return text
        }
        return nil
    }

    /// The entries of a `Menu`: each button (or nested menu) in its content becomes an `item`.
    private static func menuEntries(
        _ call: SwiftCall, file: SwiftFile, program: SwiftProgram, warnings: inout [ImportWarning], arguments: ArgumentBindings?,
        enclosingType: String?
    ) -> [ImportedBlock] {
        var content: SwiftClosure?
        if case .closure(let closure)? = call.argument("content") {
            content = closure
        } else if case .closure(let closure)? = call.trailingClosures.first?.value, call.trailingClosures.first?.label == nil {
            content = closure
        }
        guard let content else { return [] }
        var entries: [ImportedBlock] = []
        collectEntries(
            content.statements, file: file, program: program, warnings: &warnings, notes: [], into: &entries, depth: 0, arguments: arguments,
            enclosingType: enclosingType)
        return entries
    }

    private static func collectEntries(
        _ statements: [SwiftStatement], file: SwiftFile, program: SwiftProgram, warnings: inout [ImportWarning], notes: [String],
        into entries: inout [ImportedBlock], depth: Int, arguments: ArgumentBindings?, enclosingType: String?
    ) {
        guard depth < 6 else { return }
        for statement in statements {
            switch statement {
            case .expression(let expression), .returnStatement(let expression?, _):
                let (core, _) = ModifierChain.split(expression)
                // `Menu { content }` in a type's body: the entries of the closure its caller passed, read as theirs.
                if let given = arguments?.resolve(core), case .closure(let closure) = given.value {
                    collectEntries(
                        closure.statements, file: given.file, program: program, warnings: &warnings, notes: notes, into: &entries, depth: depth + 1,
                        arguments: given.scope, enclosingType: given.isPassed ? given.callerType : enclosingType)
                    continue
                }
                // `Menu { importActions() }`: the entries the view's own function or property makes, read there (they
                // were one custom entry named after the function). Only without arguments: what a function does
                // with its parameters (`if showURL { … }`) is not read, and would be taken for a condition.
                if let enclosingType, let member = SwiftUIRecognizer.memberName(core),
                    let declared = program.memberViews.near(MemberName(enclosingType, member), in: file)
                {
                    var made: [ImportedBlock] = []
                    collectEntries(
                        declared.statements, file: declared.file, program: program, warnings: &warnings, notes: notes, into: &made,
                        depth: depth + 1, arguments: nil, enclosingType: enclosingType)
                    // Nothing read there (a view the importer does not take apart): one custom entry, as before.
                    if !made.isEmpty {
                        entries += made
                        continue
                    }
                }
                guard case .call(let call) = core, let name = call.callee.calleeName else { continue }
                // `Menu { OwnerActions() }`: a view of the app whose body is several buttons lists them, read with what
                // this use gives its properties (it was one custom entry named after the type). A body of one
                // view is that view's entry, below.
                if depth < 4, let declared = program.viewTypes[name], AvailabilityCheck.expressions(in: declared.statements).count > 1 {
                    var made: [ImportedBlock] = []
                    let bound = ArgumentBindings.forUse(of: declared, call: call, in: file, callerType: enclosingType, scope: arguments)
                        .hiding(ArgumentBindings.declaredNames(in: declared.statements))
                    collectEntries(
                        declared.statements, file: declared.file, program: program, warnings: &warnings, notes: notes, into: &made,
                        depth: depth + 1, arguments: bound, enclosingType: SwiftProgram.shortName(name))
                    if !made.isEmpty {
                        // At the use: two uses of the view in one menu are two sets of entries, not one read again.
                        let use = file.location(of: expression.range.start)
                        entries += made.map { entry in
                            var placed = entry
                            placed.location = use
                            return placed
                        }
                        continue
                    }
                }
                switch name {
                case "Divider", "Spacer":
                    continue
                case "Section", "Group", "ControlGroup", "ForEach":
                    let extra = name == "ForEach" ? ["repeated for each element of \(call.arguments.first.map { file.code($0.value.range) } ?? "its data")"] : []
                    for argument in call.allArguments where argument.label == nil || argument.label == "content" {
                        if case .closure(let closure) = argument.value {
                            // A `ForEach`'s element hides a property of its name.
                            let inner = name == "ForEach" ? arguments?.hiding(closure.parameterNames(in: file)) : arguments
                            collectEntries(
                                closure.statements, file: file, program: program, warnings: &warnings, notes: notes + extra, into: &entries,
                                depth: depth + 1, arguments: inner, enclosingType: enclosingType)
                        }
                    }
                default:
                    var entry = item(from: expression, file: file, program: program, warnings: &warnings, arguments: arguments, enclosingType: enclosingType)
                    // A menu's entries are items: a submenu is one entry, and what it lists is said (it was lost
                    // without a word; UIKit's importer said it).
                    if !entry.children.isEmpty {
                        warnings.append(
                            ImportWarning(
                                .unsupported,
                                "a menu inside a menu has no counterpart in the language (a menu lists items); imported as one entry, without the entries it lists (\(entry.children.count))",
                                path: file.source.path, range: call.range))
                    }
                    entry.keyword = "item"
                    entry.children = []
                    entry.notes = notes + entry.notes
                    entries.append(entry)
                }
            case .conditional(let conditional):
                for (body, note) in AvailabilityCheck.branches(of: conditional) {
                    collectEntries(body, file: file, program: program, warnings: &warnings, notes: notes + (note.map { [$0] } ?? []), into: &entries, depth: depth + 1, arguments: arguments, enclosingType: enclosingType)
                }
            case .conditionalCompilation(let clauses, _):
                for (clause, kind) in zip(clauses, PlatformCondition.classify(clauses)) where kind != .otherPlatform {
                    collectEntries(clause.body, file: file, program: program, warnings: &warnings, notes: notes, into: &entries, depth: depth + 1, arguments: arguments, enclosingType: enclosingType)
                }
            default:
                break
            }
        }
    }
}

extension IdentifierMaker {
    /// `FilterButton` → `Filter Button`: a type name as words, for a title taken from code.
    static func words(_ name: String) -> String {
        var result = ""
        var previousWasLower = false
        for character in name {
            if character.isUppercase && previousWasLower { result.append(" ") }
            result.append(character)
            previousWasLower = character.isLowercase || character.isNumber
        }
        return result
    }
}
