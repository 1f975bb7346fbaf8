import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// A spec lists a bar's items from its start to its end. UIKit's `rightBarButtonItems` lists them the other
/// way: the first element is the rightmost (trailing) item, the others are added to its left.
@Suite struct UIKitItemOrderTests {
    static let source = """
        import UIKit

        final class NotesViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let done = UIBarButtonItem(title: "Done", image: UIImage(systemName: "checkmark"), primaryAction: nil, menu: nil)
                let share = UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: nil, menu: nil)
                let sort = UIBarButtonItem(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), primaryAction: nil, menu: nil)
                navigationItem.rightBarButtonItems = [done, share]
                navigationItem.leftBarButtonItems = [sort]
            }
        }

        final class DraftsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let send = UIBarButtonItem(title: "Send", image: UIImage(systemName: "paperplane"), primaryAction: nil, menu: nil)
                let attach = UIBarButtonItem(title: "Attach", image: UIImage(systemName: "paperclip"), primaryAction: nil, menu: nil)
                navigationItem.setRightBarButtonItems([send, attach], animated: false)
            }
        }

        """

    static func titles(_ spec: Spec, _ id: String) -> [String] {
        guard let screen = spec.screens.first(where: { $0.id == id }), case .stack(let stack) = screen.root else { return [] }
        return stack.toolbar.items.map { $0.title ?? "?" }
    }

    @Test func rightBarButtonItemsAreReadFromTheTrailingEnd() {
        let result = Importer.run(sources: [SourceFile(path: "Notes.swift", text: Self.source)], mode: .uiKit)
        let loaded = SpecLoader.load(path: "imported.bar", text: result.files.map(\.text).joined(separator: "\n"))
        #expect(!loaded.hasErrors)
        #expect(Self.titles(loaded.spec, "notes") == ["Sort", "Share", "Done"])
        #expect(Self.titles(loaded.spec, "drafts") == ["Attach", "Send"])
    }
}
