import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// Items the code shows only in some states (an exploratory review on real apps): each branch's item is kept
/// with its condition, `nil` on one side of a choice is no item, an availability check is read as iOS 27.1
/// answers it, and the view controller's own Edit button is the standard Edit/Done item.
@Suite struct ConditionalItemsTests {
    static func toolbar(_ spec: Spec, _ screen: String) -> [ToolbarItem] {
        guard let found = spec.screens.first(where: { $0.id == screen }), case .stack(let stack) = found.root else { return [] }
        return stack.toolbar.items
    }

    /// Both branches of an `if` that assign one slot: the `else` replaced the `if`, and the replaced item was
    /// reported as never assigned.
    @Test func eachBranchOfAnIfAssigningOneSlotIsKept() {
        let source = """
            import UIKit

            final class NotesViewController: UIViewController {
                var isEditingNote = false

                func updateBar() {
                    let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
                    let edit = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
                    if isEditingNote {
                        navigationItem.rightBarButtonItem = done
                    } else {
                        navigationItem.rightBarButtonItem = edit
                    }
                    navigationItem.leftBarButtonItem = edit
                    navigationItem.leftBarButtonItem = done
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Notes.swift", mode: .uiKit)
        let items = Self.toolbar(spec, "notes")
        #expect(items.map(\.title) == ["Done", "Done", "Edit"], "\(text)")
        #expect(text.contains("// only when isEditingNote\n"))
        #expect(text.contains("// only when not isEditingNote\n"))
        // Two assignments in a row, under the same conditions: the later one wins, as at run time.
        #expect(items.filter { $0.placement == .topLeading }.map(\.title) == ["Done"])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// `condition ? item : nil` is one item shown under the condition: the `nil` was imported as an item named
    /// "nil", with a warning that it was not assigned.
    @Test func nilInAChoiceIsNoItem() {
        let source = """
            import UIKit

            final class InboxViewController: UIViewController {
                var showsFilter = true
                private lazy var filterButton = UIBarButtonItem(title: "Filter", image: UIImage(systemName: "line.3.horizontal.decrease"), primaryAction: nil, menu: nil)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = showsFilter ? filterButton : nil
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Inbox.swift", mode: .uiKit)
        #expect(Self.toolbar(spec, "inbox").map(\.id) == ["filter"], "\(text)")
        #expect(text.contains("// only when showsFilter\n"))
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// An empty array on one side of a choice is no item, as `nil` is: the other side's items are the slot's,
    /// each under the condition it shows in. `isEmpty ? [] : [editButtonItem]` dropped Edit, with a warning that
    /// neither `[]` nor `[editButtonItem]` could be read; a branch of several items keeps the slot's order.
    @Test func anEmptyArrayInAChoiceIsNoItem() {
        let source = """
            import UIKit

            final class AlbumsViewController: UITableViewController {
                var isEmpty = false
                var isSelecting = false
                var isSearching = false
                private lazy var deleteItem = UIBarButtonItem(title: "Delete", image: UIImage(systemName: "trash"), primaryAction: nil, menu: nil)
                private lazy var shareItem = UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: nil, menu: nil)
                private lazy var addItem = UIBarButtonItem(title: "Add", image: UIImage(systemName: "plus"), primaryAction: nil, menu: nil)
                private lazy var sortItem = UIBarButtonItem(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), primaryAction: nil, menu: nil)
                private lazy var cancelItem = UIBarButtonItem(title: "Cancel", image: nil, primaryAction: nil, menu: nil)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItems = isEmpty ? [] : [editButtonItem]
                    navigationItem.rightBarButtonItems = isSearching ? [cancelItem] : [addItem, sortItem]
                    let selectionItems = isSelecting ? [deleteItem, shareItem] : [UIBarButtonItem]()
                    toolbarItems = selectionItems
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Albums.swift", mode: .uiKit)
        let items = Self.toolbar(spec, "albums")
        #expect(items.filter { $0.placement == .topLeading }.map(\.id) == ["edit"], "\(text)")
        // `rightBarButtonItems` lists from the trailing end: each branch reads right to left.
        #expect(items.filter { $0.placement == .topTrailing }.map(\.id) == ["cancel", "sort", "add"], "\(text)")
        #expect(items.filter { $0.placement == .bottom }.map(\.id) == ["delete", "share"], "\(text)")
        #expect(text.contains("// only when not isEmpty\n"), "\(text)")
        #expect(text.contains("// only when not isSearching\n"), "\(text)")
        #expect(text.contains("// only when isSelecting\n"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// An item assigned in every branch of an `if … else` (or every case of a `switch`) shows whatever the
    /// condition: it kept the first branch's condition (`only when hasLogins` on an Add shown in both), and a copy
    /// written out again in the other branch was reported as in no screen. An item assigned in some branches only
    /// says each of them.
    @Test func anItemAssignedInEveryBranchShowsWhateverTheCondition() {
        let source = """
            import UIKit

            enum Layout { case list, grid, columns }

            final class PasswordsViewController: UITableViewController {
                private lazy var addItem = UIBarButtonItem(title: "Add", image: UIImage(systemName: "plus"), primaryAction: nil, menu: nil)
                private lazy var moreItem = UIBarButtonItem(title: "More", image: UIImage(systemName: "ellipsis.circle"), primaryAction: nil, menu: nil)
                private lazy var sortItem = UIBarButtonItem(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), primaryAction: nil, menu: nil)
                private lazy var filterItem = UIBarButtonItem(title: "Filter", image: UIImage(systemName: "line.3.horizontal.decrease"), primaryAction: nil, menu: nil)
                var hasPasswords = false
                var isLocked = false
                var isSyncing = false
                var layout = Layout.list

                override func viewDidLoad() {
                    super.viewDidLoad()
                    if hasPasswords {
                        navigationItem.rightBarButtonItems = [moreItem, addItem]
                    } else {
                        navigationItem.rightBarButtonItems = [addItem]
                    }
                    if isLocked {
                        navigationItem.leftBarButtonItems = [sortItem]
                    } else if isSyncing {
                        navigationItem.leftBarButtonItems = [sortItem, filterItem]
                    }
                    switch layout {
                    case .list:
                        toolbarItems = [UIBarButtonItem(title: "Select", style: .plain, target: nil, action: nil)]
                    case .grid:
                        if !isLocked {
                            toolbarItems = [UIBarButtonItem(title: "Select", style: .plain, target: nil, action: nil)]
                        }
                    case .columns:
                        toolbarItems = [UIBarButtonItem(title: "Select", style: .plain, target: nil, action: nil)]
                    }
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Passwords.swift", mode: .uiKit)
        let items = Self.toolbar(spec, "passwords")
        #expect(items.map(\.id) == ["sort", "filter", "add", "more", "select"], "\(text)")
        // Add shows in both branches: no condition. More only in the first.
        #expect(text.contains("placement: top-leading }\n      // Passwords.swift:6\n      item add "), "\(text)")
        #expect(text.contains("// only when hasPasswords\n      // Passwords.swift:7\n      item more "), "\(text)")
        // Sort shows in both branches of an `if` without `else`: in either, not always (the `else if` only when the
        // `if` before it fails).
        #expect(text.contains("// only when isLocked, or only when not isLocked and isSyncing\n      // Passwords.swift:8\n      item sort "), "\(text)")
        // Select, written out in each case: one item, shown in each case (under the condition one case adds),
        // standing for every copy.
        #expect(
            text.contains(
                "// only in 'case .list' of switch layout\n      // or only in 'case .grid' of switch layout, only when !isLocked\n"
                    + "      // or only in 'case .columns' of switch layout\n      // also written at Passwords.swift:32\n"
                    + "      // also written at Passwords.swift:35\n      // Passwords.swift:29\n      item select "), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// `editButtonItem` is the view controller's Edit button: it was a custom item titled "edit Button Item",
    /// with a warning that it was not assigned.
    @Test func editButtonItemIsTheStandardEditButton() {
        let source = """
            import UIKit

            final class ListViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = editButtonItem
                    navigationItem.rightBarButtonItems = [self.editButtonItem]
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "List.swift", mode: .uiKit)
        let items = Self.toolbar(spec, "list")
        #expect(items.map(\.title) == ["Edit", "Edit"], "\(text)")
        #expect(items.allSatisfy { $0.alternateTitle == "Done" && $0.view == .label })
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// A method only a failing availability check calls (or only such methods call) never runs on iOS 27.1, so
    /// the items it assigns are not the screen's: its assignment came last and replaced the items that show.
    /// A method the system may call (`override`, `@objc`), one called where the code runs as well, and one the
    /// class never calls are read as before.
    @Test func aMethodOnlyAFailingAvailabilityCheckCallsIsNotRead() {
        let uiKit = """
            import UIKit

            final class TimelineViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if #available(iOS 26, *) {
                        installToolbar()
                    } else {
                        installLegacyToolbar()
                    }
                    if #unavailable(iOS 18) { installOldest() }
                    refresh()
                }

                func installToolbar() {
                    navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Filter", image: UIImage(systemName: "line.3.horizontal.decrease"), primaryAction: nil, menu: nil)]
                }

                func installLegacyToolbar() {
                    addLegacyItems()
                }

                func addLegacyItems() {
                    navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Legacy", image: UIImage(systemName: "clock"), primaryAction: nil, menu: nil)]
                    addLegacyItems()
                }

                func installOldest() {
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Oldest", image: UIImage(systemName: "hourglass"), primaryAction: nil, menu: nil)
                }

                func refresh() {
                    if #available(iOS 30, *) { addShare() }
                    addShare()
                }

                func addShare() {
                    toolbarItems = [UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: nil, menu: nil)]
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(uiKit, path: "Timeline.swift", mode: .uiKit)
        let items = UIKitBadgeTests.items(spec, "timeline")
        #expect(items.map { $0.title ?? "?" } == ["Filter", "Share"], "\(text)")
        // Like the items of a branch that never runs, those of the methods that never run are not part of the app
        // on iOS 27.1: in no spec, and rightly, so in no warning either.
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(UnreachedMethods.names(in: SwiftParser.parse(SourceFile(path: "T.swift", text: uiKit)).types) == ["addLegacyItems", "installLegacyToolbar", "installOldest"])
    }

    /// An availability check has one answer on iOS 27.1: only the branch that runs there is read (UIKit took the
    /// older branch, the last assignment; SwiftUI put both toolbars' items in one).
    @Test func availabilityChecksAreReadAsIOS271AnswersThem() {
        let uiKit = """
            import UIKit

            final class ReaderViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let next = UIBarButtonItem(title: "Next", image: UIImage(systemName: "chevron.down"), primaryAction: nil, menu: nil)
                    let old = UIBarButtonItem(title: "Old", image: UIImage(systemName: "clock"), primaryAction: nil, menu: nil)
                    let future = UIBarButtonItem(title: "Future", image: UIImage(systemName: "sparkles"), primaryAction: nil, menu: nil)
                    if #available(iOS 26, *) {
                        toolbarItems = [next]
                    } else {
                        toolbarItems = [old]
                    }
                    if #available(iOS 28.0, *) {
                        navigationItem.rightBarButtonItem = future
                    }
                    if #unavailable(iOS 17) {
                        navigationItem.leftBarButtonItem = old
                    }
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(uiKit, path: "Reader.swift", mode: .uiKit)
        #expect(Self.toolbar(spec, "reader").map(\.title) == ["Next"], "\(text)")
        #expect(!text.contains("only when"))
        // The items only branches that do not run assign are in no spec, and said to be (nothing is left out
        // silently).
        #expect(warnings.map { $0.prefix(20) } == ["Reader.swift:7:19: w", "Reader.swift:8:22: w"], "\(warnings)")

        let swiftUI = """
            import SwiftUI

            struct ComposeView: View {
                var body: some View {
                    NavigationStack {
                        Text("Draft")
                            .toolbar {
                                if #available(iOS 26.0, *) {
                                    ToolbarItem(placement: .bottomBar) { Button("New", systemImage: "star") {} }
                                } else {
                                    ToolbarItem(placement: .bottomBar) { Button("Legacy", systemImage: "clock") {} }
                                }
                            }
                    }
                }
            }
            """
        let imported = ImportFixtures.importedFile(swiftUI, path: "Compose.swift", mode: .swiftUI)
        #expect(Self.toolbar(imported.spec, "compose").map(\.title) == ["New"], "\(imported.text)")
        #expect(!imported.text.contains("only when"))
    }

    @Test func whatAnAvailabilityCheckSays() {
        #expect(AvailabilityCheck.runsOnTarget("#available(iOS 26, *)") == true)
        #expect(AvailabilityCheck.runsOnTarget("#available(iOS 27.1, *)") == true)
        #expect(AvailabilityCheck.runsOnTarget("#available(iOS 27.2, *)") == false)
        #expect(AvailabilityCheck.runsOnTarget("#available(macOS 15, *)") == true)
        #expect(AvailabilityCheck.runsOnTarget("#available(iOS 18, macOS 15, *)") == true)
        #expect(AvailabilityCheck.runsOnTarget("#unavailable(iOS 26)") == false)
        #expect(AvailabilityCheck.runsOnTarget("#unavailable(iOS 28)") == true)
        // Not an availability check alone: read as an ordinary condition.
        #expect(AvailabilityCheck.runsOnTarget("isEditing") == nil)
        #expect(AvailabilityCheck.runsOnTarget("#available(iOS 26, *), isEditing") == nil)
        #expect(AvailabilityCheck.runsOnTarget("#available(iOS twenty, *)") == nil)
    }

    /// An `if` inside one `ToolbarItem`: the other branch's label is the title and symbol the item switches to
    /// (only the first branch was read, silently); what the item cannot hold is said in a warning. A `Group`
    /// around the item's view is looked through (it was a custom view titled "Group").
    @Test func branchesInsideOneToolbarItem() {
        let source = """
            import SwiftUI

            struct FeedView: View {
                @State var isFavorite = false
                @State var isLoading = false
                var body: some View {
                    NavigationStack {
                        List { Text("a") }
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) {
                                    if isFavorite {
                                        Button("Unfavorite", systemImage: "star.fill") {}
                                    } else {
                                        Button("Favorite", systemImage: "star") {}
                                    }
                                }
                                ToolbarItem(placement: .topBarTrailing) {
                                    if isLoading {
                                        ProgressView()
                                    } else {
                                        Button("Refresh", systemImage: "arrow.clockwise") {}
                                    }
                                }
                                ToolbarItem(placement: .topBarLeading) {
                                    Group { Button("Back", systemImage: "chevron.left") {} }
                                }
                            }
                    }
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Feed.swift", mode: .swiftUI)
        let items = Self.toolbar(spec, "feed")
        #expect(items.count == 3, "\(text)")
        #expect(items.first { $0.title == "Unfavorite" }.map { ($0.symbol, $0.alternateTitle, $0.alternateSymbol) } ?? (nil, nil, nil) == ("star.fill", "Favorite", "star"))
        #expect(items.contains { $0.title == "Back" && $0.symbol == "chevron.left" && $0.view == .label })
        #expect(warnings == [
            "Feed.swift:21:29: warning: this ToolbarItem also shows 'Button' (in another branch, or beside its first view); only the first view is imported, as one item [import-unsupported]"
        ])
    }

    /// `navigationItem.titleView` is the principal item (as `bar generate uikit` writes it): it was not read, so a
    /// generated principal item came back as nothing. A custom view's item takes the title set on it afterwards
    /// as its id (it came out as `item`).
    @Test func aTitleViewIsThePrincipalItem() {
        let source = """
            import UIKit

            final class ProfileViewController: UIViewController {
                let avatarView = UIView()
                let modes = UISegmentedControl(items: ["Posts", "Replies"])

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let avatarItem = UIBarButtonItem(customView: avatarView)
                    avatarItem.title = "Avatar"
                    navigationItem.titleView = avatarItem.customView
                }
            }

            final class FeedViewController: UIViewController {
                let modes = UISegmentedControl(items: ["Posts", "Replies"])

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.titleView = modes
                }
            }
            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "Profile.swift", mode: .uiKit)
        let avatar = Self.toolbar(spec, "profile")
        #expect(avatar.map(\.id) == ["avatar"], "\(text)")
        #expect(avatar.first?.placement == .principal && avatar.first?.view == .custom)
        let feed = Self.toolbar(spec, "feed")
        #expect(feed.map(\.placement) == [.principal], "\(text)")
    }

    /// Items a computed property or a function of the class returns: each returned item under its condition (only
    /// the last return was read, and the other item called unassigned), the item a factory method returns (it was
    /// a custom item titled after the method, and its item called unattached), and `.init(…)` of a constant typed
    /// `UIBarButtonItem` (a custom item titled after the constant).
    @Test func itemsReturnedByMembersAndMadeByInit() {
        let source = """
            import UIKit

            final class ComposeViewController: UIViewController {
                var isEditingPost = false
                private lazy var publishItem = UIBarButtonItem(title: "Publish", image: nil, primaryAction: nil, menu: nil)
                private lazy var saveItem = UIBarButtonItem(title: "Save", image: nil, primaryAction: nil, menu: nil)
                private let heart: UIBarButtonItem = .init(image: UIImage(systemName: "heart"), style: .plain, target: nil, action: nil)

                private var currentItem: UIBarButtonItem {
                    if isEditingPost { return saveItem }
                    return publishItem
                }

                func makeTrash() -> UIBarButtonItem {
                    UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItems = [currentItem, heart]
                    toolbarItems = [makeTrash()]
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Compose.swift", mode: .uiKit)
        let items = Self.toolbar(spec, "compose")
        #expect(items.map(\.id) == ["heart", "save", "publish", "delete"], "\(text)")
        #expect(items.first?.symbol == "heart" && items.first?.view == .label)
        #expect(text.contains("// only when isEditingPost\n") && text.contains("// only when not isEditingPost\n"))
        #expect(items.last?.placement == .bottom)
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// `showsByDefault: false` hides the item until someone adds it to a customizable toolbar: imported as shown,
    /// with a note and a warning (it was imported as an ordinary item, without a word).
    @Test func anItemHiddenByDefaultIsSaid() {
        let source = """
            import SwiftUI

            struct EditorView: View {
                var body: some View {
                    NavigationStack {
                        Text("x")
                            .toolbar(id: "editor") {
                                ToolbarItem(id: "bold", placement: .secondaryAction, showsByDefault: false) { Button("Bold", systemImage: "bold") {} }
                            }
                    }
                }
            }
            """
        let (_, text, warnings) = ImportFixtures.importedFile(source, path: "Editor.swift", mode: .swiftUI)
        #expect(text.contains("// hidden until someone adds it when customizing the toolbar (showsByDefault: false)\n"), "\(text)")
        #expect(warnings.count == 1 && warnings[0].hasPrefix("Editor.swift:8:90: warning: this ToolbarItem is hidden until someone adds it"), "\(warnings)")
    }

    /// From a review of this session's changes: an assignment under fewer conditions replaces the one before it (a
    /// phantom item stayed); a function called with arguments is not followed (each call gave every item it can
    /// return); a return after an availability check that holds never runs, and one left alone is bound with its
    /// conditions; `#available(iOSApplicationExtension …)` does not decide for the app.
    @Test func reviewOfReturnsAndReplacedAssignments() {
        let source = """
            import UIKit

            enum Action { case archive, trash }

            final class ListViewController: UIViewController {
                let addItem = UIBarButtonItem(title: "Add", image: UIImage(systemName: "plus"), primaryAction: nil, menu: nil)
                let doneItem = UIBarButtonItem(title: "Done", image: UIImage(systemName: "checkmark"), primaryAction: nil, menu: nil)
                let filterItem = UIBarButtonItem(title: "Filter", image: UIImage(systemName: "line.3.horizontal.decrease"), primaryAction: nil, menu: nil)
                let newSave = UIBarButtonItem(title: "Save", image: UIImage(systemName: "checkmark.circle"), primaryAction: nil, menu: nil)
                let oldSave = UIBarButtonItem(title: "Old Save", image: nil, primaryAction: nil, menu: nil)
                var showsFilter = false

                var saveItem: UIBarButtonItem {
                    if #available(iOS 26, *) { return newSave }
                    return oldSave
                }

                func item(for action: Action) -> UIBarButtonItem {
                    switch action {
                    case .archive: return UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil)
                    case .trash: return UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
                    }
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    if isEditing {
                        if showsFilter { navigationItem.rightBarButtonItem = filterItem }
                        navigationItem.rightBarButtonItem = doneItem
                    } else {
                        navigationItem.rightBarButtonItem = addItem
                    }
                    navigationItem.leftBarButtonItem = saveItem
                    toolbarItems = [item(for: .archive)]
                }
            }
            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "List.swift", mode: .uiKit)
        let items = Self.toolbar(spec, "list")
        #expect(items.filter { $0.placement == .topTrailing }.map(\.title) == ["Done", "Add"], "\(text)")
        #expect(items.filter { $0.placement == .topLeading }.map(\.title) == ["Save"], "\(text)")
        #expect(items.filter { $0.placement == .bottom }.count == 1, "\(text)")
        #expect(AvailabilityCheck.runsOnTarget("#available(iOSApplicationExtension 30, *)") == true)
    }

    /// An `else` branch's note names the conditions it runs without. It said "only when the 'if' above is false",
    /// and a right-hand list runs from the trailing end, so the entry above it was the item appended after the `if`.
    @Test func anElseBranchSaysWhichConditionFails() {
        let source = """
            import UIKit

            final class InboxViewController: UIViewController {
                var isSelecting = false
                var selection: String?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    var items: [UIBarButtonItem] = []
                    if isSelecting {
                        items.append(UIBarButtonItem(title: "Done", image: UIImage(systemName: "checkmark"), primaryAction: nil))
                    } else if let selection {
                        items.append(UIBarButtonItem(title: "Open", image: UIImage(systemName: "arrow.right"), primaryAction: nil))
                    } else {
                        items.append(UIBarButtonItem(title: "Compose", image: UIImage(systemName: "square.and.pencil"), primaryAction: nil))
                    }
                    items.append(UIBarButtonItem(title: "Filter", image: UIImage(systemName: "line.3.horizontal.decrease"), primaryAction: nil))
                    navigationItem.rightBarButtonItems = items
                }
            }
            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "Inbox.swift", mode: .uiKit)
        #expect(Self.toolbar(spec, "inbox").map(\.title) == ["Filter", "Compose", "Open", "Done"], "\(text)")
        let compose = try? #require(text.range(of: "item compose"))
        let filter = try? #require(text.range(of: "item filter"))
        guard let compose, let filter else { return }
        #expect(text[filter.upperBound..<compose.lowerBound].contains("// only when not isSelecting and selection is nil\n"), "\(text)")
        #expect(text.contains("// only when not isSelecting and let selection\n"), "\(text)")
        #expect(!text.contains("above"), "\(text)")
    }

    /// A value returned after an `if` whose first branch does not return: returned when that branch is taken, or
    /// when no branch is (it was "the 'if' above is false", which is wrong when the first branch runs).
    @Test func aReturnAfterAnIfSaysWhichBranchesLeadToIt() {
        let source = """
            import UIKit

            final class PostViewController: UIViewController {
                var isSearching = false
                var isEditingPost = false
                private lazy var saveItem = UIBarButtonItem(title: "Save", image: nil, primaryAction: nil, menu: nil)
                private lazy var publishItem = UIBarButtonItem(title: "Publish", image: nil, primaryAction: nil, menu: nil)

                private var currentItem: UIBarButtonItem {
                    if isSearching {
                        print("searching")
                    } else if isEditingPost {
                        return saveItem
                    }
                    return publishItem
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = currentItem
                }
            }
            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "Post.swift", mode: .uiKit)
        #expect(Set(Self.toolbar(spec, "post").map(\.title)) == ["Save", "Publish"], "\(text)")
        #expect(text.contains("// only when not isSearching and isEditingPost\n"), "\(text)")
        #expect(text.contains("// only when isSearching, or when not isSearching and not isEditingPost\n"), "\(text)")
    }

    /// An item appended to one array in both branches of an `if`, written the same in each: one item shown either
    /// way (it came out twice, `share` and `share-2`, and the solver counted both), standing for both copies. A
    /// space appended twice where both appends run stays twice.
    @Test func anItemAppendedInBothBranchesIsOneItem() throws {
        let source = """
            import UIKit

            final class TripViewController: UIViewController {
                var isOwner = false

                override func viewDidLoad() {
                    super.viewDidLoad()
                    var items: [UIBarButtonItem] = []
                    if isOwner {
                        items.append(UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: nil))
                        items.append(UIBarButtonItem(title: "Edit", image: UIImage(systemName: "pencil"), primaryAction: nil))
                    } else {
                        items.append(UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: nil))
                    }
                    navigationItem.rightBarButtonItems = items
                    var bottom: [UIBarButtonItem] = []
                    bottom.append(.flexibleSpace())
                    bottom.append(UIBarButtonItem(title: "Add", image: UIImage(systemName: "plus"), primaryAction: nil))
                    bottom.append(.flexibleSpace())
                    toolbarItems = bottom
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Trip.swift", mode: .uiKit)
        let items = Self.toolbar(spec, "trip")
        #expect(items.filter { $0.placement == .topTrailing }.map(\.title) == ["Edit", "Share"], "\(text)")
        let share = try #require(text.range(of: "item share"))
        let edit = try #require(text.range(of: "item edit"))
        let shareComments = text[edit.upperBound..<share.lowerBound]
        #expect(shareComments.contains("// also written at Trip.swift:13\n") && !shareComments.contains("only when"), "\(text)")
        #expect(text.components(separatedBy: "spacer flexible").count - 1 == 2, "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// A branch that returns on some of its paths leads past the `if` on the others: the value returned after the
    /// `if` is under those branches and what took the code through them (`a` and `not c`, or `not a` and `not d`;
    /// it was under a bare "only", then under no condition at all), and an `if` whose every branch returns leaves
    /// nothing after it.
    @Test func aBranchThatReturnsOnSomePathsLeadsPastTheIf() throws {
        let source = """
            import UIKit

            final class ListViewController: UIViewController {
                var a = false
                var c = false
                var d = false
                private lazy var xItem = UIBarButtonItem(title: "X", image: nil, primaryAction: nil, menu: nil)
                private lazy var yItem = UIBarButtonItem(title: "Y", image: nil, primaryAction: nil, menu: nil)
                private lazy var zItem = UIBarButtonItem(title: "Z", image: nil, primaryAction: nil, menu: nil)

                private var currentItem: UIBarButtonItem {
                    if a { if c { return xItem } } else { if d { return zItem } }
                    return yItem
                }

                private var otherItem: UIBarButtonItem {
                    if a { return xItem } else { return zItem }
                    return yItem
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = currentItem
                    navigationItem.leftBarButtonItem = otherItem
                }
            }
            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "List.swift", mode: .uiKit)
        #expect(text.contains("// only when a, or when not a\n") == false, "\(text)")
        #expect(!text.contains("// only \n"), "\(text)")
        #expect(try Self.comments(before: "item y ", in: text).contains("// only when a and when not c, or when not a and when not d\n"), "\(text)")
        let trailing = Self.toolbar(spec, "list").filter { $0.placement == .topTrailing }.map(\.title)
        #expect(Set(trailing) == ["X", "Y", "Z"], "\(text)")
        let leading = Self.toolbar(spec, "list").filter { $0.placement == .topLeading }.map(\.title)
        #expect(Set(leading) == ["X", "Z"], "\(text)")
    }

    /// The three lines above the first line that holds `item` in a spec's `text` (an item's comments).
    static func comments(before item: String, in text: String) throws -> String {
        let found = try #require(text.range(of: item))
        return text[..<found.lowerBound].components(separatedBy: "\n").suffix(4).joined(separator: "\n")
    }

    /// A value returned after a `switch` is under the cases that lead past it (it had no condition), and one
    /// after a `switch` whose every case returns is never reached.
    @Test func aValueAfterASwitchIsUnderTheCasesThatLeadPastIt() throws {
        let source = """
            import UIKit

            final class NoteViewController: UIViewController {
                enum Mode { case edit, view, locked }
                var mode = Mode.view
                var isAdmin = false
                private lazy var doneItem = UIBarButtonItem(title: "Done", image: nil, primaryAction: nil, menu: nil)
                private lazy var unlockItem = UIBarButtonItem(title: "Unlock", image: nil, primaryAction: nil, menu: nil)
                private lazy var shareItem = UIBarButtonItem(title: "Share", image: nil, primaryAction: nil, menu: nil)
                private lazy var neverItem = UIBarButtonItem(title: "Never", image: nil, primaryAction: nil, menu: nil)

                private var currentItem: UIBarButtonItem {
                    switch mode {
                    case .edit: return doneItem
                    case .view: break
                    case .locked: if isAdmin { return unlockItem }
                    }
                    return shareItem
                }

                private var leadingItem: UIBarButtonItem {
                    switch mode {
                    case .edit: return doneItem
                    default: return unlockItem
                    }
                    return neverItem
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = currentItem
                    navigationItem.leftBarButtonItem = leadingItem
                }
            }
            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "Note.swift", mode: .uiKit)
        #expect(
            try Self.comments(before: "item share ", in: text).contains(
                "// only in 'case .view' of switch mode, or in 'case .locked' of switch mode and when not isAdmin\n"),
            "\(text)")
        let leading = Self.toolbar(spec, "note").filter { $0.placement == .topLeading }.map(\.title)
        #expect(Set(leading) == ["Done", "Unlock"], "\(text)")
    }
}

