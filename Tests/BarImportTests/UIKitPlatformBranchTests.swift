import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// docs/import.md: bars under `#if os(macOS)` and other non-iOS branches import nothing and are reported
/// (`import-platform-branch`) — in a view controller as in a SwiftUI view, with the same words.
@Suite struct UIKitPlatformBranchTests {
    static func titles(_ spec: Spec, _ screen: String) -> [String] {
        guard let found = spec.screens.first(where: { $0.id == screen }), case .stack(let stack) = found.root else { return [] }
        return stack.toolbar.items.map { $0.title ?? "?" }
    }

    @Test func barsUnderAnotherPlatformAreReportedNotImported() throws {
        let source = """
            import UIKit

            final class ReaderViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let share = UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: nil, menu: nil)
                    var items: [UIBarButtonItem] = [share]
                    #if os(macOS)
                    let items = [UIBarButtonItem(title: "Mac", image: nil, primaryAction: nil, menu: nil)]
                    navigationItem.leftBarButtonItems = items
                    #endif
                    #if os(iOS)
                    items.append(UIBarButtonItem(title: "Pencil", image: UIImage(systemName: "pencil.tip"), primaryAction: nil, menu: nil))
                    #else
                    navigationItem.additionalOverflowItems = UIDeferredMenuElement { completion in completion([UIAction(title: "Window") { _ in }]) }
                    #endif
                    #if os(macOS)
                    view.backgroundColor = .windowBackgroundColor
                    #endif
                    navigationItem.rightBarButtonItems = items
                }

                #if targetEnvironment(macCatalyst)
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    toolbarItems = [UIBarButtonItem(title: "Catalyst", image: nil, primaryAction: nil, menu: nil)]
                }
                #endif
            }

            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Reader.swift", mode: .uiKit)
        // The iOS array keeps its items: the `items` declared for macOS does not stand for it.
        #expect(Self.titles(spec, "reader") == ["Pencil", "Share"], "\(text)")
        #expect(!text.contains("Mac") && !text.contains("Window") && !text.contains("Catalyst"), "\(text)")
        // A branch for another platform that sets up no bars (a background colour) is not reported.
        #expect(
            warnings == [
                "Reader.swift:8:9: warning: bars under '#if os(macOS)' are not compiled for iOS and are not imported [import-platform-branch]",
                "Reader.swift:14:9: warning: bars under '#else' are not compiled for iOS and are not imported [import-platform-branch]",
                "Reader.swift:23:5: warning: bars under '#if targetEnvironment(macCatalyst)' are not compiled for iOS and are not imported [import-platform-branch]",
            ], "\(warnings)")
    }

    /// The same bars under the same condition are reported alike by both recognizers.
    @Test func uiKitReportsAPlatformBranchAsSwiftUIDoes() throws {
        let uiKit = """
            import UIKit

            final class ListViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Add", image: UIImage(systemName: "plus"), primaryAction: nil, menu: nil)]
                    #if os(macOS)
                    navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "Mac", image: nil, primaryAction: nil, menu: nil)]
                    #endif
                }
            }

            """
        let swiftUI = """
            import SwiftUI

            struct ListView: View {
                var body: some View {
                    NavigationStack {
                        Text("List")
                            .toolbar { Button("Add", systemImage: "plus") {} }
                        #if os(macOS)
                        Text("Mac").toolbar { Button("Mac") {} }
                        #endif
                    }
                }
            }

            """
        let (_, _, uiKitWarnings) = ImportFixtures.importedFile(uiKit, path: "List.swift", mode: .uiKit)
        let (_, _, swiftUIWarnings) = ImportFixtures.importedFile(swiftUI, path: "List.swift", mode: .swiftUI)
        let expected = "warning: bars under '#if os(macOS)' are not compiled for iOS and are not imported [import-platform-branch]"
        #expect(uiKitWarnings == ["List.swift:7:9: " + expected], "\(uiKitWarnings)")
        #expect(swiftUIWarnings == ["List.swift:8:13: " + expected], "\(swiftUIWarnings)")
    }
}
