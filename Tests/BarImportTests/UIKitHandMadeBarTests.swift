import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// A `UIToolbar` the app creates, fills (`items =`, `setItems(_:animated:)`) and adds to its view is a
/// hand-made bar: it never moves into the vertical bar (P5), so it is imported as `hand-made-bar` beside the
/// screen's container, with the edge its layout constraints pin it to.
@Suite struct UIKitHandMadeBarTests {
    static func imported() throws -> (spec: Spec, warnings: [ImportWarning]) {
        let result = Importer.run(sources: ImportFixtures.sources("uikit-hand-made"), mode: .uiKit)
        let text = result.files.map(\.text).joined(separator: "\n")
        let loaded = SpecLoader.load(path: "imported.bar", text: text)
        #expect(!loaded.hasErrors, "\(text)")
        return (loaded.spec, result.warnings)
    }

    static func titles(_ toolbar: Toolbar) -> [String] { toolbar.items.map { $0.title ?? "?" } }

    @Test func aToolbarPinnedToTheBottomIsAHandMadeBarAtTheBottom() throws {
        let (spec, _) = try Self.imported()
        let reader = try #require(spec.screens.first { $0.id == "reader" })
        #expect(reader.handMadeBars.map(\.id) == ["formatting"])
        let bar = try #require(reader.handMadeBars.first)
        #expect(bar.edge == .bottom)
        #expect(Self.titles(bar.toolbar) == ["Bold", "Italic"])
        #expect(bar.toolbar.spacers.map(\.kind) == [.flexible])
        // The navigation item's own items stay in the stack's toolbar.
        guard case .stack(let stack) = reader.root else { Issue.record("reader is not a stack"); return }
        #expect(Self.titles(stack.toolbar) == ["Share"])
    }

    /// P10: a toolbar set as a text view's `inputAccessoryView` is the keyboard's accessory bar: its items
    /// are `placement: keyboard`, not a hand-made bar, and not reported as never shown.
    @Test func aToolbarAboveTheKeyboardHoldsKeyboardItems() throws {
        let source = """
            import UIKit

            final class ComposerViewController: UIViewController {
                private let textView = UITextView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Compose"
                    let accessory = UIToolbar()
                    accessory.items = [
                        UIBarButtonItem(title: "Bold", image: UIImage(systemName: "bold"), primaryAction: nil, menu: nil),
                        .flexibleSpace(),
                        UIBarButtonItem(title: "Hide Keyboard", image: UIImage(systemName: "keyboard.chevron.compact.down"), primaryAction: nil, menu: nil),
                    ]
                    textView.inputAccessoryView = accessory
                }
            }

            """
        let result = Importer.run(sources: [SourceFile(path: "Composer.swift", text: source)], mode: .uiKit)
        let loaded = SpecLoader.load(path: "imported.bar", text: result.files.map(\.text).joined(separator: "\n"))
        #expect(!loaded.hasErrors)
        let screen = try #require(loaded.spec.screens.first)
        #expect(screen.handMadeBars.isEmpty)
        guard case .stack(let stack) = screen.root else { Issue.record("not a stack"); return }
        #expect(stack.toolbar.items.map { $0.title ?? "?" } == ["Bold", "Hide Keyboard"])
        #expect(stack.toolbar.items.allSatisfy { $0.placement == .keyboard })
        #expect(!result.warnings.contains { $0.kind == .unattachedItems }, "\(result.warnings.map(\.message))")
    }

    @Test func barsOfTabContentBelongToTheScreenAndSettingsOfAContentlessTabToTheTab() throws {
        let (spec, warnings) = try Self.imported()
        let screen = try #require(spec.screens.first { $0.id == "stations-tab-bar" })
        #expect(!spec.screens.contains { $0.id == "now-playing" }, "a tab's view controller is part of its tab")
        let bars = Dictionary(uniqueKeysWithValues: screen.handMadeBars.map { ($0.id, $0) })
        #expect(bars["filter-bar"]?.edge == .top)
        #expect(bars["filter-bar"].map { Self.titles($0.toolbar) } == ["Nearby", "Genres"])
        #expect(bars["transport"]?.edge == .bottom)
        #expect(bars["transport"].map { Self.titles($0.toolbar) } == ["Pause"])
        guard case .tabView(let tabs) = screen.root else { Issue.record("not a tab view"); return }
        let nowPlaying = try #require(tabs.tabs.first { $0.title == "Now Playing" })
        #expect(nowPlaying.content == nil)
        #expect(nowPlaying.settings.verticalBehavior == .disabled)
        // A frame-placed toolbar's edge is an assumption, said where it is made.
        #expect(warnings.contains { $0.kind == .unknownValue && $0.message.contains("transport") && $0.message.contains("bottom") })
        // A toolbar never added to a view shows nothing; its items are reported, not dropped silently.
        #expect(warnings.contains { $0.kind == .unattachedItems && $0.message.contains("unused") })
    }
}

/// A toolbar the app makes, given a local array filled by appends (`toolbar.items = items`): its items are those
/// appended (Zotero's annotation toolbars came out empty, their items reported as in no screen).
@Suite struct HandMadeBarLocalArrayTests {
    @Test func aToolbarsItemsFromALocalArrayAreThoseAppended() {
        let source = """
            import UIKit

            final class AnnotationsViewController: UIViewController {
                let toolbar = UIToolbar()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(toolbar)
                    toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
                    var items: [UIBarButtonItem] = []
                    items.append(UIBarButtonItem(title: "Select", style: .plain, target: nil, action: nil))
                    items.append(.flexibleSpace())
                    items.append(UIBarButtonItem(title: "Filter", style: .plain, target: nil, action: nil))
                    toolbar.setItems(items, animated: false)
                }
            }
            """
        let (spec, text, warnings) = ImportFixtures.importedFile(source, path: "Annotations.swift", mode: .uiKit)
        let bar = spec.screens.first?.handMadeBars.first
        #expect(bar?.toolbar.items.map(\.id) == ["select", "filter"], "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }
}