/// The note for content shown under any of several readings (`ConditionNote.anyOf`).
@Suite struct ConditionNoteTests {
    @Test func alternativesThatAlwaysHoldBetweenThemMakeNoNote() {
        #expect(ConditionNote.anyOf([["only when isGrid"], ["only when not isGrid"]]) == nil)
        #expect(ConditionNote.anyOf([["only when a"], []]) == nil)
        // (a and b) or (a and not b) is a.
        #expect(ConditionNote.anyOf([["only when a", "only when b"], ["only when a", "only when not b"]]) == "only when a")
        // A choice from an earlier merge is read back as its alternatives: (not p) or k or (not k) always holds.
        #expect(ConditionNote.anyOf([["only when not p, or when k"], ["only when not k"]]) == nil)
        // An optional binding's negation is its value being nil.
        #expect(ConditionNote.anyOf([["only when let x = y"], ["only when y is nil"]]) == nil)
    }

    @Test func otherAlternativesAreEachSaidOnce() {
        #expect(ConditionNote.anyOf([["only when a", "only when a"], ["only when b"]]) == "only when a, or when b")
        // An alternative that holds whenever a shorter one does adds nothing.
        #expect(ConditionNote.anyOf([["only when a"], ["only when a", "only when b"]]) == "only when a")
        #expect(ConditionNote.anyOf([["only when x == 1"], ["only in 'case .grid' of switch layout"]]) == "only when x == 1, or in 'case .grid' of switch layout")
    }

