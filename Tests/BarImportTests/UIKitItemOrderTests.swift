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

    /// Items added to a slot that already holds some — `append`, `append(contentsOf:)`, `+=`, `insert(_:at:)` —
    /// are imported where they land, not reported as unattached.
    @Test func itemsAddedToASlotAreImportedWhereTheyLand() {
        let source = """
            import UIKit

            final class AlbumViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let play = UIBarButtonItem(title: "Play", image: UIImage(systemName: "play"), primaryAction: nil, menu: nil)
                    let like = UIBarButtonItem(title: "Like", image: UIImage(systemName: "heart"), primaryAction: nil, menu: nil)
                    let more = UIBarButtonItem(title: "More", image: UIImage(systemName: "ellipsis.circle"), primaryAction: nil, menu: nil)
                    navigationItem.rightBarButtonItems = [play]
                    navigationItem.rightBarButtonItems?.append(like)
                    navigationItem.rightBarButtonItems?.insert(more, at: 0)
                    let group = UIBarButtonItemGroup(barButtonItems: [UIBarButtonItem(title: "Flag", image: UIImage(systemName: "flag"))], representativeItem: nil)
                    navigationItem.leadingItemGroups.append(group)
                    toolbarItems = [UIBarButtonItem(title: "Queue", image: UIImage(systemName: "list.bullet"))]
                    toolbarItems? += [UIBarButtonItem(title: "Lyrics", image: UIImage(systemName: "quote.bubble"))]
                    toolbarItems?.append(contentsOf: [UIBarButtonItem(title: "Cast", image: UIImage(systemName: "airplayaudio"))])
                }
            }

            """
        let result = Importer.run(sources: [SourceFile(path: "Album.swift", text: source)], mode: .uiKit)
        let loaded = SpecLoader.load(path: "imported.bar", text: result.files.map(\.text).joined(separator: "\n"))
        #expect(!loaded.hasErrors)
        #expect(Self.titles(loaded.spec, "album") == ["Flag", "Like", "Play", "More", "Queue", "Lyrics", "Cast"])
        #expect(!result.warnings.contains { $0.kind == .unattachedItems }, "\(result.warnings.map(\.message))")
    }

    /// A bar assembled in a local array — `var items: [UIBarButtonItem] = []`, `items.append(…)` under
    /// conditions, then `navigationItem.rightBarButtonItems = items` — gives every item it may hold, each with a
    /// comment saying how it got there; clearing the bar (`= nil`) in another state declares no items.
    @Test func anArrayFilledUnderConditionsGivesEveryItemWithItsCondition() throws {
        let source = """
            import UIKit

            final class TripViewController: UIViewController {
                var isOwner = false

                lazy var editItem: UIBarButtonItem = {
                    let item = UIBarButtonItem(title: "Edit", image: UIImage(systemName: "pencil"), primaryAction: nil, menu: nil)
                    return item
                }()

                func updateBar(isLoading: Bool) {
                    var items: [UIBarButtonItem] = [UIBarButtonItem(title: "Map", image: UIImage(systemName: "map"), primaryAction: nil, menu: nil)]
                    if isOwner {
                        items.append(editItem)
                    } else {
                        items.append(UIBarButtonItem(title: "Join", image: UIImage(systemName: "person.badge.plus"), primaryAction: nil, menu: nil))
                    }
                    if items.isEmpty {
                        navigationItem.rightBarButtonItems = nil
                    } else {
                        navigationItem.rightBarButtonItems = items
                    }
                }
            }

            """
        let result = Importer.run(sources: [SourceFile(path: "Trip.swift", text: source)], mode: .uiKit)
        let text = result.files.map(\.text).joined(separator: "\n")
        let loaded = SpecLoader.load(path: "imported.bar", text: text)
        #expect(!loaded.hasErrors)
        // rightBarButtonItems runs from the trailing end: the first element, Map, is the last in the spec.
        #expect(Self.titles(loaded.spec, "trip") == ["Join", "Edit", "Map"], "\(text)")
        let join = try #require(text.range(of: "item join"))
        let edit = try #require(text.range(of: "item edit"))
        let map = try #require(text.range(of: "item map"))
        // Each item's comments stand right above it.
        let joinComments = String(text[..<join.lowerBound].suffix(200))
        let editComments = String(text[join.upperBound..<edit.lowerBound])
        let mapComments = String(text[edit.upperBound..<map.lowerBound])
        #expect(joinComments.contains("// added to 'items' with append") && joinComments.contains("// only when not isOwner\n"))
        #expect(editComments.contains("// added to 'items' with append") && editComments.contains("// only when isOwner"))
        #expect(!mapComments.contains("added to") && !mapComments.contains("isOwner"))
        #expect(!result.warnings.contains { $0.kind == .unattachedItems }, "\(result.warnings.map(\.message))")
    }

    /// docs/import.md: items are followed through local constants. An array of items held in a constant (or a
    /// variable never appended to) and then assigned to a slot gives its items, in the slot's order, not a
    /// warning that the array is not a bar button item.
    @Test func anArrayHeldInAConstantGivesItsItems() throws {
        let source = """
            import UIKit

            final class AlbumViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let back = UIBarButtonItem(title: "Back", image: UIImage(systemName: "chevron.left"), primaryAction: nil, menu: nil)
                    let sort = UIBarButtonItem(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), primaryAction: nil, menu: nil)
                    let leading = [back, sort]
                    navigationItem.leftBarButtonItems = leading
                    let play = UIBarButtonItem(title: "Play", image: UIImage(systemName: "play"), primaryAction: nil, menu: nil)
                    let like = UIBarButtonItem(title: "Like", image: UIImage(systemName: "heart"), primaryAction: nil, menu: nil)
                    var trailing: [UIBarButtonItem] = [play, like]
                    navigationItem.rightBarButtonItems = trailing
                }
            }

            """
        let result = Importer.run(sources: [SourceFile(path: "Album.swift", text: source)], mode: .uiKit)
        let text = result.files.map(\.text).joined(separator: "\n")
        let loaded = SpecLoader.load(path: "imported.bar", text: text)
        #expect(!loaded.hasErrors)
        // rightBarButtonItems runs from the trailing end, through a constant as when written in place.
        #expect(Self.titles(loaded.spec, "album") == ["Back", "Sort", "Like", "Play"], "\(text)")
        #expect(!text.contains("added to"), "\(text)")
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    }

    /// A bar filled inside a closure further up a call chain (`publisher.sink { … }.store(in:)`), from an array
    /// another function's array of the same name does not disturb.
    @Test func anArrayFilledInAChainedClosureIsReadWithItsOwnFunctionsArray() throws {
        let source = """
            import UIKit

            final class FeedViewController: UIViewController {
                var bag: [AnyObject] = []

                func menu() -> [String] {
                    let items = ["Copy", "Report"]
                    return items
                }

                func bind(model: FeedModel) {
                    model.$isSignedIn
                        .removeDuplicates()
                        .sink { [weak self] isSignedIn in
                            guard let self else { return }
                            var items: [UIBarButtonItem] = []
                            if isSignedIn {
                                items.append(UIBarButtonItem(title: "Post", image: UIImage(systemName: "square.and.pencil"), primaryAction: nil, menu: nil))
                            }
                            self.navigationItem.rightBarButtonItems = items
                        }
                        .store(in: &bag)
                }
            }

            """
        let result = Importer.run(sources: [SourceFile(path: "Feed.swift", text: source)], mode: .uiKit)
        let text = result.files.map(\.text).joined(separator: "\n")
        let loaded = SpecLoader.load(path: "imported.bar", text: text)
        #expect(!loaded.hasErrors)
        #expect(Self.titles(loaded.spec, "feed") == ["Post"], "\(text)")
        #expect(text.contains("// only when isSignedIn"), "\(text)")
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    }

    /// The entries of a spec's toolbars as written, one `keyword id-or-kind` each, spacers included.
    static func entryLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("item ") || $0.hasPrefix("spacer ") }
            .map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
    }

    /// One spacer kept in a constant and listed twice (`[add, flex, select, flex]`, the usual UIKit idiom) is a
    /// spacer in each place, in an array written in the slot, one held in a constant, and one filled with
    /// `append`: the second was dropped as the first read again. A real item listed twice in one array shows
    /// once, and the importer says so.
    @Test func aSpacerListedTwiceIsASpacerInEachPlace() throws {
        let source = """
            import UIKit

            final class PickerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let flex = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
                    let add = UIBarButtonItem(title: "New Folder", style: .plain, target: nil, action: nil)
                    let select = UIBarButtonItem(title: "Select", style: .done, target: nil, action: nil)
                    toolbarItems = [add, flex, select, flex]
                    let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
                    navigationItem.leftBarButtonItems = [edit, edit]
                }
            }

            final class LogViewController: UIViewController {
                lazy var gap: UIBarButtonItem = {
                    let gap = UIBarButtonItem.fixedSpace(12)
                    return gap
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let space = UIBarButtonItem(systemItem: .flexibleSpace)
                    let trash = UIBarButtonItem(title: "Delete", style: .plain, target: nil, action: nil)
                    let bottom = [space, trash, space, gap, gap]
                    toolbarItems = bottom
                }
            }

            final class FilesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let flex = UIBarButtonItem.flexibleSpace()
                    var bottom: [UIBarButtonItem] = []
                    bottom.append(flex)
                    bottom.append(UIBarButtonItem(title: "Upload", style: .plain, target: nil, action: nil))
                    bottom.append(flex)
                    toolbarItems = bottom
                }
            }

            """
        let (_, text, warnings) = ImportFixtures.importedFile(source, path: "Picker.swift", mode: .uiKit)
        #expect(
            Self.entryLines(text) == [
                "item edit", "item new-folder", "spacer flexible", "item select", "spacer flexible",
                "spacer flexible", "item delete", "spacer flexible", "spacer fixed", "spacer fixed",
                "spacer flexible", "item upload", "spacer flexible",
            ], "\(text)")
        #expect(
            warnings == [
                "Picker.swift:11:52: warning: 'edit' is listed twice in this array; a bar shows one item once, so it is imported once [import-repeated-content]"
            ], "\(warnings)")
    }

    /// A computed property that makes its item (`var fresh: UIBarButtonItem { UIBarButtonItem(…) }`) makes a new
    /// one at each access, and a method or a type's constant that makes a spacer is a spacer at each place it is
    /// listed: two items and two spacers, with no listed-twice warning. The second of each was taken for the
    /// first read again and dropped, and the computed item drew the warning.
    @Test func aComputedItemAndAMadeSpacerListedTwiceAreTwo() {
        let source = """
            import UIKit

            enum Spacing {
                static let gap = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
            }

            final class FeedViewController: UIViewController {
                var reload: UIBarButtonItem { UIBarButtonItem(title: "Reload", style: .plain, target: nil, action: nil) }
                let mark = UIBarButtonItem(title: "Mark", style: .plain, target: nil, action: nil)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItems = [reload, reload]
                    toolbarItems = [space(), mark, space(), Spacing.gap, Spacing.gap]
                }

                func space() -> UIBarButtonItem { .flexibleSpace() }
            }
            """
        let (_, text, warnings) = ImportFixtures.importedFile(source, path: "Feed.swift", mode: .uiKit)
        let lines = text.split(separator: "\n").map { String($0.drop(while: { $0 == " " })) }
        #expect(lines.filter { $0.hasPrefix("item reload") }.count == 2, "\(text)")
        #expect(lines.filter { $0 == "spacer flexible" }.count == 4, "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }
}
