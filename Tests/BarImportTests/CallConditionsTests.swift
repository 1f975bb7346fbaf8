import BarDiagnostics
import BarModel
import Testing

@testable import BarImport

/// A view controller's method called only under a condition runs under it: the items it assigns are conditional,
/// and two methods called from the branches of one `if` are that `if`'s alternatives. Read each on its own, both
/// methods' items showed together (Zotero's item detail showed its editing and preview buttons at once).
@Suite struct CallConditionsTests {
    private func imported(_ body: String) -> (text: String, warnings: [String]) {
        let source = """
            import UIKit

            final class ReaderViewController: UIViewController {
                var isEditingNotes = false
                var isReady = false

            \(body)

                @objc func done() {}
                @objc func share() {}
            }
            """
        let (_, text, warnings) = ImportFixtures.importedFile(source, path: "Reader.swift", mode: .uiKit)
        return (text, warnings)
    }

    /// The block of the item whose id is `id`, with the comments above it.
    private func item(_ id: String, in text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let index = lines.firstIndex(where: { $0.trimmingPrefix(while: { $0 == " " }).hasPrefix("item \(id) ") }) else { return "" }
        var start = index
        while start > 0, lines[start - 1].trimmingPrefix(while: { $0 == " " }).hasPrefix("//") { start -= 1 }
        return lines[start...index].joined(separator: "\n")
    }

    private static let methods = """
            private func setEditingButtons() {
                navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(done))]
            }

            private func setPreviewButtons() {
                navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(share))]
            }
        """