    @Test func anElseNoteNegatesWhatItRunsWithout() {
        #expect(ConditionNote.otherwise(["isEditing"]) == "only when not isEditing")
        #expect(ConditionNote.otherwise(["count > 0", "let item = selection", "let draft"]) == "only when not (count > 0) and selection is nil and draft is nil")
        #expect(ConditionNote.otherwise(["a", "b", "c", "d", "a"]) == "only when not a and not b and not c, and 1 more condition before it fails")
        #expect(ConditionNote.otherwise(["a", "b", "c", "d", "e"]) == "only when not a and not b and not c, and 2 more conditions before it fail")
    }
}

/// An item after many early exits carries a note for each of the first `ConditionNote.maximumExitNotes` and one
/// counting the rest: a note per exit made the notes, the memory and the spec grow with the square of the
/// exits (1,000 `guard`s wrote a 12 MB spec, 8,000 took 3.5 GB).
@Suite struct ManyEarlyExitsTests {
    private func notes(beforeLast text: String) -> [String] {
        let lines = text.split(separator: "\n").map(String.init)
        guard let last = lines.lastIndex(where: { $0.contains("item exit-last") }) else { return [] }
        var notes: [String] = []
        // Above the comment naming its Swift line.
        var index = last - 2
        while index >= 0, lines[index].hasPrefix("      // only ") {
            notes.insert(String(lines[index].dropFirst("      // ".count)), at: 0)
            index -= 1
        }
        return notes
    }

