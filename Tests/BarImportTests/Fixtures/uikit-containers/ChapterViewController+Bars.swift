import UIKit

extension ChapterViewController {
    func placeBarItems() {
        fontItem.visibilityPriority = .low
        navigationItem.rightBarButtonItems = [bookmarkItem, fontItem]
        toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Next", image: UIImage(systemName: "chevron.right"), primaryAction: nil)]
    }
}
