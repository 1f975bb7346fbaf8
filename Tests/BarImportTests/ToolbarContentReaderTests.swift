import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// What toolbar content becomes in a spec, construct by construct.
@Suite struct ToolbarContentReaderTests {
    private func imported(_ toolbar: String) throws -> String {
        let swift = """
            import SwiftUI

            struct NotesView: View {
                var body: some View {
                    NavigationStack {
                        Text("x").toolbar {
            \(toolbar)
                        }
                    }
                }
            }

            """
        let file = try #require(Importer.run(sources: [SourceFile(path: "NotesView.swift", text: swift)], mode: .swiftUI).files.first)
        let loaded = SpecLoader.load(SourceFile(path: "imported.bar", text: file.text))
        #expect(!loaded.hasErrors, "\(file.text)\n\(loaded.diagnostics.map(\.message))")
        return file.text
    }

    /// `Spacer()` among a group's buttons, or alone in a `ToolbarItem`, keeps the buttons apart: a flexible
    /// spacer, not an item (which `mixed-axis-group` then flagged as a horizontal item in the group).
    @Test func aSpacerIsAFlexibleSpacer() throws {
        let grouped = try imported(
            """
                            ToolbarItemGroup(placement: .bottomBar) {
                                Button("Checklist", systemImage: "checklist") {}
                                Spacer()
                                Button("Compose", systemImage: "square.and.pencil") {}
                            }
            """)
        #expect(grouped.contains("spacer flexible"), "\(grouped)")
        #expect(!grouped.contains("item spacer"), "\(grouped)")
        let checklist = try #require(grouped.range(of: "item checklist"))
        let spacer = try #require(grouped.range(of: "spacer flexible"))
        let compose = try #require(grouped.range(of: "item compose"))
        #expect(checklist.lowerBound < spacer.lowerBound && spacer.lowerBound < compose.lowerBound)

        let alone = try imported(
            """
                            ToolbarItem(placement: .bottomBar) { Button("Back", systemImage: "chevron.left") {} }
                            ToolbarItem(placement: .bottomBar) { Spacer() }
                            ToolbarItem(placement: .bottomBar) { Button("Next", systemImage: "chevron.right") {} }
            """)
        #expect(alone.contains("spacer flexible") && !alone.contains("item spacer"), "\(alone)")

        // A spacer with a size of its own is a view, as before.
        let sized = try imported(
            """
                            ToolbarItemGroup(placement: .bottomBar) {
                                Button("Checklist", systemImage: "checklist") {}
                                Spacer().frame(width: 20)
                            }
            """)
        #expect(sized.contains("item spacer"), "\(sized)")
    }

    /// `ToolbarItem { EmptyView() }` shows nothing, and imports nothing (it was `item empty-view`).
    @Test func anEmptyViewIsNoItem() throws {
        let text = try imported(
            """
                            ToolbarItem(placement: .topBarTrailing) { EmptyView() }
                            ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} }
            """)
        #expect(!text.contains("empty-view") && text.contains("item add {"), "\(text)")
    }

    /// A custom `ToolbarContent` type that wraps `ToolbarItem(placement: placement) { content }` is read with what
    /// each call passes: its placement and its content (they were 'placement' unknown, and an item named content).
    @Test func aCustomWrapperReadsWhatItsCallerPasses() throws {
        let swift = """
            import SwiftUI

            struct CustomToolbarItem<Content: View>: ToolbarContent {
                let placement: ToolbarItemPlacement
                let content: Content
                init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
                    self.placement = placement
                    self.content = content()
                }
                var body: some ToolbarContent { ToolbarItem(placement: placement) { content } }
            }

            struct ReadingView: View {
                var body: some View {
                    NavigationStack {
                        Text("x").toolbar {
                            CustomToolbarItem(placement: .cancellationAction) { Button("Close", systemImage: "xmark") {} }
                            CustomToolbarItem { Button("Share", systemImage: "square.and.arrow.up") {} }
                        }
                    }
                }
            }

            """
        let result = Importer.run(sources: [SourceFile(path: "ReadingView.swift", text: swift)], mode: .swiftUI)
        let text = try #require(result.files.first?.text)
        #expect(text.contains("item close { title: \"Close\" symbol: \"xmark\" placement: cancellation }"), "\(text)")
        #expect(text.contains("item share { title: \"Share\" symbol: \"square.and.arrow.up\" }"), "\(text)")
        #expect(text.contains("// passed by ReadingView.swift:17") && text.contains("// passed by ReadingView.swift:18"), "\(text)")
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    }

    /// A `switch` in one `ToolbarItem` is a choice between its cases, as an `if`/`else` is: the second case was
    /// said to be "beside" the first and left out.
    @Test func aSwitchInAnItemIsTheItemAndItsAlternate() throws {
        let text = try imported(
            """
                            ToolbarItem(placement: .primaryAction) {
                                switch mode {
                                case .editing: Button("Done", systemImage: "checkmark") {}
                                case .viewing: Button("Edit", systemImage: "pencil") {}
                                }
                            }
            """)
        #expect(text.contains("alternate-title: \"Edit\""), "\(text)")
        #expect(text.contains("alternate-symbol: \"pencil\""), "\(text)")
        #expect(text.contains("switches to the view at line"), "\(text)")
    }

