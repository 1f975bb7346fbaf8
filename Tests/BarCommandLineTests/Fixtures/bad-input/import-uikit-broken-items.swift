import UIKit

final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"), style: .plain, target: self, action: #selector(compose),
            UIBarButtonItem(barButtonSystemItem: .search, target: self, action: nil)
        toolbarItems = [UIBarButtonItem(title: "Archive", style: .plain, target: nil, action: nil)]
    }

    @objc func compose() {}
}
