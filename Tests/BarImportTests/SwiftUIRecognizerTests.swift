import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// SwiftUI modifiers read into screens: the older navigation-bar spellings, and tab badges the importer
/// cannot read, which are named rather than dropped.
@Suite struct SwiftUIRecognizerTests {
    private func imported(_ swift: String) throws -> (text: String, warnings: [ImportWarning]) {
        let result = Importer.run(sources: [SourceFile(path: "V.swift", text: swift)], mode: .swiftUI)
        let file = try #require(result.files.first)
        let loaded = SpecLoader.load(SourceFile(path: "imported.bar", text: file.text))
        #expect(!loaded.hasErrors, "\(file.text)\n\(loaded.diagnostics.map(\.message))")
        return (file.text, result.warnings)
    }

    /// A navigation wrapper of the app's own (`AppNavigationStack { … }`) shows its caller's views where its body
    /// reads them: the stack came out empty, and the caller's title and toolbar were reported as not imported.
    @Test func aWrapperShowsTheViewsItsCallerPasses() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct AppNavigationStack<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View { NavigationStack { content } }
            }

            struct Sheet<Header: View, Body: View>: View {
                let header: () -> Header
                let content: () -> Body
                var body: some View { VStack { header(); content() } }
            }

            struct PickerScreen: View {
                var body: some View {
                    AppNavigationStack {
                        List { Text("a") }
                            .navigationTitle("Reactions")
                            .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} } }
                    }
                }
            }
            """)
        #expect(text.contains("title: \"Reactions\""), "\(text)")
        #expect(text.contains("item cancel { title: \"Cancel\" placement: cancellation }"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
        #expect(SwiftUIRecognizer.passed(
            try #require(Self.call("Sheet(header: { Text(\"h\") }) { Text(\"b\") }")), to: ["header", "content"],
            file: SwiftParser.parse(SourceFile(path: "x.swift", text: ""))
        ).keys.sorted() == ["content", "header"])
    }

    /// A wrapper's content may be of any generic parameter constrained to `View`, in the parameter clause or in
    /// a `where` clause (`Page`, `Inner`): only types named `…Content` were read, so these screens came out with
    /// an empty stack and their title and items were reported as in no screen.
    @Test func aWrapperShowsViewsOfAnyGenericViewParameter() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct Paged<Page: SwiftUI.View, Index: Hashable>: View {
                let index: Index
                let page: () -> Page
                var body: some View { NavigationStack { page() } }
            }

            struct Framed<Inner>: View where Inner: View {
                let inner: Inner
                var body: some View { NavigationStack { inner } }
            }

            struct ReactionsScreen: View {
                var body: some View {
                    Paged(index: 0) {
                        List { Text("a") }
                            .navigationTitle("Reactions")
                            .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} } }
                    }
                }
            }

            struct FramedScreen: View {
                var body: some View {
                    Framed(inner: Text("x").navigationTitle("Framed").toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") {} } })
                }
            }
            """)
        #expect(text.contains("title: \"Reactions\""), "\(text)")
        #expect(text.contains("item cancel { title: \"Cancel\" placement: cancellation }"), "\(text)")
        #expect(text.contains("title: \"Framed\""), "\(text)")
        #expect(text.contains("item done { title: \"Done\" placement: confirmation }"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
        let file = SwiftParser.parse(
            SourceFile(path: "x.swift", text: "struct A<B: View, C, D: Foo.View>: View where C: Equatable & SwiftUI.View, E == F {}"))
        #expect(file.types.first?.viewParameters == ["B", "C"])
    }

    /// `Button(role: .close) { … }` has the system's label: it was an item with neither title nor symbol, and no
    /// warning, so lint said it could not go vertical. A role whose label is not known is said.
    @Test func aButtonWithARoleAndNoLabelHasTheSystemsLabel() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct EditorSheet: View {
                var body: some View {
                    NavigationStack {
                        Form {}
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) { Button(role: .close) {} }
                                ToolbarItem(placement: .confirmationAction) { Button(role: .confirm) {} }
                                ToolbarItem(placement: .bottomBar) { Button(role: .destructive) {} }
                                ToolbarItem(placement: .topBarLeading) { Button("Dismiss", role: .cancel) {} }
                            }
                    }
                }
            }
            """)
        #expect(text.contains("item close { title: \"Close\" symbol: \"xmark\" placement: cancellation }"), "\(text)")
        #expect(text.contains("item done { title: \"Done\" symbol: \"checkmark\" placement: confirmation }"), "\(text)")
        #expect(text.contains("item dismiss { title: \"Dismiss\" placement: top-leading }"), "\(text)")
        #expect(warnings.map(\.message) == ["a button with the role 'destructive' and no label: the label the system gives it is not known to the importer; give it a title and a symbol"])
    }

    /// A paging `TabView` has no tab bar: its pages' bars belong to the screen around it (it was a `tab-view`
    /// predicting tabs that are not there, and inside a stack a warning to make it the screen's container).
    @Test func aPagingTabViewIsNoTabBar() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct OnboardingView: View {
                var body: some View {
                    NavigationStack {
                        TabView {
                            Text("Welcome").tabItem { Label("Welcome", systemImage: "hand.wave") }
                            Text("Privacy")
                                .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Skip") {} } }
                        }
                        .tabViewStyle(.page(indexDisplayMode: .always))
                        .navigationTitle("Welcome")
                    }
                }
            }

            struct GalleryView: View {
                var body: some View {
                    NavigationStack {
                        TabView { Text("One"); Text("Two") }.tabViewStyle(PageTabViewStyle())
                            .toolbar { Button("Share", systemImage: "square.and.arrow.up") {} }
                    }
                }
            }
            """)
        #expect(!text.contains("tab-view"), "\(text)")
        #expect(text.contains("item skip { title: \"Skip\" placement: confirmation }"), "\(text)")
        #expect(text.contains("item share { title: \"Share\" symbol: \"square.and.arrow.up\" }"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// A view shown in both branches of an `if` is read once per branch, but only one branch exists at a time:
    /// its items and bars were imported twice into one screen (`refresh`, `refresh-2`); a toolbar type used by
    /// two tabs is still in each tab.
    @Test func aViewInBothBranchesOfAnIfIsImportedOnce() throws {
        let (text, _) = try imported(
            """
            import SwiftUI

            struct RootView: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View {
                    if sizeClass == .compact {
                        NavigationStack { content }
                    } else {
                        content
                    }
                }
                private var content: some View {
                    List {}
                        .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Refresh", systemImage: "arrow.clockwise") {} } }
                        .safeAreaInset(edge: .bottom) { HStack { Button("Accept") {}; Button("Reject") {} } }
                }
            }

            struct SharedItems: ToolbarContent {
                var body: some ToolbarContent { ToolbarItem(placement: .topBarTrailing) { Button("Help", systemImage: "questionmark") {} } }
            }

            struct TabsView: View {
                var body: some View {
                    TabView {
                        NavigationStack { Text("A").toolbar { SharedItems() } }.tabItem { Label("A", systemImage: "a.circle") }
                        NavigationStack { Text("B").toolbar { SharedItems() } }.tabItem { Label("B", systemImage: "b.circle") }
                    }
                }
            }
            """)
        #expect(text.components(separatedBy: "item refresh").count == 2, "\(text)")
        #expect(text.components(separatedBy: "hand-made-bar").count == 2, "\(text)")
        #expect(text.components(separatedBy: "item help").count == 3, "\(text)")
    }

    /// The view's own property or function placed as an item (`ToolbarItem { settingsButton }`), on a side of
    /// the older `navigationBarItems` (`self.makeBarItems()`), or among a group's content (`bottomButtons`) is read
    /// where it is used: they were custom items named after the member ('make Bar Items', `self`) that stayed
    /// horizontal in every prediction, and the group's placement was lost.
    @Test func aViewsOwnMemberPlacedInABarIsReadInPlace() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct TodayView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .navigationTitle("Today")
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) { settingsButton }
                                ToolbarItemGroup(placement: .bottomBar) { bottomButtons }
                            }
                            .navigationBarItems(leading: self.makeBarItems())
                    }
                }
                private var settingsButton: some View {
                    Button(action: {}) { Image(systemName: "slider.horizontal.3") }
                }
                private func makeBarItems() -> some View {
                    HStack {
                        Button(action: {}) { Image(systemName: "pencil.circle") }
                        Button("Add", systemImage: "plus.circle") {}
                    }
                }
                @ViewBuilder private var bottomButtons: some View {
                    Button("Delete All") {}
                    Spacer()
                    EditButton()
                }
            }
            """)
        #expect(text.contains("item slider-horizontal-3 { symbol: \"slider.horizontal.3\" placement: top-trailing }"), "\(text)")
        #expect(text.contains("item delete-all { title: \"Delete All\" placement: bottom }"), "\(text)")
        #expect(text.contains("item edit { title: \"Edit\" alternate-title: \"Done\" placement: bottom }"), "\(text)")
        #expect(text.contains("item pencil-circle { symbol: \"pencil.circle\" placement: top-leading }"), "\(text)")
        #expect(text.contains("item add { title: \"Add\" symbol: \"plus.circle\" placement: top-leading }"), "\(text)")
        #expect(!text.contains("view: custom"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// The member with modifiers where it is used (`saveButton.buttonStyle(.borderedProminent)`) is the same
    /// item: it was a custom item without a title, said to be a view the importer does not know. The modifiers
    /// stay on it (`.accessibilityLabel` still names it).
    @Test func aMemberWithModifiersWhereItIsUsedIsReadInPlace() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    NavigationStack {
                        Form {}
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) { saveButton.buttonStyle(.borderedProminent).tint(.green) }
                                ToolbarItem(placement: .topBarLeading) { shareButton.accessibilityLabel("Send") }
                            }
                    }
                }
                private var saveButton: some View { Button("Save", systemImage: "checkmark") {} }
                private var shareButton: some View { Button(action: {}) { Image(systemName: "square.and.arrow.up") } }
            }
            """)
        #expect(text.contains("item save { title: \"Save\" symbol: \"checkmark\" placement: top-trailing }"), "\(text)")
        #expect(text.contains("item send { title: \"Send\" symbol: \"square.and.arrow.up\" placement: top-leading }"), "\(text)")
        #expect(!text.contains("view: custom"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// `.accessibility(label: Text("Settings"))`, the older spelling of `.accessibilityLabel("Settings")`, titles
    /// the item the same way (Brave's privacy reports: the item was titled "Image" and told to add a label it had).
    @Test func theOlderAccessibilityLabelTitlesTheItem() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct ReportsView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) {
                                    Button { } label: { Image(systemName: "gear") }.accessibility(label: Text("Settings"))
                                }
                                ToolbarItem(placement: .topBarLeading) {
                                    Button { } label: { Image(systemName: "info") }.accessibility(hint: Text("Shows help"))
                                }
                            }
                    }
                }
            }
            """)
        #expect(text.contains("item settings { title: \"Settings\" symbol: \"gear\" placement: top-trailing }"), "\(text)")
        #expect(text.contains("item info { symbol: \"info\" placement: top-leading }"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// A label that shows no text but gives VoiceOver one — on the view inside it, on the button around a view
    /// of the app, on a member view — is titled by it; computed, it is the code, and said. The view's name was the
    /// title ("Avatar", "checkmark"; Element X's toolbar buttons were all "icon") and the warning asked for the
    /// `.accessibilityLabel` the code has.
    @Test func anAccessibilityLabelInOrAroundALabelTitlesTheItem() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct Portrait: View { var body: some View { Circle() } }

            struct MailboxView: View {
                let action: Action
                var body: some View {
                    NavigationStack {
                        List {}
                            .toolbar {
                                ToolbarItem(placement: .topBarLeading) {
                                    Button { } label: { Portrait() }
                                        .accessibilityLabel("Account")
                                }
                                ToolbarItem(placement: .topBarTrailing) {
                                    Button { } label: { Image(systemName: "square.and.pencil").accessibilityLabel("Compose") }
                                }
                                ToolbarItem(placement: .confirmationAction) {
                                    Button(action: send) { tick.accessibilityLabel("Send") }
                                }
                                ToolbarItem(placement: .bottomBar) {
                                    Button(action: send) { tick.accessibilityLabel(action.name) }
                                }
                            }
                    }
                }
                var tick: some View { Image(systemName: "checkmark") }
                func send() {}
            }
            """)
        #expect(text.contains("item account { title: \"Account\" placement: top-leading }"), "\(text)")
        #expect(text.contains("item compose { title: \"Compose\" symbol: \"square.and.pencil\" placement: top-trailing }"), "\(text)")
        #expect(text.contains("item send { title: \"Send\" placement: confirmation }"), "\(text)")
        #expect(text.contains("// title from the code\n      // V.swift:21\n      item send-2 { title: \"action.name\" placement: bottom }"), "\(text)")
        #expect(warnings.map(\.message) == [ImportWarning(computed: "title", "action.name", keptAsCode: true, path: "", range: .at(0)).message], "\(warnings.map(\.message))")

        // The button's own label wins over its content's, as VoiceOver reads it; a blank one says nothing.
        let (outer, _) = try imported(
            """
            import SwiftUI
            struct ShelfView: View {
                var body: some View {
                    NavigationStack {
                        List {}.toolbar {
                            ToolbarItem(placement: .topBarLeading) {
                                Button { } label: { Image(systemName: "tray").accessibilityLabel("Inner") }.accessibilityLabel("Outer")
                            }
                            ToolbarItem(placement: .topBarTrailing) {
                                Button { } label: { Image(systemName: "gear").accessibilityLabel("   ") }
                            }
                        }
                    }
                }
            }
            """)
        #expect(outer.contains("item outer { title: \"Outer\" symbol: \"tray\" placement: top-leading }"), "\(outer)")
        #expect(outer.contains("item gear { symbol: \"gear\" placement: top-trailing }"), "\(outer)")
    }

    /// A view the app hands in (a value, not a member of the view) is still a custom item without a title, and said.
    @Test func aViewHandedInIsACustomItemWithoutATitle() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct PlayerView: View {
                let controls: PlayerControls
                var body: some View {
                    NavigationStack {
                        Text("Now Playing").toolbar { ToolbarItem(placement: .bottomBar) { controls.scrubber } }
                    }
                }
            }
            """)
        #expect(text.contains("item scrubber { placement: bottom view: custom }"), "\(text)")
        #expect(warnings.map(\.message) == ["'controls.scrubber' is not a view the importer knows; imported as a custom item without a title (give it one with .accessibilityLabel(…))"])
    }

    /// A wrapper used in the app's own modifier (a sheet the modifier presents) shows what the modifier passes
    /// it: inside the wrapper's body, `content()` is the wrapper's, not a modifier applied to the view the
    /// modifier modifies. The sheet lost its title and items, which were said to be in no screen.
    @Test func aWrapperInsideTheAppsModifierShowsWhatTheModifierPasses() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct ModalStack<Content: View>: View {
                var content: () -> Content
                init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
                var body: some View {
                    NavigationStack {
                        content()
                            .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close", systemImage: "xmark") {} } }
                    }
                }
            }

            extension View {
                func withCreditsSheet(_ shown: Binding<Bool>) -> some View {
                    sheet(isPresented: shown) {
                        ModalStack {
                            List {}
                                .navigationTitle("Credits")
                                .toolbar { ToolbarItem { Button("Share", systemImage: "square.and.arrow.up") {} } }
                        }
                    }
                }
            }

            struct StartView: View {
                @State private var showsCredits = false
                var body: some View {
                    NavigationStack { List {}.withCreditsSheet($showsCredits) }
                }
            }
            """)
        #expect(text.contains("sheet {\n    title: \"Credits\"\n\n    toolbar {\n      // V.swift:20\n      item share "), "\(text)")
        #expect(text.contains("item close { title: \"Close\" symbol: \"xmark\" placement: cancellation }"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// The app's own view modifiers — a function of `extension View`, a `ViewModifier` applied with `.modifier(…)`,
    /// or a function that applies one — add their toolbar to the view they modify, with what the call passes:
    /// their items were in no spec, each warned about where the modifier declares it.
    @Test func theAppsViewModifiersAddTheirToolbars() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            extension View {
                func trailingButtons(@ViewBuilder content: @escaping () -> some View) -> some View {
                    toolbar { ToolbarItemGroup(placement: .topBarTrailing, content: content) }
                }
                func closeButton(_ action: @escaping () -> Void) -> some View {
                    modifier(CloseButtonModifier(action: action))
                }
                func looping() -> some View { looping() }
            }

            struct CloseButtonModifier: ViewModifier {
                let action: () -> Void
                func body(content: Content) -> some View {
                    content.toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Close", systemImage: "xmark", action: action) }
                    }
                    .navigationTitle("Library")
                }
            }

            struct LibraryView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .trailingButtons {
                                Button("Add", systemImage: "plus") {}
                                Button("Sort", systemImage: "arrow.up.arrow.down") {}
                            }
                            .closeButton {}
                            .looping()
                    }
                }
            }
            """)
        #expect(text.contains("title: \"Library\""), "\(text)")
        #expect(text.contains("item add { title: \"Add\" symbol: \"plus\" placement: top-trailing }"), "\(text)")
        #expect(text.contains("item sort { title: \"Sort\" symbol: \"arrow.up.arrow.down\" placement: top-trailing }"), "\(text)")
        #expect(text.contains("item close { title: \"Close\" symbol: \"xmark\" placement: top-leading }"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
        let file = SwiftParser.parse(SourceFile(path: "x.swift", text: "func f(_ a: Int, b: () -> Void = {}, label c: (Int) -> some View) {}"))
        guard case .function(let function)? = file.statements.first else { Issue.record("no function"); return }
        #expect(
            SwiftParameter.list(of: function, in: file) == [
                SwiftParameter(label: nil, name: "a"), SwiftParameter(label: "b", name: "b", hasDefault: true, takesClosure: true),
                SwiftParameter(label: "label", name: "c", takesClosure: true),
            ])
    }

    /// A sheet that shows one of several views, each with a stack of its own, is one sheet screen per view, with
    /// its condition: it was one sheet holding every case's items under the first case's title, and the view that
    /// switches was said to hold a second navigation container.
    @Test func aSheetThatSwitchesBetweenViewsIsOneSheetPerView() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            enum SheetKind: Identifiable { case about, settings; var id: Self { self } }

            struct SheetRouter: View {
                let kind: SheetKind
                var body: some View {
                    switch kind {
                    case .about: AboutView()
                    case .settings: SettingsView()
                    }
                }
            }

            struct AboutView: View {
                var body: some View {
                    NavigationStack {
                        List {}.navigationTitle("About").toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close") {} } }
                    }
                }
            }

            struct SettingsView: View {
                var body: some View {
                    NavigationStack {
                        List {}.navigationTitle("Settings").toolbar { ToolbarItem(placement: .confirmationAction) { Button("Save") {} } }
                    }
                }
            }

            struct HomeView: View {
                @State private var sheet: SheetKind?
                var body: some View {
                    NavigationStack {
                        List {}.navigationTitle("Home").sheet(item: $sheet) { SheetRouter(kind: $0) }
                    }
                }
            }
            """)
        let screens = text.split(separator: "\n").filter { $0.hasPrefix("screen ") }
        #expect(screens == ["screen home {", "screen home-sheet-router-about {", "screen home-sheet-router-settings {"], "\(text)")
        #expect(text.contains("// only in 'case .about' of switch kind\n  sheet {\n    title: \"About\""), "\(text)")
        #expect(text.components(separatedBy: "item save").count == 2 && text.components(separatedBy: "item close").count == 2, "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// The sheets of a switch whose stacks have no title are named after the view that writes each stack: they
    /// were numbered after the first case's view (`home-about-view-2` for the settings). Two of one view are
    /// numbered after it.
    @Test func untitledSheetsOfASwitchAreNamedAfterTheirViews() throws {
        let (text, _) = try imported(
            """
            import SwiftUI

            enum SheetKind: Identifiable { case about, settings, help; var id: Self { self } }

            struct HomeView: View {
                @State private var sheet: SheetKind?
                var body: some View {
                    NavigationStack {
                        List {}.navigationTitle("Home").sheet(item: $sheet) { kind in
                            switch kind {
                            case .about: AboutView()
                            case .settings: SettingsView()
                            case .help: SettingsView()
                            }
                        }
                    }
                }
            }

            struct AboutView: View {
                var body: some View {
                    NavigationStack { Text("About").toolbar { ToolbarItem { Button("Done") {} } } }
                }
            }

            struct SettingsView: View {
                var body: some View {
                    NavigationStack { Form {}.toolbar { ToolbarItem { Button("Close", systemImage: "xmark") {} } } }
                }
            }
            """)
        let screens = text.split(separator: "\n").filter { $0.hasPrefix("screen ") }
        #expect(screens == ["screen home {", "screen home-about {", "screen home-settings-view-1 {", "screen home-settings-view-2 {"], "\(text)")
    }

    /// A switch written in the sheet's closure names its titled sheets as one wrapped in `Group` does: they were
    /// named after the first case's view (`home-add-view-report-post` for the report).
    @Test func titledSheetsOfASwitchInTheClosureAreNotNamedAfterTheFirstCase() throws {
        let (text, _) = try imported(
            """
            import SwiftUI

            enum SheetKind: Identifiable { case add, report; var id: Self { self } }

            struct HomeView: View {
                @State private var sheet: SheetKind?
                var body: some View {
                    NavigationStack {
                        List {}.navigationTitle("Home").sheet(item: $sheet) { kind in
                            switch kind {
                            case .add: AddView()
                            case .report: ReportView()
                            }
                        }
                    }
                }
            }

            struct AddView: View {
                var body: some View {
                    NavigationStack { Form {}.navigationTitle("Add Account").toolbar { ToolbarItem { Button("Cancel") {} } } }
                }
            }

            struct ReportView: View {
                var body: some View {
                    NavigationStack { Form {}.navigationTitle("Report Post").toolbar { ToolbarItem { Button("Send") {} } } }
                }
            }
            """)
        let screens = text.split(separator: "\n").filter { $0.hasPrefix("screen ") }
        #expect(screens == ["screen home {", "screen home-sheet-add-account {", "screen home-sheet-report-post {"], "\(text)")
    }

    /// A sheet that shows one view of the app's under a condition is still named after it.
    @Test func aSheetShowingOneViewUnderAConditionIsNamedAfterIt() throws {
        let (text, _) = try imported(
            """
            import SwiftUI

            struct HomeView: View {
                @State private var selection: String?
                @State private var isShown = false
                var body: some View {
                    NavigationStack {
                        List {}.navigationTitle("Home").sheet(isPresented: $isShown) {
                            if let selection { DetailView(name: selection) } else { Text("Nothing") }
                        }
                    }
                }
            }

            struct DetailView: View {
                let name: String
                var body: some View {
                    NavigationStack { Form {}.toolbar { ToolbarItem { Button("Done") {} } } }
                }
            }
            """)
        let screens = text.split(separator: "\n").filter { $0.hasPrefix("screen ") }
        #expect(screens == ["screen home {", "screen home-detail {"], "\(text)")
    }

    /// A screen whose body shows one container or another (a stack in compact width, a split view otherwise)
    /// imports the first and says which one was left and when it shows; a view that another shows (a sheet's
    /// content) is said nothing of, as its containers are read where it is shown.
    @Test func aContainerShownInsteadOfTheFirstIsSaidWithItsCondition() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct RootView: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View {
                    if sizeClass == .compact {
                        NavigationStack { List {}.toolbar { Button("Add", systemImage: "plus") {} } }
                    } else {
                        NavigationSplitView { List {}.toolbar { Button("Add", systemImage: "plus") {} } } detail: { Text("Pick") }
                    }
                }
            }
            """)
        #expect(text.contains("stack {"), "\(text)")
        #expect(warnings.map(\.message) == [
            "the navigation container shown when not (sizeClass == .compact) in the screen of 'RootView' is not imported, nor the bars inside it: a screen has one navigation container, and this screen's is the one shown when sizeClass == .compact at V.swift:7"
        ])
    }

    /// `NavigationView` of two views shows them in columns where the width allows (the inner display): a split
    /// view whose compact width shows the first. The second view's items were put in the first's stack. With the
    /// stack style it stays a stack.
    @Test func aNavigationViewOfTwoViewsIsASplitView() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct CatalogView: View {
                var body: some View {
                    NavigationView {
                        List {}.navigationBarTitle("Catalog")
                        PlaceholderDetail()
                    }
                }
            }

            struct PlaceholderDetail: View {
                var body: some View {
                    Text("Pick").navigationBarTitle("Items")
                        .navigationBarItems(trailing: Button(action: {}) { Image(systemName: "arrow.up.arrow.down") })
                }
            }

            struct StackedView: View {
                var body: some View {
                    NavigationView {
                        List {}.navigationBarTitle("Stacked")
                        Text("Footer")
                    }
                    .navigationViewStyle(.stack)
                }
            }
            """)
        #expect(text.contains("split-view {\n    compact-column: sidebar\n\n    sidebar { title: \"Catalog\" }\n    detail {\n      title: \"Items\""), "\(text)")
        #expect(text.contains("screen stacked {") && text.contains("stack { title: \"Stacked\" }"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// A `NavigationView` of the stack style shows its first view alone: a view written after it, never on screen,
    /// had its items put in the first view's stack. Its bars are said instead; one without bars is not.
    @Test func aStackStyleNavigationViewShowsItsFirstViewAlone() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct LibraryView: View {
                var body: some View {
                    NavigationView {
                        List { Text("Books") }
                            .navigationTitle("Library")
                            .toolbar { ToolbarItem { Button("Add", systemImage: "plus") {} } }
                        Text("Pick a book")
                            .toolbar { ToolbarItem { Button("Share", systemImage: "square.and.arrow.up") {} } }
                        Text("Footer")
                    }
                    .navigationViewStyle(.stack)
                }
            }
            """)
        #expect(text.contains("item add") && !text.contains("item share"), "\(text)")
        let unsupported = warnings.filter { $0.kind == .unsupported }
        #expect(unsupported.count == 1, "\(warnings.map(\.message))")
        #expect(unsupported.first?.message.hasPrefix("this view comes after the first in a NavigationView of the stack style") == true)
        // Its item is in no spec, and said so where it is declared.
        #expect(warnings.contains { $0.kind == .unattachedItems }, "\(warnings.map(\.message))")
    }

    /// A hand-made bar read through `#if` (the iPhone's clauses), a function, an app's view, its members and
    /// layouts nested as deep as real accessory bars are: the layouts do not count towards how deep views are
    /// followed, so the buttons at the bottom are the bar's (Ice Cubes' accessory bar was cut off, and a bar
    /// under `#if` was nothing). A `Picker` in it is titled by its label.
    @Test func aHandMadeBarIsReadThroughDirectivesAndNestedLayouts() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct Accessory: View {
                var body: some View {
                    #if os(visionOS)
                    VStack { actions }
                    #else
                    if #available(iOS 26, *) {
                        content.padding()
                    } else {
                        HStack { content }
                    }
                    #endif
                }

                private var content: some View {
                    ViewThatFits {
                        HStack(spacing: 16) { actions }
                        ScrollView(.horizontal) { HStack { actions } }
                    }
                }

                @ViewBuilder
                private var actions: some View {
                    Button("Photo", systemImage: "photo") {}
                    Picker(selection: .constant(1)) { Text("Public").tag(1) } label: { Text("Visibility") }
                }
            }

            struct ComposeView: View {
                var body: some View {
                    NavigationStack {
                        ScrollView { Text("x") }
                            .safeAreaInset(edge: .bottom) { bottomBar(compact: false) }
                            .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Post") {} } }
                    }
                }

                @ViewBuilder
                private func bottomBar(compact: Bool) -> some View {
                    GlassEffectContainer { VStack { ZStack { Accessory() } } }
                }
            }
            """)
        #expect(text.contains("item photo { title: \"Photo\" symbol: \"photo\" }"), "\(text)")
        #expect(text.contains("item visibility { title: \"Visibility\" view: custom }"), "\(text)")
        #expect(text.components(separatedBy: "item photo ").count == 2, "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// A picker titled by a label the code computes says so, as a button does; the older `label: Text(…)`
    /// argument is read too.
    @Test func aPickersComputedLabelIsSaid() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI
            struct AudienceView: View {
                let draft: Draft
                var body: some View {
                    NavigationStack {
                        Text("x").safeAreaInset(edge: .bottom) {
                            HStack {
                                Picker(selection: .constant(1)) { Text("All").tag(1) } label: { Text(draft.audience) }
                                Picker(selection: .constant(1), label: Text("Order")) { Text("New").tag(1) }
                            }
                        }
                    }
                }
            }
            """)
        #expect(text.contains("// title from the code\n    // V.swift:8\n    item draft-audience { title: \"draft.audience\" view: custom }"), "\(text)")
        #expect(text.contains("item order { title: \"Order\" view: custom }"), "\(text)")
        #expect(warnings.map(\.message) == [ImportWarning(computed: "title", "draft.audience", keptAsCode: true, path: "", range: .at(0)).message], "\(warnings.map(\.message))")
    }

    /// A hand-made bar whose members each show the next several times is read within a budget of its own, and
    /// the cut is said: levels of ten took 3.8 s once layouts no longer spent depth.
    @Test func aHandMadeBarsFanOutOfMembersIsBounded() throws {
        var members = "    var level6: some View { Button(\"Go\", systemImage: \"arrow.right\") {} }\n"
        for level in 0..<6 {
            members += "    var level\(level): some View { HStack { " + String(repeating: "level\(level + 1); ", count: 10) + "} }\n"
        }
        let source = "import SwiftUI\nstruct FanView: View {\n    var body: some View {\n        NavigationStack { Text(\"x\").safeAreaInset(edge: .bottom) { level0 } }\n    }\n" + members + "}\n"
        let (text, warnings) = try imported(source)
        #expect(text.contains("hand-made-bar"), "\(text.prefix(500))")
        #expect(warnings.contains { $0.message.hasPrefix("this bar the app builds uses views more than 2048 times") }, "\(warnings.map(\.message))")
    }

    /// A bar a sheet's content builds is the sheet screen's, beside its sheet, as the grammar has it: Ice Cubes'
    /// composer, presented in a sheet, lost its accessory bar of buttons without a word.
    @Test func aSheetsHandMadeBarIsItsScreens() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct DraftView: View {
                var body: some View {
                    NavigationStack {
                        ScrollView { Text("Draft") }
                            .safeAreaInset(edge: .bottom) {
                                HStack {
                                    Button("Photo", systemImage: "photo") {}
                                    Spacer()
                                    Button("Mention", systemImage: "at") {}
                                }
                            }
                            .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Post") {} } }
                    }
                }
            }

            struct TimelineView: View {
                @State private var drafting = false
                var body: some View {
                    NavigationStack {
                        List {}
                            .toolbar { ToolbarItem { Button("New", systemImage: "square.and.pencil") { drafting = true } } }
                            .sheet(isPresented: $drafting) { DraftView() }
                    }
                }
            }
            """)
        #expect(text.contains("screen timeline-draft {\n  sheet {\n    toolbar {\n      // V.swift:14\n      item post { title: \"Post\" placement: confirmation }\n    }\n  }\n  // V.swift:7\n  hand-made-bar bottom-bar {\n    edge: bottom\n"), "\(text)")
        #expect(text.contains("item photo { title: \"Photo\" symbol: \"photo\" }\n    // V.swift:10\n    spacer flexible\n"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// A hand-made bar in a branch of an `if` shows only then, and says so: two bars in the two branches had no
    /// comment, so they read as shown together.
    @Test func aHandMadeBarInABranchSaysWhenItShows() throws {
        let (text, _) = try imported(
            """
            import SwiftUI

            struct HomeView: View {
                @State private var hasItems = false
                var body: some View {
                    if hasItems {
                        List {}.safeAreaInset(edge: .bottom) { HStack { Spacer(); Button("Customize") {} } }
                    } else {
                        Text("Nothing here").safeAreaInset(edge: .bottom) { Button("Add", systemImage: "plus") {} }
                    }
                }
            }
            """)
        #expect(text.contains("  // only when hasItems\n  // V.swift:7\n  hand-made-bar bottom-bar {"), "\(text)")
        #expect(text.contains("  // only when not hasItems\n  // V.swift:9\n  hand-made-bar bottom-bar-2 {"), "\(text)")
    }

    /// Views stacked in `navigationBarItems` through `Group`, stacks and `if` are items with their conditions, and
    /// a stack around one view in a `ToolbarItem` is that view: they were items titled "HStack", with no
    /// condition.
    @Test func stackedAndConditionalBarViewsAreItemsWithTheirConditions() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct SortMenu: View {
                var body: some View { Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") {} } }
            }

            struct VillagersView: View {
                @State private var showAll = true
                var body: some View {
                    NavigationStack {
                        List {}
                            .navigationBarItems(trailing: Group { if showAll { HStack(spacing: 12) { SortMenu() } } })
                            .toolbar { ToolbarItem(placement: .bottomBar) { if showAll { HStack { Button("Add", systemImage: "plus") {} } } } }
                    }
                }
            }
            """)
        #expect(text.contains("      // only when showAll\n      // V.swift:12\n      menu sort {"), "\(text)")
        #expect(text.contains("      // only when showAll\n      // V.swift:13\n      item add { title: \"Add\" symbol: \"plus\" placement: bottom }"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// A property of a view that more modifiers follow (`.backport.glass()`, an app's back-deployment shim) is
    /// looked through: the view was a custom item named `backport`.
    @Test func aPropertyBetweenModifiersIsLookedThrough() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    NavigationStack {
                        Form {}.toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Menu("Advanced", systemImage: "gearshape.fill") { Button("Reset") {} }.backport.glass()
                            }
                        }
                    }
                }
            }
            """)
        #expect(text.contains("menu advanced {"), "\(text)")
        #expect(!text.contains("backport"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// From the review of the re-read entries: the copy kept shows under what both readings show under (both
    /// branches of an `if`: no condition; it kept the first branch's), and two hand-made bars that show one
    /// control each keep it (the second bar came out empty).
    @Test func aReReadEntryShowsUnderBothReadingsAndBarsKeepTheirControls() throws {
        let (text, _) = try imported(
            """
            import SwiftUI

            struct LibraryView: View {
                @State private var isGrid = false
                var body: some View {
                    NavigationStack {
                        if isGrid {
                            Text("Grid").toolbar { addButton }
                        } else {
                            List {}.toolbar { addButton }
                        }
                    }
                    .navigationTitle("Library")
                }
                @ToolbarContentBuilder private var addButton: some ToolbarContent {
                    ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} }
                }
            }

            struct StartView: View {
                @State private var isEmpty = false
                var body: some View {
                    if isEmpty {
                        Text("Nothing yet").safeAreaInset(edge: .bottom) { customizeButton }
                    } else {
                        List {}.safeAreaInset(edge: .bottom) { customizeButton }
                    }
                }
                private var customizeButton: some View { HStack { Spacer(); Button("Customize") {} } }
            }
            """)
        #expect(text.contains("    toolbar {\n      // V.swift:16\n      item add {"), "\(text)")
        #expect(text.components(separatedBy: "title: \"Customize\"").count == 3, "\(text)")
        #expect(RereadEntries.merge(["only when a", "only when b"], ["only when a", "only when c"]) == ["only when a", "only when b, or when c"])
        #expect(RereadEntries.merge(["only when a"], []) == [])
    }

    /// A `NavigationView` whose views are the branches of an `if` is a stack showing one or the other, not a
    /// split view with a column per branch.
    @Test func aNavigationViewOfBranchesIsAStack() throws {
        let (text, _) = try imported(
            """
            import SwiftUI

            struct InboxView: View {
                @State private var isLoggedIn = false
                var body: some View {
                    NavigationView {
                        if isLoggedIn {
                            List {}.toolbar { Button("Compose", systemImage: "square.and.pencil") {} }
                        } else {
                            Text("Sign in")
                        }
                    }
                }
            }
            """)
        #expect(!text.contains("split-view") && text.contains("stack {"), "\(text)")
        #expect(text.contains("// only when isLoggedIn"), "\(text)")
    }

    /// A view property placed as a bar item keeps the condition of its `if`, and its `EmptyView()` branch is no
    /// item (it was an item titled "Empty View", with a warning to give it a title).
    @Test func aViewPropertysConditionsAreKeptAndEmptyViewIsNoItem() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct FossilView: View {
                var isModal = false
                @State private var canShare = false
                var body: some View {
                    NavigationStack {
                        List {}
                            .navigationBarItems(leading: closeButton)
                            .toolbar { ToolbarItem(placement: .topBarTrailing) { shareButton } }
                    }
                }
                private var closeButton: some View {
                    if isModal {
                        return Button(action: {}) { Image(systemName: "xmark.circle.fill") }.eraseToAnyView()
                    } else {
                        return EmptyView().eraseToAnyView()
                    }
                }
                @ViewBuilder private var shareButton: some View {
                    if canShare { Button(action: {}) { Image(systemName: "square.and.arrow.up") } }
                }
            }
            """)
        #expect(text.contains("// only when isModal\n      // V.swift:15\n      item xmark-circle-fill"), "\(text)")
        #expect(text.contains("// only when canShare\n      // V.swift:10\n      item square-and-arrow-up"), "\(text)")
        #expect(!text.contains("empty-view"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// An app's modifier that applies the closure it is given (`.modify { view in view.toolbar { … } }`, `.when(
    /// isEditing) { $0.toolbar { … } }`) adds what the closure adds; a condition on the modifier's parameter is
    /// said as what the call passes. The closure's toolbar was left out, with a warning where it was written.
    @Test func aModifierThatAppliesItsClosureAddsWhatTheClosureAdds() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            extension View {
                func modify<T: View>(@ViewBuilder _ transform: (Self) -> T) -> T { transform(self) }
                @ViewBuilder func when<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                    if condition { transform(self) } else { self }
                }
            }

            struct NotesView: View {
                @State private var isEditing = false
                var body: some View {
                    NavigationStack {
                        List {}
                            .modify { view in view.toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Share", systemImage: "square.and.arrow.up") {} } } }
                            .when(isEditing) { $0.toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") {} } } }
                            .navigationTitle("Notes")
                    }
                }
            }
            """)
        #expect(text.contains("item share { title: \"Share\" symbol: \"square.and.arrow.up\" placement: top-trailing }"), "\(text)")
        #expect(text.contains("// only when isEditing\n      // V.swift:16\n      item done { title: \"Done\" placement: confirmation }"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// The classic `NavigationView { List { … }; if let note = selection { NoteView() } else { Text("Pick") } }`:
    /// a split view whose detail column shows one branch or the other, each item under its condition.
    @Test func aNavigationViewWithAConditionalDetailIsASplitView() throws {
        let (text, _) = try imported(
            """
            import SwiftUI

            struct NotesView: View {
                @State private var selection: String?
                var body: some View {
                    NavigationView {
                        List {}.navigationBarTitle("Notes")
                        if selection != nil {
                            Text("Note").navigationBarTitle("Note").toolbar { Button("Share", systemImage: "square.and.arrow.up") {} }
                        } else {
                            Text("Pick a note")
                        }
                    }
                }
            }
            """)
        #expect(text.contains("split-view {\n    compact-column: sidebar\n\n    sidebar { title: \"Notes\" }\n    detail {"), "\(text)")
        #expect(text.contains("// only when selection != nil"), "\(text)")
    }

    /// Two files that each declare a view of one name (an app's and its watch app's) each read their own members:
    /// the second file's screen got the first file's `bottomButtons`.
    @Test func sameNamedViewsInTwoFilesReadTheirOwnMembers() throws {
        func view(_ button: String) -> String {
            """
            import SwiftUI

            struct DownloadsView: View {
                var body: some View {
                    NavigationStack { List {}.toolbar { ToolbarItemGroup(placement: .bottomBar) { bottomButtons } } }
                }
                @ViewBuilder private var bottomButtons: some View { Button("\(button)") {} }
            }
            """
        }
        let result = Importer.run(
            sources: [SourceFile(path: "Phone/DownloadsView.swift", text: view("Delete All")), SourceFile(path: "Watch/DownloadsView.swift", text: view("Clear"))],
            mode: .swiftUI)
        #expect(result.files.map(\.swiftPath) == ["Phone/DownloadsView.swift", "Watch/DownloadsView.swift"])
        #expect(result.files.first?.text.contains("title: \"Delete All\"") == true && result.files.first?.text.contains("Clear") == false)
        #expect(result.files.last?.text.contains("title: \"Clear\"") == true && result.files.last?.text.contains("Delete All") == false, "\(result.files.last?.text ?? "")")
    }

    /// From the third review. A type's static function (`LocalSetupView.infoView(title:)`) is not a modifier of
    /// that type's view: its body and toolbar were read into the caller's screen, and its own screen was lost.
    @Test func aTypesStaticFunctionIsNotItsView() throws {
        let (text, _) = try imported(
            """
            import SwiftUI

            struct LocalSetupView: View {
                var body: some View { NavigationStack { List {}.toolbar { Button("Add") {} } } }
                static func infoView(title: String) -> some View { Text(title).font(.caption) }
            }

            struct ServerSetupView: View {
                var body: some View {
                    NavigationStack { List { LocalSetupView.infoView(title: "x") }.toolbar { Button("Continue") {} } }
                }
            }
            """)
        let screens = text.components(separatedBy: "\nscreen ").dropFirst()
        #expect(screens.count == 2, "\(text)")
        #expect(screens.first { $0.hasPrefix("server-setup") }.map { !$0.contains("item add") && $0.contains("item continue") } == true, "\(text)")
    }

    /// A view type whose body is an `if`/`else` stays a custom item, said to be, rather than its first branch
    /// alone; a view property that chooses between two buttons gives the item its alternate title.
    @Test func aViewTypeChoosingBetweenViewsIsNotReadAsItsFirstBranch() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct MoreButton: View {
                let isEditing: Bool
                var body: some View {
                    if !isEditing { Menu("More", systemImage: "ellipsis.circle") { Button("Share") {} } } else { Button("Done") {} }
                }
            }

            struct CloseButton: View {
                var body: some View {
                    if #available(iOS 26, *) { Button(role: .close) {} } else { Button("Close") {} }
                }
            }

            struct DetailView: View {
                @State private var isEditing = false
                @State private var allSelected = false
                var body: some View {
                    NavigationStack {
                        List {}.toolbar {
                            ToolbarItem(placement: .cancellationAction) { CloseButton() }
                            ToolbarItem(placement: .topBarTrailing) { MoreButton(isEditing: isEditing) }
                            ToolbarItem(placement: .bottomBar) { selectAllButton }
                        }
                    }
                }
                @ViewBuilder private var selectAllButton: some View {
                    if allSelected { Button("Deselect All") {} } else { Button("Select All") {} }
                }
            }
            """)
        #expect(text.contains("item more-button { title: \"More Button\" placement: top-trailing view: custom }"), "\(text)")
        // An availability check has one answer: that body is one view on iOS 27.1.
        #expect(text.contains("item close { title: \"Close\" symbol: \"xmark\" placement: cancellation }"), "\(text)")
        #expect(text.contains("item deselect-all { title: \"Deselect All\" alternate-title: \"Select All\" placement: bottom }"), "\(text)")
        #expect(warnings.map(\.kind) == [.customView], "\(warnings.map(\.message))")
    }

    /// ``func `if`(_:transform:)``, the usual spelling of a conditional modifier, is called as `.if(…)`: its name
    /// kept its backticks, so it was never found.
    @Test func aModifierNamedWithBackticksIsFound() throws {
        let (text, _) = try imported(
            """
            import SwiftUI

            extension View {
                @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                    if condition { transform(self) } else { self }
                }
            }

            struct EditorView: View {
                @State private var isEditing = false
                var body: some View {
                    NavigationStack { List {}.if(isEditing) { $0.toolbar { Button("Done") {} } } }
                }
            }
            """)
        #expect(text.contains("// only when isEditing\n      // V.swift:12\n      item done"), "\(text)")
    }

    /// A view shown in both branches of an `if` inside a sheet is read once there too; a `PreviewProvider`'s own
    /// wrapper view names no screen.
    @Test func sheetsDropRereadEntriesAndPreviewsNameNoScreen() throws {
        let (text, _) = try imported(
            """
            import SwiftUI

            struct SettingsView: View {
                @State private var hasLibrary = false
                var body: some View {
                    NavigationStack {
                        if hasLibrary { Form { port } } else { Form { port } }
                    }
                }
                private var port: some View {
                    TextField("Port", text: .constant("")).toolbar { ToolbarItemGroup(placement: .keyboard) { Button("Done") {} } }
                }
            }

            struct RootView: View {
                @State private var showsSettings = false
                var body: some View { NavigationStack { List {}.sheet(isPresented: $showsSettings) { SettingsView() } } }
            }

            struct RootView_Previews: PreviewProvider {
                struct Preview: View {
                    var body: some View { RootView() }
                }
                static var previews: some View { Preview() }
            }
            """)
        #expect(text.components(separatedBy: "item done").count == 2, "\(text)")
        #expect(!text.contains("screen preview"), "\(text)")
    }

    /// A tab view presented in a sheet cannot be a spec's sheet: it is said where it is written, and no empty
    /// `sheet {}` screen is made (its tabs were lost without a word).
    @Test func aTabViewInASheetIsSaidNotLost() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct RootView: View {
                @State private var showsLibrary = false
                var body: some View {
                    NavigationStack {
                        List {}
                            .toolbar { Button("Library", systemImage: "books.vertical") { showsLibrary = true } }
                            .sheet(isPresented: $showsLibrary) {
                                TabView {
                                    NavigationStack { List {}.toolbar { Button("Done") {} } }.tabItem { Label("All", systemImage: "tray") }
                                }
                            }
                    }
                }
            }
            """)
        #expect(!text.contains("sheet {"), "\(text)")
        #expect(warnings.map(\.message).contains("a tab view presented in a sheet is not imported, nor the bars inside it: a spec's sheet holds a toolbar of its own, not a tab view"), "\(warnings.map(\.message))")
    }

    /// A wrapper whose body shows its content in a branch for another platform too (`#if os(macOS) content #else
    /// NavigationStack { content.toolbar { … } } #endif`) reads the content where it shows on iOS: the macOS
    /// branch used it up, so its bars made a screen of their own and the branch was said to have bars.
    @Test func aWrappersOtherPlatformBranchDoesNotUseUpItsContent() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct SheetContent<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View {
                    #if os(macOS)
                    content
                    #else
                    NavigationStack { content.toolbar { ToolbarItem(placement: .topBarLeading) { Button("Done") {} } } }
                    #endif
                }
            }

            struct BookmarksListing: View {
                var body: some View {
                    List {}.navigationTitle("Bookmarks").toolbar { Button("Add Bookmark", systemImage: "star") {} }
                }
            }

            struct ReaderView: View {
                @State private var showsBookmarks = false
                var body: some View {
                    NavigationStack {
                        Text("Page").sheet(isPresented: $showsBookmarks) { SheetContent { BookmarksListing() } }
                    }
                }
            }
            """)
        #expect(!text.contains("screen bookmarks-listing"), "\(text)")
        #expect(text.contains("item add-bookmark") && text.contains("item done"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    static func call(_ code: String) -> SwiftCall? {
        let file = SwiftParser.parse(SourceFile(path: "x.swift", text: "let x = " + code))
        guard case .variable(let variable)? = file.statements.first, case .call(let call)? = variable.initializer else { return nil }
        return call
    }

    /// Views nested past the depth the importer follows are named only when their own code spells a bar: most of
    /// a real app's warnings were about avatars and rows with none to lose.
    @Test func tooDeepIsSaidOnlyOfViewsThatSpellBars() throws {
        // Level0 › Level1 › … › Level8 › (Avatar, Level9): the last two are past the depth followed; only Level9
        // spells a bar.
        var swift = "import SwiftUI\n"
        swift += "struct Level0: View { var body: some View { NavigationStack { Level1().toolbar { Button(\"A\", systemImage: \"a.circle\") {} } } } }\n"
        for level in 1..<8 { swift += "struct Level\(level): View { var body: some View { VStack { Level\(level + 1)() } } }\n" }
        swift += "struct Level8: View { var body: some View { VStack { Avatar(); Level9() } } }\n"
        swift += "struct Avatar: View { var body: some View { Image(systemName: \"person\") } }\n"
        swift += "struct Level9: View { var body: some View { Text(\"y\").toolbar { Button(\"B\", systemImage: \"b.circle\") {} } } }\n"
        let (_, warnings) = try imported(swift)
        let deep = warnings.filter { $0.kind == .tooDeep }.map(\.message)
        #expect(deep == ["view 'Level9' is nested too deeply to follow; its bars are not imported here"], "\(deep)")
    }

    /// Nothing is left out without a word: a view the app hands into a hand-made bar is a custom item (it was
    /// dropped), and a menu inside a menu is one entry with a warning naming what it lists (Export was lost).
    @Test func handedInViewsAndNestedMenusAreNotLostSilently() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct ReaderView: View {
                var pageView: AnyView
                var body: some View {
                    NavigationStack {
                        Text("x").navigationTitle("Reader")
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) {
                                    Menu("Options", systemImage: "ellipsis") {
                                        Button("Sort", systemImage: "arrow.up.arrow.down") {}
                                        Menu("More") { Button("Export", systemImage: "square.and.arrow.up") {} }
                                    }
                                }
                            }
                    }
                    .safeAreaBar(edge: .bottom) {
                        HStack {
                            pageView.accessibilityLabel("Page")
                            Spacer()
                            Button("Share", systemImage: "square.and.arrow.up") {}
                        }
                    }
                }
            }
            """)
        #expect(text.contains("item page { title: \"Page\" view: custom }"), "\(text)")
        #expect(warnings.map(\.message) == [
            "a menu inside a menu has no counterpart in the language (a menu lists items); imported as one entry, without the entries it lists (1)"
        ])
    }

    /// A second navigation container in one screen is said where it is (only a spec comment said so, without a
    /// place).
    @Test func aSecondNavigationContainerIsSaidWhereItIs() throws {
        let (_, warnings) = try imported(
            """
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    HStack {
                        TabView { Tab("Home", systemImage: "house") { Text("home") } }
                        SideColumn()
                    }
                }
            }

            struct SideColumn: View {
                var body: some View {
                    NavigationStack { Text("side").toolbar { Button("Bell", systemImage: "bell") {} } }
                }
            }
            """)
        let second = warnings.filter { $0.message.hasPrefix("a second navigation container") }
        #expect(second.map(\.message) == ["a second navigation container in the screen of 'RootView' is not imported, nor the bars inside it: a screen has one navigation container, and this screen's is at V.swift:6"])
        #expect(second.first?.range.start == 262, "\(second.map(\.range))")
    }

    /// From a before/after run on six apps: a wrapper naming its content in alternatives (`#if DEBUG`, `if … else`)
    /// gave each item once per alternative and a "second navigation container" per alternative; a member view or
    /// a hand-made bar inside a navigation container's content was left out; `if #available` inside one
    /// `ToolbarItem` made the legacy branch an alternate title; and a member view nested deep was warned about
    /// with no bar in it.
    @Test func wrappersWithAlternativesMemberBarsAndAvailabilityInsideAnItem() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct AppStack<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View {
                    #if DEBUG
                    if isTesting { VStack { NavigationStack { content } } } else { NavigationStack { content } }
                    #else
                    NavigationStack { content }
                    #endif
                }
            }

            struct FiltersView: View {
                var body: some View {
                    AppStack {
                        Text("y")
                            .toolbar {
                                ToolbarItem(placement: .primaryAction) {
                                    if #available(iOS 26.0, *) { Button("Close", systemImage: "xmark") {} } else { Button("Done") {} }
                                }
                            }
                            .safeAreaInset(edge: .bottom) { acceptAllButton }
                    }
                }

                private var acceptAllButton: some View { Button("Accept all", systemImage: "checkmark") {} }
            }
            """)
        #expect(text.components(separatedBy: "item close ").count == 2, "\(text)")
        #expect(!text.contains("alternate-title"), "\(text)")
        #expect(text.contains("item accept-all { title: \"Accept all\" symbol: \"checkmark\" }"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")

        var deep = "import SwiftUI\nstruct Deep: View {\n    var body: some View { NavigationStack { p0.toolbar { Button(\"A\", systemImage: \"a.circle\") {} } } }\n"
        for level in 0..<9 { deep += "    var p\(level): some View { p\(level + 1) }\n" }
        deep += "    var p9: some View { Image(systemName: \"person\") }\n}\n"
        #expect(try imported(deep).warnings.isEmpty)
    }

    /// A wrapper that shows what its caller passes in a bar it builds (`.safeAreaInset(edge: .bottom) { footer() }`)
    /// has the caller's controls there — passed by a second trailing closure, by label, or as the only one — and
    /// read as a screen of its own it has no item for them. The property's name was a custom item ("footer"),
    /// said to be, on every screen that used the wrapper (Element X's dialogs, eighteen screens).
    @Test func aWrappersHandMadeBarShowsTheControlsItsCallerPasses() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct Panel<Content: View, Footer: View>: View {
                @ViewBuilder var content: () -> Content
                @ViewBuilder var footer: () -> Footer
                var body: some View {
                    ScrollView { content() }
                        .safeAreaInset(edge: .bottom) { footer() }
                }
            }

            struct Strip<Actions: View>: View {
                @ViewBuilder var actions: Actions
                var body: some View { Color.clear.safeAreaBar(edge: .bottom) { HStack { actions } } }
            }

            struct WelcomeView: View {
                var body: some View {
                    Panel {
                        Text("Welcome")
                    } footer: {
                        Button("Continue") {}
                    }
                }
            }

            struct TermsView: View {
                var body: some View {
                    Panel(content: { Text("Terms") }, footer: { Button("Accept", systemImage: "checkmark") {} })
                }
            }

            struct ShareView: View {
                var body: some View {
                    Strip { Button("Send", systemImage: "paperplane") {} }
                }
            }
            """)
        #expect(text.contains("item continue { title: \"Continue\" }"), "\(text)")
        #expect(text.contains("item accept { title: \"Accept\" symbol: \"checkmark\" }"), "\(text)")
        #expect(text.contains("item send { title: \"Send\" symbol: \"paperplane\" }"), "\(text)")
        #expect(!text.contains("footer"), "\(text)")
        #expect(!text.contains("screen panel"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// A wrapper's alternatives that each show its caller's views in the same containers are one: the stack is
    /// under none of the wrapper's conditions, and a sheet wrapped the same way is one screen (it was three, the
    /// first under `#if DEBUG` and `isTesting`, the others empty). Alternatives with other containers, or an `if`
    /// without an `else`, still say their conditions.
    @Test func aWrappersAlternativesShowingTheSameContainersAreOne() throws {
        let wrapper = """
            import SwiftUI

            struct AppStack<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View {
                    #if DEBUG
                    if isTesting { VStack { NavigationStack { content } } } else { NavigationStack { content } }
                    #else
                    NavigationStack { content }
                    #endif
                }
            }

            struct FiltersView: View {
                @State private var showsHelp = false
                var body: some View {
                    AppStack {
                        Text("y")
                            .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} } }
                            .sheet(isPresented: $showsHelp) {
                                AppStack { Text("z").toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") {} } } }
                            }
                    }
                }
            }
            """
        let (text, warnings) = try imported(wrapper)
        #expect(!text.contains("only when"), "\(text)")
        #expect(text.contains("screen filters-app-stack {\n  sheet {\n    toolbar {"), "\(text)")
        #expect(text.components(separatedBy: "screen ").count == 3, "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")

        let split = wrapper.replacingOccurrences(of: "} else { NavigationStack { content } }", with: "} else { NavigationSplitView { content } detail: { Text(\"d\") } }")
        #expect(try imported(split).text.contains("// only when isTesting\n"))
        let noElse = wrapper.replacingOccurrences(of: " else { NavigationStack { content } }", with: "")
        #expect(try imported(noElse).text.contains("// only when isTesting\n"))
        // From a review: alternatives that add items of their own, show a text rather than the caller's views, or
        // nest the containers the other way are not one (their items were lost, their conditions dropped).
        let ownItems = wrapper.replacingOccurrences(
            of: "} else { NavigationStack { content } }",
            with: "} else { NavigationStack { content.toolbar { Button(\"Sidebar\") {} } } }")
        #expect(try imported(ownItems).text.contains("// only when isTesting\n"))
        let textInstead = wrapper.replacingOccurrences(of: "} else { NavigationStack { content } }", with: "} else { NavigationStack { Text(\"content\") } }")
        #expect(try imported(textInstead).text.contains("// only when isTesting\n"))
        let nesting = wrapper.replacingOccurrences(
            of: "if isTesting { VStack { NavigationStack { content } } } else { NavigationStack { content } }",
            with: "if isTesting { NavigationStack { TabView { content } } } else { TabView { NavigationStack { content } } }")
        #expect(try imported(nesting).text.contains("// only when isTesting\n"))
    }

    /// From a review of this session's changes: two views side by side in one `ToolbarItem` are not a switch (the
    /// second became an alternate title); a row embedded in a list that presents the list in a sheet is not a
    /// screen of its own; a wrapper nested too deeply whose passed views spell a bar is said to be.
    @Test func reviewOfItemsRowsAndWrappers() throws {
        let side = try imported(
            """
            import SwiftUI
            struct EditView: View {
                var body: some View {
                    NavigationStack {
                        Text("x").toolbar { ToolbarItem { Button("Undo", systemImage: "arrow.uturn.backward") {}; Button("Redo", systemImage: "arrow.uturn.forward") {} } }
                    }
                }
            }
            """)
        #expect(!side.text.contains("alternate"), "\(side.text)")
        #expect(side.warnings.map(\.message) == ["this ToolbarItem also shows 'Button' (in another branch, or beside its first view); only the first view is imported, as one item"])

        let result = Importer.run(sources: [SourceFile(path: "V.swift", text: """
            import SwiftUI
            struct FolderView: View {
                var body: some View { NavigationStack { List { FolderRow() }.toolbar { Button("Add", systemImage: "plus") {} } } }
            }
            struct FolderRow: View {
                @State var shows = false
                var body: some View { Text("row").toolbar { Button("Act", systemImage: "bolt") {} }.sheet(isPresented: $shows) { FolderView() } }
            }
            """)], mode: .swiftUI)
        #expect(!result.files.map(\.text).joined().contains("screen folder-row"))
    }

    /// A root view that a view it pushes presents again in a sheet (a profile, its followers, the profile from a
    /// follower): the profile was "followed" by its own follower and its screen was lost, leaving only the sheet.
    /// `NavigationLink("Followers") { … }` is a push too (only the `label:` form was read as one).
    @Test func aRootViewPresentedAgainByAViewItPushesKeepsItsScreen() throws {
        let (text, _) = try imported(
            """
            import SwiftUI

            struct ProfileView: View {
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("Followers") { FollowersView() } }
                            .navigationTitle("Profile")
                            .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Share", systemImage: "square.and.arrow.up") {} } }
                    }
                }
            }

            struct FollowersView: View {
                @State var showsProfile = false
                var body: some View {
                    List { Text("f") }
                        .navigationTitle("Followers")
                        .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Sort", systemImage: "arrow.up.arrow.down") {} } }
                        .sheet(isPresented: $showsProfile) { ProfileView() }
                }
            }

            struct SettingsView: View {
                var body: some View { NavigationStack { Form {}.toolbar { Button("Done") {} } } }
            }

            struct HomeView: View {
                @State var showsSettings = false
                var body: some View {
                    NavigationStack { Text("Home").sheet(isPresented: $showsSettings) { SettingsView() } }
                }
            }
            """)
        #expect(text.contains("screen profile {\n  // V.swift:5\n  stack {\n    title: \"Profile\""), "\(text)")
        #expect(text.contains("pushed by the navigation link at V.swift:6"), "\(text)")
        // A view only ever presented by others is still the presenter's sheet, not a screen of its own.
        #expect(!text.contains("screen settings"), "\(text)")
        #expect(text.contains("screen home"), "\(text)")
    }

    /// `navigationBarItems(leading:trailing:)` and `navigationBarTitle` (deprecated, still in many apps) gave
    /// an empty stack and no warning.
    @Test func olderNavigationBarModifiersAreRead() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct ListView: View {
                var body: some View {
                    NavigationView {
                        List {}
                            .navigationBarTitle("Old", displayMode: .inline)
                            .navigationBarItems(
                                leading: EditButton(),
                                trailing: HStack {
                                    Button("Add", systemImage: "plus") {}
                                    Button("Sort", systemImage: "arrow.up.arrow.down") {}
                                })
                    }
                }
            }

            """)
        #expect(text.contains("title: \"Old\""), "\(text)")
        let edit = try #require(text.split(separator: "\n").first { $0.contains("item edit") })
        #expect(edit.contains("placement: top-leading"), "\(text)")
        for id in ["add", "sort"] {
            let line = try #require(text.split(separator: "\n").first { $0.contains("item \(id) ") }, "\(text)")
            #expect(line.contains("placement: top-trailing"), "\(line)")
        }
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// A tab's badge that is not a literal is named by a warning; `nil` (no badge) is not.
    @Test func aComputedTabBadgeIsWarnedAbout() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct RootView: View {
                @State var unread = 3
                var body: some View {
                    TabView {
                        Tab("Inbox", systemImage: "tray") { Text("x") }.badge(unread)
                        Tab("Sent", systemImage: "paperplane") { Text("y") }.badge(nil)
                        Tab("Drafts", systemImage: "doc") { Text("z") }.badge(2)
                    }
                }
            }

            """)
        #expect(text.contains("badge: 2"), "\(text)")
        #expect(warnings.map(\.message) == ["badge 'unread' is computed; not imported"])
        #expect(warnings.first?.kind == .dynamicText)
    }

    /// Real views split their body into computed properties and functions; a toolbar or tab view declared there
    /// belongs to the screen (it was left out, and a tab view in such a property dropped without a word).
    @Test func barsInTheViewsOwnPropertiesAndFunctionsAreRead() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct HostView: View {
                var body: some View { NavigationStack { content } }
                private var content: some View {
                    List {}.toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} } }
                }
            }

            struct RootView: View {
                var body: some View { tabs }
                @ViewBuilder private var tabs: some View {
                    TabView {
                        Text("a").tabItem { Label("Home", systemImage: "house") }
                        Text("b").tabItem { Label("Me", systemImage: "person") }
                    }
                }
            }

            struct ListsView: View {
                var body: some View { NavigationStack { self.makeList().padding() } }
                func makeList() -> some View {
                    List {}.toolbar { ToolbarItem { Button("Sort", systemImage: "arrow.up.arrow.down") {} } }
                }
            }

            struct LoopView: View {
                var body: some View { NavigationStack { again } }
                var again: some View { again.toolbar { ToolbarItem { Button("Loop", systemImage: "repeat") {} } } }
            }

            """)
        #expect(text.contains("item add { title: \"Add\" symbol: \"plus\" placement: top-trailing }"), "\(text)")
        #expect(text.contains("tab home {") && text.contains("tab me {"), "\(text)")
        #expect(text.contains("item sort {"), "\(text)")
        // A member that reads itself is followed once.
        #expect(text.contains("item loop {"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// A tab labelled by a member of the view is read through it (it was dropped without a word); a computed
    /// tab title is named by a warning, as an item's is.
    @Test func tabLabelsInMembersAndComputedTitles() throws {
        let (text, warnings) = try imported(
            """
            import SwiftUI

            struct RootView: View {
                var inboxTitle = "Inbox"
                var body: some View {
                    TabView {
                        Text("a").tabItem { homeLabel }
                        Text("c").tabItem { Label(inboxTitle, systemImage: "tray") }
                        Tab(inboxTitle, systemImage: "archivebox") { Text("d") }
                    }
                }
                var homeLabel: some View { Label("Home", systemImage: "house") }
            }

            """)
        #expect(text.contains("tab home { title: \"Home\" symbol: \"house\" }"), "\(text)")
        #expect(warnings.map(\.message) == [
            "tab title 'inboxTitle' is computed; imported as the code that computes it",
            "tab title 'inboxTitle' is computed; imported as the code that computes it",
        ], "\(warnings.map(\.message))")
    }
}

/// A tab's symbol or badge the code computes is left out and said, as an item's is: `historySymbol` was written
/// as the symbol's name, and `.badge(unread)` dropped in silence. A constant and a choice between literals are
/// still read.
@Suite struct ComputedTabLabelTests {
    @Test func aComputedTabSymbolOrBadgeIsSaidNotWritten() {
        let source = """
            import SwiftUI
            enum Symbols { static let inbox = "tray" }
            struct MainTabs: View {
                @State var unread = 0
                var isOn = false
                private var historySymbol: String { "book.pages" }
                var body: some View {
                    TabView {
                        NavigationStack { Text("Home") }
                            .tabItem { Label("Home", systemImage: Symbols.inbox) }
                        NavigationStack { Text("Flag") }
                            .tabItem { Label("Flag", systemImage: isOn ? "flag.fill" : "flag") }
                        NavigationStack { Text("History") }
                            .tabItem { Label("History", systemImage: historySymbol) }
                            .badge(unread)
                    }
                }
            }
            """
        let (_, text, warnings) = ImportFixtures.importedFile(source, path: "Tabs.swift", mode: .swiftUI)
        #expect(text.contains("symbol: \"tray\""), "\(text)")
        #expect(text.contains("symbol: \"flag.fill\""), "\(text)")
        #expect(!text.contains("historySymbol"), "\(text)")
        #expect(warnings == [
            "Tabs.swift:14:18: warning: tab symbol 'historySymbol' is computed; not imported [import-dynamic-text]",
            "Tabs.swift:15:24: warning: badge 'unread' is computed; not imported [import-dynamic-text]",
        ], "\(warnings)")
    }
}

/// A `Tab(value:) { … } label: { … }` label is read as a `.tabItem`'s is: a computed title (`Text(module.title)`)
/// was imported as the literal-looking title "module.title" with no warning, and a label given by a value's view
/// property (`Section.home.label`) was dropped in silence (`tab tab {}`).
@Suite struct TabLabelClosureTests {
    @Test func aComputedTitleOrSymbolInATabLabelIsSaid() {
        let source = """
            import SwiftUI
            struct Module { let title: String; let icon: String }
            struct RootView: View {
                let module = Module(title: "Chats", icon: "bubble.left")
                var body: some View {
                    TabView {
                        Tab(value: 1) {
                            Text("content")
                        } label: {
                            Label {
                                Text(module.title)
                            } icon: {
                                Image(systemName: module.icon)
                            }
                        }
                    }
                }
            }
            """
        let (_, text, warnings) = ImportFixtures.importedFile(source, path: "Root.swift", mode: .swiftUI)
        #expect(text.contains("title: \"module.title\""), "\(text)")
        #expect(!text.contains("symbol:"), "\(text)")
        #expect(warnings.contains { $0.contains("warning: tab title 'module.title' is computed; imported as the code that computes it [import-dynamic-text]") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("warning: tab symbol 'module.icon' is computed; not imported [import-dynamic-text]") }, "\(warnings)")
    }

    @Test func aTabLabelOfTheViewsMemberIsReadThroughIt() {
        let source = """
            import SwiftUI
            struct RootView: View {
                var body: some View {
                    TabView {
                        Tab(value: 1) { Text("a") } label: { homeLabel }
                    }
                }
                var homeLabel: some View { Label("Home", systemImage: "house") }
            }
            """
        let (_, text, warnings) = ImportFixtures.importedFile(source, path: "Root.swift", mode: .swiftUI)
        #expect(text.contains("tab home { title: \"Home\" symbol: \"house\" }"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func aTabLabelThatCannotBeReadIsSaid() {
        let source = """
            import SwiftUI
            enum Section: Hashable {
                case home
                var label: some View { Label("Home", systemImage: "house") }
            }
            struct RootView: View {
                var body: some View {
                    TabView {
                        Tab(value: Section.home) { Text("a") } label: { Section.home.label }
                    }
                }
            }
            """
        let (_, text, warnings) = ImportFixtures.importedFile(source, path: "Root.swift", mode: .swiftUI)
        #expect(text.contains("tab label { title: \"label\" }"), "\(text)")
        #expect(warnings.contains { $0.contains("warning: this tab's label 'Section.home.label' could not be read; imported with the title 'label'") }, "\(warnings)")
    }

    /// Named after the view, not the last word of its modifiers' arguments ("none)").
    @Test func anUnreadTabLabelIsNamedAfterItsView() {
        let source = """
            import SwiftUI
            enum Section: Hashable {
                case home
                var label: some View { Label("Home", systemImage: "house") }
            }
            struct RootView: View {
                @State private var selected = Section.home
                var body: some View {
                    TabView {
                        Tab(value: Section.home) { Text("a") } label: {
                            Section.home.label.environment(\\.symbolVariants, selected == .home ? .fill : .none)
                        }
                        Tab(value: Section.home) { Text("b") } label: { _icon(selected) }
                    }
                }
            }
            """
        let (_, text, _) = ImportFixtures.importedFile(source, path: "Root.swift", mode: .swiftUI)
        #expect(text.contains("tab label { title: \"label\" }"), "\(text)")
        #expect(text.contains("tab icon { title: \"icon\" }"), "\(text)")
    }
}

/// Views of one name declared in different types (`Adjust.RootView`, `Home.RootView`, as apps organised in
/// modules write them): `Adjust.RootView()` inside `Home.RootView` is the other view, followed into its tab, not
/// a view reading itself (Trio's tabs were imported empty, and their views as screens of their own).
@Suite struct QualifiedViewNameTests {
    @Test func aQualifiedViewOfTheSameNameIsAnotherView() {
        let source = """
            import SwiftUI

            enum Home {}
            enum Adjust {}

            extension Adjust {
                struct RootView: View {
                    var body: some View {
                        List { Text("Row") }
                            .navigationTitle("Adjust")
                            .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} } }
                    }
                }
            }

            extension Home {
                struct RootView: View {
                    var body: some View {
                        TabView {
                            NavigationStack { Text("Main") }
                                .tabItem { Label("Main", systemImage: "house") }
                            NavigationStack { Adjust.RootView() }
                                .tabItem { Label("Adjust", systemImage: "slider.horizontal.3") }
                        }
                    }
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Root.swift", mode: .swiftUI)
        #expect(spec.screens.count == 1, "\(text)")
        #expect(text.contains("""
                  stack {
                    title: "Adjust"
            """), "\(text)")
        #expect(text.contains("item add { title: \"Add\" symbol: \"plus\" placement: top-trailing }"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }
}

/// A view's own function that takes views or a closure (`withDialogs(content)`, `addButton { … }`): the views
/// passed to it are shown where it is called, and the view it makes is the toolbar item's (Trio's History screen
/// was lost, its body wrapped so; its Add item was a custom item titled "add Button").
@Suite struct MemberFunctionWithArgumentsTests {
    @Test func viewsPassedToAMemberFunctionAndTheViewItMakesAreRead() {
        let source = """
            import SwiftUI

            struct HistoryView: View {
                @State private var showAdd = false
                var body: some View {
                    withDialogs(
                        NavigationStack {
                            List { Text("Row") }
                                .navigationTitle("History")
                                .toolbar {
                                    ToolbarItem(placement: .topBarTrailing) {
                                        addButton { showAdd = true }
                                    }
                                    ToolbarItem(placement: .topBarLeading) { self.shareButton(for: 2) }
                                }
                        }
                    )
                }

                @ViewBuilder func withDialogs(_ content: some View) -> some View {
                    content.alert("Oops", isPresented: .constant(false)) { Button("OK") {} }
                }

                @ViewBuilder func shareButton(for index: Int) -> some View {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                }

                @ViewBuilder func addButton(_ action: @escaping () -> Void) -> some View {
                    Button(action: action) { Label("Add Glucose", systemImage: "plus") }
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "History.swift", mode: .swiftUI)
        #expect(spec.screens.map(\.id) == ["history"], "\(text)")
        #expect(text.contains("item add-glucose { title: \"Add Glucose\" symbol: \"plus\" placement: top-trailing }"), "\(text)")
        #expect(text.contains("item share { title: \"Share\" symbol: \"square.and.arrow.up\" placement: top-leading }"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }
}

/// A hand-made bar's controls, each under the branch it shows in; the shapes, colours, texts and empty views
/// around them are no items, and an inset with no control is no bar (Trio: a "Rectangle" item behind five bars'
/// buttons, "Empty View" items, a banner of text read as a top bar).
@Suite struct HandMadeBarContentTests {
    @Test func onlyControlsAreItemsEachUnderItsBranch() {
        let source = """
            import SwiftUI

            struct StopView: View {
                @State private var isRunning = false
                @State private var step = 0
                var body: some View {
                    NavigationStack {
                        List { Text("Row") }
                            .navigationTitle("Stop")
                            .safeAreaInset(edge: .bottom) {
                                if isRunning {
                                    ZStack {
                                        Rectangle().frame(height: 65).opacity(0.8)
                                        Button("Stop") { isRunning = false }
                                    }
                                } else {
                                    EmptyView()
                                }
                            }
                            .safeAreaInset(edge: .top) {
                                if step == 0 { Color.clear.frame(height: 0) } else { banner(text: "Notifications are off") }
                            }
                    }
                }
                func banner(text: String) -> some View {
                    Text(text).padding().background(Color.yellow)
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Stop.swift", mode: .swiftUI)
        let bars = spec.screens.first?.handMadeBars ?? []
        #expect(bars.map(\.edge.rawValue) == ["bottom"], "\(text)")
        #expect(bars.first?.toolbar.items.map(\.id) == ["stop"], "\(text)")
        #expect(text.contains("    // only when isRunning\n"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }
}

/// A `Label` alone in an inset is a banner, as a `Text` is: an inset of `Label { Text("Not encrypted") } icon: {
/// … }` was a hand-made top bar with a "lock-open" item, though it holds no control.
@Suite struct HandMadeBarLabelTests {
    @Test func anInsetHoldingOnlyALabelIsNoBar() {
        let source = """
            import SwiftUI

            struct ChatView: View {
                var isEncrypted = false
                var body: some View {
                    NavigationStack {
                        List {}
                            .safeAreaInset(edge: .top) {
                                if !isEncrypted {
                                    Label {
                                        Text("Not encrypted")
                                    } icon: {
                                        Image(systemName: "lock.open")
                                    }
                                }
                            }
                            .safeAreaInset(edge: .bottom) {
                                HStack {
                                    Label("Draft", systemImage: "doc")
                                    Button("Send", systemImage: "paperplane") {}
                                }
                            }
                    }
                }
            }
            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "Chat.swift", mode: .swiftUI)
        let bars = spec.screens.first?.handMadeBars ?? []
        #expect(bars.map(\.edge.rawValue) == ["bottom"], "\(text)")
        // Beside a control, a label is no item either.
        #expect(bars.first?.toolbar.items.map(\.id) == ["send"], "\(text)")
    }
}

/// A view shown only in a branch that never runs on iOS 27.1 (`else { LegacyTabs() }` after `if #available(iOS
/// 18, *)`) is no screen of its own, and that is said; shown anywhere else too, it still is one.
@Suite struct UnreachedViewTests {
    private let views = """
        import SwiftUI

        struct ModernTabs: View {
            var body: some View {
                TabView {
                    Tab("Library", systemImage: "books.vertical") { NavigationStack { Text("Library") } }
                }
            }
        }

        struct LegacyTabs: View {
            var body: some View {
                TabView {
                    NavigationStack { Text("Library") }
                        .tabItem { Label("Library", systemImage: "square.grid.2x2") }
                }
            }
        }

        struct RootView: View {
            var body: some View {
                if #available(iOS 18, *) {
                    ModernTabs()
                } else {
                    LegacyTabs()
                }
            }
        }

        """

    @Test func aViewShownOnlyInABranchThatNeverRunsIsNoScreen() {
        let (spec, text, warnings) = ImportFixtures.importedFile(views, path: "Root.swift", mode: .swiftUI)
        #expect(spec.screens.map(\.id) == ["root"], "\(text)")
        #expect(warnings == [
            "Root.swift:11:1: warning: view 'LegacyTabs' is shown only in a branch that never runs on the iPhone on iOS 27.1 (an availability or idiom check that does not hold there); its bars are not imported [import-platform-branch]"
        ], "\(warnings)")
        let shownElsewhere = views + "struct SettingsView: View {\n    var body: some View { NavigationStack { LegacyTabs() } }\n}\n"
        let (again, againText, _) = ImportFixtures.importedFile(shownElsewhere, path: "Root.swift", mode: .swiftUI)
        #expect(again.screens.map(\.id).contains("settings"), "\(againText)")
        #expect(!againText.contains("never runs"), "\(againText)")
    }
}

