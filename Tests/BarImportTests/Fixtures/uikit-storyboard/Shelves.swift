import UIKit

/// The shelf list: its bars are laid out in Library.storyboard; the code swaps Edit for Done while editing.
final class ShelvesViewController: UITableViewController {
    @IBOutlet var editItem: UIBarButtonItem!
    @IBOutlet var doneItem: UIBarButtonItem!

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        navigationItem.leftBarButtonItem = editing ? doneItem : editItem
    }
}

/// A shelf: the Read item comes from ShelfDetail.xib and is put in the bar here.
final class ShelfDetailViewController: UIViewController {
    @IBOutlet var readItem: UIBarButtonItem!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shelf"
        readItem.title = "Read Now"
        navigationItem.rightBarButtonItem = readItem
    }
}
