import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// Shapes found by importing four open-source apps, each written small: what real code does with `nil`
/// titles, images drawn another way, arrays made by a call, and placements chosen by a condition.
@Suite struct RealAppShapesTests {
    @Test func aNilTitleIsNoTitleAndAnImageDrawnAnotherWayKeepsItsSymbol() throws {
        let (spec, text, warnings) = ImportFixtures.importedFile(
            """
            import UIKit

            final class ProfileViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = nil
                    let settings = UIBarButtonItem(title: nil, image: UIImage(systemName: "gear")?.withRenderingMode(.alwaysTemplate), primaryAction: nil, menu: nil)
                    var items = [UIBarButtonItem]()
                    items.append(settings)
                    navigationItem.rightBarButtonItems = items
                }
            }

            """, path: "ProfileViewController.swift", mode: .uiKit)
        let items = UIKitBadgeTests.items(spec, "profile")
        #expect(items.map(\.id) == ["gear"], "\(text)")
        #expect(items.first?.title == nil && items.first?.symbol == "gear", "\(text)")
        #expect(!text.contains("\"nil\""), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func aPlacementChosenByAConditionIsNamedInAWarning() throws {
        let result = Importer.run(
            sources: [
                SourceFile(
                    path: "EditorView.swift",
                    text: """
                        import SwiftUI
                        struct EditorView: View {
                            var isSecondary = false
                            var body: some View {
                                NavigationStack {
                                    Text("x").toolbar {
                                        ToolbarItem(placement: isSecondary ? .topBarLeading : .topBarTrailing) { Button("Send", systemImage: "paperplane") {} }
                                        ToolbarItem(placement: isSecondary ? .topBarTrailing : .topBarTrailing) { Button("Save", systemImage: "tray") {} }
                                    }
                                }
                            }
                        }

                        """)
            ], mode: .swiftUI)
        let text = try #require(result.files.first?.text)
        #expect(text.contains("item send { title: \"Send\" symbol: \"paperplane\" placement: top-leading }"), "\(text)")
        #expect(text.contains("item save { title: \"Save\" symbol: \"tray\" placement: top-trailing }"), "\(text)")
        #expect(result.warnings.map(\.message) == [
            "placement is .topBarLeading when isSecondary, else .topBarTrailing; a spec has one placement, so top-leading is imported — give the other case a screen of its own in the spec if it matters"
        ])
    }

    /// A function's own `title` (an alert's) is not the screen's title.
    @Test func aLocalTitleIsNotTheScreensTitle() throws {
        let (spec, text, _) = ImportFixtures.importedFile(
            """
            import UIKit

            final class ProfileViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Profile"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", image: UIImage(systemName: "pencil"), primaryAction: nil, menu: nil)
                }

                func confirm(blocking: Bool) {
                    let title: String
                    if blocking { title = "Unblock?" } else { title = "Block?" }
                    print(title)
                }
            }

            """, path: "ProfileViewController.swift", mode: .uiKit)
        guard let screen = spec.screens.first, case .stack(let stack) = screen.root else {
            Issue.record("no stack: \(text)")
            return
        }
        #expect(stack.title == "Profile", "\(text)")
    }

    /// `.toolbar(content: toolbar)`: a builder function passed by name is read as if called there.
    @Test func aToolbarBuilderPassedByNameIsRead() throws {
        let result = Importer.run(
            sources: [
                SourceFile(
                    path: "LogsView.swift",
                    text: """
                        import SwiftUI
                        struct LogsView: View {
                            var body: some View {
                                NavigationStack { List {}.navigationTitle("Logs").toolbar(content: toolbar) }
                            }
                            private func toolbar() -> some ToolbarContent {
                                ToolbarItem(placement: .topBarTrailing) { Button("Export", systemImage: "square.and.arrow.up") {} }
                            }
                        }

                        """)
            ], mode: .swiftUI)
        let text = try #require(result.files.first?.text)
        #expect(text.contains("item export { title: \"Export\" symbol: \"square.and.arrow.up\" placement: top-trailing }"), "\(text)")
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    }

    /// A button whose whole label is an asset image or a view of the app was `item item` with no word. One
    /// labelled by an asset image is an image item (`image`), named after the image, with no title since the
    /// code gives none (lint says so); one labelled by a view of the app is named after the view, with one
    /// warning that says so.
    @Test func aButtonLabelledByAnImageHasItAndOneLabelledByAViewIsNamedAndWarned() throws {
        let result = Importer.run(
            sources: [
                SourceFile(
                    path: "TimelineView.swift",
                    text: """
                        import SwiftUI
                        struct TimelineView: View {
                            var body: some View {
                                NavigationStack {
                                    List {}.toolbar {
                                        ToolbarItem(placement: .topBarTrailing) { Button { } label: { Image("compose") } }
                                        ToolbarItem(placement: .topBarLeading) { Button { } label: { AvatarImage(url: nil) } }
                                    }
                                }
                            }
                        }

                        """)
            ], mode: .swiftUI)
        let text = try #require(result.files.first?.text)
        #expect(text.contains("item compose { image: \"compose\" placement: top-trailing }"), "\(text)")
        #expect(text.contains("item avatar-image { title: \"Avatar Image\" placement: top-leading }"), "\(text)")
        #expect(result.warnings.map(\.kind) == [.customView], "\(result.warnings.map(\.message))")
        #expect(result.warnings.first?.message.contains("the view 'AvatarImage'") == true)
    }

    /// Tabs whose view controllers are wrapped in navigation controllers, written out or with `.map`, keep the
    /// titles and images set on the view controllers (they came out empty, or as one tab named `map`).
    @Test(arguments: [
        "[UINavigationController(rootViewController: home), UINavigationController(rootViewController: search)]",
        "[home, search].map { UINavigationController(rootViewController: $0) }",
    ])
    func tabsWrappedInNavigationControllersKeepTheirItems(_ controllers: String) throws {
        let (spec, text, warnings) = ImportFixtures.importedFile(
            """
            import UIKit

            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let home = HomeViewController()
                    home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
                    let search = SearchViewController()
                    search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
                    viewControllers = \(controllers)
                }
            }
            final class HomeViewController: UIViewController {}
            final class SearchViewController: UIViewController {}

            """, path: "MainTabBarController.swift", mode: .uiKit)
        guard let screen = spec.screens.first, case .tabView(let tabView) = screen.root else {
            Issue.record("no tab view: \(text)")
            return
        }
        #expect(tabView.tabs.map(\.title) == ["Home", "Search"], "\(text)")
        #expect(tabView.tabs.map(\.symbol) == ["house", "magnifyingglass"], "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// `insert(_:at:)` with a number puts the item at that place (it went first whatever the place).
    @Test func insertAtAPlaceKeepsThatPlace() throws {
        let (spec, text, _) = ImportFixtures.importedFile(
            """
            import UIKit

            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let settings = UIBarButtonItem(title: "Settings", image: UIImage(systemName: "gear"), primaryAction: nil, menu: nil)
                    let more = UIBarButtonItem(title: "More", image: UIImage(systemName: "ellipsis.circle"), primaryAction: nil, menu: nil)
                    let bolt = UIBarButtonItem(title: "Bolt", image: UIImage(systemName: "bolt"), primaryAction: nil, menu: nil)
                    toolbarItems = [settings, more]
                    toolbarItems?.insert(bolt, at: 1)
                }
            }

            """, path: "FeedViewController.swift", mode: .uiKit)
        #expect(UIKitBadgeTests.items(spec, "feed").map(\.id) == ["settings", "bolt", "more"], "\(text)")
    }

    /// An item made by a closure the code calls (`let flex = { UIBarButtonItem(…) }`, then `flex()`) is the item
    /// the closure makes; it was a custom item named `flex`, with the real one reported as unattached.
    @Test func anItemMadeByACalledClosureIsThatItem() throws {
        let (spec, text, warnings) = ImportFixtures.importedFile(
            """
            import UIKit

            final class ArticleViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let flex = { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
                    let share = UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: nil, menu: nil)
                    let next = UIBarButtonItem(title: "Next", image: UIImage(systemName: "chevron.down"), primaryAction: nil, menu: nil)
                    toolbarItems = [share, flex(), next]
                }
            }

            """, path: "ArticleViewController.swift", mode: .uiKit)
        #expect(UIKitBadgeTests.items(spec, "article").map(\.id) == ["share", "next"], "\(text)")
        #expect(text.contains("spacer flexible"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// `isBusy ? spinner : send` in a slot: both items can show, so both are imported, each with its condition
    /// (nothing was imported, with an unsupported warning).
    @Test func aTernaryBetweenTwoItemsKeepsBoth() throws {
        let (spec, text, warnings) = ImportFixtures.importedFile(
            """
            import UIKit

            final class ComposeViewController: UIViewController {
                var isBusy = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let spinner = UIBarButtonItem(title: "Sending", image: UIImage(systemName: "hourglass"), primaryAction: nil, menu: nil)
                    let send = UIBarButtonItem(title: "Send", image: UIImage(systemName: "paperplane"), primaryAction: nil, menu: nil)
                    navigationItem.rightBarButtonItem = isBusy ? spinner : send
                }
            }

            """, path: "ComposeViewController.swift", mode: .uiKit)
        #expect(Set(UIKitBadgeTests.items(spec, "compose").map(\.id)) == ["sending", "send"], "\(text)")
        #expect(text.contains("// only when isBusy") && text.contains("// only when not isBusy"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// SFSafeSymbols' typed symbols (`Image(systemSymbol: .squareAndPencil)`) name the same SF Symbols.
    @Test func typedSymbolsAreReadAsTheirNames() throws {
        #expect(TextReader.symbolName(fromMember: "squareAndPencil") == "square.and.pencil")
        #expect(TextReader.symbolName(fromMember: "person2Fill") == "person.2.fill")
        #expect(TextReader.symbolName(fromMember: "goforward15") == "goforward.15")
        #expect(TextReader.symbolName(fromMember: "_1Circle") == "1.circle")
        #expect(TextReader.symbolName(fromMember: "xmarkCircleFill") == "xmark.circle.fill")
        let result = Importer.run(
            sources: [
                SourceFile(
                    path: "ReadingView.swift",
                    text: """
                        import SwiftUI
                        import SFSafeSymbols
                        struct ReadingView: View {
                            var body: some View {
                                NavigationStack {
                                    Text("x").toolbar {
                                        ToolbarItem { Button { } label: { Image(systemSymbol: .squareAndPencil) } }
                                        ToolbarItem { Button { } label: { Label("People", systemSymbol: .person2Fill) } }
                                    }
                                }
                            }
                        }

                        """)
            ], mode: .swiftUI)
        let text = try #require(result.files.first?.text)
        #expect(text.contains("item square-and-pencil { symbol: \"square.and.pencil\" }"), "\(text)")
        #expect(text.contains("item people { title: \"People\" symbol: \"person.2.fill\" }"), "\(text)")
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    }

    /// A slot assigned in two methods shows one item in each state: both are kept, the later one with the
    /// method it shows after (the first one was lost, and its warning said nothing imported used it).
    @Test func aSlotAssignedInTwoMethodsKeepsBothStates() throws {
        let (spec, text, warnings) = ImportFixtures.importedFile(
            """
            import UIKit

            final class NoteViewController: UIViewController {
                let edit = UIBarButtonItem(title: "Edit", image: UIImage(systemName: "pencil"), primaryAction: nil, menu: nil)
                let save = UIBarButtonItem(title: "Save", image: UIImage(systemName: "checkmark"), primaryAction: nil, menu: nil)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = edit
                }
                func beginEditing() { navigationItem.rightBarButtonItem = save }
                func endEditing() { navigationItem.rightBarButtonItem = edit }
            }

            """, path: "NoteViewController.swift", mode: .uiKit)
        #expect(UIKitBadgeTests.items(spec, "note").map(\.id) == ["edit", "save"], "\(text)")
        #expect(text.contains("// after beginEditing()"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }
}
