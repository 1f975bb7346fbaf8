import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// Items a view controller keeps in a property declared without a value and assigns in a method
/// (`private var shareButton: UIBarButtonItem!`, then `shareButton = UIBarButtonItem(…)` in `viewDidLoad`) are
/// followed as a `lazy var` with that value is (docs/import.md: items are followed through the class's
/// properties), and a property's observers (`didSet`) are never read as the item it holds.
@Suite struct UIKitAssignedItemTests {
    @Test func anItemAssignedToAPropertyInAMethodIsFollowed() throws {
        let source = """
            import UIKit

            final class DocumentViewController: UIViewController {
                private var exportButton: UIBarButtonItem!
                private var pinButton: UIBarButtonItem?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    exportButton = UIBarButtonItem(title: "Export", style: .plain, target: self, action: #selector(export))
                    self.pinButton = UIBarButtonItem(image: UIImage(systemName: "pin"), style: .plain, target: self, action: #selector(pin))
                    navigationItem.rightBarButtonItem = exportButton
                    installLeading()
                }

                private func installLeading() {
                    navigationItem.leftBarButtonItem = self.pinButton
                }

                @objc private func export() {}
                @objc private func pin() {}
            }

            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Document.swift", mode: .uiKit)
        let items = UIKitBadgeTests.items(spec, "document")
        #expect(items.map(\.id) == ["pin", "export"], "\(text)")
        #expect(items.map { $0.title ?? "-" } == ["-", "Export"], "\(text)")
        #expect(items.map { $0.symbol ?? "-" } == ["pin", "-"], "\(text)")
        #expect(items.allSatisfy { $0.view != .custom }, "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// `didSet { refreshButtons() }` is code that runs when the property is set, not the item it holds: the items
    /// are those assigned to the properties, and what the observer sets up is the class's bar.
    @Test func aPropertyObserverIsNotTheItemThePropertyHolds() throws {
        let source = """
            import UIKit

            final class TrackViewController: UIViewController {
                var airplayItem: UIBarButtonItem?
                var queueItem: UIBarButtonItem? {
                    didSet { rebuildBar() }
                }
                var lyricsItem: UIBarButtonItem? {
                    didSet { navigationItem.leftBarButtonItem = lyricsItem }
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    airplayItem = UIBarButtonItem(image: UIImage(systemName: "airplayaudio"), style: .plain, target: nil, action: nil)
                    queueItem = UIBarButtonItem(image: UIImage(systemName: "list.bullet"), style: .plain, target: nil, action: nil)
                    lyricsItem = UIBarButtonItem(title: "Lyrics", style: .plain, target: nil, action: nil)
                }

                private func rebuildBar() {
                    var shown: [UIBarButtonItem] = []
                    if let queueItem { shown.append(queueItem) }
                    if let airplayItem { shown.append(airplayItem) }
                    navigationItem.rightBarButtonItems = shown
                }
            }

            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Track.swift", mode: .uiKit)
        let items = UIKitBadgeTests.items(spec, "track")
        #expect(items.map(\.id) == ["lyrics", "airplayaudio", "list-bullet"], "\(text)")
        #expect(items.allSatisfy { $0.view != .custom }, "\(text)")
        #expect(text.contains("// only when let queueItem"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// A property is read as the value first given to it; an item made for a later value is in no spec, and its
    /// warning says so — it said the code assigned the item nowhere the importer follows.
    @Test func anItemMadeForALaterValueIsReportedAsSuch() {
        let source = """
            import UIKit

            final class FiltersViewController: UIViewController {
                private var editItem: UIBarButtonItem?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Filters"
                    editItem = UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: #selector(toggleEditing))
                    navigationItem.rightBarButtonItem = editItem
                }

                @objc private func toggleEditing() {
                    editItem = isEditing ? UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(toggleEditing)) : nil
                    navigationItem.rightBarButtonItem = editItem
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Filters.swift", mode: .uiKit)
        #expect(UIKitBadgeTests.items(spec, "filters").map(\.id) == ["edit"], "\(text)")
        #expect(
            warnings == [
                "Filters.swift:14:32: warning: this UIBarButtonItem is a later value of 'editItem': bar import reads a property as the value first given to it (line 9), so this one is not in the specs [import-unattached-items]"
            ], "\(warnings)")
    }
}

/// Items set on another view controller's navigation item (one this view controller makes and presents) are
/// that screen's, not this one's: they were imported as this screen's, with no warning.
@Suite struct UIKitOtherNavigationItemTests {
    @Test func itemsSetOnAnotherControllersNavigationItemAreNotThisScreens() {
        let source = """
            import UIKit

            final class SettingsViewController: UIViewController {}

            final class BrowserViewController: UIViewController {
                let detail = SettingsViewController()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Tabs", image: UIImage(systemName: "square.on.square"))
                }

                func openSettings() {
                    let settings = SettingsViewController()
                    settings.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
                    let navigation = UINavigationController(rootViewController: settings)
                    navigation.navigationBar.topItem?.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
                    self.detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
                    tabBarController?.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
                    present(navigation, animated: true)
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    segue.destination.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Back to List", style: .plain, target: nil, action: nil)
                    navigationController?.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Never", style: .plain, target: nil, action: nil)
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Browser.swift", mode: .uiKit)
        // A container's navigation item shows this view controller's items while it is shown: still this screen's.
        #expect(UIKitBadgeTests.items(spec, "browser").map(\.id) == ["edit", "tabs"], "\(text)")
        #expect(warnings.count == 5, "\(warnings)")
        for (line, owner) in [(15, "settings"), (17, "navigation"), (18, "self.detail"), (24, "segue.destination"), (25, "navigationController")] {
            #expect(
                warnings.contains { $0.hasPrefix("Browser.swift:\(line):") && $0.contains("this is set on the navigation item of '\(owner)', another view controller") },
                "\(line): \(warnings)")
        }
    }
}

/// A title set on another view controller's navigation item (`composer.navigationItem.title = …`, before
/// presenting `composer`) is that screen's, as its items and `titleView` are: it became this screen's title.
@Suite struct UIKitOtherNavigationTitleTests {
    @Test func aTitleSetOnAnotherControllersNavigationItemIsNotThisScreens() {
        let source = """
            import UIKit

            final class ShareViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.title = "Sharing"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Unshare", style: .plain, target: nil, action: nil)
                }

                func askPassword() {
                    let composer = UIViewController()
                    composer.navigationItem.title = "Change password"
                    present(UINavigationController(rootViewController: composer), animated: true)
                }
            }
            """
        let (_, text, warnings) = ImportFixtures.importedFile(source, path: "Share.swift", mode: .uiKit)
        #expect(text.contains("title: \"Sharing\""), "\(text)")
        #expect(!text.contains("Change password"), "\(text)")
        #expect(
            warnings == [
                "Share.swift:12:41: warning: this is set on the navigation item of 'composer', another view controller, so it is not imported as this screen's; bar import does not follow it there — set it in that view controller's class, or add it to that screen's spec [import-unattached-items]"
            ], "\(warnings)")
    }
}

