import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// A storyboard's tab bar controller (docs/import.md): its tabs are the controllers its `viewControllers`
/// relationships show, each with the `<tabBarItem>` it carries and the content of the class it shows. One of a
/// class of the code is that class's screen; one without (a plain `UITabBarController`) is a screen of its
/// document, written to a spec of its own.
@Suite struct InterfaceTabBarTests {
    static let swift = """
        import UIKit

        final class InboxViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Inbox"
                navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .compose)
            }
        }

        final class SearchViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Filters", style: .plain, target: nil, action: nil)
            }
        }

        final class SettingsViewController: UIViewController {
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                tabBarItem = UITabBarItem(title: "Preferences", image: UIImage(systemName: "gearshape"), tag: 2)
            }
        }
        """

    /// Three tabs: a navigation controller's (its item on the navigation controller, its content its root's), a
    /// system item's, and one whose class sets its own tab item in code. `tabBarClass` gives the tab bar
    /// controller a class.
    static func storyboard(tabBarClass: String? = nil, identifier: String? = nil) -> SourceFile {
        let custom = tabBarClass.map { #" customClass="\#($0)""# } ?? ""
        let named = identifier.map { #" storyboardIdentifier="\#($0)""# } ?? ""
        return SourceFile(
            path: "App/Base.lproj/Main.storyboard",
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                    <scenes>
                        <scene sceneID="s0"><objects>
                            <tabBarController id="tb"\(custom)\(named) sceneMemberID="viewController">
                                <connections>
                                    <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                                    <segue destination="search" kind="relationship" relationship="viewControllers" id="r2"/>
                                    <segue destination="settings" kind="relationship" relationship="viewControllers" id="r3"/>
                                </connections>
                            </tabBarController>
                        </objects></scene>
                        <scene sceneID="s1"><objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Mail" image="tray" catalog="system" badgeValue="3" id="i1"/>
                                <connections><segue destination="inbox" kind="relationship" relationship="rootViewController" id="r4"/></connections>
                            </navigationController>
                        </objects></scene>
                        <scene sceneID="s2"><objects><viewController id="inbox" customClass="InboxViewController"/></objects></scene>
                        <scene sceneID="s3"><objects>
                            <viewController id="search" customClass="SearchViewController"><tabBarItem key="tabBarItem" systemItem="search" id="i2"/></viewController>
                        </objects></scene>
                        <scene sceneID="s4"><objects>
                            <viewController id="settings" customClass="SettingsViewController"><tabBarItem key="tabBarItem" title="Settings" image="gear" id="i3"/></viewController>
                        </objects></scene>
                    </scenes>
                </document>
                """)
    }

    static func imported(_ swift: String, _ documents: [SourceFile]) -> (files: [ImportedFile], warnings: [ImportWarning]) {
        let result = Importer.run(sources: [SourceFile(path: "App/App.swift", text: swift)], mode: .uiKit, interfaceFiles: InterfaceFiles(sources: documents))
        return (result.files, result.warnings)
    }

    /// The tabs of the file's first tab view.
    static func tabs(_ file: ImportedFile) -> [BarModel.Tab] {
        let spec = SpecLoader.load(path: "imported.bar", text: file.text).spec
        for screen in spec.screens { if case .tabView(let tabView) = screen.root { return tabView.tabs } }
        return []
    }

    @Test func theTabsAreReadFromTheRelationships() throws {
        let contents = InterfaceFiles(sources: [Self.storyboard()])
        let tabBar = try #require(contents.tabBars.first)
        #expect(tabBar.name == "Main" && tabBar.className == nil)
        #expect(tabBar.tabs.map(\.title) == ["Mail", nil, "Settings"])
        #expect(tabBar.tabs.map(\.symbol) == ["tray", nil, nil])
        #expect(tabBar.tabs.map(\.image) == [nil, nil, "gear"])
        #expect(tabBar.tabs.map(\.systemItem) == [nil, "search", nil])
        #expect(tabBar.tabs.map(\.badge) == ["3", nil, nil])
        #expect(tabBar.tabs.map(\.contentClass) == ["InboxViewController", "SearchViewController", "SettingsViewController"])
        #expect(tabBar.tabs.map { $0.location.line } == [15, 21, 24])
        #expect(InterfaceFiles(sources: [Self.storyboard(identifier: "Root")]).tabBars.first?.name == "Root")
    }

    /// A plain tab bar controller is a screen of the storyboard, in a spec of its own; the classes its tabs show
    /// are part of it, not screens of their own.
    @Test func aTabBarControllerWithoutAClassIsAScreenOfItsDocument() throws {
        let (files, warnings) = Self.imported(Self.swift, [Self.storyboard()])
        #expect(files.map(\.swiftPath) == ["App/Base.lproj/Main.storyboard"], "\(files.map(\.text))")
        let file = try #require(files.first)
        #expect(file.text.hasPrefix("// Generated by bar import from App/Base.lproj/Main.storyboard.\n"), "\(file.text)")
        #expect(file.text.contains("// App/Base.lproj/Main.storyboard:5\nscreen main {"), "\(file.text)")
        let tabs = Self.tabs(file)
        #expect(tabs.map(\.id) == ["mail", "search", "preferences"], "\(file.text)")
        #expect(tabs.map(\.title) == ["Mail", "Search", "Preferences"], "\(file.text)")
        #expect(tabs.map(\.symbol) == ["tray", "magnifyingglass", "gearshape"], "\(file.text)")
        #expect(tabs.first?.badge == .count(3), "\(file.text)")
        // Each tab's content is its class's bars.
        #expect(file.text.contains("item compose"), "\(file.text)")
        #expect(file.text.contains("item filters"), "\(file.text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// A tab bar controller of a class of the code is that class's screen, with what the code sets (the selected
    /// tab); tabs the code sets replace the storyboard's.
    @Test func aTabBarControllerOfAClassIsThatClassesScreen() throws {
        let root = """

            final class RootTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    selectedIndex = 1
                }
            }
            """
        let (files, _) = Self.imported(Self.swift + root, [Self.storyboard(tabBarClass: "RootTabBarController")])
        #expect(files.map(\.swiftPath) == ["App/App.swift"], "\(files.map(\.text))")
        let file = try #require(files.first)
        #expect(file.text.contains("screen root-tab-bar {\n  tab-view {\n    selected: search"), "\(file.text)")
        #expect(Self.tabs(file).map(\.id) == ["mail", "search", "preferences"], "\(file.text)")

        let replacing = """

            final class RootTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [SearchViewController()]
                }
            }
            """
        let (replaced, _) = Self.imported(Self.swift + replacing, [Self.storyboard(tabBarClass: "RootTabBarController")])
        #expect(replaced.map { Self.tabs($0).map(\.id) } == [["search"]], "\(replaced.map(\.text))")
        // The storyboard's other tabs' classes are screens of their own again.
        #expect(replaced.first?.text.contains("screen inbox {") == true, "\(replaced.map(\.text))")
    }

    /// A tab bar controller whose class is in no Swift file given is read as one without a class, named after it.
    @Test func aClassTheCodeDoesNotDeclareIsNoClass() throws {
        let (files, _) = Self.imported(Self.swift, [Self.storyboard(tabBarClass: "VendorTabBarController")])
        let file = try #require(files.first)
        #expect(file.swiftPath == "App/Base.lproj/Main.storyboard")
        #expect(file.text.contains("screen vendor-tab-bar {"), "\(file.text)")
    }

    /// A tab whose controller carries no item and whose class names none, and a system item this version does not
    /// know, are reported at their place in the storyboard; a storyboard reference's tab keeps its item.
    @Test func whatATabDoesNotSayIsReported() {
        let document = SourceFile(
            path: "Main.storyboard",
            text: """
                <document><scenes><scene><objects>
                <tabBarController id="tb"><connections>
                <segue destination="a" kind="relationship" relationship="viewControllers" id="r1"/>
                <segue destination="b" kind="relationship" relationship="viewControllers" id="r2"/>
                <segue destination="ref" kind="relationship" relationship="viewControllers" id="r3"/>
                </connections></tabBarController>
                <viewControllerPlaceholder storyboardName="Settings" id="ref"><tabBarItem key="tabBarItem" title="Settings" id="t"/></viewControllerPlaceholder>
                <viewController id="a"/>
                <viewController id="b"><tabBarItem key="tabBarItem" systemItem="teleport" id="i"/></viewController>
                </objects></scene></scenes></document>
                """)
        let (files, warnings) = Self.imported("import UIKit\n", [document])
        #expect(files.map { Self.tabs($0).map(\.title) } == [[nil, nil, "Settings"]], "\(files.map(\.text))")
        let text = String(decoding: document.bytes, as: UTF8.self)
        func offset(_ marker: String) -> Int { text.utf8.distance(from: text.startIndex, to: text.range(of: marker)!.lowerBound) }
        let bare = offset(#"<viewController id="a"/>"#)
        let unknown = offset(#"<tabBarItem key="tabBarItem" systemItem"#)
        #expect(
            warnings.map { "\($0.path):\($0.range.start): \($0.message)" } == [
                "Main.storyboard:\(bare): could not find this tab's title or image; imported without them",
                "Main.storyboard:\(unknown): could not find this tab's title or image; imported without them",
                "Main.storyboard:\(unknown): system tab item 'teleport' is not known; imported without it",
            ], "\(warnings)")
    }

    /// Through a navigation controller the tab shows the navigation controller's item, whatever its root's code
    /// sets; shown directly, the class's code replaces the storyboard's item, and a title it computes is reported.
    @Test func whoseTabItemTheTabShows() throws {
        let swift = """
            import UIKit
            final class SettingsViewController: UIViewController {
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    tabBarItem = UITabBarItem(title: "Preferences", image: UIImage(systemName: "gearshape"), tag: 0)
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
                }
            }
            final class InboxViewController: UIViewController {
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    tabBarItem = UITabBarItem(title: account.displayName, image: UIImage(systemName: "tray"), tag: 1)
                }
            }
            """
        let document = SourceFile(
            path: "Main.storyboard",
            text: """
                <document><scenes><scene><objects>
                <tabBarController id="tb"><connections>
                <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                <segue destination="inbox" kind="relationship" relationship="viewControllers" id="r2"/>
                </connections></tabBarController>
                <navigationController id="nav"><tabBarItem key="tabBarItem" title="Settings" image="gear" catalog="system" id="i1"/>
                <connections><segue destination="settings" kind="relationship" relationship="rootViewController" id="r3"/></connections></navigationController>
                <viewController id="settings" customClass="SettingsViewController"/>
                <viewController id="inbox" customClass="InboxViewController"><tabBarItem key="tabBarItem" title="Mail" id="i2"/></viewController>
                </objects></scene></scenes></document>
                """)
        let (files, warnings) = Self.imported(swift, [document])
        let file = try #require(files.first { $0.swiftPath == "Main.storyboard" })
        #expect(Self.tabs(file).map(\.title) == ["Settings", "account.displayName"], "\(file.text)")
        #expect(Self.tabs(file).map(\.symbol) == ["gear", "tray"], "\(file.text)")
        #expect(warnings.map(\.message) == ["title 'account.displayName' is computed; imported as the code that computes it"], "\(warnings)")
    }

    /// A tab bar controller that lists itself keeps its screen (the tab shows nothing of it); a localized copy of a
    /// storyboard makes no second screen.
    @Test func aTabBarListingItselfAndALocalizedCopy() throws {
        let root = "\nfinal class RootTabBarController: UITabBarController {}\n"
        let listing = SourceFile(
            path: "Self.storyboard",
            text: #"<document><tabBarController id="tb" customClass="RootTabBarController"><connections><segue destination="tb" kind="relationship" relationship="viewControllers" id="r"/><segue destination="search" kind="relationship" relationship="viewControllers" id="r2"/></connections></tabBarController><viewController id="search" customClass="SearchViewController"><tabBarItem key="tabBarItem" systemItem="search" id="i"/></viewController></document>"#)
        let (own, _) = Self.imported(Self.swift + root, [listing])
        #expect(own.map { Self.tabs($0).map(\.id) } == [["root-tab-bar", "search"]], "\(own.map(\.text))")

        let base = Self.storyboard()
        let french = SourceFile(path: "App/fr.lproj/Main.storyboard", bytes: base.bytes)
        let (files, _) = Self.imported(Self.swift, [french, base])
        #expect(files.map(\.swiftPath) == ["App/Base.lproj/Main.storyboard"])
    }
}

