import BarDiagnostics
import Testing

@testable import BarImport

/// `OutsideAssignment.isSet`: a property of that name set on another object, whole, by `=` alone.
@Suite struct OutsideAssignmentTests {
    static func isSet(_ name: String, in code: String) -> Bool {
        let file = SwiftParser.parse(SourceFile(path: "Routing.swift", text: code))
        return OutsideAssignment.isSet(name, in: [file])
    }

    @Test(arguments: [
        "controller.moreButton = item",
        "controller?.moreButton = item",
        "controller!.moreButton=item",
        "shelves[0].moreButton\t= item",
        "myself.moreButton = item",
    ])
    func anAssignmentOnAnotherObjectCounts(_ code: String) {
        #expect(Self.isSet("moreButton", in: code))
    }

    @Test(arguments: [
        "self.moreButton = item",
        "super.moreButton = item",
        "moreButton = item",
        "controller.moreButton == item",
        "controller.moreButtonItem = item",
        "controller.extraMoreButton = item",
        "let button = controller.moreButton",
        "controller.moreButton",
        "",
    ])
    func anythingElseDoesNot(_ code: String) {
        #expect(!Self.isSet("moreButton", in: code))
    }
    /// The answers one import shares: the same as a search, and each name searched for once whichever copy asks.
    @Test func answersAreSharedAndSearchedOnce() {
        let file = SwiftParser.parse(SourceFile(path: "Routing.swift", text: "controller.moreButton = item\nself.editButton = item\n"))
        let answers = OutsideAssignment.Answers(files: [file])
        let copies = [answers, answers]
        #expect(copies.map { $0.isSet("moreButton") } == [true, true])
        #expect(copies.map { $0.isSet("editButton") } == [false, false])
        #expect(answers.searches == 2)
    }
}