/// A closure handed to a call whose result is kept (`observation = observe(…) { … }`, `cancellable =
/// publisher.sink { … }`, `_ = f { … }`) runs as it does when the result is not kept: the bars it sets are read
/// the same way. Only the call written alone was read.
@Suite struct UIKitAssignedCallClosureTests {
    @Test func theClosureOfACallWhoseResultIsAssignedIsRead() {
        let source = """
            import UIKit

            final class ViewerViewController: UIViewController {
                var observation: NSKeyValueObservation?
                var cancellable: AnyCancellable?
                let shareItem = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    observation = observe(\\.title, options: .initial) { [weak self] _, _ in
                        self?.navigationItem.rightBarButtonItem = self?.shareItem
                    }
                    cancellable = model.$isEditing.sink { [weak self] editing in
                        self?.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
                    }
                    _ = withExtendedLifetime(model) {
                        self.toolbarItems = [UIBarButtonItem(title: "Print", style: .plain, target: nil, action: nil)]
                    }
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Viewer.swift", mode: .uiKit)
        #expect(UIKitBadgeTests.items(spec, "viewer").map(\.id) == ["close", "share", "print"], "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// A closure handed to a type's initializer (`UIBarButtonItem(title:) { … }` of an app's convenience
    /// initializer, `UIAction(title:) { … }`, `.init(handler:)`) is the item's or action's handler: it runs on a
    /// tap, not at load. Read as running when assigned, the item a tap shows replaced the one the screen loads with.
    @Test func theHandlerOfAnAssignedItemOrActionIsNotReadAsRunningAtLoad() {
        let source = """
            import UIKit

            extension UIBarButtonItem {
                convenience init(title: String, handler: @escaping () -> Void) {
                    self.init(title: title, primaryAction: UIAction { _ in handler() })
                }
            }

            final class NotesViewController: UIViewController {
                let saveItem = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil)
                var clearAction: UIAction?
                var archiveAction: UIAction?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Notes"
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit") { [weak self] in
                        self?.navigationItem.leftBarButtonItem = self?.saveItem
                        self?.title = "Editing"
                    }
                    clearAction = UIAction(title: "Clear") { [weak self] _ in
                        self?.toolbarItems = [UIBarButtonItem(title: "Undo", style: .plain, target: nil, action: nil)]
                    }
                    archiveAction = .init(title: "Archive") { [weak self] _ in
                        self?.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Restore", style: .plain, target: nil, action: nil)
                    }
                    historyAction = UIAction(title: "History") { [weak self] _ in
                        self?.navigationController?.pushViewController(HistoryViewController(), animated: true)
                    }
                }
            }

            final class HistoryViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    toolbarItems = [UIBarButtonItem(title: "Clear All", style: .plain, target: nil, action: nil)]
                }
            }
            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "Notes.swift", mode: .uiKit)
        #expect(UIKitBadgeTests.items(spec, "notes").map(\.id) == ["edit"], "\(text)")
        // What a handler pushes is pushed from this screen all the same: a push is a tap's doing.
        #expect(text.contains("// pushed by NotesViewController: the system adds a back button"), "\(text)")
        #expect(text.contains("title: \"Notes\""), "\(text)")
        #expect(!text.contains("set in branches"), "\(text)")
    }
}

