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

    /// A constant whose value is a choice depends on state named in the constant's own scope, which means nothing
    /// where the title is: it stays code, as a `static let` of a choice does.
    @Test func aConstantComputedAsAChoiceStaysCode() throws {
        let (spec, _, warnings) = imported(
            """
            import SwiftUI

            enum Strings {
                static var isEnabled = true
                static var toggle: String { isEnabled ? "Turn Off" : "Turn On" }
                static let mode = isEnabled ? "Alpha" : "Beta"
            }

            struct SettingsView: View {
                var body: some View {
                    NavigationStack {
                        Form {}
                            .toolbar {
                                ToolbarItem { Button(Strings.toggle) {} }
                                ToolbarItem { Button(Strings.mode) {} }
                            }
                    }
                }
            }
            """)
        #expect(items(spec).map(\.title) == ["Strings.toggle", "Strings.mode"])
        #expect(items(spec).allSatisfy { $0.alternateTitle == nil })
        #expect(warnings.count == 2)
    }

    /// The `if` inside one `ToolbarItem` is the switch between the item's labels: a choice inside its first
    /// branch keeps its note, and the other branch is the alternate.
    @Test func anIfBetweenTwoLabelsWinsOverAChoiceInsideItsFirstBranch() throws {
        let (spec, text, warnings) = imported(
            """
            import SwiftUI

            struct PlayerView: View {
                @State private var playing = false
                @State private var muted = false
                var body: some View {
                    NavigationStack {
                        Text("Now Playing")
                            .toolbar {
                                ToolbarItem {
                                    if playing {
                                        Button {} label: { Label("Pause", systemImage: muted ? "pause" : "pause.fill") }
                                    } else {
                                        Button {} label: { Label("Play", systemImage: "play") }
                                    }
                                }
                                ToolbarItem {
                                    if playing { Button(muted ? "Save" : "Keep") {} } else { Button("Discard") {} }
                                }
                            }
                    }
                }
            }
            """)
        #expect(warnings.isEmpty)
        let found = items(spec)
        #expect(found.map(\.title) == ["Pause", "Save"])
        #expect(found.map(\.alternateTitle) == ["Play", "Discard"])
        #expect(found.map(\.symbol) == ["pause", nil])
        #expect(found.map(\.alternateSymbol) == ["play", nil])
        #expect(text.contains("// symbol 'pause' when muted, else 'pause.fill'"))
        #expect(text.contains("// title 'Save' when muted, else 'Keep'"))
    }

    @Test func uiKitAssignmentsAndMenuEntriesChooseAsInitializersDo() throws {
        let (spec, text, warnings) = imported(
            """
            import UIKit

            final class VisibilityViewController: UIViewController {
                var isOn = false
                var isMuted = false
                let toggleItem = UIBarButtonItem()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    toggleItem.title = isOn ? "Hide" : "Show"
                    toggleItem.image = UIImage(systemName: isOn ? "eye.slash" : "eye")
                    let saveItem = UIBarButtonItem(title: isOn ? "Done" : "Edit", style: .plain, target: nil, action: nil)
                    saveItem.title = "Save"
                    let sound = UIBarButtonItem(
                        title: "Sound",
                        menu: UIMenu(children: [
                            UIAction(title: isMuted ? "Unmute" : "Mute", image: UIImage(systemName: isMuted ? "speaker" : "speaker.slash")) { _ in }
                        ]))
                    navigationItem.rightBarButtonItems = [toggleItem, saveItem, sound]
                }
            }
            """, mode: .uiKit)
        #expect(warnings.isEmpty)
        let found = items(spec)
        let toggle = try #require(found.first { $0.title == "Hide" })
        #expect(toggle.alternateTitle == "Show")
        #expect(toggle.symbol == "eye.slash")
        #expect(toggle.alternateSymbol == "eye")
        #expect(text.contains("// title 'Hide' when isOn, else 'Show'"))
        #expect(text.contains("// symbol 'eye.slash' when isOn, else 'eye'"))
        // A plain title assigned after a choice replaces the choice, its alternate with it.
        let save = try #require(found.first { $0.title == "Save" })
        #expect(save.alternateTitle == nil)
        let entry = try #require(found.flatMap(\.menuEntries).first)
        #expect(entry.title == "Unmute")
        #expect(entry.alternateTitle == "Mute")
        #expect(entry.symbol == "speaker")
        #expect(entry.alternateSymbol == "speaker.slash")
    }

    @Test func aTabsSymbolChosenByAConditionIsSaid() throws {
        let (spec, text, _) = imported(
            """
            import SwiftUI

            struct RootView: View {
                @State private var unread = 0
                var body: some View {
                    TabView {
                        NavigationStack { Text("Mail") }
                            .tabItem { Label(unread > 0 ? "Inbox" : "Mail", systemImage: unread > 0 ? "tray.full" : "tray") }
                        NavigationStack { Text("Settings") }
                            .tabItem { Label("Settings", systemImage: "gear") }
                    }
                }
            }
            """)
        let tabs = spec.screens.flatMap { ScreenOutline($0).tabs.map(\.tab) }
        #expect(tabs.first?.title == "Inbox")
        #expect(tabs.first?.symbol == "tray.full")
        #expect(text.contains("// title 'Inbox' when unread > 0, else 'Mail'"))
        #expect(text.contains("// symbol 'tray.full' when unread > 0, else 'tray'"))
    }

    @Test func aConditionIsQuotedOnOneLineWithoutItsCommentsOrSeparators() throws {
        let (spec, text, warnings) = imported(
            """
            import SwiftUI

            struct EditorView: View {
                @State private var a = false
                @State private var b = false
                @State private var name = ""
                var body: some View {
                    NavigationStack {
                        Text("Draft")
                            .toolbar {
                                ToolbarItem {
                                    Button(a // why it matters
                                        && name != "x//y" /* inline */ && b ? "Publish" : "Draft") {}
                                }
                                ToolbarItem { Button(name == "\u{2028}" ? "Odd" : "Even") {} }
                                ToolbarItem { Button(a ? "Edit" : "") {} }
                            }
                    }
                }
            }
            """)
        #expect(text.contains("// title 'Publish' when a && name != \"x//y\" && b, else 'Draft'"))
        // A line separator in a literal of the condition is no line break in the spec's comment.
        #expect(!text.unicodeScalars.contains { $0.value == 0x2028 || $0.value == 0x2029 || (0x80...0x9F).contains($0.value) })
        #expect(items(spec).map(\.title).contains("Odd"))
        // An empty side is no label to switch to: the choice stays code.
        #expect(items(spec).map(\.title).contains("a ? \"Edit\" : \"\""))
        #expect(warnings.count == 1)
    }

    /// When the `if`'s other branch is no label (a progress view, nothing) or shows the same label, the choice
    /// inside the first branch is still the item's alternate; a choice in the other branch is said in a note.
    @Test func aChoiceStaysTheAlternateWhereTheIfSwitchesNoLabel() throws {
        let (spec, text, _) = imported(
            """
            import SwiftUI

            struct SendView: View {
                @State private var busy = false
                @State private var muted = false
                @State private var pinned = false
                @State private var ready = false
                var body: some View {
                    NavigationStack {
                        Text("Outbox")
                            .toolbar {
                                ToolbarItem { if busy { Button(muted ? "Stop" : "Cancel") {} } else { ProgressView() } }
                                ToolbarItem { if busy { Button(muted ? "Halt" : "Abort") {} } else { EmptyView() } }
                                ToolbarItem {
                                    if busy {
                                        Button {} label: { Label("Pin", systemImage: pinned ? "pin.fill" : "pin") }
                                    } else {
                                        Button {} label: { Label("Pin", systemImage: "pin.fill") }
                                    }
                                }
                                ToolbarItem { if ready { Button("Send") {} } else { Button(muted ? "Queue" : "Hold") {} } }
                            }
                    }
                }
            }
            """)
        let found = items(spec)
        #expect(found.map(\.title) == ["Stop", "Halt", "Pin", "Send"])
        #expect(found.map(\.alternateTitle) == ["Cancel", "Abort", nil, "Queue"])
        #expect(found.map(\.alternateSymbol) == [nil, nil, "pin", nil])
        #expect(text.contains("// in the branch at line 21: title 'Queue' when muted, else 'Hold'"))
    }

    /// Each later assignment of a UIKit item's title or image replaces the slot's note with its own, so the spec
    /// never keeps a note about a text the item no longer has, nor the same note twice.
    @Test func uiKitAssignmentsReplaceTheirSlotsNote() throws {
        let (_, text, _) = imported(
            """
            import UIKit

            final class LikeViewController: UIViewController {
                var isOn = false
                let likeItem = UIBarButtonItem()
                let toggleItem = UIBarButtonItem()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let madeItem = UIBarButtonItem(title: isOn ? "Done" : "Edit", style: .plain, target: nil, action: nil)
                    madeItem.title = "Save"
                    likeItem.image = UIImage(systemName: isOn ? "heart.fill" : "heart")
                    toggleItem.title = isOn ? "Hide" : "Show"
                    toggleItem.title = "Plain"
                    toggleItem.title = isOn ? "Hide" : "Show"
                    navigationItem.rightBarButtonItems = [madeItem, likeItem, toggleItem]
                }
                func update() {
                    likeItem.image = UIImage(systemName: "star")
                }
            }
            """, mode: .uiKit)
        #expect(!text.contains("'Done' when"))
        #expect(!text.contains("'heart.fill' when"))
        #expect(text.components(separatedBy: "// title 'Hide' when isOn, else 'Show'").count == 2)
        #expect(text.contains("{ title: \"Save\" placement: top-trailing }"))
        #expect(text.contains("symbol: \"star\""))
    }

    /// A condition's comments are left out however they nest, and its string literals kept whole whatever they
    /// hold (a raw string's quote, an interpolation's).
    @Test func aConditionIsQuotedAsItsTokens() {
        func quoted(_ code: String) -> String { TextReader.conditionText(ArraySlice(code.utf8)) }
        #expect(quoted("a /* outer /* inner */ still comment */ && b") == "a && b")
        #expect(quoted("name == #\"raw\"//x\"# && b") == "name == #\"raw\"//x\"# && b")
        #expect(quoted("name == \"\\(a ? \"//\" : \"x\")\" && b // end") == "name == \"\\(a ? \"//\" : \"x\")\" && b")
        #expect(quoted("a // why\n    && b") == "a && b")
    }

    @Test func aUIKitTabsChosenSymbolIsSaid() throws {
        let (_, text, _) = imported(
            """
            import UIKit

            final class RootController: UITabBarController {
                var hasNew = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let inbox = UIViewController()
                    inbox.tabBarItem = UITabBarItem(
                        title: hasNew ? "New" : "Inbox", image: UIImage(systemName: hasNew ? "tray.full" : "tray"), tag: 0)
                    let settings = UIViewController()
                    settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
                    viewControllers = [inbox, settings]
                }
            }
            """, mode: .uiKit)
        #expect(text.contains("// title 'New' when hasNew, else 'Inbox'"))
        #expect(text.contains("// symbol 'tray.full' when hasNew, else 'tray'"))
    }

    /// `UIBarButtonItem(systemItem: allowEditing ? .cancel : .close, …)`: a choice between two system items is
    /// read as one between their titles and symbols (the second side was taken, silently).
    @Test func aSystemItemChosenByAConditionIsAnItemAndItsAlternate() throws {
        let (spec, text, warnings) = imported(
            """
            import UIKit

            final class NoteViewController: UIViewController {
                var allowEditing = false
                var isPlaying = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let close = UIBarButtonItem(systemItem: allowEditing ? .cancel : .close, primaryAction: UIAction { _ in })
                    navigationItem.leftBarButtonItem = close
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: isPlaying ? .pause : .play, target: nil, action: nil)
                }
            }
            """, mode: .uiKit)
        #expect(warnings.isEmpty, "\(warnings)")
        let found = items(spec)
        #expect(found.map(\.title) == ["Cancel", "Pause"], "\(text)")
        #expect(found.map(\.alternateTitle) == ["Close", "Play"], "\(text)")
        #expect(found.map(\.symbol) == [nil, "pause.fill"], "\(text)")
        #expect(found.map(\.alternateSymbol) == ["xmark", "play.fill"], "\(text)")
        #expect(text.contains("// system item .cancel when allowEditing, else .close: their standard titles and symbols"), "\(text)")
    }

    /// A spacer on either side of a system item's condition: both sides spacers are the first side's spacer (with
    /// a comment when the kinds differ), and a spacer against an item is the first side alone with a warning that
    /// the other is not imported — `isWide ? .flexibleSpace : .fixedSpace` was a fake item titled 'flexible
    /// Space'. A nested choice on the second side (`.play : (looping ? .pause : .stop)`) is said, not read as
    /// `.stop` with `.pause` left unsaid.
    @Test func aSystemItemChosenBetweenSpacersItemsAndNestedChoicesIsReadOrSaid() throws {
        let (spec, text, warnings) = imported(
            """
            import UIKit

            final class TrackViewController: UIViewController {
                var isWide = false
                var looping = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    toolbarItems = [
                        UIBarButtonItem(barButtonSystemItem: isWide ? .flexibleSpace : .fixedSpace, target: nil, action: nil),
                        UIBarButtonItem(barButtonSystemItem: isWide ? .fixedSpace : .fixedSpace, target: nil, action: nil),
                        UIBarButtonItem(barButtonSystemItem: isWide ? .bookmarks : .flexibleSpace, target: nil, action: nil),
                        UIBarButtonItem(barButtonSystemItem: isWide ? .flexibleSpace : .compose, target: nil, action: nil),
                        UIBarButtonItem(barButtonSystemItem: isWide ? .play : (looping ? .pause : .stop), target: nil, action: nil),
                    ]
                }
            }
            """, mode: .uiKit)
        let found = items(spec)
        #expect(found.map(\.title) == ["Bookmarks", "Play"], "\(text)")
        #expect(found.map(\.alternateTitle) == [nil, nil], "\(text)")
        let lines = text.split(separator: "\n")
        #expect(lines.filter { $0.hasSuffix(" spacer flexible") }.count == 2, "\(text)")
        #expect(lines.filter { $0.hasSuffix(" spacer fixed") }.count == 1, "\(text)")
        #expect(text.contains("// a flexible space when isWide, else a fixed space: the first is taken\n"), "\(text)")
        #expect(!text.contains("fixed space when isWide"), "\(text)")
        #expect(
            warnings == [
                "Choice.swift:11:72: warning: '.flexibleSpace', chosen when not isWide, is a spacer, which an item cannot become; only .bookmarks is imported [import-unknown-value]",
                "Choice.swift:12:76: warning: system item 'compose', chosen when not isWide, is not imported: a spacer cannot become an item, so only the spacer is [import-unknown-value]",
                "Choice.swift:13:68: warning: 'looping ? .pause : .stop', chosen when not isWide, is not read as one system item; only .play is imported [import-unknown-value]",
            ], "\(warnings)")
    }
}
