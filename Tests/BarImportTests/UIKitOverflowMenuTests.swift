import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// docs/import.md: `additionalOverflowItems` gives the `overflow-menu` (its `UIAction`s and `UIMenu`s). A
/// `UIMenu` there is a `menu` with its own entries, as SwiftUI's `Menu` inside `ToolbarOverflowMenu` is.
@Suite struct UIKitOverflowMenuTests {
    /// Each entry of a toolbar as `title (symbol)`, `[overflow]` when in the overflow menu, with a menu's entries.
    static func entries(_ spec: Spec, _ screen: String) -> [String] {
        guard let found = spec.screens.first(where: { $0.id == screen }), case .stack(let stack) = found.root else { return [] }
        func describe(_ item: ToolbarItem) -> String {
            var text = "\(item.title ?? "?") (\(item.symbol ?? "-"))"
            if item.isInOverflowMenu { text += " [overflow]" }
            if item.isMenu { text += " { " + item.menuEntries.map(describe).joined(separator: ", ") + " }" }
            return text
        }
        return stack.toolbar.items.map(describe)
    }

    /// The shape `bar generate uikit` writes, read as SwiftUI's `ToolbarOverflowMenu` with the same entries is.
    @Test func aMenuInTheOverflowMenuKeepsItsEntriesAsInSwiftUI() throws {
        let uiKit = """
            import UIKit

            final class NoteViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let edit = UIBarButtonItem(title: "Edit", image: UIImage(systemName: "pencil"), primaryAction: UIAction { _ in })
                    navigationItem.rightBarButtonItems = [edit]
                    navigationItem.additionalOverflowItems = UIDeferredMenuElement { completion in
                        completion([
                            UIAction(title: "Duplicate", image: UIImage(systemName: "plus.square.on.square")) { _ in },
                            UIMenu(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), children: [
                                UIAction(title: "Mail", image: UIImage(systemName: "envelope")) { _ in },
                                UIAction(title: "Message", image: UIImage(systemName: "message")) { _ in },
                            ]),
                        ])
                    }
                }
            }

            """
        let swiftUI = """
            import SwiftUI

            struct NoteView: View {
                var body: some View {
                    NavigationStack {
                        Text("Note")
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) { Button("Edit", systemImage: "pencil") {} }
                                ToolbarOverflowMenu {
                                    Button("Duplicate", systemImage: "plus.square.on.square") {}
                                    Menu("Share", systemImage: "square.and.arrow.up") {
                                        Button("Mail", systemImage: "envelope") {}
                                        Button("Message", systemImage: "message") {}
                                    }
                                }
                            }
                    }
                }
            }

            """
        let (uiKitSpec, uiKitText, uiKitWarnings) = ImportFixtures.importedFile(uiKit, path: "Note.swift", mode: .uiKit)
        let (swiftUISpec, swiftUIText, _) = ImportFixtures.importedFile(swiftUI, path: "NoteView.swift", mode: .swiftUI)
        let expected = [
            "Edit (pencil)",
            "Duplicate (plus.square.on.square) [overflow]",
            "Share (square.and.arrow.up) [overflow] { Mail (envelope), Message (message) }",
        ]
        #expect(Self.entries(uiKitSpec, "note") == expected, "\(uiKitText)")
        #expect(Self.entries(swiftUISpec, "note") == expected, "\(swiftUIText)")
        #expect(uiKitWarnings.isEmpty, "\(uiKitWarnings)")
    }