/// An early exit decides what the code after it sets up: nothing after `if #available(iOS 26, *) { return }` runs on
/// iOS 27.1, and after `guard !isEditing else { …; return }` the rest runs only when the guard holds. Read as
/// always running, the legacy toolbar was imported and exclusive items showed together.
@Suite struct UIKitEarlyExitTests {
    private func imported(_ body: String) -> (spec: Spec, text: String, warnings: [String]) {
        ImportFixtures.importedFile(
            """
            import UIKit

            final class FeedViewController: UIViewController {
                let cancel = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)
                let settings = UIBarButtonItem(title: "Settings", style: .plain, target: nil, action: nil)
                let reply = UIBarButtonItem(title: "Reply", style: .plain, target: nil, action: nil)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
                    setUp()
                }

                func setUp() {
            \(body)
                }
            }
            """, path: "Feed.swift", mode: .uiKit)
    }

    @Test func nothingAfterAnAvailabilityReturnThatHoldsRuns() {
        let (spec, text, warnings) = imported("""
                    if #available(iOS 26, *) {
                        return
                    }
                    toolbarItems = [UIBarButtonItem(title: "Legacy", style: .plain, target: nil, action: nil)]
            """)
        #expect(UIKitBadgeTests.items(spec, "feed").map(\.id) == ["add"], "\(text)")
        // The fixture's other items are assigned nowhere here: those warnings are not this test's.
        #expect(
            warnings.filter { !$0.contains("is not part of any imported screen") } == [
                #"Feed.swift:18:25: warning: this never runs, so it is not imported: it comes after an early return under '#available(iOS 26, *)', which holds on iOS 27.1 [import-unattached-items]"#
            ], "\(warnings)")
    }

    /// A method called only after such a return never runs either, as one called only from a failing
    /// availability branch does (`UnreachedMethods`): its items were imported.
    @Test func aMethodCalledOnlyAfterAnEarlyReturnNeverRuns() {
        let (spec, text, _) = ImportFixtures.importedFile(
            """
            import UIKit

            final class ModernViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if #available(iOS 26, *) {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Glass", style: .plain, target: nil, action: nil)
                        return
                    }
                    configureLegacyBars()
                }
                private func configureLegacyBars() {
                    toolbarItems = [UIBarButtonItem(title: "Old Tool", style: .plain, target: nil, action: nil)]
                }
            }
            """, path: "Modern.swift", mode: .uiKit)
        #expect(UIKitBadgeTests.items(spec, "modern").map(\.id) == ["glass"], "\(text)")
    }

    @Test func aGuardThatHoldsOnTheTargetKeepsWhatFollows() {
        let (spec, text, warnings) = imported("""
                    guard #available(iOS 26, *) else { return }
                    toolbarItems = [reply]
            """)
        #expect(UIKitBadgeTests.items(spec, "feed").map(\.id) == ["add", "reply"], "\(text)")
        #expect(!text.contains("only"), "\(text)")
        #expect(warnings.filter { !$0.contains("'cancel'") && !$0.contains("cancel of") && !$0.contains("settings of") }.isEmpty, "\(warnings)")
    }

    @Test func whatFollowsAnEarlyExitRunsOnlyTheWaysThatDoNotExit() {
        let (spec, text, warnings) = imported("""
                    var items: [UIBarButtonItem] = []
                    defer { navigationItem.rightBarButtonItems = items }
                    guard !isEditing else {
                        items.append(cancel)
                        return
                    }
                    guard !isMe else { items.append(settings); return }
                    items.append(reply)
            """)
        #expect(Set(UIKitBadgeTests.items(spec, "feed").map(\.id)) == ["add", "cancel", "settings", "reply"], "\(text)")
        #expect(text.contains("// only when isEditing\n"), "\(text)")
        #expect(text.contains("// only when !isEditing\n      // only when isMe\n"), "\(text)")
        #expect(text.contains("// only when !isEditing\n      // only when !isMe\n"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
        let ifReturn = imported("""
                    if isEditing {
                        toolbarItems = [cancel]
                        return
                    }
                    toolbarItems = [reply]
            """)
        #expect(ifReturn.text.contains("// only when isEditing\n"), "\(ifReturn.text)")
        #expect(ifReturn.text.contains("// only when not isEditing\n"), "\(ifReturn.text)")
    }

    @Test func negatingANegationDropsIt() {
        #expect(ConditionNote.negated("!isMe") == "isMe")
        #expect(ConditionNote.negated("!self.isEditing") == "self.isEditing")
        #expect(ConditionNote.negated("!a && b") == "not (!a && b)")
    }
}