/// `.navigationBarItems(leading: displayClose ? Button("Close", …) : nil)`: the button, under its condition (it
/// was an untitled custom item named after the whole expression, Trio's pump and CGM screens).
@Suite struct NavigationBarItemsChoiceTests {
    @Test func aChoiceOfAButtonOrNothingIsTheButtonUnderItsCondition() {
        let source = """
            import SwiftUI

            struct PumpView: View {
                let displayClose: Bool
                let canSave: Bool
                var body: some View {
                    NavigationView {
                        Form { Text("Pump") }
                            .navigationTitle("Pump")
                            .navigationBarItems(
                                leading: displayClose ? Button("Close", action: close) : nil,
                                trailing: canSave ? AnyView(Button("Save", action: close)) : AnyView(EmptyView()))
                    }
                }
                func close() {}
            }
            """
        let (_, text, warnings) = ImportFixtures.importedFile(source, path: "Pump.swift", mode: .swiftUI)
        #expect(text.contains("""
                  // only when displayClose
                  // Pump.swift:11
                  item close { title: "Close" placement: top-leading }
            """), "\(text)")
        #expect(warnings.filter { $0.contains("displayClose ?") }.isEmpty, "\(warnings)")
    }
}

/// `Text(verbatim:)` in a `ToolbarItem` is read as text: a literal is the title, and an interpolation is kept as
/// code and said (it gave an item with no title and no word).
@Suite struct VerbatimTextItemTests {
    @Test func verbatimTextIsTheTitle() {
        let source = """
            import SwiftUI

            struct PreviewView: View {
                @State private var index = 0
                var body: some View {
                    NavigationStack {
                        Text("Image")
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) { Text(verbatim: "\\(index + 1) of 5") }
                                ToolbarItem(placement: .topBarLeading) { Text(verbatim: "Pages") }
                            }
                    }
                }
            }
            """
        let (_, text, warnings) = ImportFixtures.importedFile(source, path: "Preview.swift", mode: .swiftUI)
        #expect(text.contains("item pages { title: \"Pages\" placement: top-leading }"), "\(text)")
        #expect(warnings.count == 1 && warnings[0].contains("is computed; imported as the code that computes it"), "\(warnings)")
    }
}

/// A tab or section hidden from the tab bar by default (`.defaultVisibility(.hidden, for: .tabBar)`) is still
/// imported as a tab, and that is said: it was one more tab in silence, and a spec cannot say "hidden until
/// added".
@Suite struct HiddenTabTests {
    @Test func aTabHiddenFromTheTabBarIsSaid() {
        let source = """
            import SwiftUI

            struct RootTabs: View {
                var body: some View {
                    TabView {
                        Tab("Home", systemImage: "house") { NavigationStack { Text("Home") } }
                        Tab("Certificates", systemImage: "person.text.rectangle") { NavigationStack { Text("Certs") } }
                            .defaultVisibility(.hidden, for: .tabBar)
                        TabSection("Sources") {
                            Tab("All", systemImage: "globe") { NavigationStack { Text("All") } }
                        }
                        .defaultVisibility(.hidden, for: .tabBar)
                        Tab("Search", systemImage: "magnifyingglass") { NavigationStack { Text("Search") } }
                            .defaultVisibility(.visible, for: .tabBar)
                    }
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Tabs.swift", mode: .swiftUI)
        #expect(spec.screens.count == 1, "\(text)")
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings.first?.hasPrefix("Tabs.swift:7:13: warning: this tab is hidden from the tab bar by default") == true, "\(warnings)")
        #expect(warnings.last?.contains("this section's tabs are hidden") == true, "\(warnings)")
    }
}