    @Test func guardsBeforeAnItemAreListedUpToTheLimitAndCountedPastIt() {
        let count = 300
        var body = ""
        for index in 0..<count {
            body += "        guard ready\(index) else { navigationItem.rightBarButtonItem = UIBarButtonItem(title: \"Exit \(index)\", style: .plain, target: nil, action: nil); return }\n"
        }
        body += "        navigationItem.leftBarButtonItem = UIBarButtonItem(title: \"Exit last\", style: .plain, target: nil, action: nil)\n"
        let source = "import UIKit\nfinal class ChecksViewController: UIViewController {\n    override func viewDidLoad() {\n" + body + "    }\n}\n"
        let (_, text, _) = ImportFixtures.importedFile(source, path: "Checks.swift", mode: .uiKit)
        let last = notes(beforeLast: text)
        #expect(last.count == ConditionNote.maximumExitNotes + 1, "\(last)")
        #expect(last.first == "only when ready0")
        #expect(last.last == "only when \(count - ConditionNote.maximumExitNotes) more early exits before it are not taken")
        // Linear: about the same bytes per item whatever the count.
        #expect(text.utf8.count < count * 600, "\(text.utf8.count)")
    }

    @Test func returnsInAComputedItemAreCountedPastTheLimit() {
        let count = 1_000
        var getter = ""
        for index in 0..<count {
            getter += "        if state\(index) { return UIBarButtonItem(title: \"Exit \(index)\", style: .plain, target: nil, action: nil) }\n"
        }
        getter += "        return UIBarButtonItem(title: \"Exit last\", style: .plain, target: nil, action: nil)\n"
        let source = """
            import UIKit
            final class StatesViewController: UIViewController {
                var stateItem: UIBarButtonItem {
            \(getter)    }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = stateItem
                }
            }
            """
        let (_, text, _) = ImportFixtures.importedFile(source, path: "States.swift", mode: .uiKit)
        #expect(text.utf8.count < count * 600, "\(text.utf8.count)")
        #expect(text.contains("more early exits before it are not taken"), "\(text.prefix(2000))")
    }
}

