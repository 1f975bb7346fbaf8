import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// Only a class that can be a view controller is a screen, and a helper in an extension of UIKit's view controller
/// classes belongs to the view controllers that call it (docs/import.md, "UIKit").
@Suite struct UIKitControllerClassTests {
    /// An `NSObject` holding a navigation item, a class with no superclass that sets another controller's
    /// `toolbarItems`, a coordinator that hides a navigation controller's bar, and one whose first named type is
    /// a protocol of the program: none is a screen, and their items are reported, not put on a made-up screen.
    @Test func aClassThatCannotBeAViewControllerIsNoScreen() {
        let source = """
            import UIKit

            protocol Refreshing: AnyObject {}

            class TitleContent: NSObject {
                weak var navigationItem: UINavigationItem?
                func update() {
                    navigationItem?.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
                }
            }

            final class ListToolbarHelper {
                unowned let controller: UIViewController
                init(controller: UIViewController) { self.controller = controller }
                func update(editing: Bool) {
                    controller.toolbarItems = [UIBarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)]
                }
            }

            final class ReaderFlow {
                func start() {
                    let navigation = UINavigationController(rootViewController: UIViewController())
                    navigation.setNavigationBarHidden(true, animated: false)
                }
            }

            final class Poller: Refreshing {
                func configure() {
                    toolbarItems = [UIBarButtonItem(title: "Poll", style: .plain, target: nil, action: nil)]
                }
                var toolbarItems: [UIBarButtonItem] = []
            }

            final class NotesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Helpers.swift", mode: .uiKit)
        #expect(spec.screens.map(\.id) == ["notes"], "\(text)")
        let unattached = warnings.filter { $0.hasSuffix("[import-unattached-items]") }
        #expect(unattached.count == 3, "\(warnings)")
        #expect(unattached.allSatisfy { $0.contains("is not part of any imported screen") }, "\(warnings)")
    }

    /// A base class named with its module (`PDFKitUI.ReaderViewController`) is another module's, even when the
    /// program declares a protocol of that short name: the subclass is a screen.
    @Test func anotherModulesBaseClassMayBeAViewController() {
        let source = """
            import UIKit

            protocol ReaderViewController: UIViewController {}

            final class PlainReaderViewController: PDFKitUI.ReaderViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
                }
            }
            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "Reader.swift", mode: .uiKit)
        #expect(spec.screens.map(\.id) == ["plain-reader"], "\(text)")
    }

    /// `extension UIViewController { func addDoneButton() … }` called from a view controller's `viewDidLoad`: the
    /// item is that view controller's, under the call's condition, and the extension is no screen of its own
    /// (it was `screen ui`, and the callers lacked the item). One nobody calls is reported.
    @Test func aHelperInAnExtensionOfUIKitsControllersIsItsCallers() {
        let helpers = """
            import UIKit

            extension UIViewController {
                func addDoneButton() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
                }

                func showSpinner() {
                    navigationItem.leftBarButtonItem = UIBarButtonItem(customView: UIActivityIndicatorView())
                }
            }

            extension UITableViewController {
                func addFilterButton() {
                    toolbarItems = [UIBarButtonItem(title: "Filter", style: .plain, target: nil, action: nil)]
                }
            }
            """
        let controllers = """
            import UIKit

            final class LabelsViewController: UITableViewController {
                var isModal = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Labels"
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Clear", style: .plain, target: nil, action: nil)
                    if isModal { addDoneButton() }
                    self.addFilterButton()
                }
            }

            final class PeopleViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "People"
                }
            }
            """
        let result = Importer.run(
            sources: [SourceFile(path: "UIViewController+Helpers.swift", text: helpers), SourceFile(path: "Labels.swift", text: controllers)],
            mode: .uiKit)
        let text = ImportFixtures.rendered(result)
        #expect(!text.contains("screen ui"), "\(text)")
        #expect(!text.contains("screen people"), "\(text)")
        #expect(text.contains("""
                  // only when isModal
                  // UIViewController+Helpers.swift:5
                  item done { title: "Done" placement: top-trailing }
            """), "\(text)")
        #expect(text.contains("item filter { title: \"Filter\" placement: bottom }"), "\(text)")
        #expect(text.contains("UIViewController+Helpers.swift:9:44: warning: this UIBarButtonItem in showSpinner()"), "\(text)")
    }
}

/// A navigation bar hidden and shown again in the same method shows; one shown again in another method
/// (`viewWillDisappear`) is hidden while the screen shows (Zotero's item list was imported with its bar hidden).
@Suite struct NavigationBarHiddenTests {
    private func hidden(_ methods: String) -> Bool {
        let source = """
            import UIKit

            final class ItemsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Select", style: .plain, target: nil, action: nil)
                }
            \(methods)
            }
            """
        let (_, text, _) = ImportFixtures.importedFile(source, path: "Items.swift", mode: .uiKit)
        return text.contains("navigation-bar: hidden")
    }

    @Test func theLastWordInTheMethodThatHidItWins() {
        #expect(!hidden("""
                override func viewWillAppear(_ animated: Bool) {
                    navigationController?.setNavigationBarHidden(true, animated: false)
                    navigationController?.setNavigationBarHidden(false, animated: false)
                }
            """))
        #expect(hidden("""
                override func viewWillAppear(_ animated: Bool) {
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                }
                override func viewWillDisappear(_ animated: Bool) {
                    navigationController?.setNavigationBarHidden(false, animated: animated)
                }
            """))
        #expect(hidden("""
                override func viewWillAppear(_ animated: Bool) {
                    navigationController?.isNavigationBarHidden = true
                }
            """))
        #expect(!hidden("""
                override func viewWillAppear(_ animated: Bool) {
                    navigationController?.isNavigationBarHidden = true
                    navigationController?.isNavigationBarHidden = false
                }
            """))
    }
}