    /// A menu whose content calls the view's own `@ViewBuilder` function lists what that function makes (it was
    /// one custom entry titled after the function).
    @Test func aMenuListsWhatTheViewsOwnFunctionMakes() throws {
        let swift = """
            import SwiftUI

            struct LibraryView: View {
                var body: some View {
                    NavigationStack {
                        Text("x").toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Menu { importActions() } label: { Image(systemName: "plus") }
                            }
                            ToolbarItem(placement: .topBarLeading) {
                                Menu { archiveActions() } label: { Image(systemName: "archivebox") }
                            }
                            ToolbarItem(placement: .bottomBar) {
                                Menu { sortActions(showDate: true) } label: { Image(systemName: "arrow.up.arrow.down") }
                            }
                        }
                    }
                }

                @ViewBuilder
                private func importActions() -> some View {
                    Button("From Files", systemImage: "folder") {}
                    if canPaste { Button("From Clipboard", systemImage: "doc.on.clipboard") {} }
                }

                private func archiveActions() -> some View {
                    return Button("Archive", systemImage: "archivebox") {}
                }

                @ViewBuilder
                private func sortActions(showDate: Bool) -> some View {
                    if showDate { Button("By Date") {} }
                }
            }

            """
        let result = Importer.run(sources: [SourceFile(path: "LibraryView.swift", text: swift)], mode: .swiftUI)
        let text = try #require(result.files.first?.text)
        #expect(text.contains("item from-files { title: \"From Files\" symbol: \"folder\" }"), "\(text)")
        #expect(text.contains("item from-clipboard { title: \"From Clipboard\" symbol: \"doc.on.clipboard\" }"), "\(text)")
        #expect(text.contains("only when canPaste"), "\(text)")
        #expect(!text.contains("import-actions"), "\(text)")
        // A function that returns its view (`return Button(…)`) lists it; one given arguments is not taken apart
        // (what it does with them would be read as conditions): one custom entry, as before.
        #expect(text.contains("item archive { title: \"Archive\" symbol: \"archivebox\" }"), "\(text)")
        #expect(text.contains("item sort-actions {") && !text.contains("only when showDate"), "\(text)")
    }

    /// A menu whose content shows a view of the app made of several buttons lists them, read with what the use
    /// gives the view's properties, each at its use; a view of one button is that button (Ice Cubes' profile menu
    /// was two custom entries in place of about ten).
    @Test func aMenuListsTheButtonsOfAnAppsView() throws {
        let swift = """
            import SwiftUI

            struct AuthorActions: View {
                let title: String
                var body: some View {
                    Button(title, systemImage: "envelope") {}
                    Button("Block", systemImage: "hand.raised") {}
                    if canReport { Button("Report", systemImage: "flag") {} }
                }
            }

            struct CopyAction: View {
                var body: some View { Button("Copy Link", systemImage: "link") {} }
            }

            struct AuthorView: View {
                var body: some View {
                    NavigationStack {
                        Text("x").toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Menu {
                                    CopyAction()
                                    AuthorActions(title: "Message")
                                    AuthorActions(title: "Call")
                                } label: { Image(systemName: "ellipsis") }
                            }
                        }
                    }
                }
            }
            """
        let result = Importer.run(sources: [SourceFile(path: "AuthorView.swift", text: swift)], mode: .swiftUI)
        let text = try #require(result.files.first?.text)
        #expect(text.contains("item message { title: \"Message\" symbol: \"envelope\" }"), "\(text)")
        #expect(text.contains("// AuthorView.swift:22\n        item copy-link { title: \"Copy Link\" symbol: \"link\" }"), "\(text)")
        #expect(text.contains("item block { title: \"Block\" symbol: \"hand.raised\" }"), "\(text)")
        // Each entry at the use it comes from: the second use's are entries of their own, not the first's read again.
        #expect(text.contains("// only when canReport\n        // AuthorView.swift:23\n        item report "), "\(text)")
        #expect(text.contains("// AuthorView.swift:24\n        item call { title: \"Call\" symbol: \"envelope\" }"), "\(text)")
        #expect(text.contains("// only when canReport\n        // AuthorView.swift:24\n        item report-2 "), "\(text)")
        #expect(!text.contains("author-actions") && !text.contains("view: custom"), "\(text)")
        #expect(result.warnings.filter { $0.kind == .customView }.isEmpty, "\(result.warnings.map(\.message))")
    }

    /// A view of the app's that shows only `EmptyView()` on iOS 27.1 is no item, and one that shows only
    /// `Spacer()` is a spacer (Kiwix's `SpacerBackCompatible` was four items titled "Spacer Back Compatible").
    @Test func anAppsViewThatShowsNothingOrASpacerIsNoItem() throws {
        let swift = """
            import SwiftUI

            struct SpacerBackCompatible: View {
                var body: some View {
                    if #available(iOS 26, *) {
                        EmptyView()
                    } else {
                        Spacer()
                    }
                }
            }

            struct Gap: View {
                var body: some View { Spacer() }
            }

            struct ReaderView: View {
                var body: some View {
                    NavigationStack {
                        Text("x").toolbar {
                            ToolbarItemGroup(placement: .bottomBar) {
                                Button("Back", systemImage: "chevron.left") {}
                                SpacerBackCompatible()
                                Button("Share", systemImage: "square.and.arrow.up") {}
                                Gap()
                                Button("Next", systemImage: "chevron.right") {}
                            }
                            ToolbarItem(placement: .bottomBar) { Gap() }
                        }
                    }
                }
            }

            """
        let result = Importer.run(sources: [SourceFile(path: "ReaderView.swift", text: swift)], mode: .swiftUI)
        let text = try #require(result.files.first?.text)
        #expect(!text.contains("spacer-back-compatible") && !text.contains("Spacer Back Compatible"), "\(text)")
        #expect(text.components(separatedBy: "spacer flexible").count == 3, "\(text)")
        #expect(!text.contains("item gap"), "\(text)")
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    }
}
