import UIKit

/// Tabs made with `UITab`, with badges; the library tab's content is itself a split view.
final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let library = UITab(title: "Library", image: UIImage(systemName: "books.vertical"), identifier: "library") { _ in
            LibrarySplitViewController()
        }
        library.badgeValue = "3"
        let store = UITab(title: "Store", image: UIImage(systemName: "bag"), identifier: "store") { _ in
            UINavigationController(rootViewController: StoreViewController())
        }
        store.badgeValue = "New"
        tabs = [library, store]
    }
}

final class LibrarySplitViewController: UISplitViewController {
    init() {
        super.init(style: .doubleColumn)
        setViewController(ShelvesViewController(), for: .primary)
        setViewController(BookViewController(), for: .secondary)
    }

    required init?(coder: NSCoder) { nil }
}

final class ShelvesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shelves"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "New Shelf", image: UIImage(systemName: "plus"), primaryAction: nil, menu: nil)
    }
}

final class BookViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Book"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: nil, menu: nil)
    }
}

final class StoreViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Store"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), primaryAction: nil, menu: nil)
    }
}
