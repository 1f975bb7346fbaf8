import UIKit

/// A full-screen player that keeps horizontal bars.
class PlayerViewController: UIViewController {
    override var preferredVerticalBarBehavior: UIVerticalBarBehavior {
        return .disabled
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = NSLocalizedString("player.title", comment: "")
        let group = UIBarButtonItemGroup(barButtonItems: [
            UIBarButtonItem(title: "Rewind", image: UIImage(systemName: "gobackward.15"), primaryAction: nil, menu: nil),
            UIBarButtonItem(title: "Skip", image: UIImage(systemName: "goforward.30"), primaryAction: nil, menu: nil),
        ], representativeItem: nil)
        // The queue button stands alone: `creatingFixedGroup()` is its implicit group, not a declared one.
        let queue = UIBarButtonItem(title: "Queue", image: UIImage(systemName: "list.bullet"), primaryAction: nil, menu: nil)
        navigationItem.trailingItemGroups = [group, queue.creatingFixedGroup()]
        navigationItem.setLeftBarButton(UIBarButtonItem(barButtonSystemItem: .close, target: nil, action: nil), animated: false)
        toolbarItems = [shareButton]
    }
}