/// A check of the device's idiom alone is answered for the iPhone: the iPad's split view beside the iPhone's
/// tab view was imported in its place.
@Suite struct IdiomCheckTests {
    @Test func theIPhonesBranchIsRead() {
        #expect(AvailabilityCheck.idiomCheck("UIDevice.current.userInterfaceIdiom==.pad") == false)
        #expect(AvailabilityCheck.idiomCheck(".phone==UIDevice.current.userInterfaceIdiom") == true)
        #expect(AvailabilityCheck.idiomCheck("traitCollection.userInterfaceIdiom!=UIUserInterfaceIdiom.pad") == true)
        #expect(AvailabilityCheck.idiomCheck("UIDevice.current.userInterfaceIdiom==.pad&&isWide") == nil)
        #expect(AvailabilityCheck.idiomCheck("idiom==.pad") == nil)
        let source = """
            import SwiftUI

            struct MainView: View {
                var body: some View {
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        NavigationSplitView {
                            List { Text("Garage") }.navigationTitle("Garage")
                        } detail: {
                            Text("Detail")
                        }
                    } else {
                        TabView {
                            NavigationStack { Text("Garage") }
                                .tabItem { Label("Garage", systemImage: "car") }
                            NavigationStack { Text("Settings") }
                                .tabItem { Label("Settings", systemImage: "gear") }
                        }
                    }
                }
            }
            """
        let (_, text, warnings) = ImportFixtures.importedFile(source, path: "Main.swift", mode: .swiftUI)
        #expect(text.contains("tab-view"), "\(text)")
        #expect(!text.contains("split-view"), "\(text)")
        #expect(!text.contains("only when"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// A navigation title set in each branch of an `if` or `switch` shows in either state: the first is taken, as
    /// for a title chosen by `?:`, and a comment names the others with their conditions. The last branch was
    /// taken, silently, and a computed title in another branch went unsaid.
    @Test func aNavigationTitleSetInBranchesTakesTheFirstAndSaysSo() {
        let source = """
            import UIKit

            final class AccountViewController: UIViewController {
                var isCreating = true

                override func viewDidLoad() {
                    super.viewDidLoad()
                    if isCreating {
                        navigationItem.title = "Add account"
                    } else {
                        navigationItem.title = "Edit account"
                    }
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil)
                }
            }

            final class ServerViewController: UIViewController {
                var mode = Mode.add

                override func viewDidLoad() {
                    super.viewDidLoad()
                    switch mode {
                    case .add: title = "New Server"
                    case .edit: title = serverName
                    }
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil)
                }
            }

            final class NoteViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if isLocked {
                        title = "Locked"
                    }
                    title = "Note"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
                }
            }

            """
        let (_, text, warnings) = ImportFixtures.importedFile(source, path: "Account.swift", mode: .uiKit)
        #expect(text.contains("title: \"Add account\""), "\(text)")
        #expect(text.contains("// title set in branches: 'Add account' only when isCreating; 'Edit account' only when not isCreating — the first is taken"), "\(text)")
        #expect(text.contains("title: \"New Server\""), "\(text)")
        #expect(text.contains("// title set in branches: 'New Server' only in 'case .add' of switch mode; serverName only in 'case .edit' of switch mode — the first is taken"), "\(text)")
        // A title set after the `if`, whatever it did, replaces the one set in it.
        #expect(text.contains("title: \"Note\""), "\(text)")
        #expect(!text.contains("Locked"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// The note on titles set beside the one taken: one written the same in every branch needs none; one set later
    /// inside the taken one's branch replaces it (`title = "Inbox"; if hasUnread { title = "New Mail" }` is no
    /// choice of branches); and many branches are named up to a few and counted past them (4,000 made a comment
    /// line of 545 KB).
    @Test func theTitlesSetBesideTheTakenOneAreSaidBoundedAndAsTheyRun() {
        var cases = ""
        for index in 0..<40 { cases += "        case \(index): title = \"Step \(index)\"\n" }
        let source = """
            import UIKit

            final class MailViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Inbox"
                    if hasUnread {
                        title = "New Mail"
                    }
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
                }
            }

            final class DraftViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if isShared {
                        title = "Draft"
                    } else {
                        title = "Draft"
                    }
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil)
                }
            }

            final class WizardViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    switch step {
            \(cases)        default: title = "Done"
                    }
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
                }
            }

            """
        let (_, text, _) = ImportFixtures.importedFile(source, path: "Mail.swift", mode: .uiKit)
        #expect(text.contains("// title 'Inbox' is replaced later by 'New Mail' only when hasUnread — the first is taken\n"), "\(text)")
        #expect(!text.contains("title set in branches: 'Inbox'"), "\(text)")
        #expect(!text.contains("title set in branches: 'Draft'"), "\(text)")
        #expect(
            text.contains(
                "// title set in branches: 'Step 0' only in 'case 0' of switch step; 'Step 1' only in 'case 1' of switch step; 'Step 2' only in 'case 2' of switch step; 'Step 3' only in 'case 3' of switch step; and 37 more — the first is taken\n"
            ), "\(text)")
    }
}

/// An `else if` branch runs only when every condition before it fails: its note said its own condition alone
/// (`if !isSupported { … } else if isCurrent { Current }` put Current under "only when isCurrent", shown as well
/// when the first branch runs instead).
@Suite struct ElseIfConditionTests {
    @Test func anElseIfBranchSaysTheConditionsBeforeItFail() throws {
        let source = """
            import SwiftUI

            struct FeedView: View {
                var isSupported = true
                var isCurrent = false
                var body: some View {
                    NavigationStack {
                        List {}
                            .toolbar {
                                if !isSupported {
                                    ToolbarItem { Text("Unavailable") }
                                } else if isCurrent {
                                    ToolbarItem { Button("Current", systemImage: "star.fill") {} }
                                } else {
                                    ToolbarItem { Button("Other", systemImage: "star") {} }
                                }
                            }
                    }
                }
            }
            """
        let (_, text, _) = ImportFixtures.importedFile(source, path: "Feed.swift", mode: .swiftUI)
        #expect(try ConditionalItemsTests.comments(before: "item current ", in: text).contains("// only when isSupported and isCurrent\n"), "\(text)")
        #expect(try ConditionalItemsTests.comments(before: "item other ", in: text).contains("// only when isSupported and not isCurrent\n"), "\(text)")
    }