/// The review's cases around tabs, appended `.init` items and early-exit notes.
@Suite struct UIKitReviewCaseTests {
    /// A function's parameter named `viewControllers` is the list handed in, not the tab bar's own tabs: the
    /// screen vanished without a warning.
    @Test func aParameterNamedViewControllersIsAList() {
        let (spec, text, _) = ImportFixtures.importedFile(
            """
            import UIKit

            final class HomeViewController: UIViewController {}
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    install([HomeViewController()])
                }
                private func install(_ viewControllers: [UIViewController]) { setViewControllers(viewControllers, animated: false) }
            }
            """, path: "Main.swift", mode: .uiKit)
        #expect(spec.screens.map(\.id) == ["main-tab-bar"], "\(text)")
        #expect(UIKitRecognizer.declaresParameter("viewControllers", in: "(_ viewControllers: [UIViewController])"))
        #expect(UIKitRecognizer.declaresParameter("tabs", in: "(for tabs: [UITab], animated: Bool)"))
        #expect(!UIKitRecognizer.declaresParameter("tabs", in: "(_ tabsCount: Int)"))
    }

    /// `.init(…)` appended to a slot (`append`, `+=`) is a bar button item too: it was titled `init`.
    @Test func anAppendedImplicitInitIsABarButtonItem() {
        let (spec, text, warnings) = ImportFixtures.importedFile(
            """
            import UIKit

            final class NoteViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItems = [.init(title: "Restore", style: .plain, target: nil, action: nil)]
                    navigationItem.rightBarButtonItems?.append(.init(title: "Archive", style: .plain, target: nil, action: nil))
                    toolbarItems = [.flexibleSpace()]
                    toolbarItems? += [.init(title: "Send", style: .plain, target: nil, action: nil)]
                }
            }
            """, path: "Note.swift", mode: .uiKit)
        #expect(Set(UIKitBadgeTests.items(spec, "note").map(\.id)) == ["restore", "archive", "send"], "\(text)")
        #expect(!text.contains("init"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// A note already on the conditions is not said twice (a second `if isEditingNote { return }`).
    @Test func repeatedExitsAddNoSecondNote() {
        let (_, text, _) = ImportFixtures.importedFile(
            """
            import UIKit

            final class NoteViewController: UIViewController {
                var isEditingNote = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    DispatchQueue.main.async { [weak self] in
                        guard let self = self else { return }
                        self.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
                    }
                    if isEditingNote { return }
                    if isEditingNote { return }
                    toolbarItems = [UIBarButtonItem(title: "Print", style: .plain, target: nil, action: nil)]
                }
            }
            """, path: "Note.swift", mode: .uiKit)
        #expect(text.components(separatedBy: "// only when not isEditingNote\n").count == 2, "\(text)")
    }
}

/// A local bound to what a slot holds (`guard var items = toolbarItems`, `if let first = toolbarItems?.first`),
/// given back with more, keeps those items and adds the rest: read as new items, the local was a custom item
/// named `items` or `first` (NetNewsWire's timeline), beside the items it stood for.
@Suite struct UIKitSlotAliasTests {
    @Test(arguments: [
        "guard var items = toolbarItems else { return }\n        items.append(next)\n        toolbarItems = items",
        "if let first = toolbarItems?.first {\n            toolbarItems = [first, .flexibleSpace(), next]\n        }",
        "guard let first = self.toolbarItems!.first else { return }\n        setToolbarItems([first, next], animated: false)",
    ])
    func aLocalHoldingTheSlotsItemsAddsTheRest(_ code: String) {
        let (spec, text, warnings) = ImportFixtures.importedFile(
            """
            import UIKit

            final class TimelineViewController: UIViewController {
                let markAll = UIBarButtonItem(title: "Mark All", style: .plain, target: nil, action: nil)
                let next = UIBarButtonItem(title: "Next", style: .plain, target: nil, action: nil)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    toolbarItems = [markAll]
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    \(code)
                }
            }
            """, path: "Timeline.swift", mode: .uiKit)
        #expect(UIKitBadgeTests.items(spec, "timeline").map(\.id) == ["mark-all", "next"], "\(text)")
        #expect(!text.contains("view: custom"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// The review's cases: an alias lasts for its own branch only (a `let first` in the `else` is another
    /// item), a local given a new value holds that value, a `.first` local stands for one item, and items
    /// written before the slot's own come first.
    @Test func anAliasIsScopedAndReassignable() {
        func imported(_ code: String) -> (spec: Spec, text: String, warnings: [String]) {
            ImportFixtures.importedFile(
                """
                import UIKit

                final class ComposeViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        \(code)
                    }
                }
                """, path: "Compose.swift", mode: .uiKit)
        }
        let elseBranch = imported("""
            if let first = toolbarItems?.first {
                        toolbarItems = [first, UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)]
                    } else {
                        let first = UIBarButtonItem(title: "Compose", style: .plain, target: nil, action: nil)
                        toolbarItems = [first]
                    }
            """)
        #expect(Set(UIKitBadgeTests.items(elseBranch.spec, "compose").map(\.id)) == ["share", "compose"], "\(elseBranch.text)")
        #expect(elseBranch.warnings.isEmpty, "\(elseBranch.warnings)")
        let reassigned = imported("""
            guard var items = toolbarItems else { return }
                    items = [UIBarButtonItem(title: "Archive", style: .plain, target: nil, action: nil)]
                    toolbarItems = items
            """)
        #expect(UIKitBadgeTests.items(reassigned.spec, "compose").map(\.id) == ["archive"], "\(reassigned.text)")
        #expect(reassigned.warnings.isEmpty, "\(reassigned.warnings)")
        let element = imported("""
            toolbarItems = [UIBarButtonItem(title: "Base", style: .plain, target: nil, action: nil), UIBarButtonItem(title: "Second", style: .plain, target: nil, action: nil)]
                    if let first = toolbarItems?.first {
                        toolbarItems = [UIBarButtonItem(title: "Lead", style: .plain, target: nil, action: nil), first]
                    }
            """)
        // `first` is Base, which the bar already has: no item of its own.
        #expect(UIKitBadgeTests.items(element.spec, "compose").map(\.id) == ["base", "second", "lead"], "\(element.text)")
        #expect(element.warnings.isEmpty, "\(element.warnings)")
    }

    @Test func whichConditionsBindASlotsItems() {
        #expect(SlotAlias(condition: "var items = toolbarItems") == SlotAlias(name: "items", slot: "toolbarItems"))
        #expect(SlotAlias(condition: "let first = self.navigationItem.rightBarButtonItems?.first") == SlotAlias(name: "first", slot: "rightBarButtonItems", element: .first))
        #expect(SlotAlias(condition: "let item = navigationItem.leftBarButtonItem") == SlotAlias(name: "item", slot: "leftBarButtonItems"))
        #expect(SlotAlias(condition: "let items = toolbarItems, isEditing") == nil)
        #expect(SlotAlias(condition: "let items = model.toolbarItems") == nil)
        #expect(SlotAlias(condition: "isEditing") == nil)
    }
}

/// `.init(…)` given to a slot of bar button items is the `UIBarButtonItem(…)` the slot's type makes it: it was a
/// custom item titled `init`, with a warning.
@Suite struct UIKitImplicitInitTests {
    @Test func anImplicitInitInASlotIsABarButtonItem() {
        let source = """
            import UIKit

            final class BuyViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = .init(barButtonSystemItem: .done, target: self, action: #selector(done))
                    navigationItem.setLeftBarButton(.init(title: "Restore", style: .plain, target: self, action: #selector(done)), animated: false)
                    toolbarItems = [.init(systemItem: .flexibleSpace), .init(title: "Help", image: UIImage(systemName: "questionmark"))]
                }
                @objc func done() {}
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Buy.swift", mode: .uiKit)
        let items = UIKitBadgeTests.items(spec, "buy")
        #expect(items.map(\.id) == ["restore", "done", "help"], "\(text)")
        #expect(items.map(\.title) == ["Restore", "Done", "Help"], "\(text)")
        #expect(items.map(\.symbol) == [nil, nil, "questionmark"], "\(text)")
        #expect(text.contains("spacer flexible"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }
}

/// A tab bar controller's view controllers listed through a name bound to an array (`let tabs = [library,
/// search]`, then `viewControllers = tabs.map { UINavigationController(rootViewController: $0) }`) are its tabs,
/// as the same array written in place is: the name was one tab called `map`, with neither title nor image.
@Suite struct UIKitTabArrayTests {
    @Test(arguments: [
        "let tabs = [library, search]\n        viewControllers = tabs.map { UINavigationController(rootViewController: $0) }",
        "let tabs = [library, search]\n        viewControllers = tabs",
        "var tabs = [library]\n        tabs.append(search)\n        viewControllers = tabs.map { controller in UINavigationController(rootViewController: controller) }",
        "let tabs = [library, search]\n        setViewControllers(tabs.map { Navigation.wrapped($0) }, animated: false)",
        "setViewControllers([library, search].map { Navigation.wrapped($0) }, animated: false)",
        // A navigation controller of the app's own is read through as UIKit's is, and handing the tab bar back the
        // tabs it holds adds none.
        "viewControllers = [library, search].map { ReaderNavigationController(rootViewController: $0) }\n        setViewControllers(viewControllers, animated: false)",
        "viewControllers = [ReaderNavigationController(rootViewController: library), BarsNavigationController(rootViewController: search)]",
        "let tabs = [library, search]\n        viewControllers = tabs\n        setViewControllers(self.viewControllers ?? [], animated: true)",
        // A local of that name is a list of its own.
        "let viewControllers = [library, search]\n        setViewControllers(viewControllers, animated: false)",
    ])
    func tabsListedThroughANamedArrayKeepTheirItems(_ assignment: String) throws {
        let (spec, text, warnings) = ImportFixtures.importedFile(
            """
            import UIKit

            final class ReaderTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let library = UIViewController()
                    library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 0)
                    let search = UIViewController()
                    search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
                    \(assignment)
                }
            }

