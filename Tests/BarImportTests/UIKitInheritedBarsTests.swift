import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// A view controller built on a base class of the app has the bars the base sets (docs/import.md): its items were
/// only those of its own code, and a subclass that added none was no screen at all.
@Suite struct UIKitInheritedBarsTests {
    static let source = """
        import UIKit

        class BaseListViewController: UITableViewController {
            lazy var addItem = UIBarButtonItem(title: "Add", image: UIImage(systemName: "plus"), primaryAction: nil)

            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = addItem
            }
        }

        class SearchableListViewController: BaseListViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Filter", image: UIImage(systemName: "line.3.horizontal.decrease"), primaryAction: nil)]
            }
        }

        final class InboxViewController: SearchableListViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Inbox"
                navigationItem.leftBarButtonItem = editButtonItem
            }
        }

        final class ArchiveViewController: BaseListViewController {
            override func viewDidLoad() {
                title = "Archive"
            }
        }
        """

    @Test func aSubclassHasTheBarsItsBaseClassesSet() throws {
        let (spec, text, warnings) = ImportFixtures.importedFile(Self.source, path: "Lists.swift", mode: .uiKit)
        let inbox = UIKitBadgeTests.items(spec, "inbox")
        #expect(inbox.map(\.id) == ["edit", "add", "filter"], "\(text)")
        // Each inherited item names where the base class writes it.
        #expect(text.contains("// Lists.swift:4\n      item add"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// A method overridden without calling `super`'s never runs the base's: Archive sets no bar, and is no screen.
    @Test func anOverrideWithoutSuperLeavesTheBaseMethodOut() {
        let (spec, text, _) = ImportFixtures.importedFile(Self.source, path: "Lists.swift", mode: .uiKit)
        #expect(!spec.screens.contains { $0.id == "archive" }, "\(text)")
    }

    /// A base class with generic parameters is followed too (`class ItemsViewController<Item>`).
    @Test func aGenericBaseClassIsFollowed() {
        let source = """
            import UIKit

            class ItemsViewController<Item>: UIViewController {
                var items: [Item] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), primaryAction: nil)
                }
            }

            final class BooksViewController: ItemsViewController<String> {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Books"
                }
            }
            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "Books.swift", mode: .uiKit)
        #expect(UIKitBadgeTests.items(spec, "books").map(\.id) == ["sort"], "\(text)")
    }

    /// A property the subclass overrides is its own: the base's value is never read for it. And a `super` call
    /// spelled only in a comment is no call.
    @Test func overriddenPropertiesAndSuperInACommentAreTheSubclasss() {
        let source = """
            import UIKit

            class BaseViewController: UIViewController {
                var rightItem: UIBarButtonItem { UIBarButtonItem(title: "Add", image: UIImage(systemName: "plus"), primaryAction: nil) }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = rightItem
                }
            }

            final class NotesViewController: BaseViewController {
                override var rightItem: UIBarButtonItem { UIBarButtonItem(title: "Edit", image: UIImage(systemName: "pencil"), primaryAction: nil) }
            }

            final class DraftsViewController: BaseViewController {
                override func viewDidLoad() {
                    // super.viewDidLoad() is not called on purpose
                    title = "Drafts"
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", image: UIImage(systemName: "xmark"), primaryAction: nil)
                }
            }
            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "Base.swift", mode: .uiKit)
        #expect(UIKitBadgeTests.items(spec, "notes").map(\.id) == ["edit"], "\(text)")
        #expect(UIKitBadgeTests.items(spec, "drafts").map(\.id) == ["close"], "\(text)")
    }
    /// A base class that puts the item a property holds into its bars whenever it is set (`didSet`) shows what
    /// each subclass assigns — through `super.` too — and nothing for a subclass that assigns none: the optional
    /// property is nil there (it was a custom item named after the property on every screen, reported twice).
    static let trailingItemSource = """
        import UIKit

        class ShelfBaseViewController: UIViewController {
            var trailingItem: UIBarButtonItem? {
                didSet { updateTrailingItems() }
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                updateTrailingItems()
            }

            func updateTrailingItems() {
                navigationItem.rightBarButtonItem = trailingItem
            }
        }

        final class ShelvesViewController: ShelfBaseViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Shelves"
                super.trailingItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), style: .plain, target: nil, action: nil)
            }
        }

        final class LoansViewController: ShelfBaseViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Loans"
                trailingItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
            }
        }

        final class HistoryViewController: ShelfBaseViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "History"
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: nil, action: nil)
            }
        }
        """

    @Test func aPropertyTheBaseShowsIsWhatEachSubclassAssigns() {
        let (spec, text, warnings) = ImportFixtures.importedFile(Self.trailingItemSource, path: "Shelves.swift", mode: .uiKit)
        #expect(UIKitBadgeTests.items(spec, "shelves").map(\.id) == ["ellipsis-circle"], "\(text)")
        #expect(UIKitBadgeTests.items(spec, "loans").map(\.id) == ["edit"], "\(text)")
        #expect(UIKitBadgeTests.items(spec, "history").map(\.id) == ["close"], "\(text)")
        #expect(!text.contains("trailing-item"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// When other code sets the property on a controller (`shelf.trailingItem = …`), that value is not followed:
    /// the item stays, a custom one named after the property, and is reported.
    @Test func aPropertySetFromOutsideStaysACustomItem() {
        let source = Self.trailingItemSource + """

            enum ShelfRouting {
                static func history() -> UIViewController {
                    let controller = HistoryViewController()
                    controller.trailingItem = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
                    return controller
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Shelves.swift", mode: .uiKit)
        #expect(UIKitBadgeTests.items(spec, "history").map(\.id) == ["close", "trailing-item"], "\(text)")
        #expect(warnings.contains { $0.contains("bar button item 'trailingItem' is not assigned in this class") }, "\(warnings)")
    }
    /// A property set from an initializer's parameter (`self.moreButton = moreButton`) is assigned, with a value
    /// the importer does not follow: it stays a custom item, reported, and is not read as nil.
    @Test func aPropertySetFromAParameterIsNotNil() {
        let source = """
            import UIKit

            final class DetailViewController: UIViewController {
                var moreButton: UIBarButtonItem?

                init(moreButton: UIBarButtonItem?) {
                    self.moreButton = moreButton
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Detail"
                    navigationItem.rightBarButtonItem = moreButton
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Detail.swift", mode: .uiKit)
        #expect(UIKitBadgeTests.items(spec, "detail").map(\.id) == ["more-button"], "\(text)")
        #expect(warnings.contains { $0.contains("bar button item 'moreButton' is not assigned in this class") }, "\(warnings)")
    }
}
