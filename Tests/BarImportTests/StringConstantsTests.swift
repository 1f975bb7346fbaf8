import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// Titles and symbols the code names through a type's constant (`UserText.done`, SwiftGen's `L10n.save`, a
/// view's `Constants.icon`) import as the text the constant holds, with a note naming it; a reference that could
/// mean constants with different texts, or a value that is not a constant, stays code with its warning.
@Suite struct StringConstantsTests {
    /// The specs and warnings of importing `files` (name, source) together.
    private func imported(_ files: [(String, String)], mode: ImportMode = .swiftUI) -> (text: String, warnings: [String]) {
        let result = Importer.run(sources: files.map { SourceFile(path: $0.0, text: $0.1) }, mode: mode)
        let text = result.files.map(\.text).joined(separator: "\n")
        for file in result.files {
            let loaded = SpecLoader.load(SourceFile(path: "imported.bar", text: file.text))
            #expect(!loaded.hasErrors, "\(file.text)")
        }
        return (text, result.warnings.map(\.message))
    }

    private static let userText = """
        import Foundation

        enum UserText {
            static let done = NSLocalizedString("nav.done", value: "Done", comment: "Finishes editing")
            public static let archive = "Archive"
            static let inbox = String(localized: "inbox.title", defaultValue: "Inbox")
            static let keyOnly = NSLocalizedString("compose.title", comment: "No text in the code")
            static let again = UserText.archive
        }
        """

