import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// A view controller pushed onto a navigation stack — by the code (`pushViewController(_:animated:)`) or by a
/// storyboard's `show` segue from a controller in a stack — has the back button the system adds (`back-button:
/// true`, which the solver places first on the leading side, P18, P22), unless its code hides it
/// (docs/import.md).
@Suite struct UIKitPushedTests {
    static let swift = """
        import UIKit

        final class InboxViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .compose)
            }
            func open() {
                let detail = MessageViewController()
                navigationController?.pushViewController(detail, animated: true)
                navigationController?.pushViewController(ComposeViewController(), animated: true)
            }
        }

        final class MessageViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .reply)
            }
        }

        final class ComposeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.hidesBackButton = true
                navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
            }
        }

        final class SettingsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
            }
        }

        final class AccountViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save)
            }
        }

        final class LoginViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .cancel)
            }
        }
        """

    /// Inbox is a navigation controller's root; its Settings item shows Settings, which shows Account: both are
    /// pushed. Login is shown from a controller in no stack, and a new navigation controller is presented, not
    /// pushed.
    static let storyboard = SourceFile(
        path: "Main.storyboard",
        text: """
            <document><scenes>
            <scene><objects><navigationController id="nav"><connections><segue destination="inbox" kind="relationship" relationship="rootViewController" id="r"/></connections></navigationController></objects></scene>
            <scene><objects><viewController id="inbox" customClass="InboxViewController">
            <navigationItem key="navigationItem" id="n"><barButtonItem key="leftBarButtonItem" title="Settings" id="b"><connections><segue destination="settings" kind="show" id="s1"/></connections></barButtonItem></navigationItem>
            <connections><segue destination="nav2" kind="show" id="s4"/></connections>
            </viewController></objects></scene>
            <scene><objects><viewController id="settings" customClass="SettingsViewController"><connections><segue destination="account" kind="push" id="s2"/></connections></viewController></objects></scene>
            <scene><objects><viewController id="account" customClass="AccountViewController"/></objects></scene>
            <scene><objects><viewController id="alone"><connections><segue destination="login" kind="show" id="s3"/></connections></viewController></objects></scene>
            <scene><objects><viewController id="login" customClass="LoginViewController"/></objects></scene>
            <scene><objects><navigationController id="nav2"><connections><segue destination="login" kind="relationship" relationship="rootViewController" id="r2"/></connections></navigationController></objects></scene>
            </scenes></document>
            """)

    static func backButtons(_ documents: [SourceFile]) -> (shown: [String: Bool], text: String) {
        let result = Importer.run(sources: [SourceFile(path: "App.swift", text: swift)], mode: .uiKit, interfaceFiles: InterfaceFiles(sources: documents))
        let text = result.files.map(\.text).joined()
        var shown: [String: Bool] = [:]
        for screen in SpecLoader.load(path: "imported.bar", text: text).spec.screens {
            if case .stack(let stack) = screen.root { shown[screen.id] = stack.hasBackButton }
        }
        return (shown, text)
    }

    @Test func aControllerTheCodePushesHasABackButton() {
        let (shown, text) = Self.backButtons([])
        #expect(shown["message"] == true, "\(text)")
        #expect(shown["compose"] == false, "its code hides it: \(text)")
        #expect(shown["inbox"] == false && shown["settings"] == false, "\(text)")
        #expect(text.contains("// pushed by InboxViewController: the system adds a back button\n  stack {\n    back-button: true"), "\(text)")
    }

    @Test func aControllerAStoryboardSegueShowsInAStackHasABackButton() {
        let (shown, text) = Self.backButtons([Self.storyboard])
        #expect(shown["settings"] == true && shown["account"] == true, "\(text)")
        #expect(shown["login"] == false, "\(text)")
        #expect(text.contains("// pushed by a show segue in Main.storyboard: the system adds a back button"), "\(text)")
        #expect(text.contains("// pushed by a push segue in Main.storyboard: the system adds a back button"), "\(text)")
    }

    /// `setHidesBackButton(true, animated:)` hides it as the property does, and leading items take its place
    /// unless they supplement it (`leftItemsSupplementBackButton = true`).
    @Test func hiddenOrReplacedTheBackButtonIsNotShown() {
        let swift = """
            import UIKit
            final class ListViewController: UIViewController {
                func open() {
                    navigationController?.pushViewController(DetailViewController(), animated: true)
                    navigationController?.pushViewController(EditViewController(), animated: true)
                    navigationController?.pushViewController(FilterViewController(), animated: true)
                }
            }
            final class DetailViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.setHidesBackButton(true, animated: false)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
                }
            }
            final class EditViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
                }
            }
            final class FilterViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftItemsSupplementBackButton = true
                    navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .search)
                }
            }
            """
        let result = Importer.run(sources: [SourceFile(path: "List.swift", text: swift)], mode: .uiKit)
        let text = result.files.map(\.text).joined()
        var shown: [String: Bool] = [:]
        for screen in SpecLoader.load(path: "imported.bar", text: text).spec.screens {
            if case .stack(let stack) = screen.root { shown[screen.id] = stack.hasBackButton }
        }
        #expect(shown == ["detail": false, "edit": false, "filter": true], "\(text)")
    }
}