            enum Navigation {
                static func wrapped(_ root: UIViewController) -> UINavigationController {
                    UINavigationController(rootViewController: root)
                }
            }

            class ReaderNavigationController: UINavigationController {}
            final class BarsNavigationController: ReaderNavigationController {}

            """, path: "ReaderTabBarController.swift", mode: .uiKit)
        guard let screen = spec.screens.first, case .tabView(let tabView) = screen.root else {
            Issue.record("no tab view: \(text)")
            return
        }
        #expect(tabView.tabs.map(\.id) == ["library", "search"], "\(text)")
        #expect(tabView.tabs.map(\.symbol) == ["books.vertical", "magnifyingglass"], "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }
}

/// Shapes of real apps that following named arrays and assigned properties met: none may lose a tab or an item,
/// nor report a slot's own items as an item that cannot be read.
@Suite struct UIKitAssignedShapesTests {
    /// A local array declared empty and given its view controllers in each branch of an `if`, each of them a
    /// local declared without a value and assigned in branches: every view controller is a tab, once. Read as
    /// the empty array it is declared with, the tab bar had no tab, and the screen was not imported at all.
    @Test func anArrayGivenInBranchesListsEveryTabOnce() throws {
        let (spec, text, warnings) = ImportFixtures.importedFile(
            """
            import UIKit

