import BarDiagnostics

/// Every Swift file of one import, parsed once, with an index of the declarations bars are built from.
///
/// Real apps keep toolbar items in small reusable types (`struct ComposeToolbar: ToolbarContent`), in
/// `@ToolbarContentBuilder` functions and properties, and screens in view types used by other views —
/// often in another file or another package of the same repository. The index finds them by name across
/// all files given to one import, so a recognizer can follow a reference wherever it is declared.
public struct SwiftProgram: Sendable {
    public let files: [SwiftFile]
    /// Types conforming to `ToolbarContent` (or whose `body` is toolbar content), by name.
    let toolbarContentTypes: [String: Declared]
    /// Types conforming to `View`, by name.
    let viewTypes: [String: Declared]
    /// `@ToolbarContentBuilder` functions and properties (and those returning `some ToolbarContent`), by name.
    let toolbarBuilders: [String: Declared]
    /// The same, by the type that declares them (in its body or an extension): `EditNoteView.toolbarContent`.
    /// Many views of one app each have a private `toolbarContent`; a view's own comes first.
    let memberToolbarBuilders: [MemberName: Declared]
    /// A view type's own computed properties and functions that make views (`private var content: some View`,
    /// `@ViewBuilder func list() -> some View`), by type and name: a body that reads `content` has the bars
    /// declared there, as if they were written in place.
    let memberViews: MemberViews
    /// The functions of `extension View` that make views (the app's own view modifiers), by name: asked of every
    /// modifier a view applies that SwiftUI's reading does not know (`.padding()`, `.font(…)`), so looked up in a
    /// table of their own, empty in most apps.
    let viewModifiers: [String: Declared]
    /// The static text constants of every file (`UserText.done`) and the app's string tables, read when a title
    /// names a constant or a localization key.
    let texts: AppTexts
    /// `texts` for SwiftUI's views, whose plain literals are localization keys (`AppTexts.localizesPlainLiterals`).
    let swiftUITexts: AppTexts

    /// A declaration's statements (a type's `body`, a function's body) and the file they are in.
    struct Declared: Sendable {
        var statements: [SwiftStatement]
        var file: SwiftFile
        var range: SourceRange
        /// The initial values of the type's stored properties (`@State private var selectedTab = "inbox"`),
        /// by name: a binding passed to a container (`TabView(selection: $selectedTab)`) starts there.
        var initialValues: [String: SwiftExpression] = [:]
        /// The type a builder is a member of, so the builders it names are looked up there first.
        var typeName: String?
        /// For a view type, the stored properties that hold views its caller passes (`@ViewBuilder let content:
        /// Content`, `let content: () -> Content`), in declaration order: a wrapper such as `AppNavigationStack {
        /// … }` shows its caller's views where its body reads them.
        var contentProperties: [String] = []
        /// For a function, its parameters: a view modifier of the app's (`extension View { func topBarTrailing(
        /// content: …) }`) reads what its caller passes by their names.
        var parameters: [SwiftParameter] = []
        /// For a toolbar content or view type, the initializers its own declaration has (none: the memberwise
        /// one), which say what a use's arguments set (`ArgumentBindings`).
        var initializers: [Initializer] = []
        /// For a toolbar content or view type, the names of its stored properties, in order: the labels of its
        /// memberwise initializer.
        var storedProperties: [String] = []
        /// For a toolbar content or view type, its declaration: what its memberwise initializer gives a default
        /// (`SwiftProgram.memberwiseDefaults(of:)`) is read from it when a call's trailing closure asks, which is
        /// rare — read for every type as it was indexed, it cost 1.3 % of an import.
        var declaration: SwiftTypeDeclaration?
        /// For a view type, its name with the type it is declared in (`Adjust.RootView` for a `RootView` in
        /// `extension Adjust`), or its own name at the top level: what tells apart two views of one name.
        var qualifiedName: String?
    }