    /// A `static let` holding a literal, `NSLocalizedString(…, value:)`, `String(localized:defaultValue:)` or another
    /// constant: the title is the text the app shows in its development language, with a note.
    @Test func aTitleNamingAConstantIsItsText() {
        let view = """
            import SwiftUI

            struct InboxView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .navigationTitle(UserText.inbox)
                            .toolbar {
                                ToolbarItem(placement: .confirmationAction) { Button(UserText.done) {} }
                                ToolbarItem(placement: .bottomBar) { Button(UserText.again, systemImage: "archivebox") {} }
                                ToolbarItem(placement: .topBarLeading) { Button(UserText.keyOnly) {} }
                            }
                    }
                }
            }
            """
        let (text, warnings) = imported([("UserText.swift", Self.userText), ("InboxView.swift", view)])
        #expect(text.contains("// title from UserText.inbox\n"), "\(text)")
        #expect(text.contains("title: \"Inbox\""), "\(text)")
        #expect(text.contains("// title from UserText.done\n"), "\(text)")
        #expect(text.contains("item done { title: \"Done\" placement: confirmation }"), "\(text)")
        #expect(text.contains("// title from UserText.again\n"), "\(text)")
        #expect(text.contains("title: \"Archive\""), "\(text)")
        // Without a development-language text in the code, the title is the key, said so.
        #expect(text.contains("// title from UserText.keyOnly, the localized key 'compose.title'\n"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// SwiftGen's nested enums and computed members: `L10n.Settings.save` with `tr(table, key, fallback:)` is the
    /// fallback's text; without one, the key.
    @Test func swiftGenConstantsAreReadThroughTheirNestedTypes() {
        let strings = """
            import Foundation

            internal enum L10n {
              internal static let cancel = L10n.tr("Localizable", "cancel", fallback: "Cancel")
              internal enum Settings {
                internal static var save: String { return L10n.tr("Localizable", "settings.save", fallback: "Save Changes") }
                public static var reset: String { L10n.tr("Localizable", "settings.reset") }
              }
            }

            extension L10n {
              private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String = "") -> String {
                String(format: NSLocalizedString(key, tableName: table, value: value, comment: ""), arguments: args)
              }
            }
            """
        let view = """
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    NavigationStack {
                        Form {}
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) { Button(L10n.cancel) {} }
                                ToolbarItem(placement: .confirmationAction) { Button(L10n.Settings.save) {} }
                                ToolbarItem(placement: .bottomBar) { Button(L10n.Settings.reset) {} }
                            }
                    }
                }
            }
            """
        let (text, warnings) = imported([("Strings.swift", strings), ("SettingsView.swift", view)])
        #expect(text.contains("item cancel { title: \"Cancel\" placement: cancellation }"), "\(text)")
        #expect(text.contains("// title from L10n.Settings.save\n"), "\(text)")
        #expect(text.contains("title: \"Save Changes\""), "\(text)")
        #expect(text.contains("// title from L10n.Settings.reset, the localized key 'settings.reset'\n"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// Each view's own `Constants`: the one in the reading file is meant. From a file with none, two that
    /// disagree leave the title as code (a guess would be wrong half the time); two that agree are that text.
    @Test func sameNamedConstantsResolveOnlyWhenTheReferenceIsUnambiguous() {
        func view(_ name: String, title: String?, icon: String?) -> String {
            let constants = title.map { "\n    enum Constants {\n        static let title = \"\($0)\"\n        static let icon = \"\(icon!)\"\n    }\n" } ?? ""
            return """
                import SwiftUI

                struct \(name): View {\(constants)
                    var body: some View {
                        NavigationStack {
                            List {}
                                .toolbar {
                                    ToolbarItem(placement: .primaryAction) {
                                        Button(Constants.title, systemImage: Constants.icon) {}
                                    }
                                }
                        }
                    }
                }
                """
        }
        let (text, warnings) = imported([
            ("Inbox.swift", view("InboxView", title: "Refresh", icon: "arrow.clockwise")),
            ("Outbox.swift", view("OutboxView", title: "Send All", icon: "arrow.clockwise")),
            ("Drafts.swift", view("DraftsView", title: nil, icon: nil)),
        ])
        #expect(text.contains("title: \"Refresh\""), "\(text)")
        #expect(text.contains("title: \"Send All\""), "\(text)")
        // Drafts' reference could be either title; both icons are the same symbol.
        #expect(text.contains("title: \"Constants.title\""), "\(text)")
        #expect(text.components(separatedBy: "symbol: \"arrow.clockwise\"").count == 4, "\(text)")
        #expect(warnings == ["title 'Constants.title' is computed; imported as the code that computes it"], "\(warnings)")
    }

    /// A type's name means what Swift makes of it where it is written: `Layout` inside `ViewB` is `ViewB.Layout`,
    /// declared in an extension in another file, not the `ViewA.Layout` of the file that names it; a top-level
    /// `Strings` is itself from a view with no `Strings` of its own.
    @Test func aTypeNameIsLookedUpFromWhereItIsWritten() {
        let views = """
            import SwiftUI

            struct ViewA: View {
                enum Layout { static let title = "A" }
                enum Strings { static let share = "Nested Share" }
                var body: some View { NavigationStack { List {}.toolbar { Button(Strings.share) {} } } }
            }

            struct ViewB: View {
                var body: some View {
                    NavigationStack {
                        List {}.toolbar {
                            Button(Layout.title) {}
                            Button(Strings.share) {}
                        }
                    }
                }
            }
            """
        let extensions = """
            extension ViewB {
                enum Layout { static let title = "Save B" }
            }

            enum Strings { static let share = "Share" }
            """
        let (text, warnings) = imported([("Views.swift", views), ("ViewB+Layout.swift", extensions)])
        #expect(text.contains("item save-b { title: \"Save B\" }"), "\(text)")
        #expect(text.contains("item share { title: \"Share\" }"), "\(text)")
        #expect(text.contains("item nested-share { title: \"Nested Share\" }"), "\(text)")
        #expect(!text.contains("title: \"A\""), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// An inner type shadows an outer one of the same name even when its member is no text constant (a stored
    /// `static var`, a value computed at run time): the outer one's text was taken, with no warning.
    @Test func anInnerTypeShadowsAnOuterOneWhateverItsMemberHolds() {
        let source = """
            import SwiftUI

            enum Constants { static let title = "Outer"; static let other = "Outer other"; static let shared = "Shared" }
            var runtimeName = "Runtime"

            struct ViewA: View {
                enum Constants { static var title = "Mutable"; static let other: String = runtimeName }
                var body: some View {
                    NavigationStack {
                        List {}.toolbar {
                            Button(Constants.title) {}
                            Button(Constants.other) {}
                        }
                    }
                }
            }
            """
        let (_, warnings) = imported([("Shadow.swift", source)])
        #expect(
            warnings == [
                "title 'Constants.title' is computed; imported as the code that computes it",
                "title 'Constants.other' is computed; imported as the code that computes it",
            ], "\(warnings)")
    }

    /// A constant typed as a localization key holds a key, shown as its table's text.
    @Test func aLocalizedStringKeyConstantIsAKey() throws {
        let source = """
            import SwiftUI

            enum K {
                static let done: LocalizedStringKey = "done_key"
                static var later: LocalizedStringResource { "later_key" }
            }

            struct DoneView: View {
                var body: some View {
                    NavigationStack { List {}.toolbar { Button(K.done) {}; Button(K.later) {} } }
                }
            }
            """
        let tables = StringTables(sources: [SourceFile(path: "en.lproj/Localizable.strings", text: "\"done_key\" = \"Finished\";\n")])
        let result = Importer.run(sources: [SourceFile(path: "Done.swift", text: source)], mode: .swiftUI, stringTables: tables)
        let text = try #require(result.files.first).text
        #expect(text.contains("// title from K.done, 'done_key' in the Localizable table (en)\n"), "\(text)")
        #expect(text.contains("title: \"Finished\""), "\(text)")
        #expect(text.contains("// title from K.later, the localized key 'later_key'\n"), "\(text)")
    }

    /// Constants of many types that each name the next branch at every step: a lookup follows at most
    /// `maximumSteps` references in all and then leaves the title as code (it took minutes for twenty types).
    @Test func aLookupThatBranchesStopsAfterItsSteps() {
        var source = "import SwiftUI\n\n"
        for index in 0..<20 {
            source += "struct View\(index) {\n    enum Constants {\n"
            for step in 0..<5 { source += "        static let a\(step) = Constants.a\(step + 1)\n" }
            source += "        static let a5 = \"Same\"\n    }\n}\n\n"
        }
        source += """
            struct HomeView: View {
                var body: some View { NavigationStack { List {}.toolbar { Button(Constants.a0) {} } } }
            }
            """
        let (_, warnings) = imported([("Many.swift", source)])
        #expect(warnings == ["title 'Constants.a0' is computed; imported as the code that computes it"], "\(warnings)")
    }

    /// What is not a constant stays code: an instance's property (`viewModel.title`, and a type's `let` that is not
    /// static), a stored `static var` (assigned anywhere), a value computed from state, and constants that name
    /// each other in a cycle (given up on after a few
    /// steps, not followed forever).
    @Test func valuesThatAreNotConstantsStayCode() {
        let source = """
            import SwiftUI

            enum Strings {
                static let title = "Static"
                let instanceTitle = "Instance"
                static var computed: String { isEnabled ? "On" : "Off" }
                static var isEnabled = true
                static var changing = "Initial"
            }

            enum Loop {
                static let first = Other.second
            }

            enum Other {
                static let second = Loop.first
            }

            struct ItemsView: View {
                let strings = Strings()
                var body: some View {
                    NavigationStack {
                        List {}
                            .toolbar {
                                ToolbarItem(placement: .primaryAction) { Button(strings.title) {} }
                                ToolbarItem(placement: .primaryAction) { Button(Strings.instanceTitle) {} }
                                ToolbarItem(placement: .primaryAction) { Button(Strings.computed) {} }
                                ToolbarItem(placement: .primaryAction) { Button(Loop.first) {} }
                                ToolbarItem(placement: .primaryAction) { Button(Strings.changing) {} }
                            }
                    }
                }
            }
            """
        let (_, warnings) = imported([("Items.swift", source)])
        #expect(
            warnings == [
                "title 'strings.title' is computed; imported as the code that computes it",
                "title 'Strings.instanceTitle' is computed; imported as the code that computes it",
                "title 'Strings.computed' is computed; imported as the code that computes it",
                "title 'Loop.first' is computed; imported as the code that computes it",
                "title 'Strings.changing' is computed; imported as the code that computes it",
            ], "\(warnings)")
    }

    /// A constant declared for another platform only (`#if os(macOS)`) is not the one iOS reads.
    @Test func constantsForAnotherPlatformAreLeftOut() {
        let source = """
            import SwiftUI

            enum Labels {
            #if os(macOS)
                static let share = "Share…"
            #else
                static let share = "Share"
            #endif
            }

            struct PhotoView: View {
                var body: some View {
                    NavigationStack {
                        Color.clear.toolbar {
                            ToolbarItem(placement: .primaryAction) { Button(Labels.share) {} }
                        }
                    }
                }
            }
            """
        let (text, warnings) = imported([("Photo.swift", source)])
        #expect(text.contains("item share { title: \"Share\" placement: primary }"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// UIKit reads titles through the same constants: a bar button item's, a view controller's, a tab's.
    @Test func uiKitTitlesAreReadThroughConstants() {
        let source = """
            import UIKit

            enum UserText {
                static let listTitle = NSLocalizedString("list.title", value: "Passwords", comment: "")
                static let deleteAll = NSLocalizedString("list.delete-all", value: "Delete All", comment: "")
            }

            final class PasswordsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = UserText.listTitle
                    toolbarItems = [UIBarButtonItem(title: UserText.deleteAll, style: .plain, target: self, action: #selector(deleteAll))]
                }

                @objc func deleteAll() {}
            }
            """
        let (text, warnings) = imported([("Passwords.swift", source)], mode: .uiKit)
        #expect(text.contains("// title from UserText.listTitle\n"), "\(text)")
        #expect(text.contains("title: \"Passwords\""), "\(text)")
        #expect(text.contains("// title from UserText.deleteAll\n"), "\(text)")
        #expect(text.contains("title: \"Delete All\""), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// Written in place, a localization call's development-language text is the title (it was the key).
    @Test func aLocalizationCallWithItsTextIsThatText() {
        let source = """
            import SwiftUI

            struct NotesView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .toolbar {
                                ToolbarItem(placement: .confirmationAction) {
                                    Button(NSLocalizedString("notes.done", value: "Done", comment: "")) {}
                                }
                                ToolbarItem(placement: .cancellationAction) {
                                    Button(String(localized: "notes.cancel", defaultValue: "Cancel")) {}
                                }
                                ToolbarItem(placement: .bottomBar) { Button(NSLocalizedString("notes.new", comment: "")) {} }
                            }
                    }
                }
            }
            """
        let (text, warnings) = imported([("Notes.swift", source)])
        #expect(text.contains("item done { title: \"Done\" placement: confirmation }"), "\(text)")
        #expect(text.contains("item cancel { title: \"Cancel\" placement: cancellation }"), "\(text)")
        #expect(text.contains("// title is the localized key 'notes.new'\n"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }
}