            final class StationTabBarController: UITabBarController {
                var showsQueue = false

                override func viewDidLoad() {
                    super.viewDidLoad()
                    var controllers = [UIViewController]()
                    let stations = UIViewController()
                    stations.tabBarItem = UITabBarItem(title: "Stations", image: UIImage(systemName: "dot.radiowaves.left.and.right"), tag: 0)
                    let browse: UIViewController
                    if showsQueue {
                        browse = UIViewController()
                    } else {
                        browse = UITableViewController()
                    }
                    browse.tabBarItem = UITabBarItem(title: "Browse", image: UIImage(systemName: "square.grid.2x2"), tag: 1)
                    let queue = UIViewController()
                    queue.tabBarItem = UITabBarItem(title: "Queue", image: UIImage(systemName: "list.bullet"), tag: 2)
                    if showsQueue {
                        controllers = [stations, browse, queue]
                    } else {
                        controllers = [stations, browse]
                    }
                    viewControllers = controllers.map { UINavigationController(rootViewController: $0) }
                }
            }

            """, path: "StationTabBarController.swift", mode: .uiKit)
        guard let screen = spec.screens.first, case .tabView(let tabView) = screen.root else {
            Issue.record("no tab view: \(text)")
            return
        }
        #expect(tabView.tabs.map(\.id) == ["stations", "browse", "queue"], "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// `hidden = navigationItem.rightBarButtonItems`, given back when editing ends: the slot's own items, each
    /// imported where it was assigned. The name was a custom item said to be never assigned, and once followed, a
    /// bar button item `navigationItem.rightBarButtonItems` that could not be read.
    @Test func itemsTheSlotHeldAndGetsBackAreNoItemOfTheirOwn() throws {
        let (spec, text, warnings) = ImportFixtures.importedFile(
            """
            import UIKit