    /// The name of each type of `file` with the type it is declared in (`Adjust.RootView`), for the types declared
    /// inside another (`Declared.qualifiedName`).
    static func qualifiedNames(in file: SwiftFile) -> [ObjectIdentifier: String] {
        var result: [ObjectIdentifier: String] = [:]
        func walk(_ statements: [SwiftStatement], enclosing: String?, depth: Int) {
            guard depth < SwiftParser.maximumDepth else { return }
            for statement in statements {
                switch statement {
                case .type(let type):
                    if let enclosing { result[ObjectIdentifier(type)] = enclosing + "." + shortName(type.name) }
                    walk(type.members, enclosing: shortName(type.name), depth: depth + 1)
                case .conditionalCompilation(let clauses, _):
                    for clause in clauses { walk(clause.body, enclosing: enclosing, depth: depth + 1) }
                default:
                    break
                }
            }
        }
        walk(file.statements, enclosing: nil, depth: 0)
        return result
    }

    /// The stored properties of `type` that hold views its caller passes (see `Declared.contentProperties`): no
    /// initial value and no getter, and marked `@ViewBuilder` or of a view type the caller chooses — a generic
    /// parameter constrained to `View` (`let header: () -> Header` in `Card<Header: View>`), `AnyView`, or a
    /// type named `…Content` (a parameter constrained elsewhere, as in an extension).
    static func contentProperties(of type: SwiftTypeDeclaration) -> [String] {
        type.members.compactMap { member -> String? in
            guard case .variable(let variable) = member, !variable.hasGetter, variable.initializer == nil else { return nil }
            if variable.attributes.contains(where: { $0 == "ViewBuilder" || $0 == "SwiftUI.ViewBuilder" }) { return variable.name }
            var typeText = (variable.typeText ?? "").filter { $0 != " " }
            if typeText.hasPrefix("()->") { typeText.removeFirst(4) }
            return typeText == "AnyView" || typeText.hasSuffix("Content") || type.viewParameters.contains(typeText) ? variable.name : nil
        }
    }

    /// The toolbar builder `name` as seen from inside `typeName`: the type's own member first, then any.
    func toolbarBuilder(named name: String, in typeName: String?) -> Declared? {
        if let typeName, let own = memberToolbarBuilders[MemberName(typeName, name)] { return own }
        return toolbarBuilders[name]
    }

    /// `A.B` → `B`: types are looked up by their last name.
    static func shortName(_ typeName: String) -> String {
        // Splitting by characters is the rule; a name with no period byte (nearly every one) is its own last part.
        // Its bytes are searched in place: `utf8.contains` stepped through a name at ten instructions a byte.
        var name = typeName
        guard name.withUTF8({ $0.contains(UInt8(ascii: ".")) }) else { return typeName }
        return typeName.split(separator: ".").last.map(String.init) ?? typeName
    }

    public init(files: [SwiftFile], stringTables: StringTables = StringTables()) {
        self.init(files: files, indexes: files.map(FileIndex.init), stringTables: stringTables)
    }

    /// The program of `files` from each file's own index (`FileIndex`, one per file in the same order), which
    /// an import builds on every processor first: indexing reads the bodies of views and builders, and a body
    /// left for its first reader (`DeferredBody`) is parsed then.
    init(files: [SwiftFile], indexes: [FileIndex], stringTables: StringTables = StringTables(), assets: AssetCatalog = AssetCatalog()) {
        precondition(indexes.count == files.count, "one index per file")
        self.files = files
        // Merged in file order, each name keeping its first declaration: what indexing the files one after
        // another into one index kept.
        var merged = FileIndex()
        for index in indexes { merged.append(index) }
        self.toolbarContentTypes = merged.toolbarTypes
        self.viewTypes = merged.views
        self.toolbarBuilders = merged.builders
        self.memberToolbarBuilders = merged.memberBuilders
        self.memberViews = merged.memberViews
        var viewModifiers: [String: Declared] = [:]
        for (name, declared) in merged.memberViews.first where name.type == "View" { viewModifiers[name.member] = declared }
        self.viewModifiers = viewModifiers
        self.texts = AppTexts(
            constants: StringConstants(files: files), tables: stringTables, assets: assets, helpers: LocalizationHelpers(files: files),
            swiftGen: SwiftGenKeys(tables: stringTables, files: files))
        var swiftUITexts = texts
        swiftUITexts.localizesPlainLiterals = true
        self.swiftUITexts = swiftUITexts
    }

