import BarModel
import Testing

@testable import BarImport

/// One slot assigned in many branches (`ClassFacts.assign`): each assignment looks the items up in an index of
/// the slot kept between assignments, made again when a name's value changes in between.
@Suite struct UIKitSlotAssignmentTests {
    /// `done` is assigned before it is given a value and again after: the index made at the second assignment
    /// knew the first by its bare name, and kept that would make the third a second item.
    @Test func anItemNamedAgainAfterItsNameIsGivenAValueIsTheSameItem() {
        let source = """
            import UIKit

            final class NotesViewController: UIViewController {
                var isEditingNotes = false
                var canShare = false
                var isPinned = false
                var done: UIBarButtonItem?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    if isEditingNotes {
                        navigationItem.rightBarButtonItem = done
                    }
                    if canShare {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .action)
                    }
                    done = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(finish))
                    if isPinned {
                        navigationItem.rightBarButtonItem = done
                    }
                }

                @objc func finish() {}
            }
            """
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "Notes.swift", mode: .uiKit)
        let items = ConditionalItemsTests.toolbar(spec, "notes")
        #expect(items.map(\.id) == ["done", "share"], "\(text)")
        #expect(text.contains("// only when isEditingNotes\n      // or only when isPinned\n      // Notes.swift:17\n      item done "), "\(text)")
    }

    /// Every branch's item is kept, each under its condition, and one written again in a later branch is the
    /// item already there (a class assigning one slot 4,000 times took 3.8 s while each assignment named every
    /// item the slot held).
    @Test func manyBranchesAssigningOneSlotKeepEachItemOnce() {
        let count = 1_000
        var body = ""
        for index in 0..<count {
            body += "        if state\(index) { navigationItem.rightBarButtonItem = UIBarButtonItem(title: \"State \(index % 500)\", style: .plain, target: nil, action: nil) }\n"
        }
        let source = "import UIKit\nfinal class StatesViewController: UIViewController {\n    override func viewDidLoad() {\n" + body + "    }\n}\n"
        let (spec, text, _) = ImportFixtures.importedFile(source, path: "States.swift", mode: .uiKit)
        let items = ConditionalItemsTests.toolbar(spec, "states")
        #expect(items.count == 500)
        #expect(text.contains("// only when state0\n      // or only when state500\n"), "\(text.prefix(2000))")
        #expect(text.contains("// only when state499\n      // or only when state999\n"), "\(text.prefix(2000))")
    }

    /// One spacer constant listed twice in each branch (`[rewind, flex, pause, flex, forward]` or `[rewind, flex,
    /// play, flex, forward]`) shows in both places whichever branch runs: the k-th copy in the second branch is the
    /// k-th spacer shown. Both copies were taken for the last spacer, and the first kept its branch's condition.
    @Test func aSpacerListedTwiceInEachBranchIsShownInBothPlacesUnderNoCondition() {
        let source = """
            import UIKit

            final class RecorderViewController: UIViewController {
                private let gap = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
                private let undo = UIBarButtonItem(barButtonSystemItem: .undo, target: nil, action: nil)
                private let record = UIBarButtonItem(title: "Record", style: .plain, target: nil, action: nil)
                private let stop = UIBarButtonItem(title: "Stop", style: .plain, target: nil, action: nil)
                private let redo = UIBarButtonItem(barButtonSystemItem: .redo, target: nil, action: nil)
                var isRecording = false

                override func viewDidLoad() {
                    super.viewDidLoad()
                    if isRecording {
                        toolbarItems = [undo, gap, stop, gap, redo]
                        navigationItem.rightBarButtonItems = [undo, gap, stop, gap, redo]
                    } else {
                        toolbarItems = [undo, gap, record, gap, redo]
                        navigationItem.rightBarButtonItems = [undo, gap, record, gap, redo]
                    }
                }
            }
            """
        let (_, text, warnings) = ImportFixtures.importedFile(source, path: "Recorder.swift", mode: .uiKit)
        let lines = text.split(separator: "\n").map { String($0.drop(while: { $0 == " " })) }
        let spacers = lines.indices.filter { lines[$0] == "spacer flexible" }
        #expect(spacers.count == 4, "\(text)")
        for spacer in spacers {
            #expect(!lines[spacer - 2].contains("only when"), "\(text)")
        }
        #expect(warnings.isEmpty, "\(warnings)")
    }
}
