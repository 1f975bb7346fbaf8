import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// What the UIKit recognizer reads as a view controller's code (`UIKitRecognizer.Declarations`): classes and
/// their extensions, never the extensions of a struct or enum declared in the files given.
@Suite struct UIKitDeclarationsTests {
    /// A model that keeps a navigation item of its own (it compiles: the item is the struct's property) is not
    /// a view controller, so what its extension sets is no screen's (it was a screen named after the model); the
    /// view controller beside it still is.
    @Test func anExtensionOfAStructIsNoViewControllersScreen() throws {
        let source = """
            import UIKit

            struct ComposerModel {
                let navigationItem = UINavigationItem()
            }

            extension ComposerModel {
                func decorate() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Send", image: UIImage(systemName: "paperplane"), primaryAction: nil, menu: nil)
                }
            }

            enum Drafts {}

            extension Drafts {
                static func install(on navigationItem: UINavigationItem) {
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Drafts", image: UIImage(systemName: "tray"), primaryAction: nil, menu: nil)
                }
            }

            final class InboxViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Compose", image: UIImage(systemName: "square.and.pencil"), primaryAction: nil, menu: nil)
                }
            }

            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Inbox.swift", mode: .uiKit)
        #expect(spec.screens.map(\.id) == ["inbox"], "\(text)")
        // Their items are not lost: each is said to be in no screen, where it is written.
        #expect(warnings.map { $0.prefix(while: { $0 != " " }) } == ["Inbox.swift:9:45:", "Inbox.swift:17:44:"], "\(warnings)")
        #expect(warnings.allSatisfy { $0.hasSuffix("[import-unattached-items]") }, "\(warnings)")
    }

    /// An extension of a class declared in the files is still read with that class.
    @Test func anExtensionOfAViewControllerIsReadWithIt() throws {
        let source = """
            import UIKit

            final class ArchiveViewController: UIViewController {}

            extension ArchiveViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Filter", image: UIImage(systemName: "line.3.horizontal.decrease"), primaryAction: nil, menu: nil)
                }
            }

            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "Archive.swift", mode: .uiKit)
        #expect(spec.screens.map(\.id) == ["archive"], "\(text)")
        guard let screen = spec.screens.first, case .stack(let stack) = screen.root else { return }
        #expect(stack.toolbar.items.map { $0.title ?? "?" } == ["Filter"], "\(text)")
    }
}

/// A bar button item with a custom view that is a button: its title and symbol are the button's.
@Suite struct UIKitCustomViewTests {
    @Test func aCustomButtonsTitleAndSymbolAreImported() throws {
        let source = """
            import UIKit

            final class LibraryViewController: UIViewController {
                let sortButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    sortButton.setTitle("Sort", for: .normal)
                    sortButton.setTitle("Sorting", for: .highlighted)
                    sortButton.setImage(UIImage(systemName: "arrow.up.arrow.down"), for: .normal)
                    let filter = UIButton(type: .system, primaryAction: UIAction(title: "Filter", image: UIImage(systemName: "line.3.horizontal.decrease")) { _ in })
                    let add = UIButton.systemButton(with: UIImage(systemName: "plus"), target: self, action: #selector(add(_:)))
                    let toggle = UISwitch()
                    navigationItem.rightBarButtonItems = [
                        UIBarButtonItem(customView: sortButton),
                        UIBarButtonItem(customView: filter),
                        UIBarButtonItem(customView: add),
                        UIBarButtonItem(customView: toggle),
                    ]
                }

                @objc func add(_ sender: Any) {}
            }

            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "Library.swift", mode: .uiKit)
        let items = UIKitBadgeTests.items(spec, "library")
        // `rightBarButtonItems` lists right to left, so the spec holds them in reverse.
        #expect(items.map { $0.title ?? "-" } == ["-", "-", "Filter", "Sort"], "\(text)")
        #expect(items.map { $0.symbol ?? "-" } == ["-", "plus", "line.3.horizontal.decrease", "arrow.up.arrow.down"], "\(text)")
        #expect(items.allSatisfy { $0.view == .custom }, "\(text)")
    }

    /// A custom view that shows no title of its own (a view, or a button whose title the code does not set) is
    /// named by what the code reaches it by (`referralsButton` → `referrals-button`, where it was `item`), and
    /// titled by the `accessibilityLabel` the code gives it, as a SwiftUI custom view is by its
    /// `.accessibilityLabel`. Without one it has no title: the language needs none, and the made-up `Custom View`
    /// hid the missing title from lint's `item-missing-title` (VoiceOver has nothing to read there either).
    @Test func aCustomViewIsNamedByItsNameAndTitledByItsAccessibilityLabel() throws {
        let source = """
            import UIKit

            final class ProfileViewController: UIViewController {
                private lazy var referralsButton = UIButton(type: .system)
                private lazy var streakView: StreakBadgeView = {
                    let badge = StreakBadgeView()
                    badge.accessibilityLabel = "Streak"
                    return badge
                }()
                private let avatarView = AvatarView()
                let actions = ProfileActions()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    referralsButton.accessibilityLabel = "Referrals"
                    navigationItem.leftBarButtonItems = [
                        UIBarButtonItem(customView: referralsButton),
                        UIBarButtonItem(customView: streakView),
                        UIBarButtonItem(customView: avatarView),
                        UIBarButtonItem(customView: actions.pageControl),
                        UIBarButtonItem(customView: UIActivityIndicatorView(style: .medium)),
                    ]
                }
            }

            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Profile.swift", mode: .uiKit)
        let items = UIKitBadgeTests.items(spec, "profile")
        #expect(items.map(\.id) == ["referrals", "streak", "avatar-view", "page-control", "uiactivity-indicator-view"], "\(text)")
        #expect(items.map { $0.title ?? "-" } == ["Referrals", "Streak", "-", "-", "-"], "\(text)")
        #expect(items.allSatisfy { $0.view == .custom && $0.symbol == nil }, "\(text)")
        #expect(text.contains("// a custom view: title from its accessibilityLabel\n"), "\(text)")
        // Each is reported as a custom view, and nothing else.
        #expect(warnings.count == 5 && warnings.allSatisfy { $0.hasSuffix("[import-custom-view]") }, "\(warnings)")
    }
}