    /// The declarations of one file that the program looks up by name, each keeping its first declaration in
    /// the file.
    struct FileIndex: Sendable {
        var toolbarTypes: [String: Declared] = [:]
        var views: [String: Declared] = [:]
        var builders: [String: Declared] = [:]
        var memberBuilders: [MemberName: Declared] = [:]
        var memberViews = MemberViews()

        init() {}

        init(_ file: SwiftFile) {
            add(file)
        }

        /// Indexes `file`'s declarations into this index, after those already in it: the walk the program once
        /// made over every file into one index, which merging each file's own gives too (ProgramIndexTests).
        mutating func add(_ file: SwiftFile) {
            SwiftProgram.index(
                file.statements, file: file, enclosingType: nil, toolbarTypes: &toolbarTypes, views: &views, builders: &builders,
                memberBuilders: &memberBuilders, memberViews: &memberViews)
        }

        /// `later`'s declarations after these: a name declared here keeps this declaration.
        mutating func append(_ later: FileIndex) {
            Self.append(later.toolbarTypes, to: &toolbarTypes)
            Self.append(later.views, to: &views)
            Self.append(later.builders, to: &builders)
            Self.append(later.memberBuilders, to: &memberBuilders)
            memberViews.append(later.memberViews)
        }

        private static func append<Key: Hashable>(_ later: [Key: Declared], to index: inout [Key: Declared]) {
            if index.isEmpty {
                index = later
                return
            }
            for (key, declared) in later { index.keepFirst(declared, forKey: key) }
        }
    }

    /// Parses each source and indexes it.
    public init(sources: [SourceFile]) {
        self.init(files: sources.map { SwiftParser.parse($0) })
    }

    private static func index(
        _ statements: [SwiftStatement], file: SwiftFile, enclosingType: String?, toolbarTypes: inout [String: Declared],
        views: inout [String: Declared], builders: inout [String: Declared], memberBuilders: inout [MemberName: Declared],
        memberViews: inout MemberViews
    ) {
        func add(_ name: String, _ declared: Declared) {
            var declared = declared
            declared.typeName = enclosingType
            builders.keepFirst(declared, forKey: name)
            if let enclosingType { memberBuilders.keepFirst(declared, forKey: MemberName(enclosingType, name)) }
        }
        for statement in statements {
            switch statement {
            case .type(let type):
                if let body = bodyProperty(of: type) {
                    var declared = Declared(
                        statements: body.getter ?? [], file: file, range: type.range, initialValues: initialValues(of: type),
                        contentProperties: contentProperties(of: type), initializers: initializers(of: type, in: file),
                        storedProperties: storedProperties(of: type), declaration: type)
                    let shortName = shortName(type.name)
                    if isToolbarContent(type, body: body) {
                        toolbarTypes.keepFirst(declared, forKey: shortName)
                    } else if isView(type, body: body) {
                        // By its name, and by its name with the type it is declared in (`Adjust.RootView()`).
                        let qualified = enclosingType.map { $0 + "." + shortName } ?? shortName
                        declared.qualifiedName = qualified
                        views.keepFirst(declared, forKey: shortName)
                        if qualified != shortName { views.keepFirst(declared, forKey: qualified) }
                    }
                }
                index(
                    type.members, file: file, enclosingType: shortName(type.name), toolbarTypes: &toolbarTypes, views: &views,
                    builders: &builders, memberBuilders: &memberBuilders, memberViews: &memberViews)
            case .function(let function):
                if isToolbarBuilder(attributes: function.attributes, type: function.returnType), let body = function.body {
                    add(function.name, Declared(statements: body, file: file, range: function.range))
                } else if let enclosingType,
                    isViewMaker(attributes: function.attributes, type: function.returnType)
                        // A function of `extension View` that returns anything (`-> T`, `-> Self`) is a modifier of the
                        // app's: `func modify<T: View>(_ transform: (Self) -> T) -> T { transform(self) }`.
                        || (enclosingType == "View" && function.returnType != nil),
                    // Read last: a body the parser deferred is parsed when read (`DeferredBody`).
                    let body = function.body
                {
                    memberViews.add(
                        Declared(
                            statements: body, file: file, range: function.range, typeName: enclosingType,
                            // Read for the functions that can be the app's view modifiers (`extension View`, a
                            // `ViewModifier`'s `body(content:)`) alone.
                            parameters: enclosingType == "View" || function.name == "body" ? SwiftParameter.list(of: function, in: file) : []),
                        forKey: MemberName(enclosingType, function.name))
                }
            case .variable(let variable):
                if isToolbarBuilder(attributes: variable.attributes, type: variable.typeText), let getter = variable.getter {
                    add(variable.name, Declared(statements: getter, file: file, range: variable.range))
                } else if let enclosingType, variable.name != "body", isViewMaker(attributes: variable.attributes, type: variable.typeText),
                    let getter = variable.getter
                {
                    memberViews.add(Declared(statements: getter, file: file, range: variable.range, typeName: enclosingType), forKey: MemberName(enclosingType, variable.name))
                }
            case .conditionalCompilation(let clauses, _):
                for (clause, kind) in zip(clauses, PlatformCondition.classify(clauses)) where kind != .otherPlatform {
                    index(
                        clause.body, file: file, enclosingType: enclosingType, toolbarTypes: &toolbarTypes, views: &views,
                        builders: &builders, memberBuilders: &memberBuilders, memberViews: &memberViews)
                }
            default:
                break
            }
        }
    }

