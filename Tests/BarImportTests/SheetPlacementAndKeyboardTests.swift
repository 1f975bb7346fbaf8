import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// P9: the side a sheet comes from is code in iOS 27 — SwiftUI's `.presentationPlacement(_:)` on the sheet's
/// content, UIKit's `sheetPresentationController?.preferredPlacement` — and is imported as the sheet's
/// `placement`. P10: a view controller that returns a toolbar as its `inputAccessoryView` and fills it in a
/// helper it passes the toolbar to has keyboard items.
@Suite struct SheetPlacementAndKeyboardTests {
    static func screen(_ source: String, _ mode: ImportMode) throws -> (Screen, [ImportWarning]) {
        let result = Importer.run(sources: [SourceFile(path: "Code.swift", text: source)], mode: mode)
        let text = result.files.map(\.text).joined(separator: "\n")
        let loaded = SpecLoader.load(path: "imported.bar", text: text)
        #expect(!loaded.hasErrors, "\(text)")
        return (try #require(loaded.spec.screens.first, "\(text)"), result.warnings)
    }

    @Test func swiftUIPresentationPlacementIsTheSheetsSide() throws {
        let (screen, warnings) = try Self.screen("""
            import SwiftUI

            struct FiltersView: View {
                @State private var showsFilters = true

                var body: some View {
                    List {}
                        .sheet(isPresented: $showsFilters) {
                            NavigationStack {
                                Form {}
                                    .navigationTitle("Filters")
                                    .toolbar {
                                        ToolbarItem(placement: .confirmationAction) {
                                            Button("Apply", systemImage: "checkmark") {}
                                        }
                                    }
                            }
                            .presentationPlacement(.leading)
                        }
                }
            }

            """, .swiftUI)
        guard case .sheet(let sheet) = screen.root else { Issue.record("not a sheet: \(screen.root)"); return }
        #expect(sheet.placement == .leading)
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    @Test func swiftUIAutomaticPlacementIsTheCenteredDefaultAndAnUnknownOneIsReported() throws {
        func placement(_ value: String) throws -> (Sheet.Placement?, [ImportWarning]) {
            let (screen, warnings) = try Self.screen("""
                import SwiftUI

                struct PickerView: View {
                    @State private var isPresented = true

                    var body: some View {
                        Color.clear
                            .sheet(isPresented: $isPresented) {
                                NavigationStack {
                                    Text("Pick")
                                        .toolbar { ToolbarItem { Button("Done", systemImage: "checkmark") {} } }
                                }
                                .presentationPlacement(\(value))
                            }
                    }
                }

                """, .swiftUI)
            guard case .sheet(let sheet) = screen.root else { return (nil, warnings) }
            return (sheet.placement, warnings)
        }
        let automatic = try placement(".automatic")
        #expect(automatic.0 == .center)
        #expect(automatic.1.isEmpty)
        let unknown = try placement("side")
        #expect(unknown.0 == .center)
        #expect(unknown.1.map(\.message) == ["presentation placement 'side' is not a known value; not imported"])
    }

    @Test func uiKitPreferredPlacementIsTheSheetsSide() throws {
        let (screen, warnings) = try Self.screen("""
            import UIKit

            final class QuickNoteViewController: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    modalPresentationStyle = .formSheet
                    sheetPresentationController?.preferredPlacement = .trailing
                }

                required init?(coder: NSCoder) { nil }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Quick Note"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", image: UIImage(systemName: "tray.and.arrow.down"), primaryAction: nil, menu: nil)
                }
            }

            """, .uiKit)
        guard case .sheet(let sheet) = screen.root else { Issue.record("not a sheet: \(screen.root)"); return }
        #expect(sheet.placement == .trailing)
        #expect(sheet.toolbar.items.map { $0.title ?? "?" } == ["Save"])
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// The shape `bar generate uikit` writes: the view controller holds the toolbar, returns it from its
    /// `inputAccessoryView` override, and a helper given the toolbar sets its items.
    @Test func aToolbarReturnedAsInputAccessoryViewAndFilledByAHelperHoldsKeyboardItems() throws {
        let (screen, warnings) = try Self.screen("""
            import UIKit

            enum JournalBars {
                static func configure(_ viewController: UIViewController, keyboardToolbar: UIToolbar) {
                    viewController.navigationItem.title = "Journal"
                    let doneItem = UIBarButtonItem(title: "Done", image: UIImage(systemName: "checkmark"), primaryAction: nil, menu: nil)
                    viewController.navigationItem.trailingItemGroups = [doneItem.creatingFixedGroup()]
                    let moodItem = UIBarButtonItem(title: "Mood", image: UIImage(systemName: "face.smiling"), primaryAction: nil, menu: nil)
                    let tagItem = UIBarButtonItem(title: "Tag", image: UIImage(systemName: "number"), primaryAction: nil, menu: nil)
                    keyboardToolbar.items = [moodItem, .flexibleSpace(), tagItem]
                }
            }

            final class JournalViewController: UIViewController {
                let keyboardToolbar = UIToolbar()

                override var inputAccessoryView: UIView? { keyboardToolbar }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    JournalBars.configure(self, keyboardToolbar: keyboardToolbar)
                }
            }

            """, .uiKit)
        guard case .stack(let stack) = screen.root else { Issue.record("not a stack: \(screen.root)"); return }
        #expect(stack.toolbar.items.map { "\($0.title ?? "?") \($0.placement.rawValue)" } == ["Done top-trailing", "Mood keyboard", "Tag keyboard"])
        #expect(stack.toolbar.spacers.map(\.kind) == [.flexible])
        #expect(screen.handMadeBars.isEmpty)
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// A view that presents a sheet, shown in two tabs of one screen, presents one sheet: one screen for it.
    @Test func aSheetOfAViewShownTwiceIsImportedOnce() throws {
        let source = """
            import SwiftUI

            struct AccountView: View {
                @State private var editsNote = false

                var body: some View {
                    List {}
                        .navigationTitle("Account")
                        .sheet(isPresented: $editsNote) {
                            NavigationStack {
                                Text("Note").toolbar { ToolbarItem(placement: .confirmationAction) { Button("Save", systemImage: "checkmark") {} } }
                            }
                        }
                }
            }

            struct RootView: View {
                var body: some View {
                    TabView {
                        Tab("Home", systemImage: "house") { NavigationStack { AccountView() } }
                        Tab("Profile", systemImage: "person") { NavigationStack { AccountView() } }
                    }
                }
            }

            """
        let result = Importer.run(sources: [SourceFile(path: "Root.swift", text: source)], mode: .swiftUI)
        let text = result.files.map(\.text).joined(separator: "\n")
        let loaded = SpecLoader.load(path: "imported.bar", text: text)
        #expect(!loaded.hasErrors, "\(text)")
        let sheets = loaded.spec.screens.filter { if case .sheet = $0.root { true } else { false } }
        #expect(sheets.count == 1, "\(text)")
    }

    /// A sheet declared in a row that two screens show was imported once per screen (`inbox-sheet` and
    /// `archive-sheet`, the same block twice). It is the row's sheet: one screen named after the row, while a
    /// sheet a screen declares itself keeps the screen's name.
    @Test func aSheetOfARowShownByTwoScreensIsOneScreenNamedAfterTheRow() throws {
        let source = """
            import SwiftUI

            struct MessageRow: View {
                @State private var sharing = false
                var body: some View {
                    Text("Message")
                        .sheet(isPresented: $sharing) {
                            NavigationStack {
                                Text("Share").toolbar {
                                    ToolbarItem(placement: .confirmationAction) { Button("Send", systemImage: "paperplane") {} }
                                }
                            }
                        }
                }
            }

            struct InboxView: View {
                @State private var composing = false
                var body: some View {
                    NavigationStack {
                        List { MessageRow(); MessageRow() }
                            .toolbar { ToolbarItem { Button("Compose", systemImage: "square.and.pencil") {} } }
                            .sheet(isPresented: $composing) {
                                NavigationStack {
                                    Text("New").toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel", systemImage: "xmark") {} } }
                                }
                            }
                    }
                }
            }

            struct ArchiveView: View {
                var body: some View {
                    NavigationStack {
                        List { MessageRow() }
                            .toolbar { ToolbarItem { Button("Filter", systemImage: "line.3.horizontal.decrease") {} } }
                    }
                }
            }

            """
        let imported = ImportFixtures.importedFile(source, path: "Views.swift", mode: .swiftUI)
        #expect(imported.spec.screens.map(\.id) == ["inbox", "message-row-sheet", "inbox-sheet", "archive"], "\(imported.text)")
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        let rowSheet = try #require(imported.spec.screens.first { $0.id == "message-row-sheet" })
        guard case .sheet(let sheet) = rowSheet.root else {
            Issue.record("not a sheet: \(imported.text)")
            return
        }
        #expect(sheet.toolbar.items.map(\.id) == ["send"])
    }

    /// Only a sheet that several screens show is renamed after the view declaring it: a tab's content shown by
    /// one screen keeps the screen's name for its sheet (`root-compose`), as before. A view whose only bars are a
    /// row's sheet is that sheet's screen, and with another screen showing the row it is still one screen.
    @Test func aSheetShownByOneScreenKeepsItsNameAndASharedOneIsImportedOnce() throws {
        let compose = """
            struct ComposeView: View {
                var body: some View {
                    NavigationStack { Text("New").toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel", systemImage: "xmark") {} } } }
                }
            }
            """
        let tab = ImportFixtures.importedFile("""
            import SwiftUI

            struct InboxTab: View {
                @State private var composing = false
                var body: some View {
                    NavigationStack {
                        List {}
                            .toolbar { ToolbarItem { Button("Compose", systemImage: "square.and.pencil") {} } }
                            .sheet(isPresented: $composing) { ComposeView() }
                    }
                }
            }

            struct RootView: View {
                var body: some View {
                    TabView { Tab("Inbox", systemImage: "tray") { InboxTab() } }
                }
            }

            \(compose)

            """, path: "App.swift", mode: .swiftUI)
        #expect(tab.spec.screens.map(\.id) == ["root", "root-compose"], "\(tab.text)")

        let shared = ImportFixtures.importedFile("""
            import SwiftUI

            struct MessageRow: View {
                @State private var composing = false
                var body: some View { Text("Message").sheet(isPresented: $composing) { ComposeView() } }
            }

            struct PlainList: View {
                var body: some View { List { MessageRow() } }
            }

            struct ArchiveView: View {
                var body: some View {
                    NavigationStack {
                        List { MessageRow() }.toolbar { ToolbarItem { Button("Filter", systemImage: "line.3.horizontal.decrease") {} } }
                    }
                }
            }

            \(compose)

            """, path: "Rows.swift", mode: .swiftUI)
        #expect(shared.spec.screens.map(\.id) == ["message-row-compose", "archive"], "\(shared.text)")
    }
}
