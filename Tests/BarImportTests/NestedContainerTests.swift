import BarModel
import Testing

@testable import BarImport

/// Containers inside containers and containers assembled outside a view controller class (UIKit), and views
/// pushed onto a navigation stack (SwiftUI).
@Suite struct NestedContainerTests {
    static func spec(_ set: String, _ mode: ImportMode) -> Spec {
        let result = Importer.run(sources: ImportFixtures.sources(set), mode: mode)
        let text = result.files.map(\.text).joined(separator: "\n")
        let loaded = SpecLoader.load(path: "imported.bar", text: text)
        #expect(!loaded.hasErrors, "\(text)")
        return loaded.spec
    }

    static func titles(_ toolbar: Toolbar) -> [String] { toolbar.items.map { $0.title ?? "?" } }

    @Test func aUIKitTabWhoseContentIsASplitViewHasThatSplitView() throws {
        let spec = Self.spec("uikit-nested", .uiKit)
        let screen = try #require(spec.screens.first { $0.id == "main-tab-bar" })
        guard case .tabView(let tabs) = screen.root else { Issue.record("not a tab view"); return }
        let library = try #require(tabs.tabs.first { $0.title == "Library" })
        guard case .splitView(let split)? = library.content else { Issue.record("the library tab's content is not a split view"); return }
        #expect(split.sidebar.title == "Shelves")
        #expect(Self.titles(split.sidebar.toolbar) == ["New Shelf"])
        #expect(split.detail.title == "Book")
        #expect(Self.titles(split.detail.toolbar) == ["Share"])
        for embedded in ["library-split", "shelves", "book", "store"] {
            #expect(!spec.screens.contains { $0.id == embedded }, "\(embedded) is part of the tab bar controller's screen")
        }
    }

    @Test func uiTabBadgesAreTheTabsBadges() throws {
        let spec = Self.spec("uikit-nested", .uiKit)
        let screen = try #require(spec.screens.first { $0.id == "main-tab-bar" })
        guard case .tabView(let tabs) = screen.root else { Issue.record("not a tab view"); return }
        #expect(tabs.tabs.map(\.badge) == [.count(3), .text("New")])
    }

    @Test func aSplitViewMadeInAFactoryFunctionIsAScreen() throws {
        let spec = Self.spec("uikit-nested", .uiKit)
        let screen = try #require(spec.screens.first { $0.id == "reader-split" }, "\(spec.screens.map(\.id))")
        guard case .splitView(let split) = screen.root else { Issue.record("not a split view"); return }
        #expect(split.sidebar.title == "Chapters")
        #expect(split.content?.title == "Pages")
        #expect(split.content.map { Self.titles($0.toolbar) } == ["Bookmark"])
        #expect(split.detail.title == "Page")
        #expect(Self.titles(split.detail.toolbar) == ["Highlight"])
        #expect(!spec.screens.contains { $0.id == "page" })
    }

    /// Grammar: `back-button: true` — the top view was pushed, so the system adds a back button.
    @Test func swiftUIDestinationsOfNavigationLinksArePushed() throws {
        let spec = Self.spec("swiftui-pushed", .swiftUI)
        func backButton(_ id: String) -> Bool? {
            guard let screen = spec.screens.first(where: { $0.id == id }), case .stack(let stack) = screen.root else { return nil }
            return stack.hasBackButton
        }
        #expect(backButton("drafts") == true, "NavigationLink(_:destination:)")
        #expect(backButton("message") == true, "NavigationLink { destination } label: { … }")
        #expect(backButton("rules") == true, "navigationDestination(for:) { … }")
        #expect(backButton("archive") == true, "navigationDestination(for:) { … } in the app's own modifier, without a base")
        #expect(backButton("mail-settings") == false, "pushed, but the code hides the back button")
        #expect(backButton("about") == false, "never pushed")
        #expect(backButton("mailbox-list") == false, "the root of its own stack")
    }
}
