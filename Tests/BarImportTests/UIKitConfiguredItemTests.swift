import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// Items handed to a helper that configures them (`with(item) { … }`, `item.then { … }`) and items a type's static
/// property makes (`SharedItems.helpItem`, also under `#if os(iOS)`) are the items themselves (docs/import.md):
/// they were custom items titled after the whole call, or nothing, and the item inside reported as in no screen.
@Suite struct UIKitConfiguredItemTests {
    static let source = """
        import UIKit

        public func with<T>(_ item: T, update: (inout T) throws -> Void) rethrows -> T {
            var this = item
            try update(&this)
            return this
        }

        public enum SharedItems {
            public static var helpItem: UIBarButtonItem {
                with(UIBarButtonItem(title: "Help", image: UIImage(systemName: "questionmark.circle"), primaryAction: nil)) {
                    $0.accessibilityLabel = "Help"
                }
            }
            #if os(iOS)
            public static var infoItem: UIBarButtonItem {
                UIBarButtonItem(title: "Info", image: UIImage(systemName: "info.circle"), primaryAction: nil)
            }
            #elseif os(macOS)
            public static var layersItem: UIBarButtonItem {
                UIBarButtonItem(title: "Layers", image: UIImage(systemName: "square.3.layers.3d"), primaryAction: nil)
            }
            #endif
        }

        final class MapViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Map"
                setToolbarItems([
                    with(SharedItems.helpItem) { $0.target = self },
                    .flexibleSpace(),
                    with(UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)) { $0.width = 20 },
                    SharedItems.infoItem,
                    UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: nil).then { $0.tintColor = .red },
                ], animated: false)
            }
        }
        """

