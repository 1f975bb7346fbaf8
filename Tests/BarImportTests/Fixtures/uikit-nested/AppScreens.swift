import UIKit

/// A split view assembled by a factory function rather than a subclass.
enum AppScreens {
    static func makeReaderSplit() -> UIViewController {
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(ChaptersViewController(), for: .primary)
        split.setViewController(PagesViewController(), for: .supplementary)
        split.setViewController(UINavigationController(rootViewController: PageViewController()), for: .secondary)
        return split
    }
}

final class ChaptersViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chapters"
    }
}

final class PagesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pages"
        toolbarItems = [UIBarButtonItem(title: "Bookmark", image: UIImage(systemName: "bookmark"), primaryAction: nil, menu: nil)]
    }
}

final class PageViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Page"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Highlight", image: UIImage(systemName: "highlighter"), primaryAction: nil, menu: nil)
    }
}
