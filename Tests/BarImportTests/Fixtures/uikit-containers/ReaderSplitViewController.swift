import UIKit

/// Two columns; collapsed, the split view shows its sidebar (the delegate says so).
final class ReaderSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        setViewController(ShelfViewController(), for: .primary)
        setViewController(UINavigationController(rootViewController: ChapterViewController()), for: .secondary)
    }

    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        .primary
    }
}

final class ShelfViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shelf"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
    }
}