    @Test func configuredAndSharedItemsAreTheItemsThemselves() {
        let (spec, text, warnings) = ImportFixtures.importedFile(Self.source, path: "Map.swift", mode: .uiKit)
        guard let screen = spec.screens.first(where: { $0.id == "map" }), case .stack(let stack) = screen.root else {
            Issue.record("no map screen: \(text)")
            return
        }
        #expect(stack.toolbar.items.map(\.id) == ["help", "info", "share"], "\(text)")
        #expect(stack.toolbar.items.map(\.symbol) == ["questionmark.circle", "info.circle", "square.and.arrow.up"], "\(text)")
        // The spacers, the fixed one from inside `with` among them.
        #expect(text.contains("// Map.swift:33\n      spacer fixed"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// A `with` or `then` of another shape (more arguments, no closure last) is no configuring helper.
    @Test(arguments: [
        "with(item)",
        "with(item, other) { _ in }",
        "item.then(queue) { _ in }",
        "item.then",
    ])
    func otherShapesAreNotConfiguring(_ code: String) throws {
        let file = SwiftParser.parse(SourceFile(path: "V.swift", text: "let x = \(code)\n"))
        guard case .variable(let variable)? = file.statements.first, case .call(let call)? = variable.initializer else {
            // Not a call at all (`item.then`): nothing to read through.
            return
        }
        #expect(UIKitRecognizer.configuredValue(call) == nil, "\(code)")
    }

    @Test func aConfiguringHelperGivesItsValue() throws {
        for (code, value) in [("with(item) { _ in }", "item"), ("make().then { _ in }", "make()"), ("with(item, update: { _ in })", "item")] {
            let file = SwiftParser.parse(SourceFile(path: "V.swift", text: "let x = \(code)\n"))
            guard case .variable(let variable)? = file.statements.first, case .call(let call)? = variable.initializer else {
                Issue.record("not a call: \(code)")
                continue
            }
            #expect(UIKitRecognizer.configuredValue(call).map { file.code($0.range) } == value, "\(code)")
        }
    }

    /// What the helper's closure sets on the item is read as a later assignment is: `$0.title` retitles it, and
    /// `$0.action = #selector(…)` names an item nothing it shows names (an app's own initializer, say). A closure
    /// that names its parameter is not read.
    @Test func theClosuresSettingsAreTheItemsToo() {
        let source = """
            import UIKit

            extension UIBarButtonItem {
                convenience init(icon: Icon, target: Any?, action: Selector?) {
                    self.init(image: icon.image(), style: .plain, target: target, action: action)
                }
            }

            final class PlacesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setToolbarItems([
                        with(UIBarButtonItem(icon: .help, target: nil, action: nil)) {
                            $0.target = self
                            $0.action = #selector(showHelp(_:))
                        },
                        UIBarButtonItem(title: "Old", style: .plain, target: nil, action: nil).then { $0.title = "New" },
                        with(UIBarButtonItem(title: "Kept", style: .plain, target: nil, action: nil)) { item in item.title = "Unread" },
                    ], animated: false)
                }
                @objc func showHelp(_ sender: Any) {}
            }
            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "Places.swift", mode: .uiKit)
        guard let screen = spec.screens.first, case .stack(let stack) = screen.root else {
            Issue.record("no screen: \(text)")
            return
        }
        #expect(stack.toolbar.items.map(\.id) == ["show-help", "old", "kept"], "\(text)")
        #expect(stack.toolbar.items.map(\.title) == [nil, "New", "Kept"], "\(text)")
    }

    /// The method a `#selector` names, in each way it is written; nothing for a property's getter or setter.
    @Test(arguments: [
        ("#selector(moveDown(_:))", "moveDown"),
        ("#selector(moveDown)", "moveDown"),
        ("#selector(self.moveDown(_:))", "moveDown"),
        ("#selector(Self.share)", "share"),
        ("#selector(getter: Model.isOn)", nil),
        ("Selector((\"moveDown:\"))", nil),
        ("moveDown", nil),
    ] as [(String, String?)])
    func aSelectorNamesItsMethod(_ code: String, _ method: String?) {
        let file = SwiftParser.parse(SourceFile(path: "V.swift", text: "let x = \(code)\n"))
        guard case .variable(let variable)? = file.statements.first else {
            Issue.record("not a declaration: \(code)")
            return
        }
        #expect(UIKitRecognizer.selectorMethod(variable.initializer) == method, "\(code)")
    }

    /// A target–action item that shows a symbol, or an image written as code, is named by it, as before; the
    /// selector names only an item that shows nothing the importer reads.
    @Test func whatAnItemShowsNamesItBeforeItsSelector() {
        let source = """
            import UIKit
            final class ListViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItems = [
                        UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: self, action: #selector(deleteTapped)),
                        UIBarButtonItem(image: sortImage, style: .plain, target: self, action: #selector(sortTapped(_:))),
                        UIBarButtonItem(icon: .filter, target: self, action: #selector(filterTapped(_:))),
                    ]
                }
            }
            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "List.swift", mode: .uiKit)
        guard let screen = spec.screens.first, case .stack(let stack) = screen.root else {
            Issue.record("no screen: \(text)")
            return
        }
        #expect(Set(stack.toolbar.items.map(\.id)) == ["trash", "sort-image", "filter-tapped"], "\(text)")
    }

    /// What the closure that makes a stored property's item sets on its own constant (`let composeItem:
    /// UIBarButtonItem = { let item = UIBarButtonItem(); item.image = …; item.title = …; return item }()`) is the
    /// item's, read from that closure alone (two closures each naming theirs `item` keep their own): it was left
    /// out, and the item imported without title or symbol.
    @Test func whatAMakingClosureSetsOnItsConstantIsTheItems() throws {
        let source = """
            import UIKit

            final class NotesViewController: UIViewController {
                let composeItem: UIBarButtonItem = {
                    let item = UIBarButtonItem()
                    item.image = UIImage(systemName: "square.and.pencil")
                    item.title = "Compose"
                    return item
                }()
                lazy var searchItem: UIBarButtonItem = {
                    let item = UIBarButtonItem()
                    item.image = UIImage(systemName: "magnifyingglass")
                    return item
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    searchItem.title = "Search"
                    navigationItem.rightBarButtonItems = [composeItem, searchItem]
                }
            }

            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Notes.swift", mode: .uiKit)
        let items = UIKitBadgeTests.items(spec, "notes")
        #expect(items.map(\.title) == ["Search", "Compose"], "\(text)")
        #expect(items.map(\.symbol) == ["magnifyingglass", "square.and.pencil"], "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }
}