    /// An initializer of a type and its parameters, read once when the type is indexed: each use of the type
    /// matches its call against them.
    struct Initializer: Sendable {
        var function: SwiftFunction
        var parameters: [SwiftParameter]
        /// The parameters' labels: a call with another label is no use of this initializer, told before its
        /// arguments are matched (a type with 200 initializers used 20,000 times matched them all).
        var labels: Set<String>

        init(function: SwiftFunction, parameters: [SwiftParameter]) {
            self.function = function
            self.parameters = parameters
            self.labels = Set(parameters.compactMap(\.label))
        }
    }

    /// The initializers declared in `type`'s own body (in `file`), in order.
    static func initializers(of type: SwiftTypeDeclaration, in file: SwiftFile) -> [Initializer] {
        type.members.compactMap { member in
            guard case .function(let function) = member, function.name == "init" else { return nil }
            return Initializer(function: function, parameters: SwiftParameter.list(of: function, in: file))
        }
    }

    /// The names of `type`'s stored instance properties, in order.
    static func storedProperties(of type: SwiftTypeDeclaration) -> [String] {
        type.members.compactMap { member in
            guard case .variable(let variable) = member, !variable.hasGetter, !variable.modifiers.contains("static") else { return nil }
            return variable.name
        }
    }

    /// The stored properties of `type` its memberwise initializer gives a default: those with an initial value,
    /// optional `var`s (nil), and those of a wrapper that gives its own value (`@Environment(\.dismiss)`,
    /// `@EnvironmentObject`, `@FocusState`…), which a caller never passes — a trailing closure was bound to
    /// `dismiss` and a menu's content lost.
    static func memberwiseDefaults(of type: SwiftTypeDeclaration) -> Set<String> {
        var result: Set<String> = []
        for member in type.members {
            guard case .variable(let variable) = member, !variable.hasGetter, !variable.modifiers.contains("static") else { continue }
            let optional = !variable.isLet && (variable.typeText.map { $0.hasSuffix("?") || $0.hasSuffix("!") } ?? false)
            let wrapped = variable.attributes.contains { attribute in
                selfValuedWrappers.contains(attribute.split(separator: "(").first.map { String($0.split(separator: ".").last ?? $0) } ?? attribute)
            }
            if variable.initializer != nil || optional || wrapped { result.insert(variable.name) }
        }
        return result
    }

    /// Property wrappers whose value comes from SwiftUI or the environment, never from the memberwise initializer.
    static let selfValuedWrappers: Set<String> = [
        "Environment", "EnvironmentObject", "FocusState", "FocusedValue", "FocusedObject", "FocusedBinding", "Namespace",
        "AccessibilityFocusState", "Query", "FetchRequest", "SectionedFetchRequest", "GestureState", "ScaledMetric",
        "AppStorage", "SceneStorage",
    ]