    /// UIKit's branches are read by the same rule, in the same words as an `else`'s.
    @Test func aUIKitElseIfBranchSaysTheConditionsBeforeItFail() throws {
        let source = """
            import UIKit

            final class FeedViewController: UIViewController {
                var isSupported = true
                var isCurrent = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if isSupported {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Pin", style: .plain, target: nil, action: nil)
                    } else if isCurrent {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Unpin", style: .plain, target: nil, action: nil)
                    }
                }
            }
            """
        let (_, text, _) = ImportFixtures.importedFile(source, path: "Feed.swift", mode: .uiKit)
        #expect(try ConditionalItemsTests.comments(before: "item unpin ", in: text).contains("// only when not isSupported and isCurrent\n"), "\(text)")
    }

    /// An `else if` whose own condition has a `||` of its own is parenthesized in the note: "not isSupported and
    /// isCurrent && isPinned || isShared" read as if `and` bound tighter than the `||`, which the code does not
    /// say. A `||` inside parentheses or a string needs none.
    @Test func anElseIfConditionWithItsOwnOrIsParenthesized() throws {
        let source = """
            import UIKit

            final class FeedViewController: UIViewController {
                var isSupported = true
                var isCurrent = false
                var isPinned = false
                var isShared = false
                var label = ""
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if isSupported {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Pin", style: .plain, target: nil, action: nil)
                    } else if isCurrent && isPinned || isShared {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Unpin", style: .plain, target: nil, action: nil)
                    } else if isCurrent && (isPinned || isShared) {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Keep", style: .plain, target: nil, action: nil)
                    } else if label == "||" {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Bars", style: .plain, target: nil, action: nil)
                    }
                }
            }
            """
        let (_, text, _) = ImportFixtures.importedFile(source, path: "Feed.swift", mode: .uiKit)
        #expect(
            try ConditionalItemsTests.comments(before: "item unpin ", in: text).contains("// only when not isSupported and (isCurrent && isPinned || isShared)\n"),
            "\(text)")
        #expect(try ConditionalItemsTests.comments(before: "item keep ", in: text).contains(" and isCurrent && (isPinned || isShared)\n"), "\(text)")
        #expect(try ConditionalItemsTests.comments(before: "item bars ", in: text).contains(" and label == \"||\"\n"), "\(text)")
    }

