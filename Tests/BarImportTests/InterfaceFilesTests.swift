import BarDiagnostics
import Foundation
import BarModel
import Testing

@testable import BarImport

/// `InterfaceFiles`: the bars storyboards and xibs lay out, by class, and a warning for a document that cannot be
/// read (docs/import.md).
@Suite struct InterfaceFilesTests {
    static let swift = """
        import UIKit

        final class InboxViewController: UIViewController {
            @IBOutlet var composeItem: UIBarButtonItem!
        }
        """

    static func storyboard(title: String, items: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="inbox" customClass="InboxViewController" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="\(title)" id="n1">
                                \(items)
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="square.and.pencil" catalog="system" width="128" height="124"/>
            </resources>
        </document>
        """
    }

    static func imported(_ documents: [SourceFile], unreadable: [(path: String, reason: String)] = []) -> (spec: Spec, text: String, warnings: [String]) {
        let result = Importer.run(
            sources: [SourceFile(path: "Inbox.swift", text: swift)], mode: .uiKit,
            interfaceFiles: InterfaceFiles(sources: documents, unreadable: unreadable))
        let text = result.files.map(\.text).joined(separator: "\n")
        let formatter = DiagnosticFormatter(showsSourceLine: false)
        let warnings = result.warnings.compactMap { warning in result.sources[warning.path].map { formatter.format([warning.diagnostic], in: $0) } }
        return (SpecLoader.load(path: "imported.bar", text: text).spec, text, warnings.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 })
    }

    @Test func aSceneGivesItsClassTitleAndItems() {
        let document = SourceFile(
            path: "Main.storyboard",
            text: Self.storyboard(title: "Inbox", items: #"<barButtonItem key="rightBarButtonItem" title="Compose" image="square.and.pencil" id="c1"/>"#))
        let (spec, text, warnings) = Self.imported([document])
        #expect(UIKitBadgeTests.items(spec, "inbox").map(\.symbol) == ["square.and.pencil"], "\(text)")
        #expect(text.contains("title: \"Inbox\""), "\(text)")
        #expect(text.contains("// Main.storyboard:8\n      item compose"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// Two documents lay out one class: the first by path is read, whatever order they are given in.
    @Test func theFirstDocumentOfAClassByPathIsRead() {
        let first = SourceFile(path: "A.storyboard", text: Self.storyboard(title: "From A", items: ""))
        let second = SourceFile(path: "B.storyboard", text: Self.storyboard(title: "From B", items: #"<barButtonItem key="leftBarButtonItem" systemItem="cancel" id="x"/>"#))
        for order in [[first, second], [second, first]] {
            let files = InterfaceFiles(sources: order)
            #expect(files.scene(of: "InboxViewController")?.path == "A.storyboard")
        }
    }

    /// A document that is not well-formed, or that cannot be read, is reported at its place; the code is imported
    /// as without it.
    @Test func aDocumentThatCannotBeReadIsAWarning() {
        let broken = SourceFile(path: "Broken.storyboard", text: "<document>\n  <scenes>\n    <scene>\n  </scenes>\n</document>\n")
        let (_, _, warnings) = Self.imported([broken], unreadable: [("Locked.xib", "this Interface Builder file cannot be read (permission denied)")])
        #expect(
            warnings == [
                "Broken.storyboard:4:3: warning: </scenes> closes <scene>, opened before it; close that one first; the bars this file lays out are not imported [import-interface-file]",
                "Locked.xib:1:1: warning: this Interface Builder file cannot be read (permission denied); the bars it lays out are not imported [import-interface-file]",
            ], "\(warnings)")
    }
    /// Code that puts the storyboard's items back in a bar in a branch (`setToolbarItems([space, done])` or
    /// `([space, edit])`) adds no item: each is the storyboard's, shown when the screen loads whatever holds, and
    /// gains no condition from a branch that shows it again.
    @Test func codeThatShowsTheItemsInBranchesKeepsThemOnce() {
        let document = SourceFile(
            path: "Sites.storyboard",
            text: """
                <document>
                    <tableViewController id="sites" customClass="SitesViewController">
                        <toolbarItems>
                            <barButtonItem systemItem="flexibleSpace" id="space"/>
                            <barButtonItem systemItem="done" id="done"/>
                            <barButtonItem systemItem="edit" id="edit"/>
                        </toolbarItems>
                        <connections>
                            <outlet property="spaceItem" destination="space" id="o1"/>
                            <outlet property="doneItem" destination="done" id="o2"/>
                            <outlet property="editItem" destination="edit" id="o3"/>
                        </connections>
                    </tableViewController>
                </document>
                """)
        let swift = SourceFile(
            path: "Sites.swift",
            text: """
                import UIKit

                final class SitesViewController: UITableViewController {
                    @IBOutlet var spaceItem: UIBarButtonItem!
                    @IBOutlet var doneItem: UIBarButtonItem!
                    @IBOutlet var editItem: UIBarButtonItem!

                    func refreshToolbar() {
                        if tableView.isEditing {
                            setToolbarItems([spaceItem, doneItem], animated: true)
                        } else {
                            setToolbarItems([spaceItem, editItem], animated: true)
                        }
                    }
                }
                """)
        let result = Importer.run(sources: [swift], mode: .uiKit, interfaceFiles: InterfaceFiles(sources: [document]))
        let text = result.files.map(\.text).joined()
        #expect(text.contains("// Sites.storyboard:4\n      spacer flexible\n"), "\(text)")
        #expect(text.contains("// Sites.storyboard:5\n      item done"), "\(text)")
        #expect(!text.contains("only when"), "\(text)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")

        // Called as the screen loads (from `viewDidLoad`), the method's branches are what shows at first.
        let called = SourceFile(
            path: "Sites.swift",
            text: String(decoding: swift.bytes, as: UTF8.self).replacingOccurrences(of: "    func refreshToolbar() {", with: "    override func viewDidLoad() {\n        super.viewDidLoad()\n        refreshToolbar()\n    }\n\n    func refreshToolbar() {"))
        let loading = Importer.run(sources: [called], mode: .uiKit, interfaceFiles: InterfaceFiles(sources: [document])).files.map(\.text).joined()
        #expect(loading.contains("// Sites.storyboard:4\n      spacer flexible\n"), "\(loading)")
        #expect(loading.contains("// only when tableView.isEditing\n      // Sites.storyboard:5\n      item done"), "\(loading)")
        #expect(loading.contains("// only when not tableView.isEditing\n      // Sites.storyboard:6\n      item edit"), "\(loading)")
    }
    /// A toolbar laid out in the view is a hand-made bar, at the edge a constraint ties it to (the view's or its
    /// safe area's, not the content above it); with none, at the bottom, said where it is laid out.
    @Test func aToolbarInTheViewIsAHandMadeBar() {
        func imported(_ constraints: String) -> (text: String, warnings: [String]) {
            let document = SourceFile(
                path: "Reader.storyboard",
                text: """
                    <document>
                        <viewController id="reader" customClass="ReaderViewController">
                            <view key="view" id="root">
                                <subviews>
                                    <toolbar id="bar">
                                        <items><barButtonItem systemItem="reply" id="reply"/></items>
                                    </toolbar>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>\(constraints)</constraints>
                            </view>
                        </viewController>
                    </document>
                    """)
            let swift = SourceFile(path: "Reader.swift", text: "import UIKit\n\nfinal class ReaderViewController: UIViewController {}\n")
            let result = Importer.run(sources: [swift], mode: .uiKit, interfaceFiles: InterfaceFiles(sources: [document]))
            let formatter = DiagnosticFormatter(showsSourceLine: false)
            let warnings = result.warnings.compactMap { warning in result.sources[warning.path].map { formatter.format([warning.diagnostic], in: $0) } }
            return (result.files.map(\.text).joined(), warnings)
        }
        let top = imported(#"<constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>"#)
        #expect(top.text.contains("hand-made-bar toolbar {\n    edge: top\n\n    // system item .reply: its standard title and symbol\n    // Reader.storyboard:6"), "\(top.text)")
        #expect(top.warnings.isEmpty, "\(top.warnings)")
        let unpinned = imported(#"<constraint firstItem="bar" firstAttribute="top" secondItem="content" secondAttribute="bottom" id="c1"/>"#)
        #expect(unpinned.text.contains("edge: bottom"), "\(unpinned.text)")
        #expect(
            unpinned.warnings == [
                "Reader.storyboard:5:17: warning: no layout constraint pins this toolbar to a top or bottom edge; imported as a hand-made bar at the bottom edge [import-unknown-value]\n"
            ], "\(unpinned.warnings)")
    }
    /// The import of `swift` (one file) with `documents`, its specs' text and its warnings as printed.
    static func run(_ swift: String, _ documents: [SourceFile]) -> (text: String, warnings: [String]) {
        let result = Importer.run(sources: [SourceFile(path: "App.swift", text: swift)], mode: .uiKit, interfaceFiles: InterfaceFiles(sources: documents))
        let formatter = DiagnosticFormatter(showsSourceLine: false)
        let warnings = result.warnings.compactMap { warning in result.sources[warning.path].map { formatter.format([warning.diagnostic], in: $0) } }
        return (result.files.map(\.text).joined(), warnings)
    }

    /// One scene of `className` whose navigation item holds `items`, with `outlets` (`property=id` pairs).
    static func scene(_ className: String, _ items: String, outlets: [(String, String)] = [], extra: String = "") -> SourceFile {
        let connections = outlets.map { #"<outlet property="\#($0.0)" destination="\#($0.1)" id="o-\#($0.0)"/>"# }.joined()
        return SourceFile(
            path: "\(className).storyboard",
            text: """
                <document>
                    <viewController id="vc" customClass="\(className)">
                        <navigationItem key="navigationItem" title="Notes" id="n">\(items)</navigationItem>
                        <connections>\(connections)</connections>
                    </viewController>
                    \(extra)
                </document>
                """)
    }

    /// What the code puts in a slot as the screen loads replaces the storyboard's items there, each branch's
    /// under its condition; what another method puts there shows after them.
    @Test func loadTimeCodeReplacesAndOtherMethodsShowAfter() {
        let items = #"<barButtonItem key="rightBarButtonItem" title="Select" id="select"/>"#
        let done = #"<barButtonItem systemItem="done" id="done"/>"#
        let outlets = [("selectItem", "select"), ("doneItem", "done")]
        let loading = Self.run(
            """
            import UIKit
            final class NotesViewController: UIViewController {
                @IBOutlet var selectItem: UIBarButtonItem!
                @IBOutlet var doneItem: UIBarButtonItem!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if isEditing { navigationItem.rightBarButtonItem = doneItem } else { navigationItem.rightBarButtonItem = selectItem }
                }
            }
            """, [Self.scene("NotesViewController", items, outlets: outlets, extra: done)])
        #expect(loading.text.contains("// only when not isEditing\n      // NotesViewController.storyboard:3\n      item select"), "\(loading.text)")
        #expect(loading.text.contains("// only when isEditing\n      // NotesViewController.storyboard:6\n      item done"), "\(loading.text)")
        let later = Self.run(
            """
            import UIKit
            final class NotesViewController: UIViewController {
                @IBOutlet var doneItem: UIBarButtonItem!
                @objc func startSelecting() { navigationItem.rightBarButtonItem = doneItem }
            }
            """, [Self.scene("NotesViewController", items, outlets: outlets, extra: done)])
        #expect(later.text.contains("// NotesViewController.storyboard:3\n      item select"), "\(later.text)")
        #expect(later.text.contains("// after startSelecting()\n      // NotesViewController.storyboard:6\n      item done"), "\(later.text)")
    }

    /// What the code sets on an outlet is the item's where the storyboard shows it.
    @Test func whatTheCodeSetsOnAnOutletIsTheItems() {
        let (text, _) = Self.run(
            """
            import UIKit
            final class NotesViewController: UIViewController {
                @IBOutlet var composeItem: UIBarButtonItem!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    composeItem.title = "Write"
                }
            }
            """, [Self.scene("NotesViewController", #"<barButtonItem key="rightBarButtonItem" title="Compose" id="c"/>"#, outlets: [("composeItem", "c")])])
        #expect(text.contains("item write { title: \"Write\" placement: top-trailing }"), "\(text)")
    }

    /// An outlet names an item by id wherever the document lays it out (here among the scene's objects, in no
    /// bar); of two items given one id, the first in the document is the one named.
    @Test func anOutletNamesTheFirstItemOfItsID() throws {
        let document = SourceFile(
            path: "Main.storyboard",
            text: """
                <document><scenes><scene><objects>
                <viewController id="v" customClass="InboxViewController"><connections><outlet property="composeItem" destination="c" id="o"/></connections></viewController>
                <barButtonItem title="First" id="c"/>
                <barButtonItem title="Second" id="c"/>
                </objects></scene></scenes></document>
                """)
        let scene = try #require(InterfaceFiles(sources: [document]).scene(of: "InboxViewController"))
        #expect(scene.outlets["composeItem"]?.title == "First")
        #expect(scene.outlets["composeItem"]?.key == "ib@Main.storyboard#c")
        #expect(scene.outlets["composeItem"].map { $0.location.line } == 3)
    }

    /// A document that lays out nothing for a class (a header's xib, the controller its File's Owner) hides no
    /// other document's scene of it.
    @Test func aDocumentThatLaysOutNothingHidesNoOther() {
        let header = SourceFile(
            path: "A-Header.xib",
            text: #"<document><objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="NotesViewController"><connections><outlet property="view" destination="h" id="o"/></connections></placeholder><view id="h"/></objects></document>"#)
        let (text, _) = Self.run(
            "import UIKit\nfinal class NotesViewController: UIViewController {}\n",
            [header, Self.scene("NotesViewController", #"<barButtonItem key="rightBarButtonItem" systemItem="add" id="a"/>"#)])
        #expect(text.contains("item add { title: \"Add\" symbol: \"plus\" placement: top-trailing }"), "\(text)")
    }

    /// A custom view, an unknown system item and a UTF-16 document are each reported at their place.
    @Test func whatIsNotReadIsReported() {
        let items = #"<barButtonItem key="leftBarButtonItem" id="cv"><button key="customView" id="b"/></barButtonItem><barButtonItem key="rightBarButtonItem" systemItem="teleport" id="t"/>"#
        let utf16 = SourceFile(path: "Wide.storyboard", bytes: [0xFF, 0xFE] + Array("<document/>".utf8).flatMap { [$0, 0] })
        let (text, warnings) = Self.run("import UIKit\nfinal class NotesViewController: UIViewController {}\n", [Self.scene("NotesViewController", items), utf16])
        #expect(text.contains("item teleport { title: \"teleport\" placement: top-trailing }"), "\(text)")
        #expect(text.contains("view: custom"), "\(text)")
        #expect(
            warnings == [
                "NotesViewController.storyboard:3:67: warning: a bar button item with a custom view is imported as 'view: custom' [import-custom-view]\n",
                "NotesViewController.storyboard:3:163: warning: system item 'teleport' is not known; imported with its name as the title [import-unknown-value]\n",
                "Wide.storyboard:1:1: warning: this document is UTF-16; bar reads Interface Builder files in UTF-8, as Xcode writes them; the bars this file lays out are not imported [import-interface-file]\n",
            ], "\(warnings)")
    }

    /// A storyboard's spacer an outlet names, listed several times by the code, is a spacer in each place: the
    /// first where the storyboard lays it out, the others where the code lists them. It drew the listed-twice
    /// warning meant for real items, and came out as one spacer.
    @Test func aStoryboardSpacerListedSeveralTimesIsASpacerInEachPlace() {
        let extra = #"<barButtonItem systemItem="flexibleSpace" id="gap"/><barButtonItem title="Print" id="print"/>"#
        let (text, warnings) = Self.run(
            """
            import UIKit
            final class NotesViewController: UIViewController {
                @IBOutlet var gapItem: UIBarButtonItem!
                @IBOutlet var printItem: UIBarButtonItem!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    toolbarItems = [gapItem, printItem, gapItem, gapItem]
                }
            }
            """, [Self.scene("NotesViewController", "", outlets: [("gapItem", "gap"), ("printItem", "print")], extra: extra)])
        #expect(
            text.contains(
                "// NotesViewController.storyboard:6\n      spacer flexible\n      // NotesViewController.storyboard:6\n      item print { title: \"Print\" placement: bottom }\n      // App.swift:7\n      spacer flexible\n      // App.swift:7\n      spacer flexible\n"),
            "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }
}