            final class BlocklistViewController: UITableViewController {
                private var savedItems: [UIBarButtonItem]?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Add", image: UIImage(systemName: "plus"), primaryAction: nil, menu: nil)]
                }

                func beginEditingList() {
                    savedItems = navigationItem.rightBarButtonItems
                    navigationItem.setRightBarButtonItems(nil, animated: true)
                }

                func endEditingList() {
                    if let savedItems {
                        navigationItem.setRightBarButtonItems(savedItems, animated: true)
                    }
                }
            }

            """, path: "Blocklist.swift", mode: .uiKit)
        #expect(UIKitBadgeTests.items(spec, "blocklist").map(\.id) == ["add"], "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }
}

/// Items the review of real UIKit apps found misread: a lazy property whose closure makes the item with `.init`,
/// and a view the code makes by a call the importer cannot follow (no made-up title from its name).
@Suite struct UIKitMadeItemTests {
    @Test func aLazyClosureOfDotInitIsTheItem() {
        let source = """
            import UIKit

            final class ShareViewController: UIViewController {
                lazy private var cancelButton: UIBarButtonItem = {
                    .init(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
                }()
                lazy private var saveButton: UIBarButtonItem = {
                    return .init(title: "Save", style: .done, target: self, action: #selector(cancel))
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = cancelButton
                    navigationItem.rightBarButtonItem = saveButton
                }
                @objc func cancel() {}
            }
            """
        let (_, text, warnings) = ImportFixtures.importedFile(source, path: "Share.swift", mode: .uiKit)
        #expect(text.contains("item cancel { title: \"Cancel\" placement: top-leading }"), "\(text)")
        #expect(text.contains("item save { title: \"Save\" placement: top-trailing }"), "\(text)")
        #expect(!text.contains("view: custom"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func aViewMadeByAnUnknownCallGetsNoMadeUpTitle() {
        let source = """
            import UIKit

            final class LogoViewController: UIViewController {
                static func buildLogoView() -> UIView { UIImageView() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.titleView = LogoViewController.buildLogoView()
                }
            }
            """
        let (_, text, _) = ImportFixtures.importedFile(source, path: "Logo.swift", mode: .uiKit)
        #expect(text.contains("item build-logo-view { placement: principal view: custom }"), "\(text)")
        #expect(text.contains("// 'buildLogoView' could not be followed; no title in the code"), "\(text)")
    }
}