/// From the review: two buttons each made in a closure that names its constant `button` were both titled by the
/// last closure's `setTitle` (read through the class's properties by that name).
@Suite struct UIKitCustomViewClosureTests {
    @Test func eachClosuresButtonKeepsItsOwnTitle() throws {
        let source = """
            import UIKit

            final class FolderViewController: UIViewController {
                private lazy var addButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.setTitle("Add Folder", for: .normal)
                    return button
                }()
                private lazy var moreButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.setTitle("More", for: .normal)
                    button.setImage(UIImage(systemName: "ellipsis"), for: .normal)
                    return button
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(customView: addButton)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: moreButton)
                }
            }

            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "Folder.swift", mode: .uiKit)
        let items = UIKitBadgeTests.items(spec, "folder")
        #expect(items.map { $0.title ?? "-" } == ["Add Folder", "More"], "\(text)")
        #expect(items.map { $0.symbol ?? "-" } == ["-", "ellipsis"], "\(text)")
    }

    /// A button that shows an asset image: the item is named after the button (it was named after the image's
    /// code, `uiimage-named-gift`), has the image, and its comment does not claim a title and symbol were read.
    @Test func aButtonWithAnAssetImageIsNamedAfterTheButton() throws {
        let source = """
            import UIKit

            final class ProfileViewController: UIViewController {
                private lazy var referralsButton: UIButton = {
                    let button = UIButton(type: .custom)
                    button.setImage(UIImage(named: "gift"), for: .normal)
                    return button
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(customView: referralsButton)
                }
            }

            """
        let (_, text, _) = ImportFixtures.importedFile(source, path: "Profile.swift", mode: .uiKit)
        #expect(text.contains("item referrals-button { image: \"gift\" placement: top-leading view: custom }"), "\(text)")
        #expect(!text.contains("title and symbol from its button"), "\(text)")
        #expect(text.contains("a custom view: its image from its button"), "\(text)")
    }
}

/// From the third review: a tab list joined with `+` (`fixedTabs + [search]`) lists both sides' tabs; it was one
/// untitled tab.
@Suite struct UIKitJoinedTabListTests {
    @Test func aTabListJoinedWithPlusListsBothSides() throws {
        let source = """
            import UIKit

            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let library = UIViewController()
                    library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 0)
                    let browse = UIViewController()
                    browse.tabBarItem = UITabBarItem(title: "Browse", image: UIImage(systemName: "globe"), tag: 1)
                    let search = UIViewController()
                    search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 2)
                    let fixedTabs = [library, browse]
                    viewControllers = fixedTabs + [search]
                }
            }

            """
        let (_, text, _) = ImportFixtures.importedFile(source, path: "Main.swift", mode: .uiKit)
        let tabs = text.split(separator: "\n").filter { $0.contains("tab ") && $0.contains("title:") }
        #expect(tabs.count == 3, "\(text)")
        #expect(text.contains("title: \"Search\""), "\(text)")
    }
}

/// From the third review: one item put in a bar by two methods is one item, shown under either's conditions;
/// it came out once per method (`lock`, `lock-2`), and the solver counted both.
@Suite struct UIKitItemInTwoMethodsTests {
    @Test func anItemTwoMethodsPutInABarIsOneItem() throws {
        let source = """
            import UIKit

            final class LibraryViewController: UIViewController {
                var locked = false
                lazy var lockButton = UIBarButtonItem(image: UIImage(systemName: "lock"), style: .plain, target: nil, action: nil)
                lazy var moreButton = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), style: .plain, target: nil, action: nil)

                func updateNavbarItems() {
                    var items: [UIBarButtonItem] = [moreButton]
                    if locked { items.append(lockButton) }
                    navigationItem.rightBarButtonItems = items
                }

                func updateNavbarLock() {
                    if isEditing { navigationItem.rightBarButtonItems?.insert(lockButton, at: 0) }
                }
            }

            """
        let (_, text, _) = ImportFixtures.importedFile(source, path: "Library.swift", mode: .uiKit)
        #expect(text.components(separatedBy: "symbol: \"lock\"").count == 2, "\(text)")
        #expect(!text.contains("lock-2"), "\(text)")
    }
}