    /// The stored properties of `type` that have an initial value, by name.
    static func initialValues(of type: SwiftTypeDeclaration) -> [String: SwiftExpression] {
        var result: [String: SwiftExpression] = [:]
        for member in type.members {
            if case .variable(let variable) = member, !variable.hasGetter, let value = variable.initializer {
                result.keepFirst(value, forKey: variable.name)
            }
        }
        return result
    }

    static func bodyProperty(of type: SwiftTypeDeclaration) -> SwiftVariable? {
        for member in type.members {
            if case .variable(let variable) = member, variable.name == "body", variable.hasGetter { return variable }
        }
        return nil
    }

    private static func isToolbarContent(_ type: SwiftTypeDeclaration, body: SwiftVariable) -> Bool {
        type.inheritedTypes.contains { $0.hasSuffix("ToolbarContent") } || (body.typeText ?? "").containsBytes("ToolbarContent")
    }

    private static func isView(_ type: SwiftTypeDeclaration, body: SwiftVariable) -> Bool {
        type.inheritedTypes.contains { $0 == "View" || $0 == "SwiftUI.View" } || (body.typeText ?? "").hasSuffix("View")
    }

    /// A computed property or function that makes a view: `some View`, `AnyView`, or `@ViewBuilder`.
    private static func isViewMaker(attributes: [String], type: String?) -> Bool {
        attributes.contains("ViewBuilder") || (type ?? "").hasSuffix("View")
    }

    private static func isToolbarBuilder(attributes: [String], type: String?) -> Bool {
        attributes.contains("ToolbarContentBuilder") || (type ?? "").containsBytes("ToolbarContent")
    }

    /// Every type declaration of `file`, nested ones included, in source order.
    static func types(in statements: [SwiftStatement]) -> [SwiftTypeDeclaration] {
        var result: [SwiftTypeDeclaration] = []
        for statement in statements {
            switch statement {
            case .type(let type):
                result.append(type)
                result += types(in: type.members)
            case .conditionalCompilation(let clauses, _):
                for (clause, kind) in zip(clauses, PlatformCondition.classify(clauses)) where kind != .otherPlatform {
                    result += types(in: clause.body)
                }
            default:
                break
            }
        }
        return result
    }
}

/// A view type's own view-making members, by type and name (`SwiftProgram.memberViews`).
///
/// Types are named by their last name, so two files may each declare a `TodayView` (an app's and its widget's or
/// watch app's) with members of one name: the first declared is the one by default, and a member asked for from
/// code in a file that declares one of its own gets that one (`near`), where every file got the first.
struct MemberViews: Sendable {
    /// The first declared of each name.
    private(set) var first: [MemberName: SwiftProgram.Declared] = [:]
    /// The others of a name, in file order (nearly always none).
    private(set) var later: [MemberName: [SwiftProgram.Declared]] = [:]

    mutating func add(_ declared: SwiftProgram.Declared, forKey key: MemberName) {
        // One lookup for the usual first declaration of a name.
        var isFirst = false
        first.keepFirst({ isFirst = true; return declared }(), forKey: key)
        if !isFirst { later[key, default: []].append(declared) }
    }

    subscript(key: MemberName) -> SwiftProgram.Declared? { first[key] }

    /// `next`'s declarations after these, as if each had been added after every one of these: for each name,
    /// its first declaration there, then the others in their order.
    mutating func append(_ next: MemberViews) {
        for (key, declared) in next.first {
            add(declared, forKey: key)
            for another in next.later[key] ?? [] { add(another, forKey: key) }
        }
    }

    /// The member `key` as code in `file` sees it: the one declared in `file` when there are several.
    func near(_ key: MemberName, in file: SwiftFile) -> SwiftProgram.Declared? {
        guard let found = first[key] else { return nil }
        guard let others = later[key], !ByteOrder.sameBytes(found.file.source.path, file.source.path) else { return found }
        return others.first { ByteOrder.sameBytes($0.file.source.path, file.source.path) } ?? found
    }
}
