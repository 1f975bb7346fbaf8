import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// An app's toolbar content and item view types read for each use: their properties hold what the call gave them.
@Suite struct ArgumentBindingsTests {
    /// The spec imported from `declarations` and a view whose toolbar is `toolbar`, and the warnings.
    private func imported(_ declarations: String, toolbar: String) throws -> (text: String, warnings: [String]) {
        let swift = """
            import SwiftUI

            \(declarations)

            struct NotesView: View {
                let model: NoteModel
                var body: some View {
                    NavigationStack {
                        Text("x").toolbar {
            \(toolbar)
                        }
                    }
                }
            }

            """
        let result = Importer.run(sources: [SourceFile(path: "NotesView.swift", text: swift)], mode: .swiftUI)
        let file = try #require(result.files.first)
        let loaded = SpecLoader.load(SourceFile(path: "imported.bar", text: file.text))
        #expect(!loaded.hasErrors, "\(file.text)\n\(loaded.diagnostics.map(\.message))")
        return (file.text, result.warnings.map(\.message))
    }

    /// The memberwise initializer: each labelled argument is the property of its label, and a property the call
    /// leaves out has its initial value. Read without the call, both items were titled "title", had no symbol,
    /// and merged into one at their one place.
    @Test func memberwiseArgumentsAreTheProperties() throws {
        let (text, warnings) = try imported(
            """
            struct ActionButton: ToolbarContent {
                let title: String
                let systemImage: String
                var placement: ToolbarItemPlacement = .primaryAction
                var body: some ToolbarContent {
                    ToolbarItem(placement: placement) { Button(title, systemImage: systemImage) {} }
                }
            }
            """,
            toolbar: """
                            ActionButton(title: "Delete", systemImage: "trash")
                            ActionButton(title: "Share", systemImage: "square.and.arrow.up", placement: .bottomBar)
            """)
        #expect(text.contains("item delete { title: \"Delete\" symbol: \"trash\" placement: primary }"), "\(text)")
        #expect(text.contains("item share { title: \"Share\" symbol: \"square.and.arrow.up\" placement: bottom }"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// An initializer of the type's own: properties of other names (`_title`) set from its parameters, a parameter
    /// left out read as its default, and the trailing closure passed over a defaulted `String` to the action.
    @Test func anInitializerSetsThePropertiesFromItsParameters() throws {
        let (text, _) = try imported(
            """
            struct BarButton: ToolbarContent {
                private var _title: String
                private var _icon: String
                private var _placement: ToolbarItemPlacement
                private var _action: () -> Void

                init(_ title: String = "", systemImage: String = "", placement: ToolbarItemPlacement = .topBarLeading, action: @escaping () -> Void) {
                    self._title = title
                    self._icon = systemImage
                    self._placement = placement
                    self._action = action
                }

                var body: some ToolbarContent {
                    ToolbarItem(placement: _placement) {
                        Button(action: _action) { Label(_title, systemImage: _icon) }
                    }
                }
            }
            """,
            toolbar: """
                            BarButton("Delete", systemImage: "trash") {}
                            BarButton(systemImage: "plus", placement: .topBarTrailing) {}
            """)
        #expect(text.contains("item delete { title: \"Delete\" symbol: \"trash\" placement: top-leading }"), "\(text)")
        #expect(text.contains("item plus { symbol: \"plus\" placement: top-trailing }"), "\(text)")
        #expect(!text.contains("_title") && !text.contains("_icon"), "\(text)")
    }

    /// A `switch` over a parameter the call gives as an implicit member assigns what its matching case does.
    @Test func aSwitchOverAGivenCaseAssignsItsCase() throws {
        let (text, _) = try imported(
            """
            enum Role { case cancel, dismiss, close }

            struct RoleButton: ToolbarContent {
                private var _title: String
                private var _icon: String
                private var _placement: ToolbarItemPlacement

                init(role: Role, placement: ToolbarItemPlacement = .cancellationAction) {
                    self._placement = placement
                    switch role {
                    case .cancel, .dismiss:
                        self._title = "Cancel"
                        self._icon = "xmark"
                    case .close:
                        self._title = "Close"
                        self._icon = "xmark.circle"
                        self._placement = .topBarTrailing
                    }
                }

                var body: some ToolbarContent {
                    ToolbarItem(placement: _placement) { Button(_title, systemImage: _icon) {} }
                }
            }
            """,
            toolbar: """
                            RoleButton(role: .dismiss)
                            RoleButton(role: .close, placement: .topBarLeading)
            """)
        #expect(text.contains("item cancel { title: \"Cancel\" symbol: \"xmark\" placement: cancellation }"), "\(text)")
        // Read in order: the case sets `_placement` again after the parameter did.
        #expect(text.contains("item close { title: \"Close\" symbol: \"xmark.circle\" placement: top-trailing }"), "\(text)")
    }

    /// A type that passes its own property on to another type: the inner type's names read through to what the
    /// outer type's caller wrote; and a view type used as an item reads the same way.
    @Test func bindingsFollowThroughTypesAndItemViews() throws {
        let (text, warnings) = try imported(
            """
            struct Inner: ToolbarContent {
                let title: String
                let icon: String
                var body: some ToolbarContent { ToolbarItem(placement: .bottomBar) { Button(title, systemImage: icon) {} } }
            }

            struct Outer: ToolbarContent {
                let name: String
                var body: some ToolbarContent { Inner(title: name, icon: "star") }
            }

            struct LabeledButton: View {
                let title: String
                let icon: String
                var body: some View { Button(title, systemImage: icon) {} }
            }
            """,
            toolbar: """
                            Outer(name: "Favorite")
                            ToolbarItem(placement: .topBarTrailing) { LabeledButton(title: "Add", icon: "plus") }
            """)
        #expect(text.contains("item favorite { title: \"Favorite\" symbol: \"star\" placement: bottom }"), "\(text)")
        #expect(text.contains("item add { title: \"Add\" symbol: \"plus\" placement: top-trailing }"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// The entries of a menu type's content are the closure its caller passed, read in the caller's file.
    @Test func aPassedMenuContentIsTheCallersEntries() throws {
        let (text, _) = try imported(
            """
            struct MenuButton<Content: View>: ToolbarContent {
                private var _icon: String
                private var _content: Content
                init(systemImage: String, @ViewBuilder content: () -> Content) {
                    self._icon = systemImage
                    self._content = content()
                }
                var body: some ToolbarContent {
                    ToolbarItem(placement: .topBarTrailing) {
                        Menu { _content } label: { Image(systemName: _icon) }
                    }
                }
            }

            extension NotesView {
                @ViewBuilder func sortActions() -> some View {
                    Button("By Date", systemImage: "calendar") {}
                    Button("By Name", systemImage: "textformat") {}
                }
            }
            """,
            toolbar: """
                            MenuButton(systemImage: "plus") {
                                Button("New Folder", systemImage: "folder.badge.plus") {}
                                Button("New Note", systemImage: "square.and.pencil") {}
                            }
                            MenuButton(systemImage: "arrow.up.arrow.down") { sortActions() }
            """)
        #expect(text.contains("menu plus {"), "\(text)")
        #expect(text.contains("item new-folder { title: \"New Folder\" symbol: \"folder.badge.plus\" }"), "\(text)")
        #expect(text.contains("item new-note { title: \"New Note\" symbol: \"square.and.pencil\" }"), "\(text)")
        // The caller's own view function, called in the closure it passed, is the caller's type's.
        #expect(text.contains("item by-date { title: \"By Date\" symbol: \"calendar\" }"), "\(text)")
        #expect(text.contains("item by-name { title: \"By Name\" symbol: \"textformat\" }"), "\(text)")
    }

    /// What the caller computes stays code, the caller's: the title is `model.name`, not the property's name.
    @Test func aComputedArgumentIsTheCallersCode() throws {
        let (text, warnings) = try imported(
            """
            struct ActionButton: ToolbarContent {
                let title: String
                var body: some ToolbarContent { ToolbarItem { Button(title, systemImage: "pencil") {} } }
            }
            """,
            toolbar: """
                            ActionButton(title: model.name)
            """)
        #expect(text.contains("title: \"model.name\""), "\(text)")
        #expect(warnings.contains { $0.contains("'model.name' is computed") }, "\(warnings)")
    }

    /// An unlabelled trailing closure of the memberwise initializer sets the property after those the call
    /// labels that the call cannot leave out, as Swift's forward scan does: `action` after `title`, content past
    /// an optional `var` and a property SwiftUI gives its value (`@Environment`). It always set the content property, so `action` was unbound and named the item
    /// (Element X's toolbar buttons were `action`, `action-2`…).
    @Test func aTrailingClosureSetsTheNextPropertyTheCallCannotLeaveOut() throws {
        let (text, _) = try imported(
            """
            struct IconButton: View {
                let title: String
                let action: () -> Void
                var body: some View { Button(action: action) { Image(systemName: "checkmark").accessibilityLabel(title) } }
            }

            struct Titled<Content: View>: ToolbarContent {
                let icon: String
                var subtitle: String?
                @Environment(\\.dismiss) private var dismiss
                @ViewBuilder let content: Content
                var body: some ToolbarContent { ToolbarItem(placement: .bottomBar) { Menu { content } label: { Image(systemName: icon) } } }
            }
            """,
            toolbar: """
                            ToolbarItem(placement: .confirmationAction) { IconButton(title: model.name) { } }
                            Titled(icon: "folder") { Button("Move", systemImage: "folder.badge.plus") {} }
            """)
        #expect(text.contains("item checkmark { title: \"model.name\" symbol: \"checkmark\" placement: confirmation }"), "\(text)")
        #expect(text.contains("menu folder {"), "\(text)")
        #expect(text.contains("item move { title: \"Move\" symbol: \"folder.badge.plus\" }"), "\(text)")
    }

    /// A call that fits none of the type's initializers binds nothing: the body's names read as code, as before.
    @Test func aCallThatFitsNoInitializerBindsNothing() throws {
        let (text, _) = try imported(
            """
            struct Titled: ToolbarContent {
                private var _title: String
                init(title: String) { self._title = title }
                var body: some ToolbarContent { ToolbarItem { Button(_title, systemImage: "pencil") {} } }
            }
            """,
            toolbar: """
                            Titled(heading: "Edit")
            """)
        #expect(text.contains("title: \"_title\""), "\(text)")
    }

    /// From a review: a trailing closure goes to an optional closure parameter, and content wrapped in
    /// `AnyView` is the content.
    @Test func optionalClosuresAndAnyViewContent() throws {
        let (text, _) = try imported(
            """
            struct BarButton: ToolbarContent {
                let placement: ToolbarItemPlacement
                let title: String
                let action: (() -> Void)?
                init(placement: ToolbarItemPlacement, title: String, action: (() -> Void)? = nil) {
                    self.placement = placement
                    self.title = title
                    self.action = action
                }
                var body: some ToolbarContent { ToolbarItem(placement: placement) { Button(title) { action?() } } }
            }

            struct CloseButton: ToolbarContent {
                let title: String
                init(_ title: String, onTap: (() -> Void)? = nil, action: @escaping () -> Void) { self.title = title }
                var body: some ToolbarContent { ToolbarItem(placement: .cancellationAction) { Button(title) {} } }
            }

            struct Wrapped: ToolbarContent {
                let content: AnyView
                init<Content: View>(@ViewBuilder content: () -> Content) { self.content = AnyView(content()) }
                var body: some ToolbarContent { ToolbarItem(placement: .topBarTrailing) { content } }
            }
            """,
            toolbar: """
                            BarButton(placement: .bottomBar, title: "Archive") {}
                            Wrapped { Button("Refresh", systemImage: "arrow.clockwise") {} }
                            CloseButton("Close") {}
            """)
        // The trailing closure passes over a defaulted closure parameter to a later one that needs it.
        #expect(text.contains("item close { title: \"Close\" placement: cancellation }"), "\(text)")
        #expect(text.contains("item archive { title: \"Archive\" placement: bottom }"), "\(text)")
        #expect(text.contains("item refresh { title: \"Refresh\" symbol: \"arrow.clockwise\" placement: top-trailing }"), "\(text)")
    }

    /// What an `if` in the initializer may assign is unknown: neither its value before the `if` nor the
    /// property's initial value stands in for it. A `switch` over a qualified case, or falling to `default`, is
    /// decided.
    @Test func whatAnIfMayAssignIsUnknown() throws {
        let (text, _) = try imported(
            """
            enum Role { case share, other }

            struct ConfirmButton: ToolbarContent {
                let title: String
                var icon = "questionmark"
                init(_ title: String, isDestructive: Bool) {
                    self.title = title
                    self.icon = "checkmark"
                    if isDestructive { self.icon = "trash" }
                }
                var body: some ToolbarContent { ToolbarItem(placement: .bottomBar) { Button(title, systemImage: icon) {} } }
            }

            struct RoleButton: ToolbarContent {
                var title = "?"
                init(role: Role) {
                    switch role {
                    case .share: title = "Share"
                    default: title = "More"
                    }
                }
                var body: some ToolbarContent { ToolbarItem(placement: .topBarLeading) { Button(title, systemImage: "circle") {} } }
            }
            """,
            toolbar: """
                            ConfirmButton("Delete", isDestructive: true)
                            RoleButton(role: Role.share)
                            RoleButton(role: .other)
            """)
        #expect(text.contains("item delete { title: \"Delete\" placement: bottom }"), "\(text)")
        #expect(!text.contains("checkmark") && !text.contains("questionmark"), "\(text)")
        #expect(text.contains("item share { title: \"Share\" symbol: \"circle\" placement: top-leading }"), "\(text)")
        #expect(text.contains("item more { title: \"More\" symbol: \"circle\" placement: top-leading }"), "\(text)")
    }

    /// Which initializer, and which names: the one leaving out fewest parameters, as Swift chooses; a call the
    /// memberwise initializer cannot be (an unlabelled argument: an extension's initializer) binds nothing; a
    /// local of a property's name hides the property.
    @Test func theClosestInitializerAndHiddenNames() throws {
        let (text, _) = try imported(
            """
            struct Prefer: ToolbarContent {
                let title: String
                let icon: String
                init(_ title: String, icon: String = "plus") { self.title = title; self.icon = icon }
                init(_ title: String) { self.title = title; self.icon = "doc" }
                var body: some ToolbarContent { ToolbarItem(placement: .bottomBar) { Button(title, systemImage: icon) {} } }
            }

            struct Star: ToolbarContent {
                let title: String
                let symbol: String
                var body: some ToolbarContent { ToolbarItem(placement: .topBarLeading) { Button(title, systemImage: symbol) {} } }
            }

            extension Star {
                init(_ title: String, filled symbol: String) { self.title = title; self.symbol = symbol + ".fill" }
            }

            struct Shadow: ToolbarContent {
                let title: String
                var body: some ToolbarContent {
                    let title = "Local"
                    ToolbarItem(placement: .topBarTrailing) { Button(title, systemImage: "xmark") {} }
                }
            }
            """,
            toolbar: """
                            Prefer("Open")
                            Star("Star", filled: "star")
                            Shadow(title: "FromCaller")
            """)
        #expect(text.contains("item open { title: \"Open\" symbol: \"doc\" placement: bottom }"), "\(text)")
        #expect(!text.contains("symbol: \"star\""), "\(text)")
        #expect(!text.contains("FromCaller"), "\(text)")
    }

    /// A label its caller passed (`Menu { … } label: { label }`, `Button(action:) { label }`) is the caller's.
    @Test func aPassedLabelIsTheCallers() throws {
        let (text, _) = try imported(
            """
            struct LabeledMenu<Label: View, Content: View>: ToolbarContent {
                @ViewBuilder let content: () -> Content
                @ViewBuilder let label: () -> Label
                var body: some ToolbarContent {
                    ToolbarItem(placement: .topBarTrailing) { Menu { content() } label: { label() } }
                }
            }

            struct ActionLabel<Label: View>: ToolbarContent {
                let action: () -> Void
                @ViewBuilder let label: Label
                var body: some ToolbarContent { ToolbarItem(placement: .bottomBar) { Button(action: action) { label } } }
            }
            """,
            toolbar: """
                            LabeledMenu { Button("Rename") {} } label: { Label("More", systemImage: "ellipsis.circle") }
                            ActionLabel(action: {}, label: Label("Add", systemImage: "plus"))
            """)
        #expect(text.contains("menu more {"), "\(text)")
        #expect(text.contains("symbol: \"ellipsis.circle\""), "\(text)")
        #expect(text.contains("item add { title: \"Add\" symbol: \"plus\" placement: bottom }"), "\(text)")
    }

    /// A `ForEach`'s element hides a property of its name: each element's title is the element, code.
    @Test func aForEachElementHidesAPropertyOfItsName() throws {
        let (text, _) = try imported(
            """
            struct Picker: ToolbarContent {
                let title: String
                let titles: [String]
                var body: some ToolbarContent {
                    ToolbarItem(placement: .topBarTrailing) {
                        Menu(title) {
                            ForEach(titles, id: \\.self) { title in Button(title) {} }
                        }
                    }
                    ForEach(titles, id: \\.self) { title in
                        ToolbarItem(placement: .bottomBar) { Button(title, systemImage: "circle") {} }
                    }
                }
            }
            """,
            toolbar: """
                            Picker(title: "Pick", titles: ["A", "B"])
            """)
        #expect(text.contains("menu pick {"), "\(text)")
        #expect(!text.contains("item pick"), "\(text)")
        #expect(text.components(separatedBy: "title: \"title\"").count == 3, "\(text)")
    }

    @Test func closureHeads() {
        func names(_ code: String) -> [String] {
            let file = SwiftParser.parse(SourceFile(path: "x.swift", text: "let f = \(code)\n"))
            guard case .variable(let variable)? = file.statements.first, case .closure(let closure)? = variable.initializer else { return ["?"] }
            return closure.parameterNames(in: file)
        }
        #expect(names("{ title in print(title) }") == ["title"])
        #expect(names("{ (index, item) in item }") == ["index", "item"])
        #expect(names("{ [weak self] value in value }") == ["value"])
        #expect(names("{ (x: Int) -> String in String(x) }") == ["x"])
        #expect(names("{ print($0) }") == [])
        #expect(names("{ for item in items { print(item) } }") == [])
    }

    @Test func caseNamesAreTheImplicitMembersOfALabel() {
        #expect(ArgumentBindings.caseNames("case .cancel, .dismiss") == ["cancel", "dismiss"])
        #expect(ArgumentBindings.caseNames("case .close") == ["close"])
        #expect(ArgumentBindings.caseNames("default").isEmpty)
        #expect(ArgumentBindings.caseNames("case let .custom(name)").isEmpty)
    }

    /// A parameter's default is read when it is one token or an implicit member, and only said to exist otherwise.
    @Test func parameterDefaults() throws {
        let file = SwiftParser.parse(
            SourceFile(path: "x.swift", text: "init(_ title: String = \"Add\", placement: P = .automatic, on: Bool = false, color: C = C(1), action: @escaping () -> Void) {}"))
        guard case .function(let function)? = file.statements.first else {
            Issue.record("no initializer")
            return
        }
        let parameters = SwiftParameter.list(of: function, in: file)
        #expect(parameters.map(\.name) == ["title", "placement", "on", "color", "action"])
        #expect(parameters.map(\.hasDefault) == [true, true, true, true, false])
        #expect(parameters.map(\.takesClosure) == [false, false, false, false, true])
        guard case .string(let literal, let range)? = parameters[0].defaultValue else {
            Issue.record("no string default")
            return
        }
        #expect(literal.value == "Add")
        #expect(file.code(range) == "\"Add\"")
        guard case .member(nil, "automatic", _)? = parameters[1].defaultValue else {
            Issue.record("no member default")
            return
        }
        guard case .name("false", _)? = parameters[2].defaultValue else {
            Issue.record("no name default")
            return
        }
        #expect(parameters[3].defaultValue == nil)
    }
}