    /// One view shown by an `else if` and an `else` (with different modifiers) is under what the two share: the
    /// merged note said "isCurrent, or isSupported and not isCurrent", as if `isCurrent` alone showed it.
    @Test func theBranchesOfOneChainMergeIntoWhatTheyShare() throws {
        let source = """
            import SwiftUI

            struct FeedView: View {
                var isSupported = true
                var isCurrent = false
                var body: some View {
                    NavigationStack {
                        List {}
                            .safeAreaInset(edge: .top) { pill }
                    }
                }

                @ViewBuilder
                private var pill: some View {
                    if !isSupported {
                        EmptyView()
                    } else if isCurrent {
                        button.bold()
                    } else {
                        button
                    }
                }

                private var button: some View { Button("Pin", systemImage: "pin") {} }
            }
            """
        let (_, text, _) = ImportFixtures.importedFile(source, path: "Feed.swift", mode: .swiftUI)
        #expect(try ConditionalItemsTests.comments(before: "item pin ", in: text).contains("// only when isSupported\n"), "\(text)")
    }

    @Test func aConjunctionInANoteIsReadAsItsConditions() {
        #expect(ConditionNote.anyOf([["only when a and b"], ["only when a and not b"]]) == "only when a")
        #expect(ConditionNote.anyOf([["only when not a and b"], ["only when not a and not b"]]) == "only when not a")
        // Unmerged, the conjunction keeps its words.
        #expect(ConditionNote.anyOf([["only when a"], ["only when not a and not b"]]) == "only when a, or when not a and not b")
        // An " and " inside a string or parentheses is part of one condition.
        #expect(ConditionNote.anyOf([["only when title == \"x and y\""], ["only when not (title == \"x and y\")"]]) == nil)
        #expect(ConditionNote.afterFailing(["!isSupported"], when: "isCurrent") == "only when isSupported and isCurrent")
        #expect(ConditionNote.afterFailing(["a", "b", "c", "d"], when: "e") == "only when not a and not b and not c and e, and 1 more condition before it fails")
    }