    @Test func methodsCalledFromTheBranchesOfAnIfAreItsAlternatives() {
        let (text, warnings) = imported(
            """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if isEditingNotes {
                        setEditingButtons()
                    } else {
                        self.setPreviewButtons()
                    }
                }

            \(Self.methods)
            """)
        #expect(item("done", in: text).contains("// only when isEditingNotes"), "\(text)")
        #expect(item("share", in: text).contains("// only when not isEditingNotes"), "\(text)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// Conditions pass through a method that calls the method, and a function declared inside a method is called
    /// under the conditions around its call, after an early exit's note, which is said once.
    @Test func conditionsPassThroughCallersAndNestedFunctions() {
        let (text, _) = imported(
            """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if isReady { updateBars() }
                }

                private func updateBars() {
                    guard !isEditingNotes else { return }
                    setPreviewButtons()
                }

                private func configure(editing: Bool) {
                    guard isReady else { return }
                    if editing {
                        setDoneButton()
                    }
                    func setDoneButton() {
                        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Finish", style: .done, target: self, action: #selector(done))
                    }
                }

                private func setPreviewButtons() {
                    navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(share))]
                }
            """)
        let share = item("share", in: text)
        #expect(share.contains("// only when isReady") && share.contains("// only when !isEditingNotes"), "\(text)")
        let finish = item("finish", in: text)
        #expect(finish.contains("// only when editing"), "\(text)")
        #expect(finish.components(separatedBy: "only when isReady").count == 2, "\(text)")
    }

    /// A method called under different conditions, or named where it is not called (a selector), runs under none
    /// the importer can name.
    @Test func differentOrUnknownCallersGiveNoConditions() {
        let (text, _) = imported(
            """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if isEditingNotes { setEditingButtons() }
                    if isReady { setEditingButtons() }
                    if isReady {
                        NotificationCenter.default.addObserver(self, selector: #selector(setPreviewButtons), name: .init("x"), object: nil)
                    }
                }

            \(Self.methods)
            """)
        #expect(!item("done", in: text).contains("only when"), "\(text)")
        #expect(!item("share", in: text).contains("only when"), "\(text)")
    }

    /// From a review: a method another type or the system may call (not `private`) takes no conditions, and a
    /// call written in a condition, a loop's header or a `switch`'s subject is a call under none the walk names.
    @Test func visibleMethodsAndCallsInConditionsGiveNoConditions() {
        let (text, _) = imported(
            """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if isEditingNotes { showLockedButtons() }
                    if makeReady() { }
                    while nextPage() {}
                    if isReady {
                        _ = makeReady()
                        _ = nextPage()
                    }
                }

                func showLockedButtons() {
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Unlock", style: .plain, target: self, action: #selector(done))
                }

                private func makeReady() -> Bool {
                    navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(share))]
                    return true
                }

                private func nextPage() -> Bool {
                    toolbarItems = [UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(done))]
                    return false
                }
            """)
        #expect(!item("unlock", in: text).contains("only when"), "\(text)")
        #expect(!item("share", in: text).contains("only when"), "\(text)")
        #expect(!item("next", in: text).contains("only when"), "\(text)")
    }

    /// From a third review: a `private extension`'s methods are private; an overload of a visible method is not
    /// told apart by name and takes none; a call the walk cannot see (a `catch` clause, another object's method
    /// of the name) leaves the method out; a cycle of callers takes none without taking the rest of the class's.
    @Test func extensionsOverloadsUnseenCallsAndCycles() {
        let source = """
            import UIKit

            final class NoteViewController: UIViewController {
                var isEditingNote = false
                var model = NoteModel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    if isEditingNote { showSave() } else { showEdit() }
                    if isEditingNote { showUnlock(animated: true) }
                    if isEditingNote { showShare() }
                    do { try model.load() } catch where showShare() {}
                    if isEditingNote { reloadItems() }
                }

                func showUnlock() {
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Unlock", style: .plain, target: nil, action: nil)
                }

                private func reloadItems() { loadMore() }
            }

            private extension NoteViewController {
                func showSave() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
                }
                func showEdit() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
                }
                func showUnlock(animated: Bool) {
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Open", style: .plain, target: nil, action: nil)
                }
                func showShare() -> Bool {
                    toolbarItems = [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)]
                    return true
                }
                func loadMore() {
                    if isEditingNote { reloadItems() }
                    toolbarItems = [UIBarButtonItem(title: "More", style: .plain, target: nil, action: nil)]
                }
            }
            """
        let (_, text, _) = ImportFixtures.importedFile(source, path: "Note.swift", mode: .uiKit)
        #expect(item("save", in: text).contains("// only when isEditingNote"), "\(text)")
        #expect(item("edit", in: text).contains("// only when not isEditingNote"), "\(text)")
        #expect(!item("unlock", in: text).contains("only when") && !item("open", in: text).contains("only when"), "\(text)")
        #expect(!item("share", in: text).contains("only when"), "\(text)")
        #expect(!item("more", in: text).contains("only when"), "\(text)")
    }

    /// The conditions themselves, as values.
    @Test func theConditionsOfEachMethod() throws {
        let file = SwiftParser.parse(
            SourceFile(
                path: "A.swift",
                text: """
                    class A: UIViewController {
                        override func viewDidLoad() {
                            switch mode {
                            case .edit: edit()
                            case .view: view()
                            }
                        }
                        private func edit() { navigationItem.rightBarButtonItem = nil }
                        private func view() {}
                        private func unused() {}
                    }
                    """))
        guard case .type(let type)? = file.statements.first else {
            Issue.record("no class")
            return
        }
        let conditions = CallConditions.of([(type, file)])
        #expect(conditions["edit"]?.map(\.note) == ["only in 'case .edit' of switch mode"])
        #expect(conditions["view"]?.map(\.note) == ["only in 'case .view' of switch mode"])
        #expect(conditions["edit"]?.first?.branch?.count == 2)
        #expect(conditions["unused"] == nil && conditions["viewDidLoad"] == nil)
        // A class whose code sets no bar needs no walk: nothing it calls takes conditions.
        let barless = SwiftParser.parse(SourceFile(path: "B.swift", text: "class B: UIViewController { func viewDidLoad() { if a { b() } }\n private func b() {} }"))
        guard case .type(let plain)? = barless.statements.first else {
            Issue.record("no class")
            return
        }
        #expect(CallConditions.of([(plain, barless)]).isEmpty)
    }
}
