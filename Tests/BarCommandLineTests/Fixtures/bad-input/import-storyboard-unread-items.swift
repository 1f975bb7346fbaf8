import UIKit

// The storyboard's items that the language cannot say: a custom view, and a system item this version of
// bar does not know. Each is reported at its place in the storyboard; the rest of the scene is imported.
final class PhotosViewController: UIViewController {
    @IBOutlet var selectItem: UIBarButtonItem!
}