    /// Past `maximumMergedTerms` alternatives a merged note counts them: a view shown in 800 branches of an `else
    /// if` took 9 s for a note of 97 KB.
    @Test func manyAlternativesAreCountedNotListed() throws {
        let many = (0..<40).map { ["only when mode == \($0)"] }
        #expect(ConditionNote.anyOf(many) == "only when one of the 40 conditions it is read under holds (too many to list)")
        #expect(ConditionNote.anyOf(Array(many.prefix(3))) == "only when mode == 0, or when mode == 1, or when mode == 2")
        var chain = "if mode == 0 { Shared() }"
        for index in 1..<200 { chain += " else if mode == \(index) { Shared() }" }
        let source = """
            import SwiftUI
            struct Shared: View {
                var body: some View { Text("s").toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Shared", systemImage: "s.circle") {} } } }
            }
            struct ModeView: View {
                var mode: Int
                var body: some View { NavigationStack { Group { \(chain) } } }
            }
            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "Modes.swift", mode: .swiftUI)
        #expect(spec.screens.count == 1)
        #expect(text.contains("// only when one of the 200 conditions it is read under holds (too many to list)\n"), "\(text.prefix(1500))")
        #expect(text.utf8.count < 2_000, "\(text.utf8.count)")
    }

    /// A condition the branch's own already says fails is not said again (Pocket Casts: "only when not
    /// isMultiSelectEnabled and !isMultiSelectEnabled, …"); only plain names are compared.
    @Test func aConditionTheBranchsOwnNegatesIsNotSaidAgain() {
        #expect(ConditionNote.afterFailing(["isSelecting"], when: "!isSelecting, hasItems") == "only when !isSelecting, hasItems")
        #expect(ConditionNote.afterFailing(["!locked", "isSelecting"], when: "locked && hasItems") == "only when not isSelecting and locked && hasItems")
        #expect(ConditionNote.afterFailing(["isSelecting"], when: "!isSelecting") == "only when !isSelecting")
        #expect(ConditionNote.afterFailing(["count > 0"], when: "!(count > 0)") == "only when not (count > 0) and !(count > 0)")
        #expect(ConditionNote.afterFailing(["a"], when: "!ab") == "only when not a and !ab")
    }
}

/// A check of the device's idiom joined with other conditions is answered when it decides the whole: an iPad-only
/// check in a conjunction (`idiom == .pad && sizeClass == .regular`, `idiom == .pad, !showsColumn`) never holds on
/// the iPhone, yet its branch's items were imported with the check as an ordinary condition.
@Suite struct IdiomCheckInConditionTests {
    @Test func aConditionThatAnIdiomCheckDecidesIsAnswered() {
        let pad = "UIDevice.current.userInterfaceIdiom == .pad"
        #expect(AvailabilityCheck.runsOnTarget("\(pad) && sizeClass == .regular") == false)
        #expect(AvailabilityCheck.runsOnTarget("\(pad), !showsColumn") == false)
        #expect(AvailabilityCheck.runsOnTarget("isWide && (\(pad) || traitCollection.userInterfaceIdiom == .mac), isSignedIn") == false)
        #expect(AvailabilityCheck.runsOnTarget("UIDevice.current.userInterfaceIdiom == .phone || isWide") == true)
        #expect(AvailabilityCheck.runsOnTarget("!(\(pad)) && !(UIDevice.current.userInterfaceIdiom == .mac)") == true)
        // Undecided by the check: an ordinary condition.
        #expect(AvailabilityCheck.runsOnTarget("\(pad) || isWide") == nil)
        #expect(AvailabilityCheck.runsOnTarget("UIDevice.current.userInterfaceIdiom == .phone && isWide") == nil)
        #expect(AvailabilityCheck.runsOnTarget("#available(iOS 26, *), isEditing") == nil)
        #expect(AvailabilityCheck.runsOnTarget("title == \"#1, UIDevice.current.userInterfaceIdiom == .pad\"") == nil)
        // A failing availability check decides a conjunction the same way.
        #expect(AvailabilityCheck.runsOnTarget("#available(iOS 99, *), isEditing") == false)
    }

    @Test func anIPadOnlyBranchIsNotImported() {
        let source = """
            import SwiftUI

            struct FeedView: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var showsColumn = false
                var body: some View {
                    NavigationStack {
                        List {}
                            .toolbar {
                                if UIDevice.current.userInterfaceIdiom == .pad && sizeClass == .regular {
                                    ToolbarItem { Button("Column", systemImage: "sidebar.right") {} }
                                }
                                if UIDevice.current.userInterfaceIdiom == .pad, !showsColumn {
                                    ToolbarItem { Button("Split", systemImage: "rectangle.split.2x1") {} }
                                } else {
                                    ToolbarItem { Button("Compose", systemImage: "square.and.pencil") {} }
                                }
                            }
                    }
                }
            }
            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "Feed.swift", mode: .swiftUI)
        #expect(ConditionalItemsTests.toolbar(spec, "feed").map(\.title) == ["Compose"], "\(text)")
        #expect(!text.contains("only when"), "\(text)")
    }

    @Test func anIPadOnlyBranchOfUIKitIsNotImported() {
        let source = """
            import UIKit

            final class FeedViewController: UIViewController {
                var isWide = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if traitCollection.userInterfaceIdiom == .pad && isWide {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Column", style: .plain, target: nil, action: nil)
                    } else {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Compose", style: .plain, target: nil, action: nil)
                    }
                }
            }
            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "Feed.swift", mode: .uiKit)
        #expect(ConditionalItemsTests.toolbar(spec, "feed").map(\.title) == ["Compose"], "\(text)")
        #expect(!text.contains("only when"), "\(text)")
    }
}
