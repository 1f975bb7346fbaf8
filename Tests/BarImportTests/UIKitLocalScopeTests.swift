import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// A local constant is its own function's (docs/import.md): two methods of a class, or a base class's helper and a
/// subclass's `viewDidLoad`, may each keep a different value under one name. Bound by name for the whole class,
/// the first such local stood for every later one: the later item was reported as in no screen and the first
/// one's value (even a `UIButton`) shown in its place.
@Suite struct UIKitLocalScopeTests {
    @Test func aSubclassLocalIsNotTheBaseClassHelpersLocalOfTheSameName() {
        let source = """
            import UIKit

            class SheetBaseViewController: UIViewController {
                func makeRoundButton(named name: String) -> UIButton {
                    let closeButton = UIButton(type: .system)
                    closeButton.setImage(UIImage(named: name), for: .normal)
                    return closeButton
                }
            }

            final class SignInViewController: SheetBaseViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Sign In"
                    let closeButton = UIBarButtonItem(image: UIImage(systemName: "xmark"), style: .done, target: nil, action: nil)
                    closeButton.title = "Close"
                    navigationItem.leftBarButtonItem = closeButton
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "SignIn.swift", mode: .uiKit)
        let items = UIKitBadgeTests.items(spec, "sign-in")
        #expect(items.map(\.id) == ["xmark"], "\(text)")
        // The title set on this local is this item's, not the base's button's.
        #expect(items.first?.title == "Close", "\(text)")
        #expect(items.first?.symbol == "xmark", "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// Locals of one name in two branches are two items when made differently, each under its branch, and one
    /// item written twice when made the same way, as the same call written in each branch is.
    @Test func localsOfOneNameInTwoBranchesAreOneItemOnlyWhenMadeAlike() {
        func imported(otherwise: String) -> (ids: [String], text: String, warnings: [String]) {
            let source = """
                import UIKit

                final class UploadViewController: UIViewController {
                    var isEditingFile = false

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "Upload"
                        if isEditingFile {
                            let cancelButton = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
                            navigationItem.leftBarButtonItem = cancelButton
                        } else {
                            do {
                                try prepare()
                                let cancelButton = \(otherwise)
                                navigationItem.leftBarButtonItem = cancelButton
                            } catch {}
                        }
                    }

                    func prepare() throws {}
                }
                """
            let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Upload.swift", mode: .uiKit)
            return (UIKitBadgeTests.items(spec, "upload").map(\.id), text, warnings)
        }
        let different = imported(otherwise: #"UIBarButtonItem(image: UIImage(systemName: "chevron.backward"), style: .plain, target: nil, action: nil)"#)
        #expect(different.ids == ["cancel", "chevron-backward"], "\(different.text)")
        #expect(different.text.contains("// only when not isEditingFile\n      // Upload.swift:15\n      item chevron-backward"), "\(different.text)")
        #expect(different.warnings.isEmpty, "\(different.warnings)")

        let alike = imported(otherwise: "UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)")
        #expect(alike.ids == ["cancel"], "\(alike.text)")
        #expect(alike.text.contains("// also written at Upload.swift:15"), "\(alike.text)")
        #expect(alike.warnings.isEmpty, "\(alike.warnings)")
    }

    /// A method's local that shares a property's name is the local there; the property is still itself
    /// elsewhere.
    @Test func aLocalHidesThePropertyOfItsNameOnlyInItsFunction() {
        let source = """
            import UIKit

