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
}
