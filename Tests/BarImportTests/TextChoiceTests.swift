import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// A title or symbol the code chooses by a condition (`isEditing ? L10n.done : L10n.edit`): when both sides are
/// texts the importer reads, the first is the item's title or symbol and the other its alternate (P17: an item
/// that switches between two labels), as the branches of an `if` inside one `ToolbarItem` are; anything else
/// stays code, with its warning.
@Suite struct TextChoiceTests {
    private func imported(_ source: String, mode: ImportMode = .swiftUI) -> (spec: Spec, text: String, warnings: [String]) {
        ImportFixtures.importedFile(source, path: "Choice.swift", mode: mode)
    }

    private func items(_ spec: Spec) -> [ToolbarItem] {
        spec.screens.flatMap { ScreenOutline($0).items.map(\.item) }
    }

    @Test func swiftUILabelsChosenByAConditionAreAnItemAndItsAlternate() throws {
        let (spec, text, warnings) = imported(
            """
            import SwiftUI
            import SFSafeSymbols

            enum L10n {
                static let done = "Done"
                static let edit = "Edit"
            }

            struct ListView: View {
                @State private var isEditing = false
                @State private var isTalking = false
                var body: some View {
                    NavigationStack {
                        List {}
                            .navigationTitle(isEditing ? "Edit Items" : "Items")
                            .toolbar {
                                ToolbarItem(placement: .primaryAction) {
                                    Button(isEditing ? L10n.done : L10n.edit) { isEditing.toggle() }
                                }
                                ToolbarItem(placement: .primaryAction) {
                                    Button { } label: {
                                        Label(isTalking ? "Mute" : "Talk", systemSymbol: isTalking ? .micSlash : .micFill)
                                    }
                                }
                                ToolbarItem(placement: .bottomBar) {
                                    Button { } label: { Image(systemName: isTalking ? "pause" : "play") }
                                }
                            }
                    }
                }
            }
            """)
        #expect(warnings.isEmpty)
        let found = items(spec)
        #expect(found.map(\.title) == ["Done", "Mute", nil])
        #expect(found.map(\.alternateTitle) == ["Edit", "Talk", nil])
        #expect(found.map(\.symbol) == [nil, "mic.slash", "pause"])
        #expect(found.map(\.alternateSymbol) == [nil, "mic.fill", "play"])
        // Each choice is said where it was made, with the constant it was read through.
        #expect(text.contains("// title 'Done' when isEditing, else 'Edit'; title from L10n.done"))
        #expect(text.contains("// symbol 'mic.slash' when isTalking, else 'mic.fill'"))
        // A navigation title has no alternate: the first text, and the choice in its note.
        #expect(text.contains("// title 'Edit Items' when isEditing, else 'Items'"))
        #expect(text.contains("title: \"Edit Items\""))
    }

    @Test func uiKitTitlesAndImagesChosenByAConditionAreAnItemAndItsAlternate() throws {
        let (spec, text, warnings) = imported(
            """
            import UIKit

            final class PlayerViewController: UIViewController {
                var isMuted = false
                var isEditingQueue = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let mute = UIBarButtonItem(
                        image: UIImage(systemName: isMuted ? "speaker.slash" : "speaker.wave.3"), style: .plain,
                        target: self, action: #selector(toggle))
                    let edit = UIBarButtonItem(
                        title: isEditingQueue
                            ? "Done"
                            : "Edit",
                        style: .plain, target: self, action: #selector(toggle))
                    navigationItem.rightBarButtonItems = [edit, mute]
                }
                @objc func toggle() {}
            }
            """, mode: .uiKit)
        #expect(warnings.isEmpty)
        let found = items(spec)
        #expect(found.map(\.title) == [nil, "Done"])
        #expect(found.map(\.alternateTitle) == [nil, "Edit"])
        #expect(found.map(\.symbol) == ["speaker.slash", nil])
        #expect(found.map(\.alternateSymbol) == ["speaker.wave.3", nil])
        // The condition is quoted on one line, however it was written.
        #expect(text.contains("// title 'Done' when isEditingQueue, else 'Edit'"))
    }

    @Test func aChoiceWithASideTheImporterCannotReadStaysCode() throws {
        let (spec, _, warnings) = imported(
            """
            import SwiftUI

            struct ReaderView: View {
                @State private var isOn = false
                let model = Model()
                var body: some View {
                    NavigationStack {
                        Text("Page")
                            .toolbar {
                                ToolbarItem { Button(isOn ? model.title : "Fixed") {} }
                                ToolbarItem { Button(isOn ? "Same" : "Same") {} }
                                ToolbarItem { Button(isOn ? (isOn ? "A" : "B") : "C") {} }
                            }
                    }
                }
            }
            """)
        let found = items(spec)
        #expect(found.map(\.title) == ["isOn ? model.title : \"Fixed\"", "Same", "isOn ? (isOn ? \"A\" : \"B\") : \"C\""])
        // Two sides alike are one text, without an alternate.
        #expect(found.map(\.alternateTitle) == [nil, nil, nil])
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.contains("is computed; imported as the code that computes it [import-dynamic-text]") })
    }

    @Test func aConstantComputedAsAChoiceIsReadAsOne() throws {
        let (spec, text, warnings) = imported(
            """
            import SwiftUI

            enum Strings {
                static var isEnabled = true
                static var toggle: String { isEnabled ? "Turn Off" : "Turn On" }
            }

            struct SettingsView: View {
                var body: some View {
                    NavigationStack {
                        Form {}
                            .toolbar { ToolbarItem { Button(Strings.toggle) {} } }
                    }
                }
            }
            """)
        #expect(warnings.isEmpty)
        let item = try #require(items(spec).first)
        #expect(item.title == "Turn Off")
        #expect(item.alternateTitle == "Turn On")
        #expect(text.contains("// title 'Turn Off' when isEnabled, else 'Turn On'; title from Strings.toggle"))
    }
}
