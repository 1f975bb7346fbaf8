import UIKit

/// The chapter's items are made here and placed by an extension in another file.
final class ChapterViewController: UIViewController {
    lazy var bookmarkItem = UIBarButtonItem(title: "Bookmark", image: UIImage(systemName: "bookmark"), primaryAction: nil)
    let fontItem = UIBarButtonItem(title: "Font", image: UIImage(systemName: "textformat.size"), primaryAction: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Chapter"
        placeBarItems()
    }
}