            final class NotesViewController: UIViewController {
                let shareButton = UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: nil)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Notes"
                    navigationItem.rightBarButtonItem = shareButton
                }

                func showExportMode() {
                    let shareButton = UIBarButtonItem(title: "Export", image: UIImage(systemName: "doc.badge.arrow.up"), primaryAction: nil)
                    toolbarItems = [shareButton]
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Notes.swift", mode: .uiKit)
        #expect(UIKitBadgeTests.items(spec, "notes").map(\.id) == ["share", "export"], "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }
    /// A local of a closure, a branch or a `do` ends with it: after it, the name is the outer value again (a
    /// local given a key of its own inside a closure took the outer local's place for the rest of the function).
    @Test func aBlocksLocalEndsWithTheBlock() {
        let source = """
            import UIKit

            final class InboxViewController: UIViewController {
                let shareButton = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
                var compact = false

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Inbox"
                    let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
                    DispatchQueue.main.async {
                        let done = UIBarButtonItem(title: "Later", style: .plain, target: nil, action: nil)
                        print(done)
                    }
                    if compact {
                        let shareButton = UIBarButtonItem(title: "Export", style: .plain, target: nil, action: nil)
                        toolbarItems = [shareButton]
                    }
                    navigationItem.leftBarButtonItem = done
                    navigationItem.rightBarButtonItem = shareButton
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Inbox.swift", mode: .uiKit)
        #expect(UIKitBadgeTests.items(spec, "inbox").map(\.id) == ["done", "share", "export"], "\(text)")
        // The closure's item is in no bar, and said so.
        #expect(warnings.count == 1 && warnings[0].hasPrefix("Inbox.swift:12:24: warning: this UIBarButtonItem in viewDidLoad()"), "\(warnings)")
    }

    /// Two locals made by the same code are two items when the code then sets them differently.
    @Test func localsMadeAlikeButSetDifferentlyAreTwoItems() {
        let source = """
            import UIKit

            final class MailViewController: UIViewController {
                var isArchive = false

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Mail"
                    if isArchive {
                        let action = UIBarButtonItem(image: UIImage(systemName: "tray"), style: .plain, target: nil, action: nil)
                        action.title = "Archive"
                        navigationItem.rightBarButtonItem = action
                    } else {
                        let action = UIBarButtonItem(image: UIImage(systemName: "tray"), style: .plain, target: nil, action: nil)
                        action.title = "Restore"
                        navigationItem.rightBarButtonItem = action
                    }
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Mail.swift", mode: .uiKit)
        #expect(UIKitBadgeTests.items(spec, "mail").map(\.title) == ["Archive", "Restore"], "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// A property declared after the method whose local shares its name is still the property elsewhere.
    @Test func aPropertyDeclaredAfterTheMethodIsStillItself() {
        let source = """
            import UIKit

            final class NotesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Notes"
                    navigationItem.rightBarButtonItem = shareButton
                }

                func showExportMode() {
                    let shareButton = UIBarButtonItem(title: "Export", style: .plain, target: nil, action: nil)
                    toolbarItems = [shareButton]
                }

                let shareButton = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Notes.swift", mode: .uiKit)
        #expect(UIKitBadgeTests.items(spec, "notes").map(\.id) == ["share", "export"], "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }
    /// An array a block declares lists its own local item, not the property the local hides.
    @Test func anArrayListsTheLocalItemItsBlockDeclares() {
        let source = """
            import UIKit

            final class ListViewController: UIViewController {
                let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "List"
                    navigationItem.rightBarButtonItem = share
                    let share = UIBarButtonItem(title: "Send", style: .plain, target: nil, action: nil)
                    var items = [share]
                    items.append(UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil))
                    toolbarItems = items
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "List.swift", mode: .uiKit)
        #expect(UIKitBadgeTests.items(spec, "list").map(\.id) == ["share", "send", "add"], "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }
}

/// A local array named like a slot (`var toolbarItems: [UIBarButtonItem] = []`) is the function's own: what is
/// appended to it reaches the slot it is given to. Its appends went to this controller's slot, which the
/// assignment then emptied (ownCloud's sidebar lost its three items), or to this controller when the array
/// went to another's (an invented Cancel).
@Suite struct LocalNamedLikeASlotTests {
    @Test func appendsToALocalOfASlotsNameReachTheSlotItIsGivenTo() {
        let own = """
            import UIKit

            final class SidebarViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var toolbarItems: [UIBarButtonItem] = []
                    toolbarItems.append(UIBarButtonItem(systemItem: .add))
                    toolbarItems += [UIBarButtonItem(title: "Settings", style: .plain, target: nil, action: nil)]
                    self.toolbarItems = toolbarItems
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(own, path: "Sidebar.swift", mode: .uiKit)
        #expect(ConditionalItemsTests.toolbar(spec, "sidebar").map(\.id) == ["add", "settings"], "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")

        let other = """
            import UIKit

            final class PickerViewController: UIViewController, UINavigationControllerDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Pick"
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
                }
                func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                    var rightBarButtonItems: [UIBarButtonItem] = []
                    rightBarButtonItems.append(UIBarButtonItem(systemItem: .cancel))
                    viewController.navigationItem.rightBarButtonItems = rightBarButtonItems
                }
            }
            """
        let (otherSpec, otherText, _) = ImportFixtures.importedFile(other, path: "Picker.swift", mode: .uiKit)
        #expect(ConditionalItemsTests.toolbar(otherSpec, "picker").map(\.id) == ["close"], "\(otherText)")
    }
}

/// A local item declared without a value and given one in each branch (`let saveButton: UIBarButtonItem`, then
/// `saveButton = …` in `if` and `else`): either item, under its branch. The first was taken unconditionally and
/// the other said to be a later value (Zotero's item detail screen).
@Suite struct DeferredLocalItemTests {
    @Test func eachBranchsValueIsAChoice() {
        let source = """
            import UIKit

            final class DetailViewController: UIViewController {
                var isSaving = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let saveButton: UIBarButtonItem
                    if isSaving {
                        saveButton = UIBarButtonItem(title: "Saving", style: .plain, target: nil, action: nil)
                    } else {
                        saveButton = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
                    }
                    navigationItem.rightBarButtonItem = saveButton
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Detail.swift", mode: .uiKit)
        #expect(ConditionalItemsTests.toolbar(spec, "detail").map(\.id) == ["saving", "done"], "\(text)")
        #expect(text.contains("// only when isSaving\n      // Detail.swift:9\n      item saving"), "\(text)")
        #expect(text.contains("// only when not isSaving\n      // Detail.swift:11\n      item done"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
        // Named like a slot (`let rightBarButtonItem: UIBarButtonItem`, Mastodon's register screen): the same.
        let slotNamed = source.replacingOccurrences(of: "saveButton", with: "rightBarButtonItem")
        let (again, againText, _) = ImportFixtures.importedFile(slotNamed, path: "Detail.swift", mode: .uiKit)
        #expect(ConditionalItemsTests.toolbar(again, "detail").map(\.id) == ["saving", "done"], "\(againText)")
    }
}