    /// A spec's menu lists items: a submenu is one entry, and the entries it loses are reported. A
    /// `.displayInline` menu shows its elements in place; menu elements held in constants are followed.
    @Test func submenusInlineMenusAndConstantsInAMenu() throws {
        let source = """
            import UIKit

            final class PhotoViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let rotate = UIAction(title: "Rotate", image: UIImage(systemName: "rotate.right")) { _ in }
                    let edit = UIMenu(title: "Edit", image: UIImage(systemName: "slider.horizontal.3"), children: [
                        rotate,
                        UIMenu(title: "Filters", children: [
                            UIAction(title: "Mono") { _ in },
                        ]),
                        UIMenu(title: "", options: .displayInline, children: [
                            UIAction(title: "Crop", image: UIImage(systemName: "crop")) { _ in },
                        ]),
                    ])
                    navigationItem.additionalOverflowItems = UIDeferredMenuElement { completion in completion([edit]) }
                }
            }

            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Photo.swift", mode: .uiKit)
        #expect(
            Self.entries(spec, "photo") == [
                "Edit (slider.horizontal.3) [overflow] { Rotate (rotate.right), Filters (-), Crop (crop) }"
            ], "\(text)")
        #expect(
            warnings == [
                "Photo.swift:9:13: warning: a menu inside a menu has no counterpart in the language (a menu lists items); imported as one entry, without the entries it lists (1) [import-unsupported]"
            ], "\(warnings)")
    }

    /// Overflow items the importer finds no menu element in are reported, not dropped silently.
    @Test func anOverflowMenuThatCannotBeReadIsReported() throws {
        let source = """
            import UIKit

            final class ListViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Add", image: UIImage(systemName: "plus"), primaryAction: nil, menu: nil)]
                    navigationItem.additionalOverflowItems = makeOverflowElement()
                }
            }

            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "List.swift", mode: .uiKit)
        #expect(Self.entries(spec, "list") == ["Add (plus)"], "\(text)")
        #expect(
            warnings == [
                "List.swift:7:50: warning: could not find the menu elements of 'makeOverflowElement()'; no overflow menu was imported for it [import-unresolved-content]"
            ], "\(warnings)")
    }

    /// An item's menu written elsewhere than in its initializer — made by a method of the class
    /// (`menu: makeMenu()`), held in a property or a local, or assigned afterwards (`sort.menu = UIMenu(…)`) — is
    /// read through to the `UIMenu(…)` the code declares there (a method's own constant too, `let menu = UIMenu(…);
    /// return menu` in `func menu()`); it was dropped silently. A menu the importer
    /// cannot follow is reported.
    @Test func anItemsMenuMadeElsewhereIsReadThroughToItsDeclaration() throws {
        let source = """
            import UIKit

            final class RequestViewController: UIViewController {
                let filterMenu = UIMenu(children: [UIAction(title: "Unread", handler: { _ in })])

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let more = UIBarButtonItem(title: "More", image: UIImage(systemName: "ellipsis.circle"), target: nil, action: nil, menu: makeMenu())
                    let sort = UIBarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)
                    sort.menu = UIMenu(children: [UIAction(title: "Newest", handler: { _ in })])
                    let filter = UIBarButtonItem(title: "Filter", image: nil, primaryAction: nil, menu: filterMenu)
                    let shareMenu = UIMenu(children: [UIAction(title: "Copy Link", handler: { _ in })])
                    let share = UIBarButtonItem(title: "Share", image: nil, primaryAction: nil, menu: shareMenu)
                    let account = UIBarButtonItem(title: "Account", image: nil, primaryAction: nil, menu: model.accountMenu)
                    let inbox = UIBarButtonItem(title: "Inbox", image: nil, primaryAction: nil, menu: menu())
                    navigationItem.rightBarButtonItems = [more, sort, filter, share, account, inbox]
                }

                func menu() -> UIMenu {
                    let menu = UIMenu(children: [UIAction(title: "Archive", handler: { _ in })])
                    return menu
                }

                func makeMenu() -> UIMenu {
                    UIMenu(children: [
                        UIAction(title: "Accept", image: UIImage(systemName: "checkmark")) { _ in },
                        UIAction(title: "Dismiss", image: UIImage(systemName: "xmark")) { _ in }
                    ])
                }
            }

            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Request.swift", mode: .uiKit)
        #expect(
            Self.entries(spec, "request") == [
                "Inbox (-) { Archive (-) }", "Account (-)", "Share (-) { Copy Link (-) }", "Filter (-) { Unread (-) }", "Sort (-) { Newest (-) }",
                "More (ellipsis.circle) { Accept (checkmark), Dismiss (xmark) }",
            ], "\(text)")
        #expect(
            warnings == [
                "Request.swift:14:95: warning: could not read the menu of this bar button item, 'model.accountMenu'; imported without its entries [import-unresolved-content]"
            ], "\(warnings)")
    }

    /// `menu: .init(children: […])` and `UIMenu.init(…)` make a menu as `UIMenu(…)` does: only a callee named
    /// `UIMenu` was taken, and the others' entries dropped with a warning that the menu could not be read.
    @Test func aMenuMadeByItsInitializerIsRead() throws {
        let source = """
            import UIKit

            final class LibraryViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let sort = UIBarButtonItem(title: "Sort", menu: .init(children: [UIAction(title: "By Date") { _ in }]))
                    let view = UIBarButtonItem(title: "View", menu: UIMenu.init(title: "", children: [UIAction(title: "As Grid") { _ in }]))
                    navigationItem.rightBarButtonItems = [sort, view]
                }
            }

            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Library.swift", mode: .uiKit)
        #expect(Self.entries(spec, "library") == ["View (-) { As Grid (-) }", "Sort (-) { By Date (-) }"], "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// A menu reached by a bare name is the local declared before it in the same method, else the class's property
    /// unless a parameter of that name hides it: the toolbar's `menu` took the other method's local (the first
    /// `menu` bound), and a parameter `menu: UIMenu` took the property it hides. What a parameter holds is not
    /// read here, and is said.
    @Test func aMenuByItsNameIsTheOneInScopeWhereItIsUsed() throws {
        let source = """
            import UIKit

            final class AlbumViewController: UIViewController {
                lazy var menu = UIMenu(children: [UIAction(title: "From Property") { _ in }])

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let menu = UIMenu(children: [UIAction(title: "Rename") { _ in }])
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", menu: menu)
                    buildToolbar()
                    addFilter(menu: UIMenu(children: [UIAction(title: "Handed In") { _ in }]))
                }

                func buildToolbar() {
                    let menu = UIMenu(children: [UIAction(title: "Export") { _ in }])
                    toolbarItems = [UIBarButtonItem(title: "Share", menu: menu), UIBarButtonItem(title: "Sort", menu: self.menu)]
                }

                func addFilter(menu: UIMenu) {
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Filter", menu: menu)
                }
            }

            final class ShelfViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let menu = UIMenu(children: [UIAction(title: "Stack") { _ in }])
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Arrange", menu: menu)
                    setUpToolbar()
                }

                func setUpToolbar() {
                    toolbarItems = [UIBarButtonItem(title: "Layout", menu: menu)]
                }
            }

            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Album.swift", mode: .uiKit)
        #expect(Self.entries(spec, "album") == ["Filter (-)", "Edit (-) { Rename (-) }", "Share (-) { Export (-) }", "Sort (-) { From Property (-) }"], "\(text)")
        #expect(Self.entries(spec, "shelf") == ["Arrange (-) { Stack (-) }", "Layout (-)"], "\(text)")
        #expect(
            warnings == [
                "Album.swift:20:83: warning: could not read the menu of this bar button item, 'menu'; imported without its entries [import-unresolved-content]",
                "Album.swift:33:64: warning: could not read the menu of this bar button item, 'menu'; imported without its entries [import-unresolved-content]",
            ], "\(warnings)")
    }
}
