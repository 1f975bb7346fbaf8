import UIKit

/// Tabs made with UITab, each with its view controller; the second is selected.
final class LibraryTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabs = [
            UITab(title: "Reading Now", image: UIImage(systemName: "book"), identifier: "reading") { _ in
                UINavigationController(rootViewController: ReadingNowViewController())
            },
            UITab(title: "Store", image: UIImage(systemName: "bag"), identifier: "store") { _ in
                StoreViewController()
            },
        ]
        selectedIndex = 1
    }
}

final class ReadingNowViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reading Now"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Account", image: UIImage(systemName: "person.crop.circle"), primaryAction: nil)
    }
}

final class StoreViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Store"
        navigationItem.hidesBackButton = false
        navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .search)]
    }
}
