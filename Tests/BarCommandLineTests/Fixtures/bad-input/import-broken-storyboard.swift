import UIKit

// The storyboard lays out Inbox's bar, but a tag in it is never closed: the document is reported at that
// place, and the code is imported as without it.
final class InboxViewController: UIViewController {
    @IBOutlet var composeItem: UIBarButtonItem!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .edit)
    }
}