/// A review's cases: a slot-named local array inside a block is the slot again after it; a method's overload
/// that shows the bar is another method than the one that hid it.
@Suite struct SlotNamedLocalScopeTests {
    @Test func aSlotNamedLocalInABlockEndsWithIt() {
        let source = """
            import UIKit

            final class ScopeViewController: UIViewController {
                var isEditingList = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    toolbarItems = [UIBarButtonItem(title: "Before", style: .plain, target: nil, action: nil)]
                    if isEditingList {
                        var toolbarItems: [UIBarButtonItem] = []
                        toolbarItems.append(UIBarButtonItem(title: "Inner", style: .plain, target: nil, action: nil))
                        print(toolbarItems)
                    }
                    toolbarItems?.append(UIBarButtonItem(title: "After", style: .plain, target: nil, action: nil))
                }
            }
            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "Scope.swift", mode: .uiKit)
        #expect(ConditionalItemsTests.toolbar(spec, "scope").map(\.id) == ["before", "after"], "\(text)")
    }

    @Test func anOverloadThatShowsTheBarIsAnotherMethod() {
        let source = """
            import UIKit

            final class OverloadedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Overloaded"
                    configure()
                }
                func configure() {
                    navigationController?.setNavigationBarHidden(true, animated: false)
                }
                func configure(reset: Bool) {
                    navigationController?.setNavigationBarHidden(false, animated: false)
                }
            }
            """
        let (_, text, _) = ImportFixtures.importedFile(source, path: "Overloaded.swift", mode: .uiKit)
        #expect(text.contains("navigation-bar: hidden"), "\(text)")
    }
}
